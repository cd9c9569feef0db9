import { describe, expect, it } from 'vitest';
import { actionsFor } from './paymentActions';

const waiting = { status: 'manual', closed: false, workLogId: 'w1', amountCents: 4500, refundedCents: 0, manualMethod: null } as const;

describe('actionsFor', () => {
  it('offers a visit waiting for its money the single-payment actions', () => {
    expect(actionsFor({ ...waiting, invoiceNumber: null })).toEqual(['charge-later', 'received', 'no-charge']);
  });

  it('offers none on a payment billed on an invoice, waiting or paid by card there', () => {
    expect(actionsFor({ ...waiting, invoiceNumber: 1041 })).toEqual([]);
    expect(actionsFor({ ...waiting, status: 'success', invoiceNumber: 1041 })).toEqual([]);
  });
});
