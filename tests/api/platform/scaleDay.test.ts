// bench:scale's day at a small size as a test of correctness, not of speed: two API nodes on PostgreSQL and Redis
// (where .ci/run sets DATABASE_URL and REDIS_URL), every stage through the API, nothing failed, lost or done twice.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { StageResult } from '../../../bench/scale/day';
import { runDay } from '../../../bench/scale/run';
import { DEFAULT_SETTINGS } from '../../../common/schemas/settings';

const enabled = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
/** A crew's day of 40 stops, five working days: 200 properties are one crew, out of signal for half its day. */
const PROPERTIES = 200;
/** A day's cap under a day's 40 texts, so the rest waits for the next day: past the quiet hours, from 8 am. */
const TEXTS_PER_DAY = 25;
const STAGES = ['generate', 'horizon-fill', 'routes', 'balance', 'reminders', 'crew-day', 'charges', 'rain-day', 'staff-reads'];

describe.skipIf(!enabled)('a day of the business at scale, small', () => {
  // The outbound drains run each minute's sends at the default rates: some minutes more than the raised rates took.
  it('runs every stage with no error, nothing lost and nothing twice', { timeout: 20 * 60_000 }, async () => {
    const stages: StageResult[] = await runDay(PROPERTIES, {
      historyWeeks: 1,
      nodes: 2,
      dataDir: path.resolve('data/test-scale'),
      keep: false,
      databaseSuffix: process.env.BENCH_DATABASE_SUFFIX ?? 'test',
      outbound: { quietHours: true, textsPerDay: TEXTS_PER_DAY },
      // Each stage's line, as bench:scale prints it: when a stage fails in CI, its failures and counts are in the log.
      onStage: (stage) => console.log(JSON.stringify(stage)),
    });
    expect(stages.map((stage) => stage.stage)).toEqual(STAGES);
    const figures = (stage: StageResult) => ({ stage: stage.stage, errors: stage.errors, lost: stage.lost, twice: stage.twice });
    expect(stages.map(figures)).toEqual(STAGES.map((stage) => ({ stage, errors: 0, lost: 0, twice: 0 })));
    const byName = Object.fromEntries(stages.map((stage) => [stage.stage, stage]));
    // The day had work: visits planned, acted on by phones (some replayed), charged, moved by the rain and put back.
    expect(byName['horizon-fill'].visitsToday).toBe(PROPERTIES / 5);
    expect(byName['crew-day'].replayed).toBeGreaterThan(0);
    // The closed loop's figures (issue 68): the phones back to back on both nodes, the office reading beside them.
    expect(byName['crew-day']).toMatchObject({ nodes: 2, closedCrewP95Ms: expect.any(Number) });
    expect(byName['crew-day'].actionsPerSecond).toBeGreaterThan(0);
    expect(byName['staff-reads'].closedListsP95Ms).toEqual(expect.any(Number));
    expect(byName.charges.payments).toMatchObject({ success: expect.any(Number) });
    expect(byName['rain-day'].moved).toBeGreaterThan(0);
    // The outbound drains at the default rates, on the bench's clock (docs/scaling.md "Outbound at real rates"): every
    // reminder once, texts and e-mails, though a node was killed half-way; no window past its rate, none in the quiet
    // hours. The day's cap spent, the other reminders waited for the morning, the visits' own day, and were dropped: they
    // would have said "tomorrow".
    const visits = PROPERTIES / 5;
    expect(byName.reminders).toMatchObject({
      visits,
      killed: true,
      texts: TEXTS_PER_DAY,
      emails: visits,
      deferred: 0,
      dayPassed: visits - TEXTS_PER_DAY,
    });
    for (const stage of [byName.reminders, byName['rain-day']]) {
      expect(stage.drainMs).toBeGreaterThan(0);
      expect(stage.quietTexts).toBe(0);
      expect(stage.peakTextsPerMinute).toBeLessThanOrEqual(DEFAULT_SETTINGS.textMessages.perMinute);
      expect(stage.peakTextsPerDay).toBeLessThanOrEqual(TEXTS_PER_DAY);
      expect(stage.peakEmailsPerMinute).toBeLessThanOrEqual(DEFAULT_SETTINGS.mail.perMinute);
    }
    // The rain day's texts, written at 6 am, were held until 8, and those past the day's cap went the next day from 8.
    const hour = 3_600_000;
    const quietEnd = `${String(DEFAULT_SETTINGS.textMessages.quietEnd).padStart(2, '0')}:00`;
    expect(byName['rain-day'].drainMs).toBeGreaterThanOrEqual(2 * hour);
    expect(byName['rain-day']).toMatchObject({ texts: byName['rain-day'].moved, laterDaysFrom: [quietEnd] });
    expect(byName.charges.peakCallsPerSecond).toBeGreaterThan(0);
    expect(byName.charges.peakCallsPerSecond).toBeLessThanOrEqual(DEFAULT_SETTINGS.payments.callsPerSecond);
    expect(byName.charges.drainMs).toEqual(expect.any(Number));
    expect(byName['staff-reads'].reads).toBeGreaterThan(0);
  });
});
