import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { containsCardNumber, holdsMaskedCardNumber, maskCardNumbers } from './cardNumbers';
import { passesLuhn } from './schemas/card';

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
  '512 555 0141 512 555 0142',
  '5125550141 5125550142',
  '94001000000000000000000',
  '411111111111111111111111111',
  '4111 1111 1111 1112 2222',
  '41111111111111121228',
  '41111111111111119999',
  '0000000000000000',
  '1111111111111117',
  'REF-20261126-000123',
];

/** A card number typed with what follows it on the same run: its expiry, its security code. */
const EMBEDDED = [
  ['41111111111111111228', '************11111228'],
  ['4111111111111111 1228', '************1111 1228'],
  ['4111 1111 1111 1111 2222', '**** **** **** 1111 2222'],
  ['4111-1111-1111-1111-12/28', '****-****-****-1111-12/28'],
  ['3782 822463 10005 1228', '**** ****** *0005 1228'],
  ['55555555555544441228123', '************44441228123'],
] as const;

/** A card number after other digits of the same run, apart from them: a reference, a gate code, another card. */
const PRECEDED = [
  ['1234 4111 1111 1111 1111', '1234 **** **** **** 1111'],
  ['Ref 12 4111111111111111', 'Ref 12 ************1111'],
  ['0042-5555-5555-5555-4444-1228', '0042-****-****-****-4444-1228'],
  ['99 3782 822463 10005', '99 **** ****** *0005'],
  ['4111 1111 1111 1111 5555 5555 5555 4444', '**** **** **** 1111 **** **** **** 4444'],
] as const;

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

  it('reads a record id as one word, even one starting with digits grouped 8-4-4 that pass Luhn', () => {
    const ids = ['20889280-2217-4513-b8c5-a93d892b6cbf', '62741664-1013-4790-ae3b-1dbda22a8371', '33535529-6531-4294-a838-6d120329555a'];
    expect(containsCardNumber('20889280-2217-4513')).toBe(true);
    expect(containsCardNumber(JSON.stringify({ id: ids }))).toBe(false);
    expect(maskCardNumbers(ids.join(' '))).toBe(ids.join(' '));
    expect(containsCardNumber(`${ids[0]} 4111111111111111`)).toBe(true);
    fc.assert(
      fc.property(fc.uuid(), (id) => {
        expect(containsCardNumber(`"${id}"`)).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('answers a long text of digits quickly, whole', () => {
    const long = '4'.repeat(200_000);
    expect(containsCardNumber(long)).toBe(false);
    expect(containsCardNumber('4 '.repeat(100_000))).toBe(false);
    expect(containsCardNumber(`${'12, '.repeat(50_000)}4111111111111111`)).toBe(true);
  });

  it.each(EMBEDDED)('finds %s, a card number at the start of a longer run, and masks only it', (text, expected) => {
    expect(containsCardNumber(`Card ${text} on file`)).toBe(true);
    expect(maskCardNumbers(`Card ${text} on file`)).toBe(`Card ${expected} on file`);
    expect(holdsMaskedCardNumber(expected)).toBe(true);
    expect(containsCardNumber(expected)).toBe(false);
  });
});

/** The networks' first digits and a length each issues, as the rule reads them. */
const ISSUED: [string, number][] = [
  ['4', 16],
  ['4', 13],
  ['4', 19],
  ['51', 16],
  ['2221', 16],
  ['2720', 16],
  ['34', 15],
  ['37', 15],
  ['36', 14],
  ['3528', 16],
  ['6011', 16],
  ['65', 19],
  ['62', 17],
];

/** A Luhn-valid number of the network: its prefix, random digits, and the check digit that makes it pass. */
const networkNumber = fc
  .constantFrom(...ISSUED)
  .chain(([prefix, length]) => fc.stringMatching(new RegExp(`^\\d{${length - prefix.length - 1}}$`)).map((body) => prefix + body))
  .map((partial) => partial + '0123456789'.split('').find((check) => passesLuhn(partial + check)));
const digitRun = (min: number, max: number) => fc.stringMatching(new RegExp(`^\\d{${min},${max}}$`));
const LAYOUT_OF: Record<number, number[]> = { 13: [], 14: [4, 6, 4], 15: [4, 6, 5], 16: [4, 4, 4, 4], 17: [], 19: [4, 4, 4, 4, 3] };
const grouped = (digits: string, sizes: number[]) => {
  let at = 0;
  return sizes.map((size) => digits.slice(at, (at += size))).join(' ');
};

describe('card numbers after other digits of the same run', () => {
  it.each(PRECEDED)('finds %s and masks only the number', (text, expected) => {
    expect(containsCardNumber(`Card ${text} on file`)).toBe(true);
    expect(maskCardNumbers(`Card ${text} on file`)).toBe(`Card ${expected} on file`);
    expect(containsCardNumber(expected)).toBe(false);
  });
});

describe('card numbers inside longer runs (properties)', () => {
  it('finds any network number followed by its code, its expiry or both, and masks at least all of it but its last four', () => {
    const code = digitRun(3, 3);
    const expiry = fc.tuple(fc.integer({ min: 1, max: 12 }), digitRun(2, 2)).map(([month, year]) => String(month).padStart(2, '0') + year);
    const after = fc.oneof(
      code,
      expiry,
      fc.tuple(expiry, digitRun(3, 4)).map(([date, digits]) => date + digits),
    );
    fc.assert(
      fc.property(networkNumber, after, (card, after) => {
        // What a card typed with its details makes: more than 19 digits, at most 26 (19, MMYY and a 3-digit code).
        fc.pre(card.length + after.length > 19 && card.length + after.length <= 26);
        const text = `ref: ${card}${after}.`;
        expect(containsCardNumber(text)).toBe(true);
        const masked = maskCardNumbers(text);
        // A longer window may be a network's number too (a 16-digit JCB and 3 digits after make a valid 19-digit one).
        expect(masked).toMatch(new RegExp(`^ref: \\*{${card.length - 4},}\\d{4}\\d*\\.$`));
        expect(masked.length).toBe(text.length);
        expect(containsCardNumber(masked)).toBe(false);
      }),
    );
  });

  it('finds any network number printed in its groups, whatever groups follow', () => {
    fc.assert(
      fc.property(networkNumber, fc.array(digitRun(1, 6), { minLength: 1, maxLength: 4 }), (card, groups) => {
        fc.pre(LAYOUT_OF[card.length]?.length > 0);
        const text = [grouped(card, LAYOUT_OF[card.length]), ...groups].join(' ');
        expect(containsCardNumber(text)).toBe(true);
        expect(containsCardNumber(text.replaceAll(' ', '-'))).toBe(true);
      }),
    );
  });

  it('finds any network number printed in its groups after other groups', () => {
    fc.assert(
      fc.property(fc.array(digitRun(1, 6), { minLength: 1, maxLength: 4 }), networkNumber, (groups, card) => {
        fc.pre(LAYOUT_OF[card.length]?.length > 0);
        const text = [...groups, grouped(card, LAYOUT_OF[card.length])].join(' ');
        expect(containsCardNumber(text)).toBe(true);
        expect(containsCardNumber(maskCardNumbers(text))).toBe(false);
        expect(containsCardNumber(text.replaceAll(' ', '-'))).toBe(true);
      }),
    );
  });

  it('never flags a long number that no network number starts', () => {
    fc.assert(
      fc.property(fc.constantFrom('0', '1', '7', '8', '9'), digitRun(19, 40), (first, rest) => {
        expect(containsCardNumber(first + rest)).toBe(false);
      }),
    );
  });

  it('never flags a number of more than 26 digits, or digits grouped otherwise than a card is printed', () => {
    fc.assert(
      fc.property(digitRun(27, 60), (digits) => {
        expect(containsCardNumber(digits)).toBe(false);
      }),
    );
    // Phone numbers listed (3-3-4 groups), zip codes, amounts: more than 19 digits in groups no card has.
    fc.assert(
      fc.property(fc.array(fc.constantFrom(3, 5, 7), { minLength: 5, maxLength: 8 }), digitRun(60, 60), (sizes, digits) => {
        const text = grouped(digits, sizes);
        fc.pre(text.replaceAll(' ', '').length > 19);
        expect(containsCardNumber(text)).toBe(false);
        expect(containsCardNumber(text.replaceAll(' ', '-'))).toBe(false);
      }),
    );
  });
});
