// Notifications: the types of spec section 4, which of them stay silent or ring louder, and the calls' inputs.
import { z } from 'zod';
import { page, pageInput } from './envelope';
import { MAX_LENGTH, recordId, requiredText } from './fields';
import { DELAY_PROMPT_TYPES, NOTIFICATION_PAGE_SIZE, NOTIFICATION_TYPES } from '../notificationTypes';

// The types and the socket's events live beside, without zod, for the pages that need them and no schema.
export * from '../notificationTypes';

const translation = z.object({ title: z.string(), message: z.string() });

export const notificationRecord = z.object({
  _id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  date: z.string(),
  isRead: z.boolean(),
  additionalData: z.object({
    others: z
      .object({
        workLogDate: z.string().optional(),
        crew: z.string().optional(),
        chargeLaterDate: z.string().optional(),
        translateEs: translation.optional(),
        delayPromptId: z.string().optional(),
        // What the notification is about, so a click opens it (src/ui/notifications/notificationTarget.ts).
        workLogId: z.string().optional(),
        crewId: z.string().optional(),
        contactRequestId: z.string().optional(),
        leadId: z.string().optional(),
      })
      .optional(),
    property: z.object({ _id: z.string(), address: z.string() }).optional(),
  }),
  completedBy: z.object({ _id: z.string(), name: z.string(), completedAt: z.string() }).nullable(),
});
export type NotificationRecord = z.infer<typeof notificationRecord>;
export type NotificationData = NotificationRecord['additionalData'];

/** The spec's notification page: the paged list's `list` and `total`, and how many of all are read and unread. */
export const notificationPage = page(notificationRecord).extend({ read: z.number(), unread: z.number() });
export type NotificationPage = z.infer<typeof notificationPage>;

export const notificationPageQuery = pageInput(NOTIFICATION_PAGE_SIZE, 100);

export const readAllInput = z.object({ isAllRead: z.literal(true, { error: 'validation.notification.is_all_read_true' }) });

export const delayPromptInput = z.object({
  crewId: recordId('validation.common.choose_crew'),
  type: z.enum(DELAY_PROMPT_TYPES, { error: 'validation.notification.choose_prompt_type' }),
  title: requiredText('validation.common.title_required', MAX_LENGTH.title),
  description: requiredText('validation.notification.description_required', 1000),
  expiresInMinutes: z.coerce
    .number()
    .int()
    .min(1, 'validation.notification.at_least_1_minute')
    .max(24 * 60, 'validation.notification.at_most_24_hours')
    .default(60),
});

export const delayResponseInput = z.object({
  notificationId: recordId('validation.notification.notification_id_required'),
  crewResponse: z.enum(['yes', 'no'], { error: 'validation.notification.crew_response_yes_or_no' }),
});

/** What GET /crew/delayServiceConfig/{crewId} answers: the crew's open prompt, if any. */
export const delayConfig = z.object({
  display: z.boolean(),
  type: z.enum(DELAY_PROMPT_TYPES).nullable(),
  notificationId: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  expire: z.string().nullable(),
});
export type DelayConfig = z.infer<typeof delayConfig>;

/** What POST /crew/delay-prompts answers: the prompt sent and when it expires. */
export const sentDelayPrompt = z.object({ _id: z.string(), expire: z.string() });
