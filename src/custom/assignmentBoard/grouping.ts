// The board's pure logic: a day's work logs grouped per crew in route order, and which of them a selection may hold.
import type { WorkLogRow } from '../../../common/schemas/workLogRecord';

export interface CrewGroup {
  /** null: the Unassigned group. */
  crewId: string | null;
  crewName: string | null;
  vendorName: string | null;
  rows: WorkLogRow[];
}

/** Route order: positioned visits first by position, then the unplaced ones (moved in, not yet routed) by address. */
export function byRoute(a: WorkLogRow, b: WorkLogRow): number {
  if (a.routePosition !== b.routePosition) {
    if (a.routePosition === null) return 1;
    if (b.routePosition === null) return -1;
    return a.routePosition - b.routePosition;
  }
  return a.address.localeCompare(b.address) || a._id.localeCompare(b._id);
}

/** One group per crew by crew name, the Unassigned group first (it needs someone's attention), each in route order. */
export function groupByCrew(rows: readonly WorkLogRow[]): CrewGroup[] {
  const groups = new Map<string | null, CrewGroup>();
  for (const row of rows) {
    // Unassigned work may belong to several vendors: its group names none.
    const group = groups.get(row.crewId) ?? {
      crewId: row.crewId,
      crewName: row.crewName,
      vendorName: row.crewId ? row.vendorName : null,
      rows: [],
    };
    group.rows.push(row);
    groups.set(row.crewId, group);
  }
  return [...groups.values()]
    .map((group) => ({ ...group, rows: group.rows.sort(byRoute) }))
    .sort((a, b) =>
      a.crewId === null
        ? -1
        : b.crewId === null
          ? 1
          : (a.crewName ?? '').localeCompare(b.crewName ?? '') || a.crewId.localeCompare(b.crewId),
    );
}

/** Only pending visits can be reassigned or moved: the API refuses a selection holding any other. */
export const isSelectable = (row: WorkLogRow) => row.status === 'pending';

export type GroupSelection = 'none' | 'some' | 'all';

export function groupSelection(selected: ReadonlySet<string>, group: CrewGroup): GroupSelection {
  const selectable = group.rows.filter(isSelectable);
  const chosen = selectable.filter((row) => selected.has(row._id)).length;
  if (!chosen) return 'none';
  return chosen === selectable.length ? 'all' : 'some';
}

/** Ticking a group's box selects all its selectable visits, or clears them when all were selected. */
export function toggleGroup(selected: ReadonlySet<string>, group: CrewGroup): Set<string> {
  const next = new Set(selected);
  const ids = group.rows.filter(isSelectable).map((row) => row._id);
  if (groupSelection(selected, group) === 'all') ids.forEach((id) => next.delete(id));
  else ids.forEach((id) => next.add(id));
  return next;
}

export function toggleRow(selected: ReadonlySet<string>, row: WorkLogRow): Set<string> {
  const next = new Set(selected);
  if (next.has(row._id)) next.delete(row._id);
  else if (isSelectable(row)) next.add(row._id);
  return next;
}

/** After the rows change (a reload, a filter, a status change) the selection keeps only what is still shown and selectable. */
export function keepSelectable(selected: ReadonlySet<string>, rows: readonly WorkLogRow[]): Set<string> {
  return new Set(rows.filter((row) => selected.has(row._id) && isSelectable(row)).map((row) => row._id));
}

/** The one vendor the selected visits belong to (a reassignment stays within its crews), or null when none or several. */
export function sharedVendor(rows: readonly WorkLogRow[]): string | null {
  const vendors = new Set(rows.map((row) => row.vendorId).filter((vendor) => vendor !== null));
  return vendors.size === 1 ? [...vendors][0] : null;
}
