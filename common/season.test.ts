import { describe, expect, it } from 'vitest';
import { defaultSeason } from './season';

describe('defaultSeason', () => {
  it('closes on the 30 November at least 90 days ahead and reopens on the 1 March after', () => {
    expect(defaultSeason('2027-04-10')).toEqual({ transferDate: '2027-11-30', nextSeasonDate: '2028-03-01' });
    expect(defaultSeason('2027-09-01')).toEqual({ transferDate: '2027-11-30', nextSeasonDate: '2028-03-01' });
    expect(defaultSeason('2027-09-02')).toEqual({ transferDate: '2028-11-30', nextSeasonDate: '2029-03-01' });
    expect(defaultSeason('2026-11-26')).toEqual({ transferDate: '2027-11-30', nextSeasonDate: '2028-03-01' });
    expect(defaultSeason('2026-12-31')).toEqual({ transferDate: '2027-11-30', nextSeasonDate: '2028-03-01' });
  });
});
