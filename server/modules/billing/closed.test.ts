import { describe, expect, it } from 'vitest';
import { isClosed } from './closed';

describe('isClosed', () => {
  const clock = { transferDate: '2026-11-30', today: '2026-11-30' };

  it('closes the payments dated before the transfer date once today has reached it', () => {
    expect(isClosed('2026-11-29', clock)).toBe(true);
    expect(isClosed('2026-03-01', { ...clock, today: '2027-01-15' })).toBe(true);
  });

  it('leaves the transfer day itself and later days open', () => {
    expect(isClosed('2026-11-30', clock)).toBe(false);
    expect(isClosed('2026-12-01', clock)).toBe(false);
  });

  it('closes nothing while the transfer date is still ahead', () => {
    expect(isClosed('2026-11-29', { ...clock, today: '2026-11-29' })).toBe(false);
    expect(isClosed('2025-06-01', { ...clock, today: '2026-11-01' })).toBe(false);
  });
});
