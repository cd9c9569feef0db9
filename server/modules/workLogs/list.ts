// GET /work-logs (simple-rest list of the board's rows) and GET /work-logs/{crewId}/{date}/skipped.
import { and, asc, eq, gte, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isStaff } from '../../../common/permissions';
import { envelope } from '../../../common/schemas/envelope';
import { calendarDate, recordId } from '../../../common/schemas/fields';
import { workLogFilter } from '../../../common/schemas/workLog';
import { workLogRow } from '../../../common/schemas/workLogRecord';
import { crews, customers, properties, workLogs } from '../../db/schema';
import type { Executor } from '../../lib/history';
import { HttpProblem, MESSAGES, notFound } from '../../lib/httpErrors';
import { paginate, searchAny } from '../../lib/paginate';
import { idsFilter, listQuery, replyWithRange } from '../../lib/simpleRest';
import { READERS, readableBy } from './access';
import { rowColumns, selectRows, toRow } from './rows';

const tags = ['work-logs'];
const SORT_FIELDS = ['date', 'routePosition', 'address', 'status', 'crewName'] as const;
const query = listQuery(SORT_FIELDS, workLogFilter.extend({ id: idsFilter.optional() }), 'date');
type Filter = z.infer<typeof query>['filter'];

const sortColumns = {
  date: workLogs.date,
  routePosition: workLogs.routePosition,
  address: properties.address,
  status: workLogs.status,
  crewName: crews.name,
};

/**
 * The where of the list (and of the summary): each filter given narrows it; `crewId: 'none'` means unassigned; `marketId`
 * needs properties joined. The search looks in the customer's e-mail and mobile only for staff (`searchContact`): a
 * crew or a vendor could otherwise test an address or number against its rows, which it is not given.
 */
export function filterConditions(filter: Partial<Omit<Filter, 'id'>>, searchContact = true): (SQL | undefined)[] {
  const statuses = filter.status === undefined ? undefined : Array.isArray(filter.status) ? filter.status : [filter.status];
  return [
    filter.date ? eq(workLogs.date, filter.date) : undefined,
    filter.dateFrom ? gte(workLogs.date, filter.dateFrom) : undefined,
    filter.dateTo ? lte(workLogs.date, filter.dateTo) : undefined,
    filter.crewId === 'none' ? isNull(workLogs.crewId) : filter.crewId ? eq(workLogs.crewId, filter.crewId) : undefined,
    filter.vendorId ? eq(workLogs.vendorId, filter.vendorId) : undefined,
    filter.marketId ? eq(properties.marketId, filter.marketId) : undefined,
    filter.serviceType ? eq(workLogs.serviceType, filter.serviceType) : undefined,
    statuses?.length ? inArray(workLogs.status, statuses) : undefined,
    filter.propertyId ? eq(workLogs.propertyId, filter.propertyId) : undefined,
    searchAny(filter.q ?? undefined, [
      properties.address,
      properties.city,
      properties.zipcode,
      rowColumns.customerName,
      ...(searchContact ? [customers.email, customers.mobile] : []),
    ]),
  ];
}

/**
 * The list's rows to count: every work log has its property and customer (foreign keys), so without a search or a
 * market filter the count reads work_logs alone.
 */
export function countQuery(executor: Executor, filter: Partial<Omit<Filter, 'id'>>, where: SQL | undefined) {
  if (filter.q || filter.marketId) return undefined;
  return executor.select({ _id: workLogs._id }).from(workLogs).where(where).$dynamic();
}

const skippedParams = z.object({ crewId: recordId(), date: calendarDate() });

const listRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/work-logs',
    { config: READERS, schema: { tags, querystring: query, response: { 200: z.array(workLogRow) } } },
    async (request, reply) => {
      const user = app.currentUser(request);
      const {
        filter: { id, ...filter },
        ...page
      } = request.query;
      // A crew or a vendor sees its own rows whatever the filter asks for.
      const where = and(readableBy(user), id ? inArray(workLogs._id, id) : undefined, ...filterConditions(filter, isStaff(user)));
      const listed = selectRows(db).where(where).$dynamic();
      const { rows, ...counted } = await paginate(db, {
        query: listed,
        idColumn: workLogs._id,
        sortColumns,
        page,
        countQuery: countQuery(db, filter, where),
      });
      return replyWithRange(reply, 'work-logs', rows.map(toRow), page.range[0], counted);
    },
  );

  app.get(
    '/work-logs/:crewId/:date/skipped',
    { config: READERS, schema: { tags, params: skippedParams, response: { 200: envelope(z.array(workLogRow)) } } },
    async (request) => {
      const user = app.currentUser(request);
      const { crewId, date } = request.params;
      if (user.type === 'crew' && user.crewId !== crewId) throw new HttpProblem(403, MESSAGES.forbidden);
      const [crew] = await db.select({ vendorId: crews.vendorId }).from(crews).where(eq(crews._id, crewId));
      if (!crew) throw isStaff(user) ? notFound('crew') : new HttpProblem(403, MESSAGES.forbidden);
      if (user.type === 'vendor' && user.vendorId !== crew.vendorId) throw new HttpProblem(403, MESSAGES.forbidden);
      const rows = await selectRows(db)
        .where(and(eq(workLogs.crewId, crewId), eq(workLogs.date, date), eq(workLogs.status, 'skipped')))
        .orderBy(sql`${workLogs.routePosition} asc nulls last`, asc(workLogs._id));
      return { status: 200, data: rows.map(toRow) };
    },
  );
};

export default listRoutes;
