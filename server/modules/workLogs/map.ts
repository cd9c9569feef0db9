// What the staff maps read: a map's stops and each crew's progress through its day (mapRoutes.ts serves them).
import { and, asc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import { type CrewProgress, MAP_MAX_STOPS, type MapStops, type ProgressStop } from '../../../common/schemas/workLogMap';
import { WORK_LOG_STATUSES, type WorkLogStatus } from '../../../common/schemas/workLog';
import { minutesOf, type WorkingHours } from '../../../common/schemas/crewHours';
import type { Db } from '../../db/client';
import { crews, customers, properties, workLogs } from '../../db/schema';
import { isoWeekDay } from '../../lib/calendar';
import { lateness, minutesOfDay, type Workday } from './lateness';
import { rowColumns } from './rows';

const staffWith = (permission: 'map_crew' | 'bnb_map') => ({ access: { types: ['admin', 'csr'], staffPermission: permission } }) as const;
export const MAP_VIEWERS = staffWith('map_crew');
export const BNB_MAP_VIEWERS = staffWith('bnb_map');

const hasPosition = and(isNotNull(properties.latitude), isNotNull(properties.longitude));
const isoText = (instant: Date | null) => instant?.toISOString() ?? null;

/** The stops matching `where`, with coordinates, in crew and route order, cut at MAP_MAX_STOPS. */
export async function readStops(db: Db, where: SQL | undefined): Promise<MapStops> {
  const [{ total, withoutPosition }] = await db
    .select({
      total: sql<number>`count(*)::int`,
      withoutPosition: sql<number>`count(*) filter (where ${properties.latitude} is null or ${properties.longitude} is null)::int`,
    })
    .from(workLogs)
    .innerJoin(properties, eq(properties._id, workLogs.propertyId))
    .where(where);
  const rows = await db
    .select({
      _id: workLogs._id,
      date: workLogs.date,
      status: workLogs.status,
      serviceType: workLogs.serviceType,
      crewId: workLogs.crewId,
      crewName: crews.name,
      routePosition: workLogs.routePosition,
      latitude: properties.latitude,
      longitude: properties.longitude,
      locationApproximate: properties.locationApproximate,
      address: properties.address,
      zipcode: properties.zipcode,
      customerName: rowColumns.customerName,
      startedAt: workLogs.startedAt,
      completedAt: workLogs.completedAt,
    })
    .from(workLogs)
    .innerJoin(properties, eq(properties._id, workLogs.propertyId))
    .innerJoin(customers, eq(customers._id, workLogs.customerId))
    .leftJoin(crews, eq(crews._id, workLogs.crewId))
    .where(and(where, hasPosition))
    .orderBy(asc(workLogs.date), sql`${crews.name} asc nulls first`, sql`${workLogs.routePosition} asc nulls last`, asc(workLogs._id))
    .limit(MAP_MAX_STOPS);
  const stops = rows.map((row) => ({
    ...row,
    latitude: row.latitude!,
    longitude: row.longitude!,
    startedAt: isoText(row.startedAt),
    completedAt: isoText(row.completedAt),
  }));
  return { stops, total, withoutPosition, capped: total - withoutPosition > stops.length };
}

export type DayRow = {
  crewId: string;
  crewName: string;
  vendorName: string | null;
  status: WorkLogStatus;
  plannedMinutes: number;
  address: string;
  latitude: number | null;
  longitude: number | null;
  startedAt: Date | null;
  completedAt: Date | null;
  _id: string;
  workingHours: WorkingHours;
};

const stopOf = (row: DayRow, at: Date): ProgressStop => ({
  _id: row._id,
  address: row.address,
  latitude: row.latitude,
  longitude: row.longitude,
  at: at.toISOString(),
});
const latest = (rows: DayRow[], at: (row: DayRow) => Date | null) =>
  rows.reduce<DayRow | undefined>((best, row) => (at(row) && (!best || at(row)! > at(best)!) ? row : best), undefined);

/** One crew's figures for the day; `nowMinutes` is set only when the day is today, when lateness means something. */
export function progressOf(rows: DayRow[], date: string, timeZone: string, nowMinutes: number | null): CrewProgress {
  // The crew's hours that week day; on its day off (stops given all the same) the hours it keeps for that day.
  const hours = rows[0].workingHours[isoWeekDay(date) - 1];
  const workday: Workday = { start: minutesOf(hours.start), end: minutesOf(hours.end) };
  const counts = Object.fromEntries(
    WORK_LOG_STATUSES.map((status) => [status, rows.filter((row) => row.status === status).length]),
  ) as CrewProgress['counts'];
  const open = rows.filter((row) => row.status === 'pending' || row.status === 'started');
  const remainingMinutes = Math.round(open.reduce((sum, row) => sum + row.plannedMinutes, 0));
  const lastCompleted = latest(
    rows.filter((row) => row.status === 'completed'),
    (row) => row.completedAt,
  );
  const current = latest(
    rows.filter((row) => row.status === 'started'),
    (row) => row.startedAt,
  );
  const lastActivity = latest(rows, (row) =>
    row.completedAt && row.startedAt
      ? row.completedAt > row.startedAt
        ? row.completedAt
        : row.startedAt
      : (row.completedAt ?? row.startedAt),
  );
  const lastActivityAt = lastActivity && (lastActivity.completedAt ?? lastActivity.startedAt);
  const lateReason =
    nowMinutes === null
      ? null
      : lateness(
          { left: open.length, remainingMinutes, lastActivityMinutes: lastActivityAt ? minutesOfDay(timeZone, lastActivityAt) : null },
          nowMinutes,
          workday,
        );
  return {
    crewId: rows[0].crewId,
    crewName: rows[0].crewName,
    vendorName: rows[0].vendorName,
    counts,
    done: counts.completed + counts.skipped,
    left: open.length,
    remainingMinutes,
    lastCompleted: lastCompleted ? stopOf(lastCompleted, lastCompleted.completedAt!) : null,
    current: current ? stopOf(current, current.startedAt!) : null,
    workday: { start: hours.start, end: hours.end },
    late: lateReason !== null,
    lateReason,
  };
}
