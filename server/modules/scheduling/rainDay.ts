// A rain day's apply and undo (I/O around the pure rules in rainDayRules.ts; the plan is rainDayPlan.ts'): the visits
// moved in one transaction with history, notices and a record undo reads back; their days' route order follows the commit.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { RainDayResult } from '../../../common/schemas/rainDay';
import { rainDays, type RainDayMove, type WorkLog, workLogs } from '../../db/schema';
import type { Db } from '../../db/client';
import { appendHistories, type Tx } from '../../lib/history';
import { HttpProblem, notFound } from '../../lib/httpErrors';
import type { Notify } from '../messaging';
import { readSettings } from '../../lib/settings';
import { dateIn } from '../../lib/calendar';
import { removeAbsorbedWorkLogs, restoreAbsorbedWorkLogs, restoreRoutePositions, setWorkLogDates } from '../workLogs';
import { planContext } from './planner';
import { tell } from './rainDayNotices';
import { undoProblem } from './rainDayRules';
import { type Plan, planRainDay, planWitness, type RainDayInput } from './rainDayPlan';
import { plannedInSnapshot, previewedPlan } from './rainDayPreviews';

type RainDayRecord = typeof rainDays.$inferSelect;

/** One key for every rain day's apply and undo: two at once wait for each other, the second then finds the plan changed. */
const RAIN_DAY_LOCK = 3_300_001;

const CHUNK = 200;
const chunks = <T>(list: readonly T[]) =>
  Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, index) => list.slice(index * CHUNK, (index + 1) * CHUNK));

const lockRainDays = (tx: Tx) => tx.execute(sql`select pg_advisory_xact_lock(${RAIN_DAY_LOCK})`);

