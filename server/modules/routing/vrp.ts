// Multi-route plans (a vendor's crews, or the CVRP's vehicles): the problem, its internal model and a plan's routes
// with their figures. Pure; the moves are in vrpMoves.ts, ruin-and-recreate in vrpRuin.ts, the search in vrpSolver.ts.
import type { Distance } from './tour';
import type { MinuteRange } from '../../../common/schemas/accessWindows';
import { beginAt, firstLate, type RouteClock } from './vrpWindows';

export interface VrpVehicle {
  /** The node the route sets out from (a crew's start point, the CVRP's depot). */
  start: number;
  /** A closed route drives back to its start (the CVRP form); an open one ends at its last visit (a crew's day). */
  returns?: boolean;
  /** The most demand a route carries (the CVRP's capacity); no limit by default. */
  capacity?: number;
  /** The longest a route may take, travel and service together (a crew's available minutes); no limit by default. */
  maxDuration?: number;
  /** The minute of the day the route sets out (its visits' windows are timed from it); 0 by default. */
  startMinutes?: number;
}

export interface VrpVisit {
  node: number;
  demand?: number;
  /** Minutes spent at the visit. */
  service?: number;
  /** The vehicle this visit must stay with (a pinned visit). */
  pinnedTo?: number;
  /**
   * When work may start there, minutes of the day, earliest first (waiting when early): null or absent any time. A
   * visit no vehicle could reach in time even alone, or with no window that day, is planned as if it had none.
   */
  windows?: readonly MinuteRange[] | null;
}

export interface VrpProblem {
  /** Symmetric distance between nodes (visits' and vehicles' nodes). */
  distance: Distance;
  vehicles: readonly VrpVehicle[];
  visits: readonly VrpVisit[];
  /** Minutes of travel per unit of distance (60 / speed); 0 when routes are limited by capacity only. */
  durationPerDistance?: number;
  /** Each node's planar position (x, y), when known: the genetic search orders and pairs routes by their angles. */
  points?: readonly (readonly [number, number])[];
}

export const EPSILON = 1e-9;

/** The problem over internal nodes: visits 0..V-1 then one start per vehicle, distances kept in a matrix. */
export class Model {
  readonly visitCount: number;
  readonly vehicleCount: number;
  readonly size: number;
  readonly matrix: Float64Array;
  readonly demand: Float64Array;
  readonly service: Float64Array;
  readonly pinnedTo: Int32Array;
  readonly returns: Uint8Array;
  readonly capacity: Float64Array;
  /** The duration limit, raised for a vehicle whose pinned visits alone take longer (they stay regardless). */
  readonly maxDuration: Float64Array;
  readonly perDistance: number;
  readonly startMinutes: Float64Array;
  /** Each visit's windows as the search keeps them (see VrpVisit.windows); a visit on time in its route is a rule. */
  readonly windows: (readonly MinuteRange[] | null)[];
  /** Whether any visit has a window: without one, no route is ever timed. */
  readonly timed: boolean;
  /** What the window rules (vrpWindows.ts) read of the model. */
  readonly clock: RouteClock;

  constructor(problem: VrpProblem) {
    const { visits, vehicles } = problem;
    this.visitCount = visits.length;
    this.vehicleCount = vehicles.length;
    this.size = this.visitCount + this.vehicleCount;
    const nodes = [...visits.map((visit) => visit.node), ...vehicles.map((vehicle) => vehicle.start)];
    this.matrix = new Float64Array(this.size * this.size);
    for (let a = 0; a < this.size; a++) {
      for (let b = a + 1; b < this.size; b++) {
        const value = nodes[a] === nodes[b] ? 0 : problem.distance(nodes[a], nodes[b]);
        this.matrix[a * this.size + b] = value;
        this.matrix[b * this.size + a] = value;
      }
    }
    this.demand = Float64Array.from(visits, (visit) => visit.demand ?? 0);
    this.service = Float64Array.from(visits, (visit) => visit.service ?? 0);
    this.pinnedTo = Int32Array.from(visits, (visit) => visit.pinnedTo ?? -1);
    for (const [index, vehicle] of this.pinnedTo.entries()) {
      if (vehicle >= this.vehicleCount) throw new Error(`Visit ${index} is pinned to vehicle ${vehicle}, which does not exist`);
    }
    this.returns = Uint8Array.from(vehicles, (vehicle) => (vehicle.returns ? 1 : 0));
    this.capacity = Float64Array.from(vehicles, (vehicle) => vehicle.capacity ?? Infinity);
    this.maxDuration = Float64Array.from(vehicles, (vehicle) => vehicle.maxDuration ?? Infinity);
    this.perDistance = problem.durationPerDistance ?? 0;
    this.startMinutes = Float64Array.from(vehicles, (vehicle) => vehicle.startMinutes ?? 0);
    this.windows = visits.map((visit, index) => {
      const windows = visit.windows;
      if (!windows?.length) return null;
      const reachable = vehicles.some(
        (_, vehicle) =>
          this.allows(vehicle, index) &&
          beginAt(windows, this.startMinutes[vehicle] + this.travel(this.startOf(vehicle), index)) < Infinity,
      );
      return reachable ? windows : null;
    });
    this.timed = this.windows.some((windows) => windows !== null);
    this.clock = { travel: (a, b) => this.travel(a, b), service: this.service, windows: this.windows };
  }

