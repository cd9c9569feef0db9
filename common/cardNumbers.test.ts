import { describe, expect, it } from 'vitest';
import { containsCardNumber, maskCardNumbers } from './cardNumbers';

/** The networks' published test numbers: Visa, Mastercard (5 and 2 series), Amex, Discover, Diners, JCB, 13- and 19-digit Visa. */
const TEST_CARDS = [
  '4111111111111111',
  '4111 1111 1111 1111',
  '5555-5555-5555-4444',
  '2223003122003222',
  '378282246310005',
  '3782 822463 10005',
  '6011111111111117',
  '30569309025904',
  '3530111333300000',
  '4222222222222',
  '4111111111111111110',
];

/** What customers' records, ids and keys hold every day and must never be taken for a card number. */
const NOT_CARDS = [
  '(555) 555-5555',
  '+1 555 555 5555',
  '1-800-555-0199 ext 12345',
  '555-555-5555 555-555-5556',
  '78701-1234',
  '78701 78702 78703',
  '2026-11-26',
  '2026-11-26 2026-12-03',
  '2026-11-26T14:30:00.000Z',
  '1797300000000',
  '$45,000.00',
  '1234567.89',
  '550e8400-e29b-41d4-a716-446655440000',
  '12345678-1234-1234-1234-123456789012',
  '0f8fad5b-d9cb-469f-a165-70867728950e',
  'tok_4111111111111111',
  'pm_4111111111111111abc',
  'hpf-one-time',
  'sandbox-4242424242424242x',
  '4111 1111 1111 1112',
  '41111111111111111111',
  '4111 1111 1111 1111 2222',
  '0000000000000000',
  '1111111111111117',
  'REF-20261126-000123',
];

describe('card numbers in text', () => {
  it.each(TEST_CARDS)('finds %s alone and inside a sentence', (card) => {
    expect(containsCardNumber(card)).toBe(true);
    expect(containsCardNumber(`Gate code 4411, card ${card}, exp 12/28`)).toBe(true);
    expect(containsCardNumber(`(${card})`)).toBe(true);
    expect(containsCardNumber(`Tarjeta:${card}.`)).toBe(true);
  });

  it.each(NOT_CARDS)('leaves %s alone', (text) => {
    expect(containsCardNumber(text)).toBe(false);
    expect(containsCardNumber(`Notes: ${text} (see office)`)).toBe(false);
    expect(maskCardNumbers(text)).toBe(text);
  });

  it('masks every digit but the last four, keeping the separators and the text around', () => {
    expect(maskCardNumbers('Pays by 4111 1111 1111 1111 monthly')).toBe('Pays by **** **** **** 1111 monthly');
    expect(maskCardNumbers('5555-5555-5555-4444')).toBe('****-****-****-4444');
    expect(maskCardNumbers('amex 378282246310005; visa 4111111111111111')).toBe('amex ***********0005; visa ************1111');
    expect(containsCardNumber(maskCardNumbers('card 4111111111111111'))).toBe(false);
  });

  it('answers a long text of digits quickly, whole', () => {
    const long = '4'.repeat(200_000);
    expect(containsCardNumber(long)).toBe(false);
    expect(containsCardNumber('4 '.repeat(100_000))).toBe(false);
    expect(containsCardNumber(`${'12, '.repeat(50_000)}4111111111111111`)).toBe(true);
  });
});
