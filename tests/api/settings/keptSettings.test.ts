// The settings each node keeps (server/lib/keptSettings.ts), on two nodes sharing one PostgreSQL database: a node
// answers from its copy until a commit's notice drops it, a transaction reads its own write, a rollback tells nobody,
// and a node that stopped hearing keeps nothing until it listens again. Only with DATABASE_URL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { busTransactionOpened } from '../../../server/db/busTransactions';
import { type Database, openDatabase } from '../../../server/db/client';
import { keepSettings, keptSettings } from '../../../server/lib/keptSettings';
import { readSettings, writeSettings } from '../../../server/lib/settings';
import { emptyPostgresDatabase } from '../helpers';

const followUpDays = async (database: Database) => (await readSettings(database.db)).quotes.followUpDays;
const isKeeping = (database: Database) => keptSettings(database.db, () => readSettings(database.db)) !== null;
async function until(done: () => boolean) {
  for (let waited = 0; !done(); waited += 50) {
    if (waited > 5_000) throw new Error('the nodes never listened');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
/** A write no node hears of: what a node then answers comes from its copy. */
async function writeUnheard(database: Database, days: number) {
  await database.db.execute(sql`alter table settings disable trigger settings_changed`);
  await database.db.execute(
    sql`insert into settings (key, value) values ('quotes', ${JSON.stringify({ followUpDays: days })}::jsonb)
        on conflict (key) do update set value = excluded.value`,
  );
  await database.db.execute(sql`alter table settings enable trigger settings_changed`);
}

describe.skipIf(!process.env.DATABASE_URL)('the settings kept on each node', () => {
  const nodes: Database[] = [];
  const stops: (() => Promise<void>)[] = [];
  let drop: () => Promise<void>;
  let a: Database;
  let b: Database;

  beforeAll(async () => {
    const empty = await emptyPostgresDatabase();
    drop = empty.drop;
    a = openDatabase(empty.config);
    await a.migrate();
    b = openDatabase(empty.config);
    for (const node of [a, b]) {
      nodes.push(node);
      stops.push(keepSettings(node)!);
    }
    await until(() => isKeeping(a) && isKeeping(b));
  });
  afterAll(async () => {
    await Promise.all(stops.map((stop) => stop()));
    await Promise.all(nodes.map((node) => node.close()));
    await drop();
  });

  it('answers from its copy until a commit on another node tells it otherwise', async () => {
    expect([await followUpDays(a), await followUpDays(b)]).toEqual([3, 3]);
    await writeUnheard(a, 9);
    expect([await followUpDays(a), await followUpDays(b)]).toEqual([3, 3]);

    await b.db.execute(sql`update settings set value = '{"followUpDays": 12}'::jsonb where key = 'quotes'`);
    await expect.poll(() => followUpDays(a), { timeout: 2_000 }).toBe(12);
    await expect.poll(() => followUpDays(b), { timeout: 2_000 }).toBe(12);
  });

  it('gives each caller its own copy to change', async () => {
    const first = await readSettings(b.db);
    first.quotes.followUpDays = 30;
    expect(await followUpDays(b)).toBe(12);
  });

  it('keeps nothing while it does not hear, and forgets what it missed once it listens again', async () => {
    expect(await followUpDays(b)).toBe(12);
    await a.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'listen%' and pid <> pg_backend_pid()`,
    );
    await expect.poll(() => isKeeping(b)).toBe(false);
    await writeUnheard(a, 7);
    expect(await followUpDays(b)).toBe(7);
    await expect.poll(() => isKeeping(b), { timeout: 5_000 }).toBe(true);
    expect(await followUpDays(b)).toBe(7);
    await writeUnheard(a, 8);
    expect(await followUpDays(b)).toBe(7);
    await b.db.execute(sql`update settings set value = '{"followUpDays": 12}'::jsonb where key = 'quotes'`);
    await expect.poll(() => followUpDays(b), { timeout: 2_000 }).toBe(12);
  });
  it("serves the event bus's transactions from the copy, and any other transaction from the database", async () => {
    expect(await followUpDays(b)).toBe(12);
    await writeUnheard(a, 13);
    const inBusTransaction = await b.db.transaction(async (tx) => {
      busTransactionOpened(tx, b.db);
      return (await readSettings(tx)).quotes.followUpDays;
    });
    const inOtherTransaction = await b.db.transaction(async (tx) => (await readSettings(tx)).quotes.followUpDays);
    expect([inBusTransaction, inOtherTransaction]).toEqual([12, 13]);
    await b.db.execute(sql`update settings set value = '{"followUpDays": 12}'::jsonb where key = 'quotes'`);
    await expect.poll(() => followUpDays(b), { timeout: 2_000 }).toBe(12);
  });
  // A write on this node sends its reads to the database for a while: on every node of the process, so this comes last.
  it('reads its own write in a transaction, and after a rollback the setting is as it was', async () => {
    expect(await followUpDays(b)).toBe(12);
    const rolledBack = a.db.transaction(async (tx) => {
      await writeSettings(tx, { quotes: { followUpDays: 20 } });
      expect((await readSettings(tx)).quotes.followUpDays).toBe(20);
      throw new Error('changed my mind');
    });
    await expect(rolledBack).rejects.toThrow('changed my mind');
    expect([await followUpDays(a), await followUpDays(b)]).toEqual([12, 12]);

    await a.db.transaction((tx) => writeSettings(tx, { quotes: { followUpDays: 21 } }));
    // The saving node sees its save at once, before its own notice has come back.
    expect(await followUpDays(a)).toBe(21);
    await expect.poll(() => followUpDays(b), { timeout: 2_000 }).toBe(21);
  });
});
