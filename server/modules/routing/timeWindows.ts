// Customers' access windows on a crew's day (pure): when the crew reaches each stop along an order, whether it may start
// there (waiting when early is allowed), and an order of the pending stops that meets the windows where it can.
// Generate Route first orders the day for distance alone (optimiser.ts); only when that order makes a visit late does
// the repair below change it, so a day without windows, or one whose shortest order meets them, is left as it was.
import type { Point } from '../../../common/geo/distance';
import { legMiles, type RoadTable } from '../../../common/geo/roads';
import type { MinuteRange } from '../../../common/schemas/accessWindows';
import { openWindow } from './vrpWindows';
import { searchWindowedPath } from './windowSearch';

export interface TimedStop {
  id: string;
  position: Point | null;
  serviceMinutes: number;
  /** When work may start that day (earliest first): null any time, an empty list a day its windows leave out. */
  windows: readonly MinuteRange[] | null;
}

export interface DayClock {
  /** Minutes after midnight the crew sets out (its hours' start, or now on a day under way). */
  startMinutes: number;
  averageSpeedMph: number;
  detourFactor: number;
  /** The road network's miles between the day's points, when a road service is configured. */
  roads?: RoadTable | null;
}

export interface StopTiming {
  id: string;
  /** Minutes after midnight the crew gets there. */
  arrival: number;
  /** When work starts: the arrival, or the window's start when early. */
  begin: number;
  /** The window the visit starts in; for a late one the last window it missed; null when it has none that day. */
  window: MinuteRange | null;
  /** `late`: arrives after every window of the day closed; `closed-day`: its windows leave this week day out. */
  problem: 'late' | 'closed-day' | null;
}

/** Each stop's arrival and start along `stops` in order from `start` (stops without a position cost no driving). */
export function timeline(start: Point | null, stops: readonly TimedStop[], clock: DayClock): StopTiming[] {
  const minutesPerMile = clock.averageSpeedMph > 0 ? 60 / clock.averageSpeedMph : 0;
  const leg = legMiles(clock.detourFactor, clock.roads);
  let at = start;
  let now = clock.startMinutes;
  return stops.map((stop) => {
    if (at && stop.position) now += leg(at, stop.position) * minutesPerMile;
    if (stop.position) at = stop.position;
    const arrival = now;
    let timing: StopTiming;
    if (stop.windows === null) timing = { id: stop.id, arrival, begin: arrival, window: null, problem: null };
    else if (!stop.windows.length) timing = { id: stop.id, arrival, begin: arrival, window: null, problem: 'closed-day' };
    else {
      const open = openWindow(stop.windows, arrival);
      timing = open
        ? { id: stop.id, arrival, begin: Math.max(arrival, open.start), window: open, problem: null }
        : { id: stop.id, arrival, begin: arrival, window: stop.windows.at(-1)!, problem: 'late' };
    }
    now = timing.begin + stop.serviceMinutes;
    return timing;
  });
}

/** The visits a route leaves late or on a closed day. */
export const windowProblems = (timings: readonly StopTiming[]) => timings.filter((timing) => timing.problem !== null);

interface Cost {
  late: number;
  lateMinutes: number;
  miles: number;
}

function costOf(start: Point | null, stops: readonly TimedStop[], clock: DayClock): Cost {
  const timings = timeline(start, stops, clock);
  let late = 0;
  let lateMinutes = 0;
  timings.forEach((timing) => {
    if (timing.problem !== 'late') return;
    late++;
    lateMinutes += timing.arrival - timing.window!.end;
  });
  const leg = legMiles(clock.detourFactor, clock.roads);
  let miles = 0;
  let at = start;
  for (const stop of stops) {
    if (at && stop.position) miles += leg(at, stop.position);
    if (stop.position) at = stop.position;
  }
  return { late, lateMinutes, miles };
}

const EPSILON = 1e-9;
/** Fewer late visits, then fewer minutes late, then fewer miles. */
const better = (a: Cost, b: Cost) =>
  a.late !== b.late
    ? a.late < b.late
    : Math.abs(a.lateMinutes - b.lateMinutes) > EPSILON
      ? a.lateMinutes < b.lateMinutes
      : a.miles < b.miles - EPSILON;

