import { describe, expect, it } from 'vitest';
import { barDays } from './dayBar';

describe('barDays', () => {
  it('offers three days before the board’s day and the week after, never the day itself', () => {
    expect(barDays('2031-03-05', '2031-03-01')).toEqual([
      '2031-03-02',
      '2031-03-03',
      '2031-03-04',
      '2031-03-06',
      '2031-03-07',
      '2031-03-08',
      '2031-03-09',
      '2031-03-10',
      '2031-03-11',
      '2031-03-12',
    ]);
  });

  it('offers no day before today, and crosses a month’s end', () => {
    expect(barDays('2031-02-27', '2031-02-27', 3, 3)).toEqual(['2031-02-28', '2031-03-01', '2031-03-02']);
    expect(barDays('2031-02-27', '2031-02-26', 3, 1)).toEqual(['2031-02-26', '2031-02-28']);
  });

  it('offers only days from today on for a past day’s visit', () => {
    expect(barDays('2031-03-01', '2031-03-05', 3, 7)).toEqual(['2031-03-05', '2031-03-06', '2031-03-07', '2031-03-08']);
  });
});
