// `npm run test:e2e`: the Playwright suite in E2E_SHARDS processes at once, each with a server, a database (a copy of
// the demo business seeded once) and a mail sink of its own, so that one shard's data never meets another's. A shard
// on embedded PGlite keeps about two cores busy (the browser's processes, the server and its WASM database, the
// runner), so the default there is one shard per two cores: on the 2-core machine two shards made each spec about three
// times slower and the suite took 49 minutes where one shard took 29. On PostgreSQL (E2E_DATABASE_URL) a shard uses
// about 0.9 of a core, so the default is one per core: on the 2-core machine one shard took 993 s (898 s of CPU) and
// two 603 s (836 s of CPU), back to back under the same load.
// The specs are split by the durations in tests/e2e/durations.json (scripts/e2eSplit.ts), so the shards end together;
// after the run the script prints each shard's time and its slowest specs, and with E2E_WRITE_DURATIONS=1 writes the
// measured durations back to that file.
// Arguments go to every `playwright test`; spec files among them (`tests/e2e/markets.spec.ts`) are split like the
// whole suite. With arguments one process runs them unless E2E_SHARDS says otherwise.
import { spawn } from 'node:child_process';
import pg from 'pg';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { type JsonReport, type SpecDurations, specDurations, splitSpecs } from './e2eSplit';

const SPEC_DIR = 'tests/e2e';
const DURATIONS_FILE = path.join(SPEC_DIR, 'durations.json');

const args = process.argv.slice(2);
// On PostgreSQL a shard leaves half a core idle (its server's queries run in PostgreSQL, not in WASM on the server's
// thread): one shard per core. On PGlite one per two cores.
const coresPerShard = process.env.E2E_DATABASE_URL ? 1 : 2;
const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? (args.length ? 1 : Math.floor(availableParallelism() / coresPerShard))));
const basePort = Number(process.env.E2E_PORT ?? 3300);
const specArgs = args.filter((arg) => arg.endsWith('.spec.ts'));
const otherArgs = args.filter((arg) => !arg.endsWith('.spec.ts'));
const specs = specArgs.length
  ? specArgs.map((arg) => path.basename(arg))
  : readdirSync(SPEC_DIR)
      .filter((file) => file.endsWith('.spec.ts'))
      .sort();
const measured: SpecDurations = existsSync(DURATIONS_FILE) ? JSON.parse(readFileSync(DURATIONS_FILE, 'utf8')) : {};
const split = splitSpecs(specs, measured, shards);

function reportFile(index: number) {
  return `test-results/shard-${index + 1}.json`;
}

/**
 * The demo business, migrated and seeded once into a template each shard's server starts from a copy of, instead of
 * every shard seeding its own (half a minute of one core per shard): a data directory copied by playwright.config.ts,
 * or, with E2E_DATABASE_URL (a PostgreSQL server, as CI has), a template database each shard's database is created
 * from. The server on PostgreSQL spends about a third of the CPU it spends on embedded PGlite (WASM) for the same specs.
 */
const TEMPLATE_DIR = 'data/e2e-template';
const serverUrl = process.env.E2E_DATABASE_URL || undefined;
const TEMPLATE_DATABASE = `lawndesk_e2e_template_${basePort}`;
const shardDatabase = (index: number) => `lawndesk_e2e_${basePort + index * 10}`;

