// A vendor's day balanced between its crews (issues 33, 43): the routing domain's proposal of which pending visits should
// change crews to lower the day's driving and overtime, with each crew day's figures before and after, the visits the
// operator keeps where they are, and access windows. Read only: the routes (balanceRoutes.ts) write what staff accept.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { pointOf } from '../../../common/geo/distance';
import { type BalanceProgress, type BalanceProposal, balancePreviewInput, type CrewDayFigures } from '../../../common/schemas/balance';
import { windowsOn } from '../../../common/schemas/accessWindows';
import { hoursOn, minutesOf } from '../../../common/schemas/crewHours';
import { crews, vendors, workLogs } from '../../db/schema';
import { readProperties } from '../customers/reads';
import type { Executor } from '../../lib/history';
import { HttpProblem, notFound } from '../../lib/httpErrors';
import { dateIn, isoWeekDay } from '../../lib/calendar';
import { roadTable } from '../../lib/roads/roadTables';
import { readSettings } from '../../lib/settings';
import {
  type BalancePlan,
  dayAfterMoves,
  dayCost,
  figures,
  overtimeMinutes,
  planBalanceOffThread,
  SolverJobCancelled,
  sum,
  type TimedStop,
} from '../routing';
import { type BalanceSettings, crewStanding, pendingInRouteOrder, serviceMinutes, staleMoves } from './balanceRules';
import { movesKeepingWindows, windowMissesOf } from './balanceWindows';
import { clockText, minutesOfDay } from './lateness';
import { type SelectedRow, selectRows } from './rows';

type RoutingFigures = Omit<CrewDayFigures, 'overtimeHours'>;

/** A fixed seed and step budget, so the same day previews the same proposal twice; the time budget is a safety net. */
const SOLVER = { seed: 1, iterations: 5000, timeBudgetMs: 4000 };

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
const shown = (figures: RoutingFigures, overtimeMinutes: number): CrewDayFigures => ({
  stops: figures.stops,
  miles: round(figures.miles, 1),
  driveMinutes: Math.round(figures.driveMinutes),
  serviceMinutes: Math.round(figures.serviceMinutes),
  hours: round(figures.hours, 2),
  overtimeHours: round(overtimeMinutes / 60, 2),
});

export async function vendorCrews(executor: Executor, vendorId: string) {
  const [vendor] = await executor.select({ _id: vendors._id }).from(vendors).where(eq(vendors._id, vendorId));
  if (!vendor) throw notFound('vendor');
  return executor.select().from(crews).where(eq(crews.vendorId, vendorId)).orderBy(asc(crews.name), asc(crews._id));
}

/** Where the day stands now: the date's week day picks each crew's hours; on today, the business's clock cuts them. */
async function dayClock(db: Executor, date: string) {
  const { routing, serviceCalendar } = await readSettings(db, ['routing', 'serviceCalendar']);
  const now = new Date();
  const nowMinutes = dateIn(serviceCalendar.timeZone, now) === date ? minutesOfDay(serviceCalendar.timeZone, now) : null;
  return { routing, nowMinutes, weekDay: isoWeekDay(date) };
}

/** Before a crew had hours, the balance's one day started at 8:00; a crew on its day off is timed from then too. */
const DAY_OFF_START = '08:00';

/** The pending visits as the window rules time them: position, minutes on site and the windows of that week day. */
async function windowedWorkLogs(db: Executor, pending: readonly SelectedRow[], routing: BalanceSettings, weekDay: number) {
  const propertyIds = [...new Set(pending.map((row) => row.propertyId))];
  const rows = await readProperties(db, propertyIds, '_id', 'accessWindows');
  const windows = new Map(rows.map((row) => [row._id, row.accessWindows]));
  return new Map<string, TimedStop>(
    pending.map((row) => [
      row._id,
      {
        id: row._id,
        position: pointOf(row),
        serviceMinutes: serviceMinutes(row, routing),
        windows: windowsOn(windows.get(row.propertyId), weekDay),
      },
    ]),
  );
}

