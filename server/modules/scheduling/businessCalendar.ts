// The business calendar changed (System Settings): the pending visits planned on a day that just closed move to the
// next open day, and those moved off a day that opened again go back, by re-planning their services.
import { and, eq, gte, inArray, or } from 'drizzle-orm';
import { type BusinessCalendar, closedDays } from '../../../common/businessCalendar';
import { workLogs } from '../../db/schema';
import type { Executor } from '../../lib/history';
import { addDays } from '../../lib/calendar';
import { planContext, replan } from './planner';

/** Past the horizon, visits a re-plan reaches (those planned further out, and a shift past a closed week). */
const MARGIN_DAYS = 60;

export async function followBusinessCalendar(
  executor: Executor,
  before: BusinessCalendar,
  after: BusinessCalendar,
  userId: string,
): Promise<void> {
  const context = await planContext(executor);
  const to = addDays(context.until, MARGIN_DAYS);
  const was = closedDays(before, context.today, to);
  const is = closedDays(after, context.today, to);
  const changed = [...new Set([...was, ...is])].filter((day) => was.has(day) !== is.has(day));
  if (!changed.length) return;
  const rows = await executor
    .selectDistinct({ serviceId: workLogs.serviceId })
    .from(workLogs)
    .where(
      and(
        eq(workLogs.status, 'pending'),
        eq(workLogs.pinned, false),
        gte(workLogs.date, context.today),
        or(inArray(workLogs.date, changed), inArray(workLogs.plannedDate, changed)),
      ),
    );
  if (rows.length) await replan(executor, { serviceIds: rows.map((row) => row.serviceId) }, userId, context);
}
