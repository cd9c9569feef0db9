// A rain day's plan, apply and undo (I/O around the pure rules in rainDayRules.ts): which visits of the day and scope
// move where, written in one transaction with history, route order, notices and a record undo reads back.
import { and, asc, eq, inArray, lte, gt, sql, type SQL } from 'drizzle-orm';
import { withParams } from '../../../common/i18n/catalog';
import { MAX_RAIN_DAY_VISITS, type RainDayPlan, type rainDayPreviewInput, type RainDayResult } from '../../../common/schemas/rainDay';
import { crews, markets, properties, rainDays, type RainDayMove, vendors, type WorkLog, workLogs } from '../../db/schema';
import { appendHistories, type Executor, type Tx } from '../../lib/history';
import { HttpProblem, notFound } from '../../lib/httpErrors';
import type { Notify } from '../messaging';
import { readSettings } from '../../lib/settings';
import { dateIn } from '../../lib/calendar';
import {
  removeAbsorbedVisits,
  reoptimiseCrewDays,
  restoreAbsorbedVisits,
  restoreRoutePositions,
  serviceMinutes,
  setVisitDates,
} from '../workLogs';
import type { z } from 'zod';
import { rulesFor } from './closedDays';
import { capacityOf, crewDays } from './crewRoom';
import { planContext } from './planner';
import { tell } from './rainDayNotices';
import {
  absorbedVisits,
  candidateDays,
  crewDayKey,
  movingVisits,
  planFingerprint,
  type SeriesRow,
  targetsWithRoom,
  undoProblem,
} from './rainDayRules';

export type RainDayInput = z.output<typeof rainDayPreviewInput>;
type RainDayRecord = typeof rainDays.$inferSelect;

/** One key for every rain day's apply and undo: two at once wait for each other, the second then finds the plan changed. */
const RAIN_DAY_LOCK = 3_300_001;

const dayColumns = {
  _id: workLogs._id,
  serviceId: workLogs.serviceId,
  plannedDate: workLogs.plannedDate,
  date: workLogs.date,
  status: workLogs.status,
  crewId: workLogs.crewId,
  routePosition: workLogs.routePosition,
  pinned: workLogs.pinned,
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
  const { today, rules, rainedOut = [] } = await planContext(executor);
  if (input.date < today)
    throw new HttpProblem(400, 'server.rain_day.choose_today_or_later', { date: 'server.rain_day.choose_today_or_later' });
  if (input.fromNow && input.date !== today)
    throw new HttpProblem(400, 'server.rain_day.from_now_only_today', { fromNow: 'server.rain_day.from_now_only_today' });
  const rows = await dayRows(executor, input);
  const moving = movingVisits(rows, input.fromNow);
  if (moving.length > MAX_RAIN_DAY_VISITS)
    throw new HttpProblem(400, withParams('server.rain_day.too_many_visits', { max: MAX_RAIN_DAY_VISITS }));

  const candidates = new Map(
    moving.map((visit) => [
      visit._id,
      input.targetDate ? [input.targetDate] : candidateDays(visit.plannedDate, input.date, rulesFor(rules, rainedOut, visit)),
    ]),
  );
  const shownDays = [...new Set([...candidates.values()].flat())].sort();
  const crewIds = [...new Set(moving.map((visit) => visit.crewId).filter((crew) => crew !== null))];
  const { load, crewRows, routing } = await crewDays(executor, crewIds, shownDays[0] ?? input.date, shownDays.at(-1) ?? input.date);
  const capacity = capacityOf(crewRows);
  const minutes = new Map(moving.map((visit) => [visit._id, serviceMinutes(visit, routing)]));
  const targets = targetsWithRoom(
    moving.map((visit) => ({ _id: visit._id, crewId: visit.crewId, minutes: minutes.get(visit._id)!, days: candidates.get(visit._id)! })),
    { load, capacity },
  );
  const targeted = moving.map((visit) => ({ visit, toDate: targets.get(visit._id) ?? null }));
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
  const absorbed = absorbedVisits(moves, later);
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
const CHUNK = 200;
const chunks = <T>(list: readonly T[]) =>
  Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, index) => list.slice(index * CHUNK, (index + 1) * CHUNK));

const lockRainDays = (tx: Tx) => tx.execute(sql`select pg_advisory_xact_lock(${RAIN_DAY_LOCK})`);

