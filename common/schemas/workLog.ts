// Work logs (the spec's assignments): statuses, the transitions between them and the inputs that drive them.
import { withParams } from '../i18n/keys';
import { z } from 'zod';
import { WORK_LOG_TYPES } from './service';
import { calendarDate, MAX_LENGTH, optionalRecordId, optionalText, recordId } from './fields';
import {
  REASON_MAX_LENGTH,
  REASON_MESSAGE,
  WORK_LOG_ACTIONS,
  WORK_LOG_STATUSES,
  WORK_LOG_TRANSITIONS,
  type WorkLogAction,
} from '../workLogStatuses';

// The statuses live beside, without zod, for the pages that need them and no schema.
export * from '../workLogStatuses';

/** PUT /work-logs/{id}/status. A skip or a cancel needs a reason: a phrase (un-assign / cancel-assignment) or text. */
export const workLogStatusChange = z
  .object({
    action: z.enum(WORK_LOG_ACTIONS as [WorkLogAction, ...WorkLogAction[]], { error: 'validation.work_log.choose_action' }),
    reasonPhraseId: optionalRecordId('validation.work_log.choose_phrase'),
    reason: optionalText(REASON_MAX_LENGTH),
    // The phone's position at the action: one outside the world or without an accuracy is ignored, never refused
    // (common/geo/reportedPosition.ts); a start or complete keeps an in-world one on the visit's row as before.
    latitude: z.number().optional(),
    longitude: z.number().optional(),
    accuracyM: z.number().optional(),
  })
  .superRefine((change, ctx) => {
    if (WORK_LOG_TRANSITIONS[change.action].needsReason && !change.reasonPhraseId && !change.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: REASON_MESSAGE });
    }
  });
export type WorkLogStatusChange = z.infer<typeof workLogStatusChange>;

const MAX_BULK = 500;
const selection = z
  .array(recordId())
  .min(1, 'validation.work_log.select_at_least_one_work_log')
  .max(MAX_BULK, withParams('validation.work_log.too_many_work_logs', { max: MAX_BULK }));

/** POST /work-logs/reassign: the selection moves to another crew, all or nothing. */
export const workLogReassign = z.object({ ids: selection, crewId: recordId('validation.common.choose_crew') });
export type WorkLogReassign = z.infer<typeof workLogReassign>;

/**
 * POST /work-logs/move: the selection moves to another date, all or nothing. `crewId` left out (or '', an empty
 * picker) keeps each row's crew; a crew's id hands the rows to it; null hands them back to no crew.
 */
export const workLogMove = z.object({
  ids: selection,
  date: calendarDate('validation.work_log.choose_date'),
  crewId: z
    .union([z.literal('').transform(() => undefined), recordId('validation.common.choose_crew'), z.null()], {
      error: 'validation.common.choose_crew',
    })
    .optional(),
});
export type WorkLogMove = z.infer<typeof workLogMove>;

/** POST /work-logs/{id}/extra-time: a crew on a started bnb visit asks for more time. */
export const extraTimeRequest = z.object({
  minutes: z
    .number({ error: 'validation.work_log.enter_minutes_needed' })
    .int('validation.work_log.enter_whole_minutes')
    .min(5, 'validation.work_log.ask_for_5_to_240_minutes')
    .max(240, 'validation.work_log.ask_for_5_to_240_minutes'),
  note: optionalText(REASON_MAX_LENGTH),
});
export type ExtraTimeRequest = z.infer<typeof extraTimeRequest>;

/**
 * POST /work-logs/{id}/on-my-way (no body): the stop's customer is told the crew is on its way, once a visit.
 * `onMyWayAt` is when they were told; `sentNow` is false when an earlier press or the automatic text already had.
 */
/** POST /work-logs/{id}/on-my-way: the phone's position at the press, when it has one (no body at all is fine). */
export const onMyWayInput = z
  .object({ latitude: z.number().optional(), longitude: z.number().optional(), accuracyM: z.number().optional() })
  .nullish()
  .transform((input) => input ?? {});
export type OnMyWayInput = z.input<typeof onMyWayInput>;

export const onMyWayAnswer = z.object({ onMyWayAt: z.string(), sentNow: z.boolean() });
export type OnMyWayAnswer = z.infer<typeof onMyWayAnswer>;

/** PUT /work-logs/{id}/extra-time: staff answer; approving may grant fewer minutes than asked. */
export const extraTimeDecision = z.object({
  decision: z.enum(['approved', 'rejected'], { error: 'validation.work_log.approve_or_reject' }),
  minutes: z
    .number()
    .int('validation.work_log.enter_whole_minutes')
    .min(5, 'validation.work_log.grant_5_to_240_minutes')
    .max(240, 'validation.work_log.grant_5_to_240_minutes')
    .optional(),
});
export type ExtraTimeDecision = z.infer<typeof extraTimeDecision>;

/** PUT /work-logs/{id}/notes: what the crew wrote about the visit; blank clears it. */
export const workLogNotesInput = z.object({ crewNotes: optionalText(MAX_LENGTH.note) });
export type WorkLogNotesInput = z.infer<typeof workLogNotesInput>;

/** Filters of GET /work-logs (simple-rest `filter`) and of the day summary. */
export const workLogFilter = z.object({
  date: calendarDate().optional(),
  dateFrom: calendarDate().optional(),
  dateTo: calendarDate().optional(),
  crewId: z.union([recordId(), z.literal('none')]).optional(),
  vendorId: recordId().optional(),
  marketId: recordId().optional(),
  serviceType: z.enum(WORK_LOG_TYPES).optional(),
  status: z.union([z.enum(WORK_LOG_STATUSES), z.array(z.enum(WORK_LOG_STATUSES)).max(WORK_LOG_STATUSES.length)]).optional(),
  propertyId: recordId().optional(),
  q: optionalText(200),
});
export type WorkLogFilter = z.infer<typeof workLogFilter>;
