import { describe, expect, it } from 'vitest';
import { seededRandom, solveTour, tourLength } from './tour';
import { TourSearch } from './tourSearch';

/** TSPLIB eil76 (Christofides and Eilon): 76 nodes, EUC_2D, optimal tour 538. */
// prettier-ignore
const EIL76 = [
  [22, 22], [36, 26], [21, 45], [45, 35], [55, 20], [33, 34], [50, 50], [55, 45], [26, 59], [40, 66], [55, 65], [35, 51],
  [62, 35], [62, 57], [62, 24], [21, 36], [33, 44], [9, 56], [62, 48], [66, 14], [44, 13], [26, 13], [11, 28], [7, 43],
  [17, 64], [41, 46], [55, 34], [35, 16], [52, 26], [43, 26], [31, 76], [22, 53], [26, 29], [50, 40], [55, 50], [54, 10],
  [60, 15], [47, 66], [30, 60], [30, 50], [12, 17], [15, 14], [16, 19], [21, 48], [50, 30], [51, 42], [50, 15], [48, 21],
  [12, 38], [15, 56], [29, 39], [54, 38], [55, 57], [67, 41], [10, 70], [6, 25], [65, 27], [40, 60], [70, 64], [64, 4],
  [36, 6], [30, 20], [20, 30], [15, 5], [50, 70], [57, 72], [45, 42], [38, 33], [50, 4], [66, 8], [59, 5], [35, 60],
  [27, 24], [40, 20], [40, 37], [40, 40],
];
const EIL76_OPTIMUM = 538;

const randomPoints = (count: number, seed: number) => {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => [random() * 1000, random() * 1000]);
};
const euclidean = (points: number[][]) => (a: number, b: number) => Math.hypot(points[a][0] - points[b][0], points[a][1] - points[b][1]);
const rounded = (points: number[][]) => (a: number, b: number) => Math.round(euclidean(points)(a, b));

const isPermutation = (tour: readonly number[], size: number) =>
  tour.length === size && [...tour].sort((a, b) => a - b).every((node, index) => node === index);

describe('solveTour', () => {
  it('visits every node once, from no node to a thousand', () => {
    for (const size of [0, 1, 2, 3, 4, 5, 7, 8, 9, 12, 60, 1000]) {
      const points = randomPoints(size, size + 1);
      const tour = solveTour(size, euclidean(points), { iterations: 500 });
      expect(isPermutation(tour, size)).toBe(true);
    }
  });

  it('refuses a distance that is not a finite number instead of searching for ever', () => {
    const points = randomPoints(40, 5);
    const broken = (a: number, b: number) => (a === 17 || b === 17 ? NaN : euclidean(points)(a, b));
    expect(() => solveTour(40, broken)).toThrow(/node 17 is NaN/);
    const endless = (a: number, b: number) => ((a === 3 && b === 9) || (a === 9 && b === 3) ? Infinity : euclidean(points)(a, b));
    expect(() => solveTour(40, endless)).toThrow(/not a finite number/);
    // Above 2,000 nodes the distances are not kept in a matrix: checked as they are asked for.
    const many = randomPoints(2100, 6);
    expect(() => solveTour(2100, (a, b) => (a === 2050 || b === 2050 ? NaN : euclidean(many)(a, b)))).toThrow(/node 2050 is NaN/);
  });

  it('gives the same tour for the same input and seed', () => {
    const points = randomPoints(300, 3);
    const distance = euclidean(points);
    expect(solveTour(300, distance, { seed: 9 })).toEqual(solveTour(300, distance, { seed: 9 }));
  });

  it('runs its kick stages from 200 nodes with fewer starts than runs, and more kicks do not lengthen the tour', () => {
    const points = randomPoints(250, 4);
    const distance = euclidean(points);
    for (const starts of [1, 2, 3]) {
      const few = solveTour(250, distance, { starts, iterations: 50 });
      const many = solveTour(250, distance, { starts, iterations: 2000 });
      expect(isPermutation(few, 250)).toBe(true);
      expect(isPermutation(many, 250)).toBe(true);
      expect(tourLength(many, distance)).toBeLessThanOrEqual(tourLength(few, distance) + 1e-9);
    }
  });

  it('comes within 1% of the optimal eil76 tour with the default budget, for several seeds', () => {
    const distance = rounded(EIL76);
    for (const seed of [1, 2, 3]) {
      const length = tourLength(solveTour(EIL76.length, distance, { seed }), distance);
      expect(length).toBeLessThanOrEqual(EIL76_OPTIMUM * 1.01);
    }
  });

  it('improves with more kicks on 400 random points', () => {
    const points = randomPoints(400, 5);
    const distance = euclidean(points);
    const few = tourLength(solveTour(400, distance, { iterations: 10 }), distance);
    const many = tourLength(solveTour(400, distance, { iterations: 20_000 }), distance);
    expect(many).toBeLessThan(few);
  });

  it('still answers a tour when the time budget is spent at once', () => {
    const points = randomPoints(200, 7);
    expect(isPermutation(solveTour(200, euclidean(points), { timeBudgetMs: 0 }), 200)).toBe(true);
  });
});

