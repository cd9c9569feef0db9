// Opens the database: embedded PGlite under DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
import { mkdirSync } from 'node:fs';
import { setImmediate as nextTurn } from 'node:timers/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { type Config, type DatabaseTimeouts, databaseTimeoutsOf } from '../config';
import * as schema from './schema';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The contrib extensions the migrations create (trigram search, accent-insensitive search): every PGlite opened needs them. */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

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
  migrate(): Promise<void>;
  /** Why the database did not answer `select 1` within `timeoutMs` on a connection of its own, or null when it did. */
  whyUnreachable(timeoutMs: number): Promise<string | null>;
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
 * PGlite runs each statement on this thread, and a chain of awaited statements resolves in microtasks: an import or an
 * undo of thousands of statements never gave the event loop a turn (a 5,000-row import kept /health/live waiting
 * 17 s). Each message to the database waits for the loop's next turn here, so requests are read and answered between
 * two statements; a heavy job keeps each statement small (docs/performance.md).
 */
class TakingTurnsPGlite extends PGlite {
  override async execProtocolRaw(...args: Parameters<PGlite['execProtocolRaw']>) {
    await nextTurn();
    return super.execProtocolRaw(...args);
  }

  override async execProtocolRawStream(...args: Parameters<PGlite['execProtocolRawStream']>) {
    await nextTurn();
    return super.execProtocolRawStream(...args);
  }
}

function openPglite(dataDir: string | undefined, timeouts: DatabaseTimeouts, snapshot?: Blob): Database {
  let client: PGlite;
  if (dataDir) {
    const dir = path.resolve(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new TakingTurnsPGlite(dir, { extensions: PGLITE_EXTENSIONS });
  } else {
    client = new TakingTurnsPGlite({ extensions: PGLITE_EXTENSIONS, loadDataDir: snapshot });
  }
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    address: dataDir ?? 'memory',
    timeouts,
    migrate: () => migratePglite(db, { migrationsFolder }),
    whyUnreachable: (timeoutMs) => failureWithin(timeoutMs, db.execute(sql`select 1`)),
    close: () => client.close(),
  };
}

function openPostgres(connectionString: string, timeouts: DatabaseTimeouts): Database {
  const connection = {
    connectionString,
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
  // Both drivers expose the same query builder; the pglite type is used as the common one.
  const db = drizzlePostgres(pool, { schema }) as unknown as Db;
  const url = new URL(connectionString);
  return {
    db,
    kind: 'postgres',
    address: `${url.hostname || 'localhost'}:${url.port || 5432}`,
    timeouts,
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
    whyUnreachable: (timeoutMs) => pingOnOwnConnection(connectionString, timeoutMs),
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
