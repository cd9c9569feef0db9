// bench:scale's deployment: a fresh PostgreSQL database of its own, migrated and filled with the generated business,
// two API nodes (server/main.ts as child processes) sharing it and Redis, the fake Twilio and SMTP sink of the tests,
// and the sandbox gateway's server.
import type { ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { readSettings } from '../../server/lib/settings';
import { openDatabase, type Database } from '../../server/db/client';
import { addDays, dateIn } from '../../server/lib/calendar';
import { hashPassword } from '../../server/lib/password';
import { startSandboxHost } from '../../server/modules/billing';
import { JOB_SCHEMA } from '../../server/plugins/jobs';
import { startFakeTwilio } from '../../tests/fakeTwilio';
import { startSmtpSink, type SmtpSink } from '../../tests/smtpSink';
import { DEFAULT_SETTINGS } from '../../common/schemas/settings';
import { freePort, startServer } from '../demoServer';
import { BENCH_PASSWORD, generateBusiness, shapeOf, workingDays } from './business';
import { BenchClock } from './clock';

export const ADMIN_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

export interface Deployment {
  size: number;
  databaseName: string;
  database: Database;
  boss: PgBoss;
  nodes: string[];
  today: string;
  tomorrow: string;
  until: string;
  weekendOffDays: number[];
  crewUsernames: string[];
  staffUsernames: string[];
  texts: Awaited<ReturnType<typeof startFakeTwilio>>;
  mailbox: SmtpSink;
  /** The outbound rates' clock, which the nodes read and the bench moves (bench/scale/clock.ts). */
  clock: BenchClock;
  /**
   * Starts one more node that serves no user, only the job queues, for a stage to kill (SIGKILL) while it works: the
   * users' nodes go on as a load balancer's would after taking a dead node out.
   */
  startWorker(): Promise<{ kill(): void }>;
  generateMs: number;
  /** Each node's resident memory now, in MB (Linux's /proc; null elsewhere). */
  memoryMb(): (number | null)[];
  /**
   * What autovacuum would have done after a stage's writes (the horizon's visits, the day's), where the server runs
   * without it (this machine's CI PostgreSQL has `autovacuum = off`): fresh statistics and no dead rows before the next.
   */
  settle(): Promise<void>;
  close(keep: boolean): Promise<void>;
}

/** Stops a node as a deployment would (SIGTERM, its graceful close), killing it if it has not gone within 20 s. */
function stopServer(server: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (server.exitCode !== null || server.signalCode !== null) return resolve();
    const kill = setTimeout(() => server.kill('SIGKILL'), 20_000);
    server.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    server.kill('SIGTERM');
  });
}

function residentMb(pid: number | undefined): number | null {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
    return line ? Math.round(Number(line[1]) / 1024) : null;
  } catch {
    return null;
  }
}

