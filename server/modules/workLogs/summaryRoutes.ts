// GET /work-logs/summary: per day and crew, how many work logs are in each status and the minutes they plan.
import { withParams } from '../../../common/i18n/catalog';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../../common/schemas/envelope';
import { calendarDate, recordId } from '../../../common/schemas/fields';
import { WORK_LOG_STATUSES, type WorkLogStatus } from '../../../common/schemas/workLog';
import { type WorkLogDaySummary, workLogDaySummary } from '../../../common/schemas/workLogRecord';
import { crews, properties, workLogs } from '../../db/schema';
import { READERS, readableBy } from './access';
import { filterConditions } from './list';

/** A month view shows six weeks at most; two months bound the work of one call. */
export const SUMMARY_MAX_DAYS = 62;
const RANGE_MESSAGE = withParams('server.work_logs.summary_max_days', { max: SUMMARY_MAX_DAYS });
const ORDER_MESSAGE = 'server.work_logs.end_before_start';

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

const query = z
  .object({
    dateFrom: calendarDate('server.work_logs.choose_first_day'),
    dateTo: calendarDate('server.work_logs.choose_last_day'),
    crewId: z.union([recordId(), z.literal('none')]).optional(),
    vendorId: recordId().optional(),
    marketId: recordId().optional(),
  })
  .superRefine(({ dateFrom, dateTo }, ctx) => {
    if (dateTo < dateFrom) ctx.addIssue({ code: 'custom', path: ['dateTo'], message: ORDER_MESSAGE });
    else if (daysBetween(dateFrom, dateTo) >= SUMMARY_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['dateTo'], message: RANGE_MESSAGE });
  });

/** Work that still takes crew time: skipped and cancelled visits plan none. */
const PLANNED: WorkLogStatus[] = ['pending', 'started', 'completed'];

const counted = Object.fromEntries(
  WORK_LOG_STATUSES.map((status) => [status, sql<number>`count(*) filter (where ${workLogs.status} = ${status})::int`]),
) as Record<WorkLogStatus, ReturnType<typeof sql<number>>>;

const summaryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.get(
    '/work-logs/summary',
    { config: READERS, schema: { tags: ['work-logs'], querystring: query, response: { 200: envelope(z.array(workLogDaySummary)) } } },
    async (request) => {
      const { dateFrom, dateTo, crewId, vendorId, marketId } = request.query;
      const plannedMinutes = sql<number>`coalesce(sum(coalesce(${workLogs.timeCapHours} * 60, 0) + ${workLogs.extraTimeGrantedMinutes}) filter (where ${inArray(workLogs.status, PLANNED)}), 0)::float8`;
      const base = db
        .select({ date: workLogs.date, crewId: workLogs.crewId, crewName: crews.name, ...counted, plannedMinutes })
        .from(workLogs)
        .leftJoin(crews, eq(crews._id, workLogs.crewId));
      // The property is joined only for the market filter, which the calendar rarely sets.
      const joined = marketId ? base.innerJoin(properties, eq(properties._id, workLogs.propertyId)) : base;
      const rows = await joined
        .where(and(readableBy(app.currentUser(request)), ...filterConditions({ dateFrom, dateTo, crewId, vendorId, marketId })))
        .groupBy(workLogs.date, workLogs.crewId, crews.name)
        .orderBy(asc(workLogs.date), sql`${crews.name} asc nulls first`, asc(workLogs.crewId));
      const data: WorkLogDaySummary[] = rows.map(({ date, crewId: crew, crewName, plannedMinutes: minutes, ...counts }) => ({
        date,
        crewId: crew,
        crewName,
        plannedMinutes: Math.round(minutes),
        counts,
      }));
      return { status: 200, data };
    },
  );
};

export default summaryRoutes;
