import { describe, expect, it } from 'vitest';
import { exchangeRoutes } from './hgsTwCrossover';
import { twData } from './hgsTwData';
import { seededRandom } from './tour';

function randomData(clients: number, seed: number) {
  const random = seededRandom(seed);
  const points = Array.from({ length: clients + 1 }, (_, node) => (node ? [random() * 100, random() * 100] : [50, 50]));
  const ready = points.map((_, node) => (node ? Math.floor(random() * 400) : 0));
  return twData(
    clients,
    (a, b) => Math.hypot(points[a][0] - points[b][0], points[a][1] - points[b][1]),
    {
      demand: points.map((_, node) => (node ? 1 + Math.floor(random() * 10) : 0)),
      ready,
      due: ready.map((start, node) => (node ? start + 60 : 1000)),
      service: points.map((_, node) => (node ? 10 : 0)),
    },
    50,
  );
}

/** Clients 1..n dealt into routes of `size` in a shuffled order. */
function dealt(clients: number, size: number, random: () => number): number[][] {
  const order = Array.from({ length: clients }, (_, index) => index + 1).sort(() => random() - 0.5);
  const routes: number[][] = [];
  for (let at = 0; at < clients; at += size) routes.push(order.slice(at, at + size));
  return routes;
}

describe('exchangeRoutes', () => {
  it('gives a child with every client once, within the fleet, keeping some of the first parent routes in order', () => {
    const random = seededRandom(3);
    for (let trial = 0; trial < 50; trial++) {
      const data = randomData(30, trial);
      const a = dealt(30, 3 + (trial % 4), random);
      const b = dealt(30, 4 + (trial % 3), random);
      const child = exchangeRoutes(data, a, b, 12, { load: 10, warp: 1 }, random)!;
      expect(child.flat().sort((x, y) => x - y)).toEqual(Array.from({ length: 30 }, (_, index) => index + 1));
      expect(child.length).toBeLessThanOrEqual(12);
      // The clients put back may land inside them, so a kept route is one whose clients a child route has in order.
      const within = (inner: readonly number[], outer: readonly number[]) => {
        const kept = outer.filter((client) => inner.includes(client));
        return kept.length === inner.length && kept.every((client, index) => client === inner[index]);
      };
      expect(a.some((route) => child.some((other) => within(route, other)))).toBe(true);
    }
  });

  it('declines parents of a single route, which the ordered crossover serves', () => {
    const data = randomData(10, 1);
    const one = [Array.from({ length: 10 }, (_, index) => index + 1)];
    expect(exchangeRoutes(data, one, dealt(10, 5, seededRandom(1)), 5, { load: 1, warp: 1 }, seededRandom(2))).toBeNull();
  });
});
