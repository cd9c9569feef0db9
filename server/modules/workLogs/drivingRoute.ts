// A crew's day put in route order by the optimiser or by the office, and the re-optimisation of the stops left when a
// stop is skipped or work moves into or out of a crew's day (drivingRouteRoutes.ts serves /work-logs/route).
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { pointOf, routeEstimate } from '../../../common/geo/distance';
import { legMiles } from '../../../common/geo/roads';
import { isStaff } from '../../../common/permissions';
import { windowsOn } from '../../../common/schemas/accessWindows';
import { hoursOn, minutesOf } from '../../../common/schemas/crewHours';
import type { CrewRoute } from '../../../common/schemas/route';
import { crews, properties, workLogs } from '../../db/schema';
import { dateIn, isoWeekDay } from '../../lib/calendar';
import type { Executor, Tx } from '../../lib/history';
import { HttpProblem, MESSAGES, notFound } from '../../lib/httpErrors';
import {
  type DayClock,
  keepsAnything,
  type KeptRouteInput,
  type OffThreadOptions,
  orderForWindows,
  orderForWindowsOffThread,
  placeAtTimes,
  planKeptRoute,
  planRoute,
  planRouteOffThread,
  type RouteStop,
  timeline,
  type TimedStop,
  windowProblems,
} from '../routing';
import { learnedDetourFactor, roadTable } from '../../lib/roads/roadTables';
import { readSettings } from '../../lib/settings';
import type { AuthUser } from '../../lib/sessionTokens';
import { type BalanceSettings, serviceMinutes } from './balanceRules';
import { clockText, minutesOfDay } from './lateness';
import { type PositionChange, positionChanges, writePositions } from './routeWrites';

/** Safety net only: on a normal day the optimiser's iteration budget ends the search long before (docs/routing.md). */
const TIME_BUDGET_MS = 2000;
const DONE = new Set(['completed', 'started']);
const SET_ASIDE = new Set(['skipped', 'cancel']);

type Crew = typeof crews.$inferSelect;
type DayStop = Awaited<ReturnType<typeof readDay>>[number];

export interface CrewDay {
  crewId: string;
  date: string;
}

const dayColumns = {
  workLog: workLogs,
  latitude: properties.latitude,
  longitude: properties.longitude,
  lotSizeCategory: properties.lotSizeCategory,
  accessWindows: properties.accessWindows,
};

/** The crew's work logs of the day with their property's position. */
export function readDay(executor: Executor, { crewId, date }: CrewDay) {
  return readDayStops(executor, and(eq(workLogs.crewId, crewId), eq(workLogs.date, date))!);
}

/** The work logs `which` names with their property's place, each crew day in route order. */
export function readDayStops(executor: Executor, which: SQL) {
  return executor
    .select(dayColumns)
    .from(workLogs)
    .innerJoin(properties, eq(properties._id, workLogs.propertyId))
    .where(which)
    .orderBy(asc(workLogs.crewId), asc(workLogs.date), sql`${workLogs.routePosition} asc nulls last`, asc(workLogs._id));
}

/** The crew's work logs of the day, locked for the reordering. */
export async function lockDay(tx: Tx, day: CrewDay) {
  return readDay(tx, day).for('update', { of: workLogs });
}

/** What the optimiser reads of a stop: everything but its position (which the order replaces) and when it was written. */
const workOf = ({ workLog: { routePosition: _position, updatedAt: _updated, ...workLog }, ...place }: DayStop) =>
  JSON.stringify({ workLog, place });

/** Whether the day read before the optimiser ran is the day locked after it: the same stops, in the same state. */
export function sameWork(read: readonly DayStop[], locked: readonly DayStop[]): boolean {
  const before = new Set(read.map(workOf));
  return read.length === locked.length && locked.every((stop) => before.has(workOf(stop)));
}

const stopOf = (stop: DayStop): RouteStop => ({ id: stop.workLog._id, position: pointOf(stop) });
const doneAt = (stop: DayStop) => (stop.workLog.completedAt ?? stop.workLog.startedAt ?? new Date(0)).getTime();
/** Before a crew had hours, the balance's one day started at 8:00; a crew on its day off is timed from then too. */
const DAY_OFF_START = '08:00';

/** What times a crew's day: the Routing settings, the date's week day and when the crew sets out. */
export interface RouteDay {
  date: string;
  routing: BalanceSettings;
  weekDay: number;
  clock: DayClock;
}

