// The import itself, run by the `customer-import` job: the rows not yet done, a batch of whole customers per transaction
// (a customer is never half-written), each batch's progress stored and pushed to the staff member who started it. A run that stops
// (a crash, a restart) is taken up again where it stopped: the rows already done are skipped. A finished import queues
// the geocoder for the properties it placed at their zip code's centre (when geocoding is on).
import { setTimeout as sleep } from 'node:timers/promises';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ImportedRow, ImportProgress } from '../../../../common/schemas/dataImport';
import { importKeys, importRows, imports } from '../../../db/schema';
import { businessToday } from '../../../lib/businessDay';
import type { Tx } from '../../../lib/history';
import {
  addImportedProperties,
  createImportedCustomers,
  type ImportedLocation,
  type ImportedPropertyDraft,
  planImported,
  updateImportedCustomer,
} from '../../customers';
import type { Geocoder } from '../../../lib/geocoder/geocoder';
import { cardWarningsOf } from './cardCells';
import { type ClassifiedRow, classifyRows } from './classify';
import { settledByFile } from './groupRules';
import { queueGeocoding } from './geocoding';
import { locate } from './locations';
import { BATCH_CUSTOMERS, nextSlice, PGLITE_FIRST_SLICE, restAfter } from './slices';
import { countsOf } from './repository';

export const IMPORT_QUEUE = 'customer-import';
export interface ImportJob {
  importId: string;
}
type StoredRow = typeof importRows.$inferSelect;
type Written = ClassifiedRow & { check: { ok: true; row: ImportedRow } };

/** What a batch writes of each of its rows, over what the preview stored. */
const WRITTEN_COLUMNS = ['outcome', 'field', 'message', 'warnings', 'created', 'customerId', 'propertyId', 'before', 'done'] as const;
const WRITTEN_AGAIN = Object.fromEntries(WRITTEN_COLUMNS.map((key) => [key, sql.raw(`excluded.${importRows[key].name}`)]));

/** A one-time job with its own words (aeration, leaf clean-up) is a service of its own beside the Bush and Bed. */
const serviceKey = (service: ImportedRow['services'][number]) => `${service.type}|${service.note ?? ''}`;

/** The properties a batch adds, each with the services of all its rows (a later row's service of a kind wins). */
function propertyDrafts(rows: Written[], locations: (property: ImportedRow['property']) => ImportedLocation) {
  const drafts = new Map<string, { customerKey: string; customerId: string | null; draft: ImportedPropertyDraft; rows: Written[] }>();
  for (const row of rows) {
    const key = `${row.customerKey}>${row.propertyKey}`;
    const { property, services } = row.check.row;
    const found = drafts.get(key);
    if (!found) {
      const draft = { property, location: locations(property), services: [...services] };
      drafts.set(key, { customerKey: row.customerKey!, customerId: row.customerId, draft, rows: [row] });
      continue;
    }
    found.rows.push(row);
    for (const service of services)
      found.draft.services = [...found.draft.services.filter((kept) => serviceKey(kept) !== serviceKey(service)), service];
  }
  return [...drafts.values()];
}

