// The capacitated problem as the hybrid genetic search reads it (hgs.ts): node 0 the depot, clients 1..n, a distance
// matrix, demands, one capacity and each client's granular neighbours. Pure.

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
  const k = Math.min(granular, clients - 1);
  const sets: Set<number>[] = Array.from({ length: size }, () => new Set<number>());
  const others = Int32Array.from({ length: clients }, (_, index) => index + 1);
  for (let client = 1; client <= clients; client++) {
    const sorted = [...others].filter((other) => other !== client);
    sorted.sort((a, b) => matrix[client * size + a] - matrix[client * size + b] || a - b);
    for (const other of sorted.slice(0, k)) {
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
