import { describe, expect, it } from 'vitest';
import { calendarDay, calendarDaysIn, createFormat, dateTimeFormat } from './format';

const CHICAGO = 'America/Chicago';
// 20:05 UTC on 24 November 2026 is 2:05 PM in Chicago (CST, UTC-6).
const AFTERNOON = '2026-11-24T20:05:00.000Z';
// 03:30 UTC on 25 November is still the 24th, 9:30 PM, in Chicago.
const LATE_EVENING = '2026-11-25T03:30:00.000Z';

describe('calendar days', () => {
  it('reads YYYY-MM-DD as M/D/YYYY without any time zone, and nothing else', () => {
    expect(calendarDay('2026-03-05')).toBe('3/5/2026');
    expect(calendarDay('2026-11-24T20:05:00Z')).toBe('');
    expect(calendarDay(null)).toBe('');
  });

  it('rewrites every calendar date inside a text, leaving instants, codes and longer numbers alone', () => {
    expect(calendarDaysIn('del 2026-11-24 y 2026-12-01.')).toBe('del 11/24/2026 y 12/1/2026.');
    expect(calendarDaysIn('at 2026-11-24T20:05:00Z')).toBe('at 2026-11-24T20:05:00Z');
    expect(calendarDaysIn('ref 12026-11-24 and 2026-11-245')).toBe('ref 12026-11-24 and 2026-11-245');
  });
});

