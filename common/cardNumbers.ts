// Card numbers in free text, as every route refuses them, an import masks them in its cells and migration 0038 masked
// what was stored before. A run of digits (a space or a dash allowed between two digits, one kind per run) glued to no
// letter, digit or underscore holds one when:
// - the whole run is 13 to 19 digits, starts as the card networks' numbers do (2 to 6) and passes the Luhn check; or
// - the run starts with a card number followed by what is typed after one (an expiry, a security code): without
//   separators, a run of 20 to 26 digits whose first 13 to 19 are a network's number of that length (its IIN range,
//   NETWORKS) passing Luhn and the rest a security code, an expiry (MMYY) or both; or
// - with separators, one of its groups is such a number, or groups starting at any group are laid out as a card is
//   printed (4-4-4-4, 4-4-4-4-3, 4-6-5, 4-6-4) and are such a number, whatever groups come before or after.
// Anything else long is left alone: a window anywhere in a long number would find a Luhn-valid one in most of them, so
// a number glued to digits before it without a separator is not looked for. A record id (a UUID) is one word: about one
// in 65,000 starts with digits grouped 8-4-4 that pass Luhn, and a list of ids must never be refused for it.
import { passesLuhn } from './schemas/card';

const SHORTEST = 13;
const LONGEST = 19;
const KEPT_DIGITS = 4;
/** A 19-digit number, its expiry (MMYY) and a 3-digit code: the longest run a card typed with its details makes. */
const LONGEST_TYPED_WITH_EXPIRY = 26;
const WORD = /[\p{L}\p{N}_]/u;

const isDigit = (code: number) => code >= 48 && code <= 57;
const isSeparator = (code: number) => code === 32 || code === 45;
/** A letter, digit or underscore: ASCII by its code, anything else by its Unicode category. */
function isWord(character: string | undefined): boolean {
  if (character === undefined) return false;
  const code = character.charCodeAt(0);
  if (code < 128) return isDigit(code) || code === 95 || ((code | 32) >= 97 && (code | 32) <= 122);
  return WORD.test(character);
}

const RECORD_ID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/giy;

/** Where the record id starting at `index` ends, or `index` when none starts there. */
function recordIdEnd(text: string, index: number): number {
  if (isWord(text[index - 1])) return index;
  RECORD_ID.lastIndex = index;
  return RECORD_ID.test(text) && !isWord(text[RECORD_ID.lastIndex]) ? RECORD_ID.lastIndex : index;
}

/**
 * Each whole run of digits and single separators not glued to a word, as [start, end); one pass, so a long text of
 * digits costs no more than its length (a run longer than 19 digits is never cut into a shorter one). Record ids are
 * passed over whole.
 */
function* runsOf(text: string): Generator<[number, number]> {
  for (let index = 0; index < text.length; index += 1) {
    const idEnd = recordIdEnd(text, index);
    if (idEnd > index) {
      index = idEnd - 1;
      continue;
    }
    if (!isDigit(text.charCodeAt(index))) continue;
    let last = index;
    for (;;) {
      if (isDigit(text.charCodeAt(last + 1))) last += 1;
      else if (isSeparator(text.charCodeAt(last + 1)) && isDigit(text.charCodeAt(last + 2))) last += 2;
      else break;
    }
    if (!isWord(text[index - 1]) && !isWord(text[last + 1])) yield [index, last + 1];
    index = last;
  }
}

/** The networks' numbers by their first digits (IIN ranges) and the lengths they are issued in. */
const NETWORKS: { prefix: RegExp; lengths: readonly number[] }[] = [
  { prefix: /^4/, lengths: [13, 16, 19] }, // Visa
  { prefix: /^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/, lengths: [16] }, // Mastercard
  { prefix: /^3[47]/, lengths: [15] }, // American Express
  { prefix: /^(30[0-5]|3095|3[689])/, lengths: [14, 16, 17, 18, 19] }, // Diners Club
  { prefix: /^35(2[89]|[3-8]\d)/, lengths: [16, 17, 18, 19] }, // JCB
  { prefix: /^(6011|64[4-9]|65|62)/, lengths: [16, 17, 18, 19] }, // Discover, UnionPay
];
/** How a card number is printed in groups: what separated digits must look like to hold one inside a longer run. */
const LAYOUTS: readonly (readonly number[])[] = [
  [4, 4, 4, 4],
  [4, 4, 4, 4, 3],
  [4, 6, 5],
  [4, 6, 4],
];
/** What is typed straight after a number: its security code, its expiry (MMYY), or both. */
const AFTER_A_CARD = /^(?:\d{3}|(?:0[1-9]|1[0-2])\d{2}(?:\d{3,4})?)$/;