/**
 * The crew sets out at the start of its hours that week day, or now when the day is today and already under way. With
 * the day's stops, the legs between them are the road service's when one is configured (docs/routing.md, "Road
 * distances"); when it does not answer, straight lines times the detour factor it taught, else the setting's.
 */
export async function routeDay(executor: Executor, crew: Crew, date: string, stops?: readonly DayStop[]): Promise<RouteDay> {
  const { routing, serviceCalendar } = await readSettings(executor, ['routing', 'serviceCalendar']);
  const weekDay = isoWeekDay(date);
  const now = new Date();
  const opens = minutesOf(hoursOn(crew.workingHours, weekDay)?.start ?? DAY_OFF_START);
  const startMinutes =
    dateIn(serviceCalendar.timeZone, now) === date ? Math.max(opens, minutesOfDay(serviceCalendar.timeZone, now)) : opens;
  const start = pointOf({ latitude: crew.startLatitude, longitude: crew.startLongitude });
  const roads = stops ? await roadTable([start, ...stops.map(pointOf)]) : null;
  const detourFactor = (stops && !roads && learnedDetourFactor()?.factor) || routing.detourFactor;
  return { date, routing, weekDay, clock: { startMinutes, averageSpeedMph: routing.averageSpeedMph, detourFactor, roads } };
}

const timedStop = (stop: DayStop, day: RouteDay): TimedStop => ({
  id: stop.workLog._id,
  position: pointOf(stop),
  serviceMinutes: serviceMinutes({ ...stop.workLog, lotSizeCategory: stop.lotSizeCategory }, day.routing),
  windows: windowsOn(stop.accessWindows, day.weekDay),
});

/** Where the pending stops set out from: the last done stop with a position, else the crew's start point. */
function depotOf(fixed: readonly DayStop[], crew: Crew) {
  const done = [...fixed].reverse().find((stop) => pointOf(stop));
  return done ? pointOf(done) : pointOf({ latitude: crew.startLatitude, longitude: crew.startLongitude });
}

const fixedStops = (stops: readonly DayStop[]) =>
  stops.filter((stop) => DONE.has(stop.workLog.status)).sort((a, b) => doneAt(a) - doneAt(b));

/** Whether a stop's place is kept: locked by the office or the crew, or, for a crew that keeps its order, already placed. */
const isKept = (stop: DayStop, crew: Crew) => stop.workLog.routeLock !== null || (crew.keepOrder && stop.workLog.routePosition !== null);

/** What the optimiser is given of the day: the pending stops, from the last done stop or the crew's start point. */
function routeInput(stops: DayStop[], crew: Crew, day: RouteDay): KeptRouteInput {
  const pending = stops.filter((stop) => stop.workLog.status === 'pending');
  const idsWhere = (keep: (stop: DayStop) => boolean) => pending.filter(keep).map((stop) => stop.workLog._id);
  return {
    start: pointOf({ latitude: crew.startLatitude, longitude: crew.startLongitude }),
    fixed: fixedStops(stops).map(stopOf),
    pending: pending.map(stopOf),
    detourFactor: day.clock.detourFactor,
    roads: day.clock.roads,
    options: { timeBudgetMs: TIME_BUDGET_MS },
    kept: idsWhere((stop) => isKept(stop, crew)),
    first: idsWhere((stop) => stop.workLog.routePin === 'first'),
    last: idsWhere((stop) => stop.workLog.routePin === 'last'),
  };
}

/** The stops the order keeps in place: locked, placed under "keep my order", or pinned. */
export function keptStops(stops: readonly DayStop[], crew: Crew): string[] {
  return stops
    .filter((stop) => stop.workLog.status === 'pending' && (isKept(stop, crew) || stop.workLog.routePin !== null))
    .map((stop) => stop.workLog._id);
}

/** The optimiser's pending stops with a position, as the access-window repair takes them, from where the crew sets out. */
function windowInput(stops: DayStop[], crew: Crew, day: RouteDay, ordered: readonly string[]) {
  const fixed = fixedStops(stops);
  const byId = new Map(stops.map((stop) => [stop.workLog._id, stop]));
  const located = ordered
    .slice(fixed.length)
    .map((id) => byId.get(id)!)
    .filter((stop) => pointOf(stop));
  return [depotOf(fixed, crew), located.map((stop) => timedStop(stop, day)), day.clock] as const;
}

/**
 * The optimiser's order made the day's: the stops with a position in `timed` (the access-window repair's order), or
 * as the optimiser left them when the operator keeps an order (`timed` null: windows never undo it, the misses are
 * reported), stops pinned at a time placed nearest to it, skipped and cancelled stops last.
 */
