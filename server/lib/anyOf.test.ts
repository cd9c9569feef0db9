import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyOf } from './anyOf';

const things = pgTable('things', { _id: uuid('_id').primaryKey().defaultRandom(), name: text('name').notNull() });
const client = new PGlite();
const db = drizzle(client);

beforeAll(async () => {
  await db.execute(sql`create table things (_id uuid primary key default gen_random_uuid(), name text not null)`);
  await db.execute(sql`insert into things (name) select 'thing ' || n from generate_series(1, 3000) n`);
});
afterAll(() => client.close());

describe('anyOf', () => {
  it('finds the rows whose text column is one of thousands of values, sent as one parameter', async () => {
    const wanted = Array.from({ length: 2500 }, (_, index) => `thing ${index * 2 + 1}`);
    const query = db.select({ name: things.name }).from(things).where(anyOf(things.name, wanted));
    expect(query.toSQL().params).toHaveLength(1);
    const rows = await query;
    expect(rows).toHaveLength(1500);
    expect(new Set(rows.map((row) => row.name))).toEqual(new Set(wanted.filter((name) => Number(name.slice(6)) <= 3000)));
  });

  it('compares a uuid column as uuids, and an expression as the type named', async () => {
    const some = await db.select({ _id: things._id }).from(things).limit(3);
    const ids = some.map((row) => row._id);
    expect(await db.select({ _id: things._id }).from(things).where(anyOf(things._id, ids))).toHaveLength(3);
    const upper = await db
      .select({ name: things.name })
      .from(things)
      .where(anyOf(sql`upper(${things.name})`, ['THING 7', 'THING 8'], 'text'));
    expect(upper.map((row) => row.name).sort()).toEqual(['thing 7', 'thing 8']);
  });

  it('matches nothing for an empty list and keeps quotes and commas inside values', async () => {
    expect(await db.select().from(things).where(anyOf(things.name, []))).toEqual([]);
    await db.insert(things).values({ name: 'O\'Neil, "Jr" {x}' });
    expect(
      await db
        .select({ name: things.name })
        .from(things)
        .where(anyOf(things.name, ['O\'Neil, "Jr" {x}'])),
    ).toHaveLength(1);
  });
});