const history = (
  row: { _id: string; customerId: string; propertyId: string },
  action: 'updated' | 'deleted' | 'created',
  userId: string,
  changes: Record<string, { from: unknown; to: unknown }>,
) => ({
  entity: 'work-log',
  entityId: row._id,
  action,
  customerId: row.customerId,
  propertyId: row.propertyId,
  userId,
  changes,
});

const resultOf = (record: RainDayRecord): RainDayResult => ({
  _id: record._id,
  date: record.date,
  moved: record.moves.length,
  absorbed: record.absorbed.length,
  undoneAt: record.undoneAt?.toISOString() ?? null,
});

/** Moves the plan previewed, or refuses with a 409 when the plan is not the one previewed any more. Answers the record and the ids touched. */
export async function applyRainDay(tx: Tx, notify: Notify, input: RainDayInput & { fingerprint: string }, userId: string) {
  await lockRainDays(tx);
  const plan = await planRainDay(tx, input);
  const absorbed = [...plan.absorbed.values()].flat();
  const ids = [...plan.moves.map((move) => move.visit._id), ...absorbed.map((row) => row._id)];
  // A crew starting a visit does not take the rain-day lock: the rows are locked and checked once more.
  const locked = ids.length
    ? await tx.select().from(workLogs).where(inArray(workLogs._id, ids)).orderBy(asc(workLogs._id)).for('update')
    : [];
  const stillPending = locked.filter((row) => row.status === 'pending').length === ids.length;
  if (plan.public.fingerprint !== input.fingerprint || !stillPending) throw new HttpProblem(409, 'server.rain_day.plan_changed');
  if (!plan.moves.length) throw new HttpProblem(409, 'server.rain_day.nothing_to_move');

  await setVisitDates(
    tx,
    plan.moves.map(({ visit, toDate }) => ({ _id: visit._id, date: toDate, pinned: true, routePosition: null })),
  );
  const byId = new Map(locked.map((row) => [row._id, row]));
  await removeAbsorbedVisits(
    tx,
    absorbed.map((row) => row._id),
  );
  await appendHistories(tx, [
    ...plan.moves.map(({ visit, toDate }) =>
      history(visit, 'updated', userId, {
        date: { from: visit.date, to: toDate },
        rainDay: { from: visit.date, to: toDate },
        ...(!visit.pinned && { pinned: { from: false, to: true } }),
      }),
    ),
    ...absorbed.map((row) => history(byId.get(row._id)!, 'deleted', userId, { rainDay: { from: row.date, to: null } })),
  ]);
  const moves: RainDayMove[] = plan.moves.map(({ visit, toDate }) => ({
    workLogId: visit._id,
    fromDate: visit.date,
    toDate,
    routePosition: visit.routePosition,
    pinned: visit.pinned,
  }));
  const leftDays = [...new Set(plan.moves.map(({ visit }) => visit.crewId).filter((crew) => crew !== null))];
  const kept = leftDays.length
    ? await tx
        .select({ workLogId: workLogs._id, date: workLogs.date, routePosition: workLogs.routePosition })
        .from(workLogs)
        .where(and(eq(workLogs.date, input.date), inArray(workLogs.crewId, leftDays)))
    : [];
  const [record] = await tx
    .insert(rainDays)
    .values({
      date: input.date,
      scope: input.scope,
      scopeId: input.scopeId,
      fromNow: input.fromNow,
      targetDate: input.targetDate,
      absorb: input.absorb,
      marketIds: [...new Set(plan.moves.map(({ visit }) => visit.marketId).filter((market) => market !== null))],
      moves,
      absorbed: absorbed.map((row) => byId.get(row._id)!),
      keptPositions: kept,
      appliedBy: userId,
    })
    .returning();
  await reoptimiseCrewDays(
    tx,
    [
      ...plan.moves.flatMap(({ visit, toDate }) => [
        { crewId: visit.crewId, date: visit.date },
        { crewId: visit.crewId, date: toDate },
      ]),
      ...absorbed.map((row) => ({ crewId: byId.get(row._id)!.crewId, date: row.date })),
    ],
    userId,
  );
  await tell(
    tx,
    notify,
    userId,
    input.date,
    'applied_message',
    plan.moves.map(({ visit, toDate }) => ({ ...visit, from: visit.date, to: toDate })),
  );
  const redated = plan.moves.map(({ visit, toDate }) => redatedVisit(visit, toDate));
  return { result: resultOf(record), ids, redated };
}

