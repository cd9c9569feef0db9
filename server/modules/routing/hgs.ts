// Hybrid genetic search for the capacitated problem (Vidal 2022, "Hybrid genetic search for the CVRP: open-source
// implementation and SWAP* neighborhood"), written from the paper: giant tours split into routes, ordered crossover,
// the local search of hgsSearch.ts under a capacity penalty adapted to a target share of feasible offspring, and two
// subpopulations ranked by cost and diversity. Pure; seeded, so deterministic while the iteration budget binds.
import { numberedByAngle, type CvrpData } from './hgsData';
import { INITIAL_MEMBERS, type Member, Population } from './hgsPopulation';
import { shuffle } from './hgsRoutes';
import { HgsSearch } from './hgsSearch';
import { seededRandom } from './tour';

export interface HgsOptions {
  seed?: number;
  /** Generations (one offspring each). */
  iterations?: number;
  timeBudgetMs?: number;
  /** Milliseconds from any origin, for the time budget: wall time by default (a request's deadline); a bench may pass CPU time. */
  clock?: () => number;
  /** Routes (clients 1..n) to start from; the answer is never worse when they fit. */
  initial?: readonly (readonly number[])[];
  /** Vehicles available (default: unbounded). */
  maxRoutes?: number;
  /** Called about every 100 generations and at the end with the population.best feasible cost so far. */
  onProgress?: (progress: HgsProgress) => void;
}

export interface HgsProgress {
  iterations: number;
  elapsedMs: number;
  bestCost: number;
}

export interface HgsResult {
  routes: number[][];
  distance: number;
  iterations: number;
}

const TARGET_FEASIBLE = 0.2;
const RESTART_AFTER = 20_000;
/** The share of a time budget the first population may take. */
const INITIAL_SHARE = 0.15;
const EPSILON = 1e-6;

interface Individual extends Member {
  routes: number[][];
  excess: number;
}

