import { describe, expect, it } from 'vitest';
import { cvrpData, numberedByAngle } from './hgsData';
import { seededRandom } from './tour';

describe('numberedByAngle', () => {
  const random = seededRandom(5);
  const points = Array.from({ length: 31 }, (): [number, number] => [Math.round(random() * 100), Math.round(random() * 100)]);
  const distance = (a: number, b: number) => Math.hypot(points[a][0] - points[b][0], points[a][1] - points[b][1]);
  const demand = points.map((_, node) => node % 7);
  const data = cvrpData(30, distance, demand, 20, 5, points);

  it('numbers the clients by angle around the depot and keeps every figure with its client', () => {
    const { data: renumbered, original } = numberedByAngle(data);
    expect(original[0]).toBe(0);
    expect([...original].sort((a, b) => a - b)).toEqual([...Array(31).keys()]);
    const angle = (node: number) => Math.atan2(points[node][1] - points[0][1], points[node][0] - points[0][0]);
    for (let at = 2; at <= 30; at++) expect(angle(original[at])).toBeGreaterThanOrEqual(angle(original[at - 1]));
    for (let a = 0; a <= 30; a++) {
      expect(renumbered.demand[a]).toBe(demand[original[a]]);
      expect([renumbered.points![2 * a], renumbered.points![2 * a + 1]]).toEqual(points[original[a]]);
      expect([...renumbered.neighbours[a]].map((other) => original[other]).sort((x, y) => x - y)).toEqual([
        ...data.neighbours[original[a]],
      ]);
      for (let b = 0; b <= 30; b++) expect(renumbered.matrix[a * 31 + b]).toBe(distance(original[a], original[b]));
    }
  });

  it('leaves data without points as it is', () => {
    const plain = cvrpData(30, distance, demand, 20);
    expect(numberedByAngle(plain).data).toBe(plain);
  });
});
