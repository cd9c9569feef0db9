// A rain day's plan (rainDay.ts applies and undoes it): the visits of the day and scope, the days they can move to
// with the crews' room on each, and where each goes, read without writing anything; and a digest of what it read.
import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, lte, gt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { withParams } from '../../../common/i18n/catalog';
import { MAX_RAIN_DAY_WORK_LOGS, type RainDayPlan, type rainDayPreviewInput } from '../../../common/schemas/rainDay';
import { crews, markets, properties, vendors, workLogs } from '../../db/schema';
import type { Executor } from '../../lib/history';
import { HttpProblem, notFound } from '../../lib/httpErrors';
import { readSettings } from '../../lib/settings';
import { serviceMinutes } from '../workLogs';
import type { z } from 'zod';
import { rulesFor } from './closedDays';
import { withPauses } from './servicePauseRules';
import { capacityOf, crewDays, crewHoursQuery, crewLoadQuery } from './crewRoom';
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

/** The rain day's scope as a condition on its visits (no condition for the business). */
function scopeCondition({ scope, scopeId }: RainDayInput): SQL | undefined {
  if (scope === 'business' || !scopeId) return undefined;
  return eq({ market: properties.marketId, vendor: workLogs.vendorId, crew: workLogs.crewId }[scope], scopeId);
}

/** Refuses a market, vendor or crew that does not exist (404). */
async function checkScope(executor: Executor, { scope, scopeId }: RainDayInput) {
  if (scope === 'business' || !scopeId) return;
  const table = { market: markets, vendor: vendors, crew: crews }[scope];
  const [found] = await executor.select({ _id: table._id }).from(table).where(eq(table._id, scopeId));
  if (!found) throw notFound(scope);
}

/** What the plan's reads depended on besides the input: the crews and days whose room it read, the series it looked along. */
interface PlanBasis {
  crewIds: string[];
  from: string;
  to: string;
  /** The moved visits' services and the last day they move to, when later visits of their series were read (absorb). */
  series: { serviceIds: string[]; lastDay: string } | null;
}

export interface Plan {
  public: RainDayPlan;
  moves: { visit: Awaited<ReturnType<typeof dayQuery>>[number]; toDate: string }[];
  absorbed: Map<string, SeriesRow[]>;
  basis: PlanBasis;
}

const dayQuery = (executor: Executor, input: RainDayInput) =>
  executor
    .select(dayColumns)
    .from(workLogs)
    .innerJoin(properties, eq(properties._id, workLogs.propertyId))
    .leftJoin(crews, eq(crews._id, workLogs.crewId))
    .where(and(eq(workLogs.date, input.date), scopeCondition(input)))
    .orderBy(asc(crews.name), sql`${workLogs.routePosition} asc nulls last`, asc(workLogs._id));

/** The visits of the moved visits' series after the rain day, up to the last day one moves to. */
const seriesQuery = (executor: Executor, date: string, { serviceIds, lastDay }: NonNullable<PlanBasis['series']>) =>
  executor
    .select({
      _id: workLogs._id,
      serviceId: workLogs.serviceId,
      plannedDate: workLogs.plannedDate,
      date: workLogs.date,
      status: workLogs.status,
    })
    .from(workLogs)
    .where(and(inArray(workLogs.serviceId, serviceIds), gt(workLogs.date, date), lte(workLogs.date, lastDay)));

const MINUTES_PER_HOUR = 60;
const hoursOf = (minutes: number) => Math.round((minutes / MINUTES_PER_HOUR) * 100) / 100;
/** Where each pending visit of the day and scope would go; refuses a past day and "from now on" on another day. */
export async function planRainDay(executor: Executor, input: RainDayInput): Promise<Plan> {
  const { today, rules, rainedOut = [], paused = [] } = await planContext(executor);
  if (input.date < today)
    throw new HttpProblem(400, 'server.rain_day.choose_today_or_later', { date: 'server.rain_day.choose_today_or_later' });
  if (input.fromNow && input.date !== today)
    throw new HttpProblem(400, 'server.rain_day.from_now_only_today', { fromNow: 'server.rain_day.from_now_only_today' });
  await checkScope(executor, input);
  const rows = await dayQuery(executor, input);
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
  const [from, to] = [shownDays[0] ?? input.date, shownDays.at(-1) ?? input.date];
  const { load, crewRows, routing } = await crewDays(executor, crewIds, from, to);
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
  const series = moves.length && input.absorb ? { serviceIds: [...new Set(moves.map((move) => move.visit.serviceId))], lastDay } : null;
  const later = series ? await seriesQuery(executor, input.date, series) : [];
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
    basis: { crewIds, from, to, series },
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

/** One digest of a query's rows, in whatever order they come: the rows as text, sorted, hashed by PostgreSQL. */
const digestOf = (query: SQLWrapper) => sql`(select md5(coalesce(string_agg(q::text, ',' order by q::text), '')) from ${query} as q)`;

/**
 * A digest of everything `planRainDay` read for `plan`: the business's today, its calendar, rained-out days, pauses
 * and routing settings; every visit of the day and scope with its property's and crew's columns the plan reads; the
 * visits filling the moving crews' candidate days and those crews' hours; the later visits of the moved series when
 * it absorbs. The plan is a function of these alone, so the same digest read again means the same plan: apply made it
 * outside its transaction and checks this under the lock (rainDay.ts).
 */
export async function planWitness(executor: Executor, input: RainDayInput, { basis }: Plan): Promise<string> {
  const { today, rules, rainedOut = [], paused = [] } = await planContext(executor);
  const { businessCalendar, routing } = await readSettings(executor, ['businessCalendar', 'routing']);
  const sorted = (list: readonly object[]) => list.map((item) => JSON.stringify(item)).sort();
  const { crewIds, from, to, series } = basis;
  const crewsRead = crewIds.length > 0 && from <= to;
  const { rows } = await executor.execute<Record<string, string | null>>(sql`select
    ${digestOf(dayQuery(executor, input))} as day,
    ${crewsRead ? digestOf(crewLoadQuery(executor, crewIds, from, to)) : sql`null`} as load,
    ${crewsRead ? digestOf(crewHoursQuery(executor, crewIds)) : sql`null`} as hours,
    ${series ? digestOf(seriesQuery(executor, input.date, series)) : sql`null`} as series`);
  return createHash('sha256')
    .update(JSON.stringify([today, rules, businessCalendar, routing, sorted(rainedOut), sorted(paused), rows[0]]))
    .digest('hex');
}
