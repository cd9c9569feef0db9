// The route state of the hybrid genetic search's local search (hgsSearch.ts): routes as doubly linked lists over typed
// arrays (clients 1..n, then a start and an end depot node per route), their loads, penalties and circle sectors, and
// the edits every move makes to them. Pure.
import type { CvrpData } from './hgsData';

export const EPSILON = 1e-6;

export abstract class HgsRoutes {
  protected readonly n: number;
  protected readonly capacity: number;
  protected readonly routeCount: number;
  protected readonly nodes: number;
  protected readonly next: Int32Array;
  protected readonly previous: Int32Array;
  protected readonly route: Int32Array;
  protected readonly place: Int32Array;
  protected readonly cumulatedLoad: Float64Array;
  /**
   * Distances between the search's nodes, depot copies included, so the hot path reads one array. Single precision
   * halves its cache footprint (a sixth less CPU at 875 clients); moves are all judged on the same stored values, and
   * the plan's cost is figured again from the full-precision matrix.
   */
  protected readonly matrix: Float32Array;
  protected readonly demand: Float64Array;
  protected readonly routeLoad: Float64Array;
  protected readonly routePenalty: Float64Array;
  protected readonly routeSize: Int32Array;
  protected readonly routeModified: Int32Array;
  protected readonly routeSwapTested: Int32Array;
  protected readonly lastTested: Int32Array;
  protected readonly order: Int32Array;
  protected readonly routeMark: Int32Array;
  /** SWAP*'s three cheapest insertions of each client into the route looked at: cost and the node it follows. */
  protected readonly bestCost: Float64Array;
  protected readonly bestAfter: Int32Array;
  /** When each (route, client) entry of those was figured: still valid while the route is unchanged since. */
  protected readonly bestWhen: Int32Array;
  /** Scratch for SWAP*: each client's removal gain, and the edges of the route inserted into. */
  protected readonly removal: Float64Array;
  protected readonly edgeFrom: Int32Array;
  protected readonly edgeCost: Float64Array;
  /** Each client's polar angle around the depot (0..65535), when the data has points; else SWAP* pairs by neighbours. */
  protected readonly angle: Int32Array | null;
  /** Each route's circle sector: the smallest arc from `sectorStart` covering its clients' angles, `sectorSpan` long. */
  protected readonly sectorStart: Int32Array;
  protected readonly sectorSpan: Int32Array;
  protected moves = 0;
  protected stamp = 0;
  penalty = 1;

  constructor(
    protected readonly data: CvrpData,
    routeCount: number,
    protected readonly random: () => number,
  ) {
    const n = data.clients;
    this.n = n;
    this.capacity = data.capacity;
    this.routeCount = routeCount;
    this.nodes = n + 1 + 2 * routeCount;
    this.next = new Int32Array(this.nodes);
    this.previous = new Int32Array(this.nodes);
    this.route = new Int32Array(this.nodes);
    this.place = new Int32Array(this.nodes);
    this.cumulatedLoad = new Float64Array(this.nodes);
    this.demand = new Float64Array(this.nodes);
    for (let client = 1; client <= n; client++) this.demand[client] = data.demand[client];
    const location = (node: number) => (node > n ? 0 : node);
    this.matrix = new Float32Array(this.nodes * this.nodes);
    for (let a = 0; a < this.nodes; a++) {
      const row = location(a) * data.size;
      for (let b = 0; b < this.nodes; b++) this.matrix[a * this.nodes + b] = data.matrix[row + location(b)];
    }
    this.routeLoad = new Float64Array(routeCount);
    this.routePenalty = new Float64Array(routeCount);
    this.routeSize = new Int32Array(routeCount);
    this.routeModified = new Int32Array(routeCount);
    this.routeSwapTested = new Int32Array(routeCount);
    this.lastTested = new Int32Array(this.nodes);
    this.order = Int32Array.from({ length: n }, (_, index) => index + 1);
    this.routeMark = new Int32Array(routeCount);
    this.bestCost = new Float64Array(routeCount * (n + 1) * 3);
    this.bestAfter = new Int32Array(routeCount * (n + 1) * 3);
    this.bestWhen = new Int32Array(routeCount * (n + 1));
    this.removal = new Float64Array(n + 1);
    this.edgeFrom = new Int32Array(n + 2);
    this.edgeCost = new Float64Array(n + 1);
    this.sectorStart = new Int32Array(routeCount);
    this.sectorSpan = new Int32Array(routeCount);
    this.angle = null;
    if (data.points) {
      const { points } = data;
      this.angle = new Int32Array(n + 1);
      for (let client = 1; client <= n; client++) this.angle[client] = polarAngle(points, client);
    }
    for (const list of data.neighbours) shuffle(list, random);
  }

  protected startOf(route: number) {
    return this.n + 1 + route;
  }

  protected endOf(route: number) {
    return this.n + 1 + this.routeCount + route;
  }

  protected isDepot(node: number) {
    return node > this.n;
  }

  protected d(a: number, b: number) {
    return this.matrix[a * this.nodes + b];
  }

  protected excess(load: number) {
    return load > this.capacity ? (load - this.capacity) * this.penalty : 0;
  }

  protected emptyRoute(): number {
    for (let route = 0; route < this.routeCount; route++) if (this.routeSize[route] === 0) return route;
    return -1;
  }

