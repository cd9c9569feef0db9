// The planner: keeps the horizon of work logs filled from the services, and re-plans the ones a change concerns.
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { properties, services, vendorZipcodes, vendors, workLogs } from '../../db/schema';
import { changedFields, type Executor, recordHistory } from '../../lib/history';
import { readSettings } from '../settings/repository';
import { addDays, dateIn } from './calendar';
import { type CalendarRules, occurrences, SCHEDULED_SERVICE_STATUSES, serviceWeekDay } from './occurrences';
import { type PlannedVisit, replanDiff } from './replanDiff';
import { servingRow, type ZipcodeDayRow } from './territory';

export interface PlanContext {
  /** The business's today, in its own time zone. */
  today: string;
  /** The last day of the horizon, today included in its length. */
  until: string;
  rules: CalendarRules;
}

/** What a change concerns: services, the services of properties, or the services of properties in zip codes. */
export interface PlanScope {
  serviceIds?: readonly string[];
  propertyIds?: readonly string[];
  zipcodes?: readonly string[];
}

/** A service's fields whose change re-plans its visits. */
export const SCHEDULE_FIELDS = ['frequency', 'mowDay', 'startDate', 'status'] as const;
/** A property's fields whose change re-plans its services' visits (the zip code decides the vendor and crew). */
export const PROPERTY_SCHEDULE_FIELDS = ['status', 'zipcode', 'isArchived'] as const;

const INSERT_CHUNK = 1000;

export async function planContext(executor: Executor, now = new Date()): Promise<PlanContext> {
  const { serviceCalendar } = await readSettings(executor, ['serviceCalendar']);
  const today = dateIn(serviceCalendar.timeZone, now);
  return { today, until: addDays(today, serviceCalendar.horizonDays - 1), rules: serviceCalendar };
}

type ServiceRow = Awaited<ReturnType<typeof loadServices>>[number];

function scopeCondition(scope: PlanScope | undefined) {
  if (!scope) return undefined;
  const conditions = [];
  if (scope.serviceIds?.length) conditions.push(inArray(services._id, [...scope.serviceIds]));
  if (scope.propertyIds?.length) conditions.push(inArray(services.propertyId, [...scope.propertyIds]));
  if (scope.zipcodes?.length) conditions.push(inArray(properties.zipcode, [...scope.zipcodes]));
  return conditions.length ? sql`(${sql.join(conditions, sql` or `)})` : sql`false`;
}

/** Services with what planning needs; `scheduledOnly` leaves out those of inactive properties and stopped services. */
async function loadServices(executor: Executor, until: string, scope: PlanScope | undefined, scheduledOnly: boolean) {
  const scheduled = and(
    eq(properties.status, 'active'),
    eq(properties.isArchived, false),
    inArray(services.status, [...SCHEDULED_SERVICE_STATUSES]),
    lte(services.startDate, until),
  );
  return executor
    .select({
      _id: services._id,
      propertyId: services.propertyId,
      customerId: services.customerId,
      type: services.type,
      frequency: services.frequency,
      startDate: services.startDate,
      mowDay: services.mowDay,
      status: services.status,
      price: services.price,
      timeCapHours: services.timeCapHours,
      zipcode: properties.zipcode,
      scheduled: sql<boolean>`${scheduled ?? sql`true`}`.mapWith(Boolean),
    })
    .from(services)
    .innerJoin(properties, eq(properties._id, services.propertyId))
    .where(and(scheduledOnly ? scheduled : undefined, scopeCondition(scope)));
}

/** Each zip code's rows of active vendors. */
async function loadTerritory(executor: Executor, zipcodes: readonly string[] | null) {
  if (zipcodes && !zipcodes.length) return new Map<string, ZipcodeDayRow[]>();
  const rows = await executor
    .select({
      _id: vendorZipcodes._id,
      zipcode: vendorZipcodes.zipcode,
      vendorId: vendorZipcodes.vendorId,
      crewId: vendorZipcodes.crewId,
      weekDay: vendorZipcodes.weekDay,
      createdAt: vendors.createdAt,
      isPrimary: vendors.isPrimary,
    })
    .from(vendorZipcodes)
    .innerJoin(vendors, eq(vendors._id, vendorZipcodes.vendorId))
    .where(and(eq(vendors.status, 'active'), zipcodes ? inArray(vendorZipcodes.zipcode, [...new Set(zipcodes)]) : undefined));
  const byZipcode = new Map<string, ZipcodeDayRow[]>();
  for (const row of rows) byZipcode.set(row.zipcode, [...(byZipcode.get(row.zipcode) ?? []), row]);
  return byZipcode;
}

type Visit = PlannedVisit & { service: ServiceRow };

