// The staff maps' work-log calls: GET /work-logs/map (territory), /work-logs/bnb-map (a week of bnb) and /work-logs/crew-progress.
import { and, asc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../../common/schemas/envelope';
import { weekBounds } from '../../../common/schemas/timeSheet';
import {
  bnbMapQuery,
  type CrewProgress,
  crewProgressDay,
  crewProgressQuery,
  MAP_MAX_STOPS,
  type MapStops,
  mapStops,
  type ProgressStop,
  workLogMapQuery,
} from '../../../common/schemas/workLogMap';
import { WORK_LOG_STATUSES, type WorkLogStatus } from '../../../common/schemas/workLog';
import { minutesOf, type WorkingHours } from '../../../common/schemas/crewHours';
import type { Db } from '../../db/client';
import { crews, customers, properties, vendors, workLogs } from '../../db/schema';
import { readSettings } from '../../lib/settings';
import { addDays, dateIn, isoWeekDay } from '../../lib/calendar';
import { readableBy } from './access';
import { clockText, IDLE_LATE_MINUTES, lateness, minutesOfDay, type Workday } from './lateness';
import { filterConditions } from './list';
import { rowColumns } from './rows';

const tags = ['work-logs'];
const staffWith = (permission: 'map_crew' | 'bnb_map') => ({ access: { types: ['admin', 'csr'], staffPermission: permission } }) as const;
export const MAP_VIEWERS = staffWith('map_crew');
export const BNB_MAP_VIEWERS = staffWith('bnb_map');

const hasPosition = and(isNotNull(properties.latitude), isNotNull(properties.longitude));
const isoText = (instant: Date | null) => instant?.toISOString() ?? null;

/** The stops matching `where`, with coordinates, in crew and route order, cut at MAP_MAX_STOPS. */
async function readStops(db: Db, where: SQL | undefined): Promise<MapStops> {
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

type DayRow = {
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

const mapRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/work-logs/map',
    { config: MAP_VIEWERS, schema: { tags, querystring: workLogMapQuery, response: { 200: envelope(mapStops) } } },
    async (request) => {
      const where = and(readableBy(app.currentUser(request)), ...filterConditions(request.query));
      return { status: 200, data: await readStops(db, where) };
    },
  );

  app.get(
    '/work-logs/bnb-map',
    { config: BNB_MAP_VIEWERS, schema: { tags, querystring: bnbMapQuery, response: { 200: envelope(mapStops) } } },
    async (request) => {
      const { week, status, crewId } = request.query;
      const { from, until } = weekBounds(week);
      const filter = { dateFrom: from, dateTo: addDays(until, -1), serviceType: 'bnb' as const, status, crewId };
      return { status: 200, data: await readStops(db, and(readableBy(app.currentUser(request)), ...filterConditions(filter))) };
    },
  );

  app.get(
    '/work-logs/crew-progress',
    { config: MAP_VIEWERS, schema: { tags, querystring: crewProgressQuery, response: { 200: envelope(crewProgressDay) } } },
    async (request) => {
      const {
        serviceCalendar: { timeZone },
      } = await readSettings(db, ['serviceCalendar']);
      const now = new Date();
      const today = dateIn(timeZone, now);
      const date = request.query.date ?? today;
      const nowMinutes = minutesOfDay(timeZone, now);
      const rows = await db
        .select({
          _id: workLogs._id,
          crewId: sql<string>`${workLogs.crewId}`,
          crewName: crews.name,
          workingHours: crews.workingHours,
          vendorName: vendors.companyName,
          status: workLogs.status,
          plannedMinutes: sql<number>`(coalesce(${workLogs.timeCapHours} * 60, 0) + ${workLogs.extraTimeGrantedMinutes})::float8`,
          address: properties.address,
          latitude: properties.latitude,
          longitude: properties.longitude,
          startedAt: workLogs.startedAt,
          completedAt: workLogs.completedAt,
        })
        .from(workLogs)
        .innerJoin(crews, eq(crews._id, workLogs.crewId))
        .innerJoin(properties, eq(properties._id, workLogs.propertyId))
        .leftJoin(vendors, eq(vendors._id, workLogs.vendorId))
        .where(and(readableBy(app.currentUser(request)), eq(workLogs.date, date)))
        .orderBy(asc(crews.name), asc(crews._id));
      const byCrew = new Map<string, DayRow[]>();
      for (const row of rows) {
        const crewRows = byCrew.get(row.crewId) ?? [];
        crewRows.push(row);
        byCrew.set(row.crewId, crewRows);
      }
      const isToday = date === today;
      const progress = [...byCrew.values()].map((crewRows) => progressOf(crewRows, date, timeZone, isToday ? nowMinutes : null));
      return {
        status: 200,
        data: {
          date,
          isToday,
          now: clockText(nowMinutes),
          timeZone,
          idleLateMinutes: IDLE_LATE_MINUTES,
          crews: progress,
        },
      };
    },
  );
};

export default mapRoutes;
