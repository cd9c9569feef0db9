// The planner: keeps the horizon of work logs filled from the services, and re-plans the ones a change concerns; what it
// reads first (today, the services, the territory) is planInputs.ts'.
import { and, eq, gt, gte, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { roundPriceCents } from '../../../common/schemas/treatment';
import { type Program, type ProgramEnrolment, programEnrolments, programs, rainDays, type WorkLog, workLogs } from '../../db/schema';
import { appendHistories, changedFields, type Executor } from '../../lib/history';
import { type CalendarRules, occurrences, type SeriesWorkLog, serviceWeekDay, withoutCovered } from './occurrences';
import { rulesFor } from './closedDays';
import { pausedTest } from './servicePauseRules';
import { type PlannedWorkLog, replanDiff } from './replanDiff';
import { roundOccurrences } from './roundOccurrences';
import { servingRow, type ZipcodeDayRow } from './territory';
import { createPlannedWorkLogs, movePlannedWorkLogs, type PlannedWorkLogMove, removePlannedWorkLogs } from '../workLogs';
import { loadServices, loadTerritory, type PlanContext, planContext, type PlanScope, type ServiceRow } from './planInputs';

export { loadTerritory, type PlanContext, planContext, type PlanScope, PROPERTY_SCHEDULE_FIELDS, SCHEDULE_FIELDS } from './planInputs';

/** A treatment round's visit: which enrolment and round, its minutes on site and its price for the lawn. */
interface RoundWorkLog {
  enrolmentId: string;
  index: number;
  name: string;
  minutes: number;
  priceCents: number;
}

type Visit = PlannedWorkLog & { service: ServiceRow; round?: RoundWorkLog; routePosition?: number | null };

type Enrolment = Pick<ProgramEnrolment, '_id' | 'season' | 'lawnSqFt'> & Pick<Program, 'rounds'>;

const MANY_SERVICES = 5000;

/** The current enrolments behind treatment services (the treatments domain's rows, read here), by service. */
async function loadEnrolments(executor: Executor, list: readonly ServiceRow[]): Promise<Map<string, Enrolment>> {
  const serviceIds = list.filter((service) => service.type === 'treatment').map((service) => service._id);
  if (!serviceIds.length) return new Map();
  const rows = await executor
    .select({
      _id: programEnrolments._id,
      serviceId: programEnrolments.serviceId,
      season: programEnrolments.season,
      lawnSqFt: programEnrolments.lawnSqFt,
      rounds: programs.rounds,
    })
    .from(programEnrolments)
    .innerJoin(programs, eq(programs._id, programEnrolments.programId))
    // The nightly fill asks for every treatment service: past a few thousand, every current enrolment is read instead of
    // a list of ids that would pass a statement's parameter limit.
    .where(
      and(
        serviceIds.length > MANY_SERVICES ? isNotNull(programEnrolments.serviceId) : inArray(programEnrolments.serviceId, serviceIds),
        isNull(programEnrolments.endedAt),
      ),
    );
  const wanted = new Set(serviceIds);
  return new Map(rows.filter((row) => wanted.has(row.serviceId!)).map((row) => [row.serviceId!, row]));
}

/** A number fixed by the service (FNV-1a of its id): which of a window's weeks its rounds take. */
function spreadOf(serviceId: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < serviceId.length; index += 1) hash = Math.imul(hash ^ serviceId.charCodeAt(index), 0x01000193);
  return hash >>> 0;
}

/** A treatment service's rounds of the season, all at once (not only the horizon's): an enrolment plans its season. */
function roundVisitsOf(service: ServiceRow, enrolment: Enrolment, row: ZipcodeDayRow | null, rules: CalendarRules, today: string): Visit[] {
  const place = { vendorId: row?.vendorId ?? null, crewId: row?.crewId ?? null };
  const spread = spreadOf(service._id);
  return roundOccurrences(enrolment.rounds, enrolment.season, row?.weekDay ?? null, rules, today, spread).map(
    ({ index, plannedDate, date }) => {
      const round = enrolment.rounds[index];
      return {
        serviceId: service._id,
        plannedDate,
        date,
        ...place,
        service,
        round: {
          enrolmentId: enrolment._id,
          index,
          name: round.name,
          minutes: round.minutes,
          priceCents: roundPriceCents(round, enrolment.lawnSqFt),
        },
      };
    },
  );
}

