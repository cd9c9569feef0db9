import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS, type UserType } from '../../../common/permissions';
import {
  NOTIFICATION_TYPES,
  type NotificationData,
  type NotificationRecord,
  type NotificationType,
} from '../../../common/schemas/notification';
import type { StoredUser } from '../../auth/session';
import { notificationTarget } from './notificationTarget';

const userOf = (type: UserType, permissions: readonly string[] = DEFAULT_ROLE_PERMISSIONS[type]) =>
  ({ _id: `${type}-1`, type, name: type, permissions, vendor: null, crew: null, properties: [] }) as unknown as StoredUser;
const csr = userOf('csr');

const notification = (type: NotificationType, additionalData: NotificationData = {}): NotificationRecord => ({
  _id: 'n1',
  type,
  title: 't',
  message: 'm',
  date: '2026-11-23T15:00:00.000Z',
  isRead: false,
  additionalData,
  completedBy: null,
});
const onProperty = { property: { _id: 'p1', address: '1400 Barton Springs Rd' } };

describe('notificationTarget', () => {
  it.each([
    ['reminder-due', onProperty, '/customers/view/p1?tab=reminders'],
    ['payment-failed', onProperty, '/customers/view/p1?tab=billing'],
    ['charge-later-ready', onProperty, '/customers/view/p1?tab=billing'],
    ['referral-completed', onProperty, '/customers/view/p1#referrals'],
    ['property-activation-request', onProperty, '/customers/view/p1'],
    ['service-skip', { ...onProperty, others: { workLogId: 'w1', workLogDate: '2026-11-23' } }, '/assignments/w1'],
    ['extra-service-time-request', { ...onProperty, others: { workLogId: 'w2' } }, '/assignments/w2'],
    ['service-schedule', { others: { workLogDate: '2026-11-24' } }, '/worklogs?serviceDate=2026-11-24'],
    [
      'contact_us_request',
      { others: { contactRequestId: 'c1' } },
      `/system-settings/customer-contact-us?filter=${encodeURIComponent('{"id":"c1"}')}`,
    ],
    ['contact_us_request', {}, `/system-settings/customer-contact-us?filter=${encodeURIComponent('{"status":"open"}')}`],
    ['service-delay-response', { others: { crewId: 'crew-7' } }, '/crew-team?crew=crew-7'],
  ] as const)('opens %s for staff at its subject', (type, data, target) => {
    expect(notificationTarget(notification(type, data), csr)).toBe(target);
  });

  it('names a target for every type staff receive, or says why not', () => {
    const everything = { ...onProperty, others: { workLogId: 'w1', crewId: 'c1', contactRequestId: 'r1' } };
    const admin = userOf('admin');
    expect(NOTIFICATION_TYPES.filter((type) => !notificationTarget(notification(type, everything), admin))).toEqual([]);
  });

  it('leads nowhere the user may not go', () => {
    const noBilling = userOf(
      'csr',
      DEFAULT_ROLE_PERMISSIONS.csr.filter((key) => key !== 'customer_list'),
    );
    expect(notificationTarget(notification('payment-failed', onProperty), noBilling)).toBeUndefined();
    expect(
      notificationTarget(notification('service-skip', { others: { workLogId: 'w1' } }), userOf('csr', ['customer_list'])),
    ).toBeUndefined();
    expect(notificationTarget(notification('reminder-due'), csr)).toBeUndefined();
  });

  it("opens customers' and crews' subjects on their own pages", () => {
    const customer = userOf('customer');
    expect(notificationTarget(notification('service-schedule', onProperty), customer)).toBe('/customers/dashboard');
    expect(notificationTarget(notification('referral-completed', onProperty), customer)).toBe('/refer-and-earn');
    expect(notificationTarget(notification('bnb-service-time-up-reminder', { others: { workLogId: 'w1' } }), userOf('crew'))).toBe(
      '/crew/dashboard',
    );
    expect(notificationTarget(notification('service-skip', onProperty), userOf('vendor'))).toBeUndefined();
  });
});
