// Notifications: the types of spec section 4, which of them stay silent or ring louder, and the calls' inputs.
import { z } from 'zod';
import { page, pageInput } from './envelope';
import { MAX_LENGTH, recordId, requiredText } from './fields';

export const NOTIFICATION_TYPES = [
  'service-cancel',
  'service-schedule',
  'service-delay',
  'service-restore',
  'service-revert',
  'service-skip',
  'payment-success',
  'payment-failed',
  'charge-later-ready',
  'charge-later-schedule',
  'charge-later-update',
  'charge-later-revert',
  'no-charge-assignment',
  'no-charge-revert',
  'property-activation-request',
  'property-activation-processed',
  'property-status-update',
  'extra-service-time-request',
  'extra-service-time-approved',
  'extra-service-time-rejected',
  'announcement-create',
  'announcement-update',
  'announcement-skip',
  'announcement-remove',
  'referral-created',
  'referral-completed',
  'bnb-service-time-up-reminder',
  'reminder-due',
  'contact_us_request',
  'service-delay-initial',
  'service-delay-confirm',
  'service-delay-response',
  'settings-secrets-changed',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Bookkeeping that undoes an earlier event: recorded in the list, but no toast and no sound. */
export const SILENT_NOTIFICATION_TYPES: readonly NotificationType[] = [
  'service-revert',
  'charge-later-revert',
  'no-charge-revert',
  'announcement-skip',
];
export const HIGH_PRIORITY_NOTIFICATION_TYPES: readonly NotificationType[] = [
  'extra-service-time-request',
  'extra-service-time-approved',
  'extra-service-time-rejected',
];

export const NOTIFICATION_PAGE_SIZE = 20;

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

export const DELAY_PROMPT_TYPES = ['service-delay-initial', 'service-delay-confirm'] as const;

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

/** Socket event telling a signed-in user that their own account or role changed: the browser reads the session user again. */
export const SESSION_USER_CHANGED_EVENT = 'session-user-changed';

/**
 * Socket event telling staff that the office's queues changed: a contact request or a sign-up arrived or was handled, a
 * customer was added. The dashboard and those lists read again, silently.
 */
export const OFFICE_QUEUES_CHANGED_EVENT = 'office-queues-changed';

/** Socket event to staff while a newsletter sends: its counts (NewsletterProgress), so an open page reads its lists again. */
export const NEWSLETTER_PROGRESS_EVENT = 'newsletter-progress';

/** Socket event to the staff member who started an import: how far it has got (ImportProgress), so the page reads it again. */
export const IMPORT_PROGRESS_EVENT = 'import-progress';

/** Socket event telling staff that work logs changed status (started, completed, skipped…): open maps and boards read them again, silently. */
export const WORK_LOGS_CHANGED_EVENT = 'work-logs-changed';
export interface WorkLogsChanged {
  ids: string[];
}