/** A work log's history row for a scheduling action (a rain day, a pause). */
export const history = (
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

/** What a rain day or its undo moved: the answer, and what `workLogs.moved` announces once it has committed. */
type Moved = Awaited<ReturnType<typeof undoRainDay>>;

/** Runs a rain day's writes in one transaction that notifies, and announces what moved (the route's). */
type MoveTransaction = (write: (tx: Tx, notify: Notify) => Promise<Moved>) => Promise<Moved>;

/** Plans made outside the transaction, each checked under the lock, before the plan is made under the lock instead. */
const PLAN_TRIES = 2;

/** What the plan read changed between its snapshot and the lock: the transaction is rolled back and the plan made again. */
class ChangedUnderneath extends Error {}

/** Refuses (409) a plan that is not the one previewed, one whose visits are no longer pending, and one that moves nothing. */
function refuseUnlessPreviewed(plan: Plan, input: { fingerprint: string }, stillPending = true) {
  if (plan.public.fingerprint !== input.fingerprint || !stillPending) throw new HttpProblem(409, 'server.rain_day.plan_changed');
  if (!plan.moves.length) throw new HttpProblem(409, 'server.rain_day.nothing_to_move');
}

/** The plan's visits and the later ones it absorbs, locked: a crew starting a visit does not take the rain-day lock. */
async function lockPlanned(tx: Tx, plan: Plan) {
  const ids = [...plan.moves.map((move) => move.visit._id), ...[...plan.absorbed.values()].flat().map((row) => row._id)];
  const locked = ids.length
    ? await tx.select().from(workLogs).where(inArray(workLogs._id, ids)).orderBy(asc(workLogs._id)).for('update')
    : [];
  return { locked, stillPending: locked.filter((row) => row.status === 'pending').length === ids.length };
}

/**
 * Moves the plan previewed, or refuses with a 409 when the plan is not the one previewed any more. The plan is the
 * preview's when this node kept it, else made outside the transaction (in a snapshot); then, under the rain-day lock with its visits locked, the digest of what it
 * read is read again: the same, the plan is applied; changed, the transaction is rolled back and the plan made again,
 * and after `PLAN_TRIES` the plan is made under the lock, as it always was. Never a plan made from rows that changed.
 */
export async function applyRainDay(db: Db, input: RainDayInput & { fingerprint: string }, userId: string, inTransaction: MoveTransaction) {
  for (let tries = 0; tries < PLAN_TRIES; tries += 1) {
    const { plan, witness } = (tries === 0 && previewedPlan(input, input.fingerprint)) || (await plannedInSnapshot(db, input));
    refuseUnlessPreviewed(plan, input);
    try {
      return await inTransaction(async (tx, notify) => {
        await lockRainDays(tx);
        const { locked, stillPending } = await lockPlanned(tx, plan);
        if ((await planWitness(tx, input, plan)) !== witness) throw new ChangedUnderneath();
        refuseUnlessPreviewed(plan, input, stillPending);
        return movePlan(tx, notify, input, plan, locked, userId);
      });
    } catch (error) {
      if (!(error instanceof ChangedUnderneath)) throw error;
    }
  }
  return inTransaction(async (tx, notify) => {
    await lockRainDays(tx);
    const plan = await planRainDay(tx, input);
    const { locked, stillPending } = await lockPlanned(tx, plan);
    refuseUnlessPreviewed(plan, input, stillPending);
    return movePlan(tx, notify, input, plan, locked, userId);
  });
}

/** The plan's writes: the visits moved and pinned, the absorbed removed, their history, the record undo reads, the notices. */
async function movePlan(tx: Tx, notify: Notify, input: RainDayInput, plan: Plan, locked: readonly WorkLog[], userId: string) {
  const absorbed = [...plan.absorbed.values()].flat();
  const ids = [...plan.moves.map((move) => move.visit._id), ...absorbed.map((row) => row._id)];
  await setWorkLogDates(
    tx,
    plan.moves.map(({ visit, toDate }) => ({ _id: visit._id, date: toDate, pinned: true, routePosition: null })),
  );
  const byId = new Map(locked.map((row) => [row._id, row]));
  await removeAbsorbedWorkLogs(
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
  // The days the visits leave and join are ordered again once committed (the `workLogs.moved` subscriber), off this transaction.
  const crewDays = crewDaysOf([
    ...plan.moves.flatMap(({ visit, toDate }) => [
      { crewId: visit.crewId, date: visit.date },
      { crewId: visit.crewId, date: toDate },
    ]),
    ...absorbed.map((row) => ({ crewId: byId.get(row._id)!.crewId, date: row.date })),
  ]);
  await tell(
    tx,
    notify,
    userId,
    input.date,
    'applied_message',
    plan.moves.map(({ visit, toDate }) => ({ ...visit, from: visit.date, to: toDate })),
  );
  const redated = plan.moves.map(({ visit, toDate }) => redatedVisit(visit, toDate));
  return { result: resultOf(record), ids, redated, crewDays };
}

/** Each crew day once, those of no crew left out: the days `workLogs.moved` asks to be put in route order again. */
const crewDaysOf = (days: readonly { crewId: string | null; date: string }[]) => [
  ...new Map(days.flatMap(({ crewId, date }) => (crewId ? [[`${crewId}|${date}`, { crewId, date }] as const] : []))).values(),
];

/** A visit given a new date, as the `workLogs.moved` event names it for its customer to be told. */
const redatedVisit = (workLog: Pick<WorkLog, '_id' | 'customerId' | 'serviceType'>, date: string) => ({
  workLogId: workLog._id,
  customerId: workLog.customerId,
  serviceType: workLog.serviceType,
  date,
});

/** A stored work log back as a row to insert: JSON kept its times as text. */
export function storedRow(stored: Record<string, unknown>): WorkLog {
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

  await setWorkLogDates(
    tx,
    record.moves.map((move) => ({ _id: move.workLogId, date: move.fromDate, pinned: move.pinned, routePosition: move.routePosition })),
  );
  await restoreRoutePositions(tx, record.keptPositions);
  await restoreAbsorbedWorkLogs(tx, absorbed);
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
  // The days the visits leave are ordered again once committed; the days they return to get their own positions back.
  const crewDays = crewDaysOf(record.moves.map((move) => ({ crewId: byId.get(move.workLogId)!.crewId, date: move.toDate })));
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
    crewDays,
  };
}
