// A crew's day put in route order by the optimiser or by the office, and the re-optimisation of the stops left when a
// stop is skipped or work moves into or out of a crew's day (drivingRouteRoutes.ts serves /work-logs/route).
import { and, asc, eq, sql } from 'drizzle-orm';
import { pointOf, routeEstimate } from '../../../common/geo/distance';
import { isStaff } from '../../../common/permissions';
import type { CrewRoute } from '../../../common/schemas/route';
import { crews, properties, workLogs } from '../../db/schema';
import { appendHistories, type Tx } from '../../lib/history';
import { HttpProblem, MESSAGES, notFound } from '../../lib/httpErrors';
import { planRoute, type RouteStop } from '../routing';
import { readSettings } from '../../lib/settings';
import type { AuthUser } from '../../lib/sessionTokens';

/** Safety net only: on a normal day the optimiser's iteration budget ends the search long before (docs/routing.md). */
const TIME_BUDGET_MS = 2000;
const DONE = new Set(['completed', 'started']);
const SET_ASIDE = new Set(['skipped', 'cancel']);

type Crew = typeof crews.$inferSelect;
type DayStop = Awaited<ReturnType<typeof lockDay>>[number];

export interface CrewDay {
  crewId: string;
  date: string;
}

/** The crew's work logs of the day with their property's position, locked for the reordering. */
export async function lockDay(tx: Tx, { crewId, date }: CrewDay) {
  return tx
    .select({ workLog: workLogs, latitude: properties.latitude, longitude: properties.longitude })
    .from(workLogs)
    .innerJoin(properties, eq(properties._id, workLogs.propertyId))
    .where(and(eq(workLogs.crewId, crewId), eq(workLogs.date, date)))
    .orderBy(sql`${workLogs.routePosition} asc nulls last`, asc(workLogs._id))
    .for('update', { of: workLogs });
}

const stopOf = (stop: DayStop): RouteStop => ({ id: stop.workLog._id, position: pointOf(stop) });
const doneAt = (stop: DayStop) => (stop.workLog.completedAt ?? stop.workLog.startedAt ?? new Date(0)).getTime();

/** Done and started stops as they were done, the pending ones optimised from the last of them, then skipped and cancelled. */
export function optimisedOrder(stops: DayStop[], crew: Crew, detourFactor: number): string[] {
  const fixed = stops.filter((stop) => DONE.has(stop.workLog.status)).sort((a, b) => doneAt(a) - doneAt(b));
  const pending = stops.filter((stop) => stop.workLog.status === 'pending');
  const setAside = stops.filter((stop) => SET_ASIDE.has(stop.workLog.status));
  const start = pointOf({ latitude: crew.startLatitude, longitude: crew.startLongitude });
  const ordered = planRoute({
    start,
    fixed: fixed.map(stopOf),
    pending: pending.map(stopOf),
    detourFactor,
    options: { timeBudgetMs: TIME_BUDGET_MS },
  });
  return [...ordered, ...setAside.map((stop) => stop.workLog._id)];
}

/** Numbers the day 1..n in `order`, writing only the positions that changed, each with its history row. */
export async function savePositions(tx: Tx, stops: DayStop[], order: string[], userId: string | null) {
  const byId = new Map(stops.map((stop) => [stop.workLog._id, stop.workLog]));
  const changed = order
    .map((id, index) => ({ row: byId.get(id)!, position: index + 1 }))
    .filter(({ row, position }) => row.routePosition !== position);
  if (!changed.length) return;
  const values = sql.join(
    changed.map(({ row, position }) => sql`(${row._id}, ${position}::integer)`),
    sql`, `,
  );
  await tx.execute(
    sql`update ${workLogs} set route_position = v.position, updated_at = now() from (values ${values}) as v(id, position) where ${workLogs._id} = v.id`,
  );
  await appendHistories(
    tx,
    changed.map(({ row, position }) => ({
      entity: 'work-log' as const,
      entityId: row._id,
      action: 'route-changed' as const,
      customerId: row.customerId,
      propertyId: row.propertyId,
      userId,
      changes: { routePosition: { from: row.routePosition, to: position } },
    })),
  );
}

/** The road estimate from the crew's start point through the stops in order. */
export function estimate(
  stops: DayStop[],
  order: string[],
  crew: Crew,
  routing: { detourFactor: number; averageSpeedMph: number },
  date: string,
): CrewRoute {
  const byId = new Map(stops.map((stop) => [stop.workLog._id, stop]));
  const start = pointOf({ latitude: crew.startLatitude, longitude: crew.startLongitude });
  const driven = order.map((id) => byId.get(id)!).filter((stop) => !SET_ASIDE.has(stop.workLog.status));
  const { miles, minutes } = routeEstimate([start, ...driven.map(pointOf)], routing);
  return { crewId: crew._id, date, workLogIds: order, miles: Math.round(miles * 10) / 10, minutes: Math.round(minutes) };
}

/**
 * Re-optimises the pending stops of each crew day from its last completed stop, inside the caller's transaction:
 * after a skip, or when work logs move into or out of a crew's day (reassign, move).
 */
export async function reoptimiseCrewDays(
  tx: Tx,
  days: readonly { crewId: string | null; date: string }[],
  userId: string | null,
): Promise<void> {
  const unique = new Map(days.filter((day): day is CrewDay => day.crewId !== null).map((day) => [`${day.crewId}|${day.date}`, day]));
  if (!unique.size) return;
  const { routing } = await readSettings(tx, ['routing']);
  for (const day of [...unique.values()].sort((a, b) => `${a.crewId}|${a.date}`.localeCompare(`${b.crewId}|${b.date}`))) {
    const [crew] = await tx.select().from(crews).where(eq(crews._id, day.crewId));
    if (!crew) continue;
    const stops = await lockDay(tx, day);
    await savePositions(tx, stops, optimisedOrder(stops, crew, routing.detourFactor), userId);
  }
}

/** The crew, when the caller may order its day: staff any crew, a crew its own, a vendor its own crews'. */
export async function orderableCrew(tx: Tx, user: AuthUser, crewId: string): Promise<Crew> {
  const [crew] = await tx.select().from(crews).where(eq(crews._id, crewId));
  const own =
    isStaff(user) ||
    (user.type === 'crew' && user.crewId === crewId) ||
    (user.type === 'vendor' && !!user.vendorId && crew?.vendorId === user.vendorId);
  // Another vendor's crew answers as a refusal, never as "not found", so ids of other vendors' crews are not probed.
  if (!own) throw new HttpProblem(403, MESSAGES.forbidden);
  if (!crew) throw notFound('crew');
  return crew;
}