/** A locked crew day as the proposal shows it, unchanged: its figures, hours and stops in their order. */
function lockedDays(
  lockedCrews: readonly (typeof crews.$inferSelect)[],
  rows: readonly SelectedRow[],
  { nowMinutes, weekDay }: { nowMinutes: number | null; weekDay: number },
  routing: BalanceSettings,
) {
  return lockedCrews.map((crew) => {
    const hours = hoursOn(crew.workingHours, weekDay);
    const standing = crewStanding(crew, rows, { hours, nowMinutes }, routing);
    const pending = pendingInRouteOrder([crew._id], rows);
    const visits = pending.map((row) => ({
      id: row._id,
      position: pointOf(row),
      serviceMinutes: serviceMinutes(row, routing),
      crewId: crew._id,
    }));
    return {
      crewId: crew._id,
      hours,
      availableMinutes: standing.availableMinutes,
      start: standing.start ? ([standing.start.latitude, standing.start.longitude] as [number, number]) : null,
      figures: figures(standing.start, visits, routing),
      stops: visits.flatMap((workLog) =>
        workLog.position
          ? [{ workLogId: workLog.id, at: [workLog.position.latitude, workLog.position.longitude] as [number, number] }]
          : [],
      ),
    };
  });
}

/** How a preview is getting on: waiting for the pool (`ahead` of it), or solving since its search started. */
type Progress = (progress: Omit<BalanceProgress, 'vendorId' | 'date'>) => void;

