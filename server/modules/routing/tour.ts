// The travelling-salesman engine behind Generate Route and the TSPLIB bench: a closed tour over nodes 0..n-1 for a
// symmetric distance, by multi-start nearest neighbour, 2-opt and Or-opt local search (neighbour lists and
// don't-look bits), then iterated local search with segment double-bridge kicks. No I/O; seeded, so deterministic.

export type Distance = (from: number, to: number) => number;

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
/** Double-bridge kicks cut within this many consecutive positions: a local kick that the local search can repair. */
const KICK_WINDOW = 50;

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

/** Kicks by default: TSPLIB instances up to 150 nodes settle within 1% of optimal well before (docs/routing.md). */
export const DEFAULT_ITERATIONS = 3000;
/** Kicks in a row without a better tour before stopping, by default: at least this many, and one per node. */
export const DEFAULT_PATIENCE = 600;

function cachedDistance(size: number, distance: Distance): Distance {
  if (size > MATRIX_LIMIT) return distance;
  const matrix = new Float64Array(size * size);
  for (let i = 0; i < size; i++) {
    for (let j = i + 1; j < size; j++) {
      const value = distance(i, j);
      matrix[i * size + j] = value;
      matrix[j * size + i] = value;
    }
  }
  return (from, to) => matrix[from * size + to];
}