  /** The penalised gain check shared by the inter-route moves: distance change and both routes' load change. */
  protected accept(distanceU: number, distanceV: number, ru: number, rv: number, loadChange: number): boolean {
    if (ru === rv) return distanceU + distanceV < -EPSILON;
    if (distanceU + distanceV >= this.routePenalty[ru] + this.routePenalty[rv]) return false;
    const cost =
      distanceU +
      distanceV +
      this.excess(this.routeLoad[ru] - loadChange) -
      this.routePenalty[ru] +
      this.excess(this.routeLoad[rv] + loadChange) -
      this.routePenalty[rv];
    return cost < -EPSILON;
  }

  protected applied(ru: number, rv: number) {
    this.moves++;
    this.update(ru);
    this.routeModified[ru] = this.moves;
    if (rv !== ru) {
      this.update(rv);
      this.routeModified[rv] = this.moves;
    }
  }

  protected insertAfter(u: number, v: number) {
    const pu = this.previous[u];
    const x = this.next[u];
    this.next[pu] = x;
    this.previous[x] = pu;
    const y = this.next[v];
    this.next[v] = u;
    this.previous[u] = v;
    this.next[u] = y;
    this.previous[y] = u;
    this.route[u] = this.route[v];
  }

  protected swapNodes(u: number, v: number) {
    const pu = this.previous[u];
    const x = this.next[u];
    const pv = this.previous[v];
    const y = this.next[v];
    const ru = this.route[u];
    this.next[pu] = v;
    this.previous[v] = pu;
    this.next[v] = x;
    this.previous[x] = v;
    this.next[pv] = u;
    this.previous[u] = pv;
    this.next[u] = y;
    this.previous[y] = u;
    this.route[u] = this.route[v];
    this.route[v] = ru;
  }

  protected clientsOf(route: number): number[] {
    const clients: number[] = [];
    for (let node = this.next[this.startOf(route)]; !this.isDepot(node); node = this.next[node]) clients.push(node);
    return clients;
  }

  protected setRoute(route: number, clients: readonly number[]) {
    let last = this.startOf(route);
    for (const client of clients) {
      this.next[last] = client;
      this.previous[client] = last;
      this.route[client] = route;
      last = client;
    }
    this.next[last] = this.endOf(route);
    this.previous[this.endOf(route)] = last;
  }

  /** Positions, loads and the penalty of a route after a change. */
  protected update(route: number) {
    let load = 0;
    let at = 0;
    const angle = this.angle;
    let sectorStart = 0;
    let sectorSpan = 0;
    for (let node = this.next[this.startOf(route)]; !this.isDepot(node); node = this.next[node]) {
      load += this.demand[node];
      this.place[node] = ++at;
      this.cumulatedLoad[node] = load;
      this.route[node] = route;
      if (!angle) continue;
      // The sector grows on the side that makes it least longer (as HGS's CircleSector).
      if (at === 1) sectorStart = angle[node];
      else {
        const fromStart = (angle[node] - sectorStart) & 65535;
        if (fromStart > sectorSpan) {
          const beforeStart = (sectorStart - angle[node]) & 65535;
          if (beforeStart < fromStart - sectorSpan) {
            sectorStart = angle[node];
            sectorSpan += beforeStart;
          } else sectorSpan = fromStart;
        }
      }
    }
    this.sectorStart[route] = sectorStart;
    this.sectorSpan[route] = sectorSpan;
    const end = this.endOf(route);
    this.place[end] = at + 1;
    this.cumulatedLoad[end] = load;
    this.routeLoad[route] = load;
    this.routeSize[route] = at;
    this.routePenalty[route] = this.excess(load);
  }

  protected load(given: number[][]) {
    // More routes than the search keeps: the last ones ride together (the penalty then pulls them apart).
    const routes = given.filter((route) => route.length);
    while (routes.length > this.routeCount) routes[this.routeCount - 1] = [...routes[this.routeCount - 1], ...routes.pop()!];
    for (let route = 0; route < this.routeCount; route++) {
      const start = this.startOf(route);
      const end = this.endOf(route);
      this.route[start] = this.route[end] = route;
      this.place[start] = 0;
      this.cumulatedLoad[start] = 0;
      this.setRoute(route, routes[route] ?? []);
      this.update(route);
    }
  }

  /** The routes, with points in the order of their barycentres' polar angles (as HGS: giant tours cross over better). */
  protected export(): number[][] {
    const routes: number[][] = [];
    for (let route = 0; route < this.routeCount; route++) if (this.routeSize[route] > 0) routes.push(this.clientsOf(route));
    const points = this.data.points;
    if (!points) return routes;
    const angles = routes.map((clients) => {
      let x = 0;
      let y = 0;
      for (const client of clients) {
        x += points[2 * client];
        y += points[2 * client + 1];
      }
      return Math.atan2(y / clients.length - points[1], x / clients.length - points[0]);
    });
    const order = routes.map((_, index) => index).sort((a, b) => angles[a] - angles[b] || a - b);
    return order.map((index) => routes[index]);
  }
}

export function insertAfterIn(sequence: number[], node: number, after: number) {
  sequence.splice(sequence.indexOf(after) + 1, 0, node);
}

/** A client's angle around the depot (node 0) in 65,536ths of a turn. */
function polarAngle(points: Float64Array, client: number): number {
  const radians = Math.atan2(points[2 * client + 1] - points[1], points[2 * client] - points[0]);
  return Math.round((32768 * radians) / Math.PI) & 65535;
}

export function shuffle(values: Int32Array, random: () => number) {
  for (let index = values.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    const value = values[index];
    values[index] = values[other];
    values[other] = value;
  }
}
