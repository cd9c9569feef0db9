// Stops a few metres apart (two units of a duplex, neighbours on a cul-de-sac) draw their markers on top of each other,
// and a thumb can tap only the top one. Markers closer than a gap on screen are spread around their middle, as a map
// app fans out a cluster: each keeps its place on the map and is drawn that far off it.

export interface ScreenPoint {
  id: string;
  x: number;
  y: number;
}

/** Each marker's offset in pixels from its place, so no two of a group are closer than `gap` (their tap size). */
export function spreadOverlapping(points: readonly ScreenPoint[], gap: number): Map<string, { dx: number; dy: number }> {
  const offsets = new Map<string, { dx: number; dy: number }>();
  const groupOf = new Map<string, ScreenPoint[]>();
  const groups: ScreenPoint[][] = [];
  // A point joins the group of any earlier point within the gap: a chain of close points is one group.
  for (const point of points) {
    const near = groups.filter((group) => group.some((other) => Math.hypot(other.x - point.x, other.y - point.y) < gap));
    const merged = [point, ...near.flat()];
    for (const group of near) groups.splice(groups.indexOf(group), 1);
    groups.push(merged);
    for (const member of merged) groupOf.set(member.id, merged);
  }
  for (const group of groups) {
    if (group.length < 2) continue;
    const middle = {
      x: group.reduce((sum, point) => sum + point.x, 0) / group.length,
      y: group.reduce((sum, point) => sum + point.y, 0) / group.length,
    };
    // On a circle whose chord between neighbours is the gap, in route order from the top, clockwise.
    const radius = gap / (2 * Math.sin(Math.PI / group.length));
    const ordered = points.filter((point) => groupOf.get(point.id) === group);
    ordered.forEach((point, index) => {
      const angle = -Math.PI / 2 + (2 * Math.PI * index) / group.length;
      offsets.set(point.id, {
        dx: Math.round(middle.x + radius * Math.cos(angle) - point.x),
        dy: Math.round(middle.y + radius * Math.sin(angle) - point.y),
      });
    });
  }
  return offsets;
}
