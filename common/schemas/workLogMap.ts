// The staff maps' calls: stops with coordinates for a day or an ISO week, every crew's progress on a day, crews' territories.
import { withParams } from '../i18n/keys';
import { z } from 'zod';
import { WORK_LOG_TYPES } from './service';
import { calendarDate, recordId } from './fields';
import { isoWeek } from './timeSheet';
import { WORK_LOG_STATUSES } from './workLog';
import { statusCounts } from './workLogRecord';

/** The most stops one map call answers: 5,000 markers pan smoothly clustered, twice that still loads in about a second. */
export const MAP_MAX_STOPS = 10_000;
/** A map shows a day or a week; a fortnight bounds the work of one call. */
export const MAP_MAX_DAYS = 14;

const days = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
const statusFilter = z.union([z.enum(WORK_LOG_STATUSES), z.array(z.enum(WORK_LOG_STATUSES)).max(WORK_LOG_STATUSES.length)]).optional();

/** GET /work-logs/map: one day (`date`) or a range of at most MAP_MAX_DAYS days. */
export const workLogMapQuery = z
  .object({
    date: calendarDate('validation.work_log.choose_date').optional(),
    dateFrom: calendarDate('server.work_logs.choose_first_day').optional(),
    dateTo: calendarDate('server.work_logs.choose_last_day').optional(),
    crewId: recordId('validation.common.choose_crew').optional(),
    marketId: recordId().optional(),
    serviceType: z.enum(WORK_LOG_TYPES).optional(),
    status: statusFilter,
  })
  .superRefine(({ date, dateFrom, dateTo }, ctx) => {
    if (date) return;
    if (!dateFrom) ctx.addIssue({ code: 'custom', path: ['date'], message: 'validation.work_log.choose_date' });
    else if (!dateTo) ctx.addIssue({ code: 'custom', path: ['dateTo'], message: 'server.work_logs.choose_last_day' });
    else if (dateTo < dateFrom) ctx.addIssue({ code: 'custom', path: ['dateTo'], message: 'server.work_logs.end_before_start' });
    else if (days(dateFrom, dateTo) >= MAP_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['dateTo'], message: withParams('server.work_logs.summary_max_days', { max: MAP_MAX_DAYS }) });
  });
export type WorkLogMapQuery = z.infer<typeof workLogMapQuery>;

/** GET /work-logs/bnb-map: the bush and bed visits of an ISO week (2026-W48). */
export const bnbMapQuery = z.object({ week: isoWeek, status: statusFilter, crewId: recordId('validation.common.choose_crew').optional() });
export type BnbMapQuery = z.infer<typeof bnbMapQuery>;

/** One marker: what a map shows of a work log, no more (5,000 of them travel in one answer). */
export const mapStop = z.object({
  _id: z.string(),
  date: z.string(),
  status: z.enum(WORK_LOG_STATUSES),
  serviceType: z.enum(WORK_LOG_TYPES),
  crewId: z.string().nullable(),
  crewName: z.string().nullable(),
  routePosition: z.number().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  /** At its zip code's centre, not its address (an import not yet geocoded): drawn hollow and dashed. */
  locationApproximate: z.boolean(),
  address: z.string(),
  zipcode: z.string(),
  customerName: z.string(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type MapStop = z.infer<typeof mapStop>;

/** `total` counts every stop matching, `withoutPosition` those left off for lacking coordinates; `capped` when stops were cut at MAP_MAX_STOPS. */
export const mapStops = z.object({ stops: z.array(mapStop), total: z.number(), withoutPosition: z.number(), capped: z.boolean() });
export type MapStops = z.infer<typeof mapStops>;

/** GET /work-logs/crew-progress: a day (today in the business's time zone by default). */
export const crewProgressQuery = z.object({ date: calendarDate('validation.work_log.choose_date').optional() });

const progressStop = z.object({
  _id: z.string(),
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  at: z.string(),
});
export type ProgressStop = z.infer<typeof progressStop>;

export const LATE_REASONS = ['behind_schedule', 'idle'] as const;
export type LateReason = (typeof LATE_REASONS)[number];

export const crewProgress = z.object({
  crewId: z.string(),
  crewName: z.string(),
  vendorName: z.string().nullable(),
  counts: statusCounts,
  /** Completed and skipped: visits the crew is through with. */
  done: z.number(),
  /** Pending and started. */
  left: z.number(),
  /** Minutes the pending and started visits still plan (time cap plus granted extra time). */
  remainingMinutes: z.number(),
  lastCompleted: progressStop.nullable(),
  current: progressStop.nullable(),
  /** The crew's working hours that day (HH:mm, the business's clock): lateness is judged within them. */
  workday: z.object({ start: z.string(), end: z.string() }),
  late: z.boolean(),
  lateReason: z.enum(LATE_REASONS).nullable(),
});
export type CrewProgress = z.infer<typeof crewProgress>;

export const crewProgressDay = z.object({
  date: z.string(),
  isToday: z.boolean(),
  /** The business's clock when the answer was made, HH:mm; lateness is judged against it. */
  now: z.string(),
  /** The business's time zone (a System Setting): the times of the stops read on its clock. */
  timeZone: z.string(),
  /** Minutes without a start or a completion after which a crew with stops left is late. */
  idleLateMinutes: z.number(),
  crews: z.array(crewProgress),
});
export type CrewProgressDay = z.infer<typeof crewProgressDay>;

/** GET /vendors/territories: every crew with the zip codes it serves, and the markets their vendors work in. */
export const crewTerritory = z.object({
  crewId: z.string(),
  crewName: z.string(),
  vendorId: z.string(),
  vendorName: z.string(),
  marketId: z.string().nullable(),
  zipcodes: z.array(z.string()),
});
export type CrewTerritory = z.infer<typeof crewTerritory>;

export const territories = z.object({ crews: z.array(crewTerritory), markets: z.array(z.object({ _id: z.string(), name: z.string() })) });
export type Territories = z.infer<typeof territories>;