/** Relocation of one stop anywhere in the order, first improvement, until none helps (or `maxPasses`). */
function relocate(start: Point | null, order: TimedStop[], clock: DayClock, maxPasses: number): { order: TimedStop[]; cost: Cost } {
  let best = costOf(start, order, clock);
  for (let pass = 0, improved = true; improved && pass < maxPasses; pass++) {
    improved = false;
    for (let from = 0; from < order.length; from++) {
      const rest = [...order.slice(0, from), ...order.slice(from + 1)];
      for (let to = 0; to <= rest.length; to++) {
        if (to === from) continue;
        const candidate = [...rest.slice(0, to), order[from], ...rest.slice(to)];
        const cost = costOf(start, candidate, clock);
        if (better(cost, best)) {
          order = candidate;
          best = cost;
          improved = true;
          break;
        }
      }
    }
  }
  return { order, cost: best };
}

/** Whether some stop along `ordered` gets there after its windows closed (all orderForWindows has to repair). */
export const missesWindows = (start: Point | null, ordered: readonly TimedStop[], clock: DayClock) =>
  ordered.some((stop) => stop.windows?.length) && timeline(start, ordered, clock).some((timing) => timing.problem === 'late');

/**
 * The pending stops' order (given as the distance optimiser left it) changed only as much as meeting the windows
 * needs: unchanged when no stop has a window or none is late along it; otherwise the better of that order and the
 * stops by the end of their first window, each improved by moving single stops (fewest late, then fewest minutes
 * late, then fewest miles). Stops on a closed day cannot be helped and are not counted. `search: false` leaves out
 * the genetic search (a quick order, as the balance's choice of moves needs hundreds of them).
 */
export function orderForWindows(
  start: Point | null,
  ordered: readonly TimedStop[],
  clock: DayClock,
  { maxPasses = 30, search = true }: { maxPasses?: number; search?: boolean } = {},
): TimedStop[] {
  if (!missesWindows(start, ordered, clock)) return [...ordered];
  const closesAt = (stop: TimedStop) => stop.windows?.[0]?.end ?? Infinity;
  const earliestDue = ordered
    .map((stop, index) => ({ stop, index }))
    .sort((a, b) => closesAt(a.stop) - closesAt(b.stop) || a.index - b.index)
    .map(({ stop }) => stop);
  const fromShortest = relocate(start, [...ordered], clock, maxPasses);
  const fromDue = relocate(start, earliestDue, clock, maxPasses);
  const best = better(fromDue.cost, fromShortest.cost) ? fromDue : fromShortest;
  // Only a day the descent leaves late is worth the search's CPU (tens of milliseconds on a day of 20 stops).
  const searched = search && best.cost.late > 0 ? searchedOrder(start, best.order, clock, maxPasses) : null;
  return searched && better(searched.cost, best.cost) ? searched.order : best.order;
}

/**
 * The windows the genetic search is given, one a stop, in as many tries as they differ: those `order` starts its
 * stops in (a late stop its last window); and when some stop has several windows that day, every such stop in its
 * first window, then in its last (a stop open 7–9 and 15–17 is searched in the morning and in the afternoon).
 */
export function windowChoices(order: readonly TimedStop[], timings: readonly StopTiming[]): (MinuteRange | null)[][] {
  const started = timings.map((timing) => timing.window);
  const several = (stop: TimedStop) => (stop.windows?.length ?? 0) > 1;
  if (!order.some(several)) return [started];
  const each = (pick: (windows: readonly MinuteRange[]) => MinuteRange) =>
    order.map((stop, index) => (several(stop) ? pick(stop.windows!) : started[index]));
  const choices = [started, each((windows) => windows[0]), each((windows) => windows.at(-1)!)];
  const seen = new Set<string>();
  return choices.filter((choice) => {
    const key = JSON.stringify(choice);
    return !seen.has(key) && seen.add(key);
  });
}

/**
 * The time-warp genetic search's order (windowSearch.ts), once for each choice of windows (windowChoices), each
 * improved by moving single stops, the best kept; null when driving takes no time (no speed set).
 */
function searchedOrder(start: Point | null, order: readonly TimedStop[], clock: DayClock, maxPasses: number) {
  if (!(clock.averageSpeedMph > 0)) return null;
  const minutesPerMile = 60 / clock.averageSpeedMph;
  const leg = legMiles(clock.detourFactor, clock.roads);
  const from = (index: number) => (index < 0 ? start : order[index].position);
  let best: ReturnType<typeof relocate> | null = null;
  for (const windows of windowChoices(order, timeline(start, order, clock))) {
    const path = searchWindowedPath({
      service: order.map((stop) => stop.serviceMinutes),
      windows,
      travel: (a, b) => {
        const [here, there] = [from(a), from(b)];
        return here && there ? leg(here, there) * minutesPerMile : 0;
      },
      startMinutes: clock.startMinutes,
    });
    const found = relocate(
      start,
      path.map((index) => order[index]),
      clock,
      maxPasses,
    );
    if (!best || better(found.cost, best.cost)) best = found;
  }
  return best;
}