export function solveCvrpHgs(given: CvrpData, options: HgsOptions = {}): HgsResult {
  const { data, original } = numberedByAngle(given);
  const { seed = 1, iterations = Infinity, timeBudgetMs = Infinity } = options;
  const clock = options.clock ?? (() => performance.now());
  const started = clock();
  const random = seededRandom(seed);
  const n = data.clients;
  if (n === 0) return { routes: [], distance: 0, iterations: 0 };
  let totalDemand = 0;
  let maxDistance = 0;
  let maxDemand = 0;
  for (let client = 1; client <= n; client++) {
    totalDemand += data.demand[client];
    maxDemand = Math.max(maxDemand, data.demand[client]);
    for (let other = 0; other <= n; other++) maxDistance = Math.max(maxDistance, data.matrix[client * data.size + other]);
  }
  const routeCount = Math.min(n, options.maxRoutes ?? n, Math.ceil((1.3 * totalDemand) / data.capacity) + 3);
  const search = new HgsSearch(data, routeCount, random);
  let penalty = Math.max(0.1, Math.min(1000, maxDistance / Math.max(1, maxDemand)));
  const population = new Population<Individual>(n, random);
  const recentFeasibility: boolean[] = [];
  const elapsed = () => clock() - started;
  const outOfTime = () => elapsed() > timeBudgetMs;

  const d = (a: number, b: number) => data.matrix[a * data.size + b];

  function evaluate(routes: number[][]): Individual {
    const tour = new Int32Array(n);
    const successor = new Int32Array(n + 1);
    const predecessor = new Int32Array(n + 1);
    let distance = 0;
    let excess = 0;
    let at = 0;
    for (const route of routes) {
      if (!route.length) continue;
      let load = 0;
      let last = 0;
      for (let index = 0; index < route.length; index++) {
        const client = route[index];
        distance += d(last, client);
        load += data.demand[client];
        predecessor[client] = last;
        successor[client] = index + 1 < route.length ? route[index + 1] : 0;
        tour[at++] = client;
        last = client;
      }
      distance += d(last, 0);
      excess += Math.max(0, load - data.capacity);
    }
    return {
      tour,
      routes: routes.filter((route) => route.length),
      distance,
      excess,
      cost: distance + penalty * excess,
      feasible: excess < EPSILON,
      successor,
      predecessor,
      fitness: 0,
      closest: [],
    };
  }

  /** Splits a giant tour into routes at least cost (Bellman on the tour's order, loads up to 1.5 × capacity). */
  function split(tour: Int32Array): number[][] {
    const potential = new Float64Array(n + 1).fill(Infinity);
    const from = new Int32Array(n + 1);
    potential[0] = 0;
    for (let i = 0; i < n; i++) {
      if (potential[i] === Infinity) continue;
      let load = 0;
      let distance = 0;
      for (let j = i + 1; j <= n && load <= 1.5 * data.capacity; j++) {
        const client = tour[j - 1];
        load += data.demand[client];
        distance += j === i + 1 ? d(0, client) : d(tour[j - 2], client);
        const cost = potential[i] + distance + d(client, 0) + penalty * Math.max(0, load - data.capacity);
        if (cost < potential[j]) {
          potential[j] = cost;
          from[j] = i;
        }
      }
      if (potential[i + 1] === Infinity) {
        potential[i + 1] = potential[i] + 2 * d(0, tour[i]);
        from[i + 1] = i;
      }
    }
    const routes: number[][] = [];
    for (let end = n; end > 0; end = from[end]) routes.unshift(Array.from(tour.subarray(from[end], end)));
    // More routes than the search keeps: the last ones ride together (the penalty then pulls them apart).
    while (routes.length > routeCount) routes[routeCount - 1].push(...routes.pop()!);
    return routes;
  }

  function educate(routes: number[][], weight = 1): Individual {
    return evaluate(search.run(routes, penalty * weight));
  }

  /** A new individual from routes: improved, recorded, and (half the time) repaired when it is infeasible. */
  function offer(routes: number[][]): boolean {
    const individual = educate(routes);
    let improved = population.add(individual);
    recentFeasibility.push(individual.feasible);
    if (!individual.feasible && random() < 0.5) {
      let repaired = educate(individual.routes, 10);
      if (!repaired.feasible) repaired = educate(repaired.routes, 100);
      if (repaired.feasible) improved = population.add(repaired) || improved;
    }
    return improved;
  }

  function initialPopulation() {
    const tour = Int32Array.from({ length: n }, (_, index) => index + 1);
    // Improving random tours costs several generations each: a short budget keeps most of its time for generations.
    const until = elapsed() + INITIAL_SHARE * timeBudgetMs;
    for (let count = 0; count < INITIAL_MEMBERS && count < Math.max(4, iterations); count++) {
      if (count >= 2 && elapsed() > until) break;
      shuffle(tour, random);
      offer(split(tour));
    }
  }

  function managePenalty() {
    const share = recentFeasibility.filter(Boolean).length / Math.max(1, recentFeasibility.length);
    recentFeasibility.length = 0;
    if (share < TARGET_FEASIBLE - 0.05) penalty = Math.min(100_000, penalty * 1.2);
    else if (share > TARGET_FEASIBLE + 0.05) penalty = Math.max(0.1, penalty * 0.85);
    for (const individual of population.infeasible) individual.cost = individual.distance + penalty * individual.excess;
  }

  let startBest: Individual | null = null;
  if (options.initial?.length) {
    const renumbered = new Int32Array(n + 1);
    original.forEach((client, at) => (renumbered[client] = at));
    const start = evaluate(options.initial.map((route) => route.map((client) => renumbered[client])));
    if (start.feasible) startBest = start;
    offer(start.routes);
  }
  initialPopulation();
  let generation = 0;
  let sinceBetter = 0;
  for (; generation < iterations && !outOfTime(); generation++) {
    population.rank();
    const child = population.crossover(population.tournament().tour, population.tournament().tour);
    if (offer(split(child))) sinceBetter = 0;
    else sinceBetter++;
    if (generation % 100 === 99) {
      managePenalty();
      options.onProgress?.({ iterations: generation + 1, elapsedMs: elapsed(), bestCost: population.best?.distance ?? Infinity });
    }
    if (sinceBetter >= RESTART_AFTER) {
      // Stuck: a fresh population, the best plan kept aside.
      const kept = population.best;
      population.clear();
      initialPopulation();
      if (kept && (!population.best || kept.distance < population.best.distance)) population.best = kept;
      sinceBetter = 0;
    }
  }
  let answer: Individual | null = population.best;
  if (startBest && (!answer || startBest.distance <= answer.distance)) answer = startBest;
  if (!answer) {
    // Nothing feasible yet (a budget too small): the least infeasible plan found.
    answer =
      [...population.infeasible].sort((a, b) => a.excess - b.excess || a.distance - b.distance)[0] ??
      evaluate([[...Array(n).keys()].map((i) => i + 1)]);
  }
  options.onProgress?.({ iterations: generation, elapsedMs: elapsed(), bestCost: answer.distance });
  const routes = answer.routes.map((route) => route.map((client) => original[client]));
  return { routes, distance: answer.distance, iterations: generation };
}
