// How LawnDesk writes dates, times, money, numbers and addresses, for a language and the business's time zone.
// Dates and times keep the spec's patterns (M/D/YYYY; 'MM/dd/yyyy, h:mm a') in both languages; words (month and
// week-day names) and number words follow the language.
import type { Language } from './i18n/catalogTypes';

/** The demo business works in Texas: a time sheet's week runs Monday to Sunday on its clock, not the server's. */
export const BUSINESS_TIME_ZONE = 'America/Chicago';

export interface FormatOptions {
  language: Language;
  /** The business's time zone (System Settings): every instant is read on its clock. */
  timeZone: string;
  /** The reader's own time zone; when its clock differs from the business's, times carry the zone's name (CST). */
  viewerTimeZone?: string;
}

export interface Address {
  address?: string | null;
  city?: string | null;
  state?: string | null;
  zipcode?: string | null;
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A calendar date anywhere in a text, as the API writes it (YYYY-MM-DD), not part of a longer number or an instant. */
const DAY_IN_TEXT = /(?<![\d-])(\d{4})-(\d{2})-(\d{2})(?![\d-]|T\d)/g;

/** A calendar date (YYYY-MM-DD) as M/D/YYYY, read as text so no time zone can move it; anything else stays as it is. */
export function calendarDay(value: unknown): string {
  const match = typeof value === 'string' ? CALENDAR_DAY.exec(value) : null;
  return match ? `${Number(match[2])}/${Number(match[3])}/${match[1]}` : '';
}

/** Every YYYY-MM-DD date in a text as M/D/YYYY ("the 2026-11-24 visit" → "the 11/24/2026 visit"). */
export const calendarDaysIn = (text: string) =>
  text.replace(DAY_IN_TEXT, (_, year: string, month: string, day: string) => `${Number(month)}/${Number(day)}/${year}`);

const intlLocale = (language: Language) => (language === 'es' ? 'es-US' : 'en-US');

type Parts = Record<Intl.DateTimeFormatPartTypes, string>;

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
/**
 * One formatter per locale and options, made once: making one costs tens of microseconds, and the server formats the
 * business's clock for every message and visit. A time zone that does not exist throws, and nothing is kept.
 */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateTimeFormats.set(key, format);
  }
  return format;
}

function partsOf(instant: Date, timeZone: string, timeZoneName?: 'short'): Parts {
  // The numbers and AM/PM of the spec's patterns, in whichever language: en-US gives exactly those parts.
  const format = dateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZoneName,
  });
  return Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value])) as Parts;
}

const toDate = (instant: Date | string) => (instant instanceof Date ? instant : new Date(instant));

