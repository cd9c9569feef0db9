// Work logs as the API answers them: a list row, the one-visit detail and the per-day summary.
import { z } from 'zod';
import { workLogActionPosition, workLogPhoto } from './workLogPhotos';
import { historyEntry } from './activityRecord';
import { ROUTE_LOCKS, ROUTE_PINS } from './route';
import { isoDateTime } from './customerRecord';
import { WORK_LOG_TYPES } from './service';
import { EXTRA_TIME_STATUSES, WORK_LOG_STATUSES } from './workLog';

export const workLogRecord = z.object({
  _id: z.string(),
  propertyId: z.string(),
  customerId: z.string(),
  serviceId: z.string(),
  serviceType: z.enum(WORK_LOG_TYPES),
  vendorId: z.string().nullable(),
  crewId: z.string().nullable(),
  date: z.string(),
  plannedDate: z.string(),
  pinned: z.boolean(),
  status: z.enum(WORK_LOG_STATUSES),
  routePosition: z.number().nullable(),
  routeLock: z.enum(ROUTE_LOCKS).nullable(),
  routePin: z.enum(ROUTE_PINS).nullable(),
  routePinTime: z.string().nullable(),
  startedAt: isoDateTime.nullable(),
  completedAt: isoDateTime.nullable(),
  completionDistanceFeet: z.number().nullable(),
  timeCapHours: z.number().nullable(),
  /** A treatment round's visit: its program enrolment, the round's place in the program and name, minutes on site. */
  enrolmentId: z.string().nullable(),
  roundIndex: z.number().nullable(),
  roundName: z.string().nullable(),
  minutesOnSite: z.number().nullable(),
  extraTimeStatus: z.enum(EXTRA_TIME_STATUSES).nullable(),
  extraTimeRequestedMinutes: z.number().nullable(),
  extraTimeGrantedMinutes: z.number(),
  price: z.number(),
  crewNotes: z.string().nullable(),
  reason: z.string().nullable(),
  reasonPhraseId: z.string().nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type WorkLogRecord = z.infer<typeof workLogRecord>;

/** A row of the board and of GET /work-logs: the record with what the board shows beside it. */
export const workLogRow = workLogRecord.extend({
  address: z.string(),
  city: z.string(),
  zipcode: z.string(),
  lotSize: z.number().nullable(),
  lotSizeCategory: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  customerName: z.string(),
  crewName: z.string().nullable(),
  vendorName: z.string().nullable(),
  marketId: z.string().nullable(),
  /** How many photos the visit has (docs/field.md). */
  photoCount: z.number(),
});
export type WorkLogRow = z.infer<typeof workLogRow>;

/** GET /work-logs/{id}: one visit with its property's header and its history. */
export const workLogDetail = workLogRow.extend({
  gateName: z.string().nullable(),
  gateCode: z.string().nullable(),
  backyardLockCode: z.string().nullable(),
  petsAndSecurity: z.string().nullable(),
  cornerLot: z.boolean(),
  propertyStatus: z.string(),
  customerMobile: z.string().nullable(),
  customerEmail: z.string().nullable(),
  history: z.array(historyEntry),
  /** The visit's photos, oldest first (docs/field.md). */
  photos: z.array(workLogPhoto),
  /** Where the phone was at each crew action, with the distance from the property and the far flag. */
  positions: z.array(workLogActionPosition),
});
export type WorkLogDetail = z.infer<typeof workLogDetail>;

export const statusCounts = z.object(
  Object.fromEntries(WORK_LOG_STATUSES.map((status) => [status, z.number()])) as Record<(typeof WORK_LOG_STATUSES)[number], z.ZodNumber>,
);

/** GET /work-logs/summary: one row per day and crew (crewId null: unassigned). */
export const workLogDaySummary = z.object({
  date: z.string(),
  crewId: z.string().nullable(),
  crewName: z.string().nullable(),
  counts: statusCounts,
  plannedMinutes: z.number(),
});
export type WorkLogDaySummary = z.infer<typeof workLogDaySummary>;
