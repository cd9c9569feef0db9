import { describe, expect, it } from 'vitest';
import { notRestoredReason, pauseCovers, pausedTest, withPauses } from './servicePauseRules';

const place = { propertyId: 'p1', marketId: 'm1', serviceType: 'mow' };
const facts = { today: '2026-12-01', taken: new Set<string>(), held: new Set<string>(), scheduled: new Set(['s1']) };
const workLog = { serviceId: 's1', plannedDate: '2026-12-03', date: '2026-12-03', propertyId: 'p1' };

describe('service pauses', () => {
  it('cover the dates of their scope only, both ends included', () => {
    const pause = { scope: 'marketId' as const, scopeId: 'm1', from: '2026-12-02', to: '2026-12-04' };
    expect(pauseCovers(pause, place, '2026-12-02')).toBe(true);
    expect(pauseCovers(pause, place, '2026-12-04')).toBe(true);
    expect(pauseCovers(pause, place, '2026-12-05')).toBe(false);
    expect(pauseCovers(pause, { ...place, marketId: 'm2' }, '2026-12-03')).toBe(false);
    expect(pauseCovers({ ...pause, scope: 'serviceType', scopeId: 'bnb' }, place, '2026-12-03')).toBe(false);
  });

  it('give the planner a test only where a pause applies', () => {
    expect(pausedTest([], place)).toBeUndefined();
    const test = pausedTest([{ scope: 'propertyId', scopeId: 'p1', from: '2026-12-02', to: '2026-12-02' }], place);
    expect([test?.('2026-12-01'), test?.('2026-12-02')]).toEqual([false, true]);
  });

  it('close a paused date of the place for a rain day’s candidates, and only there', () => {
    const rules = {
      weekendOffDays: [],
      transferDate: '2099-11-30',
      nextSeasonDate: '2100-03-01',
      isClosed: (date: string) => date === '2026-12-25',
    };
    const pause = { scope: 'marketId' as const, scopeId: 'm1', from: '2026-12-02', to: '2026-12-03' };
    const closed = withPauses(rules, [pause], place).isClosed!;
    expect(['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-25'].map(closed)).toEqual([false, true, true, true]);
    expect(withPauses(rules, [pause], { ...place, marketId: 'm2' })).toBe(rules);
  });

  it('put a visit back unless its day passed, its service stopped, its property is held or its occurrence was planned again', () => {
    expect(notRestoredReason(workLog, facts)).toBeUndefined();
    expect(notRestoredReason({ ...workLog, date: '2026-11-30' }, facts)).toBe('passed');
    expect(notRestoredReason(workLog, { ...facts, scheduled: new Set() })).toBe('stopped');
    expect(notRestoredReason(workLog, { ...facts, held: new Set(['p1']) })).toBe('held');
    expect(notRestoredReason(workLog, { ...facts, taken: new Set(['s1|2026-12-03']) })).toBe('taken');
  });
});
