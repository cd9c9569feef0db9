// Labour: punches with their position, staff-entered entries, pay rates, and the week the office approves
// (docs/labour.md). Minutes are whole minutes, money whole cents.
import { z } from 'zod';
import { calendarDate, MAX_LENGTH, optionalText, recordId, requiredText } from './fields';
import { isoWeek } from './timeSheet';

export const LABOUR_MESSAGES = {
  future: 'validation.time_sheet.punch_in_future',
  outOfOrder: 'validation.time_sheet.punch_out_of_order',
  overlaps: 'validation.time_sheet.entry_overlaps',
  onlyCrew: 'validation.time_sheet.only_crew_punches_crew',
  notInCrew: 'validation.time_sheet.not_in_your_crew',
  weekApproved: 'validation.time_sheet.week_approved',
  reason: 'validation.time_sheet.reason_required',
  clockOutAfter: 'validation.time_sheet.clock_out_after_clock_in',
  tooLong: 'validation.time_sheet.entry_at_most_24_hours',
  replaced: 'validation.time_sheet.entry_already_replaced',
  otherPerson: 'validation.time_sheet.replaced_entry_other_person',
  payAdminOnly: 'validation.time_sheet.pay_admin_only',
  payRate: 'validation.time_sheet.pay_rate_cents',
  position: 'validation.time_sheet.position_out_of_range',
  breakMinutes: 'validation.time_sheet.break_minutes',
  instant: 'validation.time_sheet.instant_required',
  breakEnd: 'validation.time_sheet.break_end_after_start',
  timeOffMinutes: 'validation.time_sheet.time_off_minutes',
  timeOffDay: 'validation.time_sheet.time_off_day_full',
} as const;

const instant = (message: string = LABOUR_MESSAGES.instant) => z.iso.datetime({ offset: true, error: message });
const breakMinutes = z.number({ error: LABOUR_MESSAGES.breakMinutes }).int(LABOUR_MESSAGES.breakMinutes).min(0).max(480);

/** A clock-in or clock-out from the phone; `at` is an offline punch's own time, `userIds` the crew members punched too. */
export const punchInput = z
  .object({
    latitude: z.number({ error: LABOUR_MESSAGES.position }).min(-90, LABOUR_MESSAGES.position).max(90, LABOUR_MESSAGES.position),
    longitude: z.number({ error: LABOUR_MESSAGES.position }).min(-180, LABOUR_MESSAGES.position).max(180, LABOUR_MESSAGES.position),
    accuracyM: z.number({ error: LABOUR_MESSAGES.position }).min(0, LABOUR_MESSAGES.position).max(100_000, LABOUR_MESSAGES.position),
    userIds: z.array(recordId(LABOUR_MESSAGES.notInCrew)).max(50),
    at: instant(),
    breakMinutes,
  })
  .partial()
  // The web app's clock button sends no body at all.
  .nullish()
  .transform((punch) => punch ?? {});
export type PunchInput = z.infer<typeof punchInput>;

/** The most a break may last; also the most break minutes an entry holds. */
export const MAX_BREAK_MINUTES = 480;

/**
 * A break as the phone took it: started and ended with their own times (offline, both pressed without signal), for the
 * caller and the crew members ticked. Its minutes are added to each one's open entry (docs/labour.md).
 */
export const breakInput = z
  .object({
    startedAt: instant(),
    endedAt: instant(),
    userIds: z.array(recordId(LABOUR_MESSAGES.notInCrew)).max(50).optional(),
  })
  .refine((input) => Date.parse(input.endedAt) > Date.parse(input.startedAt), { path: ['endedAt'], message: LABOUR_MESSAGES.breakEnd })
  .refine((input) => Date.parse(input.endedAt) - Date.parse(input.startedAt) <= MAX_BREAK_MINUTES * 60_000, {
    path: ['endedAt'],
    message: LABOUR_MESSAGES.breakMinutes,
  });
export type BreakInput = z.infer<typeof breakInput>;

/** Staff enter an entry, or replace one (`replacesId`: a forgotten clock-out closed, a time corrected), with a reason. */
export const timeSheetInput = z.object({
  userId: recordId('validation.fields.not_valid_id'),
  clockIn: instant(),
  clockOut: instant(),
  breakMinutes: breakMinutes.default(0),
  reason: requiredText(LABOUR_MESSAGES.reason, MAX_LENGTH.note),
  replacesId: recordId().optional(),
});
export type TimeSheetInput = z.infer<typeof timeSheetInput>;

