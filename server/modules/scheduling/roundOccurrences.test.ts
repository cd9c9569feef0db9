import { describe, expect, it } from 'vitest';
import { isoWeekDay } from '../../lib/calendar';
import { roundOccurrences, seasonDay } from './roundOccurrences';

const rounds = [
  { windowStart: '02-01', windowEnd: '03-15' },
  { windowStart: '04-01', windowEnd: '05-15' },
  { windowStart: '10-15', windowEnd: '11-30' },
];
const open = { weekendOffDays: [6, 7] };

describe('roundOccurrences', () => {
  it('plans each round once, keyed by its window’s first day, on the crew’s week day inside the window', () => {
    // 2027-02-01 is a Monday; the crew serves the zip code on Wednesdays (3).
    const planned = roundOccurrences(rounds, 2027, 3, open, '2027-01-10');
    expect(planned.map((round) => round.plannedDate)).toEqual(['2027-02-01', '2027-04-01', '2027-10-15']);
    expect(planned.map((round) => round.date)).toEqual(['2027-02-03', '2027-04-07', '2027-10-20']);
    for (const round of planned) expect(isoWeekDay(round.date)).toBe(3);
  });

  it('leaves out a closed window and plans an open one from today, with the same key', () => {
    const planned = roundOccurrences(rounds, 2027, 3, open, '2027-04-20');
    expect(planned.map(({ index, plannedDate, date }) => [index, plannedDate, date])).toEqual([
      [1, '2027-04-01', '2027-04-21'],
      [2, '2027-10-15', '2027-10-20'],
    ]);
  });

  it('takes the first open day when the crew’s day misses the window, and moves off closed days', () => {
    const short = [{ windowStart: '02-01', windowEnd: '02-02' }];
    expect(roundOccurrences(short, 2027, 5, open, '2027-01-01')[0].date).toBe('2027-02-01');
    const closed = (date: string) => date === '2027-02-03';
    expect(roundOccurrences(rounds, 2027, 3, { ...open, isClosed: closed }, '2027-01-10')[0].date).toBe('2027-02-04');
    // No vendor for the zip code: the window's first open day.
    expect(roundOccurrences(rounds, 2027, null, open, '2027-01-10')[0].date).toBe('2027-02-01');
  });

  it('spreads lawns over the window’s weeks, each always on the same week, and from today once its week has passed', () => {
    const weeks = [0, 1, 2, 3, 4, 5, 6, 7].map((spread) => roundOccurrences(rounds, 2027, 3, open, '2027-01-10', spread)[0].date);
    // Feb 3 to Mar 10: six Wednesdays in the window, so the seventh lawn shares the first's week.
    expect(weeks).toEqual(['2027-02-03', '2027-02-10', '2027-02-17', '2027-02-24', '2027-03-03', '2027-03-10', '2027-02-03', '2027-02-10']);
    expect(weeks.every((date) => isoWeekDay(date) === 3)).toBe(true);
    expect(roundOccurrences(rounds, 2027, 3, open, '2027-02-15', 4)[0].date).toBe('2027-03-03');
    expect(roundOccurrences(rounds, 2027, 3, open, '2027-02-15', 1)[0].date).toBe('2027-02-17');
  });

  it('reads Feb 29 as Feb 28 in a common year', () => {
    expect(seasonDay(2027, '02-29')).toBe('2027-02-28');
    expect(seasonDay(2028, '02-29')).toBe('2028-02-29');
  });
});
