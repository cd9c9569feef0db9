// Card numbers in free text, as every route refuses them, an import masks them in its cells and migration 0038 masked
// what was stored before: a run of 13 to 19 digits (a space or a dash allowed between two digits, one kind per run),
// glued to no letter, digit or underscore, starting as the card networks' numbers do (2 to 6) and passing the Luhn check.
import { passesLuhn } from './schemas/card';

/** A whole run of digits and single separators; a run longer than 19 digits is never cut into a shorter one. */
const RUN = /(?<![\p{L}\p{N}_]|\d[ -])\d(?:[ -]?\d)*(?![\p{L}\p{N}_]|[ -]\d)/gu;
const SHORTEST = 13;
const LONGEST = 19;
const KEPT_DIGITS = 4;

function isCardNumber(run: string): boolean {
  const digits = run.replace(/[ -]/g, '');
  if (digits.length < SHORTEST || digits.length > LONGEST || !/^[2-6]/.test(digits)) return false;
  // Dates and phone numbers listed one after another mix the two ("2026-11-26 2026-12-03"); a typed card number does not.
  if (run.includes(' ') && run.includes('-')) return false;
  return passesLuhn(digits);
}

/** Too few digits for a card number: most texts are answered without running the pattern. */
const mayHoldOne = (text: string) => text.length >= SHORTEST && /\d{4}|\d[ -]\d/.test(text);

export function containsCardNumber(text: string): boolean {
  if (!mayHoldOne(text)) return false;
  for (const [run] of text.matchAll(RUN)) if (isCardNumber(run)) return true;
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
  return text.replace(RUN, (run) => (isCardNumber(run) ? masked(run) : run));
}

/** A number `maskCardNumbers` masked: 9 to 15 stars, then the last four digits, with their separators. */
const MASKED = /(?<![\p{L}\p{N}_*])\*(?:[ -]?\*){8,14}[ -]?\d{4}(?![\p{L}\p{N}_])/u;

export const holdsMaskedCardNumber = (text: string) => MASKED.test(text);
