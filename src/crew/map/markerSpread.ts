// Stops a few metres apart (two units of a duplex, neighbours on a cul-de-sac) draw their markers on top of each other,
// and a thumb can tap only the top one. Markers closer than a gap on screen are spread around their middle, as a map
// app fans out a cluster: each keeps its place on the map and is drawn that far off it.

export interface ScreenPoint {
  id: string;
  x: number;
  y: number;
}

export type Offset = { dx: number; dy: number };
export const NO_OFFSET: Offset = { dx: 0, dy: 0 };

/** Each marker's offset in pixels from its place, so no two markers are closer than `gap` (their tap size). */
export function spreadOverlapping(points: readonly ScreenPoint[], gap: number): Map<string, Offset> {
  const groups = chainsWithin(points, gap);
  // A fanned-out group can land on a marker next to it (Lighthouse's target-size found one on the crew map): the two
  // groups are merged and fanned out as one until none clash. Each merge leaves one group fewer, so this ends.
  for (;;) {
    const offsets = fanOut(points, groups, gap);
    const clash = clashingGroups(points, groups, offsets, gap);
    if (!clash) return offsets;
    const [first, second] = clash;
    groups.splice(groups.indexOf(second), 1);
    groups[groups.indexOf(first)] = [...first, ...second];
  }
}

/** Points within the gap of each other, a chain of close points as one group. */
function chainsWithin(points: readonly ScreenPoint[], gap: number): ScreenPoint[][] {
  const groups: ScreenPoint[][] = [];
  for (const point of points) {
    const near = groups.filter((group) => group.some((other) => Math.hypot(other.x - point.x, other.y - point.y) < gap));
    for (const group of near) groups.splice(groups.indexOf(group), 1);
    groups.push([point, ...near.flat()]);
  }
  return groups;
}

/** Each group of two or more on a circle around its middle whose chord between neighbours is the gap, in route order
 * from the top, clockwise. */
function fanOut(points: readonly ScreenPoint[], groups: readonly ScreenPoint[][], gap: number): Map<string, Offset> {
  const offsets = new Map<string, Offset>();
  for (const group of groups) {
    if (group.length < 2) continue;
    const middle = {
      x: group.reduce((sum, point) => sum + point.x, 0) / group.length,
      y: group.reduce((sum, point) => sum + point.y, 0) / group.length,
    };
    const radius = gap / (2 * Math.sin(Math.PI / group.length));
    const members = new Set(group);
    points
      .filter((point) => members.has(point))
      .forEach((point, index) => {
        const angle = -Math.PI / 2 + (2 * Math.PI * index) / group.length;
        offsets.set(point.id, {
          dx: Math.round(middle.x + radius * Math.cos(angle) - point.x),
          dy: Math.round(middle.y + radius * Math.sin(angle) - point.y),
        });
      });
  }
  return offsets;
}

/** Two groups with markers drawn closer than the gap, or null. */
function clashingGroups(
  points: readonly ScreenPoint[],
  groups: readonly ScreenPoint[][],
  offsets: Map<string, Offset>,
  gap: number,
): [ScreenPoint[], ScreenPoint[]] | null {
  const groupOf = new Map(groups.flatMap((group) => group.map((point) => [point, group] as const)));
  const drawn = points.map((point) => {
    const { dx, dy } = offsets.get(point.id) ?? NO_OFFSET;
    return { point, x: point.x + dx, y: point.y + dy };
  });
  for (const [index, a] of drawn.entries())
    for (const b of drawn.slice(index + 1)) {
      const [groupA, groupB] = [groupOf.get(a.point)!, groupOf.get(b.point)!];
      if (groupA !== groupB && Math.hypot(a.x - b.x, a.y - b.y) < gap) return [groupA, groupB];
    }
  return null;
}
