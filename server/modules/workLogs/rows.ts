// The work log as a list row: the record joined with its property, customer, crew and vendor in one flat select.
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { WorkLogRow } from '../../../common/schemas/workLogRecord';
import { crews, customers, properties, vendors, workLogPhotos, workLogs } from '../../db/schema';
import type { Executor } from '../../lib/history';

export type { WorkLog } from '../../db/schema';

const customerName = sql<string>`${customers.firstName} || ' ' || ${customers.lastName}`;

/** The recorded positions and the reminder mark stay out of rows: the detail's history shows the positions. */
const HIDDEN: ReadonlySet<string> = new Set([
  'startLatitude',
  'startLongitude',
  'completionLatitude',
  'completionLongitude',
  'timeUpRemindedAt',
]);
type Hidden = 'startLatitude' | 'startLongitude' | 'completionLatitude' | 'completionLongitude' | 'timeUpRemindedAt';

/** A work log's own fields (its columns, or a whole row as a status change wrote it) without those a row keeps out. */
export const shownOf = <T extends Record<Hidden, unknown>>(record: T) =>
  Object.fromEntries(Object.entries(record).filter(([key]) => !HIDDEN.has(key))) as Omit<T, Hidden>;

const shownColumns = shownOf(getTableColumns(workLogs));

/** What a row shows of the work log's property, customer, crew and vendor. */
export const joinedColumns = {
  address: properties.address,
  city: properties.city,
  zipcode: properties.zipcode,
  lotSize: properties.lotSize,
  lotSizeCategory: properties.lotSizeCategory,
  latitude: properties.latitude,
  longitude: properties.longitude,
  marketId: properties.marketId,
  customerName,
  crewName: crews.name,
  vendorName: vendors.companyName,
  // The board's card shows how many photos the crew took (an index-only count on work_log_photos_visit_idx).
  photoCount: sql<number>`(select count(*) from ${workLogPhotos} where ${workLogPhotos.workLogId} = ${workLogs._id})`.mapWith(Number),
};

/**
 * The columns of a row: the work log's own beside what the board shows of its property, customer, crew and vendor.
 * One flat select, so a row needs no merging of two objects afterwards (V8 copies a second spread of 40 keys slowly:
 * it cost more than the SQL on a crew's day).
 */
export const rowColumns = { ...shownColumns, ...joinedColumns };

/** The select every row read starts from; callers add their where, order and range. */
export function selectRows(executor: Executor) {
  return executor
    .select(rowColumns)
    .from(workLogs)
    .innerJoin(properties, eq(properties._id, workLogs.propertyId))
    .innerJoin(customers, eq(customers._id, workLogs.customerId))
    .leftJoin(crews, eq(crews._id, workLogs.crewId))
    .leftJoin(vendors, eq(vendors._id, workLogs.vendorId));
}

export type SelectedRow = Awaited<ReturnType<typeof selectRows>>[number];

/** The row as the API answers it: times as ISO text. */
export function toRow(row: SelectedRow): WorkLogRow {
  return {
    ...row,
    startedAt: row.startedAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
