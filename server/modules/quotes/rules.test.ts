import { describe, expect, it } from 'vitest';
import type { QuoteLine } from '../../../common/schemas/quote';
import {
  approvalRefusal,
  billedItemOf,
  chosenOptionalLines,
  declineRefusal,
  depositRefusal,
  isOpenForStaff,
  nextWeekday,
  publicState,
  quoteTotal,
  quoteTotals,
  oneTimeServiceIndexes,
  servicesFromLines,
} from './rules';

const line = (type: QuoteLine['type'], priceCents: number, extra: Partial<QuoteLine> = {}): QuoteLine => ({
  type,
  priceCents,
  frequency: type === 'mow' ? 1 : null,
  description: type === 'text' ? 'Aeration' : null,
  optional: false,
  ...extra,
});

const lines = [
  line('mow', 4500, { frequency: 2 }),
  line('bnb', 12000, { optional: true }),
  line('one-time', 30000),
  line('text', 5000, { optional: true }),
];

describe('quote totals', () => {
  it('counts required lines, and optional ones only when ticked', () => {
    expect(quoteTotal(lines)).toBe(34500);
    expect(quoteTotal(lines, [1])).toBe(46500);
    expect(quoteTotal(lines, [1, 3, 3])).toBe(51500);
  });
  it('ignores a ticked index that is not an optional line', () => {
    expect(chosenOptionalLines(lines, [0, 2, 9, 3, 1, 3])).toEqual([1, 3]);
  });
  it('adds the tax of the lines chosen to their total', () => {
    const lineTax = [371, 990, 2475, 413];
    expect(quoteTotals(lines, lineTax)).toEqual({ subtotalCents: 34500, taxCents: 2846, totalCents: 37346 });
    expect(quoteTotals(lines, lineTax, [3])).toEqual({ subtotalCents: 39500, taxCents: 3259, totalCents: 42759 });
    expect(quoteTotals(lines, [])).toEqual({ subtotalCents: 34500, taxCents: 0, totalCents: 34500 });
  });
  it('charges mowing as mowing and every other line as Bush and Bed work', () => {
    expect(['mow', 'bnb', 'one-time', 'text'].map((type) => billedItemOf(type as QuoteLine['type']))).toEqual(['mow', 'bnb', 'bnb', 'bnb']);
  });
});

describe('the public state and approval', () => {
  const sent = { status: 'sent' as const, expiresOn: '2026-05-10', version: 2 };
  it('is open through its expiry day, then expired', () => {
    expect(publicState(sent, '2026-05-10')).toBe('open');
    expect(publicState(sent, '2026-05-11')).toBe('expired');
  });
  it.each([
    [{ ...sent, status: 'draft' as const }, 404, 'server.quotes.invalid'],
    [{ ...sent, status: 'approved' as const }, 409, 'server.quotes.already_approved'],
    [{ ...sent, status: 'declined' as const }, 409, 'server.quotes.declined'],
    [{ ...sent, expiresOn: '2026-05-01' }, 410, 'server.quotes.expired'],
  ])('refuses %o', (quote, status, message) => {
    expect(approvalRefusal(quote, '2026-05-02', 2)).toEqual({ status, message });
  });
  it.each([
    [{ ...sent, status: 'draft' as const }, 404, 'server.quotes.invalid'],
    [{ ...sent, status: 'approved' as const }, 409, 'server.quotes.already_approved'],
    [{ ...sent, status: 'declined' as const }, 409, 'server.quotes.already_declined'],
  ])('refuses a decline of %o', (quote, status, message) => {
    expect(declineRefusal(quote, '2026-05-02')).toEqual({ status, message });
  });
  it('lets the customer decline an open or expired quote', () => {
    expect(declineRefusal(sent, '2026-05-02')).toBeNull();
    expect(declineRefusal({ ...sent, expiresOn: '2026-05-01' }, '2026-05-02')).toBeNull();
  });
  it('refuses an approval of a version no longer the latest (the version is required by the schema)', () => {
    expect(approvalRefusal(sent, '2026-05-02', 1)).toEqual({ status: 409, message: 'server.quotes.superseded' });
    expect(approvalRefusal(sent, '2026-05-02', 2)).toBeNull();
  });
});

describe('edits', () => {
  it('lets staff edit and send a draft or a sent quote, not an approved or declined one', () => {
    expect((['draft', 'sent', 'approved', 'declined'] as const).map(isOpenForStaff)).toEqual([true, true, false, false]);
  });
});

describe('services from approved lines', () => {
  it('makes mowing and Bush and Bed services, one-time and a ticked priced text line as Bush and Bed once', () => {
    expect(servicesFromLines(lines, [])).toEqual([
      { type: 'mow', frequency: 2, price: 45 },
      { type: 'bnb', frequency: -1, price: 300 },
    ]);
    expect(servicesFromLines(lines, [1, 3])).toEqual([
      { type: 'mow', frequency: 2, price: 45 },
      { type: 'bnb', frequency: -1, price: 120 },
      { type: 'bnb', frequency: -1, price: 300 },
      { type: 'bnb', frequency: -1, price: 50 },
    ]);
  });
  it('makes no service of a free note ($0 text line)', () => {
    expect(servicesFromLines([line('mow', 4500), line('text', 0)], [])).toEqual([{ type: 'mow', frequency: 1, price: 45 }]);
    expect(oneTimeServiceIndexes([line('text', 0), line('one-time', 100)], [])).toEqual([0]);
  });
  it('names which of those services are one-time jobs, by their place among the services', () => {
    expect(oneTimeServiceIndexes(lines, [])).toEqual([1]);
    expect(oneTimeServiceIndexes(lines, [1, 3])).toEqual([2, 3]);
    expect(oneTimeServiceIndexes([line('one-time', 100, { optional: true }), line('one-time', 200)], [])).toEqual([0]);
  });
  it('starts on the next weekday', () => {
    expect(nextWeekday('2026-11-27')).toBe('2026-11-30');
    expect(nextWeekday('2026-11-25')).toBe('2026-11-26');
  });
});

describe('depositRefusal', () => {
  const approved = { status: 'approved' as const, expiresOn: '2026-05-01', customerId: 'c1' };
  it('lets only an approved quote with a deposit and its customer pay it, expired or not', () => {
    expect(depositRefusal(approved, '2026-05-09', 5000)).toBeNull();
    expect(depositRefusal(approved, '2026-05-09', 0)).toEqual({ status: 409, message: 'server.quotes.no_deposit' });
    expect(depositRefusal({ ...approved, customerId: null }, '2026-04-01', 5000)).toEqual({
      status: 409,
      message: 'server.quotes.deposit_after_approval',
    });
    for (const status of ['sent', 'declined'] as const)
      expect(depositRefusal({ ...approved, status }, '2026-04-01', 5000)).toEqual({
        status: 409,
        message: 'server.quotes.deposit_after_approval',
      });
    expect(depositRefusal({ ...approved, status: 'draft' }, '2026-04-01', 5000)).toEqual({ status: 404, message: 'server.quotes.invalid' });
  });
});