function workLogsOf(
  list: readonly ServiceRow[],
  territory: Map<string, ZipcodeDayRow[]>,
  context: PlanContext,
  enrolments: Map<string, Enrolment>,
  until = context.until,
): Visit[] {
  const visits: Visit[] = [];
  for (const service of list) {
    if (!service.scheduled) continue;
    const row = servingRow(territory.get(service.zipcode) ?? [], service.mowDay);
    const place = { marketId: service.marketId, vendorId: row?.vendorId ?? null, crewId: row?.crewId ?? null };
    const rules = rulesFor(context.rules, context.rainedOut ?? [], place);
    // A paused date plans no visit: the pause's end puts back the ones it removed, the nightly fill the others.
    const paused = pausedTest(context.paused ?? [], {
      propertyId: service.propertyId,
      marketId: service.marketId,
      serviceType: service.type,
    });
    if (service.type === 'treatment') {
      const enrolment = enrolments.get(service._id);
      if (enrolment)
        visits.push(...roundVisitsOf(service, enrolment, row ?? null, rules, context.today).filter((workLog) => !paused?.(workLog.date)));
      continue;
    }
    const weekDay = serviceWeekDay(service.mowDay, row?.weekDay ?? null, service.startDate);
    for (const { plannedDate, date } of occurrences({ ...service, weekDay }, rules, context.today, until)) {
      if (paused?.(date)) continue;
      visits.push({ serviceId: service._id, plannedDate, date, vendorId: row?.vendorId ?? null, crewId: row?.crewId ?? null, service });
    }
  }
  return visits;
}

const newRow = ({ service, round, ...visit }: Visit) => ({
  ...visit,
  propertyId: service.propertyId,
  customerId: service.customerId,
  serviceType: service.type,
  price: round ? round.priceCents / 100 : service.price,
  timeCapHours: service.type === 'bnb' ? service.timeCapHours : null,
  ...(round && { enrolmentId: round.enrolmentId, roundIndex: round.index, roundName: round.name, minutesOnSite: round.minutes }),
});

/** Inserts the visits not planned yet, through the workLogs door. */
const insertWorkLogs = (executor: Executor, visits: readonly Visit[]) => createPlannedWorkLogs(executor, visits.map(newRow));

const occurrenceKey = (workLog: Pick<PlannedWorkLog, 'serviceId' | 'plannedDate'>) => `${workLog.serviceId}|${workLog.plannedDate}`;
const routeKey = (crewId: string, date: string) => `${crewId}|${date}`;

/**
 * The last route position of each crew's day in [from, until] (of `crewIds` only, when given), read only on the days
 * the visits arriving fall on: a season of treatment rounds reaches months ahead.
 */
async function routeEnds(
  executor: Executor,
  from: string,
  until: string,
  crewIds: readonly string[] | undefined,
  arriving: readonly { date: string }[],
): Promise<Map<string, number>> {
  if ((crewIds && !crewIds.length) || !arriving.length) return new Map();
  const days = [...new Set(arriving.map((workLog) => workLog.date))];
  const rows = await executor
    .select({ crewId: workLogs.crewId, date: workLogs.date, last: sql<number | null>`max(${workLogs.routePosition})` })
    .from(workLogs)
    .where(
      and(
        isNotNull(workLogs.crewId),
        gte(workLogs.date, from),
        lte(workLogs.date, until),
        inArray(workLogs.date, days),
        crewIds ? inArray(workLogs.crewId, [...crewIds]) : undefined,
      ),
    )
    .groupBy(workLogs.crewId, workLogs.date);
  return new Map(rows.map((row) => [routeKey(row.crewId!, row.date), Number(row.last ?? 0)]));
}