function databaseUrl(name: string) {
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer(...statements: string[]) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Each shard's database, a copy of the template. */
async function copyTemplate() {
  if (!serverUrl) return;
  await onServer(
    ...split.map((_, index) => `drop database if exists ${shardDatabase(index)} with (force)`),
    ...split.map((_, index) => `create database ${shardDatabase(index)} template ${TEMPLATE_DATABASE}`),
  );
}

async function seedTemplate(): Promise<number> {
  rmSync(TEMPLATE_DIR, { recursive: true, force: true });
  if (serverUrl) await onServer(`drop database if exists ${TEMPLATE_DATABASE} with (force)`, `create database ${TEMPLATE_DATABASE}`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/demo/run.ts'], {
    env: {
      ...process.env,
      DATA_DIR: TEMPLATE_DIR,
      DATABASE_URL: serverUrl ? databaseUrl(TEMPLATE_DATABASE) : '',
      LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
  });
  return new Promise<number>((resolve) => child.on('close', (exitCode) => resolve(exitCode ?? 1)));
}

async function dropDatabases() {
  if (!serverUrl) return;
  await onServer(
    ...split.map((_, index) => `drop database if exists ${shardDatabase(index)} with (force)`),
    `drop database if exists ${TEMPLATE_DATABASE} with (force)`,
  );
}

function runShard(index: number, files: string[]): Promise<number> {
  const env = {
    ...process.env,
    E2E_TEMPLATE_DIR: TEMPLATE_DIR,
    E2E_SERVER_DATABASE_URL: serverUrl ? databaseUrl(shardDatabase(index)) : '',
    E2E_PORT: String(basePort + index * 10),
    E2E_DATA_DIR: `data/e2e-${index + 1}`,
    E2E_OUTPUT_DIR: `test-results/shard-${index + 1}`,
    E2E_JSON_REPORT: reportFile(index),
  };
  const playwrightArgs = ['playwright', 'test', ...files.map((file) => `${SPEC_DIR}/${file}`), ...otherArgs];
  const child = spawn('npx', playwrightArgs, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = split.length > 1 ? `[${index + 1}/${split.length}] ` : '';
  for (const stream of [child.stdout, child.stderr]) {
    let pending = '';
    stream.on('data', (chunk: Buffer) => {
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) (stream === child.stderr ? process.stderr : process.stdout).write(prefix + line + '\n');
    });
    stream.on('end', () => pending && process.stdout.write(prefix + pending + '\n'));
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

function readReport(index: number): SpecDurations {
  try {
    return specDurations(JSON.parse(readFileSync(reportFile(index), 'utf8')) as JsonReport);
  } catch {
    return {};
  }
}

// .ci/run seeds the template beside the unit tests (E2E_SEED_ONLY=1), and the run after them uses it (E2E_SEEDED=1).
const started = Date.now();
if (process.env.E2E_SEEDED !== '1') {
  if ((await seedTemplate()) !== 0) {
    console.error(`seeding the demo business into ${TEMPLATE_DIR} failed`);
    process.exit(1);
  }
  console.log(
    `seeded the demo business once ${serverUrl ? 'on PostgreSQL' : 'on embedded PGlite'} in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  if (process.env.E2E_SEED_ONLY === '1') process.exit(0);
}
await copyTemplate();
const shardTimes: number[] = [];
const codes = await Promise.all(
  split.map((files, index) =>
    runShard(index, files).then((code) => {
      shardTimes[index] = (Date.now() - started) / 1000;
      return code;
    }),
  ),
);

await dropDatabases();
const durations = Object.assign({}, ...split.map((_, index) => readReport(index))) as SpecDurations;
for (const [index, files] of split.entries()) {
  const slowest = files
    .filter((file) => durations[file] !== undefined)
    .sort((a, b) => durations[b] - durations[a])
    .slice(0, 5)
    .map((file) => `${file} ${Math.round(durations[file])} s`);
  console.log(`shard ${index + 1}: ${files.length} specs, ${Math.round(shardTimes[index])} s; slowest: ${slowest.join(', ')}`);
}
if (process.env.E2E_WRITE_DURATIONS === '1') {
  const merged = Object.fromEntries(Object.entries({ ...measured, ...durations }).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(DURATIONS_FILE, JSON.stringify(merged, null, 2) + '\n');
  console.log(`wrote ${Object.keys(durations).length} specs' durations to ${DURATIONS_FILE}`);
}

const failed = codes.flatMap((code, index) => (code === 0 ? [] : [index + 1]));
if (failed.length) console.error(`Playwright failed in shard ${failed.join(', ')} of ${split.length}`);
process.exit(failed.length ? 1 : 0);
