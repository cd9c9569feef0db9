// Imports as stored: an upload with its preview (every row's outcome), a new mapping's preview, the record the page
// reads, saved mappings, and undo while nothing has been done with what the import wrote.
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { maskCardNumbers } from '../../../../common/cardNumbers';
import type {
  ImportList,
  ImportMapping,
  ImportRecord,
  ImportRowRecord,
  ImportTotals,
  RowOutcome,
  SourceIdChoice,
  SourceIdChoices,
} from '../../../../common/schemas/dataImport';
import type { Db } from '../../../db/client';
import { importKeys, importMappings, importRows, imports, users } from '../../../db/schema';
import { businessToday } from '../../../lib/businessDay';
import type { Executor, Tx } from '../../../lib/history';
import { HttpProblem, notFound } from '../../../lib/httpErrors';
import {
  approximateCount,
  customersWithActivity,
  importPeople,
  type ImportPerson,
  type ImportedBefore,
  removeImportedCustomers,
  removeImportedProperties,
  restoreImportedCustomer,
} from '../../customers';
import { cardWarningsOf } from './cardCells';
import { classifyRows } from './classify';
import { suggestMapping } from './headerRules';
import type { SpreadsheetTable } from './table';

const SAMPLE_ROWS = 5;
/** Rows per statement: on the embedded database a statement holds the event loop until it ends (docs/performance.md). */
const WRITE_BATCH = 100;
/** Customers or properties removed per statement by an undo. */
const UNDO_SLICE = 100;

async function previewRows(tx: Tx, importId: string, table: SpreadsheetTable, mapping: ImportMapping, choices: SourceIdChoices = {}) {
  const rows = table.rows.map((cells, index) => ({ rowNumber: table.rowNumbers?.[index] ?? index + 2, cells }));
  const cellsOf = new Map(rows.map((row) => [row.rowNumber, row.cells]));
  const classified = await classifyRows(tx, { headers: table.headers, mapping, rows, choices, today: await businessToday(tx) });
  const firstRows = new Map<string, number>();
  for (const row of classified) if (row.customerKey && !firstRows.has(row.customerKey)) firstRows.set(row.customerKey, row.rowNumber);
  await tx.delete(importRows).where(eq(importRows.importId, importId));
  for (let start = 0; start < classified.length; start += WRITE_BATCH) {
    await tx.insert(importRows).values(
      classified.slice(start, start + WRITE_BATCH).map((row) => ({
        importId,
        rowNumber: row.rowNumber,
        cells: cellsOf.get(row.rowNumber)!,
        rowKey: row.rowKey,
        customerKey: row.customerKey,
        groupRow: (row.customerKey && firstRows.get(row.customerKey)) || row.rowNumber,
        fingerprint: row.fingerprint,
        outcome: row.outcome,
        field: row.field,
        message: row.message,
        warnings: [...row.warnings, ...cardWarningsOf(table.headers, cellsOf.get(row.rowNumber)!, row)],
        label: row.label,
        customerId: row.customerId,
        propertyId: row.propertyId,
      })),
    );
  }
  await tx
    .update(imports)
    .set({ mapping, rowsTotal: rows.length, rowsDone: 0, ...(await countsOf(tx, importId)) })
    .where(eq(imports._id, importId));
}

/** The stored rows previewed again, with another mapping or the staff's choices for client ids. */
async function previewAgain(tx: Tx, current: typeof imports.$inferSelect, mapping: ImportMapping, choices: SourceIdChoices) {
  const stored = await tx
    .select({ cells: importRows.cells, rowNumber: importRows.rowNumber })
    .from(importRows)
    .where(eq(importRows.importId, current._id))
    .orderBy(asc(importRows.rowNumber));
  const table = { headers: current.headers, rows: stored.map((row) => row.cells), rowNumbers: stored.map((row) => row.rowNumber) };
  await previewRows(tx, current._id, table, mapping, choices);
}

const nameOf = (person: ImportPerson | undefined) => (person ? `${person.name.first} ${person.name.last}`.trim() : null);

async function warningCount(executor: Executor, importId: string) {
  const [{ total }] = await executor
    .select({ total: count() })
    .from(importRows)
    .where(and(eq(importRows.importId, importId), sql`jsonb_array_length(${importRows.warnings}) > 0`));
  return total;
}

export async function countsOf(executor: Executor, importId: string) {
  const rows = await executor
    .select({ outcome: importRows.outcome, total: count() })
    .from(importRows)
    .where(eq(importRows.importId, importId))
    .groupBy(importRows.outcome);
  const totals: ImportTotals = { create: 0, update: 0, skip: 0, error: 0 };
  for (const row of rows) totals[row.outcome] = row.total;
  return { createCount: totals.create, updateCount: totals.update, skipCount: totals.skip, errorCount: totals.error };
}