/** Minutes east of UTC of a zone at an instant. */
function offsetOf(instant: Date, timeZone: string): number {
  const parts = partsOf(instant, timeZone);
  const hour = (Number(parts.hour) % 12) + (parts.dayPeriod === 'PM' ? 12 : 0);
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), hour, Number(parts.minute));
  return Math.round((wall - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/** HH:mm as 'h:mm a'; anything else as it is. */
function wallClock(hoursMinutes: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(hoursMinutes);
  if (!match) return hoursMinutes;
  const hour = Number(match[1]);
  return `${hour % 12 || 12}:${match[2]} ${hour < 12 ? 'AM' : 'PM'}`;
}

const place = ({ city, state, zipcode }: Address) => [city, [state, zipcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');

export function createFormat({ language, timeZone, viewerTimeZone }: FormatOptions) {
  const locale = intlLocale(language);
  const numbers = new Map<string, Intl.NumberFormat>();
  const numberFormat = (options: Intl.NumberFormatOptions = {}) => {
    const key = JSON.stringify(options);
    if (!numbers.has(key)) numbers.set(key, new Intl.NumberFormat(locale, options));
    return numbers.get(key)!;
  };

  /** The zone's short name (CST, CDT) when the reader's clock reads otherwise at that instant; else nothing. */
  const zoneLabel = (instant: Date | string) => {
    const at = toDate(instant);
    if (!viewerTimeZone || Number.isNaN(at.getTime()) || offsetOf(at, viewerTimeZone) === offsetOf(at, timeZone)) return '';
    return partsOf(at, timeZone, 'short').timeZoneName ?? '';
  };
  const labelled = (text: string, instant: Date | string) => [text, zoneLabel(instant)].filter(Boolean).join(' ');
  const clockOf = (parts: Parts) => `${parts.hour}:${parts.minute} ${parts.dayPeriod}`;
  const valid = (instant: Date | string | null | undefined): instant is Date | string =>
    instant != null && instant !== '' && !Number.isNaN(toDate(instant).getTime());

  return {
    language,
    timeZone,
    /** A calendar date (YYYY-MM-DD) as M/D/YYYY. */
    day: calendarDay,
    /** The business's calendar day of an instant as the API writes it (YYYY-MM-DD): its "today" at `new Date()`. */
    isoDayOf(instant: Date | string) {
      const parts = partsOf(toDate(instant), timeZone);
      return `${parts.year}-${parts.month}-${parts.day}`;
    },
    /** The business's calendar day of an instant, as M/D/YYYY. */
    dayOf(instant: Date | string | null | undefined) {
      if (!valid(instant)) return '';
      const parts = partsOf(toDate(instant), timeZone);
      return `${Number(parts.month)}/${Number(parts.day)}/${parts.year}`;
    },
    /** An instant as 'MM/dd/yyyy, h:mm a' on the business's clock, labelled with its zone when the reader's differs. */
    dateTime(instant: Date | string | null | undefined) {
      if (!valid(instant)) return '';
      const parts = partsOf(toDate(instant), timeZone);
      return labelled(`${parts.month}/${parts.day}/${parts.year}, ${clockOf(parts)}`, instant);
    },
    /** An instant's time of day as 'h:mm a' on the business's clock, labelled like dateTime. */
    time(instant: Date | string | null | undefined) {
      if (!valid(instant)) return '';
      return labelled(clockOf(partsOf(toDate(instant), timeZone)), instant);
    },
    /** A time already on the business's clock (HH:mm, as the API writes it) as 'h:mm a', labelled at `on` (default now). */
    clock(hoursMinutes: string, on: Date | string = new Date()) {
      return labelled(wallClock(hoursMinutes), on);
    },
    /** Hours on the business's clock (a crew's working day) as 'h:mm a–h:mm a', the zone named once, like clock. */
    clockSpan(start: string, end: string, on: Date | string = new Date()) {
      return labelled(`${wallClock(start)}–${wallClock(end)}`, on);
    },
    /** The week day and time of an instant, in the language's words ("Tue 2:05 PM", "mar 2:05 PM"). */
    weekdayTime(instant: Date | string) {
      if (!valid(instant)) return '';
      const weekday = new Intl.DateTimeFormat(locale, { timeZone, weekday: 'short' }).format(toDate(instant));
      return labelled(`${weekday} ${clockOf(partsOf(toDate(instant), timeZone))}`, instant);
    },
    /** The week day and business day of an instant ("Tue 11/24/2026", "mar 11/24/2026"). */
    weekdayDayOf(instant: Date | string) {
      if (!valid(instant)) return '';
      const parts = partsOf(toDate(instant), timeZone);
      const weekday = new Intl.DateTimeFormat(locale, { timeZone, weekday: 'short' }).format(toDate(instant));
      return `${weekday} ${Number(parts.month)}/${Number(parts.day)}/${parts.year}`;
    },
    /** An instant's time of day on the business's clock as HH:mm (24 hours), as a time input holds it. */
    clock24(instant: Date | string) {
      if (!valid(instant)) return '';
      const parts = partsOf(toDate(instant), timeZone);
      return `${String((Number(parts.hour) % 12) + (parts.dayPeriod === 'PM' ? 12 : 0)).padStart(2, '0')}:${parts.minute}`;
    },
    /** A business day (YYYY-MM-DD) and time (HH:mm) on the business's clock as an ISO instant with the zone's offset then. */
    instantAt(isoDay: string, hoursMinutes: string) {
      const [year, month, day] = isoDay.split('-').map(Number);
      const [hour, minute] = hoursMinutes.split(':').map(Number);
      const wall = Date.UTC(year, month - 1, day, hour, minute);
      // The offset at the wall time read as UTC, then again at the instant it gives: right on either side of a DST change.
      const offset = offsetOf(new Date(wall - offsetOf(new Date(wall), timeZone) * 60_000), timeZone);
      const sign = offset < 0 ? '-' : '+';
      const pad = (value: number) => String(Math.floor(Math.abs(value))).padStart(2, '0');
      return `${isoDay}T${hoursMinutes}:00${sign}${pad(Math.abs(offset) / 60)}:${pad(Math.abs(offset) % 60)}`;
    },
    /** A calendar date with the month's name ("Nov 24", "24 nov"), with its year when asked. */
    monthDay(isoDay: string, withYear = false) {
      if (!CALENDAR_DAY.test(isoDay)) return '';
      const options: Intl.DateTimeFormatOptions = { timeZone: 'UTC', month: 'short', day: 'numeric', ...(withYear && { year: 'numeric' }) };
      return new Intl.DateTimeFormat(locale, options).format(new Date(`${isoDay}T00:00:00Z`));
    },
    /** A calendar date with its week day, without the year ("Tue 12/1", "mar 12/1"): a day a visit is planned for. */
    weekdayDay(isoDay: string) {
      const match = CALENDAR_DAY.exec(isoDay);
      if (!match) return '';
      const weekday = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'short' }).format(new Date(`${isoDay}T00:00:00Z`));
      return `${weekday} ${Number(match[2])}/${Number(match[3])}`;
    },
    /** Cents as dollars ("$1,234.50"). */
    money: (cents: number) => numberFormat({ style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(cents / 100),
    /** Dollars as dollars, for the records that keep dollars rather than cents. */
    dollars: (amount: number) => numberFormat({ style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(amount),
    number: (value: number, options?: Intl.NumberFormatOptions) => numberFormat(options).format(value),
    /** A change as a signed percentage ("+12%", "-5%", "0%"). */
    percent: (ratio: number) => numberFormat({ style: 'percent', maximumFractionDigits: 0, signDisplay: 'exceptZero' }).format(ratio),
    /** "City, ST 78701"; parts left empty are left out. */
    place,
    /** "12 Oak St, City, ST 78701". */
    address: (address: Address) => [address.address, place(address)].filter(Boolean).join(', '),
    zoneLabel,
  };
}

export type Format = ReturnType<typeof createFormat>;
