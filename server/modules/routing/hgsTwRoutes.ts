// The route state of the time-warp genetic search's local search (hgsTwSearch.ts): each route's clients in order and,
// at each client, the piece of route from the depot to it and from it back (hgsTwData.ts), its load and distance so far,
// so that a route made of a head of one, a client or two and a tail of another is judged in constant time. Pure.
import { Piece, type TwData } from './hgsTwData';
import { shuffle } from './hgsRoutes';

export const EPSILON = 1e-6;

export abstract class HgsTwRoutes {
  protected readonly n: number;
  protected readonly matrix: Float64Array;
  protected readonly size: number;
  protected readonly routes: number[][] = [];
  protected readonly routeOf: Int32Array;
  protected readonly position: Int32Array;
  /** At each client: the piece from the depot to it (forward) and from it to the depot (backward), 4 numbers each. */
  protected readonly forward: Float64Array;
  protected readonly backward: Float64Array;
  protected readonly loadTo: Float64Array;
  protected readonly distanceTo: Float64Array;
  protected readonly routeLoad: Float64Array;
  protected readonly routeDistance: Float64Array;
  protected readonly routeWarp: Float64Array;
  protected readonly routeCost: Float64Array;
  /** The route's cost above its distance: its load and warp penalties. */
  protected readonly routePenalty: Float64Array;
  protected readonly capacity: number;
  protected readonly routeModified: Int32Array;
  protected readonly lastTested: Int32Array;
  protected readonly order: Int32Array;
  /** The data's neighbour lists, copied: the search reshuffles them. */
  protected readonly neighbours: Int32Array[];
  protected readonly piece = new Piece();
  protected moves = 0;
  /** The distance of the route being put together by head, add and close. */
  protected walked = 0;
  loadPenalty = 1;
  warpPenalty = 1;

  constructor(
    protected readonly data: TwData,
    protected readonly routeCount: number,
    protected readonly random: () => number,
  ) {
    const n = data.clients;
    this.n = n;
    this.matrix = data.matrix;
    this.size = data.size;
    this.routeOf = new Int32Array(n + 1);
    this.position = new Int32Array(n + 1);
    this.forward = new Float64Array(4 * (n + 1));
    this.backward = new Float64Array(4 * (n + 1));
    this.loadTo = new Float64Array(n + 1);
    this.distanceTo = new Float64Array(n + 1);
    this.routeLoad = new Float64Array(routeCount);
    this.routeDistance = new Float64Array(routeCount);
    this.routeWarp = new Float64Array(routeCount);
    this.routeCost = new Float64Array(routeCount);
    this.routePenalty = new Float64Array(routeCount);
    this.capacity = data.capacity;
    this.routeModified = new Int32Array(routeCount);
    this.lastTested = new Int32Array(n + 1);
    this.order = Int32Array.from({ length: n }, (_, index) => index + 1);
    for (let route = 0; route < routeCount; route++) this.routes.push([]);
    this.neighbours = data.neighbours.map((list) => Int32Array.from(list));
    for (const list of this.neighbours) shuffle(list, random);
  }

  protected d(a: number, b: number) {
    return this.matrix[a * this.size + b];
  }

  protected cost(distance: number, load: number, warp: number) {
    return distance + (load > this.data.capacity ? (load - this.data.capacity) * this.loadPenalty : 0) + warp * this.warpPenalty;
  }

