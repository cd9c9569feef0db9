// The import itself, run by the `customer-import` job: the rows not yet done, a batch per transaction (a row is
// never half-written), each batch's progress stored and pushed to the staff member who started it. A run that stops
// (a crash, a restart) is taken up again where it stopped: the rows already done are skipped. A finished import queues
// the geocoder for the properties it placed at their zip code's centre (when geocoding is on).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ImportProgress } from '../../../../common/schemas/dataImport';
import { importKeys, importRows, imports } from '../../../db/schema';
import type { Tx } from '../../../lib/history';
import { createImportedCustomers, planImported, updateImportedCustomer } from '../../customers';
import type { Geocoder } from '../../../lib/geocoder/geocoder';
import { classifyRows } from './classify';
import { queueGeocoding } from './geocoding';
import { locate } from './locations';
import { countsOf, today } from './repository';

export const IMPORT_QUEUE = 'customer-import';
export interface ImportJob {
  importId: string;
}
const BATCH = 250;
/** Outcomes the preview settled from the file alone (an error, a duplicate of an earlier row): kept as they are. */
const SETTLED_BY_FILE = new Set([
  'validation.dataImport.same_row_earlier_in_file',
  'validation.dataImport.duplicate_email_in_file',
  'validation.dataImport.duplicate_phone_in_file',
  'validation.dataImport.duplicate_address_in_file',
]);

type StoredRow = typeof importRows.$inferSelect;

async function writeBatch(tx: Tx, job: typeof imports.$inferSelect, batch: StoredRow[], userId: string | null) {
  const open = batch.filter((row) => row.outcome !== 'error' && !SETTLED_BY_FILE.has(row.message ?? ''));
  const classified = await classifyRows(tx, {
    headers: job.headers,
    mapping: job.mapping,
    rows: open.map((row) => ({ rowNumber: row.rowNumber, cells: row.cells })),
    today: today(),
  });
  const locations = await locate(
    tx,
    classified.flatMap((row) => (row.check.ok ? [row.check.row.property] : [])),
  );
  const creating = classified.filter((row) => row.check.ok && row.outcome === 'create');
  const created = await createImportedCustomers(
    tx,
    creating.map((row) => (row.check.ok ? { row: row.check.row, location: locations(row.check.row.property) } : (undefined as never))),
    userId,
  );
  const createdOf = new Map(creating.map((row, index) => [row.rowNumber, created[index]]));
  if (created.length) {
    await tx.insert(importKeys).values(
      creating.map((row, index) => ({
        rowKey: row.rowKey!,
        customerId: created[index].customerId,
        propertyId: created[index].propertyId,
        fingerprint: row.fingerprint!,
        importId: job._id,
      })),
    );
  }
  const serviceIds = created.flatMap((ids) => ids.serviceIds);
  for (const row of classified) {
    if (!row.check.ok) continue;
    let values: Partial<StoredRow> = { outcome: row.outcome, field: row.field, message: row.message };
    const ids = createdOf.get(row.rowNumber);
    if (ids) values = { ...values, customerId: ids.customerId, propertyId: ids.propertyId };
    if (row.outcome === 'update' && row.known) {
      const [key] = await tx.select({ fingerprint: importKeys.fingerprint }).from(importKeys).where(eq(importKeys.rowKey, row.rowKey!));
      const before = await updateImportedCustomer(tx, row.known, row.check.row, locations(row.check.row.property), userId, {
        startDateGiven: row.check.startDateGiven,
      });
      await tx.update(importKeys).set({ fingerprint: row.fingerprint! }).where(eq(importKeys.rowKey, row.rowKey!));
      values = { ...values, ...row.known, before: before && { ...before, fingerprint: key.fingerprint } };
    }
    await tx
      .update(importRows)
      .set(values)
      .where(and(eq(importRows.importId, job._id), eq(importRows.rowNumber, row.rowNumber)));
  }
  await planImported(tx, serviceIds, userId);
  await tx
    .update(importRows)
    .set({ done: true })
    .where(
      and(
        eq(importRows.importId, job._id),
        inArray(
          importRows.rowNumber,
          batch.map((row) => row.rowNumber),
        ),
      ),
    );
}

/** Runs (or takes up again) an import; answers the progress it reached. */
export async function runImport(app: FastifyInstance, importId: string, geocoder: Geocoder | null = null): Promise<ImportProgress | null> {
  const { db } = app.database;
  const tell = (progress: ImportProgress, userId: string | null) => {
    if (userId) app.realtime.importProgress(userId, progress);
    return progress;
  };
  const [started] = await db
    .update(imports)
    .set({ status: 'running' })
    .where(and(eq(imports._id, importId), inArray(imports.status, ['queued', 'running'])))
    .returning();
  if (!started) return null;
  for (;;) {
    const progress = await db.transaction(async (tx) => {
      // The import's row is held for the batch: two runs of one import (a retry beside a resumed job) take turns.
      const [job] = await tx.select().from(imports).where(eq(imports._id, importId)).for('update');
      if (job.status !== 'running') return null;
      const batch = await tx
        .select()
        .from(importRows)
        .where(and(eq(importRows.importId, importId), eq(importRows.done, false)))
        .orderBy(asc(importRows.rowNumber))
        .limit(BATCH);
      if (batch.length) await writeBatch(tx, job, batch, job.createdById);
      const rowsDone = Math.min(job.rowsTotal, job.rowsDone + batch.length);
      const finished = batch.length < BATCH;
      const status = finished ? ('done' as const) : ('running' as const);
      await tx
        .update(imports)
        .set({ rowsDone, status, ...(finished && { finishedAt: new Date() }), ...(await countsOf(tx, importId)) })
        .where(eq(imports._id, importId));
      return { progress: { _id: importId, status, rowsDone, rowsTotal: job.rowsTotal }, userId: job.createdById };
    });
    if (!progress) return null;
    tell(progress.progress, progress.userId);
    if (progress.progress.status === 'done') {
      app.realtime.officeQueuesChanged();
      if (geocoder) await queueGeocoding(app, geocoder, { importId, userId: progress.userId });
      return progress.progress;
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
