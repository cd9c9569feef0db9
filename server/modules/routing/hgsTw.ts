// Hybrid genetic search with time windows (Vidal, Crainic, Gendreau and Prins 2013, "A hybrid genetic algorithm with
// adaptive diversity management for a large class of vehicle routing problems with time-windows"), written from the
// paper on the shape of the capacitated search (hgs.ts): giant tours split into routes, ordered crossover, the local
// search of hgsTwSearch.ts under penalties for excess load and time warp, each adapted to a target share of feasible
// offspring, and two subpopulations ranked by cost and diversity. Pure; seeded, so deterministic while the iteration
// budget binds.
import { INITIAL_MEMBERS, type Member, Population } from './hgsPopulation';
import { exchangeRoutes } from './hgsTwCrossover';
import { shuffle } from './hgsRoutes';
import { Piece, type TwData } from './hgsTwData';
import { HgsTwSearch } from './hgsTwSearch';
import { seededRandom } from './tour';

export interface HgsTwOptions {
  seed?: number;
  /** Generations (one offspring each). */
  iterations?: number;
  timeBudgetMs?: number;
  /** Milliseconds from any origin: wall time by default; a bench may pass CPU time. */
  clock?: () => number;
  /** Vehicles available. */
  maxRoutes: number;
  /** SWAP* in the local search (hgsTwSwapStar.ts). */
  swapStar?: boolean;
}

export interface HgsTwResult {
  routes: number[][];
  distance: number;
  feasible: boolean;
  iterations: number;
  /** Fresh populations started after a stall (RESTART_AFTER). */
  restarts: number;
}

const TARGET_FEASIBLE = 0.2;
/**
 * A fresh population once the current one has not bettered its own best (since its start) for this many generations,
 * the best ever kept aside (HGS's restart on the best of the restart). Fresh populations fall into other basins within a
 * few hundred generations, where one population left to stall keeps the route layout it converged to (R112 at 30 s:
 * 958.7 for 15,000 generations, then 953.6 400 generations after the third restart). Solomon's R104, R108, R112 and
 * RC103 at 5 s of CPU, seeds 1 to 3: 5,000 generations without a better plan overall 0.96% mean gap, 2,000 0.69%,
 * 1,000 without a better best of the restart 0.64%, 600 0.72%.
 */
const RESTART_AFTER = 1_000;
const INITIAL_SHARE = 0.15;
const EPSILON = 1e-6;
/** Generations between reads of the clock (a CPU clock's read is a system call). */
const CLOCK_EVERY = 8;
/**
 * Generations between penalty adaptations (HGS: 100). On the same four instances and seeds 1,000 as above: 50 0.64%
 * mean gap, 100 0.72%; with restarts after 5,000, 50 0.96%, 100 1.03%.
 */
const PENALTY_EVERY = 50;
/**
 * The share of children made by exchanging routes (hgsTwCrossover.ts) rather than by the ordered crossover. Solomon's
 * R104, R107, R108, R112 and RC103 at 5 s of CPU, seed 1: 0.5 1.01% mean gap, 0.8 0.66%, 1.0 0.81%.
 */
const ROUTE_EXCHANGE = 0.8;

interface Individual extends Member {
  routes: number[][];
  excess: number;
  warp: number;
}

