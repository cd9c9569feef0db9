import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';

const database = openDatabase({ databaseUrl: undefined, dataDir: '', inMemory: true });
afterAll(() => database.close());

describe('the embedded database', () => {
  it('lets the event loop turn before each statement, in a transaction too', async () => {
    const turned: number[] = [];
    const statement = async (run: (index: number) => Promise<unknown>, index: number) => {
      // Run when the loop next turns: before the statement answers only if the statement waited for that turn.
      setImmediate(() => turned.push(index));
      await run(index);
      expect(turned).toContain(index);
    };
    for (let index = 0; index < 5; index++) await statement((at) => database.db.execute(sql`select ${at}::int`), index);
    await database.db.transaction(async (tx) => {
      for (let index = 5; index < 10; index++) await statement((at) => tx.execute(sql`select ${at}::int`), index);
    });
    expect(turned).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});
