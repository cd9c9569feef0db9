// A rain day's plan (rainDay.ts applies and undoes it): the visits of the day and scope, the days they can move to
// with the crews' room on each, and where each goes, read without writing anything.
import { and, asc, eq, inArray, lte, gt, sql, type SQL } from 'drizzle-orm';
import { withParams } from '../../../common/i18n/catalog';
import { MAX_RAIN_DAY_WORK_LOGS, type RainDayPlan, type rainDayPreviewInput } from '../../../common/schemas/rainDay';
import { crews, markets, properties, vendors, workLogs } from '../../db/schema';
import type { Executor } from '../../lib/history';
import { HttpProblem, notFound } from '../../lib/httpErrors';
import { serviceMinutes } from '../workLogs';
import type { z } from 'zod';
import { rulesFor } from './closedDays';
import { withPauses } from './servicePauseRules';
import { capacityOf, crewDays } from './crewRoom';
import { planContext } from './planner';
import {
  absorbedWorkLogs,
  candidateDays,
  crewDayKey,
  movingWorkLogs,
  planFingerprint,
  type SeriesRow,
  targetsWithRoom,
} from './rainDayRules';

export type RainDayInput = z.output<typeof rainDayPreviewInput>;

const dayColumns = {
  _id: workLogs._id,
  serviceId: workLogs.serviceId,
  plannedDate: workLogs.plannedDate,
  date: workLogs.date,
  status: workLogs.status,
  crewId: workLogs.crewId,
  routePosition: workLogs.routePosition,
  pinned: workLogs.pinned,
  routeLock: workLogs.routeLock,
  routePin: workLogs.routePin,
  customerId: workLogs.customerId,
  propertyId: workLogs.propertyId,
  serviceType: workLogs.serviceType,
  vendorId: workLogs.vendorId,
  timeCapHours: workLogs.timeCapHours,
  extraTimeGrantedMinutes: workLogs.extraTimeGrantedMinutes,
  minutesOnSite: workLogs.minutesOnSite,
  address: properties.address,
  marketId: properties.marketId,
  lotSizeCategory: properties.lotSizeCategory,
  crewName: crews.name,
};

async function scopeCondition(executor: Executor, { scope, scopeId }: RainDayInput): Promise<SQL | undefined> {
  if (scope === 'business' || !scopeId) return undefined;
  const table = { market: markets, vendor: vendors, crew: crews }[scope];
  const [found] = await executor.select({ _id: table._id }).from(table).where(eq(table._id, scopeId));
  if (!found) throw notFound(scope);
  return eq({ market: properties.marketId, vendor: workLogs.vendorId, crew: workLogs.crewId }[scope], scopeId);
}

export interface Plan {
  public: RainDayPlan;
  moves: { visit: Awaited<ReturnType<typeof dayRows>>[number]; toDate: string }[];
  absorbed: Map<string, SeriesRow[]>;
}

async function dayRows(executor: Executor, input: RainDayInput) {
  return executor
    .select(dayColumns)
    .from(workLogs)
    .innerJoin(properties, eq(properties._id, workLogs.propertyId))
    .leftJoin(crews, eq(crews._id, workLogs.crewId))
    .where(and(eq(workLogs.date, input.date), await scopeCondition(executor, input)))
    .orderBy(asc(crews.name), sql`${workLogs.routePosition} asc nulls last`, asc(workLogs._id));
}