export function solveHgsTw(data: TwData, options: HgsTwOptions): HgsTwResult {
  const { seed = 1, iterations = Infinity, timeBudgetMs = Infinity } = options;
  const clock = options.clock ?? (() => performance.now());
  const started = clock();
  const random = seededRandom(seed);
  const n = data.clients;
  if (n === 0) return { routes: [], distance: 0, feasible: true, iterations: 0, restarts: 0 };
  const routeCount = Math.max(1, Math.min(n, options.maxRoutes));
  const search = new HgsTwSearch(data, routeCount, random);
  search.useSwapStar = options.swapStar ?? false;
  const { matrix, size, demand, capacity, ready, due, service } = data;
  const d = (a: number, b: number) => matrix[a * size + b];
  let maxDistance = 0;
  let maxDemand = 0;
  for (let client = 1; client <= n; client++) {
    maxDemand = Math.max(maxDemand, demand[client]);
    for (let other = 0; other <= n; other++) maxDistance = Math.max(maxDistance, d(client, other));
  }
  let loadPenalty = Math.max(0.1, Math.min(1000, maxDistance / Math.max(1, maxDemand)));
  let warpPenalty = 1;
  const population = new Population<Individual>(n, random);
  const loadFeasible: boolean[] = [];
  const warpFeasible: boolean[] = [];
  const elapsed = () => clock() - started;
  const outOfTime = () => elapsed() > timeBudgetMs;
  const piece = new Piece();

  const penalised = (individual: Individual) => individual.distance + loadPenalty * individual.excess + warpPenalty * individual.warp;

  function evaluate(given: number[][]): Individual {
    const routes = given.filter((route) => route.length);
    const tour = new Int32Array(n);
    const successor = new Int32Array(n + 1);
    const predecessor = new Int32Array(n + 1);
    let distance = 0;
    let excess = 0;
    let warp = 0;
    let at = 0;
    for (const route of routes) {
      let load = 0;
      piece.set(0, 0, ready[0], due[0], 0);
      for (let index = 0; index < route.length; index++) {
        const client = route[index];
        distance += d(piece.last, client);
        load += demand[client];
        predecessor[client] = piece.last;
        successor[client] = index + 1 < route.length ? route[index + 1] : 0;
        piece.append(service[client], 0, ready[client], due[client], d(piece.last, client), client);
        tour[at++] = client;
      }
      distance += d(piece.last, 0);
      warp += piece.append(0, 0, ready[0], due[0], d(piece.last, 0), 0).warp;
      excess += Math.max(0, load - capacity);
    }
    const individual: Individual = {
      tour,
      routes,
      distance,
      excess,
      warp,
      cost: 0,
      feasible: excess < EPSILON && warp < EPSILON,
      successor,
      predecessor,
      fitness: 0,
      closest: [],
    };
    individual.cost = penalised(individual);
    return individual;
  }

  /** Splits a giant tour into routes at least penalised cost (Bellman on the tour's order, loads up to 1.5 × capacity). */
  function split(tour: Int32Array): number[][] {
    const potential = new Float64Array(n + 1).fill(Infinity);
    const from = new Int32Array(n + 1);
    potential[0] = 0;
    for (let i = 0; i < n; i++) {
      if (potential[i] === Infinity) continue;
      let load = 0;
      let distance = 0;
      piece.set(0, 0, ready[0], due[0], 0);
      for (let j = i + 1; j <= n && load <= 1.5 * capacity; j++) {
        const client = tour[j - 1];
        load += demand[client];
        distance += d(piece.last, client);
        piece.append(service[client], 0, ready[client], due[client], d(piece.last, client), client);
        // The warp back at the depot, without changing the piece being extended.
        const { duration, warp, earliest, latest } = piece;
        const closed = piece.append(0, 0, ready[0], due[0], d(client, 0), 0).warp;
        piece.set(duration, warp, earliest, latest, client);
        const cost = potential[i] + distance + d(client, 0) + loadPenalty * Math.max(0, load - capacity) + warpPenalty * closed;
        if (cost < potential[j]) {
          potential[j] = cost;
          from[j] = i;
        }
      }
    }
    const routes: number[][] = [];
    for (let end = n; end > 0; end = from[end]) routes.unshift(Array.from(tour.subarray(from[end], end)));
    while (routes.length > routeCount) routes[routeCount - 1].push(...routes.pop()!);
    return routes;
  }

  function educate(routes: number[][], weight = 1): Individual {
    return evaluate(search.run(routes, loadPenalty * weight, warpPenalty * weight));
  }

  /** The shortest feasible plan since the last restart (HGS's best of the restart). */
  let runBest = Infinity;
  /** Adds a child (repaired half the time when infeasible); whether it bettered the best since the last restart. */
  function offer(routes: number[][]): boolean {
    const individual = educate(routes);
    population.add(individual);
    loadFeasible.push(individual.excess < EPSILON);
    warpFeasible.push(individual.warp < EPSILON);
    let shortest = individual.feasible ? individual.distance : Infinity;
    if (!individual.feasible && random() < 0.5) {
      let repaired = educate(individual.routes, 10);
      if (!repaired.feasible) repaired = educate(repaired.routes, 100);
      if (repaired.feasible) {
        population.add(repaired);
        shortest = repaired.distance;
      }
    }
    if (shortest >= runBest - EPSILON) return false;
    runBest = shortest;
    return true;
  }

  function initialPopulation() {
    const tour = Int32Array.from({ length: n }, (_, index) => index + 1);
    const until = elapsed() + INITIAL_SHARE * timeBudgetMs;
    for (let count = 0; count < INITIAL_MEMBERS && count < Math.max(4, iterations); count++) {
      if (count >= 2 && elapsed() > until) break;
      shuffle(tour, random);
      offer(split(tour));
    }
  }

  const adapted = (penalty: number, shares: boolean[]) => {
    const share = shares.filter(Boolean).length / Math.max(1, shares.length);
    shares.length = 0;
    if (share < TARGET_FEASIBLE - 0.05) return Math.min(100_000, penalty * 1.2);
    if (share > TARGET_FEASIBLE + 0.05) return Math.max(0.1, penalty * 0.85);
    return penalty;
  };

  function managePenalties() {
    loadPenalty = adapted(loadPenalty, loadFeasible);
    warpPenalty = adapted(warpPenalty, warpFeasible);
    for (const individual of population.infeasible) individual.cost = penalised(individual);
  }

  initialPopulation();
  let generation = 0;
  let sinceBetter = 0;
  let restarts = 0;
  for (; generation < iterations && (generation % CLOCK_EVERY !== 0 || !outOfTime()); generation++) {
    population.rank();
    const a = population.tournament();
    const b = population.tournament();
    const exchanged =
      random() < ROUTE_EXCHANGE
        ? exchangeRoutes(data, a.routes, b.routes, routeCount, { load: loadPenalty, warp: warpPenalty }, random)
        : null;
    if (offer(exchanged ?? split(population.crossover(a.tour, b.tour)))) sinceBetter = 0;
    else sinceBetter++;
    if (generation % PENALTY_EVERY === PENALTY_EVERY - 1) managePenalties();
    if (sinceBetter >= RESTART_AFTER) {
      const kept = population.best;
      population.clear();
      runBest = Infinity;
      restarts++;
      initialPopulation();
      if (kept && (!population.best || kept.distance < population.best.distance)) population.best = kept;
      sinceBetter = 0;
    }
  }
  const answer: Individual =
    population.best ?? [...population.infeasible].sort((a, b) => a.excess + a.warp - b.excess - b.warp || a.distance - b.distance)[0];
  return {
    routes: answer.routes.map((route) => [...route]),
    distance: answer.distance,
    feasible: answer.feasible,
    iterations: generation,
    restarts,
  };
}
