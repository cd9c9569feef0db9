// The notifications a work log's changes send, as catalog messages (the notifier stores English and Spanish).
import { type Message, type MessageKey, withParams } from '../../../common/i18n/catalog';
import type { NotificationType } from '../../../common/schemas/notification';
import type { WorkLogAction } from '../../../common/schemas/workLog';
import type { NotificationDraft } from '../messaging';

export interface WorkLogNotice {
  _id: string;
  propertyId: string;
  address: string;
  date: string;
  serviceType: string;
  crewName: string | null;
  reason: string | null;
}

const service = (workLog: WorkLogNotice) => `notifications.services.${workLog.serviceType}`;

const draft = (type: NotificationType, workLog: WorkLogNotice, title: Message, message: Message): NotificationDraft => ({
  type,
  title,
  message,
  additionalData: {
    property: { _id: workLog.propertyId, address: workLog.address },
    others: { workLogId: workLog._id, workLogDate: workLog.date, ...(workLog.crewName && { crew: workLog.crewName }) },
  },
});

/** The reason as the message's ending: `: <reason>`, or a full stop without one. */
const because = (reason: string | null) => (reason ? `: ${reason}` : '.');

const STATUS_NOTICES = {
  skip: ['service-skip', 'notifications.work_logs.skipped_title', 'notifications.work_logs.skipped_message'],
  cancel: ['service-cancel', 'notifications.work_logs.cancelled_title', 'notifications.work_logs.cancelled_message'],
  restore: ['service-restore', 'notifications.work_logs.restored_title', 'notifications.work_logs.restored_message'],
  revert: ['service-revert', 'notifications.work_logs.reverted_title', 'notifications.work_logs.reverted_message'],
} as const satisfies Partial<Record<WorkLogAction, [NotificationType, MessageKey, MessageKey]>>;

/** The notification a status change sends, if any: skip, cancel, restore and revert. */
export function statusNotice(action: WorkLogAction, workLog: WorkLogNotice): NotificationDraft | undefined {
  if (!(action in STATUS_NOTICES)) return undefined;
  const [type, title, message] = STATUS_NOTICES[action as keyof typeof STATUS_NOTICES];
  return draft(
    type,
    workLog,
    title,
    withParams(message, { service: service(workLog), address: workLog.address, date: workLog.date, reason: because(workLog.reason) }),
  );
}

/**
 * Each crew whose day a reassign, move or balance changed hears once per day (visits gained or lost): its phone reads
 * its day again on a schedule notice, as after a rain day.
 */
export function crewDayNotices(changes: readonly { crewId: string | null; date: string }[]): [string, NotificationDraft][] {
  const counts = new Map<string, { crewId: string; date: string; count: number }>();
  for (const { crewId, date } of changes) {
    if (!crewId) continue;
    const key = `${crewId}|${date}`;
    counts.set(key, { crewId, date, count: (counts.get(key)?.count ?? 0) + 1 });
  }
  return [...counts.values()].map(({ crewId, date, count }) => [
    crewId,
    {
      type: 'service-schedule',
      title: 'notifications.work_logs.crew_day_changed_title',
      message: withParams('notifications.work_logs.crew_day_changed_message', { smart_count: count, date }),
      additionalData: { others: { workLogDate: date } },
    },
  ]);
}

/** Staff hear of a reassign or move once for the whole selection. */
export function scheduleNoticeForStaff(
  count: number,
  to: { date?: string; crewName: string | null; unassigned?: boolean },
): NotificationDraft {
  const key = to.unassigned
    ? 'notifications.work_logs.unassigned_on_date'
    : to.crewName && to.date
      ? 'notifications.work_logs.moved_to_crew_on_date'
      : to.crewName
        ? 'notifications.work_logs.moved_to_crew'
        : 'notifications.work_logs.moved_on_date';
  return {
    type: 'service-schedule',
    title: 'notifications.work_logs.rescheduled_title',
    message: withParams(key, { smart_count: count, crew: to.crewName ?? '', date: to.date ?? '' }),
    additionalData: { others: { ...(to.date && { workLogDate: to.date }), ...(to.crewName && { crew: to.crewName }) } },
  };
}

/**
 * A customer hears once of a move, however many of their visits it moved: one visit by its service and address, several
 * by their count and the days they were planned for.
 */
export function scheduleNoticeForCustomer(workLogs: readonly WorkLogNotice[], date: string, from: readonly string[]): NotificationDraft {
  const [first] = workLogs;
  if (workLogs.length === 1) {
    return draft(
      'service-schedule',
      { ...first, date },
      'notifications.work_logs.customer_rescheduled_title',
      withParams('notifications.work_logs.customer_rescheduled_message', { service: service(first), address: first.address, date }),
    );
  }
  const dates = [...new Set(from)].sort().join(', ');
  const message = withParams('notifications.work_logs.customer_visits_rescheduled_message', { smart_count: workLogs.length, dates, date });
  return draft('service-schedule', { ...first, date }, 'notifications.work_logs.customer_visits_rescheduled_title', message);
}

/** Extra service time: the crew's request to the office and the office's answer to the crew. */
export function extraTimeRequestNotice(workLog: WorkLogNotice, minutes: number, note: string | null): NotificationDraft {
  const crew = workLog.crewName ?? 'notifications.work_logs.a_crew';
  return draft(
    'extra-service-time-request',
    workLog,
    'notifications.extra_time_requested_title',
    withParams('notifications.extra_time_requested_message', { crew, minutes, address: workLog.address, reason: because(note) }),
  );
}

export function extraTimeAnswerNotice(workLog: WorkLogNotice, decision: 'approved' | 'rejected', minutes: number): NotificationDraft {
  return decision === 'approved'
    ? draft(
        'extra-service-time-approved',
        workLog,
        'notifications.work_logs.extra_time_approved_title',
        withParams('notifications.work_logs.extra_time_approved_message', { minutes, address: workLog.address }),
      )
    : draft(
        'extra-service-time-rejected',
        workLog,
        'notifications.work_logs.extra_time_rejected_title',
        withParams('notifications.work_logs.extra_time_rejected_message', { address: workLog.address }),
      );
}
