// The days the board's day bar offers a dragged visit: a few before the board's day (never before today, which the
// move refuses) and the week after it.

const DAY_MS = 86_400_000;

const plusDays = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Up to `before` days before `date` that are today or later, then the `after` days after it; never `date` itself. */
export function barDays(date: string, today: string, before = 3, after = 7): string[] {
  const days: string[] = [];
  for (let offset = -before; offset <= after; offset++) {
    const day = plusDays(date, offset);
    if (offset !== 0 && day >= today) days.push(day);
  }
  return days;
}

/** A day as the bar and its messages show it: "Tue, Mar 4". */
export const dayLabel = (day: string, locale: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString(locale, { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