async function writeBatch(tx: Tx, job: typeof imports.$inferSelect, batch: StoredRow[], today: string) {
  const userId = job.createdById;
  const open = batch.filter((row) => row.outcome !== 'error' && !settledByFile(row.message));
  const classified = await classifyRows(tx, {
    headers: job.headers,
    mapping: job.mapping,
    rows: open.map((row) => ({ rowNumber: row.rowNumber, cells: row.cells, customerKey: row.customerKey })),
    choices: job.sourceIdChoices,
    today,
  });
  const written = classified.filter((row): row is Written => row.check.ok && (row.outcome === 'create' || row.outcome === 'update'));
  const locations = await locate(
    tx,
    written.map((row) => row.check.row.property),
  );
  const ids = new Map<number, { customerId: string; propertyId: string }>();
  const drafts = propertyDrafts(
    written.filter((row) => row.outcome === 'create'),
    locations,
  );
  const newCustomers = new Map<string, typeof drafts>();
  for (const draft of drafts.filter((one) => !one.customerId))
    newCustomers.set(draft.customerKey, [...(newCustomers.get(draft.customerKey) ?? []), draft]);
  const created = await createImportedCustomers(
    tx,
    [...newCustomers.values()].map((list) => ({ customer: list[0].rows[0].check.row.customer, properties: list.map((one) => one.draft) })),
    userId,
  );
  [...newCustomers.values()].forEach((list, index) =>
    list.forEach((one, at) => {
      for (const row of one.rows) ids.set(row.rowNumber, { customerId: created[index].customerId, propertyId: created[index].properties[at].propertyId });
    }),
  );
  const kept = drafts.filter((one) => one.customerId);
  const added = await addImportedProperties(
    tx,
    kept.map((one) => ({ customerId: one.customerId!, draft: one.draft })),
    userId,
  );
  kept.forEach((one, index) => {
    for (const row of one.rows) ids.set(row.rowNumber, { customerId: one.customerId!, propertyId: added[index].propertyId });
  });
  const serviceIds = [...created.flatMap((one) => one.properties), ...added].flatMap((property) => property.serviceIds);

  const cellsOf = new Map(open.map((row) => [row.rowNumber, row.cells]));
  const outcomes = new Map<number, Partial<StoredRow>>();
  for (const row of classified) {
    let values: Partial<StoredRow> = {
      outcome: row.outcome,
      field: row.field,
      message: row.message,
      warnings: [...row.warnings, ...cardWarningsOf(job.headers, cellsOf.get(row.rowNumber) ?? [], row)],
      created: row.created,
      ...(row.outcome === 'skip' && { customerId: row.customerId }),
    };
    const made = ids.get(row.rowNumber);
    if (made) values = { ...values, ...made };
    if (row.outcome === 'update' && row.check.ok && row.customerId && row.propertyId) {
      const target = { customerId: row.customerId, propertyId: row.propertyId };
      const [key] = await tx.select({ fingerprint: importKeys.fingerprint }).from(importKeys).where(eq(importKeys.rowKey, row.rowKey!));
      const before = await updateImportedCustomer(tx, target, row.check.row, locations(row.check.row.property), userId, {
        startDateGiven: row.check.startDateGiven,
      });
      values = { ...values, ...target, before: before && { ...before, fingerprint: key?.fingerprint ?? null } };
    }
    outcomes.set(row.rowNumber, values);
  }
  const keys = written.map((row) => ({
    rowKey: row.rowKey!,
    customerKey: row.customerKey!,
    propertyKey: row.propertyKey!,
    ...(ids.get(row.rowNumber) ?? { customerId: row.customerId!, propertyId: row.propertyId! }),
    fingerprint: row.fingerprint!,
    importId: job._id,
  }));
  if (keys.length)
    await tx
      .insert(importKeys)
      .values(keys)
      .onConflictDoUpdate({ target: importKeys.rowKey, set: { fingerprint: sql`excluded.fingerprint`, importId: job._id } });
  // Every row's outcome and its done mark in one statement: a statement per row was a third of a batch's hold on the
  // embedded database, where every statement of the transaction keeps other users' calls waiting.
  await tx
    .insert(importRows)
    .values(batch.map((row) => ({ ...row, ...outcomes.get(row.rowNumber), done: true })))
    .onConflictDoUpdate({ target: [importRows.importId, importRows.rowNumber], set: WRITTEN_AGAIN });
  return { serviceIds, counts: countsAfter(job, batch, outcomes) };
}

/**
 * The import's totals once a batch is written: the stored ones with its rows' outcomes moved, not a count of every row
 * of the import in each batch's transaction (recounted once, at the end).
 */
function countsAfter(job: typeof imports.$inferSelect, batch: StoredRow[], outcomes: Map<number, Partial<StoredRow>>) {
  const totals = { create: job.createCount, update: job.updateCount, skip: job.skipCount, error: job.errorCount };
  for (const row of batch) {
    const next = outcomes.get(row.rowNumber)?.outcome ?? row.outcome;
    totals[row.outcome] -= 1;
    totals[next] += 1;
  }
  return { createCount: totals.create, updateCount: totals.update, skipCount: totals.skip, errorCount: totals.error };
}

