// Notification types, which stay silent or ring louder, and the socket's event names, without zod: every signed-in
// page's socket reads them as it starts.
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
  'lead-created',
  'signup-flood',
  'quote-joined-no-card',
  'visit-rated-low',
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

export const DELAY_PROMPT_TYPES = ['service-delay-initial', 'service-delay-confirm'] as const;

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

/** Socket event to the staff member whose balance preview is solving: how far it has got (BalanceProgress). */
export const BALANCE_PROGRESS_EVENT = 'balance-progress';

/** Socket event telling staff that work logs changed status (started, completed, skipped…): open maps and boards read them again, silently. */
export const WORK_LOGS_CHANGED_EVENT = 'work-logs-changed';

/** Socket event telling staff that a customer rated a visit (VisitRated): the ratings and the dashboard read again, silently. */
export const VISIT_RATED_EVENT = 'visit-rated';
export interface VisitRated {
  workLogId: string;
  stars: number;
}

/** Socket event telling staff that leads or quotes changed (a new lead; a quote sent, opened, approved): their pages read again. */
export const QUOTES_CHANGED_EVENT = 'quotes-changed';

/**
 * Socket event telling staff that inbox threads changed (a text in, a reply, an assignee, a read): the inbox and the
 * menu's unread badge read again. `ids` are the threads' ids.
 */
export const CONVERSATIONS_CHANGED_EVENT = 'conversations-changed';
export interface ConversationsChanged {
  ids: string[];
}
export interface WorkLogsChanged {
  ids: string[];
}