function orderAround(
  stops: DayStop[],
  crew: Crew,
  day: RouteDay,
  ordered: readonly string[],
  timed: readonly TimedStop[] | null,
): string[] {
  const fixed = fixedStops(stops);
  const setAside = stops.filter((stop) => SET_ASIDE.has(stop.workLog.status));
  const byId = new Map(stops.map((stop) => [stop.workLog._id, stop]));
  const optimised = ordered.slice(fixed.length).map((id) => byId.get(id)!);
  const idOf = (stop: DayStop) => stop.workLog._id;
  let pendingOrder = timed
    ? [...timed.map((stop) => stop.id), ...optimised.filter((stop) => !pointOf(stop)).map(idOf)]
    : optimised.map(idOf);
  const atTimes = optimised.flatMap((stop) =>
    stop.workLog.routePin === 'at' && stop.workLog.routePinTime ? [{ id: idOf(stop), minutes: minutesOf(stop.workLog.routePinTime) }] : [],
  );
  if (atTimes.length) {
    const firsts = optimised.filter((stop) => stop.workLog.routePin === 'first').length;
    const lasts = optimised.filter((stop) => stop.workLog.routePin === 'last').length;
    const arrivals = (order: readonly string[]) =>
      new Map(
        timeline(
          depotOf(fixed, crew),
          order.map((id) => timedStop(byId.get(id)!, day)),
          day.clock,
        ).map((timing) => [timing.id, timing.arrival]),
      );
    pendingOrder = placeAtTimes(pendingOrder, atTimes, { from: firsts, to: pendingOrder.length - lasts }, arrivals);
  }
  return [...fixed.map(idOf), ...pendingOrder, ...setAside.map(idOf)];
}

/**
 * Done and started stops as they were done, the pending ones optimised from the last of them (for distance, then
 * changed where that order misses access windows: routing/timeWindows.ts) around the stops the operator keeps, then
 * skipped and cancelled. On this thread: for a day locked in a transaction, which must not wait its turn on the pool.
 */
export function optimisedOrder(stops: DayStop[], crew: Crew, day: RouteDay): string[] {
  const input = routeInput(stops, crew, day);
  if (keepsAnything(input)) return orderAround(stops, crew, day, planKeptRoute(input), null);
  const ordered = planRoute(input);
  return orderAround(stops, crew, day, ordered, orderForWindows(...windowInput(stops, crew, day, ordered)));
}

/**
 * optimisedOrder's order, with the optimiser's searches on the routing domain's solver pool (this thread stays free);
 * `whenIdle`: only on a worker free at once, else here (a day ordered under its lock).
 */
export async function optimisedOrderOffThread(
  stops: DayStop[],
  crew: Crew,
  day: RouteDay,
  options: OffThreadOptions = {},
): Promise<string[]> {
  const input = routeInput(stops, crew, day);
  // A kept order only places the free stops (cheapest insertion, or a search between pins): on this thread.
  if (keepsAnything(input)) return orderAround(stops, crew, day, planKeptRoute(input), null);
  const ordered = await planRouteOffThread(input, options);
  return orderAround(stops, crew, day, ordered, await orderForWindowsOffThread(...windowInput(stops, crew, day, ordered), options));
}

/** The pending visits that `order` leaves outside their access windows, with the arrival and the window missed. */
export function windowMisses(stops: DayStop[], order: string[], crew: Crew, day: RouteDay): CrewRoute['late'] {
  const byId = new Map(stops.map((stop) => [stop.workLog._id, stop]));
  const pending = order.map((id) => byId.get(id)!).filter((stop) => stop.workLog.status === 'pending');
  const clock = (minutes: number) => clockText(Math.min(Math.round(minutes), 24 * 60 - 1));
  return windowProblems(
    timeline(
      depotOf(fixedStops(stops), crew),
      pending.map((stop) => timedStop(stop, day)),
      day.clock,
    ),
  ).map((timing) => ({
    workLogId: timing.id,
    reason: timing.problem!,
    arrival: clock(timing.arrival),
    window: timing.window && { start: clock(timing.window.start), end: clock(timing.window.end) },
  }));
}

