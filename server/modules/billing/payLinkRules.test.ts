import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUSES } from '../../../common/schemas/payment';
import { dueReminderDay, payLinkState, reminderWindow } from './payLinkRules';

const now = new Date('2026-06-10T12:00:00Z');
const open = { expiresAt: new Date('2026-06-12T00:00:00Z'), usedAt: null, replacedAt: null };

describe('payLinkState', () => {
  it('names every payment status’s state for an open link', () => {
    const states = Object.fromEntries(PAYMENT_STATUSES.map((status) => [status, payLinkState(open, status, now)]));
    expect(states).toEqual({
      success: 'paid',
      free: 'paid',
      'failed-stop': 'open',
      failed: 'open',
      pending: 'open',
      hold: 'unavailable',
      'charge-later': 'unavailable',
      'refund-success': 'paid',
      manual: 'unavailable',
      'in-progress': 'open',
      'no-charge': 'paid',
      'non-billable': 'paid',
    });
  });

  it('says used before paid, and paid before expired', () => {
    expect(payLinkState({ ...open, usedAt: now }, 'success', now)).toBe('used');
    expect(payLinkState({ ...open, expiresAt: new Date('2026-06-01') }, 'success', now)).toBe('paid');
  });

  it('expires at its time or when a newer link replaced it; no link or no payment is invalid', () => {
    expect(payLinkState({ ...open, expiresAt: now }, 'failed', now)).toBe('expired');
    expect(payLinkState({ ...open, replacedAt: now }, 'failed', now)).toBe('expired');
    expect(payLinkState(undefined, 'failed', now)).toBe('invalid');
    expect(payLinkState(open, undefined, now)).toBe('invalid');
  });
});

describe('dueReminderDay', () => {
  const days = [3, 7];
  it('is due on each reminder day, and up to two days late, never twice at once', () => {
    const on = (since: number) => dueReminderDay('2026-06-01', `2026-06-${String(1 + since).padStart(2, '0')}`, days);
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(on)).toEqual([null, null, null, 3, 3, 3, null, 7, 7, 7, null]);
  });

  it('answers the later day when two are reached together, and nothing without days', () => {
    expect(dueReminderDay('2026-06-01', '2026-06-05', [3, 4])).toBe(4);
    expect(dueReminderDay('2026-06-01', '2026-06-05', [])).toBeNull();
  });

  it('bounds the first-decline days to read', () => {
    expect(reminderWindow('2026-06-20', days)).toEqual({ from: '2026-06-11', to: '2026-06-17' });
    expect(reminderWindow('2026-06-20', [])).toBeNull();
  });
});
