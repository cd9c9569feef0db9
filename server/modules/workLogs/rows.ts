// The work log as a list row: the record joined with its property, customer, crew and vendor in one select.
import { eq, sql } from 'drizzle-orm';
import type { WorkLogRow } from '../../../common/schemas/workLogRecord';
import { crews, customers, properties, vendors, workLogs } from '../../db/schema';
import type { Executor } from '../../lib/history';

export type WorkLog = typeof workLogs.$inferSelect;

const customerName = sql<string>`${customers.firstName} || ' ' || ${customers.lastName}`;

/** The columns of a row beside the work log itself. */
export const rowColumns = {
  workLog: workLogs,
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
};

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

type Selected = Omit<WorkLogRow, keyof WorkLog | 'createdAt' | 'updatedAt' | 'startedAt' | 'completedAt'> & { workLog: WorkLog };

/** The record as the API answers it: dates as ISO text, the recorded positions left to the detail's history. */
export function toRecord(row: WorkLog) {
  const { startLatitude: _sLat, startLongitude: _sLng, completionLatitude: _cLat, completionLongitude: _cLng, timeUpRemindedAt: _reminded, ...shown } = row;
  return {
    ...shown,
    startedAt: row.startedAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toRow({ workLog, ...joined }: Selected): WorkLogRow {
  return { ...toRecord(workLog), ...joined };
}
