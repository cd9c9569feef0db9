// Opens the database: embedded PGlite under DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { type Config, type DatabaseTimeouts, databaseTimeoutsOf } from '../config';
import { listenOn, type NoticeHandlers } from './notices';
import { PGliteThread } from './pgliteThread';
import * as schema from './schema';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or a transaction on it: what a write that may join a caller's transaction takes. */
export type Executor = Db | Tx;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** host:port for log lines, never the credentials. */
  address: string;
  timeouts: DatabaseTimeouts;
  /** The embedded database's own thread (null on PostgreSQL): backups and jobs reach PGlite through it. */
  embedded: PGliteThread | null;
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other node sharing this database runs work under the same key: a session advisory lock on a
   * connection of its own on PostgreSQL, nothing on the embedded database (one process).
   */
  exclusively<T>(key: string, work: () => Promise<T>): Promise<T>;
  /**
   * Why the database did not answer `select 1` within `timeoutMs` on a connection of its own, or null when it did, or
   * when the pool's connections got answers meanwhile (a busy database is slow to open a connection, not unreachable).
   */
  whyUnreachable(timeoutMs: number): Promise<string | null>;
  /** Hears a channel's notices until the answer is called; null on the embedded database, which no other node shares. */
  listen(channel: string, handlers: NoticeHandlers): (() => Promise<void>) | null;
  close(): Promise<void>;
}

export function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'inMemory' | 'pgliteSnapshot' | 'databaseTimeouts'>,
): Database {
  const timeouts = databaseTimeoutsOf(config);
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, timeouts)
    : openPglite(config.inMemory ? undefined : config.dataDir, timeouts, config.pgliteSnapshot);
}

/**
 * PGlite runs each statement on the thread that holds it, for as long as the statement takes (a batch's insert 30 to
 * 80 ms of CPU, an undo's cascade delete 50 to 70 ms, pg-boss's cron check 40 to 73 ms): held on the server's thread,
 * every one of them kept requests waiting. It runs in a worker thread of its own (pgliteThread.ts), which drizzle
 * drives as it would a PGlite (docs/performance.md).
 */
function openPglite(dataDir: string | undefined, timeouts: DatabaseTimeouts, snapshot?: Blob): Database {
  let dir: string | undefined;
  if (dataDir) {
    dir = path.resolve(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
  }
  const client = new PGliteThread(dir, snapshot);
  const db = drizzlePglite({ client: client as unknown as PGlite, schema });
  return {
    db,
    kind: 'pglite',
    address: dataDir ?? 'memory',
    timeouts,
    embedded: client,
    migrate: () => migratePglite(db, { migrationsFolder }),
    exclusively: (_key, work) => work(),
    whyUnreachable: (timeoutMs) => failureWithin(timeoutMs, db.execute(sql`select 1`)),
    listen: () => null,
    close: () => client.close(),
  };
}

/**
 * The address with the JIT turned off, beside any options it already sets (the address's own override the pool's). The
 * reports' estimates (a month's series, lateral sums) pass the JIT's threshold on any database: compiling took 1.3 s
 * of a 1.5 s dashboard on a near-empty one, and never pays back on the short queries this app runs.
 */
export function withoutJit(connectionString: string): string {
  if (!/^postgres(ql)?:/.test(connectionString)) return connectionString;
  const url = new URL(connectionString);
  const options = url.searchParams.get('options');
  url.searchParams.set('options', options ? `${options} -c jit=off` : '-c jit=off');
  return url.toString();
}

function openPostgres(connectionString: string, timeouts: DatabaseTimeouts): Database {
  const connection = {
    connectionString: withoutJit(connectionString),
    connectionTimeoutMillis: timeouts.connectMs,
    query_timeout: timeouts.queryMs || undefined,
    statement_timeout: timeouts.statementMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
  };
  const pool = new pg.Pool({ ...connection, max: 10 });
  // A connection lost while idle, or while checked out between two queries of a transaction, must not take the
  // process down: the next query on it fails and is answered 503.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  let lastAnsweredAt = 0;
  pool.on('release', (error: Error | undefined) => {
    if (!error) lastAnsweredAt = performance.now();
  });
  // Both drivers expose the same query builder; the pglite type is used as the common one.
  const db = drizzlePostgres(pool, { schema }) as unknown as Db;
  const url = new URL(connectionString);
  return {
    db,
    kind: 'postgres',
    address: `${url.hostname || 'localhost'}:${url.port || 5432}`,
    timeouts,
    embedded: null,
    async migrate() {
      // Rewriting a large table may take longer than any request should, so migrations run without the statement limit.
      const migrationPool = new pg.Pool({ ...connection, statement_timeout: 0, query_timeout: undefined, max: 1 });
      migrationPool.on('error', () => undefined);
      try {
        await migratePostgres(drizzlePostgres(migrationPool, { schema }), { migrationsFolder });
      } finally {
        await migrationPool.end();
      }
    },
    async exclusively(key, work) {
      const client = new pg.Client({ connectionString, connectionTimeoutMillis: timeouts.connectMs });
      client.on('error', () => undefined);
      await client.connect();
      try {
        await client.query('select pg_advisory_lock(hashtext($1))', [`lawndesk:${key}`]);
        return await work();
      } finally {
        // Ending the session releases its advisory locks.
        await client.end().catch(() => undefined);
      }
    },
    async whyUnreachable(timeoutMs) {
      const asked = performance.now();
      const failure = await pingOnOwnConnection(connectionString, timeoutMs);
      return failure && lastAnsweredAt < asked ? failure : null;
    },
    listen: (channel, handlers) => listenOn(connectionString, timeouts.connectMs, channel, handlers),
    close: () => pool.end(),
  };
}

/** The pool may be full of stalled queries, so the check opens a connection of its own and drops it however it ends. */
async function pingOnOwnConnection(connectionString: string, timeoutMs: number): Promise<string | null> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: timeoutMs, query_timeout: timeoutMs });
  client.on('error', () => undefined);
  const failure = await failureWithin(
    timeoutMs,
    client.connect().then(() => client.query('select 1')),
  );
  if (failure) (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
  else await client.end().catch(() => undefined);
  return failure;
}

/** The failure of `work`, "no answer within …" when it takes longer than `timeoutMs`, or null when it succeeds in time. */
export async function failureWithin(timeoutMs: number, work: Promise<unknown>): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${timeoutMs} ms`), timeoutMs);
  });
  try {
    return await Promise.race([
      work.then(
        () => null,
        (error: Error) => describeFailure(error),
      ),
      timedOut,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

function describeFailure(error: Error & { code?: string; errors?: Error[] }): string {
  return error.code ?? error.errors?.[0]?.message ?? error.message;
}
