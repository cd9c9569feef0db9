// The travelling-salesman engine behind Generate Route and the TSPLIB bench: a closed tour over nodes 0..n-1 for a
// symmetric distance, by multi-start nearest neighbour and sequential 3-opt local search (tourSearch.ts), then iterated
// local search: a segment double-bridge kick, repaired from its ends only, kept when the tour is no longer, else undone
// (from 200 nodes, several runs from the best starts, the best going on: successive halving). No I/O; seeded, so
// deterministic.

import { alphaNeighbourLists } from './alphaNearness';
import { type Distance, TourSearch } from './tourSearch';

export type { Distance };

export interface TourOptions {
  /** The same seed and input give the same tour. */
  seed?: number;
  /** Kicks of the iterated local search; the budget that binds on normal inputs (see docs/routing.md). */
  iterations?: number;
  /** Stop kicking after this many kicks in a row without a better tour. */
  patience?: number;
  /** A safety net for unusual inputs: stops kicking after this many milliseconds even when iterations remain. */
  timeBudgetMs?: number;
  /** Nearest neighbour tours started, the first from `firstStart` (the depot) when given. */
  starts?: number;
  firstStart?: number;
  neighbours?: number;
}

const EPSILON = 1e-9;
/** Above this many nodes the distances are computed on demand instead of kept in a matrix (memory). */
const MATRIX_LIMIT = 2000;
/** Alpha-nearest candidates a node: six guide the 3-opt search on pr1002 better than ten nearest neighbours (docs/routing.md). */
const ALPHA_CANDIDATES = 6;
/** Double-bridge kicks cut within this many consecutive positions: a local kick that the local search can repair. */
const KICK_WINDOW = 50;

/** From this many nodes several runs share the kicks (below, one run: small days keep their tours and speed). */
const RUNS_FROM = 200;
/** Before the best run takes the rest of the kicks: how many runs go on (the best so far), with what share each. */
const RUN_STAGES: readonly (readonly [runs: number, share: number])[] = [
  [4, 0.1],
  [2, 0.2],
];

/** mulberry32: a small seeded generator, so the same seed kicks the same way on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Kicks by default: at least this many, and `KICKS_PER_NODE` per node (docs/routing.md). */
export const DEFAULT_ITERATIONS = 3000;
/** Kicks in a row without a better tour before stopping, by default: at least this many, and `PATIENCE_PER_NODE` per node. */
export const DEFAULT_PATIENCE = 600;
/** A kick costs about ten microseconds: 25 per node bring pr1002 (1,002 nodes) to 0.17% of optimal on average (docs/routing.md). */
const KICKS_PER_NODE = 25;
const PATIENCE_PER_NODE = 15;

/** A NaN or infinite distance would never let the search end (NaN compares false both ways): refused. */
function finite(value: number, from: number, to: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`The distance from node ${from} to node ${to} is ${value}, not a finite number`);
  return value;
}

/** The distances between every two nodes, or null above `MATRIX_LIMIT` nodes (then computed on demand). */
function distanceMatrix(size: number, distance: Distance): Float64Array | null {
  if (size > MATRIX_LIMIT) return null;
  const matrix = new Float64Array(size * size);
  for (let i = 0; i < size; i++) {
    for (let j = i + 1; j < size; j++) {
      const value = finite(distance(i, j), i, j);
      matrix[i * size + j] = value;
      matrix[j * size + i] = value;
    }
  }
  return matrix;
}

/** The matrix's distances, else `distance` checked on each call (the matrix was checked as it was filled). */
function cachedDistance(size: number, matrix: Float64Array | null, distance: Distance): Distance {
  return matrix ? (from, to) => matrix[from * size + to] : (from, to) => finite(distance(from, to), from, to);
}

/** Each node's nearest others, nearest first (ties to the lower node). */
export function neighbourLists(size: number, distance: Distance, count: number): Int32Array[] {
  const k = Math.min(count, size - 1);
  const lists: Int32Array[] = [];
  const nearest = new Int32Array(k);
  const nearestDistance = new Float64Array(k);
  for (let i = 0; i < size; i++) {
    let filled = 0;
    for (let j = 0; j < size; j++) {
      if (j === i) continue;
      const value = distance(i, j);
      if (filled === k && value >= nearestDistance[k - 1]) continue;
      let at = filled < k ? filled++ : k - 1;
      while (at > 0 && nearestDistance[at - 1] > value) {
        nearest[at] = nearest[at - 1];
        nearestDistance[at] = nearestDistance[at - 1];
        at--;
      }
      nearest[at] = j;
      nearestDistance[at] = value;
    }
    lists.push(nearest.slice(0, filled));
  }
  return lists;
}

function nearestNeighbourTour(size: number, distance: Distance, first: number, neighbours: Int32Array[]): Int32Array {
  const tour = new Int32Array(size);
  const visited = new Uint8Array(size);
  tour[0] = first;
  visited[first] = 1;
  for (let index = 1; index < size; index++) {
    const from = tour[index - 1];
    let next = -1;
    for (const candidate of neighbours[from]) {
      if (!visited[candidate]) {
        next = candidate;
        break;
      }
    }
    if (next < 0) {
      let best = Infinity;
      for (let node = 0; node < size; node++) {
        if (visited[node]) continue;
        const value = distance(from, node);
        if (value < best) {
          best = value;
          next = node;
        }
      }
    }
    tour[index] = next;
    visited[next] = 1;
  }
  return tour;
}

