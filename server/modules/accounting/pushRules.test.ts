import { describe, expect, it } from 'vitest';
import { creditLineCents, displayNameOf, nextPauseSeconds, outcomeOf, refundedTaxCents, requestIdOf } from './pushRules';

describe('push rules', () => {
  it('derive one request id per record and company, within Intuit’s 50 characters', () => {
    const id = requestIdOf('9130', 'salesreceipt', 'payment-1');
    expect(id).toBe(requestIdOf('9130', 'salesreceipt', 'payment-1'));
    expect(id.length).toBeLessThanOrEqual(50);
    expect(new Set([id, requestIdOf('9131', 'salesreceipt', 'payment-1'), requestIdOf('9130', 'refundreceipt', 'payment-1')]).size).toBe(3);
  });

  it('make display names unique by the customer’s number', () => {
    const one = displayNameOf({ _id: 'aaaaaaaa-1', firstName: 'Ana', lastName: 'Lopez' });
    const two = displayNameOf({ _id: 'bbbbbbbb-1', firstName: 'Ana', lastName: 'Lopez' });
    expect(one).toBe('Ana Lopez (aaaaaaaa)');
    expect(one).not.toBe(two);
    expect(displayNameOf({ _id: 'cccccccc', firstName: 'A:b', lastName: '  C ' })).toBe('Ab C (cccccccc)');
  });

  it('wait as QuickBooks asks, else back off doubling up to 15 minutes', () => {
    expect(nextPauseSeconds(0, 30)).toBe(30);
    expect(nextPauseSeconds(0)).toBe(5);
    expect(nextPauseSeconds(40)).toBe(80);
    expect(nextPauseSeconds(800)).toBe(900);
  });

  it('pause on 429 and outages, fail the record on a refusal, reauthorize on 401', () => {
    expect(outcomeOf({ status: 429, message: '', retryAfterSeconds: 2 }, 0)).toEqual({
      kind: 'pause',
      seconds: 2,
      key: 'server.accounting.rate_limited',
    });
    expect(outcomeOf({ status: 503, message: '' }, 5)).toMatchObject({ kind: 'pause', seconds: 10, key: 'server.accounting.unreachable' });
    expect(outcomeOf({ status: 0, message: 'timeout' }, 0)).toMatchObject({ kind: 'pause' });
    expect(outcomeOf({ status: 401, message: '' }, 0)).toEqual({ kind: 'reauthorize' });
    expect(outcomeOf({ status: 400, code: '2500', message: 'Invalid Reference Id' }, 0)).toEqual({
      kind: 'failed',
      key: 'server.accounting.failure.reference_missing',
      detail: 'Invalid Reference Id',
    });
    expect(outcomeOf({ status: 400, code: '6240', message: 'dup' }, 0)).toMatchObject({ key: 'server.accounting.failure.duplicate_name' });
    expect(outcomeOf({ status: 400, code: '6000', message: 'x' }, 0)).toMatchObject({ key: 'server.accounting.failure.refused' });
  });

  it('give back a refund’s share of the tax, never more than the payment’s', () => {
    const payment = { amountCents: 4871, taxCents: 371 };
    expect(refundedTaxCents(4871, payment)).toBe(371);
    expect(refundedTaxCents(1500, payment)).toBe(114);
    expect(refundedTaxCents(1500, { amountCents: 0, taxCents: 0 })).toBe(0);
  });

  it('spread a credit over the invoice’s lines in proportion, adding up to the cent', () => {
    expect(creditLineCents([4500, 12000], 16500)).toEqual([4500, 12000]);
    expect(creditLineCents([4500, 12000], 11951)).toEqual([3259, 8692]);
    expect(creditLineCents([1, 1, 1], 2)).toEqual([1, 1, 0]);
    expect(creditLineCents([0], 500)).toEqual([500]);
    const lines = [333, 333, 334, 1200];
    expect(creditLineCents(lines, 1001).reduce((sum, cents) => sum + cents, 0)).toBe(1001);
  });
});