/** Staff add paid time off for a person on a business day: its minutes (15 minutes to 24 hours) and a reason. */
export const paidTimeOffInput = z.object({
  userId: recordId('validation.fields.not_valid_id'),
  day: calendarDate(),
  minutes: z
    .number({ error: LABOUR_MESSAGES.timeOffMinutes })
    .int(LABOUR_MESSAGES.timeOffMinutes)
    .min(1, LABOUR_MESSAGES.timeOffMinutes)
    .max(1440, LABOUR_MESSAGES.timeOffMinutes),
  reason: requiredText(LABOUR_MESSAGES.reason, MAX_LENGTH.note),
});
export type PaidTimeOffInput = z.infer<typeof paidTimeOffInput>;

export const paidTimeOffRecord = z.object({ _id: z.string(), day: z.string(), minutes: z.number(), reason: z.string() });
export type PaidTimeOffRecord = z.infer<typeof paidTimeOffRecord>;

/** A pay change on `PUT /users/{id}` (admin): a dated row, from today unless `effectiveFrom` says otherwise. */
export const payFields = z.object({
  payRateCents: z
    .number({ error: LABOUR_MESSAGES.payRate })
    .int(LABOUR_MESSAGES.payRate)
    .min(0, LABOUR_MESSAGES.payRate)
    .max(100_000, LABOUR_MESSAGES.payRate),
  effectiveFrom: calendarDate().optional(),
  overtimeExempt: z.boolean().optional(),
  employeeId: optionalText(40),
});
export const PAY_FIELD_NAMES = Object.keys(payFields.shape) as (keyof typeof payFields.shape)[];
export type PayFields = z.infer<typeof payFields>;

export const payRateRecord = z.object({
  _id: z.string(),
  payRateCents: z.number(),
  effectiveFrom: z.string(),
  overtimeExempt: z.boolean(),
  employeeId: z.string().nullable(),
  setById: z.string().nullable(),
  createdAt: z.string(),
});
export type PayRateRecord = z.infer<typeof payRateRecord>;

export const weekParams = z.object({ week: isoWeek });
export const payrollQuery = z.object({ week: isoWeek, layout: z.enum(['generic', 'gusto']).default('generic') });

export const weekEntry = z.object({
  _id: z.string(),
  clockIn: z.string(),
  clockOut: z.string().nullable(),
  breakMinutes: z.number(),
  minutes: z.number(),
  /** Metres from the nearest known place when a punch was farther than the setting allows. */
  clockInFarM: z.number().nullable(),
  clockOutFarM: z.number().nullable(),
  reason: z.string().nullable(),
  replacesId: z.string().nullable(),
  enteredByStaff: z.boolean(),
  /** Each break taken on the phone with its own start and end (a staff entry's break has its minutes only). */
  breaks: z.array(z.object({ startedAt: z.string(), endedAt: z.string() })),
});

export type WeekEntry = z.infer<typeof weekEntry>;

export const weekPerson = z.object({
  userId: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  employeeId: z.string().nullable().optional(),
  regularMinutes: z.number(),
  overtimeMinutes: z.number(),
  doubleTimeMinutes: z.number(),
  breakMinutes: z.number(),
  /** Paid time off in the week: paid at the day's rate, outside the overtime count. */
  paidTimeOffMinutes: z.number(),
  /** Money only for an admin: left out of a csr's answer. */
  payRateCents: z.number().nullable().optional(),
  grossCents: z.number().optional(),
  loadedCostCents: z.number().optional(),
  approved: z.boolean(),
  openEntries: z.number(),
  days: z.array(z.object({ day: z.string(), minutes: z.number(), entries: z.array(weekEntry), paidTimeOff: z.array(paidTimeOffRecord) })),
});
export type WeekPerson = z.infer<typeof weekPerson>;

export const weekView = z.object({
  week: z.string(),
  days: z.array(z.string()),
  approved: z.boolean(),
  approvedAt: z.string().nullable(),
  people: z.array(weekPerson),
  /**
   * Whom the week's dialogs offer for a new entry or paid time off: every active crew member, and anyone with hours
   * or time off this week (staff who clocked), by name; a crew member away all week is among them.
   */
  roster: z.array(z.object({ userId: z.string(), name: z.string() })),
});
export type WeekView = z.infer<typeof weekView>;
export type RosterPerson = WeekView['roster'][number];