function databaseUrl(name: string) {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function deploy(
  size: number,
  options: { historyWeeks: number; nodes: number; dataDir: string; databaseSuffix?: string },
): Promise<Deployment> {
  const suffix = (options.databaseSuffix ?? process.env.BENCH_DATABASE_SUFFIX)?.replace(/\W/g, '');
  const databaseName = `lawndesk_scale_${size}${suffix ? `_${suffix}` : ''}`;
  await onServer(`drop database if exists ${databaseName} with (force)`);
  await onServer(`create database ${databaseName}`);
  // BENCH_LOG_STATEMENTS_MS: PostgreSQL's log gets each statement of this database that takes at least so long (0: all),
  // to count and time what each call runs.
  const logMs = process.env.BENCH_LOG_STATEMENTS_MS;
  if (logMs) await onServer(`alter database ${databaseName} set log_min_duration_statement = ${Number(logMs)}`);
  const url = databaseUrl(databaseName);

  const started = performance.now();
  const database = openDatabase({ databaseUrl: url, dataDir: '', databaseTimeouts: { statementMs: 0, queryMs: 0 } });
  // In CI other test files share this PostgreSQL server; a connection cut under the migration (its transaction rolled
  // back) is tried once more rather than failing the day before it starts.
  await database.migrate().catch(() => database.migrate());
  const timeZone = DEFAULT_SETTINGS.serviceCalendar.timeZone;
  const today = dateIn(timeZone, new Date());
  const business = await generateBusiness(database.db, shapeOf(size, options.historyWeeks), today, await hashPassword(BENCH_PASSWORD));
  await database.db.$client.query('vacuum analyze');
  const generateMs = performance.now() - started;
  const { serviceCalendar } = await readSettings(database.db, ['serviceCalendar']);

  const texts = await startFakeTwilio();
  const mailbox = await startSmtpSink(0);
  const gateway = await startSandboxHost(0);
  const clock = new BenchClock(path.join(os.tmpdir(), `${databaseName}-outbound-clock.json`), database.db);
  const env = {
    DATABASE_URL: url,
    REDIS_URL,
    REDIS_KEY_PREFIX: `${databaseName}:`,
    DATA_DIR: `${options.dataDir}/${databaseName}`,
    JWT_SECRET: `bench-scale-${databaseName}`,
    JOBS: 'true',
    JOBS_POLL_SECONDS: '1',
    SEED_DEMO: 'false',
    STATIC_DIR: '/nonexistent',
    SMS_PROVIDER: 'twilio',
    TWILIO_API_URL: texts.url,
    TWILIO_ACCOUNT_SID: 'AC0001',
    TWILIO_AUTH_TOKEN: 'bench-token',
    TWILIO_FROM: '+15125550000',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(mailbox.port),
    SMTP_FROM: 'no-reply@lawndesk.test',
    SANDBOX_GATEWAY_URL: gateway.url,
    OUTBOUND_CLOCK_FILE: clock.file,
  };
  const ports: number[] = [];
  for (let node = 0; node < options.nodes; node++) ports.push(await freePort());
  // One after the other: two nodes' first start on a new database at once met "deadlock detected" (docs/scaling.md).
  const servers: ChildProcess[] = [];
  const stopServers = () => Promise.all(servers.map(stopServer));
  try {
    for (const port of ports) servers.push(await startServer(port, env, 300_000));
  } catch (error) {
    await stopServers();
    throw error;
  }
  const boss = new PgBoss({ connectionString: url, schema: JOB_SCHEMA, max: 2, supervise: false, schedule: false, migrate: false });
  boss.on('error', () => undefined);
  await boss.start();
  clock.start();

  return {
    size,
    databaseName,
    database,
    boss,
    nodes: ports.map((port) => `http://127.0.0.1:${port}`),
    today,
    tomorrow: addDays(today, 1),
    until: addDays(today, serviceCalendar.horizonDays - 1),
    weekendOffDays: workingDays(today).weekendOffDays,
    crewUsernames: business.crews,
    staffUsernames: business.staff,
    texts,
    mailbox,
    clock,
    async startWorker() {
      const server = await startServer(await freePort(), env, 300_000);
      servers.push(server);
      return { kill: () => server.kill('SIGKILL') };
    },
    generateMs,
    memoryMb: () => servers.slice(0, ports.length).map((server) => residentMb(server.pid)),
    async settle() {
      const { rows } = await database.db.$client.query<{ autovacuum: string }>('show autovacuum');
      if (rows[0]?.autovacuum === 'off') await database.db.$client.query('vacuum analyze');
    },
    async close(keep) {
      await clock.stop();
      await boss.stop({ graceful: false, wait: true, timeout: 5_000 }).catch(() => undefined);
      await stopServers();
      await database.close();
      await Promise.all([texts.close(), mailbox.close(), gateway.close()]);
      rmSync(clock.file, { force: true });
      if (!keep) await onServer(`drop database if exists ${databaseName} with (force)`);
    },
  };
}
