import { describe, expect, it } from 'vitest';
import { servingRow, type ZipcodeDayRow } from './territory';

const row = (overrides: Partial<ZipcodeDayRow>): ZipcodeDayRow => ({
  _id: 'r1',
  vendorId: 'v1',
  crewId: 'c1',
  weekDay: 2,
  isPrimary: false,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  ...overrides,
});

describe('servingRow', () => {
  it('takes the row of the mow day, else none', () => {
    const rows = [row({ _id: 'a', weekDay: 2 }), row({ _id: 'b', weekDay: 4, crewId: 'c2' })];
    expect(servingRow(rows, 4)?._id).toBe('b');
    expect(servingRow(rows, 5)).toBeNull();
    expect(servingRow([], null)).toBeNull();
  });

  it('settles a conflict on the primary vendor, then the oldest row', () => {
    const older = row({ _id: 'old', vendorId: 'v1', createdAt: new Date('2025-01-01T00:00:00Z') });
    const newer = row({ _id: 'new', vendorId: 'v2' });
    expect(servingRow([newer, older], 2)?._id).toBe('old');
    expect(servingRow([older, { ...newer, isPrimary: true }], 2)?._id).toBe('new');
  });

  it('without a mow day takes the preferred row, whose day the service then follows', () => {
    const rows = [row({ _id: 'a', weekDay: 3, createdAt: new Date('2026-02-01T00:00:00Z') }), row({ _id: 'b', weekDay: 5 })];
    expect(servingRow(rows, null)?.weekDay).toBe(5);
  });
});
