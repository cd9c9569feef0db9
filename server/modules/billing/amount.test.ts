import { describe, expect, it } from 'vitest';
import { discountApplies, type DiscountTerms, paymentAmounts, percentOf } from './amount';

const noDiscount = { discount: null, taxPercent: 0, commissionPercent: 0 };

describe('paymentAmounts', () => {
  it('charges the price with the market tax, and the commission on the price before tax', () => {
    expect(paymentAmounts({ price: 45, discount: null, taxPercent: 8.25, commissionPercent: 20 })).toEqual({
      priceCents: 4500,
      discountCents: 0,
      taxCents: 371,
      amountCents: 4871,
      commissionPercent: 20,
      commissionCents: 900,
    });
  });

  it('makes a fixed price the price, never more than the visit’s own', () => {
    expect(paymentAmounts({ ...noDiscount, price: 45, discount: { type: 'fixed-price', value: 30 } })).toMatchObject({
      discountCents: 1500,
      amountCents: 3000,
    });
    expect(paymentAmounts({ ...noDiscount, price: 45, discount: { type: 'fixed-price', value: 60 } })).toMatchObject({
      discountCents: 0,
      amountCents: 4500,
    });
  });

  it('takes a price discount off, never below zero', () => {
    expect(paymentAmounts({ ...noDiscount, price: 45, discount: { type: 'price-discount', value: 10.5 }, taxPercent: 10 })).toMatchObject({
      discountCents: 1050,
      taxCents: 345,
      amountCents: 3795,
    });
    expect(
      paymentAmounts({
        ...noDiscount,
        price: 45,
        discount: { type: 'price-discount', value: 50 },
        taxPercent: 8.25,
        commissionPercent: 20,
      }),
    ).toMatchObject({
      discountCents: 4500,
      taxCents: 0,
      amountCents: 0,
      commissionCents: 0,
    });
  });

  it('takes a percentage off, rounded half up to the cent', () => {
    // 12.5 % of $40.10 is 501.25 cents: 501 off.
    expect(paymentAmounts({ ...noDiscount, price: 40.1, discount: { type: 'percentage', value: 12.5 } })).toMatchObject({
      discountCents: 501,
      amountCents: 3509,
    });
    // 15 % of $40.10 is 601.5 cents: 602 off.
    expect(paymentAmounts({ ...noDiscount, price: 40.1, discount: { type: 'percentage', value: 15 } })).toMatchObject({
      discountCents: 602,
      amountCents: 3408,
    });
  });

  it('makes a free visit cost nothing, tax and commission included', () => {
    expect(paymentAmounts({ price: 45, discount: { type: 'free', value: 0 }, taxPercent: 8.25, commissionPercent: 20 })).toEqual({
      priceCents: 4500,
      discountCents: 4500,
      taxCents: 0,
      amountCents: 0,
      commissionPercent: 20,
      commissionCents: 0,
    });
  });

  it('keeps the commission percent it was given: an exception or the vendor’s own', () => {
    expect(paymentAmounts({ ...noDiscount, price: 45, commissionPercent: 12.5 })).toMatchObject({
      commissionPercent: 12.5,
      commissionCents: 563,
    });
    expect(paymentAmounts({ ...noDiscount, price: 45, commissionPercent: 0 })).toMatchObject({ commissionPercent: 0, commissionCents: 0 });
  });
});

describe('percentOf', () => {
  it('rounds half up where binary fractions fall a hair short', () => {
    expect(percentOf(4500, 8.25)).toBe(371);
    expect(percentOf(100, 0.5)).toBe(1);
    expect(percentOf(1005, 10)).toBe(101);
    expect(percentOf(2000, 8.875)).toBe(178);
    expect(percentOf(0, 8.25)).toBe(0);
  });
});

describe('discountApplies', () => {
  const discount: DiscountTerms = {
    type: 'percentage',
    value: 10,
    numberOfServices: 2,
    startDate: '2031-03-01',
    endDate: '2031-05-31',
    service: 'mow',
    customerType: 'new',
  };
  const workLog = { visitDate: '2031-03-10', serviceType: 'mow' as const, firstVisitDate: '2031-03-03', discountedSoFar: 0 };

  it('covers a visit of its service, within its dates, of its kind of customer, while it has services left', () => {
    expect(discountApplies(discount, workLog)).toBe(true);
    expect(discountApplies(discount, { ...workLog, firstVisitDate: null })).toBe(true);
    expect(discountApplies(discount, { ...workLog, discountedSoFar: 1 })).toBe(true);
  });

  it('covers nothing without a code, of another service, outside its dates or once used up', () => {
    expect(discountApplies(null, workLog)).toBe(false);
    expect(discountApplies(discount, { ...workLog, serviceType: 'bnb' })).toBe(false);
    expect(discountApplies(discount, { ...workLog, visitDate: '2031-02-28' })).toBe(false);
    expect(discountApplies(discount, { ...workLog, visitDate: '2031-06-01' })).toBe(false);
    expect(discountApplies(discount, { ...workLog, discountedSoFar: 2 })).toBe(false);
  });

  it('tells new customers (first visit on or after the start) from past ones', () => {
    expect(discountApplies(discount, { ...workLog, firstVisitDate: '2030-08-01' })).toBe(false);
    expect(discountApplies({ ...discount, customerType: 'past' }, { ...workLog, firstVisitDate: '2030-08-01' })).toBe(true);
    expect(discountApplies({ ...discount, customerType: 'past' }, workLog)).toBe(false);
  });
});
