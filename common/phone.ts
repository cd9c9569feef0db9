// Phone numbers as people read them, with no schema behind them: the public pages (pay link, quote) load this alone.

export const MOBILE_DIGITS = 10;

/** (512) 555-0101 for 10 digits, 555-0101 for 7, digits as typed otherwise; longer input keeps 10 digits. */
export function formatPhone(value: string): string {
  const typed = value.replace(/\D/g, '');
  // No US area code starts with 1, so a leading 1 beyond ten digits is the +1 country code of a pasted number.
  const digits = (typed.length > MOBILE_DIGITS && typed.startsWith('1') ? typed.slice(1) : typed).slice(0, MOBILE_DIGITS);
  if (digits.length === 10) return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
  if (digits.length === 7) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return digits;
}

/**
 * A stored phone (the business's, as typed in System Settings) as a customer reads it: a US number formatted, anything
 * else (another country's, an extension) as it was typed.
 */
export function phoneForDisplay(value: string): string {
  const digits = value.replace(/\D/g, '');
  const us = digits.length === 10 || (digits.length === 11 && digits.startsWith('1'));
  return us && !/[a-z]/i.test(value) && !/^\s*\+(?!1)/.test(value) ? formatPhone(value) : value.trim();
}
