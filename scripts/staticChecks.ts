// `npm run test:static`: the typecheck, lint, formatting and unused-code checks, side by side. Each is one process on
// one core (tsc the longest), so on two cores the others finish while tsc runs instead of after it. Each check's output
// is printed whole when it ends, so the lines of two checks never interleave; the run fails if any check fails.
import { spawn } from 'node:child_process';

const CHECKS = ['typecheck', 'lint', 'format:check', 'unused'];

function run(script: string): Promise<{ script: string; code: number; seconds: number; output: string }> {
  const started = Date.now();
  const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  return new Promise((resolve) =>
    child.on('close', (code) => resolve({ script, code: code ?? 1, seconds: (Date.now() - started) / 1000, output })),
  );
}

const results = await Promise.all(
  CHECKS.map((script) =>
    run(script).then((result) => {
      console.log(`== ${result.script}: ${result.code === 0 ? 'passed' : 'FAILED'} in ${result.seconds.toFixed(0)} s`);
      if (result.output.trim()) console.log(result.output.trimEnd());
      return result;
    }),
  ),
);
const failed = results.filter((result) => result.code !== 0).map((result) => result.script);
if (failed.length) console.error(`failed: ${failed.join(', ')}`);
process.exit(failed.length ? 1 : 0);
