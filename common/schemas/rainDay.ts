// A rain day: the pending visits of a day and a scope move to the next service day of their series, or to
// a date staff choose; the preview shows where each lands, apply moves them, undo puts them back the same day.
import { z } from 'zod';
import { calendarDate, optionalRecordId, recordId } from './fields';

export const RAIN_DAY_SCOPES = ['business', 'market', 'vendor', 'crew'] as const;
export type RainDayScope = (typeof RAIN_DAY_SCOPES)[number];
/** More visits than this in one rain day: staff split it by market or vendor. */
export const MAX_RAIN_DAY_WORK_LOGS = 5000;

const SCOPE_MESSAGE = 'validation.rain_day.choose_scope';

const rainDayFields = {
  date: calendarDate('validation.work_log.choose_date'),
  scope: z.enum(RAIN_DAY_SCOPES, { error: SCOPE_MESSAGE }),
  /** The market, vendor or crew; none for the whole business. */
  scopeId: optionalRecordId('validation.rain_day.choose_scope_record'),
  /** For a day under way: only each crew's stops after the last one it started or completed. */
  fromNow: z.boolean({ error: 'validation.rain_day.from_now_yes_or_no' }).default(false),
  /** Null: each visit goes to the next working day its crew has room on. */
  targetDate: calendarDate('validation.rain_day.choose_target_date')
    .nullish()
    .transform((value) => value ?? null),
  /** A moved visit absorbs the later visits of its series it lands on or past (off: every visit stays). */
  absorb: z.boolean({ error: 'validation.rain_day.absorb_yes_or_no' }).default(false),
};

const scopeChecked = <T extends { scope: RainDayScope; scopeId: string | null; date: string; targetDate: string | null }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (value.scope !== 'business' && !value.scopeId)
    ctx.addIssue({ code: 'custom', path: ['scopeId'], message: 'validation.rain_day.choose_scope_record' });
  if (value.targetDate && value.targetDate <= value.date)
    ctx.addIssue({ code: 'custom', path: ['targetDate'], message: 'validation.rain_day.target_after_rain_day' });
};

/** POST /work-logs/rain-day/preview. */
export const rainDayPreviewInput = z.object(rainDayFields).superRefine(scopeChecked);
export type RainDayPreviewInput = z.input<typeof rainDayPreviewInput>;

/** POST /work-logs/rain-day/apply: what was previewed, and the preview's fingerprint so a changed plan is refused. */
export const rainDayApplyInput = z
  .object({
    ...rainDayFields,
    fingerprint: z.string({ error: 'validation.rain_day.preview_first' }).regex(/^[0-9a-f]{64}$/, 'validation.rain_day.preview_first'),
  })
  .superRefine(scopeChecked);
export type RainDayApplyInput = z.input<typeof rainDayApplyInput>;

export const rainDayMove = z.object({
  workLogId: z.string(),
  address: z.string(),
  serviceType: z.string(),
  crewId: z.string().nullable(),
  crewName: z.string().nullable(),
  fromDate: z.string(),
  toDate: z.string(),
  /** Later visits of its series it lands on or past: they are removed, so the series gets no double visit. */
  absorbs: z.number(),
});
export type RainDayMoveRow = z.infer<typeof rainDayMove>;

/** A crew's work on a day a rain day may move visits to, against its working hours. */
export const rainDayCrewLoad = z.object({
  crewId: z.string(),
  crewName: z.string(),
  /** Hours of work on site before the rain day's visits arrive, and after. */
  beforeHours: z.number(),
  afterHours: z.number(),
  /** Its working hours that day; 0 on its day off. */
  crewHours: z.number(),
});

/** A day the visits may land on: the work of the crews whose visits move, against their hours. */
export const rainDayLoad = z.object({
  date: z.string(),
  /** How many of the plan's visits land on it. */
  arriving: z.number(),
  beforeHours: z.number(),
  afterHours: z.number(),
  crewHours: z.number(),
  /** Some crew's work would pass its hours. */
  over: z.boolean(),
  crews: z.array(rainDayCrewLoad),
});
export type RainDayLoad = z.infer<typeof rainDayLoad>;

export const rainDayPlan = z.object({
  date: z.string(),
  fingerprint: z.string(),
  moves: z.array(rainDayMove),
  /** The candidate days (and the chosen one), earliest first. */
  days: z.array(rainDayLoad),
  /**
   * Visits of the day and scope that stay: started or completed ones, pending ones with no service day left in the
   * season, and (from now on) the stops a crew passed over before its last started or completed one.
   */
  staying: z.object({ started: z.number(), completed: z.number(), noDay: z.number(), passedOver: z.number() }),
});
export type RainDayPlan = z.infer<typeof rainDayPlan>;

export const rainDayResult = z.object({
  _id: z.string(),
  date: z.string(),
  moved: z.number(),
  absorbed: z.number(),
  undoneAt: z.string().nullable(),
});
export type RainDayResult = z.infer<typeof rainDayResult>;

export const rainDayById = z.object({ id: recordId() });

/** GET /work-logs/rain-days: the rain days applied, newest first. */
export const rainDayListQuery = z.object({
  limit: z.coerce
    .number({ error: 'validation.rain_day.list_limit' })
    .int('validation.rain_day.list_limit')
    .min(1, 'validation.rain_day.list_limit')
    .max(200, 'validation.rain_day.list_limit')
    .default(50),
});

export const rainDayListRow = z.object({
  _id: z.string(),
  date: z.string(),
  scope: z.enum(RAIN_DAY_SCOPES),
  /** The market, vendor or crew's name; null for the whole business. */
  scopeName: z.string().nullable(),
  /** The markets of the visits moved. */
  markets: z.array(z.string()),
  fromNow: z.boolean(),
  targetDate: z.string().nullable(),
  absorb: z.boolean(),
  moved: z.number(),
  absorbed: z.number(),
  appliedBy: z.string().nullable(),
  appliedAt: z.string(),
  undoneBy: z.string().nullable(),
  undoneAt: z.string().nullable(),
  /** Not undone yet and applied today (the business's day): undo is still possible, from any browser. */
  canUndo: z.boolean(),
});
export type RainDayListRow = z.infer<typeof rainDayListRow>;