describe('TourSearch', () => {
  const setUp = (size: number, seed: number, neighbourCount: number) => {
    const points = randomPoints(size, seed);
    const distance = euclidean(points);
    const neighbours = Array.from({ length: size }, (_, node) =>
      Int32Array.from(
        [...Array(size).keys()]
          .filter((other) => other !== node)
          .sort((a, b) => distance(node, a) - distance(node, b))
          .slice(0, neighbourCount),
      ),
    );
    const random = seededRandom(seed);
    const order = Int32Array.from([...Array(size).keys()].sort(() => random() - 0.5));
    return { search: new TourSearch(order, distance, neighbours), distance, random };
  };
  const expectConsistent = (search: TourSearch, distance: (a: number, b: number) => number) => {
    expect(isPermutation([...search.order], search.size)).toBe(true);
    search.order.forEach((node, index) => expect(search.position[node]).toBe(index));
    expect(search.length).toBeCloseTo(tourLength(search.order, distance), 6);
  };

  it('leaves no improving 2-opt or single-stop move once improved with full neighbour lists', () => {
    for (const seed of [1, 2, 3]) {
      const size = 40;
      const { search, distance } = setUp(size, seed, size - 1);
      search.wakeAll();
      search.improve();
      expectConsistent(search, distance);
      const tour = [...search.order];
      const at = (index: number) => tour[(index + size) % size];
      for (let i = 0; i < size; i++) {
        for (let j = i + 2; j < size; j++) {
          const twoOpt = distance(at(i), at(i + 1)) + distance(at(j), at(j + 1)) - distance(at(i), at(j)) - distance(at(i + 1), at(j + 1));
          expect(twoOpt).toBeLessThan(1e-9);
        }
        const [before, node, after] = [at(i - 1), at(i), at(i + 1)];
        const removed = distance(before, node) + distance(node, after) - distance(before, after);
        for (let j = 0; j < size; j++) {
          if (j === i || j === (i - 1 + size) % size) continue;
          const added = distance(at(j), node) + distance(node, at(j + 1)) - distance(at(j), at(j + 1));
          expect(removed - added).toBeLessThan(1e-9);
        }
      }
    }
  });

  it('keeps order, positions and length in step through kicks, and an undone kick restores the tour', () => {
    for (const size of [8, 9, 30, 120]) {
      const { search, distance, random } = setUp(size, size, 8);
      search.wakeAll();
      search.improve();
      const window = Math.min(size, 50);
      for (let kick = 0; kick < 200; kick++) {
        const before = search.length;
        const edges = tourEdges(search.order);
        search.startJournal();
        const cuts = new Set<number>();
        while (cuts.size < 4) cuts.add(1 + Math.floor(random() * (window - 1)));
        const [x, y, z, w] = [...cuts].sort((a, b) => a - b);
        search.kick(Math.floor(random() * size), x, y, z, w);
        expectConsistent(search, distance);
        search.improve();
        expectConsistent(search, distance);
        if (search.length > before) {
          search.undoJournal();
          search.length = before;
          expectConsistent(search, distance);
          expect(tourEdges(search.order)).toEqual(edges);
        }
      }
    }
  });
});

/** The tour's edges, each as "low-high", sorted: the same for a tour read in either direction from any node. */
function tourEdges(order: Int32Array): string[] {
  return [...order]
    .map((node, index) => {
      const next = order[(index + 1) % order.length];
      return node < next ? `${node}-${next}` : `${next}-${node}`;
    })
    .sort();
}