/** Miles and minutes from the crew's start point through the stops driven in `order`. */
function roadFigures(stops: readonly DayStop[], order: readonly string[], crew: Crew, day: RouteDay) {
  const byId = new Map(stops.map((stop) => [stop.workLog._id, stop]));
  const start = pointOf({ latitude: crew.startLatitude, longitude: crew.startLongitude });
  const driven = order.map((id) => byId.get(id)!).filter((stop) => !SET_ASIDE.has(stop.workLog.status));
  const { miles, minutes } = routeEstimate([start, ...driven.map(pointOf)], {
    ...day.clock,
    legMiles: legMiles(day.clock.detourFactor, day.clock.roads),
  });
  return { miles: Math.round(miles * 10) / 10, minutes: Math.round(minutes) };
}

/**
 * The road estimate from the crew's start point through the stops in order, beside the day as it was (`stops` in
 * their order before): what an Undo puts back and what a proposal is compared with.
 */
export function estimate(stops: DayStop[], order: string[], crew: Crew, day: RouteDay, saved = true): CrewRoute {
  const previous = stops.map((stop) => stop.workLog._id);
  return {
    crewId: crew._id,
    date: day.date,
    workLogIds: order,
    ...roadFigures(stops, order, crew, day),
    late: windowMisses(stops, order, crew, day),
    previous: { workLogIds: previous, ...roadFigures(stops, previous, crew, day) },
    moved: order.filter((id, index) => previous[index] !== id).length,
    kept: keptStops(stops, crew),
    saved,
  };
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
  const unique = new Map(days.filter((day): day is CrewDay => day.crewId !== null).map((day) => [dayKey(day), day]));
  if (!unique.size) return;
  const crewRows = await tx
    .select()
    .from(crews)
    .where(inArray(crews._id, [...new Set([...unique.values()].map((day) => day.crewId))]));
  const crewOf = new Map(crewRows.map((crew) => [crew._id, crew]));
  const wanted = [...unique.values()].filter((day) => crewOf.has(day.crewId));
  const stopsOf = await lockDays(tx, wanted);
  const changed: PositionChange[] = [];
  for (const day of wanted) {
    const crew = crewOf.get(day.crewId)!;
    const stops = stopsOf.get(dayKey(day)) ?? [];
    changed.push(...positionChanges(stops, optimisedOrder(stops, crew, await routeDay(tx, crew, day.date, stops))));
  }
  await writePositions(tx, changed, userId);
}

const dayKey = (day: CrewDay) => `${day.crewId}|${day.date}`;
/** Crew days per locking read: two parameters each. */
const DAYS_PER_LOCK = 500;

/** The work logs of many crew days, locked in one read per few hundred days (crew, then date), each day in its order. */
async function lockDays(tx: Tx, days: readonly CrewDay[]): Promise<Map<string, DayStop[]>> {
  const sorted = [...days].sort((a, b) => a.crewId.localeCompare(b.crewId) || a.date.localeCompare(b.date));
  const stopsOf = new Map<string, DayStop[]>();
  for (let start = 0; start < sorted.length; start += DAYS_PER_LOCK) {
    const pairs = sql.join(
      sorted.slice(start, start + DAYS_PER_LOCK).map((day) => sql`(${day.crewId}, ${day.date}::date)`),
      sql`, `,
    );
    const rows = await tx
      .select(dayColumns)
      .from(workLogs)
      .innerJoin(properties, eq(properties._id, workLogs.propertyId))
      .where(sql`(${workLogs.crewId}, ${workLogs.date}) in (${pairs})`)
      .orderBy(asc(workLogs.crewId), asc(workLogs.date), sql`${workLogs.routePosition} asc nulls last`, asc(workLogs._id))
      .for('update', { of: workLogs });
    for (const row of rows) {
      const key = dayKey({ crewId: row.workLog.crewId!, date: row.workLog.date });
      const stops = stopsOf.get(key);
      if (stops) stops.push(row);
      else stopsOf.set(key, [row]);
    }
  }
  return stopsOf;
}

/** The crew, when the caller may order its day: staff any crew, a crew its own, a vendor its own crews'. */
export async function orderableCrew(executor: Executor, user: AuthUser, crewId: string): Promise<Crew> {
  const [crew] = await executor.select().from(crews).where(eq(crews._id, crewId));
  const own =
    isStaff(user) ||
    (user.type === 'crew' && user.crewId === crewId) ||
    (user.type === 'vendor' && !!user.vendorId && crew?.vendorId === user.vendorId);
  // Another vendor's crew answers as a refusal, never as "not found", so ids of other vendors' crews are not probed.
  if (!own) throw new HttpProblem(403, MESSAGES.forbidden);
  if (!crew) throw notFound('crew');
  return crew;
}
