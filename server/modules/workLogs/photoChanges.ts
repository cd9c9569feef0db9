// Staff's changes to a visit's photos (docs/field.md "The office's photos"): shown to the customer or not, removed, and
// the nightly retention that removes photos older than `crewPhones.photoRetentionDays`. A removal deletes the photo's
// row and bytes (the customer's portal and visit page stop listing it at once) and leaves a history entry on the visit
// saying which kind was removed, by whom (no one: retention) and when.
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { WorkLogPhoto } from '../../../common/schemas/workLogPhotos';
import { workLogPhotos, workLogs } from '../../db/schema';
import type { Db } from '../../db/client';
import { type HistoryEntry, recordHistories, recordHistory, type Tx } from '../../lib/history';
import { notFound } from '../../lib/httpErrors';
import { listColumns, photoUrl, toPhoto } from './photos';

/** The visit's row (locked) and the photo, 404 when the photo is not this visit's. */
async function lockedPhoto(tx: Tx, workLogId: string, photoId: string) {
  const [visit] = await tx
    .select({ customerId: workLogs.customerId, propertyId: workLogs.propertyId })
    .from(workLogs)
    .where(eq(workLogs._id, workLogId))
    .for('update');
  const [photo] = await tx
    .select(listColumns)
    .from(workLogPhotos)
    .where(and(eq(workLogPhotos._id, photoId), eq(workLogPhotos.workLogId, workLogId)));
  if (!visit || !photo) throw notFound('photo');
  return { visit, photo };
}

/** Marks a photo shown to the customer or not; the history says who changed it. */
export async function setPhotoForCustomer(
  db: Db,
  workLogId: string,
  photoId: string,
  forCustomer: boolean,
  userId: string,
): Promise<WorkLogPhoto> {
  return db.transaction(async (tx) => {
    const { visit, photo } = await lockedPhoto(tx, workLogId, photoId);
    if (photo.forCustomer === forCustomer) return toPhoto(photo, photoUrl(workLogId, photoId));
    const [row] = await tx.update(workLogPhotos).set({ forCustomer }).where(eq(workLogPhotos._id, photoId)).returning(listColumns);
    await recordHistory(tx, {
      entity: 'work-log',
      entityId: workLogId,
      action: 'photo-changed',
      customerId: visit.customerId,
      propertyId: visit.propertyId,
      userId,
      changes: { photoForCustomer: { from: photo.forCustomer, to: forCustomer } },
    });
    return toPhoto(row, photoUrl(workLogId, photoId));
  });
}

/** Removes a photo (bytes and row); the history keeps its kind, who removed it and when. */
export async function removePhoto(db: Db, workLogId: string, photoId: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { visit, photo } = await lockedPhoto(tx, workLogId, photoId);
    await tx.delete(workLogPhotos).where(eq(workLogPhotos._id, photoId));
    await recordHistory(tx, {
      entity: 'work-log',
      entityId: workLogId,
      action: 'photo-removed',
      customerId: visit.customerId,
      propertyId: visit.propertyId,
      userId,
      changes: { photo: { from: photo.kind, to: null } },
    });
  });
}

const RETENTION_BATCH = 200;

/**
 * The nightly retention: photos stored more than `days` ago are deleted, a batch at a time, each leaving a history entry
 * on its visit (`photo-removed`, no user, `removedBy: retention`). Answers how many went.
 */
export async function prunePhotos(db: Db, days: number, now = new Date()): Promise<{ removed: number }> {
  const before = new Date(now.getTime() - days * 86_400_000);
  let removed = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const old = await tx
        .select({ _id: workLogPhotos._id })
        .from(workLogPhotos)
        .where(lt(workLogPhotos.createdAt, before))
        .limit(RETENTION_BATCH)
        .for('update', { skipLocked: true });
      if (!old.length) return 0;
      const gone = await tx
        .delete(workLogPhotos)
        .where(
          inArray(
            workLogPhotos._id,
            old.map((row) => row._id),
          ),
        )
        .returning({ workLogId: workLogPhotos.workLogId, kind: workLogPhotos.kind });
      const visits = await tx
        .select({ _id: workLogs._id, customerId: workLogs.customerId, propertyId: workLogs.propertyId })
        .from(workLogs)
        .where(inArray(workLogs._id, [...new Set(gone.map((row) => row.workLogId))]));
      const workLogOf = new Map(visits.map((workLog) => [workLog._id, workLog]));
      const entries: HistoryEntry[] = gone.map((row) => ({
        entity: 'work-log',
        entityId: row.workLogId,
        action: 'photo-removed',
        customerId: workLogOf.get(row.workLogId)?.customerId ?? null,
        propertyId: workLogOf.get(row.workLogId)?.propertyId ?? null,
        userId: null,
        changes: { photo: { from: row.kind, to: null }, removedBy: { from: null, to: 'retention' } },
      }));
      await recordHistories(tx, entries);
      return gone.length;
    });
    removed += batch;
    if (batch < RETENTION_BATCH) return { removed };
  }
}
