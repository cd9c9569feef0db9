// Balancing a vendor's day (issue 33): the proposal of which pending visits change crews to cut the day's driving, and
// the moves staff accept from it.
import { z } from 'zod';
import { withParams } from '../i18n/catalog';
import { calendarDate, recordId } from './fields';

/** A crew's working day when the office does not say otherwise. */
export const DEFAULT_CREW_HOURS = 8;
const MAX_MOVES = 500;
const CREW_HOURS_MESSAGE = 'validation.balance.crew_hours_from_1_to_16';

/** POST /work-logs/balance/preview: the vendor's crews on that date, each with `crewHours` of work in the day. */
export const balancePreviewInput = z.object({
  vendorId: recordId('validation.balance.choose_vendor'),
  date: calendarDate('validation.workLog.choose_date'),
  crewHours: z.number({ error: CREW_HOURS_MESSAGE }).min(1, CREW_HOURS_MESSAGE).max(16, CREW_HOURS_MESSAGE).default(DEFAULT_CREW_HOURS),
});
export type BalancePreviewInput = z.input<typeof balancePreviewInput>;

/** One accepted move: the work log goes from the crew the proposal saw it on to another crew of the vendor. */
export const balanceMove = z.object({ workLogId: recordId(), fromCrewId: recordId(), toCrewId: recordId() });
export type BalanceMove = z.infer<typeof balanceMove>;

/** POST /work-logs/balance/apply: the moves staff kept, all or some of the proposal's. */
export const balanceApplyInput = z.object({
  vendorId: recordId('validation.balance.choose_vendor'),
  date: calendarDate('validation.workLog.choose_date'),
  moves: z
    .array(balanceMove)
    .min(1, 'validation.balance.choose_at_least_one_move')
    .max(MAX_MOVES, withParams('validation.balance.too_many_moves', { max: MAX_MOVES }))
    .refine((moves) => new Set(moves.map((move) => move.workLogId)).size === moves.length, 'validation.balance.each_work_log_once'),
});
export type BalanceApplyInput = z.infer<typeof balanceApplyInput>;

/** A crew's remaining work of the day: stops, driving and service, in hours together. */
export const crewDayFigures = z.object({ stops: z.number(), miles: z.number(), driveMinutes: z.number(), serviceMinutes: z.number(), hours: z.number() });
export type CrewDayFigures = z.infer<typeof crewDayFigures>;

export const BALANCE_LEFT_OUT_REASONS = ['no-position', 'too-long', 'no-room'] as const;

const visit = { workLogId: z.string(), address: z.string(), serviceType: z.string() };

export const balanceProposal = z.object({
  vendorId: z.string(),
  date: z.string(),
  crewHours: z.number(),
  crews: z.array(z.object({ crewId: z.string(), crewName: z.string(), availableHours: z.number(), before: crewDayFigures, after: crewDayFigures })),
  moves: z.array(z.object({ ...visit, fromCrewId: z.string(), fromCrewName: z.string(), toCrewId: z.string(), toCrewName: z.string() })),
  /** What fits in no crew's hours: it stays where it is, the office decides. */
  leftOut: z.array(z.object({ ...visit, crewId: z.string().nullable(), crewName: z.string().nullable(), reason: z.enum(BALANCE_LEFT_OUT_REASONS) })),
  before: crewDayFigures,
  after: crewDayFigures,
});
export type BalanceProposal = z.infer<typeof balanceProposal>;
