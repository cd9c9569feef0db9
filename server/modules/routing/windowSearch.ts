// One crew's day as the time-warp genetic search (hgsTw.ts) sees it: an open path from the crew's start through every
// stop, each with one window on its start, the fewest minutes late first and then the least driving. The caller
// (timeWindows.ts) picks each stop's window and keeps this order only when it beats its own on the day's real rules.
// Pure; seeded and counted in generations, so the same day gives the same order.
import { solveHgsTw } from './hgsTw';
import { twData } from './hgsTwData';

export interface WindowedPath {
  /** Minutes on site at each stop. */
  service: readonly number[];
  /** The window each stop's work must start in, minutes after midnight; null: any time. */
  windows: readonly ({ start: number; end: number } | null)[];
  /** Minutes of driving from stop `from` (-1: the crew's start) to stop `to`. */
  travel: (from: number, to: number) => number;
  startMinutes: number;
}

export interface WindowSearchOptions {
  seed?: number;
  iterations?: number;
}

/** Later than any day's minute, so that a stop without a window, and the path's end, never warp. */
const OPEN_END = 1e7;

/** The stops' order (their indices) the search finds. */
export function searchWindowedPath(path: WindowedPath, { seed = 1, iterations = 150 }: WindowSearchOptions = {}): number[] {
  const stops = path.service.length;
  if (stops < 2) return Array.from({ length: stops }, (_, index) => index);
  const pick = (node: number, value: (stop: number) => number, depot: number) => (node ? value(node - 1) : depot);
  const data = twData(
    stops,
    // The path is open: going back to the start costs nothing.
    (a, b) => (b === 0 ? 0 : path.travel(a - 1, b - 1)),
    {
      demand: new Array<number>(stops + 1).fill(0),
      ready: Array.from({ length: stops + 1 }, (_, node) => pick(node, (stop) => path.windows[stop]?.start ?? 0, path.startMinutes)),
      due: Array.from({ length: stops + 1 }, (_, node) => pick(node, (stop) => path.windows[stop]?.end ?? OPEN_END, OPEN_END)),
      service: Array.from({ length: stops + 1 }, (_, node) => pick(node, (stop) => path.service[stop], 0)),
    },
    1,
  );
  const { routes } = solveHgsTw(data, { seed, iterations, maxRoutes: 1 });
  return routes.flat().map((node) => node - 1);
}
