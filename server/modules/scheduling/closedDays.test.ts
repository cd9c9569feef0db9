import { describe, expect, it } from 'vitest';
import { rainedOutFor, rulesFor } from './closedDays';

describe('rainedOutFor', () => {
  const rainedOut = [
    { date: '2031-06-02', scope: 'business' as const, scopeId: null },
    { date: '2031-06-03', scope: 'market' as const, scopeId: 'austin' },
    { date: '2031-06-04', scope: 'vendor' as const, scopeId: 'green' },
    { date: '2031-06-05', scope: 'crew' as const, scopeId: 'north' },
  ];

  it('closes a rain day for the visits worked in its scope only', () => {
    expect([...rainedOutFor(rainedOut, { marketId: 'austin', vendorId: 'green', crewId: 'north' })].sort()).toEqual([
      '2031-06-02',
      '2031-06-03',
      '2031-06-04',
      '2031-06-05',
    ]);
    expect([...rainedOutFor(rainedOut, { marketId: 'dallas', vendorId: 'blue', crewId: null })]).toEqual(['2031-06-02']);
    expect([...rainedOutFor(rainedOut, { marketId: null, vendorId: null, crewId: 'south' })]).toEqual(['2031-06-02']);
  });

  it('adds them to the business calendar, which keeps its own closed days', () => {
    const rules = rulesFor({ weekendOffDays: [], isClosed: (date) => date === '2031-06-10' }, rainedOut, {
      marketId: 'austin',
      vendorId: null,
      crewId: null,
    });
    expect(['2031-06-02', '2031-06-03', '2031-06-04', '2031-06-10'].map((date) => rules.isClosed?.(date))).toEqual([
      true,
      true,
      false,
      true,
    ]);
    const plain = { weekendOffDays: [] };
    expect(rulesFor(plain, [], { marketId: null, vendorId: null, crewId: null })).toBe(plain);
  });
});
