// How a round reads: its window's month-days in the user's language, and prices kept in cents typed as dollars.
export function monthDayLabel(monthDay: string, language: string) {
  const [month, day] = monthDay.split('-').map(Number);
  return new Date(Date.UTC(2000, month - 1, day)).toLocaleDateString(language, { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** A cents field shown in dollars: '' or nothing stays empty, so the schema says what is missing. */
export const centsAsDollars = (cents: unknown) => (typeof cents === 'number' ? cents / 100 : '');
export const dollarsAsCents = (dollars: unknown) =>
  dollars === '' || dollars == null || Number.isNaN(Number(dollars)) ? null : Math.round(Number(dollars) * 100);