/** Each node's nearest others, nearest first. */
function neighbourLists(size: number, distance: Distance, count: number): Int32Array[] {
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

/** A tour being improved: the order, each node's position, and its length kept up to date move by move. */
class Tour {
  readonly size: number;
  readonly order: Int32Array;
  readonly position: Int32Array;
  length: number;
  private readonly queue: number[] = [];
  private readonly queued: Uint8Array;

  constructor(
    order: Int32Array,
    private readonly distance: Distance,
    private readonly neighbours: Int32Array[],
  ) {
    this.size = order.length;
    this.order = order;
    this.position = new Int32Array(this.size);
    this.queued = new Uint8Array(this.size);
    this.reindex();
    this.length = tourLength(order, distance);
  }

  reindex() {
    for (let index = 0; index < this.size; index++) this.position[this.order[index]] = index;
  }

  next(node: number) {
    const index = this.position[node] + 1;
    return this.order[index === this.size ? 0 : index];
  }

  previous(node: number) {
    const index = this.position[node] - 1;
    return this.order[index < 0 ? this.size - 1 : index];
  }

  /** Marks nodes whose surroundings changed: only they are looked at again (don't-look bits). */
  wake(...nodes: number[]) {
    for (const node of nodes) {
      if (this.queued[node]) continue;
      this.queued[node] = 1;
      this.queue.push(node);
    }
  }

  /** Reverses the path from position `from` forward to position `to`, or its complement when that is shorter. */
  private reverse(from: number, to: number) {
    const n = this.size;
    let inside = ((to - from + n) % n) + 1;
    if (inside * 2 > n) {
      const start = (to + 1) % n;
      to = (from - 1 + n) % n;
      from = start;
      inside = n - inside;
    }
    for (let swaps = inside >> 1; swaps > 0; swaps--) {
      const a = this.order[from];
      const b = this.order[to];
      this.order[from] = b;
      this.position[b] = from;
      this.order[to] = a;
      this.position[a] = to;
      from = from + 1 === n ? 0 : from + 1;
      to = to === 0 ? n - 1 : to - 1;
    }
  }

  /** 2-opt around `a`: replaces (a, its neighbour on one side) and (c, c's on that side) by (a, c) and the other pair. */
  private twoOpt(a: number): boolean {
    const d = this.distance;
    for (const forward of [true, false]) {
      const b = forward ? this.next(a) : this.previous(a);
      const ab = d(a, b);
      for (const c of this.neighbours[a]) {
        const ac = d(a, c);
        if (ac >= ab) break;
        const e = forward ? this.next(c) : this.previous(c);
        if (c === b || e === a) continue;
        const gain = ab + d(c, e) - ac - d(b, e);
        if (gain <= EPSILON) continue;
        if (forward) this.reverse(this.position[b], this.position[c]);
        else this.reverse(this.position[c], this.position[b]);
        this.length -= gain;
        this.wake(a, b, c, e);
        return true;
      }
    }
    return false;
  }

  /** Or-opt: moves a run of 1 to 3 stops that starts or ends at `a` between two neighbouring stops elsewhere, either way round. */
  private orOpt(a: number): boolean {
    const d = this.distance;
    const n = this.size;
    if (n < 5) return false;
    for (let runLength = 1; runLength <= 3; runLength++) {
      for (const startsAtA of runLength === 1 ? [true] : [true, false]) {
        const first = startsAtA ? this.position[a] : (this.position[a] - runLength + 1 + n) % n;
        const last = (first + runLength - 1) % n;
        const head = this.order[first];
        const tail = this.order[last];
        const before = this.order[(first - 1 + n) % n];
        const after = this.order[(last + 1) % n];
        const removed = d(before, head) + d(tail, after) - d(before, after);
        if (removed <= EPSILON) continue;
        for (const end of [head, tail]) {
          for (const c of this.neighbours[end]) {
            if (d(end, c) >= removed) break;
            if (this.inRun(c, first, runLength)) continue;
            for (const e of [this.next(c), this.previous(c)]) {
              if (this.inRun(e, first, runLength)) continue;
              // Between c and e, with `end` beside c.
              const other = end === head ? tail : head;
              const gain = removed - (d(c, end) + d(other, e) - d(c, e));
              if (gain <= EPSILON) continue;
              this.moveRun(first, runLength, c, e, end);
              this.length -= gain;
              this.wake(before, after, head, tail, c, e);
              return true;
            }
          }
        }
      }
    }
    return false;
  }

  private inRun(node: number, first: number, runLength: number) {
    return (this.position[node] - first + this.size) % this.size < runLength;
  }

  /** Rebuilds the order with the run taken out and put between c and e, `nearC` next to c. */
  private moveRun(first: number, runLength: number, c: number, e: number, nearC: number) {
    const n = this.size;
    const run: number[] = [];
    for (let offset = 0; offset < runLength; offset++) run.push(this.order[(first + offset) % n]);
    const rest: number[] = [];
    for (let offset = runLength; offset < n; offset++) rest.push(this.order[(first + offset) % n]);
    const cAt = rest.indexOf(c);
    const eAt = rest.indexOf(e);
    const cFirst = (cAt + 1) % rest.length === eAt;
    // Along `rest`, the run goes after c (c then e) or after e (e then c); its own direction puts nearC beside c.
    const inserted = cFirst ? (run[0] === nearC ? run : run.reverse()) : run[0] === nearC ? run.reverse() : run;
    const at = cFirst ? cAt + 1 : eAt + 1;
    const rebuilt = [...rest.slice(0, at), ...inserted, ...rest.slice(at)];
    this.order.set(rebuilt);
    this.reindex();
  }

  /** Improves until no woken node finds a 2-opt or Or-opt move. */
  improve() {
    while (this.queue.length) {
      const a = this.queue.shift()!;
      this.queued[a] = 0;
      if (this.twoOpt(a) || this.orOpt(a)) this.wake(a);
    }
  }

  /** Segment double-bridge: within a window of positions, A B C D becomes A C B D. */
  kick(random: () => number) {
    const n = this.size;
    const window = Math.min(n, KICK_WINDOW);
    const start = Math.floor(random() * n);
    const cuts = new Set<number>();
    while (cuts.size < 3) cuts.add(1 + Math.floor(random() * (window - 1)));
    const [x, y, z] = [...cuts].sort((p, q) => p - q);
    const at = (offset: number) => this.order[(start + offset) % n];
    const nodes = [at(x - 1), at(x), at(y - 1), at(y), at(z - 1), at(z)];
    const [a1, b1, b2, c1, c2, d1] = nodes;
    const d = this.distance;
    this.length += d(a1, c1) + d(c2, b1) + d(b2, d1) - d(a1, b1) - d(b2, c1) - d(c2, d1);
    const moved: number[] = [];
    for (let offset = y; offset < z; offset++) moved.push(at(offset));
    for (let offset = x; offset < y; offset++) moved.push(at(offset));
    moved.forEach((node, index) => {
      const place = (start + x + index) % n;
      this.order[place] = node;
      this.position[node] = place;
    });
    this.wake(...nodes);
  }
}

/**
 * The shortest closed tour this search finds through nodes 0..size-1 (`distance` symmetric). Deterministic for the
 * same input and options while the iteration budget binds before `timeBudgetMs`.
 */
export function solveTour(size: number, rawDistance: Distance, options: TourOptions = {}): number[] {
  if (size <= 3) return Array.from({ length: size }, (_, index) => index);
  const {
    seed = 1,
    iterations = DEFAULT_ITERATIONS,
    patience = Math.max(DEFAULT_PATIENCE, size),
    timeBudgetMs = Infinity,
    starts = 5,
    neighbours: neighbourCount = 10,
  } = options;
  const deadline = Date.now() + timeBudgetMs;
  const random = seededRandom(seed);
  const distance = cachedDistance(size, rawDistance);
  const neighbours = neighbourLists(size, distance, neighbourCount);

  let best: Tour | null = null;
  const firsts = [options.firstStart ?? Math.floor(random() * size)];
  while (firsts.length < Math.min(starts, size)) firsts.push(Math.floor(random() * size));
  for (const first of firsts) {
    const tour = new Tour(nearestNeighbourTour(size, distance, first, neighbours), distance, neighbours);
    tour.wake(...tour.order);
    tour.improve();
    if (!best || tour.length < best.length - EPSILON) best = tour;
  }
  const current = best!;
  if (size < 8) return [...current.order];

  const saved = new Int32Array(size);
  let bestOrder = current.order.slice();
  let bestLength = current.length;
  let sinceBetter = 0;
  for (let iteration = 0; iteration < iterations && sinceBetter < patience; iteration++) {
    if ((iteration & 15) === 0 && Date.now() > deadline) break;
    saved.set(current.order);
    const before = current.length;
    current.kick(random);
    current.improve();
    if (current.length < before - EPSILON || (current.length <= before + EPSILON && random() < 0.5)) {
      if (current.length < bestLength - EPSILON) {
        bestLength = current.length;
        bestOrder = current.order.slice();
        sinceBetter = 0;
        continue;
      }
    } else {
      current.order.set(saved);
      current.reindex();
      current.length = before;
    }
    sinceBetter++;
  }
  return [...bestOrder];
}

/** Plain nearest neighbour from node 0: the bench's baseline. */
export function nearestNeighbourOnly(size: number, distance: Distance): number[] {
  if (size === 0) return [];
  const cached = cachedDistance(size, distance);
  return [...nearestNeighbourTour(size, cached, 0, neighbourLists(size, cached, 10))];
}
