import { describe, expect, it } from 'vitest';
import { renderMessage } from '../../../common/i18n/catalog';
import { BNB_MINUTES, crewStanding, type DayVisit, MOW_MINUTES, pendingInRouteOrder, serviceMinutes, staleMoves } from './balanceRules';

const routing = { averageSpeedMph: 30, detourFactor: 1 };
const visit = (values: Partial<DayVisit> & { _id: string }): DayVisit => ({
  crewId: 'a', status: 'pending', pinned: false, routePosition: null, serviceType: 'mow', lotSizeCategory: 'average', timeCapHours: null,
  extraTimeGrantedMinutes: 0, latitude: 30, longitude: -97.7, startedAt: null, completedAt: null, ...values,
});

describe('serviceMinutes', () => {
  it('takes a mowing visit by lot size, the average without one, and a bnb visit by its time cap and extra time', () => {
    expect(serviceMinutes(visit({ _id: '1', lotSizeCategory: 'small' }))).toBe(MOW_MINUTES.small);
    expect(serviceMinutes(visit({ _id: '1', lotSizeCategory: 'extraLarge' }))).toBe(MOW_MINUTES.extraLarge);
    expect(serviceMinutes(visit({ _id: '1', lotSizeCategory: null }))).toBe(MOW_MINUTES.average);
    expect(serviceMinutes(visit({ _id: '1', serviceType: 'bnb', timeCapHours: 2.5, extraTimeGrantedMinutes: 15 }))).toBe(165);
    expect(serviceMinutes(visit({ _id: '1', serviceType: 'bnb' }))).toBe(BNB_MINUTES);
  });
});

describe('crewStanding', () => {
  const crew = { _id: 'a', startLatitude: 30, startLongitude: -97.7 };

  it('sets out from the start point with the whole day when nothing is done', () => {
    expect(crewStanding(crew, [visit({ _id: '1' })], 480, routing)).toEqual({ crewId: 'a', start: { latitude: 30, longitude: -97.7 }, availableMinutes: 480 });
  });

  it('sets out from the last stop done, its day less the driving there and the work done', () => {
    const first = visit({ _id: '1', status: 'completed', latitude: 30.1, completedAt: new Date('2031-01-01T10:00:00Z') });
    const second = visit({ _id: '2', status: 'started', latitude: 30.2, startedAt: new Date('2031-01-01T11:00:00Z') });
    const other = visit({ _id: '3', crewId: 'b', status: 'completed', latitude: 31, completedAt: new Date('2031-01-01T09:00:00Z') });
    const standing = crewStanding(crew, [second, other, first, visit({ _id: '4' })], 480, routing);
    expect(standing.start).toEqual({ latitude: 30.2, longitude: -97.7 });
    // 0.2° north at 69.09 miles a degree, 30 mph; two average lots.
    expect(standing.availableMinutes).toBeCloseTo(480 - (0.2 * 69.09 * 2) - 2 * MOW_MINUTES.average, 3);
    expect(crewStanding(crew, [first], 10, routing).availableMinutes).toBe(0);
  });

  it('has no start without a start point or a placed stop done', () => {
    expect(crewStanding({ _id: 'a', startLatitude: null, startLongitude: null }, [], 480, routing).start).toBeNull();
  });
});

describe('pendingInRouteOrder', () => {
  it('lists each crew pending visits in route order, unplaced last, crews in the order given', () => {
    const rows = [
      visit({ _id: 'b1', crewId: 'b', routePosition: 1 }),
      visit({ _id: 'a3', routePosition: null }),
      visit({ _id: 'a2', routePosition: 2 }),
      visit({ _id: 'a1', routePosition: 1 }),
      visit({ _id: 'done', routePosition: 0, status: 'completed' }),
      visit({ _id: 'x', crewId: 'x', routePosition: 1 }),
    ];
    expect(pendingInRouteOrder(['a', 'b'], rows).map((row) => row._id)).toEqual(['a1', 'a2', 'a3', 'b1']);
  });
});

describe('staleMoves', () => {
  const crews = new Set(['a', 'b']);
  const date = '2031-05-01';
  const move = { workLogId: '1', fromCrewId: 'a', toCrewId: 'b' };
  const row = { _id: '1', crewId: 'a', status: 'pending', date };

  it('accepts moves that still describe the day', () => {
    expect(staleMoves([move], [row], crews, date)).toBeUndefined();
  });

  it('counts every move whose visit is gone, done, on another day or crew, or whose crews are not the vendor', () => {
    for (const [rows, changed] of [
      [[], move],
      [[{ ...row, status: 'completed' }], move],
      [[{ ...row, crewId: 'b' }], move],
      [[{ ...row, date: '2031-05-02' }], move],
      [[row], { ...move, toCrewId: 'other' }],
      [[row], { ...move, fromCrewId: 'other' }],
    ] as const) {
      const message = staleMoves([changed, { workLogId: '2', fromCrewId: 'b', toCrewId: 'a' }], [...rows, { _id: '2', crewId: 'b', status: 'pending', date }], crews, date);
      expect(renderMessage('en', message!)).toMatch(/^1 of the 2 moves no longer match the day/);
    }
  });
});
