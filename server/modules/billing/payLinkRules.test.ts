import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUSES, type PaymentStatus } from '../../../common/schemas/payment';
import { dueReminderDay, payLinkState, reminderWindow, splitOwed } from './payLinkRules';

const now = new Date('2026-06-10T12:00:00Z');
const open = { expiresAt: new Date('2026-06-12T00:00:00Z'), usedAt: null, replacedAt: null };

describe('splitOwed', () => {
  const row = (status: PaymentStatus, date = '2026-06-01', amountCents = 100) => ({ status, date, amountCents });

  it('puts each payment status in its place', () => {
    const rows = PAYMENT_STATUSES.map((status) => row(status));
    const { payable, setAside } = splitOwed(rows, () => false);
    expect(payable.map((payment) => payment.status).sort()).toEqual(['failed', 'failed-stop', 'pending']);
    expect(setAside).toEqual({ count: 4, amountCents: 400 });
  });

  it('sets aside what is dated in a closed season, keeping the order', () => {
    const rows = [row('failed', '2026-01-05', 300), row('failed', '2026-06-05', 200), row('pending', '2026-06-06', 100)];
    const { payable, setAside } = splitOwed(rows, (date) => date < '2026-03-01');
    expect(payable).toEqual([rows[1], rows[2]]);
    expect(setAside).toEqual({ count: 1, amountCents: 300 });
  });

  it('makes an invoice’s waiting payment payable, and only it among the manual ones', () => {
    const rows = [{ ...row('manual'), invoiced: true }, row('manual'), { ...row('manual', '2026-01-05'), invoiced: true }];
    const { payable, setAside } = splitOwed(rows, (date) => date < '2026-03-01');
    expect(payable).toEqual([rows[0]]);
    expect(setAside).toEqual({ count: 2, amountCents: 200 });
  });
});

describe('payLinkState', () => {
  const owing = { payable: 2, setAside: 0 };

  it('is open while something is payable, then unavailable or paid', () => {
    expect(payLinkState(open, owing, now)).toBe('open');
    expect(payLinkState(open, { payable: 0, setAside: 1 }, now)).toBe('unavailable');
    expect(payLinkState(open, { payable: 0, setAside: 0 }, now)).toBe('paid');
  });

  it('says used, replaced or expired whatever is owed', () => {
    expect(payLinkState({ ...open, usedAt: now }, owing, now)).toBe('used');
    expect(payLinkState({ ...open, expiresAt: now }, owing, now)).toBe('expired');
    expect(payLinkState({ ...open, replacedAt: now }, owing, now)).toBe('expired');
    expect(payLinkState(undefined, owing, now)).toBe('invalid');
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