/** The rows not yet done of the next customers in file order, every row of each. */
async function nextBatch(tx: Tx, importId: string, customers: number) {
  const pending = and(eq(importRows.importId, importId), eq(importRows.done, false));
  const groups = tx
    .selectDistinct({ groupRow: importRows.groupRow })
    .from(importRows)
    .where(pending)
    .orderBy(asc(importRows.groupRow))
    .limit(customers);
  return tx
    .select()
    .from(importRows)
    .where(and(pending, inArray(importRows.groupRow, groups)))
    .orderBy(asc(importRows.rowNumber));
}

/** Runs (or takes up again) an import; answers the progress it reached. */
export async function runImport(app: FastifyInstance, importId: string, geocoder: Geocoder | null = null): Promise<ImportProgress | null> {
  const { db } = app.database;
  const tell = (progress: ImportProgress, userId: string | null) => {
    if (userId) void app.events.announce('import.progressed', { importId, userId, progress });
    return progress;
  };
  const [started] = await db
    .update(imports)
    .set({ status: 'running' })
    .where(and(eq(imports._id, importId), inArray(imports.status, ['queued', 'running'])))
    .returning();
  if (!started) return null;
  let slice = app.database.kind === 'pglite' ? PGLITE_FIRST_SLICE : BATCH_CUSTOMERS.postgres;
  for (;;) {
    // The business's today (its time zone), not UTC's: in the evening UTC is already tomorrow. Read outside the
    // batch's transaction, which on the embedded database holds every other user's statement.
    const today = await businessToday(db);
    const batchStarted = performance.now();
    const progress = await db.transaction(async (tx) => {
      // The import's row is held for the batch: two runs of one import (a retry beside a resumed job) take turns.
      const [job] = await tx.select().from(imports).where(eq(imports._id, importId)).for('update');
      if (job.status !== 'running') return null;
      const batch = await nextBatch(tx, importId, slice);
      const { serviceIds, counts } = batch.length ? await writeBatch(tx, job, batch, today) : { serviceIds: [], counts: {} };
      const rowsDone = Math.min(job.rowsTotal, job.rowsDone + batch.length);
      const left = batch.length
        ? await tx
            .select({ rowNumber: importRows.rowNumber })
            .from(importRows)
            .where(and(eq(importRows.importId, importId), eq(importRows.done, false)))
            .limit(1)
        : [];
      const finished = !left.length;
      const status = finished ? ('done' as const) : ('running' as const);
      await tx
        .update(imports)
        .set({ rowsDone, status, ...(finished && { finishedAt: new Date() }), ...(finished ? await countsOf(tx, importId) : counts) })
        .where(eq(imports._id, importId));
      return { progress: { _id: importId, status, rowsDone, rowsTotal: job.rowsTotal }, userId: job.createdById, serviceIds };
    });
    if (!progress) return null;
    let took = performance.now() - batchStarted;
    // The batch's visits are planned in a transaction of their own, so the embedded database's one transaction at a
    // time is held for half as long; a run stopped between the two leaves them to the scheduler's fill at start-up.
    if (progress.serviceIds.length) {
      await app.database.embedded?.giveWay();
      const planStarted = performance.now();
      await db.transaction((tx) => planImported(tx, progress.serviceIds, progress.userId));
      took += performance.now() - planStarted;
    }
    tell(progress.progress, progress.userId);
    if (progress.progress.status === 'done') {
      app.realtime.officeQueuesChanged();
      if (geocoder) await queueGeocoding(app, geocoder, { importId, userId: progress.userId });
      return progress.progress;
    }
    if (app.database.embedded) {
      slice = nextSlice(slice, took);
      await sleep(restAfter(took));
      await app.database.embedded.giveWay();
    }
  }
}

/** Queues an import's run (nothing when this app runs no jobs: the caller runs it then). */
export async function queueImport(app: FastifyInstance, importId: string) {
  await app.jobs.send(IMPORT_QUEUE, { importId } satisfies ImportJob, { singletonKey: importId });
}

/** At start-up: imports a stopped server left queued or running are taken up again. */
export async function resumeImports(app: FastifyInstance) {
  const open = await app.database.db
    .select({ _id: imports._id })
    .from(imports)
    .where(inArray(imports.status, ['queued', 'running']));
  for (const { _id } of open) await queueImport(app, _id);
  return open.length;
}
