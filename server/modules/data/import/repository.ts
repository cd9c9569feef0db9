// Imports as stored: an upload with its preview (every row's outcome), a new mapping's preview, the record the page
// reads, saved mappings, and undo while nothing has been done with what the import wrote.
import { and, asc, count, countDistinct, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { maskCardNumbers } from '../../../../common/cardNumbers';
import type {
  ImportList,
  ImportMapping,
  ImportRecord,
  ImportRowRecord,
  ImportTotals,
  RowOutcome,
  SourceIdChoiceInput,
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
import { attentionOf } from './attention';
import { cardWarningsOf } from './cardCells';
import { classifyRows } from './classify';
import { suggestMapping } from './headerRules';
import type { SpreadsheetTable } from './table';

const SAMPLE_ROWS = 5;
/** Rows per statement: on the embedded database a statement holds the event loop until it ends (docs/performance.md). */
const WRITE_BATCH = 100;
/** The rows whose cells the suggested mapping looks at: a column of numbers is not a name. */
const SAMPLE_FOR_MAPPING = 50;
/** Customers or properties removed per statement by an undo. */
const UNDO_SLICE = 100;

/** What a preview writes of each row: set again, from the stored cells, when the mapping or a choice changes. */
const PREVIEWED_COLUMNS = ['rowKey', 'customerKey', 'groupRow', 'fingerprint', 'outcome', 'field', 'message', 'warnings', 'label', 'customerId', 'propertyId'] as const;
const previewedAgain = Object.fromEntries(PREVIEWED_COLUMNS.map((key) => [key, sql.raw(`excluded.${importRows[key].name}`)]));

/**
 * Every row's outcome written, a batch per statement and no transaction around them: on the embedded database one
 * transaction holding a 20,000-row preview kept every other request's statements waiting for seconds. The import is
 * `previewing` meanwhile (nothing starts it), and a batch is written whole or not at all.
 */
async function previewRows(executor: Executor, importId: string, table: SpreadsheetTable, mapping: ImportMapping, choices: SourceIdChoices = {}) {
  const rows = table.rows.map((cells, index) => ({ rowNumber: table.rowNumbers?.[index] ?? index + 2, cells }));
  const cellsOf = new Map(rows.map((row) => [row.rowNumber, row.cells]));
  const classified = await classifyRows(executor, { headers: table.headers, mapping, rows, choices, today: await businessToday(executor) });
  const firstRows = new Map<string, number>();
  for (const row of classified) if (row.customerKey && !firstRows.has(row.customerKey)) firstRows.set(row.customerKey, row.rowNumber);
  for (let start = 0; start < classified.length; start += WRITE_BATCH) {
    await executor
      .insert(importRows)
      .values(
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
      )
      .onConflictDoUpdate({ target: [importRows.importId, importRows.rowNumber], set: previewedAgain });
  }
  await executor
    .update(imports)
    .set({ status: 'previewed', mapping, sourceIdChoices: choices, rowsTotal: rows.length, rowsDone: 0, ...(await countsOf(executor, importId)) })
    .where(eq(imports._id, importId));
}

/**
 * A previewed import made `previewing` and previewed again from its stored rows, with another mapping or the staff's
 * choices for client ids. Should the preview fail, the import is a preview again and keeps its rows: an import's run
 * classifies each batch again before writing it.
 */
async function previewAgain(db: Db, id: string, change: (current: typeof imports.$inferSelect) => { mapping: ImportMapping; choices: SourceIdChoices }) {
  const { current, mapping, choices } = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(imports).where(eq(imports._id, id)).for('update');
    if (!row) throw notFound('import');
    if (row.status !== 'previewed') throw new HttpProblem(409, 'server.data_import.import_not_previewed');
    const next = change(row);
    await tx.update(imports).set({ status: 'previewing' }).where(eq(imports._id, id));
    return { current: row, ...next };
  });
  try {
    const stored = await db
      .select({ cells: importRows.cells, rowNumber: importRows.rowNumber })
      .from(importRows)
      .where(eq(importRows.importId, id))
      .orderBy(asc(importRows.rowNumber));
    const table = { headers: current.headers, rows: stored.map((row) => row.cells), rowNumbers: stored.map((row) => row.rowNumber) };
    await previewRows(db, id, table, mapping, choices);
  } catch (error) {
    await db
      .update(imports)
      .set({ status: 'previewed', ...(await countsOf(db, id)) })
      .where(eq(imports._id, id));
    throw error;
  }
}