export async function preview(
  db: Executor,
  { vendorId, date, moves, budgetMs }: z.infer<typeof balancePreviewInput>,
  onProgress?: Progress,
  signal?: AbortSignal,
): Promise<BalanceProposal> {
  const vendorDay = await vendorCrews(db, vendorId);
  const allIds = vendorDay.map((crew) => crew._id);
  const allRows = allIds.length ? await selectRows(db).where(and(eq(workLogs.date, date), inArray(workLogs.crewId, allIds))) : [];
  const { routing, nowMinutes, weekDay } = await dayClock(db, date);
  // A crew whose day's order is locked is left as it is: none of its visits leaves it, none joins it (docs/routing.md).
  const lockedIds = new Set(allRows.filter((row) => row.status === 'pending' && row.routeLock !== null).map((row) => row.crewId!));
  const dayCrews = vendorDay.filter((crew) => !lockedIds.has(crew._id));
  const crewIds = dayCrews.map((crew) => crew._id);
  const rows = allRows.filter((row) => !lockedIds.has(row.crewId!));
  const kept = lockedDays(
    vendorDay.filter((crew) => lockedIds.has(crew._id)),
    allRows,
    { nowMinutes, weekDay },
    routing,
  );
  const pending = pendingInRouteOrder(crewIds, rows);
  const hours = dayCrews.map((crew) => hoursOn(crew.workingHours, weekDay));
  const standings = dayCrews.map((crew, index) => crewStanding(crew, rows, { hours: hours[index], nowMinutes }, routing));
  const crews = standings.map((standing, index) => ({
    id: standing.crewId,
    start: standing.start,
    availableMinutes: standing.availableMinutes,
    // The clock the access windows are timed on: the crew's hours that day, or now on a day under way.
    startMinutes: Math.max(minutesOf(hours[index]?.start ?? DAY_OFF_START), nowMinutes ?? 0),
  }));
  const windowed = await windowedWorkLogs(db, pending, routing, weekDay);
  const visits = pending.map((row) => ({
    id: row._id,
    position: pointOf(row),
    serviceMinutes: serviceMinutes(row, routing),
    crewId: row.crewId,
    pinned: row.pinned,
    windows: windowed.get(row._id)!.windows,
  }));
  // The road service's miles between every crew's start and visit, when one is configured (docs/routing.md).
  const roads = await roadTable([...crews.map((crew) => crew.start), ...visits.map((workLog) => workLog.position)]);
  const settings = { averageSpeedMph: routing.averageSpeedMph, detourFactor: routing.detourFactor, roads };
  const { overtimeWeight } = routing;
  const available = new Map(crews.map((crew) => [crew.id, crew.availableMinutes]));

  let plan: Pick<BalancePlan, 'moves' | 'leftOut' | 'day' | 'cost'>;
  if (moves) {
    const stale = staleMoves(moves, rows, new Set(crewIds), date);
    if (stale) throw new HttpProblem(409, stale);
    // The figures are those of the day as an apply leaves it: the moved visits on their new crews, each day re-ordered.
    const day = dayAfterMoves({ crews, visits, moves: new Map(moves.map((move) => [move.workLogId, move.toCrewId])), ...settings });
    const chosen = moves.map((move) => ({
      workLogId: move.workLogId,
      fromCrewId: move.fromCrewId,
      toCrewId: move.toCrewId,
      ticked: true,
      addsMinutes: null,
    }));
    plan = { moves: chosen, leftOut: [], day, cost: dayCost(day, available, overtimeWeight) };
  } else {
    // A named budget: the solver takes half of it, by time (the rest is choosing moves and figuring the day).
    const options = budgetMs ? { seed: SOLVER.seed, iterations: Infinity, timeBudgetMs: budgetMs / 2 } : SOLVER;
    // Off the request's thread: a large day solves for up to the whole budget, and the node's other requests go on.
    // The budget counts from when the search starts: a preview queued behind others waits first, and says so.
    const queuedAt = performance.now();
    let started: number | null = null;
    plan = await planBalanceOffThread(
      { crews, visits, ...settings, overtimeWeight, options },
      ({ bestCost, elapsedMs }) => {
        started ??= performance.now() - elapsedMs;
        onProgress?.({
          state: 'solving',
          ahead: null,
          waitedMs: Math.max(0, started - queuedAt),
          elapsedMs,
          budgetMs: budgetMs ?? SOLVER.timeBudgetMs,
          bestMiles: Number.isFinite(bestCost) ? round(bestCost, 1) : null,
        });
      },
      {
        signal,
        onQueued: (ahead) =>
          onProgress?.({
            state: 'queued',
            ahead,
            waitedMs: performance.now() - queuedAt,
            elapsedMs: 0,
            budgetMs: budgetMs ?? SOLVER.timeBudgetMs,
            bestMiles: null,
          }),
      },
    );
    if (signal?.aborted) throw new SolverJobCancelled();
  }

  // Access windows: the solver plans within them; the proposal still makes no visit late that was on time (the day
  // after the moves is ordered as Generate Route orders it), and says which visits its day leaves outside them.
  const windowCrews = crews.map((crew) => ({
    id: crew.id,
    start: crew.start,
    clock: {
      startMinutes: crew.startMinutes,
      averageSpeedMph: routing.averageSpeedMph,
      detourFactor: routing.detourFactor,
      roads,
    },
  }));
  const currentOrders = crews.map((crew) => ({
    crewId: crew.id,
    workLogIds: visits.filter((workLog) => workLog.crewId === crew.id).map((workLog) => workLog.id),
  }));
  if (!moves && [...windowed.values()].some((workLog) => workLog.windows !== null)) {
    const dayWith = (chosen: readonly { workLogId: string; toCrewId: string }[]) =>
      dayAfterMoves({ crews, visits, moves: new Map(chosen.map((move) => [move.workLogId, move.toCrewId])), ...settings });
    const lateBefore = new Set(windowMissesOf(windowCrews, currentOrders, windowed).keys());
    const kept = movesKeepingWindows(plan.moves, lateBefore, (chosen) => windowMissesOf(windowCrews, dayWith(chosen).crews, windowed));
    if (kept.dropped) {
      const day = dayWith(kept.moves.filter((move) => move.ticked));
      const cost = dayCost(day, available, overtimeWeight);
      plan =
        cost.after < cost.before
          ? { ...plan, moves: kept.moves, day, cost }
          : { ...plan, moves: [], day: dayWith([]), cost: dayCost(dayWith([]), available, overtimeWeight) };
    }
  }
  const misses = windowMissesOf(windowCrews, plan.day.crews, windowed);

  const crewName = new Map(vendorDay.map((crew) => [crew._id, crew.name]));
  const row = new Map(pending.map((workLog) => [workLog._id, workLog]));
  const workLog = (id: string) => ({ workLogId: id, address: row.get(id)!.address, serviceType: row.get(id)!.serviceType });
  const overtime = (figures: RoutingFigures, crewId: string) => overtimeMinutes(figures, available.get(crewId) ?? 0);
  const dayOvertime = (side: 'before' | 'after') => plan.day.crews.reduce((total, crew) => total + overtime(crew[side], crew.crewId), 0);
  const position = new Map(visits.flatMap((workLog) => (workLog.position ? [[workLog.id, workLog.position] as const] : [])));
  const stopsOf = (ids: readonly string[]) =>
    ids.flatMap((id) => {
      const at = position.get(id);
      return at ? [{ workLogId: id, at: [at.latitude, at.longitude] as [number, number] }] : [];
    });
  const keptOvertime = kept.reduce((total, day) => total + overtimeMinutes(day.figures, day.availableMinutes), 0);
  const withKept = (figures: RoutingFigures) => sum([figures, ...kept.map((day) => day.figures)]);
  return {
    vendorId,
    date,
    crews: [
      ...plan.day.crews.map((crew, index) => ({
        crewId: crew.crewId,
        crewName: crewName.get(crew.crewId)!,
        hours: hours[index],
        availableHours: round(standings[index].availableMinutes / 60, 2),
        before: shown(crew.before, overtime(crew.before, crew.crewId)),
        after: shown(crew.after, overtime(crew.after, crew.crewId)),
      })),
      ...kept.map((day) => {
        const figures = shown(day.figures, overtimeMinutes(day.figures, day.availableMinutes));
        return {
          crewId: day.crewId,
          crewName: crewName.get(day.crewId)!,
          hours: day.hours,
          availableHours: round(day.availableMinutes / 60, 2),
          before: figures,
          after: figures,
        };
      }),
    ],
    moves: plan.moves.map((move) => ({
      ...workLog(move.workLogId),
      fromCrewId: move.fromCrewId,
      toCrewId: move.toCrewId,
      fromCrewName: crewName.get(move.fromCrewId)!,
      toCrewName: crewName.get(move.toCrewId)!,
      ticked: move.ticked,
      addsMinutes: move.addsMinutes,
    })),
    leftOut: plan.leftOut.map((left) => ({
      ...workLog(left.workLogId),
      crewId: left.crewId,
      crewName: left.crewId ? (crewName.get(left.crewId) ?? null) : null,
      reason: left.reason,
    })),
    routes: [
      ...plan.day.crews.map((crew, index) => ({
        crewId: crew.crewId,
        start: crews[index].start ? ([crews[index].start.latitude, crews[index].start.longitude] as [number, number]) : null,
        before: stopsOf(visits.filter((workLog) => workLog.crewId === crew.crewId).map((workLog) => workLog.id)),
        after: stopsOf(crew.workLogIds),
      })),
      ...kept.map((day) => ({ crewId: day.crewId, start: day.start, before: day.stops, after: day.stops })),
    ],
    late: [...misses].map(([id, miss]) => ({
      ...workLog(id),
      crewId: miss.crewId,
      crewName: crewName.get(miss.crewId)!,
      reason: miss.timing.problem!,
      arrival: clockText(Math.min(Math.round(miss.timing.arrival), 24 * 60 - 1)),
      window: miss.timing.window && { start: clockText(miss.timing.window.start), end: clockText(miss.timing.window.end) },
    })),
    before: shown(withKept(plan.day.before), dayOvertime('before') + keptOvertime),
    after: shown(withKept(plan.day.after), dayOvertime('after') + keptOvertime),
    cost: { before: round(plan.cost.before, 1), after: round(plan.cost.after, 1), overtimeWeight },
  };
}
