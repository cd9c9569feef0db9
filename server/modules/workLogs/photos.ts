// A visit's photos (docs/field.md): added by the crew of the stop or staff, re-encoded without metadata with a small copy
// for thumbnails, at most MAX_WORK_LOG_PHOTOS a visit; read as a list (the detail, the portal's visit history) and as bytes.
// The phone's own id of a photo (`clientId`) makes an upload sent again answer the photo already stored.
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { reportedPosition } from '../../../common/geo/reportedPosition';
import {
  MAX_WORK_LOG_PHOTOS,
  type PortalVisitPhoto,
  WORK_LOG_PHOTO_MESSAGES,
  type WorkLogPhoto,
  type WorkLogPhotoFields,
} from '../../../common/schemas/workLogPhotos';
import { type WorkLogPhoto as WorkLogPhotoRow, workLogPhotos, workLogs } from '../../db/schema';
import type { Db } from '../../db/client';
import { type Executor, recordHistory } from '../../lib/history';
import { HttpProblem, notFound } from '../../lib/httpErrors';
import { jsonRows } from '../../lib/jsonRows';
import { IMAGE_CONTENT_TYPES, reencodeImage } from '../../lib/images';

/** Kept fit for a large screen; the thumbnail fits the board's card and the grids' tiles (twice, for sharp screens). */
const PHOTO_SIDE = 2048;
const THUMBNAIL_SIDE = 320;

export const refusePhoto = (status: number, message: (typeof WORK_LOG_PHOTO_MESSAGES)[keyof typeof WORK_LOG_PHOTO_MESSAGES]): never => {
  throw new HttpProblem(status, message, { file: message });
};

/** HEIC and HEIF (an iPhone's own format): `ftyp` at offset 4 with a HEIF brand. No decoder is bundled with sharp. */
export function isHeic(bytes: Buffer): boolean {
  if (bytes.subarray(4, 8).toString('latin1') !== 'ftyp') return false;
  return ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'].includes(bytes.subarray(8, 12).toString('latin1'));
}

export const photoUrl = (workLogId: string, photoId: string) => `/api/v1/work-logs/${workLogId}/photos/${photoId}`;
const customerPhotoUrl = (workLogId: string, photoId: string) => `/api/v1/customer/visits/${workLogId}/photos/${photoId}`;

export const listColumns = {
  _id: workLogPhotos._id,
  workLogId: workLogPhotos.workLogId,
  kind: workLogPhotos.kind,
  note: workLogPhotos.note,
  forCustomer: workLogPhotos.forCustomer,
  takenAt: workLogPhotos.takenAt,
  createdAt: workLogPhotos.createdAt,
  width: workLogPhotos.width,
  height: workLogPhotos.height,
  latitude: workLogPhotos.latitude,
  longitude: workLogPhotos.longitude,
  accuracyM: workLogPhotos.accuracyM,
};
type ListedRow = Pick<WorkLogPhotoRow, keyof typeof listColumns>;

export function toPhoto(row: ListedRow, url: string): WorkLogPhoto {
  const { latitude, longitude, accuracyM, workLogId: _workLogId, ...photo } = row;
  return {
    ...photo,
    url,
    takenAt: row.takenAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    position: latitude != null && longitude != null && accuracyM != null ? { latitude, longitude, accuracyM } : null,
  };
}

/** A visit's photos, oldest first, for staff and its crew: a column of the visit's own select (its detail in one statement). */
export const photosColumn = () =>
  jsonRows(
    listColumns,
    sql`from ${workLogPhotos} where ${eq(workLogPhotos.workLogId, workLogs._id)}`,
    sql`${workLogPhotos.createdAt} asc, ${workLogPhotos._id} asc`,
  );

/**
 * The photos marked for the customer of these visits, by visit, for the portal: without the phone's position or the
 * crew's note of an issue (the office's to pass on), and read through the portal's own address.
 */
export async function customerPhotosOf(executor: Executor, workLogIds: readonly string[]): Promise<Map<string, PortalVisitPhoto[]>> {
  const byWorkLog = new Map<string, PortalVisitPhoto[]>();
  if (!workLogIds.length) return byWorkLog;
  const rows = await executor
    .select(listColumns)
    .from(workLogPhotos)
    .where(and(inArray(workLogPhotos.workLogId, [...workLogIds]), eq(workLogPhotos.forCustomer, true)))
    .orderBy(asc(workLogPhotos.createdAt), asc(workLogPhotos._id));
  for (const row of rows) {
    const { _id, kind, url, takenAt, width, height } = toPhoto(row, customerPhotoUrl(row.workLogId, row._id));
    const photo = { _id, kind, url, takenAt, width, height };
    byWorkLog.set(row.workLogId, [...(byWorkLog.get(row.workLogId) ?? []), photo]);
  }
  return byWorkLog;
}

