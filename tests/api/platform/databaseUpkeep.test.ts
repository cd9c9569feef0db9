// The nightly upkeep: on PGlite (no autovacuum) it vacuums and refreshes the planner's statistics, so the row counts the
// planner and the lists' estimated totals read follow the table; on PostgreSQL it leaves that to autovacuum.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phrases } from '../../../server/db/schema';
import { upkeepDatabase } from '../../../server/db/upkeep';
import { createTestApp, type TestApp } from '../helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const plannerRows = async () =>
  Number(
    (await t.app.database.db.execute<{ reltuples: number }>(sql`select reltuples from pg_class where relname = 'phrases'`)).rows[0]
      .reltuples,
  );

describe('the nightly database upkeep', () => {
  it('brings the planner’s row count of a table up to date on PGlite, and leaves PostgreSQL to autovacuum', async () => {
    const { db, kind } = t.app.database;
    await db
      .insert(phrases)
      .values(Array.from({ length: 300 }, (_, index) => ({ name: `Upkeep ${index}`, phrase: 'Left a note.', type: 'calendar' as const })));
    const [{ total }] = (await db.execute<{ total: number }>(sql`select count(*)::int as total from phrases`)).rows;
    if (kind === 'postgres') {
      expect(await upkeepDatabase(t.app.database)).toBe('autovacuum');
      return;
    }
    expect(await plannerRows()).not.toBe(total);
    expect(await upkeepDatabase(t.app.database)).toBe('vacuumed');
    expect(await plannerRows()).toBe(total);
  });
});