  /** Minutes of driving between two nodes. */
  travel(a: number, b: number): number {
    return this.d(a, b) * this.perDistance;
  }

  /** The first of `visits` (an index into it) that `vehicle` reaches after its windows closed, or -1. */
  firstLate(vehicle: number, visits: readonly number[]): number {
    return this.timed ? firstLate(this.clock, this.startOf(vehicle), this.startMinutes[vehicle], visits) : -1;
  }

  d(a: number, b: number): number {
    return this.matrix[a * this.size + b];
  }

  startOf(vehicle: number): number {
    return this.visitCount + vehicle;
  }

  /** Whether `visit` may ride with `vehicle` (a pinned visit only with its own). */
  allows(vehicle: number, visit: number): boolean {
    const pinned = this.pinnedTo[visit];
    return pinned < 0 || pinned === vehicle;
  }

  /** Vehicles that only differ by name: the same start, limits and closure. */
  alike(a: number, b: number): boolean {
    return (
      this.d(this.startOf(a), this.startOf(b)) === 0 &&
      this.capacity[a] === this.capacity[b] &&
      this.maxDuration[a] === this.maxDuration[b] &&
      this.returns[a] === this.returns[b] &&
      this.startMinutes[a] === this.startMinutes[b]
    );
  }

  duration(distance: number, service: number): number {
    return distance * this.perDistance + service;
  }

  /** Distance, demand and service of a route through `visits` in order. */
  measure(vehicle: number, visits: readonly number[]) {
    let distance = 0;
    let load = 0;
    let service = 0;
    let last = this.startOf(vehicle);
    for (const visit of visits) {
      distance += this.d(last, visit);
      load += this.demand[visit];
      service += this.service[visit];
      last = visit;
    }
    if (this.returns[vehicle]) distance += this.d(last, this.startOf(vehicle));
    return { distance, load, service };
  }

  fits(vehicle: number, load: number, distance: number, service: number): boolean {
    return load <= this.capacity[vehicle] + EPSILON && this.duration(distance, service) <= this.maxDuration[vehicle] + EPSILON;
  }
}

/** A plan: one route per vehicle (visits in order) and the visits left out, with each route's figures kept up to date. */
export class Plan {
  readonly routes: number[][];
  readonly distance: Float64Array;
  readonly load: Float64Array;
  readonly service: Float64Array;
  /** Each visit's vehicle, -1 when left out. */
  readonly routeOf: Int32Array;
  unassigned: number[];

  constructor(
    readonly model: Model,
    routes: readonly (readonly number[])[],
    unassigned: readonly number[] = [],
  ) {
    this.routes = routes.map((route) => [...route]);
    this.distance = new Float64Array(model.vehicleCount);
    this.load = new Float64Array(model.vehicleCount);
    this.service = new Float64Array(model.vehicleCount);
    this.routeOf = new Int32Array(model.visitCount).fill(-1);
    this.unassigned = [...unassigned];
    for (let vehicle = 0; vehicle < model.vehicleCount; vehicle++) this.refresh(vehicle);
  }

  /** A copy with the figures copied, not measured again (the search copies the plan at every step). */
  clone(): Plan {
    const copy: Plan = Object.create(Plan.prototype);
    Object.assign(copy, {
      model: this.model,
      routes: this.routes.map((route) => [...route]),
      distance: this.distance.slice(),
      load: this.load.slice(),
      service: this.service.slice(),
      routeOf: this.routeOf.slice(),
      unassigned: [...this.unassigned],
    });
    return copy;
  }

  /** Recomputes a route's figures after its visits changed. */
  refresh(vehicle: number) {
    const route = this.routes[vehicle];
    const { distance, load, service } = this.model.measure(vehicle, route);
    this.distance[vehicle] = distance;
    this.load[vehicle] = load;
    this.service[vehicle] = service;
    for (const visit of route) this.routeOf[visit] = vehicle;
  }

  setRoute(vehicle: number, visits: number[]) {
    for (const visit of this.routes[vehicle]) if (this.routeOf[visit] === vehicle) this.routeOf[visit] = -1;
    this.routes[vehicle] = visits;
    this.refresh(vehicle);
  }

  totalDistance(): number {
    let total = 0;
    for (const value of this.distance) total += value;
    return total;
  }

  /** Lexicographic: fewer visits left out first, then less distance. */
  isBetterThan(other: Plan): boolean {
    if (this.unassigned.length !== other.unassigned.length) return this.unassigned.length < other.unassigned.length;
    return this.totalDistance() < other.totalDistance() - EPSILON;
  }

  fits(vehicle: number): boolean {
    return this.model.fits(vehicle, this.load[vehicle], this.distance[vehicle], this.service[vehicle]);
  }
}
