import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cronFields, isDueThisMinute } from './cronMinute';

// pg-boss's own reader, which the wall clock's answer must agree with (a few ms a call: a run is kept short).
const cronParser = createRequire(import.meta.url)('cron-parser') as {
  parseExpression(cron: string, options: { tz: string; currentDate: Date }): { prev(): Date; next(): Date };
};
const byCronParser = (cron: string, timeZone: string, at: Date) =>
  at.getTime() - cronParser.parseExpression(cron, { tz: timeZone, currentDate: at }).prev().getTime() < 60_000;

const SCHEDULES = ['* * * * *', '*/5 * * * *', '15 0 * * *', '30 7 * * *', '0 9 1 * *', '45 3 * * *', '0 10 * * 1-5', '5,35 */2 * * 0'];
const ZONES = ['UTC', 'America/Chicago', 'America/New_York', 'America/Phoenix', 'Europe/Madrid', 'Asia/Kolkata'];
const moments = fc.date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2029-12-31T00:00:00Z'), noInvalidDate: true });

describe('isDueThisMinute', () => {
  it('agrees with cron-parser at any moment, or leaves the answer to it', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SCHEDULES), fc.constantFrom(...ZONES), moments, (cron, zone, at) => {
        const answer = isDueThisMinute(cron, zone, at);
        if (answer !== null) expect(answer).toBe(byCronParser(cron, zone, at));
      }),
      { numRuns: 100 },
    );
  });

  it('is due during the minute a schedule falls due, in any zone, and answers it itself away from clock changes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SCHEDULES),
        fc.constantFrom(...ZONES),
        moments,
        fc.integer({ min: 1, max: 59_999 }),
        (cron, zone, from, into) => {
          const due = cronParser.parseExpression(cron, { tz: zone, currentDate: from }).next();
          const at = new Date(due.getTime() + into);
          const answer = isDueThisMinute(cron, zone, at);
          if (answer !== null) expect(answer).toBe(true);
        },
      ),
      { numRuns: 100 },
    );
    expect(isDueThisMinute('30 7 * * *', 'America/Chicago', new Date('2026-06-10T12:30:59Z'))).toBe(true);
    expect(isDueThisMinute('30 7 * * *', 'America/Chicago', new Date('2026-06-10T12:31:00Z'))).toBe(false);
  });

  it('leaves to cron-parser what it does not read: names, seconds, both days, a clock change within three hours', () => {
    for (const cron of ['0 9 * * MON', '0 0 9 * * *', '0 9 1 * 1', '@daily', '61 * * * *', '5-1 * * * *'])
      expect(cronFields(cron)).toBeNull();
    // US clocks go forward at 2:00 on 2026-03-08.
    expect(isDueThisMinute('15 2 * * *', 'America/Chicago', new Date('2026-03-08T07:15:00Z'))).toBeNull();
    expect(isDueThisMinute('15 2 * * *', 'Not/A_Zone', new Date())).toBeNull();
  });
});
