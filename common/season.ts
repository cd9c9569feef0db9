// A fresh install's season: closed from the 30 November at least 90 days ahead until the 1 March after it, so a new
// business (or a test) never starts inside its closed season; staff set their own dates in System Settings.

const DAY_MS = 24 * 60 * 60 * 1000;
/** A new install plans at least this far ahead before its first closing. */
const OPEN_DAYS_AHEAD = 90;

export function defaultSeason(today: string): { transferDate: string; nextSeasonDate: string } {
  const earliest = new Date(Date.parse(`${today}T00:00:00Z`) + OPEN_DAYS_AHEAD * DAY_MS).toISOString().slice(0, 10);
  const year = Number(earliest.slice(0, 4));
  const closing = `${year}-11-30` >= earliest ? year : year + 1;
  return { transferDate: `${closing}-11-30`, nextSeasonDate: `${closing + 1}-03-01` };
}
