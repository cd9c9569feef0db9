// A crew's day as its phone reads it (GET /crew/day): the stops in route order with what the crew needs at the gate,
// the day's announcements, the skip reasons and the totals. Never the customer's contact or payment data.
import { z } from 'zod';
import { ROUTE_LOCKS, ROUTE_PINS } from './route';
import { isoDateTime } from './customerRecord';
import { WORK_LOG_TYPES, FRONT_BACK } from './service';
import { calendarDate } from './fields';
import { EXTRA_TIME_STATUSES, WORK_LOG_STATUSES } from './workLog';

/** GET /crew/day?date: the business's today when no date is given. */
export const crewDayQuery = z.object({ date: calendarDate('validation.work_log.choose_date').optional() });
export type CrewDayQuery = z.infer<typeof crewDayQuery>;

export const crewDayStop = z.object({
  _id: z.string(),
  propertyId: z.string(),
  routePosition: z.number().nullable(),
  /** Its place is kept (docs/routing.md): locked by the office or by the crew's own reorder, or pinned. */
  routeLock: z.enum(ROUTE_LOCKS).nullable(),
  routePin: z.enum(ROUTE_PINS).nullable(),
  routePinTime: z.string().nullable(),
  status: z.enum(WORK_LOG_STATUSES),
  serviceType: z.enum(WORK_LOG_TYPES),
  frontBack: z.enum(FRONT_BACK),
  timeCapHours: z.number().nullable(),
  extraTimeStatus: z.enum(EXTRA_TIME_STATUSES).nullable(),
  extraTimeGrantedMinutes: z.number(),
  startedAt: isoDateTime.nullable(),
  completedAt: isoDateTime.nullable(),
  /** When the customer was told the crew is on its way (the crew's button or the automatic text). */
  onMyWayAt: isoDateTime.nullable(),
  crewNotes: z.string().nullable(),
  reason: z.string().nullable(),
  address: z.string(),
  city: z.string(),
  zipcode: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  gateName: z.string().nullable(),
  gateCode: z.string().nullable(),
  /**
   * When work may start there on this date (HH:MM, the business's clock): null any time within the crew's hours, an
   * empty list a week day the property's access windows leave out.
   */
  accessWindows: z.array(z.object({ start: z.string(), end: z.string() })).nullable(),
  backyardLockCode: z.string().nullable(),
  petsAndSecurity: z.string().nullable(),
  cornerLot: z.boolean(),
  lotSize: z.number().nullable(),
  lotSizeCategory: z.string().nullable(),
  duplexUnit: z.string().nullable(),
  subdivisionCode: z.string().nullable(),
});
export type CrewDayStop = z.infer<typeof crewDayStop>;

export const crewDay = z.object({
  date: z.string(),
  /** The business's today: other days are shown read-only. */
  today: z.string(),
  crew: z.object({
    _id: z.string(),
    name: z.string(),
    vendorId: z.string(),
    startAddress: z.string().nullable(),
    startLatitude: z.number().nullable(),
    startLongitude: z.number().nullable(),
  }),
  stops: z.array(crewDayStop),
  announcements: z.array(z.object({ _id: z.string(), title: z.string(), message: z.string() })),
  skipReasons: z.array(z.object({ _id: z.string(), name: z.string(), phrase: z.string() })),
  totals: z.object({
    done: z.number(),
    left: z.number(),
    /** Road estimate from the start point (or the first stop left) through the stops still to visit. */
    miles: z.number(),
    minutes: z.number(),
  }),
});
export type CrewDay = z.infer<typeof crewDay>;

/**
 * GET /crew/day/path?date: the roads the crew drives from its start through its day's stops in route order (the
 * stops with a position), as [latitude, longitude] pairs; null when no road service is configured or it did not answer,
 * and the map draws straight legs.
 */
export const crewDayPath = z.object({
  path: z.array(z.tuple([z.number(), z.number()])).nullable(),
  /** The stops it goes through, in its order: a phone whose order changed since (a reorder not yet sent) draws its own. */
  stopIds: z.array(z.string()),
});
export type CrewDayPath = z.infer<typeof crewDayPath>;
