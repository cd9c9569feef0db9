import { describe, expect, it } from 'vitest';
import { groupByCrew, groupSelection, keepSelectable, sharedVendor, toggleGroup, toggleRow } from './grouping';
import { workLogRow } from './testRows';

const rows = [
  workLogRow({ _id: 'b2', crewId: 'crew-b', crewName: 'Bravo', routePosition: 2 }),
  workLogRow({ _id: 'a-moved', crewId: 'crew-a', crewName: 'Alpha', routePosition: null, address: '1 Elm St' }),
  workLogRow({ _id: 'a1', crewId: 'crew-a', crewName: 'Alpha', routePosition: 1, status: 'completed' }),
  workLogRow({ _id: 'u1', crewId: null, crewName: null, vendorId: null }),
  workLogRow({ _id: 'a2', crewId: 'crew-a', crewName: 'Alpha', routePosition: 2 }),
  workLogRow({ _id: 'b1', crewId: 'crew-b', crewName: 'Bravo', routePosition: 1, status: 'skipped' }),
];

describe('groupByCrew', () => {
  it('puts the unassigned work first, then each crew by name, each in route order with unrouted visits last', () => {
    const groups = groupByCrew(rows);
    expect(groups.map((group) => group.crewName)).toEqual([null, 'Alpha', 'Bravo']);
    expect(groups.map((group) => group.vendorName)).toEqual([null, 'Green Co', 'Green Co']);
    expect(groups.map((group) => group.rows.map((row) => row._id))).toEqual([['u1'], ['a1', 'a2', 'a-moved'], ['b1', 'b2']]);
  });

  it('gives no group for a day without work', () => {
    expect(groupByCrew([])).toEqual([]);
  });
});

describe('selection', () => {
  const [, alpha, bravo] = groupByCrew(rows);

  it('selects a group’s pending visits only, and clears them when all were selected', () => {
    const once = toggleGroup(new Set(), alpha);
    expect([...once].sort()).toEqual(['a-moved', 'a2']);
    expect(groupSelection(once, alpha)).toBe('all');
    expect(groupSelection(toggleGroup(once, alpha), alpha)).toBe('none');
  });

  it('completes a partly selected group rather than clearing it', () => {
    const partly = toggleRow(new Set(), alpha.rows[1]);
    expect(groupSelection(partly, alpha)).toBe('some');
    expect(groupSelection(toggleGroup(partly, alpha), alpha)).toBe('all');
  });

  it('never selects a visit that is not pending', () => {
    expect(toggleRow(new Set(), alpha.rows[0]).size).toBe(0);
    expect(groupSelection(new Set(['b1']), bravo)).toBe('none');
  });

  it('drops selected visits that left the list or are no longer pending', () => {
    const after = [workLogRow({ _id: 'a2', status: 'started' }), workLogRow({ _id: 'b2' })];
    expect([...keepSelectable(new Set(['a2', 'b2', 'gone']), after)]).toEqual(['b2']);
  });

  it('names the vendor a selection shares, and none when it spans vendors', () => {
    expect(sharedVendor([workLogRow({ _id: 'x' }), workLogRow({ _id: 'y', vendorId: null })])).toBe('v1');
    expect(sharedVendor([workLogRow({ _id: 'x' }), workLogRow({ _id: 'y', vendorId: 'v2' })])).toBeNull();
  });
});
