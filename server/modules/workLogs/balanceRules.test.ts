import { describe, expect, it } from 'vitest';
import { renderMessage } from '../../../common/i18n/catalog';
import { DEFAULT_SETTINGS } from '../../../common/schemas/settings';
import { crewStanding, type DayWorkLog, minutesLeft, pendingInRouteOrder, serviceMinutes, staleMoves } from './balanceRules';

const routing = { ...DEFAULT_SETTINGS.routing, averageSpeedMph: 30, detourFactor: 1 };
const EIGHT_HOURS = { hours: { start: '08:00', end: '16:00' }, nowMinutes: null };
const workLog = (values: Partial<DayWorkLog> & { _id: string }): DayWorkLog => ({
  crewId: 'a',
  status: 'pending',
  pinned: false,
  routePosition: null,
  serviceType: 'mow',
  lotSizeCategory: 'average',
  timeCapHours: null,
  extraTimeGrantedMinutes: 0,
  latitude: 30,
  longitude: -97.7,
  startedAt: null,
  completedAt: null,
  ...values,
});

describe('serviceMinutes', () => {
  it('takes a mowing visit by lot size, the average without one, and a bnb visit by its time cap and extra time', () => {
    expect(serviceMinutes(workLog({ _id: '1', lotSizeCategory: 'small' }), routing)).toBe(20);
    expect(serviceMinutes(workLog({ _id: '1', lotSizeCategory: 'extraLarge' }), routing)).toBe(55);
    expect(serviceMinutes(workLog({ _id: '1', lotSizeCategory: null }), routing)).toBe(30);
    expect(serviceMinutes(workLog({ _id: '1', lotSizeCategory: 'toString' }), routing)).toBe(30);
    expect(serviceMinutes(workLog({ _id: '1', serviceType: 'bnb', timeCapHours: 2.5, extraTimeGrantedMinutes: 15 }), routing)).toBe(165);
    expect(serviceMinutes(workLog({ _id: '1', serviceType: 'bnb' }), routing)).toBe(60);
  });

  it('takes a treatment round by its own minutes on site, and any extra time granted', () => {
    expect(serviceMinutes(workLog({ _id: '1', serviceType: 'treatment', minutesOnSite: 25 }), routing)).toBe(25);
    expect(serviceMinutes(workLog({ _id: '1', serviceType: 'treatment', minutesOnSite: 25, extraTimeGrantedMinutes: 10 }), routing)).toBe(
      35,
    );
  });

  it("reads the Routing settings' minutes", () => {
    const settings = { lotMinutes: { small: 11, average: 22, medium: 33, large: 44, extraLarge: 77 }, bnbMinutes: 90 };
    expect(serviceMinutes(workLog({ _id: '1', lotSizeCategory: 'medium' }), settings)).toBe(33);
    expect(serviceMinutes(workLog({ _id: '1', lotSizeCategory: null }), settings)).toBe(22);
    expect(serviceMinutes(workLog({ _id: '1', serviceType: 'bnb', extraTimeGrantedMinutes: 10 }), settings)).toBe(100);
    expect(serviceMinutes(workLog({ _id: '1', serviceType: 'bnb', timeCapHours: 1 }), settings)).toBe(60);
  });
});

describe('minutesLeft', () => {
  const hours = { start: '07:30', end: '15:00' };
  it('is the working hours less the work done, nothing on a day off', () => {
    expect(minutesLeft({ hours, nowMinutes: null }, 0)).toBe(450);
    expect(minutesLeft({ hours, nowMinutes: null }, 100)).toBe(350);
    expect(minutesLeft({ hours, nowMinutes: null }, 500)).toBe(0);
    expect(minutesLeft({ hours: null, nowMinutes: null }, 0)).toBe(0);
  });

  it('on a day under way, is no more than is left before the end of the hours', () => {
    expect(minutesLeft({ hours, nowMinutes: 6 * 60 }, 0)).toBe(450);
    expect(minutesLeft({ hours, nowMinutes: 13 * 60 }, 60)).toBe(120);
    expect(minutesLeft({ hours, nowMinutes: 9 * 60 }, 200)).toBe(250);
    expect(minutesLeft({ hours, nowMinutes: 16 * 60 }, 0)).toBe(0);
  });
});

describe('crewStanding', () => {
  const crew = { _id: 'a', startLatitude: 30, startLongitude: -97.7 };

  it('sets out from the start point with its whole working hours when nothing is done', () => {
    expect(crewStanding(crew, [workLog({ _id: '1' })], EIGHT_HOURS, routing)).toEqual({
      crewId: 'a',
      start: { latitude: 30, longitude: -97.7 },
      availableMinutes: 480,
    });
    expect(crewStanding(crew, [workLog({ _id: '1' })], { hours: null, nowMinutes: null }, routing).availableMinutes).toBe(0);
  });

  it('sets out from the last stop done, its hours less the driving there and the work done', () => {
    const first = workLog({ _id: '1', status: 'completed', latitude: 30.1, completedAt: new Date('2031-01-01T10:00:00Z') });
    const second = workLog({ _id: '2', status: 'started', latitude: 30.2, startedAt: new Date('2031-01-01T11:00:00Z') });
    const other = workLog({ _id: '3', crewId: 'b', status: 'completed', latitude: 31, completedAt: new Date('2031-01-01T09:00:00Z') });
    const standing = crewStanding(crew, [second, other, first, workLog({ _id: '4' })], EIGHT_HOURS, routing);
    expect(standing.start).toEqual({ latitude: 30.2, longitude: -97.7 });
    // 0.2° north at 69.09 miles a degree, 30 mph; two average lots.
    expect(standing.availableMinutes).toBeCloseTo(480 - 0.2 * 69.09 * 2 - 2 * 30, 3);
    const short = { hours: { start: '08:00', end: '08:10' }, nowMinutes: null };
    expect(crewStanding(crew, [first], short, routing).availableMinutes).toBe(0);
  });

  it('has no start without a start point or a placed stop done', () => {
    expect(crewStanding({ _id: 'a', startLatitude: null, startLongitude: null }, [], EIGHT_HOURS, routing).start).toBeNull();
  });
});

describe('pendingInRouteOrder', () => {
  it('lists each crew pending visits in route order, unplaced last, crews in the order given', () => {
    const rows = [
      workLog({ _id: 'b1', crewId: 'b', routePosition: 1 }),
      workLog({ _id: 'a3', routePosition: null }),
      workLog({ _id: 'a2', routePosition: 2 }),
      workLog({ _id: 'a1', routePosition: 1 }),
      workLog({ _id: 'done', routePosition: 0, status: 'completed' }),
      workLog({ _id: 'x', crewId: 'x', routePosition: 1 }),
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
      const message = staleMoves(
        [changed, { workLogId: '2', fromCrewId: 'b', toCrewId: 'a' }],
        [...rows, { _id: '2', crewId: 'b', status: 'pending', date }],
        crews,
        date,
      );
      expect(renderMessage('en', message!)).toMatch(/^1 of the 2 moves no longer match the day/);
    }
  });
});
