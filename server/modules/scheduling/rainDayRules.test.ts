import { describe, expect, it } from 'vitest';
import { renderMessage } from '../../../common/i18n/catalog';
import { absorbedWorkLogs, candidateDays, crewDayKey, movingWorkLogs, planFingerprint, targetsWithRoom, undoProblem } from './rainDayRules';

// 2031-06-02 is a Monday.
const workLog = (_id: string, status: string, routePosition: number | null, crewId: string | null = 'a') => ({
  _id,
  status,
  routePosition,
  crewId,
});

describe('movingVisits', () => {
  const day = [
    workLog('1', 'completed', 1),
    workLog('2', 'pending', 2),
    workLog('3', 'started', 3),
    workLog('4', 'pending', 4),
    workLog('5', 'skipped', 5),
    workLog('6', 'pending', 1, 'b'),
    workLog('7', 'pending', null, null),
  ];

  it('moves every pending visit of the day, never a started, completed or skipped one', () => {
    expect(movingWorkLogs(day, false).map((row) => row._id)).toEqual(['2', '4', '6', '7']);
  });

  it('from now on, leaves the stops a crew passed over before its last started or completed one', () => {
    expect(movingWorkLogs(day, true).map((row) => row._id)).toEqual(['4', '6', '7']);
  });
});

describe('candidateDays', () => {
  const open = { weekendOffDays: [] };

  it('offers the days after the rain day up to six days past the series date, so a visit never reaches its next one', () => {
    expect(candidateDays('2031-06-02', '2031-06-02', open)).toEqual([
      '2031-06-03',
      '2031-06-04',
      '2031-06-05',
      '2031-06-06',
      '2031-06-07',
      '2031-06-08',
    ]);
    // A Saturday series worked on Monday when Saturday and Sunday are off: Tuesday to Friday, before next Saturday.
    expect(candidateDays('2031-06-07', '2031-06-09', { weekendOffDays: [6, 7] })).toEqual([
      '2031-06-10',
      '2031-06-11',
      '2031-06-12',
      '2031-06-13',
    ]);
  });

  it('leaves out weekend-off days, closed days (a holiday, a rained-out day) and the closed season', () => {
    const closed = new Set(['2031-06-03', '2031-06-05']);
    expect(candidateDays('2031-06-02', '2031-06-02', { weekendOffDays: [6, 7], isClosed: (day) => closed.has(day) })).toEqual([
      '2031-06-04',
      '2031-06-06',
    ]);
    expect(
      candidateDays('2031-06-02', '2031-06-02', { weekendOffDays: [], transferDate: '2031-06-04', nextSeasonDate: '2031-07-01' }),
    ).toEqual(['2031-06-03']);
    expect(candidateDays('2031-06-02', '2031-06-02', { weekendOffDays: [1, 2, 3, 4, 5, 6, 7] })).toEqual([]);
  });
});

describe('targetsWithRoom', () => {
  const days = ['2031-06-03', '2031-06-04', '2031-06-05'];
  // Crew a works 8 hours a day but is off on Wednesday 4 June; crew b works 8 hours every day.
  const capacity = (crewId: string, date: string) => (crewId === 'a' && date === '2031-06-04' ? 0 : 480);

  it('puts each visit on the first day its crew has room for it, counting the visits placed before it', () => {
    const load = new Map([[crewDayKey('a', '2031-06-03'), 420]]);
    const workLogs = [
      { _id: '1', crewId: 'a', minutes: 30, days },
      { _id: '2', crewId: 'a', minutes: 60, days },
      { _id: '3', crewId: 'b', minutes: 60, days },
      { _id: '4', crewId: null, minutes: 60, days },
    ];
    expect(Object.fromEntries(targetsWithRoom(workLogs, { load, capacity }))).toEqual({
      '1': '2031-06-03',
      // 450 of 480 minutes taken on Tuesday, Wednesday is the crew's day off: Thursday.
      '2': '2031-06-05',
      '3': '2031-06-03',
      '4': '2031-06-03',
    });
  });

  it('with no day with room, takes the one with the most room left; with no day, none', () => {
    const load = new Map([
      [crewDayKey('a', '2031-06-03'), 470],
      [crewDayKey('a', '2031-06-05'), 450],
    ]);
    expect(targetsWithRoom([{ _id: '1', crewId: 'a', minutes: 60, days }], { load, capacity }).get('1')).toBe('2031-06-05');
    expect(targetsWithRoom([{ _id: '1', crewId: 'a', minutes: 60, days: [] }], { load, capacity }).get('1')).toBeNull();
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
    expect(absorbedWorkLogs([{ visit: rained, toDate: '2031-06-09' }], later)).toEqual(new Map([['r', [later[0]]]]));
    expect(absorbedWorkLogs([{ visit: rained, toDate: '2031-06-05' }], later).size).toBe(0);
  });

  it('never absorbs a visit that is moving too', () => {
    const first = row('r', 's', '2031-06-02');
    const second = row('n', 's', '2031-06-09', '2031-06-02');
    expect(
      absorbedWorkLogs(
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
