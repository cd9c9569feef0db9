import { sql } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, withoutJit } from './client';
import { sqlErrorOf } from './faults';

const database = openDatabase({ databaseUrl: undefined, dataDir: '', inMemory: true });
afterAll(() => database.close());

/** A statement that keeps PGlite busy for a while (a few hundred ms of CPU). */
const slowStatement = sql`select count(*)::int as n from generate_series(1, 1000000)`;
/** Starting PGlite in its thread and running the statements can take minutes on a loaded machine. */
const LOADED_MACHINE_MS = 240_000;

describe('the embedded database', () => {
  it(
    "runs each statement off the server's thread, which waits idle for the answer, in a transaction too",
    async () => {
      // The share of the time this thread's event loop was busy: near 1 when PGlite computes here, near 0 when it waits.
      const busyShareOf = async (run: () => Promise<unknown>) => {
        const start = performance.eventLoopUtilization();
        await run();
        return performance.eventLoopUtilization(start).utilization;
      };
      expect(await busyShareOf(() => database.db.execute(slowStatement))).toBeLessThan(0.5);
      await database.db.transaction(async (tx) => {
        expect(await busyShareOf(() => tx.execute(slowStatement))).toBeLessThan(0.5);
      });
    },
    LOADED_MACHINE_MS,
  );

  it(
    'keeps a transaction whole: others wait for its commit, and a failure rolls it all back',
    async () => {
      await database.db.execute(sql`create table if not exists pairs (n int primary key)`);
      // Another request's statement, sent (from outside) while the transaction is open.
      let send!: () => void;
      const outside = new Promise<void>((resolve) => (send = resolve))
        .then(() => database.db.execute<{ n: number }>(sql`select count(*)::int as n from pairs`))
        .then((r) => r.rows[0].n);
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into pairs values (1)`);
        send();
        await tx.execute(slowStatement);
        await tx.execute(sql`insert into pairs values (2)`);
      });
      expect(await outside).toBe(2);

      const failed = await database.db
        .transaction(async (tx) => {
          await tx.execute(sql`insert into pairs values (3)`);
          await tx.execute(sql`insert into pairs values (1)`);
        })
        .catch((error: unknown) => error);
      // The database's error crosses the thread with its fields, which the API's answers read.
      expect(sqlErrorOf(failed)).toMatchObject({ code: '23505', constraint: 'pairs_pkey' });
      const { rows } = await database.db.execute<{ n: number }>(sql`select n from pairs order by n`);
      expect(rows.map((row) => row.n)).toEqual([1, 2]);
    },
    LOADED_MACHINE_MS,
  );

  it(
    'refuses at once a statement sent outside a transaction from inside it, which would wait for it forever',
    async () => {
      const refused = await database.db
        .transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          await database.db.execute(sql`select 2 as outside`);
        })
        .catch((error: unknown) => error as Error);
      // drizzle names the statement and carries the embedded database's reason.
      expect(((refused as Error).cause as Error).message).toMatch(
        /^a statement outside the transaction it was sent from would wait for it forever: select 2 as outside/,
      );
      const nested = await database.db
        .transaction(() => database.db.transaction((inner) => inner.execute(sql`select 3`)))
        .catch((error: unknown) => error as Error);
      expect((nested as Error).message).toMatch(/would wait for it forever: begin/);
      // Once it has ended, the same code's statements run.
      expect((await database.db.execute<{ n: number }>(sql`select 4 as n`)).rows[0].n).toBe(4);
    },
    LOADED_MACHINE_MS,
  );

  it(
    "waits for quiet: long work's next slice starts only after another request's statements, one after another, are done",
    async () => {
      const thread = database.embedded!;
      const order: string[] = [];
      // A request of two statements in a row, the second sent only once the first is answered.
      const request = (async () => {
        await database.db.execute(slowStatement);
        await new Promise((resolve) => setTimeout(resolve, 5));
        await database.db.execute(slowStatement);
        order.push('request');
      })();
      await new Promise((resolve) => setTimeout(resolve, 1));
      await thread.idle(40, LOADED_MACHINE_MS);
      order.push('next slice');
      await request;
      expect(order).toEqual(['request', 'next slice']);

      // Under constant traffic it waits no longer than it was told.
      let traffic = true;
      const busy = (async () => {
        while (traffic) await database.db.execute(sql`select 1`);
      })();
      await thread.idle(40, 50);
      traffic = false;
      await busy;
    },
    LOADED_MACHINE_MS,
  );
});

describe('a PostgreSQL server', () => {
  it('is reached with the JIT off, beside the options its address already sets', () => {
    const address = withoutJit('postgres://app@db.example:5432/lawn?options=-c%20synchronous_commit%3Doff&sslmode=require');
    const url = new URL(address);
    expect(url.searchParams.get('options')).toBe('-c synchronous_commit=off -c jit=off');
    expect(url.searchParams.get('sslmode')).toBe('require');
    expect(new URL(withoutJit('postgresql://app@db.example/lawn')).searchParams.get('options')).toBe('-c jit=off');
  });

  it.runIf(process.env.DATABASE_URL)('answers every query of the pool with the JIT off', async () => {
    const server = openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: '', inMemory: false });
    try {
      const { rows } = await server.db.execute(sql`select current_setting('jit') as jit`);
      expect(rows).toEqual([{ jit: 'off' }]);
    } finally {
      await server.close();
    }
  });
});