/** What the list and the record both say of an import. */
function summaryOf(row: typeof imports.$inferSelect, canUndo: boolean) {
  return {
    _id: row._id,
    fileName: row.fileName,
    sheet: row.sheet,
    status: row.status,
    totals: { create: row.createCount, update: row.updateCount, skip: row.skipCount, error: row.errorCount },
    rowsTotal: row.rowsTotal,
    rowsDone: row.rowsDone,
    canUndo,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export function importsRepository(db: Db) {
  async function forWrite(tx: Tx, id: string) {
    const [row] = await tx.select().from(imports).where(eq(imports._id, id)).for('update');
    if (!row) throw notFound('import');
    return row;
  }

  async function undoable(executor: Executor, id: string) {
    const written = await executor
      .select({ customerId: importRows.customerId })
      .from(importRows)
      .where(and(eq(importRows.importId, id), eq(importRows.done, true), inArray(importRows.outcome, ['create', 'update'])));
    const ids = written.flatMap((row) => (row.customerId ? [row.customerId] : []));
    return (await customersWithActivity(executor, ids)) === 0;
  }

  return {
    /** A new import of an upload as readOffThread answers it (its card numbers masked). */
    async create(fileName: string, table: SpreadsheetTable, mapping: ImportMapping | undefined, userId: string) {
      return db.transaction(async (tx) => {
        const chosen = mapping ?? suggestMapping(table.headers);
        const [created] = await tx
          .insert(imports)
          .values({ fileName: maskCardNumbers(fileName), sheet: table.sheet ?? null, sheets: table.sheets ?? [], headers: table.headers, mapping: chosen, createdById: userId })
          .returning({ _id: imports._id });
        await previewRows(tx, created._id, table, chosen);
        return created._id;
      });
    },

    async remap(id: string, mapping: ImportMapping) {
      await db.transaction(async (tx) => {
        const current = await forWrite(tx, id);
        if (current.status !== 'previewed') throw new HttpProblem(409, 'server.dataImport.import_not_previewed');
        await previewAgain(tx, current, mapping, current.sourceIdChoices);
      });
    },

    /**
     * The staff's answer for a row's client id an earlier import gave another person, kept for every row of that
     * client (its customer key); the preview is made again with it. `null` asks again.
     */
    async chooseForSourceId(id: string, rowNumber: number, choice: SourceIdChoice | null) {
      await db.transaction(async (tx) => {
        const current = await forWrite(tx, id);
        if (current.status !== 'previewed') throw new HttpProblem(409, 'server.dataImport.import_not_previewed');
        const [row] = await tx
          .select({ customerKey: importRows.customerKey, message: importRows.message })
          .from(importRows)
          .where(and(eq(importRows.importId, id), eq(importRows.rowNumber, rowNumber)));
        if (!row) throw new HttpProblem(400, 'validation.data_import.choose_a_row', { rowNumber: 'validation.data_import.choose_a_row' });
        const { [row.customerKey ?? '']: asked, ...others } = current.sourceIdChoices;
        const asks = row.message === 'validation.data_import.source_id_other_person' || asked !== undefined;
        if (!row.customerKey || !asks) {
          throw new HttpProblem(400, 'validation.data_import.no_source_id_question', { rowNumber: 'validation.data_import.no_source_id_question' });
        }
        const choices = choice ? { ...others, [row.customerKey]: choice } : others;
        await tx.update(imports).set({ sourceIdChoices: choices }).where(eq(imports._id, id));
        await previewAgain(tx, current, current.mapping, choices);
      });
    },

    /** Queued for the job; false when it had already left the preview. */
    async markQueued(id: string) {
      const queued = await db
        .update(imports)
        .set({ status: 'queued' })
        .where(and(eq(imports._id, id), eq(imports.status, 'previewed')))
        .returning({ _id: imports._id });
      if (!queued.length) {
        const [row] = await db.select({ _id: imports._id }).from(imports).where(eq(imports._id, id));
        if (!row) throw notFound('import');
      }
      return queued.length > 0;
    },

    async get(id: string, page: { outcome?: RowOutcome; start: number; length: number }): Promise<ImportRecord> {
      const [row] = await db.select().from(imports).where(eq(imports._id, id));
      if (!row) throw notFound('import');
      const where = and(eq(importRows.importId, id), page.outcome ? eq(importRows.outcome, page.outcome) : undefined);
      const rows = await db.select().from(importRows).where(where).orderBy(asc(importRows.rowNumber)).offset(page.start).limit(page.length);
      const people = await importPeople(db, [...new Set(rows.flatMap((line) => (line.customerId ? [line.customerId] : [])))]);
      const [{ total }] = await db.select({ total: count() }).from(importRows).where(where);
      const sample = await db
        .select({ cells: importRows.cells })
        .from(importRows)
        .where(eq(importRows.importId, id))
        .orderBy(asc(importRows.rowNumber))
        .limit(SAMPLE_ROWS);
      return {
        ...summaryOf(row, row.status === 'done' && (await undoable(db, id))),
        sheets: row.sheets,
        headers: row.headers,
        mapping: row.mapping,
        sample: sample.map((line) => line.cells),
        warningCount: await warningCount(db, id),
        approximate: await approximateCount(
          db,
          db.select({ _id: importRows.propertyId }).from(importRows).where(and(eq(importRows.importId, id), eq(importRows.done, true))),
        ),
        rows: rows.map((line): ImportRowRecord => ({
          rowNumber: line.rowNumber,
          outcome: line.outcome,
          field: line.field,
          message: line.message,
          warnings: line.warnings,
          label: line.label,
          customerId: line.customerId,
          customerName: nameOf(people.get(line.customerId ?? '')),
          sourceIdChoice: (line.customerKey && row.sourceIdChoices[line.customerKey]) || null,
          done: line.done,
        })),
        rowCount: total,
      };
    },

    /** The imports started, newest first, with who started them and whether each may still be undone. */
    async list(page: { start: number; length: number }): Promise<ImportList> {
      const started = ne(imports.status, 'previewed');
      const rows = await db
        .select({ row: imports, firstName: users.firstName, lastName: users.lastName, username: users.username })
        .from(imports)
        .leftJoin(users, eq(users._id, imports.createdById))
        .where(started)
        .orderBy(desc(imports.createdAt), desc(imports._id))
        .offset(page.start)
        .limit(page.length);
      const [{ total }] = await db.select({ total: count() }).from(imports).where(started);
      const summaries = [];
      for (const { row, firstName, lastName, username } of rows) {
        const name = [firstName, lastName].filter(Boolean).join(' ') || username;
        summaries.push({ ...summaryOf(row, row.status === 'done' && (await undoable(db, row._id))), createdBy: name ?? null });
      }
      return { imports: summaries, total };
    },

    /** Every row's outcome, for the report's download. */
    async *reportRows(id: string) {
      const [row] = await db.select({ _id: imports._id }).from(imports).where(eq(imports._id, id));
      if (!row) throw notFound('import');
      for (let after = 0; ;) {
        const batch = await db
          .select({
            rowNumber: importRows.rowNumber,
            outcome: importRows.outcome,
            field: importRows.field,
            message: importRows.message,
            label: importRows.label,
          })
          .from(importRows)
          .where(and(eq(importRows.importId, id), sql`${importRows.rowNumber} > ${after}`))
          .orderBy(asc(importRows.rowNumber))
          .limit(WRITE_BATCH);
        if (!batch.length) return;
        yield batch;
        after = batch.at(-1)!.rowNumber;
      }
    },

    /** Removes the customers it created and puts back what it updated, unless a visit or payment has been recorded since. */
    async undo(id: string, userId: string) {
      await db.transaction(async (tx) => {
        const current = await forWrite(tx, id);
        if (current.status !== 'done' || !(await undoable(tx, id))) throw new HttpProblem(409, 'server.dataImport.undo_not_possible');
        const written = await tx
          .select({
            outcome: importRows.outcome,
            rowKey: importRows.rowKey,
            customerId: importRows.customerId,
            propertyId: importRows.propertyId,
            before: importRows.before,
            created: importRows.created,
          })
          .from(importRows)
          .where(and(eq(importRows.importId, id), eq(importRows.done, true), inArray(importRows.outcome, ['create', 'update'])))
          .orderBy(desc(importRows.rowNumber));
        // Last row first: two rows that edited one property put back what the first found.
        for (const row of written.filter((line) => line.outcome === 'update' && line.before && line.customerId && line.propertyId)) {
          const { fingerprint, ...before } = row.before as ImportedBefore & { fingerprint: string | null };
          await restoreImportedCustomer(tx, { customerId: row.customerId!, propertyId: row.propertyId! }, before, userId);
          const key = eq(importKeys.rowKey, row.rowKey!);
          await (fingerprint === null ? tx.delete(importKeys).where(key) : tx.update(importKeys).set({ fingerprint }).where(key));
        }
        // The keys of the customers and properties it created go with them (their foreign keys cascade).
        const createdOf = (kind: 'customer' | 'property') =>
          written.filter((row) => row.outcome === 'create' && row.created === kind && row.customerId && row.propertyId);
        // A slice per statement: on the embedded database a statement holds the event loop until it ends.
        const propertyIds = createdOf('property').map((row) => row.propertyId!);
        for (let start = 0; start < propertyIds.length; start += UNDO_SLICE) await removeImportedProperties(tx, propertyIds.slice(start, start + UNDO_SLICE));
        const customerIds = createdOf('customer').map((row) => row.customerId!);
        for (let start = 0; start < customerIds.length; start += UNDO_SLICE) await removeImportedCustomers(tx, customerIds.slice(start, start + UNDO_SLICE));
        await tx.update(imports).set({ status: 'undone' }).where(eq(imports._id, id));
      });
    },

    async mappings() {
      const rows = await db.select().from(importMappings).orderBy(asc(importMappings.name));
      return rows.map((row) => ({ _id: row._id, name: row.name, mapping: row.mapping, updatedAt: row.updatedAt.toISOString() }));
    },

    /** A mapping saved under a name; saving the same name again replaces it. */
    async saveMapping(name: string, mapping: ImportMapping, userId: string) {
      const [row] = await db
        .insert(importMappings)
        .values({ name, mapping, createdById: userId })
        .onConflictDoUpdate({ target: importMappings.name, set: { mapping, updatedAt: new Date() } })
        .returning();
      return { _id: row._id, name: row.name, mapping: row.mapping, updatedAt: row.updatedAt.toISOString() };
    },
  };
}
