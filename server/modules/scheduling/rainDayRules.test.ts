import { describe, expect, it } from 'vitest';
import { renderMessage } from '../../../common/i18n/catalog';
import { absorbedVisits, movingVisits, planFingerprint, rainTarget, undoProblem } from './rainDayRules';

// 2031-06-02 is a Monday.
const visit = (_id: string, status: string, routePosition: number | null, crewId: string | null = 'a') => ({
  _id,
  status,
  routePosition,
  crewId,
});

describe('movingVisits', () => {
  const day = [
    visit('1', 'completed', 1),
    visit('2', 'pending', 2),
    visit('3', 'started', 3),
    visit('4', 'pending', 4),
    visit('5', 'skipped', 5),
    visit('6', 'pending', 1, 'b'),
    visit('7', 'pending', null, null),
  ];

  it('moves every pending visit of the day, never a started, completed or skipped one', () => {
    expect(movingVisits(day, false).map((row) => row._id)).toEqual(['2', '4', '6', '7']);
  });

  it('from now on, leaves the stops a crew passed over before its last started or completed one', () => {
    expect(movingVisits(day, true).map((row) => row._id)).toEqual(['4', '6', '7']);
  });
});

describe('rainTarget', () => {
  const open = { weekendOffDays: [] };

  it("goes to the next day of the series' week day, or the date staff chose", () => {
    expect(rainTarget('2031-06-02', '2031-06-02', open, null)).toBe('2031-06-09');
    expect(rainTarget('2031-06-02', '2031-06-03', open, null)).toBe('2031-06-09');
    expect(rainTarget('2031-06-02', '2031-06-02', open, '2031-06-04')).toBe('2031-06-04');
  });

  it('steps off weekend-off days, and finds none in the closed season', () => {
    // A Saturday series worked on Monday when Saturday and Sunday are off.
    expect(rainTarget('2031-06-07', '2031-06-09', { weekendOffDays: [6, 7] }, null)).toBe('2031-06-16');
    expect(
      rainTarget('2031-06-02', '2031-06-02', { weekendOffDays: [], transferDate: '2031-06-05', nextSeasonDate: '2031-06-20' }, null),
    ).toBeNull();
    expect(rainTarget('2031-06-02', '2031-06-02', { weekendOffDays: [1, 2, 3, 4, 5, 6, 7] }, null)).toBeNull();
  });
});

describe('absorbedVisits', () => {
  const row = (_id: string, serviceId: string, plannedDate: string, date = plannedDate, status = 'pending') => ({
    _id,
    serviceId,
    plannedDate,
    date,
    status,
  });

  it('takes the later pending visits of the series the moved visit lands on or past, and nothing else', () => {
    const rained = row('r', 's', '2031-06-02');
    const later = [
      row('n', 's', '2031-06-09'),
      row('m', 's', '2031-06-16'),
      row('o', 'other', '2031-06-09'),
      row('d', 's', '2031-06-09', '2031-06-09', 'completed'),
    ];
    expect(absorbedVisits([{ visit: rained, toDate: '2031-06-09' }], later)).toEqual(new Map([['r', [later[0]]]]));
    expect(absorbedVisits([{ visit: rained, toDate: '2031-06-05' }], later).size).toBe(0);
  });

  it('never absorbs a visit that is moving too', () => {
    const first = row('r', 's', '2031-06-02');
    const second = row('n', 's', '2031-06-09', '2031-06-02');
    expect(
      absorbedVisits(
        [
          { visit: first, toDate: '2031-06-09' },
          { visit: second, toDate: '2031-06-16' },
        ],
        [second],
      ).size,
    ).toBe(0);
  });
});

describe('planFingerprint', () => {
  const move = { workLogId: '1', crewId: 'a', fromDate: '2031-06-02', toDate: '2031-06-09' };

  it('is the same for the same plan in any order, and differs when a visit lands elsewhere or more are absorbed', () => {
    const other = { ...move, workLogId: '2' };
    expect(planFingerprint([move, other], ['x'])).toBe(planFingerprint([other, move], ['x']));
    expect(planFingerprint([move], [])).not.toBe(planFingerprint([{ ...move, toDate: '2031-06-10' }], []));
    expect(planFingerprint([move], [])).not.toBe(planFingerprint([{ ...move, crewId: 'b' }], []));
    expect(planFingerprint([move], [])).not.toBe(planFingerprint([move], ['x']));
    expect(planFingerprint([move], [])).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('undoProblem', () => {
  const moves = [
    { workLogId: '1', toDate: '2031-06-09' },
    { workLogId: '2', toDate: '2031-06-09' },
  ];

  it('is nothing while every moved visit is pending where the rain day put it', () => {
    expect(
      undoProblem(moves, [
        { _id: '1', status: 'pending', date: '2031-06-09' },
        { _id: '2', status: 'pending', date: '2031-06-09' },
      ]),
    ).toBeUndefined();
  });

  it('counts the visits started, moved again or gone since', () => {
    const problem = undoProblem(moves, [{ _id: '1', status: 'started', date: '2031-06-09' }]);
    expect(renderMessage('en', problem!)).toMatch(/^2 of the 2 visits/);
    expect(
      undoProblem(moves, [
        { _id: '1', status: 'pending', date: '2031-06-10' },
        { _id: '2', status: 'pending', date: '2031-06-09' },
      ]),
    ).toBeDefined();
  });
});
