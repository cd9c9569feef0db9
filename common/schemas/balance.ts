// Balancing a vendor's day: the proposal of which pending visits change crews to lower the day's cost
// (driving and overtime), and the moves staff accept from it.
import { z } from 'zod';
import { withParams } from '../i18n/keys';
import { calendarDate, recordId } from './fields';

const MAX_MOVES = 500;
/** The time a preview may take when the request names one (a large day): milliseconds. */
const BUDGET = { min: 500, max: 60_000 };

/** One accepted move: the work log goes from the crew the proposal saw it on to another crew of the vendor. */
export const balanceMove = z.object({ workLogId: recordId(), fromCrewId: recordId(), toCrewId: recordId() });
export type BalanceMove = z.infer<typeof balanceMove>;

const moveList = z
  .array(balanceMove)
  .max(MAX_MOVES, withParams('validation.balance.too_many_moves', { max: MAX_MOVES }))
  .refine((moves) => new Set(moves.map((move) => move.workLogId)).size === moves.length, 'validation.balance.each_work_log_once');

/**
 * POST /work-logs/balance/preview: the moves that lower the day's cost (driving plus weighted overtime), or none. With
 * `moves` (the ones staff keep ticked), nothing is solved: the answer is the day after exactly those moves.
 */
export const balancePreviewInput = z.object({
  vendorId: recordId('validation.balance.choose_vendor'),
  date: calendarDate('validation.work_log.choose_date'),
  moves: moveList.optional(),
  /** Answer within about this many milliseconds (the solver takes half); without it a fixed step budget, the same twice. */
  budgetMs: z
    .number(withParams('validation.balance.budget', BUDGET))
    .int(withParams('validation.balance.budget', BUDGET))
    .min(BUDGET.min, withParams('validation.balance.budget', BUDGET))
    .max(BUDGET.max, withParams('validation.balance.budget', BUDGET))
    .optional(),
});
export type BalancePreviewInput = z.input<typeof balancePreviewInput>;

/**
 * BALANCE_PROGRESS_EVENT: a preview waiting for the route planner (`queued`: how many searches run or wait ahead of it),
 * then solving (its time so far of its budget, counted from when its search started, and the least driving found yet).
 */
export const balanceProgress = z.object({
  vendorId: z.string(),
  date: z.string(),
  state: z.enum(['queued', 'solving']),
  /** Queued: the searches running or waiting ahead of this one; null while solving. */
  ahead: z.number().int().min(0).nullable(),
  /** Milliseconds waited before the search started (so far, while queued). */
  waitedMs: z.number().min(0),
  elapsedMs: z.number().min(0),
  budgetMs: z.number().min(0),
  /** Road miles of the best plan so far; null before the search has one. */
  bestMiles: z.number().nullable(),
});
export type BalanceProgress = z.infer<typeof balanceProgress>;

/** POST /work-logs/balance/apply: the moves staff kept, all or some of the proposal's. */
export const balanceApplyInput = z.object({
  vendorId: recordId('validation.balance.choose_vendor'),
  date: calendarDate('validation.work_log.choose_date'),
  moves: moveList.refine((moves) => moves.length > 0, 'validation.balance.choose_at_least_one_move'),
  /** Staff accept a day that costs more than the current plan (hand-ticked moves that do not help): refused without. */
  confirmWorse: z.boolean().default(false),
});
export type BalanceApplyInput = z.input<typeof balanceApplyInput>;

/** A crew's remaining work of the day: stops, driving and service, in hours together, and the hours past its end. */
export const crewDayFigures = z.object({
  stops: z.number(),
  miles: z.number(),
  driveMinutes: z.number(),
  serviceMinutes: z.number(),
  hours: z.number(),
  overtimeHours: z.number(),
});
export type CrewDayFigures = z.infer<typeof crewDayFigures>;

const latLng = z.tuple([z.number(), z.number()]);

export const BALANCE_LEFT_OUT_REASONS = ['no-position', 'too-long', 'no-room'] as const;

const workLog = { workLogId: z.string(), address: z.string(), serviceType: z.string() };

export const balanceProposal = z.object({
  vendorId: z.string(),
  date: z.string(),
  crews: z.array(
    z.object({
      crewId: z.string(),
      crewName: z.string(),
      /** Its working hours that day (HH:MM), null on its day off. */
      hours: z.object({ start: z.string(), end: z.string() }).nullable(),
      availableHours: z.number(),
      before: crewDayFigures,
      after: crewDayFigures,
    }),
  ),
  /** Empty when no set of moves lowers the day's cost: "no better plan found". Moves that do not help come unticked. */
  moves: z.array(
    z.object({
      ...workLog,
      fromCrewId: z.string(),
      fromCrewName: z.string(),
      toCrewId: z.string(),
      toCrewName: z.string(),
      ticked: z.boolean(),
      /** Unticked: about how many minutes of cost (driving plus weighted overtime) ticking it adds; null when ticked. */
      addsMinutes: z.number().nullable(),
    }),
  ),
  /** What fits in no crew's hours: it stays where it is, the office decides. */
  leftOut: z.array(
    z.object({ ...workLog, crewId: z.string().nullable(), crewName: z.string().nullable(), reason: z.enum(BALANCE_LEFT_OUT_REASONS) }),
  ),
  /**
   * The visits the day as figured leaves outside their access windows: `late` arriving after the day's windows
   * closed (`window` the last), `closed-day` on a week day they leave out. No move makes a visit late that was not.
   */
  late: z.array(
    z.object({
      ...workLog,
      crewId: z.string(),
      crewName: z.string(),
      reason: z.enum(['late', 'closed-day']),
      arrival: z.string(),
      window: z.object({ start: z.string(), end: z.string() }).nullable(),
    }),
  ),
  before: crewDayFigures,
  after: crewDayFigures,
  /** Each crew's route on the map: its start and its stops in order, before and after the ticked moves (`[lat, lng]`). */
  routes: z.array(
    z.object({
      crewId: z.string(),
      start: latLng.nullable(),
      before: z.array(z.object({ workLogId: z.string(), at: latLng })),
      after: z.array(z.object({ workLogId: z.string(), at: latLng })),
    }),
  ),
  /** The day's cost in minutes, before and after the ticked moves: driving plus overtime counted `overtimeWeight` times. */
  cost: z.object({ before: z.number(), after: z.number(), overtimeWeight: z.number() }),
});
export type BalanceProposal = z.infer<typeof balanceProposal>;