/**
 * New work logs of a crew's day go to the end of its route, nearest zip codes and addresses together; staff reorder
 * by hand. Numbered before the insert, so no pass over the horizon afterwards. Two nodes inserting into one day at
 * once may number two rows alike: the board then orders them by id, which is harmless.
 */
function numberRoutes<T extends Visit>(visits: readonly T[], ends: Map<string, number>): T[] {
  // Plain string order (not localeCompare, which costs seconds at 100,000 visits).
  const sortKey = (workLog: T) =>
    `${workLog.crewId ?? ''}|${workLog.date}|${workLog.service.zipcode}|${workLog.service.address}|${workLog.serviceId}`;
  const ordered = visits
    .map((workLog) => ({ visit: workLog, key: sortKey(workLog) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ visit }) => visit);
  return ordered.map((workLog) => {
    if (!workLog.crewId) return { ...workLog, routePosition: null };
    const key = routeKey(workLog.crewId, workLog.date);
    const position = (ends.get(key) ?? 0) + 1;
    ends.set(key, position);
    return { ...workLog, routePosition: position };
  });
}

/**
 * Visits worked today or later on a day past their series date's week (a rain day, a move by hand): see `withoutCovered`.
 * Those a rain day moved to a chosen date without absorbing stand for nothing: staff kept the later visits.
 */
async function movedForward(executor: Executor, today: string, serviceIds?: readonly string[]): Promise<SeriesWorkLog[]> {
  if (serviceIds && !serviceIds.length) return [];
  const keptLater = sql`${workLogs._id} not in (
    select move->>'workLogId' from ${rainDays} cross join jsonb_array_elements(${rainDays.moves}) as move
    where ${rainDays.undoneAt} is null and not ${rainDays.absorb} and ${rainDays.targetDate} >= ${today})`;
  return executor
    .select({ serviceId: workLogs.serviceId, plannedDate: workLogs.plannedDate, date: workLogs.date })
    .from(workLogs)
    .where(
      and(
        gte(workLogs.date, today),
        gt(workLogs.date, sql`${workLogs.plannedDate} + 6`),
        serviceIds ? inArray(workLogs.serviceId, [...serviceIds]) : undefined,
        keptLater,
      ),
    );
}

const lastDate = (visits: readonly { date: string }[], floor: string) =>
  visits.reduce((last, workLog) => (workLog.date > last ? workLog.date : last), floor);
const lastPlannedDate = (dates: readonly string[], floor: string) => dates.reduce((last, date) => (date > last ? date : last), floor);

/**
 * Fills the horizon for every service (or those of `scope`): creates the missing work logs and nothing else. It
 * writes no history row per work log: see docs/scheduling.md.
 */
export async function fillHorizon(executor: Executor, context: PlanContext, scope?: PlanScope): Promise<{ created: number }> {
  const list = await loadServices(executor, context.until, scope, true);
  const territory = await loadTerritory(executor, scope ? list.map((service) => service.zipcode) : null);
  const wanted = workLogsOf(list, territory, context, await loadEnrolments(executor, list));
  // Skipping the occurrences already planned spares the database a conflict check per row on every nightly run. A
  // treatment round is keyed by its window's first day, which may lie before today or past the horizon.
  const plannedDates = wanted.map((workLog) => workLog.plannedDate);
  const from = plannedDates.reduce((first, date) => (date < first ? date : first), context.today);
  const planned = await executor
    .select({ serviceId: workLogs.serviceId, plannedDate: workLogs.plannedDate })
    .from(workLogs)
    .where(
      and(
        gte(workLogs.plannedDate, from),
        lte(workLogs.plannedDate, lastPlannedDate(plannedDates, context.until)),
        scope
          ? inArray(
              workLogs.serviceId,
              list.map((service) => service._id),
            )
          : undefined,
      ),
    );
  const known = new Set(planned.map(occurrenceKey));
  const moved = await movedForward(executor, context.today, scope ? list.map((service) => service._id) : undefined);
  const visits = withoutCovered(wanted, moved).filter((workLog) => !known.has(occurrenceKey(workLog)));
  const ends = await routeEnds(executor, context.today, lastDate(visits, context.until), undefined, visits);
  const created = await insertWorkLogs(executor, numberRoutes(visits, ends));
  return { created };
}

