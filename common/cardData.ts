// The rule that keeps card data off our server: a request to a card route that carries a card number or a security
// code, under any name or nested anywhere, is refused beside that field. The browser sends those to the gateway only.
import { passesLuhn } from './schemas/card';

export const CARD_NUMBER_NOT_ACCEPTED = 'validation.card.card_number_not_accepted';
export const SECURITY_CODE_NOT_ACCEPTED = 'validation.card.security_code_not_accepted';

const NUMBER_NAME = /card.?(num|no\b)|^(number|pan|cc|ccn|cc.?num.*|credit.?card|account.?number|encrypted.?number)$/i;
const SECURITY_CODE_NAME = /^(cvv2?|cvc2?|csc|cid|cvn|security.?code|card.?code|card.?verification.*|encrypted.?csc)$/i;
/** 12 to 19 digits, spaces or dashes between groups allowed, passing the Luhn check. */
function looksLikeCardNumber(value: unknown): boolean {
  if (typeof value !== 'string' && typeof value !== 'number') return false;
  const digits = String(value).replace(/[\s-]/g, '');
  return /^\d{12,19}$/.test(digits) && passesLuhn(digits);
}
const MAX_DEPTH = 6;

/** Every path (`a.b.0.c`) in `body` that holds a card number or a security code, with the message to show beside it. */
export function cardDataFields(body: unknown, path: string[] = [], found: Record<string, string> = {}): Record<string, string> {
  if (path.length > MAX_DEPTH || body === null || typeof body !== 'object') return found;
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    const at = [...path, key];
    const field = at.join('.');
    if (SECURITY_CODE_NAME.test(key) && value !== null && value !== undefined && value !== '') found[field] = SECURITY_CODE_NOT_ACCEPTED;
    else if ((NUMBER_NAME.test(key) && value !== null && value !== undefined && value !== '') || looksLikeCardNumber(value))
      found[field] = CARD_NUMBER_NOT_ACCEPTED;
    else cardDataFields(value, at, found);
  }
  return found;
}
