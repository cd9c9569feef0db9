// `npm test`: the static checks (typecheck, lint, formatting, unused code) beside every vitest project but the sweeps,
// as .ci/run does: vitest leaves part of the machine idle while its API files wait on their databases, and the checks
// fill it (on the 2-core machine about two minutes less than one after the other). vitest prints as it runs; the
// checks' output is printed whole when both have ended, and the run fails if either failed.
import { spawn } from 'node:child_process';

function run(command: string, args: string[], capture: boolean): Promise<{ code: number; output: string }> {
  const child = spawn(command, args, { stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code: code ?? 1, output })));
}

const [checks, tests] = await Promise.all([
  run('npm', ['run', '--silent', 'test:static'], true),
  run('npx', ['vitest', 'run', '--project', '!sweeps', ...process.argv.slice(2)], false),
]);
console.log(checks.output.trimEnd());
if (checks.code !== 0) console.error('the static checks failed');
if (tests.code !== 0) console.error('vitest failed');
process.exit(checks.code || tests.code);
