// The service pauses, active and ended, newest first: where, which dates, why, how many visits they took off and put back.
import { and, desc, eq, sql, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ServicePauseRecord } from '../../../common/schemas/servicePause';
import { markets, servicePauses, users } from '../../db/schema';
import type { Executor } from '../../lib/history';
import { readProperties } from '../customers/reads';

const ender = alias(users, 'ender');
const fullName = (table: { firstName: SQLWrapper; lastName: SQLWrapper }) =>
  sql<string | null>`nullif(trim(${table.firstName} || ' ' || ${table.lastName}), '')`;
const LIMIT = 200;

export async function listServicePauses(
  executor: Executor,
  filter: { propertyId?: string; id?: string } = {},
): Promise<ServicePauseRecord[]> {
  const rows = await executor
    .select({
      _id: servicePauses._id,
      scope: servicePauses.scope,
      scopeId: servicePauses.scopeId,
      marketName: markets.name,
      from: servicePauses.from,
      to: servicePauses.to,
      reason: servicePauses.reason,
      removed: sql<number>`jsonb_array_length(${servicePauses.removed})`.mapWith(Number),
      customers: servicePauses.customers,
      createdAt: servicePauses.createdAt,
      createdBy: fullName(users),
      endedAt: servicePauses.endedAt,
      endedBy: fullName(ender),
      restored: servicePauses.restored,
      notRestored: servicePauses.notRestored,
    })
    .from(servicePauses)
    .leftJoin(markets, sql`${servicePauses.scope} = 'marketId' and ${markets._id} = ${servicePauses.scopeId}`)
    .leftJoin(users, eq(users._id, servicePauses.createdBy))
    .leftJoin(ender, eq(ender._id, servicePauses.endedBy))
    .where(
      and(
        filter.propertyId ? and(eq(servicePauses.scope, 'propertyId'), eq(servicePauses.scopeId, filter.propertyId)) : undefined,
        filter.id ? eq(servicePauses._id, filter.id) : undefined,
      ),
    )
    .orderBy(sql`${servicePauses.endedAt} is not null`, desc(servicePauses.createdAt))
    .limit(LIMIT);
  const addresses = new Map(
    (
      await readProperties(
        executor,
        rows.filter((row) => row.scope === 'propertyId').map((row) => row.scopeId),
        '_id',
        'address',
      )
    ).map((row) => [row._id, row.address]),
  );
  return rows.map(({ marketName, ...row }) => ({
    ...row,
    scopeName: row.scope === 'propertyId' ? (addresses.get(row.scopeId) ?? null) : row.scope === 'marketId' ? marketName : row.scopeId,
    createdAt: row.createdAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
  }));
}