const nameOf = (person: ImportPerson | undefined) => (person ? `${person.name.first} ${person.name.last}`.trim() : null);

async function warningCount(executor: Executor, importId: string) {
  const [{ total }] = await executor
    .select({ total: count() })
    .from(importRows)
    .where(and(eq(importRows.importId, importId), sql`jsonb_array_length(${importRows.warnings}) > 0`));
  return total;
}

const SOURCE_ID_QUESTION = 'validation.data_import.source_id_other_person';

/** The clients whose rows ask which customer their id is (one question each, however many rows). */
async function sourceIdQuestions(executor: Executor, importId: string) {
  const [{ total }] = await executor
    .select({ total: countDistinct(importRows.customerKey) })
    .from(importRows)
    .where(and(eq(importRows.importId, importId), eq(importRows.message, SOURCE_ID_QUESTION)));
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
    /** A new import of an upload as readOffThread answers it (its card numbers masked); removed again if its preview fails. */
    async create(fileName: string, table: SpreadsheetTable, mapping: ImportMapping | undefined, userId: string) {
      const chosen = mapping ?? suggestMapping(table.headers, table.rows.slice(0, SAMPLE_FOR_MAPPING));
      const [created] = await db
        .insert(imports)
        .values({
          fileName: maskCardNumbers(fileName),
          sheet: table.sheet ?? null,
          sheets: table.sheets ?? [],
          headers: table.headers,
          mapping: chosen,
          status: 'previewing',
          createdById: userId,
        })
        .returning({ _id: imports._id });
      try {
        await previewRows(db, created._id, table, chosen);
      } catch (error) {
        await db.delete(imports).where(eq(imports._id, created._id));
        throw error;
      }
      return created._id;
    },

    async remap(id: string, mapping: ImportMapping) {
      await previewAgain(db, id, (current) => ({ mapping, choices: current.sourceIdChoices }));
    },

    /**
     * The staff's answer for a row's client id an earlier import gave another person, kept for every row of that
     * client (its customer key), or with `all` for every client asking or answered; the preview is made again with
     * it. `null` asks again.
     */
    async chooseForSourceId(id: string, { rowNumber, all, choice }: SourceIdChoiceInput) {
      if (all) {
        const asking = await db
          .selectDistinct({ customerKey: importRows.customerKey })
          .from(importRows)
          .where(and(eq(importRows.importId, id), eq(importRows.message, SOURCE_ID_QUESTION)));
        return previewAgain(db, id, (current) => {
          const keys = [...new Set([...Object.keys(current.sourceIdChoices), ...asking.flatMap((row) => (row.customerKey ? [row.customerKey] : []))])];
          return { mapping: current.mapping, choices: choice ? Object.fromEntries(keys.map((key) => [key, choice])) : {} };
        });
      }
      const [row] = await db
        .select({ customerKey: importRows.customerKey, message: importRows.message })
        .from(importRows)
        .where(and(eq(importRows.importId, id), eq(importRows.rowNumber, rowNumber ?? 0)));
      await previewAgain(db, id, (current) => {
        if (!row) throw new HttpProblem(400, 'validation.data_import.choose_a_row', { rowNumber: 'validation.data_import.choose_a_row' });
        const { [row.customerKey ?? '']: asked, ...others } = current.sourceIdChoices;
        const asks = row.message === SOURCE_ID_QUESTION || asked !== undefined;
        if (!row.customerKey || !asks) {
          throw new HttpProblem(400, 'validation.data_import.no_source_id_question', { rowNumber: 'validation.data_import.no_source_id_question' });
        }
        return { mapping: current.mapping, choices: choice ? { ...others, [row.customerKey]: choice } : others };
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
        sourceIdQuestions: await sourceIdQuestions(db, id),
        sourceIdChosen: Object.keys(row.sourceIdChoices).length,
        attention: await attentionOf(db, id),
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
      const started = notInArray(imports.status, ['previewing', 'previewed']);
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
        if (current.status !== 'done' || !(await undoable(tx, id))) throw new HttpProblem(409, 'server.data_import.undo_not_possible');
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
