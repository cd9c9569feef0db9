// A state's rate table loaded (docs/billing.md "Sales tax by place"): its places written a slice at a time under a
// table nothing reads yet, which takes the old table's place in one short transaction; and the tables listed.
import { and, asc, countDistinct, desc, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { RateTableRecord } from '../../../common/schemas/salesTax';
import type { Database, Db } from '../../db/client';
import { taxRatePlaces, taxRateTables, users } from '../../db/schema';
import { HttpProblem } from '../../lib/httpErrors';
import { readRateFileOffThread } from './rateFileOffThread';

/**
 * Rows per insert. Each goes as one JSON parameter the database unpacks (json_to_recordset): building a statement of
 * thousands of parameters held the server's thread for longer than the whole file's JSON takes to write. The embedded
 * database runs one statement at a time for every user, so there the slices are smaller and others go between them.
 */
const INSERT_BATCH = { postgres: 2000, pglite: 500 } as const;
/** A table left loading this long was stopped (a restart mid-load): the next load removes it. */
const STOPPED_LOAD_MS = 60 * 60 * 1000;

/**
 * Loads a rate file as the state's table from its day, replacing one loaded for the same day; a faulty file loads
 * nothing. The new table's places are written a slice at a time, the table marked loading (read by nothing), and it
 * takes the old one's place in one short transaction at the end, so no other user waits behind 20,000 rows.
 */
export async function loadRateTable(
  database: Pick<Database, 'db' | 'kind' | 'embedded'>,
  input: { state: string; effectiveFrom: string; fileName: string; csv: string },
  userId: string,
): Promise<RateTableRecord> {
  const { db } = database;
  const read = await readRateFileOffThread(input.csv);
  if (!read.ok) throw new HttpProblem(400, read.message, { csv: read.message });
  await removeLoading(database, lt(taxRateTables.createdAt, new Date(Date.now() - STOPPED_LOAD_MS)));
  const [table] = await db
    .insert(taxRateTables)
    .values({
      state: input.state,
      effectiveFrom: input.effectiveFrom,
      fileName: input.fileName,
      rowCount: read.places.length,
      loadedById: userId,
      loading: true,
    })
    .returning();
  let replaced: string[];
  try {
    const slice = INSERT_BATCH[database.kind];
    for (let start = 0; start < read.places.length; start += slice) {
      const rows = JSON.stringify(read.places.slice(start, start + slice));
      await db.execute(sql`
        insert into tax_rate_places (table_id, zipcode, city, code, name, type, rate_percent)
        select ${table._id}, p.zipcode, p.city, p.code, p.name, p.type, p."ratePercent"
        from json_to_recordset(${rows}::json) as p(zipcode text, city text, code text, name text, type text, "ratePercent" float8)`);
      await database.embedded?.giveWay();
    }
    replaced = await db.transaction(async (tx) => {
      const sameDay = and(eq(taxRateTables.state, input.state), eq(taxRateTables.effectiveFrom, input.effectiveFrom));
      const hidden = await tx
        .update(taxRateTables)
        .set({ loading: true })
        .where(and(sameDay, eq(taxRateTables.loading, false)))
        .returning({ _id: taxRateTables._id });
      await tx.update(taxRateTables).set({ loading: false }).where(eq(taxRateTables._id, table._id));
      return hidden.map(({ _id }) => _id);
    });
  } catch (error) {
    // Left loading if this fails too: the next load removes it.
    await removeLoading(database, eq(taxRateTables._id, table._id)).catch(() => undefined);
    throw error;
  }
  await removeLoading(database, inArray(taxRateTables._id, replaced));
  return (await listRateTables(db, table._id))[0];
}

/** Removes the tables marked loading that `which` picks, their places a slice at a time first. */
async function removeLoading(database: Pick<Database, 'db' | 'kind' | 'embedded'>, which: SQL | undefined) {
  const { db } = database;
  const tables = await db
    .select({ _id: taxRateTables._id })
    .from(taxRateTables)
    .where(and(eq(taxRateTables.loading, true), which));
  for (const { _id } of tables) {
    for (;;) {
      const slice = db
        .select({ _id: taxRatePlaces._id })
        .from(taxRatePlaces)
        .where(eq(taxRatePlaces.tableId, _id))
        .limit(INSERT_BATCH[database.kind]);
      const removed = await db.delete(taxRatePlaces).where(inArray(taxRatePlaces._id, slice)).returning({ _id: taxRatePlaces._id });
      await database.embedded?.giveWay();
      if (!removed.length) break;
    }
    await db.delete(taxRateTables).where(and(eq(taxRateTables._id, _id), eq(taxRateTables.loading, true)));
  }
}

/** The tables loaded, newest day first (or the one asked for). */
export async function listRateTables(db: Db, tableId?: string): Promise<RateTableRecord[]> {
  const jurisdictions = db
    .select({ tableId: taxRatePlaces.tableId, count: countDistinct(taxRatePlaces.code).as('jurisdictions') })
    .from(taxRatePlaces)
    .groupBy(taxRatePlaces.tableId)
    .as('j');
  const rows = await db
    .select({ table: taxRateTables, jurisdictions: jurisdictions.count, loadedBy: users.username })
    .from(taxRateTables)
    .leftJoin(users, eq(users._id, taxRateTables.loadedById))
    .leftJoin(jurisdictions, eq(jurisdictions.tableId, taxRateTables._id))
    .where(and(eq(taxRateTables.loading, false), tableId ? eq(taxRateTables._id, tableId) : undefined))
    .orderBy(desc(taxRateTables.effectiveFrom), asc(taxRateTables.state))
    .limit(200);
  return rows.map(({ table, jurisdictions: rowCount, loadedBy }) => ({
    id: table._id,
    state: table.state,
    effectiveFrom: table.effectiveFrom,
    fileName: table.fileName,
    rowCount: table.rowCount,
    jurisdictionCount: rowCount ?? 0,
    loadedAt: table.createdAt.toISOString(),
    loadedBy: loadedBy ?? null,
  }));
}
