// Where a click on a notification leads: its subject, by type, as the signed-in user can open it (or nowhere).
import type { NotificationRecord, NotificationType } from '../../../common/schemas/notification';
import { routeAccess } from '../../auth/routeAccess';
import type { StoredUser } from '../../auth/session';
import { SCREEN } from '../../../common/screens';
import { CREW_DASHBOARD_PATH } from '../../crew/paths';
import { assignmentPath, BOARD_PATH } from '../../custom/assignment/paths';
import { CREW_TEAM_PATH } from '../../custom/crewTeam/paths';
import { type PropertyTab, propertyViewPath, REFERRALS_ANCHOR } from '../../custom/propertyView/paths';
import { SYSTEM_SETTINGS_PATH } from '../../custom/systemSettings/paths';
import { CUSTOMER_DASHBOARD_PATH } from '../../customer/paths';
import { CONTACT_REQUESTS_PATH } from '../../resources/contactRequests/paths';
import { CREW_ANNOUNCEMENTS_PATH } from '../../resources/crewAnnouncements/paths';

/** What a notification is about. */
type Subject =
  | 'workLog'
  | 'billing'
  | 'property'
  | 'reminder'
  | 'referral'
  | 'contactRequest'
  | 'lead'
  | 'delayAnswer'
  | 'delayPrompt'
  | 'announcement'
  | 'settings';

export const NOTIFICATION_SUBJECTS: Record<NotificationType, Subject> = {
  'service-cancel': 'workLog',
  'service-schedule': 'workLog',
  'service-delay': 'workLog',
  'service-restore': 'workLog',
  'service-revert': 'workLog',
  'service-skip': 'workLog',
  'extra-service-time-request': 'workLog',
  'extra-service-time-approved': 'workLog',
  'extra-service-time-rejected': 'workLog',
  'bnb-service-time-up-reminder': 'workLog',
  'payment-success': 'billing',
  'payment-failed': 'billing',
  'charge-later-ready': 'billing',
  'charge-later-schedule': 'billing',
  'charge-later-update': 'billing',
  'charge-later-revert': 'billing',
  'no-charge-assignment': 'billing',
  'no-charge-revert': 'billing',
  'property-activation-request': 'property',
  'property-activation-processed': 'property',
  'property-status-update': 'property',
  'reminder-due': 'reminder',
  'referral-created': 'referral',
  'referral-completed': 'referral',
  contact_us_request: 'contactRequest',
  'service-delay-response': 'delayAnswer',
  'service-delay-initial': 'delayPrompt',
  'service-delay-confirm': 'delayPrompt',
  'announcement-create': 'announcement',
  'announcement-update': 'announcement',
  'announcement-skip': 'announcement',
  'announcement-remove': 'announcement',
  'settings-secrets-changed': 'settings',
  'lead-created': 'lead',
  'signup-flood': 'lead',
  'quote-joined-no-card': 'lead',
  'visit-rated-low': 'workLog',
};

function propertyView(notification: NotificationRecord, tab?: PropertyTab, anchor?: string): string | undefined {
  const propertyId = notification.additionalData.property?._id;
  if (!propertyId) return undefined;
  return `${propertyViewPath(propertyId, tab)}${anchor ? `#${anchor}` : ''}`;
}

/** A work log's page; a notice about several (a move) opens the board on their day. */
function workLog(notification: NotificationRecord): string | undefined {
  const { workLogId, workLogDate } = notification.additionalData.others ?? {};
  if (workLogId) return assignmentPath(workLogId);
  if (workLogDate) return `${BOARD_PATH}?serviceDate=${encodeURIComponent(workLogDate)}`;
  return propertyView(notification);
}

function contactRequest(notification: NotificationRecord): string {
  const id = notification.additionalData.others?.contactRequestId;
  const filter = id ? { id } : { status: 'open' };
  return `${CONTACT_REQUESTS_PATH}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
}

function delayAnswer(notification: NotificationRecord): string {
  const crewId = notification.additionalData.others?.crewId;
  return `${CREW_TEAM_PATH}${crewId ? `?crew=${encodeURIComponent(crewId)}` : ''}`;
}

const FOR_STAFF: Record<Subject, (notification: NotificationRecord) => string | undefined> = {
  workLog,
  billing: (notification) => propertyView(notification, 'billing'),
  property: (notification) => propertyView(notification),
  reminder: (notification) => propertyView(notification, 'reminders'),
  referral: (notification) => propertyView(notification, undefined, REFERRALS_ANCHOR),
  contactRequest,
  lead: (notification) => {
    const id = notification.additionalData.others?.leadId;
    return id ? `${SCREEN.leads.path}/${encodeURIComponent(id)}/show` : SCREEN.leads.path;
  },
  delayAnswer,
  delayPrompt: () => CREW_TEAM_PATH,
  announcement: () => CREW_ANNOUNCEMENTS_PATH,
  settings: () => `${SYSTEM_SETTINGS_PATH}#settings-secret-history`,
};

/** Customers and crews read their subjects on their own pages. */
function forOthers(user: StoredUser, subject: Subject): string | undefined {
  if (user.type === 'crew') return CREW_DASHBOARD_PATH;
  if (user.type === 'customer') return subject === 'referral' ? SCREEN.referAndEarn.path : CUSTOMER_DASHBOARD_PATH;
  return undefined;
}

/** The path a click on the notification opens, if there is one this user may open. */
export function notificationTarget(notification: NotificationRecord, user: StoredUser | null): string | undefined {
  if (!user) return undefined;
  const subject = NOTIFICATION_SUBJECTS[notification.type];
  const target = user.type === 'admin' || user.type === 'csr' ? FOR_STAFF[subject](notification) : forOthers(user, subject);
  if (!target) return undefined;
  const pathname = target.split(/[?#]/)[0];
  return routeAccess(pathname, user).allow ? target : undefined;
}
