// GET /payments (simple-rest list of payment rows) and GET /payments/totals (the same filter's count and sums).
import { and, count, eq, gte, inArray, lte, type SQL, sql, sum } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../../common/schemas/envelope';
import { BILLING_GROUPS, type PaymentStatus, paymentFilter } from '../../../common/schemas/payment';
import { customerPaymentOf, paymentListRow, paymentTotals } from '../../../common/schemas/paymentRecord';
import { customers, payments, properties, vendors } from '../../db/schema';
import { paginate, searchAny } from '../../lib/paginate';
import { idsFilter, listQuery, replyWithRange } from '../../lib/simpleRest';
import type { AuthUser } from '../../lib/sessionTokens';
import { READERS, readableBy } from './access';
import { billingClock } from './closed';
import { rowColumns, selectRows, toRow } from './rows';

const tags = ['payments'];
const SORT_FIELDS = [
  'date',
  'amountCents',
  'refundedCents',
  'status',
  'item',
  'customerName',
  'address',
  'vendorName',
  'chargeLaterDate',
  'createdAt',
] as const;
const query = listQuery(SORT_FIELDS, paymentFilter.extend({ id: idsFilter.optional() }), 'date');
const totalsQuery = query.pick({ filter: true });
type Filter = z.infer<typeof query>['filter'];

const sortColumns = {
  date: payments.date,
  amountCents: payments.amountCents,
  refundedCents: payments.refundedCents,
  status: payments.status,
  item: payments.item,
  customerName: rowColumns.customerName,
  address: properties.address,
  vendorName: vendors.companyName,
  chargeLaterDate: payments.chargeLaterDate,
  createdAt: payments.createdAt,
};

const asList = <T>(value: T | T[] | undefined) => (value === undefined ? undefined : Array.isArray(value) ? value : [value]);

/** The where of the list and its totals: the caller's own rows, narrowed by each filter given. */
function whereOf(user: AuthUser, filter: Filter): SQL | undefined {
  const statuses = asList<PaymentStatus>(filter.status);
  const group: readonly PaymentStatus[] | undefined = filter.group && BILLING_GROUPS[filter.group];
  return and(
    readableBy(user),
    filter.id ? inArray(payments._id, filter.id) : undefined,
    statuses?.length ? inArray(payments.status, statuses) : undefined,
    group ? inArray(payments.status, [...group]) : undefined,
    filter.propertyId ? eq(payments.propertyId, filter.propertyId) : undefined,
    filter.customerId ? eq(payments.customerId, filter.customerId) : undefined,
    filter.workLogId ? eq(payments.workLogId, filter.workLogId) : undefined,
    filter.vendorId ? eq(payments.vendorId, filter.vendorId) : undefined,
    filter.item ? eq(payments.item, filter.item) : undefined,
    filter.dateFrom ? gte(payments.date, filter.dateFrom) : undefined,
    filter.dateTo ? lte(payments.date, filter.dateTo) : undefined,
    searchAny(filter.q, [properties.address, rowColumns.customerName]),
  );
}

const listRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  /**
   * The rows the list's total counts: the payments alone, each with its one property and customer (not null, by key),
   * unless the search box reads their names; counting up to 10,001 through the list's six joins took up to 0.4 s under
   * load (docs/scaling.md).
   */
  const countedRows = (where: SQL | undefined, filter: Filter) => {
    const counted = db.select({ _id: payments._id }).from(payments).$dynamic();
    if (filter.q)
      counted.innerJoin(properties, eq(properties._id, payments.propertyId)).innerJoin(customers, eq(customers._id, payments.customerId));
    return counted.where(where);
  };

  app.get(
    '/payments',
    { config: READERS, schema: { tags, querystring: query, response: { 200: z.array(paymentListRow) } } },
    async (request, reply) => {
      const { filter, ...page } = request.query;
      const user = app.currentUser(request);
      const where = whereOf(user, filter);
      const listed = selectRows(db).where(where).$dynamic();
      const { rows, ...counted } = await paginate(db, {
        query: listed,
        countQuery: countedRows(where, filter),
        idColumn: payments._id,
        sortColumns,
        page,
      });
      const clock = await billingClock(db);
      const shown = rows.map((row) => toRow(row, clock));
      return replyWithRange(reply, 'payments', user.type === 'customer' ? shown.map(customerPaymentOf) : shown, page.range[0], counted);
    },
  );

  app.get(
    '/payments/totals',
    { config: READERS, schema: { tags, querystring: totalsQuery, response: { 200: envelope(paymentTotals) } } },
    async (request) => {
      const where = whereOf(app.currentUser(request), request.query.filter);
      const byStatus = await db
        .select({
          status: payments.status,
          count: count(),
          amountCents: sql<number>`coalesce(${sum(payments.amountCents)}, 0)`.mapWith(Number),
          refundedCents: sql<number>`coalesce(${sum(payments.refundedCents)}, 0)`.mapWith(Number),
        })
        .from(payments)
        .innerJoin(properties, eq(properties._id, payments.propertyId))
        .innerJoin(customers, eq(customers._id, payments.customerId))
        .where(where)
        .groupBy(payments.status)
        .orderBy(payments.status);
      const total = (field: 'count' | 'amountCents' | 'refundedCents') => byStatus.reduce((sumSoFar, row) => sumSoFar + row[field], 0);
      return {
        status: 200,
        data: {
          count: total('count'),
          amountCents: total('amountCents'),
          refundedCents: total('refundedCents'),
          byStatus: byStatus.map(({ status, count: rows, amountCents }) => ({ status, count: rows, amountCents })),
        },
      };
    },
  );
};

export default listRoutes;
