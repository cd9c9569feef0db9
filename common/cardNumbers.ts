// Card numbers in free text, as every route refuses them, an import masks them in its cells and migration 0038 masked
// what was stored before: a run of 13 to 19 digits (a space or a dash allowed between two digits, one kind per run),
// glued to no letter, digit or underscore, starting as the card networks' numbers do (2 to 6) and passing the Luhn check.
import { passesLuhn } from './schemas/card';

const SHORTEST = 13;
const LONGEST = 19;
const KEPT_DIGITS = 4;
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

/**
 * Each whole run of digits and single separators not glued to a word, as [start, end); one pass, so a long text of
 * digits costs no more than its length (a run longer than 19 digits is never cut into a shorter one).
 */
function* runsOf(text: string): Generator<[number, number]> {
  for (let index = 0; index < text.length; index += 1) {
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

function isCardNumber(run: string): boolean {
  const digits = run.replace(/[ -]/g, '');
  if (digits.length < SHORTEST || digits.length > LONGEST || !/^[2-6]/.test(digits)) return false;
  // Dates and phone numbers listed one after another mix the two ("2026-11-26 2026-12-03"); a typed card number does not.
  if (run.includes(' ') && run.includes('-')) return false;
  return passesLuhn(digits);
}

/** Too few digits for a card number: most texts are answered without a scan. */
const mayHoldOne = (text: string) => text.length >= SHORTEST && /\d{4}|\d[ -]\d/.test(text);

export function containsCardNumber(text: string): boolean {
  if (!mayHoldOne(text)) return false;
  for (const [start, end] of runsOf(text)) if (isCardNumber(text.slice(start, end))) return true;
  return false;
}

/** Every digit of a card number but its last four becomes `*`; the separators stay, so the text still reads. */
function masked(run: string): string {
  let kept = 0;
  const characters = [...run];
  for (let index = characters.length - 1; index >= 0; index -= 1) {
    if (!/\d/.test(characters[index])) continue;
    if (kept < KEPT_DIGITS) kept += 1;
    else characters[index] = '*';
  }
  return characters.join('');
}

export function maskCardNumbers(text: string): string {
  if (!mayHoldOne(text)) return text;
  let result = '';
  let copied = 0;
  for (const [start, end] of runsOf(text)) {
    const run = text.slice(start, end);
    if (!isCardNumber(run)) continue;
    result += text.slice(copied, start) + masked(run);
    copied = end;
  }
  return copied === 0 ? text : result + text.slice(copied);
}

/** A number `maskCardNumbers` masked: 9 to 15 stars, then the last four digits, with their separators. */
const MASKED = /(?<![\p{L}\p{N}_*])\*(?:[ -]?\*){8,14}[ -]?\d{4}(?![\p{L}\p{N}_])/u;

export const holdsMaskedCardNumber = (text: string) => MASKED.test(text);