function visitsOf(list: readonly ServiceRow[], territory: Map<string, ZipcodeDayRow[]>, context: PlanContext, until = context.until): Visit[] {
  const visits: Visit[] = [];
  for (const service of list) {
    if (!service.scheduled) continue;
    const row = servingRow(territory.get(service.zipcode) ?? [], service.mowDay);
    const weekDay = serviceWeekDay(service.mowDay, row?.weekDay ?? null, service.startDate);
    for (const { plannedDate, date } of occurrences({ ...service, weekDay }, context.rules, context.today, until)) {
      visits.push({ serviceId: service._id, plannedDate, date, vendorId: row?.vendorId ?? null, crewId: row?.crewId ?? null, service });
    }
  }
  return visits;
}

const newRow = ({ service, ...visit }: Visit) => ({
  ...visit,
  propertyId: service.propertyId,
  customerId: service.customerId,
  serviceType: service.type,
  price: service.price,
  timeCapHours: service.type === 'bnb' ? service.timeCapHours : null,
});

/** Inserts the visits not planned yet; the occurrence key makes a repeat, or a run on another node, a no-op. */
async function insertVisits(executor: Executor, visits: readonly Visit[]): Promise<number> {
  let created = 0;
  for (let start = 0; start < visits.length; start += INSERT_CHUNK) {
    const inserted = await executor
      .insert(workLogs)
      .values(visits.slice(start, start + INSERT_CHUNK).map(newRow))
      .onConflictDoNothing({ target: [workLogs.serviceId, workLogs.plannedDate] })
      .returning({ _id: workLogs._id });
    created += inserted.length;
  }
  return created;
}

/** New work logs of a crew's day go to the end of its route, nearest zip codes and addresses together. */
async function appendToRoutes(executor: Executor, from: string, until: string): Promise<void> {
  await executor.execute(sql`
    update work_logs as w set route_position = ranked.position
    from (
      select wl._id,
        coalesce(max(wl.route_position) over (partition by wl.crew_id, wl.date), 0)
          + row_number() over (partition by wl.crew_id, wl.date, wl.route_position is null order by p.zipcode, p.address, wl._id) as position
      from work_logs wl join properties p on p._id = wl.property_id
      where wl.crew_id is not null and wl.date between ${from} and ${until}
        and exists (select 1 from work_logs n where n.crew_id = wl.crew_id and n.date = wl.date and n.route_position is null)
    ) ranked
    where w._id = ranked._id and w.route_position is null`);
}

/**
 * Fills the horizon for every service (or those of `scope`): creates the missing work logs and nothing else. It
 * writes no history row per work log: see docs/scheduling.md.
 */
export async function fillHorizon(executor: Executor, context: PlanContext, scope?: PlanScope): Promise<{ created: number }> {
  const list = await loadServices(executor, context.until, scope, true);
  const territory = await loadTerritory(executor, scope ? list.map((service) => service.zipcode) : null);
  const created = await insertVisits(executor, visitsOf(list, territory, context));
  if (created) await appendToRoutes(executor, context.today, addDays(context.until, 7));
  return { created };
}

export interface ReplanResult {
  created: number;
  moved: number;
  removed: number;
}

/**
 * Re-plans after a change to services, properties or vendor zip codes, inside the change's own transaction: only the
 * future pending, un-pinned work logs of the services concerned move or go, each with a history row.
 */
export async function replan(executor: Executor, scope: PlanScope, userId: string | null, context?: PlanContext): Promise<ReplanResult> {
  const plan = context ?? (await planContext(executor));
  const list = await loadServices(executor, plan.until, scope, false);
  if (!list.length) return { created: 0, moved: 0, removed: 0 };
  const existing = await executor
    .select()
    .from(workLogs)
    .where(and(inArray(workLogs.serviceId, list.map((service) => service._id)), gte(workLogs.plannedDate, plan.today)));
  const lastPlanned = existing.reduce((last, row) => (row.plannedDate > last ? row.plannedDate : last), plan.until);
  const territory = await loadTerritory(executor, list.map((service) => service.zipcode));
  const wanted = visitsOf(list, territory, plan, lastPlanned);
  const diff = replanDiff(existing, wanted, plan.today);

  for (const row of diff.remove) {
    await executor.delete(workLogs).where(eq(workLogs._id, row._id));
    await recordHistory(executor, { entity: 'work-log', entityId: row._id, action: 'deleted', customerId: row.customerId, propertyId: row.propertyId, userId });
  }
  for (const { before, after } of diff.update) {
    const values = { date: after.date, vendorId: after.vendorId, crewId: after.crewId, routePosition: null };
    await executor.update(workLogs).set(values).where(eq(workLogs._id, before._id));
    const changes = changedFields(before, values);
    await recordHistory(executor, { entity: 'work-log', entityId: before._id, action: 'updated', customerId: before.customerId, propertyId: before.propertyId, userId, changes });
  }
  const created = await insertVisits(executor, diff.insert as Visit[]);
  if (created || diff.update.length) await appendToRoutes(executor, plan.today, lastPlanned > plan.until ? addDays(lastPlanned, 7) : addDays(plan.until, 7));
  return { created, moved: diff.update.length, removed: diff.remove.length };
}