export interface ReplanResult {
  created: number;
  moved: number;
  removed: number;
}

type Move = PlannedWorkLogMove & { before: WorkLog };

/**
 * Re-plans after a change to services, properties or vendor zip codes, inside the change's own transaction: only the
 * future pending, un-pinned work logs of the services concerned move or go, each with a history row. Set-based: a few
 * statements whatever the number of work logs (one per thousand rows of each kind).
 */
export async function replan(executor: Executor, scope: PlanScope, userId: string | null, context?: PlanContext): Promise<ReplanResult> {
  const plan = context ?? (await planContext(executor));
  const list = await loadServices(executor, plan.until, scope, false);
  if (!list.length) return { created: 0, moved: 0, removed: 0 };
  const existing = await executor
    .select()
    .from(workLogs)
    .where(
      and(
        inArray(
          workLogs.serviceId,
          list.map((service) => service._id),
        ),
        // A round planned in an open window is keyed by the window's first day, before today: its date says if it may move.
        or(gte(workLogs.plannedDate, plan.today), and(eq(workLogs.serviceType, 'treatment'), gte(workLogs.date, plan.today))),
      ),
    );
  const lastPlanned = existing.reduce((last, row) => (row.plannedDate > last ? row.plannedDate : last), plan.until);
  const territory = await loadTerritory(
    executor,
    list.map((service) => service.zipcode),
  );
  const wanted = withoutCovered(
    workLogsOf(list, territory, plan, await loadEnrolments(executor, list), lastPlanned),
    await movedForward(
      executor,
      plan.today,
      list.map((service) => service._id),
    ),
  );
  const diff = replanDiff(existing, wanted, plan.today);
  if (!diff.insert.length && !diff.update.length && !diff.remove.length) return { created: 0, moved: 0, removed: 0 };

  const removed = await removePlannedWorkLogs(executor, diff.remove, plan.today);
  const isMove = ({ before, after }: (typeof diff.update)[number]) => before.date !== after.date || before.crewId !== after.crewId;
  const arriving = [...diff.update.filter(isMove).map(({ after }) => after as Visit), ...(diff.insert as Visit[])];
  const crewIds = [...new Set(arriving.map((workLog) => workLog.crewId).filter((crew) => crew !== null))];
  const numbered = numberRoutes(arriving, await routeEnds(executor, plan.today, lastDate(arriving, plan.until), crewIds, arriving));
  const positionOf = new Map(numbered.map((workLog) => [occurrenceKey(workLog), workLog.routePosition ?? null]));
  const moves: Move[] = diff.update.map((change) => ({
    before: change.before,
    values: {
      date: change.after.date,
      vendorId: change.after.vendorId,
      crewId: change.after.crewId,
      routePosition: isMove(change) ? (positionOf.get(occurrenceKey(change.after)) ?? null) : change.before.routePosition,
    },
  }));
  const moved = await movePlannedWorkLogs(executor, moves, plan.today);
  await appendHistories(executor, [
    ...removed.map((row) => ({
      entity: 'work-log' as const,
      entityId: row._id,
      action: 'deleted' as const,
      customerId: row.customerId,
      propertyId: row.propertyId,
      userId,
      changes: {},
    })),
    ...moves
      .filter(({ before }) => moved.has(before._id))
      .map(({ before, values }) => ({
        entity: 'work-log' as const,
        entityId: before._id,
        action: 'updated' as const,
        customerId: before.customerId,
        propertyId: before.propertyId,
        userId,
        changes: changedFields(before, values),
      })),
  ]);
  const inserting = new Set(diff.insert.map(occurrenceKey));
  const created = await insertWorkLogs(
    executor,
    numbered.filter((workLog) => inserting.has(occurrenceKey(workLog))),
  );
  return { created, moved: moved.size, removed: removed.length };
}
