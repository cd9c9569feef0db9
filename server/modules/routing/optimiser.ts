// Generate Route's optimiser: a crew's day as an open path (a crew does not drive back) from the last completed stop,
// or the crew's start point, through every pending stop. Pure: positions in, an order of ids out.
import type { Point } from '../../../common/geo/distance';
import { legMiles, type RoadTable } from '../../../common/geo/roads';
import { type Distance, solveTour, type TourOptions } from './tour';

export interface RouteStop {
  id: string;
  position: Point | null;
}

export interface RoutePlanInput {
  /** Where the crew sets out from when no stop is done yet (the crew's start point). */
  start?: Point | null;
  /** Stops already completed or started, in the order they were done: they keep that order. */
  fixed?: readonly RouteStop[];
  /** Stops to put in order, in their previous order (stops without a position stay in it, at the end). */
  pending: readonly RouteStop[];
  /** Road miles over straight miles (System Settings, routing), for the legs `roads` does not answer. */
  detourFactor?: number;
  /** The road network's miles between the day's points, when a road service is configured. */
  roads?: RoadTable | null;
  options?: TourOptions;
}

/**
 * The best open path this search finds over nodes 0..size-1. With `fromDepot`, node 0 is where the path starts
 * (the depot); otherwise both ends are free. A dummy node closes the path into a tour: at no cost next to the depot,
 * and at a cost larger than any path everywhere else, so every good tour keeps it beside the depot.
 */
export function solveOpenPath(size: number, distance: Distance, fromDepot: boolean, options: TourOptions = {}): number[] {
  if (size <= 1) return Array.from({ length: size }, (_, index) => index);
  if (size === 2) return [0, 1];
  const dummy = size;
  let penalty = 0;
  if (fromDepot) {
    let longest = 0;
    for (let node = 1; node < size; node++) longest = Math.max(longest, distance(0, node));
    penalty = (longest * 2 + 1) * size;
  }
  const withDummy: Distance = (a, b) => {
    if (a !== dummy && b !== dummy) return distance(a, b);
    const other = a === dummy ? b : a;
    return fromDepot && other !== 0 ? penalty : 0;
  };
  const tour = solveTour(size + 1, withDummy, { ...options, firstStart: fromDepot ? 0 : dummy });
  const at = tour.indexOf(dummy);
  const path = [...tour.slice(at + 1), ...tour.slice(0, at)];
  if (fromDepot && path[0] !== 0) path.reverse();
  return path;
}

/** The day's order: the fixed stops as they were done, the pending ones with a position optimised, then those without. */
export function planRoute({ start = null, fixed = [], pending, detourFactor = 1, roads, options }: RoutePlanInput): string[] {
  const located = pending.filter((stop) => stop.position);
  const unlocated = pending.filter((stop) => !stop.position);
  const depot = [...fixed].reverse().find((stop) => stop.position)?.position ?? start;
  const points: Point[] = [...(depot ? [depot] : []), ...located.map((stop) => stop.position!)];
  const leg = legMiles(detourFactor, roads);
  const distance: Distance = (a, b) => leg(points[a], points[b]);
  const path = solveOpenPath(points.length, distance, depot !== null, options);
  const ordered = path.filter((node) => !depot || node !== 0).map((node) => located[depot ? node - 1 : node].id);
  return [...fixed.map((stop) => stop.id), ...ordered, ...unlocated.map((stop) => stop.id)];
}
