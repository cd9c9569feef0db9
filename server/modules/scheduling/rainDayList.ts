// The rain days applied, newest first, for the list staff open from any browser: where, how many visits moved, who
// applied and undid each, and whether undo is still possible (not undone, applied on the business's today).
import { desc, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RainDayListRow } from '../../../common/schemas/rainDay';
import { crews, markets, rainDays, users, vendors } from '../../db/schema';
import type { Executor } from '../../lib/history';
import { dateIn } from '../../lib/calendar';
import { readSettings } from '../../lib/settings';

const undoer = alias(users, 'undoer');
const fullName = (table: { firstName: SQLWrapper; lastName: SQLWrapper }) =>
  sql<string | null>`nullif(trim(${table.firstName} || ' ' || ${table.lastName}), '')`;

export async function listRainDays(executor: Executor, limit: number): Promise<RainDayListRow[]> {
  const { serviceCalendar } = await readSettings(executor, ['serviceCalendar']);
  const today = dateIn(serviceCalendar.timeZone, new Date());
  const rows = await executor
    .select({
      _id: rainDays._id,
      date: rainDays.date,
      scope: rainDays.scope,
      scopeName: sql<string | null>`coalesce(${markets.name}, ${vendors.companyName}, ${crews.name})`,
      marketIds: rainDays.marketIds,
      fromNow: rainDays.fromNow,
      targetDate: rainDays.targetDate,
      absorb: rainDays.absorb,
      moved: sql<number>`jsonb_array_length(${rainDays.moves})`.mapWith(Number),
      absorbed: sql<number>`jsonb_array_length(${rainDays.absorbed})`.mapWith(Number),
      appliedBy: fullName(users),
      createdAt: rainDays.createdAt,
      undoneBy: fullName(undoer),
      undoneAt: rainDays.undoneAt,
    })
    .from(rainDays)
    .leftJoin(markets, sql`${rainDays.scope} = 'market' and ${markets._id} = ${rainDays.scopeId}`)
    .leftJoin(vendors, sql`${rainDays.scope} = 'vendor' and ${vendors._id} = ${rainDays.scopeId}`)
    .leftJoin(crews, sql`${rainDays.scope} = 'crew' and ${crews._id} = ${rainDays.scopeId}`)
    .leftJoin(users, eq(users._id, rainDays.appliedBy))
    .leftJoin(undoer, eq(undoer._id, rainDays.undoneBy))
    .orderBy(desc(rainDays.createdAt), desc(rainDays._id))
    .limit(limit);
  const marketIds = [...new Set(rows.flatMap((row) => row.marketIds))];
  const marketNames = new Map(
    marketIds.length
      ? (await executor.select({ _id: markets._id, name: markets.name }).from(markets).where(inArray(markets._id, marketIds))).map(
          (market) => [market._id, market.name],
        )
      : [],
  );
  return rows.map(({ marketIds: ids, createdAt, undoneAt, ...row }) => ({
    ...row,
    markets: ids.flatMap((id) => marketNames.get(id) ?? []).sort(),
    appliedAt: createdAt.toISOString(),
    undoneAt: undoneAt?.toISOString() ?? null,
    canUndo: !undoneAt && dateIn(serviceCalendar.timeZone, createdAt) === today,
  }));
}