/** The photo's bytes (or its thumbnail's), only when it is the named visit's (and, for a customer, theirs and marked for them). */
export async function photoFile(
  executor: Executor,
  workLogId: string,
  photoId: string,
  size: 'full' | 'thumbnail',
  { customerId }: { customerId?: string } = {},
) {
  const [photo] = await executor
    .select({ contentType: workLogPhotos.contentType, bytes: size === 'thumbnail' ? workLogPhotos.thumbnail : workLogPhotos.bytes })
    .from(workLogPhotos)
    .innerJoin(workLogs, eq(workLogs._id, workLogPhotos.workLogId))
    .where(
      and(
        eq(workLogPhotos._id, photoId),
        eq(workLogPhotos.workLogId, workLogId),
        // The customer's own visit, and a photo the crew marked for them.
        customerId === undefined ? undefined : and(eq(workLogs.customerId, customerId), eq(workLogPhotos.forCustomer, true)),
      ),
    );
  if (!photo) throw notFound('photo');
  return photo;
}

async function storedPhoto(executor: Executor, workLogId: string, clientId: string) {
  const [row] = await executor
    .select(listColumns)
    .from(workLogPhotos)
    .where(and(eq(workLogPhotos.workLogId, workLogId), eq(workLogPhotos.clientId, clientId)));
  return row ? toPhoto(row, photoUrl(workLogId, row._id)) : undefined;
}

/**
 * Re-encodes the upload (400 when its bytes are no JPEG, PNG or WebP) and adds it to the visit, whose row lock makes two
 * uploads at once count each other. A `clientId` already stored answers that photo (`created: false`).
 */
export async function addPhoto(
  db: Db,
  workLogId: string,
  upload: Buffer,
  fields: WorkLogPhotoFields & { clientId: string },
  userId: string,
): Promise<{ photo: WorkLogPhoto; created: boolean }> {
  const earlier = await storedPhoto(db, workLogId, fields.clientId);
  if (earlier) return { photo: earlier, created: false };
  if (isHeic(upload)) refusePhoto(400, WORK_LOG_PHOTO_MESSAGES.heic);
  const image = await reencodeImage(upload, PHOTO_SIDE);
  if ('refused' in image)
    return refusePhoto(400, image.refused === 'pixels' ? WORK_LOG_PHOTO_MESSAGES.pixels : WORK_LOG_PHOTO_MESSAGES.type);
  const thumbnail = await reencodeImage(image.bytes, THUMBNAIL_SIDE);
  if ('refused' in thumbnail) return refusePhoto(400, WORK_LOG_PHOTO_MESSAGES.type);
  const { width = 0, height = 0 } = await sharp(image.bytes).metadata();
  const position = reportedPosition(fields);
  return db.transaction(async (tx) => {
    const [visit] = await tx
      .select({ customerId: workLogs.customerId, propertyId: workLogs.propertyId })
      .from(workLogs)
      .where(eq(workLogs._id, workLogId))
      .for('update');
    // Two copies of one upload at once: the second waited for the lock and finds the first.
    const again = await storedPhoto(tx, workLogId, fields.clientId);
    if (again) return { photo: again, created: false };
    const [{ photos }] = await tx.select({ photos: count() }).from(workLogPhotos).where(eq(workLogPhotos.workLogId, workLogId));
    if (photos >= MAX_WORK_LOG_PHOTOS) refusePhoto(400, WORK_LOG_PHOTO_MESSAGES.tooMany);
    const [row] = await tx
      .insert(workLogPhotos)
      .values({
        workLogId,
        clientId: fields.clientId,
        kind: fields.kind,
        note: fields.note,
        forCustomer: fields.forCustomer,
        contentType: IMAGE_CONTENT_TYPES[image.type],
        bytes: image.bytes,
        thumbnail: thumbnail.bytes,
        width,
        height,
        latitude: position?.latitude ?? null,
        longitude: position?.longitude ?? null,
        accuracyM: position?.accuracyM ?? null,
        takenAt: fields.takenAt ? new Date(fields.takenAt) : null,
        createdById: userId,
      })
      .returning(listColumns);
    // The visit's and the property's history say a photo was added, and of what.
    await recordHistory(tx, {
      entity: 'work-log',
      entityId: workLogId,
      action: 'photo-added',
      customerId: visit.customerId,
      propertyId: visit.propertyId,
      userId,
      changes: { photo: { from: null, to: fields.kind } },
    });
    return { photo: toPhoto(row, photoUrl(workLogId, row._id)), created: true };
  });
}