export function tourLength(tour: ArrayLike<number>, distance: Distance): number {
  let length = 0;
  for (let index = 0; index < tour.length; index++) length += distance(tour[index], tour[(index + 1) % tour.length]);
  return length;
}

/**
 * The shortest closed tour this search finds through nodes 0..size-1 (`distance` symmetric). Deterministic for the
 * same input and options while the iteration budget binds before `timeBudgetMs`.
 */
export function solveTour(size: number, rawDistance: Distance, options: TourOptions = {}): number[] {
  if (size <= 3) return Array.from({ length: size }, (_, index) => index);
  const {
    seed = 1,
    iterations = Math.max(DEFAULT_ITERATIONS, size * KICKS_PER_NODE),
    patience = Math.max(DEFAULT_PATIENCE, size * PATIENCE_PER_NODE),
    timeBudgetMs = Infinity,
    starts = 5,
    neighbours: neighbourCount = 10,
  } = options;
  const deadline = Date.now() + timeBudgetMs;
  const random = seededRandom(seed);
  const matrix = distanceMatrix(size, rawDistance);
  const distance = cachedDistance(size, matrix, rawDistance);
  // Alpha-nearness needs the matrix (O(n²) work); without one, the nearest neighbours.
  const neighbours = matrix ? alphaNeighbourLists(size, matrix, ALPHA_CANDIDATES) : neighbourLists(size, distance, neighbourCount);

  const firsts = [options.firstStart ?? Math.floor(random() * size)];
  while (firsts.length < Math.min(starts, size)) firsts.push(Math.floor(random() * size));
  const locals = firsts.map((first) => {
    const tour = new TourSearch(nearestNeighbourTour(size, distance, first, neighbours), distance, neighbours, matrix);
    tour.wakeAll();
    tour.improve();
    return tour;
  });
  // The shortest first; a stable sort keeps the earlier start among equals.
  locals.sort((p, q) => p.length - q.length);
  if (size < 8) return [...locals[0].order];
  const window = Math.min(size, KICK_WINDOW);
  const search = (tour: TourSearch, kicks: number) => iterate(tour, kicks, patience, window, random, deadline);
  if (size < RUNS_FROM || locals.length < 2) {
    search(locals[0], iterations);
    return [...locals[0].order];
  }
  // Successive halving: the four best starts get a tenth of the kicks each, the better two a fifth each, the best one
  // the rest. A run stuck in a deep local optimum is dropped for another (pr1002 over seeds 1 to 30: mean 0.17%, worst
  // 0.39%, instead of 0.30% and 0.66%; docs/routing.md).
  let pool = locals;
  let spent = 0;
  for (const [runs, share] of RUN_STAGES) {
    pool = pool.slice(0, runs);
    const kicks = Math.round(iterations * share);
    for (const run of pool) search(run, kicks);
    spent += pool.length * kicks;
    pool.sort((p, q) => p.length - q.length);
  }
  search(pool[0], iterations - spent);
  return [...pool[0].order];
}

/**
 * Iterated local search on `current`: double-bridge kicks in a window of `window` positions, each repaired from its
 * ends; only a tour no longer than the one before a kick is kept, so the current tour is always the best so far.
 */
function iterate(current: TourSearch, iterations: number, patience: number, window: number, random: () => number, deadline: number) {
  const size = current.size;
  let sinceBetter = 0;
  for (let iteration = 0; iteration < iterations && sinceBetter < patience; iteration++) {
    if ((iteration & 15) === 0 && Date.now() > deadline) break;
    const before = current.length;
    current.startJournal();
    const start = Math.floor(random() * size);
    const [x, y, z, w] = fourCuts(window, random);
    current.kick(start, x, y, z, w);
    current.improve();
    if (current.length < before - EPSILON) sinceBetter = 0;
    else {
      if (current.length > before + EPSILON) {
        current.undoJournal();
        current.length = before;
      }
      sinceBetter++;
    }
  }
}

/** Four distinct offsets in 1..window-1, ascending. */
function fourCuts(window: number, random: () => number): [number, number, number, number] {
  const cuts: number[] = [];
  while (cuts.length < 4) {
    const cut = 1 + Math.floor(random() * (window - 1));
    if (!cuts.includes(cut)) cuts.push(cut);
  }
  cuts.sort((p, q) => p - q);
  return [cuts[0], cuts[1], cuts[2], cuts[3]];
}

/** Plain nearest neighbour from node 0: the bench's baseline. */
export function nearestNeighbourOnly(size: number, distance: Distance): number[] {
  if (size === 0) return [];
  const cached = cachedDistance(size, distanceMatrix(size, distance), distance);
  return [...nearestNeighbourTour(size, cached, 0, neighbourLists(size, cached, 10))];
}