describe('createFormat', () => {
  const sameZone = createFormat({ language: 'en', timeZone: CHICAGO, viewerTimeZone: CHICAGO });
  const elsewhere = createFormat({ language: 'es', timeZone: CHICAGO, viewerTimeZone: 'Europe/Madrid' });

  it('reads a time input’s HH:mm on the business’s clock and writes it back as an instant, across a DST change', () => {
    expect(elsewhere.clock24(AFTERNOON)).toBe('14:05');
    expect(sameZone.clock24('2026-11-24T06:05:00Z')).toBe('00:05');
    expect(sameZone.instantAt('2026-11-24', '14:05')).toBe('2026-11-24T14:05:00-06:00');
    expect(new Date(sameZone.instantAt('2026-11-24', '14:05')).toISOString()).toBe(AFTERNOON);
    // Chicago moves to CDT at 2 AM on 8 March 2026.
    expect(sameZone.instantAt('2026-03-08', '01:30')).toBe('2026-03-08T01:30:00-06:00');
    expect(sameZone.instantAt('2026-03-08', '09:00')).toBe('2026-03-08T09:00:00-05:00');
    expect(sameZone.clock24(sameZone.instantAt('2026-07-04', '23:59'))).toBe('23:59');
  });

  it("writes times in the spec's pattern on the business's clock, in both languages", () => {
    expect(sameZone.dateTime(AFTERNOON)).toBe('11/24/2026, 2:05 PM');
    expect(sameZone.time(AFTERNOON)).toBe('2:05 PM');
    expect(sameZone.dayOf(LATE_EVENING)).toBe('11/24/2026');
    // The header's "today": a reader in Madrid at that instant is on the 25th, the business still on the 24th.
    expect(elsewhere.isoDayOf(LATE_EVENING)).toBe('2026-11-24');
    expect(sameZone.isoDayOf(AFTERNOON)).toBe('2026-11-24');
    expect(sameZone.dateTime(LATE_EVENING)).toBe('11/24/2026, 9:30 PM');
  });

  it("names the business's zone only when the reader's clock reads otherwise", () => {
    expect(elsewhere.dateTime(AFTERNOON)).toBe('11/24/2026, 2:05 PM CST');
    expect(elsewhere.time('2026-07-01T15:00:00Z')).toBe('10:00 AM CDT');
    expect(sameZone.zoneLabel(AFTERNOON)).toBe('');
    // Winnipeg keeps Chicago's clock: same hours, no label.
    expect(createFormat({ language: 'en', timeZone: CHICAGO, viewerTimeZone: 'America/Winnipeg' }).time(AFTERNOON)).toBe('2:05 PM');
    expect(createFormat({ language: 'en', timeZone: CHICAGO }).time(AFTERNOON)).toBe('2:05 PM');
  });

  it('turns a business clock (HH:mm) into h:mm a', () => {
    expect(sameZone.clock('02:00')).toBe('2:00 AM');
    expect(sameZone.clock('00:15')).toBe('12:15 AM');
    expect(sameZone.clock('18:00')).toBe('6:00 PM');
    expect(elsewhere.clock('18:00', AFTERNOON)).toBe('6:00 PM CST');
  });

  it("writes working hours as one span, naming the business's zone once", () => {
    expect(sameZone.clockSpan('07:30', '16:00')).toBe('7:30 AM–4:00 PM');
    expect(elsewhere.clockSpan('08:00', '12:00', AFTERNOON)).toBe('8:00 AM–12:00 PM CST');
  });

  it('leaves what is no instant empty', () => {
    expect(sameZone.dateTime(null)).toBe('');
    expect(sameZone.time('not a date')).toBe('');
    expect(sameZone.dayOf('')).toBe('');
  });

  it("writes words and numbers in the user's language", () => {
    expect(sameZone.weekdayTime(AFTERNOON)).toBe('Tue 2:05 PM');
    expect(sameZone.weekdayDayOf(LATE_EVENING)).toBe('Tue 11/24/2026');
    expect(elsewhere.weekdayTime(AFTERNOON)).toBe('mar 2:05 PM CST');
    expect(sameZone.monthDay('2026-11-24')).toBe('Nov 24');
    expect(elsewhere.monthDay('2026-11-24', true)).toBe('24 nov 2026');
    expect(sameZone.weekdayDay('2026-12-01')).toBe('Tue 12/1');
    expect(elsewhere.weekdayDay('2026-12-01')).toBe('mar 12/1');
    expect(sameZone.weekdayDay('not a day')).toBe('');
    expect(sameZone.money(123450)).toBe('$1,234.50');
    expect(elsewhere.money(123450)).toBe('$1,234.50');
    expect(sameZone.dollars(35)).toBe('$35.00');
    expect(sameZone.number(12500)).toBe('12,500');
    expect(sameZone.percent(0.125)).toBe('+13%');
    expect(sameZone.percent(0)).toBe('0%');
  });

  it('writes an address from its parts, leaving out the missing ones', () => {
    expect(sameZone.address({ address: '12 Oak St', city: 'Austin', state: 'TX', zipcode: '78701' })).toBe('12 Oak St, Austin, TX 78701');
    expect(sameZone.place({ city: 'Austin', zipcode: '78701' })).toBe('Austin, 78701');
    expect(sameZone.place({ city: 'Austin', state: 'TX', zipcode: '78701' })).toBe('Austin, TX 78701');
  });
});

describe('dateTimeFormat', () => {
  it('makes one formatter per locale and options, and keeps none for a time zone that does not exist', () => {
    const chicago = dateTimeFormat('en-US', { timeZone: CHICAGO, hour: 'numeric', minute: '2-digit', hour12: true });
    expect(dateTimeFormat('en-US', { timeZone: CHICAGO, hour: 'numeric', minute: '2-digit', hour12: true })).toBe(chicago);
    expect(chicago.format(new Date(AFTERNOON))).toBe('2:05 PM');
    const newYork = dateTimeFormat('en-US', { timeZone: 'America/New_York', hour: 'numeric', minute: '2-digit', hour12: true });
    expect(newYork).not.toBe(chicago);
    expect(newYork.format(new Date(AFTERNOON))).toBe('3:05 PM');
    expect(dateTimeFormat('en-GB', { timeZone: CHICAGO, hour: 'numeric', minute: '2-digit', hour12: true })).not.toBe(chicago);
    expect(() => dateTimeFormat('en-US', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
    expect(() => dateTimeFormat('en-US', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
  });
});
