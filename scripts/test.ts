// `npm test`: the static checks (typecheck, lint, formatting, unused code) beside every vitest project but the sweeps,
// as .ci/run does: vitest leaves part of the machine idle while its API files wait on their databases, and the checks
// fill it. vitest prints as it runs; the checks' output is printed whole when both have ended, and the run fails if
// either failed.
//
// The API files run on the machine's PostgreSQL (and Redis, for the two-node files) when one answers on its standard
// port, as CI runs them: each file then copies a template database on the server instead of loading an embedded PGlite
// of its own (CI's API files took about 60% of their PGlite time there). DATABASE_URL chooses another server; TEST_DATABASE=pglite keeps them on PGlite.
import { spawn } from 'node:child_process';
import { Socket } from 'node:net';
import pg from 'pg';

const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';
const LOCAL_REDIS = 'redis://127.0.0.1:6379';

function run(command: string, args: string[], capture: boolean, env: NodeJS.ProcessEnv = process.env) {
  const child = spawn(command, args, { stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit', env });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
  return new Promise<{ code: number; output: string }>((resolve) => child.on('close', (code) => resolve({ code: code ?? 1, output })));
}

async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (answered: boolean) => {
      socket.destroy();
      resolve(answered);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(port, '127.0.0.1', () => done(true));
  });
}

async function databaseEnv(): Promise<NodeJS.ProcessEnv> {
  if (process.env.DATABASE_URL || process.env.TEST_DATABASE === 'pglite') return process.env;
  if (!(await postgresAnswers(LOCAL_POSTGRES))) {
    console.log('API tests on embedded PGlite (no PostgreSQL answered on 127.0.0.1:5432)');
    return process.env;
  }
  const redis = process.env.REDIS_URL ?? ((await portAnswers(6379)) ? LOCAL_REDIS : undefined);
  console.log(
    `API tests on the PostgreSQL at 127.0.0.1:5432${redis ? ' and the Redis at 127.0.0.1:6379' : ''} (TEST_DATABASE=pglite for PGlite)`,
  );
  return { ...process.env, DATABASE_URL: LOCAL_POSTGRES, ...(redis ? { REDIS_URL: redis } : {}) };
}

const env = await databaseEnv();
const [checks, tests] = await Promise.all([
  run('npm', ['run', '--silent', 'test:static'], true),
  run('npx', ['vitest', 'run', '--project', '!sweeps', ...process.argv.slice(2)], false, env),
]);
console.log(checks.output.trimEnd());
if (checks.code !== 0) console.error('the static checks failed');
if (tests.code !== 0) console.error('vitest failed');
process.exit(checks.code || tests.code);