  /** Distances, loads, pieces and the penalised cost of a route after a change. */
  protected update(route: number) {
    const { data, forward, backward, loadTo } = this;
    const { ready, due, service, demand } = data;
    const clients = this.routes[route];
    const piece = this.piece.set(0, 0, ready[0], due[0], 0);
    let load = 0;
    let distance = 0;
    for (let index = 0; index < clients.length; index++) {
      const client = clients[index];
      distance += this.d(piece.last, client);
      piece.append(service[client], 0, ready[client], due[client], this.d(piece.last, client), client);
      load += demand[client];
      loadTo[client] = load;
      this.distanceTo[client] = distance;
      this.routeOf[client] = route;
      this.position[client] = index;
      const at = 4 * client;
      forward[at] = piece.duration;
      forward[at + 1] = piece.warp;
      forward[at + 2] = piece.earliest;
      forward[at + 3] = piece.latest;
    }
    distance += this.d(piece.last, 0);
    const routeWarp = piece.append(0, 0, ready[0], due[0], this.d(piece.last, 0), 0).warp;
    // Backward pieces: the client's own piece followed by the rest of the route to the depot.
    let next = 0;
    let duration = 0;
    let warp = 0;
    let earliest = ready[0];
    let latest = due[0];
    for (let index = clients.length - 1; index >= 0; index--) {
      const client = clients[index];
      const before = this.piece.set(service[client], 0, ready[client], due[client], client);
      before.append(duration, warp, earliest, latest, this.d(client, next), 0);
      ({ duration, warp, earliest, latest } = before);
      const at = 4 * client;
      backward[at] = duration;
      backward[at + 1] = warp;
      backward[at + 2] = earliest;
      backward[at + 3] = latest;
      next = client;
    }
    this.routeLoad[route] = load;
    this.routeDistance[route] = distance;
    this.routeWarp[route] = routeWarp;
    this.routeCost[route] = this.cost(distance, load, this.routeWarp[route]);
    this.routePenalty[route] = this.routeCost[route] - distance;
  }

  /** Starts a new route with route `route`'s clients up to position `end` (-1: the depot alone). */
  protected head(route: number, end: number) {
    if (end < 0) {
      this.piece.set(0, 0, this.data.ready[0], this.data.due[0], 0);
      this.walked = 0;
      return;
    }
    const client = this.routes[route][end];
    const f = this.forward;
    const at = 4 * client;
    this.piece.set(f[at], f[at + 1], f[at + 2], f[at + 3], client);
    this.walked = this.distanceTo[client];
  }

  protected add(client: number) {
    const { service, ready, due } = this.data;
    const travel = this.d(this.piece.last, client);
    this.walked += travel;
    this.piece.append(service[client], 0, ready[client], due[client], travel, client);
  }

  /** Ends the new route with route `route`'s clients from position `start` on; its penalised cost at `load`. */
  protected close(route: number, start: number, load: number): number {
    const clients = this.routes[route];
    const piece = this.piece;
    if (start >= clients.length) {
      const travel = this.d(piece.last, 0);
      return this.cost(this.walked + travel, load, piece.append(0, 0, this.data.ready[0], this.data.due[0], travel, 0).warp);
    }
    const client = clients[start];
    const b = this.backward;
    const at = 4 * client;
    const travel = this.d(piece.last, client);
    const rest = this.routeDistance[route] - this.distanceTo[client];
    return this.cost(this.walked + travel + rest, load, piece.append(b[at], b[at + 1], b[at + 2], b[at + 3], travel, 0).warp);
  }

  /** The cost of route `headRoute` up to `headEnd`, then `a` and `b` when ≥ 0, then `tailRoute` from `tailStart`. */
  protected costOf(headRoute: number, headEnd: number, a: number, b: number, tailRoute: number, tailStart: number, load: number) {
    this.head(headRoute, headEnd);
    if (a >= 0) this.add(a);
    if (b >= 0) this.add(b);
    return this.close(tailRoute, tailStart, load);
  }

  protected at(route: number, index: number) {
    const clients = this.routes[route];
    return index < 0 || index >= clients.length ? 0 : clients[index];
  }

  /** Whether a change of two routes by these distances and to these loads could lower the cost, warp aside (it only adds). */
  protected promising(ru: number, rv: number, distanceU: number, distanceV: number, loadU: number, loadV: number): boolean {
    const capacity = this.capacity;
    const excess = (loadU > capacity ? loadU - capacity : 0) + (loadV > capacity ? loadV - capacity : 0);
    return distanceU + distanceV + excess * this.loadPenalty < this.routePenalty[ru] + this.routePenalty[rv] - EPSILON;
  }

  protected improves(ru: number, rv: number, costU: number, costV: number): boolean {
    return costU + costV < this.routeCost[ru] + this.routeCost[rv] - EPSILON;
  }

  protected changed(ru: number, rv: number) {
    this.moves++;
    this.update(ru);
    this.routeModified[ru] = this.moves;
    if (rv !== ru) {
      this.update(rv);
      this.routeModified[rv] = this.moves;
    }
    return true;
  }
}
