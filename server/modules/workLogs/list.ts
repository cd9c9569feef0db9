// The board's list: its query, filters and count (listRoutes.ts serves it).
import { eq, gte, inArray, isNull, lte, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { workLogFilter } from '../../../common/schemas/workLog';
import { customers, properties, workLogs } from '../../db/schema';
import type { Executor } from '../../lib/history';
import { searchAny } from '../../lib/paginate';
import { idsFilter, listQuery } from '../../lib/simpleRest';
import { rowColumns } from './rows';

const SORT_FIELDS = ['date', 'routePosition', 'address', 'status', 'crewName'] as const;
export const query = listQuery(SORT_FIELDS, workLogFilter.extend({ id: idsFilter.optional() }), 'date');
type Filter = z.infer<typeof query>['filter'];

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
