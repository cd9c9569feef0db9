// The capacitated problem as the hybrid genetic search reads it (hgs.ts): node 0 the depot, clients 1..n, a distance
// matrix, demands, one capacity and each client's granular neighbours. Pure.
import { neighbourLists } from './tour';

export interface CvrpData {
  /** Clients: nodes 1..clients. */
  clients: number;
  /** clients + 1: the matrix's side. */
  size: number;
  matrix: Float64Array;
  demand: Float64Array;
  capacity: number;
  /** Each client's nearest other clients (index 0 unused), shuffled in place by the search. */
  neighbours: Int32Array[];
  /** Planar positions (x, y per node), when known: route sectors and the routes' order in a giant tour. */
  points: Float64Array | null;
}

/** The data for `distance` over nodes 0..clients (0 the depot), with `granular` neighbours a client, made symmetric. */
export function cvrpData(
  clients: number,
  distance: (a: number, b: number) => number,
  demand: ArrayLike<number>,
  capacity: number,
  granular = 20,
  points?: readonly (readonly [number, number])[],
): CvrpData {
  const size = clients + 1;
  const matrix = new Float64Array(size * size);
  for (let a = 0; a < size; a++) {
    for (let b = a + 1; b < size; b++) {
      const value = distance(a, b);
      matrix[a * size + b] = value;
      matrix[b * size + a] = value;
    }
  }
  const sets: Set<number>[] = Array.from({ length: size }, () => new Set<number>());
  // The depot is no one's neighbour: infinitely far for the selection.
  const nearest = neighbourLists(size, (a, b) => (a === 0 || b === 0 ? Infinity : matrix[a * size + b]), Math.min(granular, clients - 1));
  for (let client = 1; client <= clients; client++) {
    for (const other of nearest[client]) {
      sets[client].add(other);
      sets[other].add(client);
    }
  }
  const neighbours = sets.map((set) => Int32Array.from([...set].sort((a, b) => a - b)));
  return {
    clients,
    size,
    matrix,
    demand: Float64Array.from({ length: size }, (_, node) => demand[node] ?? 0),
    capacity,
    neighbours,
    points: points?.length === size ? Float64Array.from(points.flat()) : null,
  };
}

/**
 * The same data with clients numbered by polar angle around the depot, and `original[client]` each one's number in
 * `data`. A route's clients then sit close together in the matrix's rows, which the search reads in its hot loops: at
 * 875 clients the matrix outgrows the core's cache. Without points, the data as it is.
 */
export function numberedByAngle(data: CvrpData): { data: CvrpData; original: Int32Array } {
  const { clients, size, points } = data;
  const identity = Int32Array.from({ length: size }, (_, node) => node);
  if (!points) return { data, original: identity };
  const angle = (node: number) => Math.atan2(points[2 * node + 1] - points[1], points[2 * node] - points[0]);
  const original = Int32Array.from([0, ...[...identity.subarray(1)].sort((a, b) => angle(a) - angle(b) || a - b)]);
  const renumbered = new Int32Array(size);
  original.forEach((node, at) => (renumbered[node] = at));
  const matrix = new Float64Array(size * size);
  for (let a = 0; a < size; a++) {
    const row = original[a] * size;
    for (let b = 0; b < size; b++) matrix[a * size + b] = data.matrix[row + original[b]];
  }
  return {
    original,
    data: {
      clients,
      size,
      matrix,
      demand: Float64Array.from(original, (node) => data.demand[node]),
      capacity: data.capacity,
      neighbours: Array.from(original, (node) => Int32Array.from(data.neighbours[node], (other) => renumbered[other])),
      points: Float64Array.from({ length: 2 * size }, (_, at) => points[2 * original[at >> 1] + (at & 1)]),
    },
  };
}
