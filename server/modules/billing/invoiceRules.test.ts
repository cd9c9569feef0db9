import { describe, expect, it } from 'vitest';
import { agingBucket, dueOn, invoiceBalance, invoiceGroups, issueThrough, payableOnInvoice } from './invoiceRules';

describe('invoice rules', () => {
  it('a monthly issue reaches the end of the last month; a per-visit one today', () => {
    expect(issueThrough('month', '2026-12-01')).toBe('2026-11-30');
    expect(issueThrough('month', '2026-03-15')).toBe('2026-02-28');
    expect(issueThrough('visit', '2026-03-15')).toBe('2026-03-15');
    expect(dueOn('2026-12-01', 30)).toBe('2026-12-31');
  });

  it('groups a customer’s payments by month, or one per visit', () => {
    const payments = [
      { paymentId: 'c', customerId: 'a', date: '2026-10-20' },
      { paymentId: 'a', customerId: 'a', date: '2026-10-06' },
      { paymentId: 'b', customerId: 'b', date: '2026-10-06' },
      { paymentId: 'd', customerId: 'a', date: '2026-11-03' },
    ];
    expect(invoiceGroups(payments, 'month').map((group) => group.map((payment) => payment.paymentId))).toEqual([['a', 'c'], ['b'], ['d']]);
    expect(invoiceGroups(payments, 'visit')).toHaveLength(4);
  });

  it('owes the total less what was received, nothing once credited', () => {
    expect(invoiceBalance({ totalCents: 9742 }, 0, false)).toEqual({ balanceCents: 9742, status: 'open' });
    expect(invoiceBalance({ totalCents: 9742 }, 5000, false)).toEqual({ balanceCents: 4742, status: 'open' });
    expect(invoiceBalance({ totalCents: 9742 }, 9742, false)).toEqual({ balanceCents: 0, status: 'paid' });
    expect(invoiceBalance({ totalCents: 9742 }, 0, true)).toEqual({ balanceCents: 0, status: 'credited' });
  });

  it('ages by days past due', () => {
    const due = '2026-10-31';
    expect(agingBucket(due, '2026-10-31')).toBe('current');
    expect(agingBucket(due, '2026-11-01')).toBe('days1to30');
    expect(agingBucket(due, '2026-11-30')).toBe('days1to30');
    expect(agingBucket(due, '2026-12-01')).toBe('days31to60');
    expect(agingBucket(due, '2026-12-30')).toBe('days31to60');
    expect(agingBucket(due, '2026-12-31')).toBe('days61to90');
    expect(agingBucket(due, '2027-01-29')).toBe('days61to90');
    expect(agingBucket(due, '2027-01-30')).toBe('over90');
  });

  it('offers an invoice’s waiting payments by card only while together they are what it owes', () => {
    const lines = [
      { status: 'manual', amountCents: 4871 },
      { status: 'success', amountCents: 3248 },
      { status: 'manual', amountCents: 1000 },
    ];
    expect(payableOnInvoice(5871, lines)).toEqual([lines[0], lines[2]]);
    // A check received in part: the lines no longer say what is owed, so the office settles it.
    expect(payableOnInvoice(3871, lines)).toEqual([]);
    expect(payableOnInvoice(0, [])).toEqual([]);
  });
});