const MINUTES_PER_HOUR = 60;
const hoursOf = (minutes: number) => Math.round((minutes / MINUTES_PER_HOUR) * 100) / 100;
/** Where each pending visit of the day and scope would go; refuses a past day and "from now on" on another day. */
export async function planRainDay(executor: Executor, input: RainDayInput): Promise<Plan> {
  const { today, rules, rainedOut = [], paused = [] } = await planContext(executor);
  if (input.date < today)
    throw new HttpProblem(400, 'server.rain_day.choose_today_or_later', { date: 'server.rain_day.choose_today_or_later' });
  if (input.fromNow && input.date !== today)
    throw new HttpProblem(400, 'server.rain_day.from_now_only_today', { fromNow: 'server.rain_day.from_now_only_today' });
  const rows = await dayRows(executor, input);
  // A visit whose place in its day the operator locked or pinned stays on it (docs/routing.md).
  const moving = movingWorkLogs(rows, input.fromNow).filter((workLog) => workLog.routeLock === null && workLog.routePin === null);
  if (moving.length > MAX_RAIN_DAY_WORK_LOGS)
    throw new HttpProblem(400, withParams('server.rain_day.too_many_visits', { max: MAX_RAIN_DAY_WORK_LOGS }));

  const candidates = new Map(
    moving.map((workLog) => [
      workLog._id,
      input.targetDate
        ? [input.targetDate]
        : candidateDays(workLog.plannedDate, input.date, withPauses(rulesFor(rules, rainedOut, workLog), paused, workLog)),
    ]),
  );
  const shownDays = [...new Set([...candidates.values()].flat())].sort();
  const crewIds = [...new Set(moving.map((workLog) => workLog.crewId).filter((crew) => crew !== null))];
  const { load, crewRows, routing } = await crewDays(executor, crewIds, shownDays[0] ?? input.date, shownDays.at(-1) ?? input.date);
  const capacity = capacityOf(crewRows);
  const minutes = new Map(moving.map((workLog) => [workLog._id, serviceMinutes(workLog, routing)]));
  const targets = targetsWithRoom(
    moving.map((workLog) => ({
      _id: workLog._id,
      crewId: workLog.crewId,
      minutes: minutes.get(workLog._id)!,
      days: candidates.get(workLog._id)!,
    })),
    { load, capacity },
  );
  const targeted = moving.map((workLog) => ({ visit: workLog, toDate: targets.get(workLog._id) ?? null }));
  const moves = targeted.filter((move): move is Plan['moves'][number] => move.toDate !== null);
  const lastDay = moves.reduce((last, move) => (move.toDate > last ? move.toDate : last), input.date);
  const later =
    moves.length && input.absorb
      ? await executor
          .select({
            _id: workLogs._id,
            serviceId: workLogs.serviceId,
            plannedDate: workLogs.plannedDate,
            date: workLogs.date,
            status: workLogs.status,
          })
          .from(workLogs)
          .where(
            and(
              inArray(workLogs.serviceId, [...new Set(moves.map((move) => move.visit.serviceId))]),
              gt(workLogs.date, input.date),
              lte(workLogs.date, lastDay),
            ),
          )
      : [];
  const absorbed = absorbedWorkLogs(moves, later);
  const shown = moves.map(({ visit, toDate }) => ({
    workLogId: visit._id,
    address: visit.address,
    serviceType: visit.serviceType,
    crewId: visit.crewId,
    crewName: visit.crewName,
    fromDate: visit.date,
    toDate,
    absorbs: absorbed.get(visit._id)?.length ?? 0,
  }));
  const absorbedIds = [...absorbed.values()].flat().map((row) => row._id);
  const count = (status: string) => rows.filter((row) => row.status === status).length;
  return {
    public: {
      date: input.date,
      fingerprint: planFingerprint(shown, absorbedIds),
      moves: shown,
      days: dayLoads(shownDays, crewRows, load, capacity, moves, minutes),
      staying: {
        started: count('started'),
        completed: count('completed'),
        noDay: targeted.length - moves.length,
        passedOver: count('pending') - moving.length,
      },
    },
    moves,
    absorbed,
  };
}

/** Each day's work for the crews whose visits move, before and after the plan, against their hours. */
function dayLoads(
  days: readonly string[],
  crewRows: readonly { _id: string; name: string }[],
  load: ReadonlyMap<string, number>,
  capacity: (crewId: string, date: string) => number,
  moves: Plan['moves'],
  minutes: ReadonlyMap<string, number>,
): RainDayPlan['days'] {
  const arriving = new Map<string, number>();
  for (const { visit, toDate } of moves) {
    if (visit.crewId)
      arriving.set(crewDayKey(visit.crewId, toDate), (arriving.get(crewDayKey(visit.crewId, toDate)) ?? 0) + minutes.get(visit._id)!);
  }
  return days.map((date) => {
    const crewLoads = crewRows.map((crew) => {
      const before = load.get(crewDayKey(crew._id, date)) ?? 0;
      return { crew, before, after: before + (arriving.get(crewDayKey(crew._id, date)) ?? 0), capacity: capacity(crew._id, date) };
    });
    const sum = (pick: (row: (typeof crewLoads)[number]) => number) => crewLoads.reduce((total, row) => total + pick(row), 0);
    return {
      date,
      arriving: moves.filter((move) => move.toDate === date).length,
      beforeHours: hoursOf(sum((row) => row.before)),
      afterHours: hoursOf(sum((row) => row.after)),
      crewHours: hoursOf(sum((row) => row.capacity)),
      over: crewLoads.some((row) => row.after > row.capacity && row.after > row.before),
      crews: crewLoads.map((row) => ({
        crewId: row.crew._id,
        crewName: row.crew.name,
        beforeHours: hoursOf(row.before),
        afterHours: hoursOf(row.after),
        crewHours: hoursOf(row.capacity),
      })),
    };
  });
}

/** Rows per statement: a whole work log is some 40 parameters, and PGlite aborts on statements far past 10,000. */
