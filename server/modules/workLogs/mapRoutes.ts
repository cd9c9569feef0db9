// The staff maps' work-log calls: GET /work-logs/map (territory), /work-logs/bnb-map (a week of bnb) and /work-logs/crew-progress.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../../common/schemas/envelope';
import { weekBounds } from '../../../common/schemas/timeSheet';
import { bnbMapQuery, crewProgressDay, crewProgressQuery, mapStops, workLogMapQuery } from '../../../common/schemas/workLogMap';
import { crews, properties, vendors, workLogs } from '../../db/schema';
import { readSettings } from '../../lib/settings';
import { addDays, dateIn } from '../../lib/calendar';
import { readableBy } from './access';
import { clockText, IDLE_LATE_MINUTES, minutesOfDay } from './lateness';
import { filterConditions } from './list';
import { MAP_VIEWERS, BNB_MAP_VIEWERS, readStops, progressOf, type DayRow } from './map';

const tags = ['work-logs'];

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
          plannedMinutes: sql<number>`(coalesce(${workLogs.minutesOnSite}, ${workLogs.timeCapHours} * 60, 0) + ${workLogs.extraTimeGrantedMinutes})::float8`,
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
