// The population of the hybrid genetic searches (hgs.ts for capacity alone, hgsTw.ts with time windows), after Vidal
// 2022: a feasible and an infeasible subpopulation, each ranked by a biased fitness mixing cost and diversity (broken
// pairs to the closest members), survivors chosen when one outgrows μ + λ (clones first), binary tournaments for
// parents and the ordered crossover of their giant tours. Pure.

export interface Member {
  tour: Int32Array;
  distance: number;
  /** Distance plus the penalties of what the member breaks. */
  cost: number;
  feasible: boolean;
  successor: Int32Array;
  predecessor: Int32Array;
  fitness: number;
  /** Other members of the subpopulation by broken-pairs distance, nearest first. */
  closest: { distance: number; other: Member }[];
}

// HGS's 25 + 40 and 4 elite are sized for runs of tens of thousands of generations; the API's budgets give a few
// hundred to a few thousand, where a smaller population with a larger elite share converges sooner (X set, 5 s of
// CPU, 6 seeds of X-n190-k8: mean 0.97% → 0.43%; Solomon's 6 hardest R1/RC1 instances, 3 s, seed 1: 1.75% → 1.31%).
const MU = 12;
const LAMBDA = 20;
const ELITE = 5;
const CLOSE = 5;
const EPSILON = 1e-6;
/** How many members the first population draws (as HGS: 4μ). */
export const INITIAL_MEMBERS = 4 * MU;

export class Population<T extends Member> {
  readonly feasible: T[] = [];
  readonly infeasible: T[] = [];
  /** The shortest feasible member ever added. */
  best: T | null = null;

  constructor(
    private readonly clients: number,
    private readonly random: () => number,
  ) {}

  /** Adds a member (survivors chosen when its subpopulation is full); whether it is the new best. */
  add(individual: T): boolean {
    const group = individual.feasible ? this.feasible : this.infeasible;
    for (const other of group) {
      const distance = this.brokenPairs(individual, other);
      placeClosest(other.closest, distance, individual);
      placeClosest(individual.closest, distance, other);
    }
    group.push(individual);
    if (group.length > MU + LAMBDA) {
      while (group.length > MU) {
        rank(group);
        // Clones go first, then the worst by biased fitness.
        let worst: T | null = null;
        let worstIsClone = false;
        for (let at = 1; at < group.length; at++) {
          const candidate = group[at];
          const isClone = candidate.closest.length > 0 && candidate.closest[0].distance < EPSILON;
          if (!worst || (isClone && !worstIsClone) || (isClone === worstIsClone && candidate.fitness > worst.fitness)) {
            worst = candidate;
            worstIsClone = isClone;
          }
        }
        remove(group, worst!);
      }
    }
    if (individual.feasible && (!this.best || individual.distance < this.best.distance - EPSILON)) {
      this.best = individual;
      return true;
    }
    return false;
  }

  /** Both subpopulations' fitness, before parents are drawn. */
  rank() {
    rank(this.feasible);
    rank(this.infeasible);
  }

  clear() {
    this.feasible.length = this.infeasible.length = 0;
  }

  /** The fitter of two members drawn at random from both subpopulations. */
  tournament(): T {
    const size = this.feasible.length + this.infeasible.length;
    const pick = () => {
      const at = Math.floor(this.random() * size);
      return at < this.feasible.length ? this.feasible[at] : this.infeasible[at - this.feasible.length];
    };
    const a = pick();
    const b = pick();
    return a.fitness < b.fitness ? a : b;
  }

  /** Ordered crossover: a random run of `a`'s tour kept in place, the rest in `b`'s order after it. */
  crossover(a: Int32Array, b: Int32Array): Int32Array {
    const n = this.clients;
    const child = new Int32Array(n);
    const taken = new Uint8Array(n + 1);
    const start = Math.floor(this.random() * n);
    let end = Math.floor(this.random() * n);
    while (n > 1 && end === start) end = Math.floor(this.random() * n);
    let at = start;
    for (; at !== (end + 1) % n; at = (at + 1) % n) {
      child[at] = a[at];
      taken[a[at]] = 1;
    }
    for (let index = 1; index <= n; index++) {
      const client = b[(end + index) % n];
      if (taken[client]) continue;
      child[at] = client;
      at = (at + 1) % n;
    }
    return child;
  }

  private brokenPairs(a: Member, b: Member): number {
    let differences = 0;
    for (let client = 1; client <= this.clients; client++) {
      if (a.successor[client] !== b.successor[client] && a.successor[client] !== b.predecessor[client]) differences++;
      if (a.predecessor[client] === 0 && b.predecessor[client] !== 0 && b.predecessor[client] !== b.successor[client]) differences++;
    }
    return differences / this.clients;
  }
}

function placeClosest(list: Member['closest'], distance: number, other: Member) {
  let at = list.length;
  while (at > 0 && list[at - 1].distance > distance) at--;
  list.splice(at, 0, { distance, other });
}

function diversity(individual: Member): number {
  const count = Math.min(CLOSE, individual.closest.length);
  if (!count) return 0;
  let total = 0;
  for (let index = 0; index < count; index++) total += individual.closest[index].distance;
  return total / count;
}

/** Sorts a subpopulation by cost and sets each member's biased fitness. */
function rank(group: Member[]) {
  group.sort((a, b) => a.cost - b.cost);
  if (group.length === 1) {
    group[0].fitness = 0;
    return;
  }
  const byDiversity = group.map((individual, at) => ({ at, diversity: -diversity(individual) }));
  byDiversity.sort((a, b) => a.diversity - b.diversity || a.at - b.at);
  const eliteWeight = 1 - ELITE / group.length;
  byDiversity.forEach(({ at }, diversityRank) => {
    group[at].fitness = at / (group.length - 1) + eliteWeight * (diversityRank / (group.length - 1));
  });
}

function remove(group: Member[], individual: Member) {
  group.splice(group.indexOf(individual), 1);
  for (const other of group) {
    const at = other.closest.findIndex((entry) => entry.other === individual);
    if (at >= 0) other.closest.splice(at, 1);
  }
}