/** A visit given a new date, as the `visits.moved` event names it for its customer to be told. */
const redatedVisit = (visit: Pick<WorkLog, '_id' | 'customerId' | 'serviceType'>, date: string) => ({
  workLogId: visit._id,
  customerId: visit.customerId,
  serviceType: visit.serviceType,
  date,
});

/** A stored work log back as a row to insert: JSON kept its times as text. */
function storedRow(stored: Record<string, unknown>): WorkLog {
  const time = (value: unknown) => (value ? new Date(String(value)) : null);
  return {
    ...(stored as unknown as WorkLog),
    createdAt: time(stored.createdAt)!,
    updatedAt: new Date(),
    startedAt: time(stored.startedAt),
    completedAt: time(stored.completedAt),
    timeUpRemindedAt: time(stored.timeUpRemindedAt),
  };
}

/** Puts the visits back where they were and the absorbed ones back in their series, the day the rain day was applied. */
export async function undoRainDay(tx: Tx, notify: Notify, id: string, userId: string) {
  await lockRainDays(tx);
  const [record] = await tx.select().from(rainDays).where(eq(rainDays._id, id)).for('update');
  if (!record) throw notFound('rain_day');
  if (record.undoneAt) throw new HttpProblem(409, 'server.rain_day.already_undone');
  const { serviceCalendar } = await readSettings(tx, ['serviceCalendar']);
  const { today } = await planContext(tx);
  if (dateIn(serviceCalendar.timeZone, record.createdAt) !== today) throw new HttpProblem(409, 'server.rain_day.undo_same_day_only');
  const movedIds = record.moves.map((move) => move.workLogId);
  const rows = await tx.select().from(workLogs).where(inArray(workLogs._id, movedIds)).orderBy(asc(workLogs._id)).for('update');
  const problem = undoProblem(record.moves, rows);
  if (problem) throw new HttpProblem(409, problem);
  const absorbed = record.absorbed.map(storedRow);
  const taken = [];
  for (const part of chunks(absorbed)) {
    taken.push(
      ...(await tx
        .select({ _id: workLogs._id })
        .from(workLogs)
        .where(
          sql`(${workLogs.serviceId}, ${workLogs.plannedDate}) in (${sql.join(
            part.map((row) => sql`(${row.serviceId}, ${row.plannedDate}::date)`),
            sql`, `,
          )})`,
        )),
    );
  }
  if (taken.length) throw new HttpProblem(409, 'server.rain_day.series_taken');

  await setVisitDates(
    tx,
    record.moves.map((move) => ({ _id: move.workLogId, date: move.fromDate, pinned: move.pinned, routePosition: move.routePosition })),
  );
  await restoreRoutePositions(tx, record.keptPositions);
  await restoreAbsorbedVisits(tx, absorbed);
  const byId = new Map(rows.map((row) => [row._id, row]));
  await appendHistories(tx, [
    ...record.moves.map((move) =>
      history(byId.get(move.workLogId)!, 'updated', userId, {
        date: { from: move.toDate, to: move.fromDate },
        rainDayUndone: { from: move.toDate, to: move.fromDate },
      }),
    ),
    ...absorbed.map((row) => history(row, 'created', userId, { rainDayUndone: { from: null, to: row.date } })),
  ]);
  const [undone] = await tx.update(rainDays).set({ undoneAt: new Date(), undoneBy: userId }).where(eq(rainDays._id, id)).returning();
  // The days the visits leave are ordered again; the days they return to get their own positions back.
  await reoptimiseCrewDays(
    tx,
    record.moves.map((move) => ({ crewId: byId.get(move.workLogId)!.crewId, date: move.toDate })),
    userId,
  );
  await tell(
    tx,
    notify,
    userId,
    record.date,
    'undone_message',
    record.moves.map((move) => ({ ...byId.get(move.workLogId)!, crewName: null, from: move.toDate, to: move.fromDate })),
  );
  return {
    result: resultOf(undone),
    ids: [...movedIds, ...absorbed.map((row) => row._id)],
    redated: record.moves.map((move) => redatedVisit(byId.get(move.workLogId)!, move.fromDate)),
  };
}
