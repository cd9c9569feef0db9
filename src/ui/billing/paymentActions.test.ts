import { describe, expect, it } from 'vitest';
import { actionsFor, refundableCents } from './paymentActions';

const waiting = {
  status: 'manual',
  closed: false,
  workLogId: 'w1',
  amountCents: 4500,
  refundedCents: 0,
  depositCents: 0,
  manualMethod: null,
} as const;

describe('actionsFor', () => {
  it('offers a visit waiting for its money the single-payment actions', () => {
    expect(actionsFor({ ...waiting, invoiceNumber: null })).toEqual(['charge-later', 'received', 'no-charge']);
  });

  it('offers none on a payment billed on an invoice, waiting or paid by card there', () => {
    expect(actionsFor({ ...waiting, invoiceNumber: 1041 })).toEqual([]);
    expect(actionsFor({ ...waiting, status: 'success', invoiceNumber: 1041 })).toEqual([]);
  });

  it('refunds only what the card paid: the part a quote’s deposit paid is not the card’s', () => {
    const paid = { ...waiting, status: 'success', invoiceNumber: null } as const;
    expect(refundableCents({ ...paid, depositCents: 2000, refundedCents: 500 })).toBe(2000);
    expect(actionsFor({ ...paid, depositCents: 2000 })).toContain('refund');
    expect(actionsFor({ ...paid, depositCents: 4500 })).not.toContain('refund');
  });
});
