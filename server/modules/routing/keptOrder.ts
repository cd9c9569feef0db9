// Generate Route around the operator's order (docs/routing.md, "The operator's order"): stops locked in the day keep
// their order, stops pinned first or last take those places, a stop pinned at a time goes where it arrives nearest to
// it, and only the free stops are placed: optimised when nothing is kept, else each inserted at its cheapest place.
// Pure and deterministic: positions in, an order of ids out.
import type { Point } from '../../../common/geo/distance';
import { legMiles } from '../../../common/geo/roads';
import { planRoute, type RoutePlanInput, type RouteStop } from './optimiser';

export interface KeptRouteInput extends RoutePlanInput {
  /** Pending stops whose order is kept, in that order (a locked day, the crew's own order, "keep my order"). */
  kept?: readonly string[];
  /** Pending stops pinned first, in that order. */
  first?: readonly string[];
  /** Pending stops pinned last, in that order. */
  last?: readonly string[];
}

/** Whether anything of the day is kept or pinned: without, Generate Route optimises every pending stop. */
export const keepsAnything = ({ kept = [], first = [], last = [] }: Pick<KeptRouteInput, 'kept' | 'first' | 'last'>) =>
  kept.length + first.length + last.length > 0;

/**
 * Inserts each free stop, in the order given, where it adds the fewest miles (`leg`'s) to `path` between `head` (where the
 * path sets out) and `tail` (where it must end, or an open end); stops without a position add nothing anywhere.
 */
export function cheapestInsertion(
  path: readonly RouteStop[],
  free: readonly RouteStop[],
  head: Point | null,
  tail: Point | null,
  leg: (from: Point, to: Point) => number = legMiles(1),
): RouteStop[] {
  const miles = (a: Point | null, b: Point | null) => (a && b ? leg(a, b) : 0);
  const order = [...path];
  for (const stop of free) {
    let best = order.length;
    let bestCost = Infinity;
    for (let at = 0; at <= order.length; at++) {
      const before = at === 0 ? head : order[at - 1].position;
      const after = at === order.length ? tail : order[at].position;
      // An open end costs nothing to leave: appending there adds only the drive to the stop.
      const cost = miles(before, stop.position) + (after ? miles(stop.position, after) - miles(before, after) : 0);
      if (cost < bestCost - 1e-9) {
        bestCost = cost;
        best = at;
      }
    }
    order.splice(best, 0, stop);
  }
  return order;
}

/**
 * The day's order: done stops as they were done, then the pending ones pinned first, the kept ones in their order
 * with the free ones inserted at their cheapest place (or, when nothing is kept, the free ones optimised), the free
 * ones without a position, and the ones pinned last.
 */
export function planKeptRoute(input: KeptRouteInput): string[] {
  const { start = null, fixed = [], pending, detourFactor = 1, roads, options, kept = [], first = [], last = [] } = input;
  const byId = new Map(pending.map((stop) => [stop.id, stop]));
  const pinned = new Set([...first, ...last]);
  const ofDay = (ids: readonly string[]) => ids.filter((id) => byId.has(id)).map((id) => byId.get(id)!);
  const firsts = ofDay(first);
  const lasts = ofDay(last.filter((id) => !first.includes(id)));
  const keptStops = ofDay(kept.filter((id) => !pinned.has(id)));
  const keptIds = new Set(keptStops.map((stop) => stop.id));
  const free = pending.filter((stop) => !pinned.has(stop.id) && !keptIds.has(stop.id));
  const depot = [...fixed].reverse().find((stop) => stop.position)?.position ?? start;
  const head = [...firsts].reverse().find((stop) => stop.position)?.position ?? depot;
  const tail = lasts.find((stop) => stop.position)?.position ?? null;
  const located = free.filter((stop) => stop.position);
  const unlocated = free.filter((stop) => !stop.position);
  const middle = keptStops.length
    ? cheapestInsertion(keptStops, located, head, tail, legMiles(detourFactor, roads)).map((stop) => stop.id)
    : planRoute({ start: head, pending: located, detourFactor, roads, options });
  return [
    ...fixed.map((stop) => stop.id),
    ...firsts.map((stop) => stop.id),
    ...middle,
    ...unlocated.map((stop) => stop.id),
    ...lasts.map((stop) => stop.id),
  ];
}

/**
 * Moves each stop pinned at a time (earliest first) to the place in `order[from, to)` where it arrives nearest to its
 * time, the others keeping their order; `arrivals` times an order (minutes of the day by id).
 */
export function placeAtTimes(
  order: readonly string[],
  pins: readonly { id: string; minutes: number }[],
  bounds: { from: number; to: number },
  arrivals: (order: readonly string[]) => ReadonlyMap<string, number>,
): string[] {
  let current = [...order];
  for (const pin of [...pins].sort((a, b) => a.minutes - b.minutes || a.id.localeCompare(b.id))) {
    const without = current.filter((id) => id !== pin.id);
    if (without.length === current.length) continue;
    const to = Math.min(bounds.to - 1, without.length);
    let best = current;
    let bestGap = Infinity;
    for (let at = Math.min(bounds.from, to); at <= to; at++) {
      const candidate = [...without.slice(0, at), pin.id, ...without.slice(at)];
      const gap = Math.abs((arrivals(candidate).get(pin.id) ?? Infinity) - pin.minutes);
      if (gap < bestGap - 1e-9) {
        bestGap = gap;
        best = candidate;
      }
    }
    current = best;
  }
  return current;
}
