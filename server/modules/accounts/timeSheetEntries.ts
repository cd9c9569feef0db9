// A time sheet entry as the API shows it: hours to the hundredth, an open entry counted up to now.
import type { timeSheets } from '../../db/schema';

type EntryRow = typeof timeSheets.$inferSelect;

export const hoursBetween = (from: Date, to: Date) => Math.round(((to.getTime() - from.getTime()) / 3_600_000) * 100) / 100;

export function toEntry(row: EntryRow, now: Date) {
  return {
    _id: row._id,
    clockIn: row.clockIn.toISOString(),
    clockOut: row.clockOut?.toISOString() ?? null,
    hours: hoursBetween(row.clockIn, row.clockOut ?? now),
  };
}
