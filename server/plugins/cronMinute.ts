// Whether a cron schedule is due in the current minute, read from the time zone's wall clock. pg-boss asks this of
// every schedule on each cron check, through cron-parser's `prev()`, which steps back through luxon a minute and a day
// at a time: 40 to 73 ms of CPU per check for our 16 schedules, on the server's thread (docs/performance.md). The same
// answer costs a formatted date here; anything unusual (names, seconds, both days restricted, a clock change nearby)
// is left to cron-parser.
import { createRequire } from 'node:module';
import { dateTimeFormat } from '../../common/format';

type Field = (value: number) => boolean;

/** Minute, hour, day of month, month, day of week (0 and 7 both Sunday). */
const RANGES: readonly [number, number][] = [
  [0, 59],
  [0, 23],
  [1, 31],
  [1, 12],
  [0, 7],
];

function fieldOf(text: string, [low, high]: [number, number]): Field | null {
  const parts = text.split(',').map((part) => {
    const match = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
    if (!match) return null;
    const from = match[1] === '*' ? low : Number(match[2]);
    const to = match[1] === '*' ? high : match[3] !== undefined ? Number(match[3]) : match[4] ? high : from;
    const step = match[4] ? Number(match[4]) : 1;
    if (from < low || to > high || from > to || step < 1) return null;
    return (value: number) => value >= from && value <= to && (value - from) % step === 0;
  });
  if (parts.some((part) => !part)) return null;
  return (value) => parts.some((part) => part!(value));
}

/** The five fields' tests, or null for a schedule this reader leaves to cron-parser. */
export function cronFields(cron: string): Field[] | null {
  const texts = cron.trim().split(/\s+/);
  if (texts.length !== 5) return null;
  // Both days restricted: cron's rule is "either", which cron-parser keeps; not needed by our schedules.
  if (texts[2] !== '*' && texts[4] !== '*') return null;
  const fields = texts.map((text, index) => fieldOf(text, RANGES[index]));
  return fields.every(Boolean) ? (fields as Field[]) : null;
}

/** The wall clock's minute, hour, day, month and weekday at `at` in `timeZone`, and the zone's offset in minutes. */
export function wallClock(at: Date, timeZone: string) {
  const clock = dateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    weekday: 'short',
  });
  const part = Object.fromEntries(clock.formatToParts(at).map(({ type, value }) => [type, value]));
  const [year, month, day, hour, minute] = [part.year, part.month, part.day, part.hour, part.minute].map(Number);
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(part.weekday);
  const offset = Math.round((Date.UTC(year, month - 1, day, hour, minute) - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
  return { minute, hour, day, month, weekday, offset };
}

const HOUR_MS = 3_600_000;

/**
 * Whether `cron` fell due at the start of the minute holding `at`, in `timeZone` (what pg-boss's check answers: the
 * schedule's previous time is less than a minute ago), or null when cron-parser must answer: an unusual schedule, an
 * unknown zone, or a clock change within three hours, where cron's rules for skipped and repeated times apply.
 */
export function isDueThisMinute(cron: string, timeZone: string, at: Date): boolean | null {
  const fields = cronFields(cron);
  if (!fields) return null;
  let now;
  try {
    now = wallClock(at, timeZone);
    if (wallClock(new Date(at.getTime() - 3 * HOUR_MS), timeZone).offset !== now.offset) return null;
    if (wallClock(new Date(at.getTime() + 3 * HOUR_MS), timeZone).offset !== now.offset) return null;
  } catch {
    return null;
  }
  // At the minute's very first millisecond cron-parser's previous time is the minute before, a minute ago: not due.
  if (at.getTime() % 60_000 === 0) return false;
  const [minute, hour, day, month, weekday] = fields;
  return (
    minute(now.minute) && hour(now.hour) && day(now.day) && month(now.month) && (weekday(now.weekday) || (now.weekday === 0 && weekday(7)))
  );
}

interface Timekeeper {
  clockSkew: number;
  shouldSendIt(cron: string, timeZone: string): boolean;
}

/** Makes pg-boss's cron check read the wall clock, leaving to cron-parser what `isDueThisMinute` does not answer. */
export function readCronOnWallClock(): void {
  const { prototype } = createRequire(import.meta.url)('pg-boss/src/timekeeper.js') as { prototype: Timekeeper };
  const cronParsers = prototype.shouldSendIt;
  if ((cronParsers as { wallClock?: true }).wallClock) return;
  const shouldSendIt = function (this: Timekeeper, cron: string, timeZone: string) {
    return isDueThisMinute(cron, timeZone, new Date(Date.now() + this.clockSkew)) ?? cronParsers.call(this, cron, timeZone);
  };
  prototype.shouldSendIt = Object.assign(shouldSendIt, { wallClock: true as const });
}
