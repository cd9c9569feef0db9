// The time-window problem as the time-warp genetic search reads it (hgsTw.ts), and the concatenation of route pieces
// that judges a move in constant time (Vidal, Crainic, Gendreau and Prins 2013, "A hybrid genetic algorithm with
// adaptive diversity management for a large class of vehicle routing problems with time-windows"): a piece of route is
// its duration, its time warp (the time a vehicle would have to travel back to start each service by its window's
// close), and the earliest and latest times its first service may start with the least duration and time warp. Pure.

export interface TwData {
  /** Clients: nodes 1..clients; node 0 the depot. */
  clients: number;
  size: number;
  /** Travel time equals distance. */
  matrix: Float64Array;
  demand: Float64Array;
  ready: Float64Array;
  due: Float64Array;
  service: Float64Array;
  capacity: number;
  /** Each client's granular neighbours (the nearest by distance, waiting and warp between them). */
  neighbours: Int32Array[];
}

/** Waiting and time warp weights of the correlation measure (Vidal et al. 2013, γ_WT = 0.2 and γ_TW = 1). */
const WAIT_WEIGHT = 0.2;
const WARP_WEIGHT = 1;

export function twData(
  clients: number,
  distance: (a: number, b: number) => number,
  windows: { demand: ArrayLike<number>; ready: ArrayLike<number>; due: ArrayLike<number>; service: ArrayLike<number> },
  capacity: number,
  granular = 20,
): TwData {
  const size = clients + 1;
  const matrix = new Float64Array(size * size);
  for (let a = 0; a < size; a++) for (let b = 0; b < size; b++) matrix[a * size + b] = a === b ? 0 : distance(a, b);
  const array = (values: ArrayLike<number>) => Float64Array.from({ length: size }, (_, node) => values[node] ?? 0);
  const data = {
    clients,
    size,
    matrix,
    demand: array(windows.demand),
    ready: array(windows.ready),
    due: array(windows.due),
    service: array(windows.service),
    capacity,
    neighbours: [] as Int32Array[],
  };
  const count = Math.max(0, Math.min(granular, clients - 1));
  data.neighbours = Array.from({ length: size }, (_, u) => {
    if (u === 0) return new Int32Array(0);
    const others = Array.from({ length: clients }, (_, index) => index + 1).filter((v) => v !== u);
    const measure = others.map((v) => Math.min(correlation(data, v, u), correlation(data, u, v)));
    const order = others.map((_, index) => index).sort((a, b) => measure[a] - measure[b] || others[a] - others[b]);
    return Int32Array.from(order.slice(0, count), (index) => others[index]);
  });
  return data;
}

/** How well `to` follows `from`: the distance, plus the least waiting and the least time warp between them, weighted. */
function correlation(data: Omit<TwData, 'neighbours'>, from: number, to: number): number {
  const travel = data.matrix[from * data.size + to];
  const waiting = Math.max(data.ready[to] - data.service[from] - travel - data.due[from], 0);
  const warp = Math.max(data.ready[from] + data.service[from] + travel - data.due[to], 0);
  return travel + WAIT_WEIGHT * waiting + WARP_WEIGHT * warp;
}

/**
 * A piece of route being put together from the front: its duration, time warp, earliest and latest first start, and
 * its last node. Mutable, so a move's evaluation allocates nothing.
 */
export class Piece {
  duration = 0;
  warp = 0;
  earliest = 0;
  latest = 0;
  last = 0;

  set(duration: number, warp: number, earliest: number, latest: number, last: number): this {
    this.duration = duration;
    this.warp = warp;
    this.earliest = earliest;
    this.latest = latest;
    this.last = last;
    return this;
  }

  /** Appends a piece that starts at `first` and ends at `last`, `travel` after this one's end (Vidal et al. 2013, eq. 6). */
  append(duration: number, warp: number, earliest: number, latest: number, travel: number, last: number): this {
    const delta = this.duration - this.warp + travel;
    const waiting = Math.max(earliest - delta - this.latest, 0);
    const warped = Math.max(this.earliest + delta - latest, 0);
    this.duration += duration + travel + waiting;
    this.warp += warp + warped;
    this.earliest = Math.max(earliest - delta, this.earliest) - waiting;
    this.latest = Math.min(latest - delta, this.latest) + warped;
    this.last = last;
    return this;
  }
}

/** A route's time warp recounted node by node, from the depot's opening, waiting when early (for the tests and the split). */
export function routeWarp(data: TwData, route: readonly number[]): number {
  const { matrix, size, ready, due, service } = data;
  let time = ready[0];
  let warp = 0;
  let at = 0;
  for (const node of [...route, 0]) {
    time = Math.max(time + matrix[at * size + node], ready[node]);
    if (time > due[node]) {
      warp += time - due[node];
      time = due[node];
    }
    time += node ? service[node] : 0;
    at = node;
  }
  return warp;
}
