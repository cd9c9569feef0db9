// The reads behind a crew's day: its stops with what the crew needs at the gate, the announcements and skip reasons.
import { and, asc, eq, gte, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { pointOf, routeEstimate } from '../../../common/geo/distance';
import type { CrewDay, CrewDayStop } from '../../../common/schemas/crewDay';
import { crewAnnouncements, crews, phrases, properties, services, workLogs } from '../../db/schema';
import type { Executor } from '../../lib/history';
import { readSettings } from '../../lib/settings';
import { isoWeekDay } from '../../lib/calendar';

type Crew = typeof crews.$inferSelect;

/** What the crew sees of a stop: the property's gate, locks, pets and lot, never the customer's contact or payments. */
const stopColumns = {
  _id: workLogs._id,
  propertyId: workLogs.propertyId,
  routePosition: workLogs.routePosition,
  routeLock: workLogs.routeLock,
  routePin: workLogs.routePin,
  routePinTime: workLogs.routePinTime,
  status: workLogs.status,
  serviceType: workLogs.serviceType,
  frontBack: services.frontBack,
  timeCapHours: workLogs.timeCapHours,
  extraTimeStatus: workLogs.extraTimeStatus,
  extraTimeGrantedMinutes: workLogs.extraTimeGrantedMinutes,
  startedAt: workLogs.startedAt,
  completedAt: workLogs.completedAt,
  onMyWayAt: workLogs.onMyWayAt,
  crewNotes: workLogs.crewNotes,
  reason: workLogs.reason,
  address: properties.address,
  city: properties.city,
  zipcode: properties.zipcode,
  latitude: properties.latitude,
  longitude: properties.longitude,
  gateName: properties.gateName,
  gateCode: properties.gateCode,
  accessWindows: properties.accessWindows,
  backyardLockCode: properties.backyardLockCode,
  petsAndSecurity: properties.petsAndSecurity,
  cornerLot: properties.cornerLot,
  lotSize: properties.lotSize,
  lotSizeCategory: properties.lotSizeCategory,
  duplexUnit: properties.duplexUnit,
  subdivisionCode: properties.subdivisionCode,
};

/**
 * The day's stops in route order (unnumbered ones last, then by address); visits the office cancelled, and those of a
 * property held for unpaid charges, are left out.
 */
async function readStops(db: Executor, crewId: string, date: string): Promise<CrewDayStop[]> {
  const rows = await db
    .select(stopColumns)
    .from(workLogs)
    .innerJoin(properties, eq(properties._id, workLogs.propertyId))
    .innerJoin(services, eq(services._id, workLogs.serviceId))
    .where(
      and(
        eq(workLogs.crewId, crewId),
        eq(workLogs.date, date),
        ne(workLogs.status, 'cancel'),
        // A held property's visit not yet started (a pinned one the planner kept) is not the crew's to do.
        or(eq(properties.visitsHeld, false), ne(workLogs.status, 'pending')),
      ),
    )
    .orderBy(sql`${workLogs.routePosition} asc nulls last`, asc(properties.address), asc(workLogs._id));
  const weekDay = isoWeekDay(date);
  return rows.map((row) => ({
    ...row,
    accessWindows: row.accessWindows.length
      ? row.accessWindows.filter((window) => window.days.includes(weekDay)).map(({ start, end }) => ({ start, end }))
      : null,
    startedAt: row.startedAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
    onMyWayAt: row.onMyWayAt?.toISOString() ?? null,
  }));
}

const isLeft = (stop: CrewDayStop) => stop.status === 'pending' || stop.status === 'started';

/** Done and left, and the road estimate from the start point through the stops still to visit. */
export async function dayTotals(db: Executor, crew: Crew, stops: readonly CrewDayStop[]): Promise<CrewDay['totals']> {
  const { routing } = await readSettings(db, ['routing']);
  const left = stops.filter(isLeft);
  const start = pointOf({ latitude: crew.startLatitude, longitude: crew.startLongitude });
  const estimate = routeEstimate([start, ...left.map(pointOf)], routing);
  return {
    done: stops.filter((stop) => stop.status === 'completed').length,
    left: left.length,
    miles: estimate.miles,
    minutes: estimate.minutes,
  };
}

export async function readCrewDay(db: Executor, crew: Crew, date: string, today: string): Promise<CrewDay> {
  const stops = await readStops(db, crew._id, date);
  const announcements = await db
    .select({ _id: crewAnnouncements._id, title: crewAnnouncements.title, message: crewAnnouncements.message })
    .from(crewAnnouncements)
    .where(
      and(
        or(isNull(crewAnnouncements.vendorId), eq(crewAnnouncements.vendorId, crew.vendorId)),
        lte(crewAnnouncements.activeFrom, date),
        gte(crewAnnouncements.activeTo, date),
      ),
    )
    .orderBy(asc(crewAnnouncements.activeFrom), asc(crewAnnouncements._id));
  const skipReasons = await db
    .select({ _id: phrases._id, name: phrases.name, phrase: phrases.phrase })
    .from(phrases)
    .where(eq(phrases.type, 'un-assign'))
    .orderBy(asc(phrases.name), asc(phrases._id));
  const { _id, name, vendorId, startAddress, startLatitude, startLongitude } = crew;
  return {
    date,
    today,
    crew: { _id, name, vendorId, startAddress, startLatitude, startLongitude },
    stops,
    announcements,
    skipReasons,
    totals: await dayTotals(db, crew, stops),
  };
}
