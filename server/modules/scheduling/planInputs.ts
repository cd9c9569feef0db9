// What the planner (planner.ts) reads before it plans: the business's today and horizon with its closed and rained-out
// days, the services a change concerns with their properties, and each zip code's vendors.
import { and, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { closedDayTest } from '../../../common/businessCalendar';
import { properties, rainDays, servicePauses, services, vendorZipcodes, vendors } from '../../db/schema';
import type { Executor } from '../../lib/history';
import { readSettings } from '../../lib/settings';
import { addDays, dateIn } from '../../lib/calendar';
import { type CalendarRules, SCHEDULED_SERVICE_STATUSES } from './occurrences';
import type { RainedOut } from './closedDays';
import type { ActivePause } from './servicePauseRules';
import type { ZipcodeDayRow } from './territory';

export interface PlanContext {
  /** The business's today, in its own time zone. */
  today: string;
  /** The last day of the horizon, today included in its length. */
  until: string;
  /** The season, the weekend-off days and the business calendar's closed days. */
  rules: CalendarRules;
  /** Days rained out (today or later) by rain days not undone, each for its scope. */
  rainedOut?: readonly RainedOut[];
  /** Service pauses not ended that reach today or later: nothing is planned on their dates in their scope. */
  paused?: readonly ActivePause[];
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

/**
 * Days rained out from `today` on: a rain day not undone remembers its date for its scope, so nothing new is planned
 * on it. One applied "from now on" does not: its crews still work the stops they passed over that day.
 */
async function rainedOutDays(executor: Executor, today: string): Promise<RainedOut[]> {
  return executor
    .select({ date: rainDays.date, scope: rainDays.scope, scopeId: rainDays.scopeId })
    .from(rainDays)
    .where(and(gte(rainDays.date, today), isNull(rainDays.undoneAt), eq(rainDays.fromNow, false))) as Promise<RainedOut[]>;
}

async function activePauses(executor: Executor, today: string): Promise<ActivePause[]> {
  return executor
    .select({ scope: servicePauses.scope, scopeId: servicePauses.scopeId, from: servicePauses.from, to: servicePauses.to })
    .from(servicePauses)
    .where(and(isNull(servicePauses.endedAt), gte(servicePauses.to, today)));
}

export async function planContext(executor: Executor, now = new Date()): Promise<PlanContext> {
  const { serviceCalendar, businessCalendar } = await readSettings(executor, ['serviceCalendar', 'businessCalendar']);
  const today = dateIn(serviceCalendar.timeZone, now);
  return {
    today,
    until: addDays(today, serviceCalendar.horizonDays - 1),
    rules: { ...serviceCalendar, isClosed: closedDayTest(businessCalendar) },
    rainedOut: await rainedOutDays(executor, today),
    paused: await activePauses(executor, today),
  };
}

export type ServiceRow = Awaited<ReturnType<typeof loadServices>>[number];

function scopeCondition(scope: PlanScope | undefined) {
  if (!scope) return undefined;
  const conditions = [];
  if (scope.serviceIds?.length) conditions.push(inArray(services._id, [...scope.serviceIds]));
  if (scope.propertyIds?.length) conditions.push(inArray(services.propertyId, [...scope.propertyIds]));
  if (scope.zipcodes?.length) conditions.push(inArray(properties.zipcode, [...scope.zipcodes]));
  return conditions.length ? sql`(${sql.join(conditions, sql` or `)})` : sql`false`;
}

/**
 * Services with what planning needs; `scheduledOnly` leaves out those of inactive or held properties (unpaid charges,
 * docs/billing.md "Holds") and stopped services.
 */
export async function loadServices(executor: Executor, until: string, scope: PlanScope | undefined, scheduledOnly: boolean) {
  const scheduled = and(
    eq(properties.status, 'active'),
    eq(properties.isArchived, false),
    eq(properties.visitsHeld, false),
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
      address: properties.address,
      marketId: properties.marketId,
      scheduled: sql<boolean>`${scheduled ?? sql`true`}`.mapWith(Boolean),
    })
    .from(services)
    .innerJoin(properties, eq(properties._id, services.propertyId))
    .where(and(scheduledOnly ? scheduled : undefined, scopeCondition(scope)));
}

/** Each zip code's rows of active vendors. */
export async function loadTerritory(executor: Executor, zipcodes: readonly string[] | null) {
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