const isNetworkNumber = (digits: string) =>
  NETWORKS.some((network) => network.lengths.includes(digits.length) && network.prefix.test(digits)) && passesLuhn(digits);

/** Where the run's card number is, as [first digit, digit count] counted in digits; undefined when it holds none. */
function cardIn(run: string): [number, number] | undefined {
  // Dates and phone numbers listed one after another mix the two ("2026-11-26 2026-12-03"); a typed card number does not.
  if (run.includes(' ') && run.includes('-')) return undefined;
  const digits = run.replace(/[ -]/g, '');
  if (digits.length < SHORTEST) return undefined;
  if (digits.length <= LONGEST && /^[2-6]/.test(digits) && passesLuhn(digits)) return [0, digits.length];
  const groups = run.split(/[ -]/);
  if (groups.length === 1) {
    if (digits.length <= LONGEST || digits.length > LONGEST_TYPED_WITH_EXPIRY) return undefined;
    for (let length = LONGEST; length >= SHORTEST; length -= 1)
      if (AFTER_A_CARD.test(digits.slice(length)) && isNetworkNumber(digits.slice(0, length))) return [0, length];
    return undefined;
  }
  // The number typed whole among other groups, or in its printed groups, with anything before and after.
  let before = 0;
  for (const [first, group] of groups.entries()) {
    if (isNetworkNumber(group)) return [before, group.length];
    for (const layout of LAYOUTS) {
      if (groups.length - first < layout.length || layout.some((size, index) => groups[first + index].length !== size)) continue;
      const card = groups.slice(first, first + layout.length).join('');
      if (isNetworkNumber(card)) return [before, card.length];
    }
    before += group.length;
  }
  return undefined;
}

const isCardNumber = (run: string) => cardIn(run) !== undefined;

/** Too few digits for a card number: most texts are answered without a scan. */
const mayHoldOne = (text: string) => text.length >= SHORTEST && /\d{4}|\d[ -]\d/.test(text);

export function containsCardNumber(text: string): boolean {
  if (!mayHoldOne(text)) return false;
  for (const [start, end] of runsOf(text)) if (isCardNumber(text.slice(start, end))) return true;
  return false;
}

/**
 * Every digit of the run's card number but its last four becomes `*`; the separators and the digits before and after
 * the number (a reference, an expiry) stay, so the text still reads.
 */
function masked(run: string, [first, count]: [number, number]): string {
  let seen = 0;
  return [...run]
    .map((character) => {
      if (!isDigit(character.charCodeAt(0))) return character;
      seen += 1;
      return seen > first && seen <= first + count - KEPT_DIGITS ? '*' : character;
    })
    .join('');
}

/** Masks each run's first card number; a run holding two is masked again until none is left. */
export function maskCardNumbers(text: string): string {
  let result = maskFirstOfEachRun(text);
  for (let previous = text; result !== previous;) [previous, result] = [result, maskFirstOfEachRun(result)];
  return result;
}

function maskFirstOfEachRun(text: string): string {
  if (!mayHoldOne(text)) return text;
  let result = '';
  let copied = 0;
  for (const [start, end] of runsOf(text)) {
    const run = text.slice(start, end);
    const card = cardIn(run);
    if (!card) continue;
    result += text.slice(copied, start) + masked(run, card);
    copied = end;
  }
  return copied === 0 ? text : result + text.slice(copied);
}

/** A number `maskCardNumbers` masked: 9 to 15 stars, then the last four digits, with their separators (and what followed). */
const MASKED = /(?<![\p{L}\p{N}_*])\*(?:[ -]?\*){8,14}[ -]?\d{4}(?![\p{L}_])/u;

export const holdsMaskedCardNumber = (text: string) => MASKED.test(text);
