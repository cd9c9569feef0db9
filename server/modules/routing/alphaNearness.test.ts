import { describe, expect, it } from 'vitest';
import { alphaNeighbourLists } from './alphaNearness';
import { seededRandom } from './tour';

function matrixOf(points: readonly number[][]) {
  const size = points.length;
  const matrix = new Float64Array(size * size);
  for (let a = 0; a < size; a++)
    for (let b = 0; b < size; b++) matrix[a * size + b] = Math.hypot(points[a][0] - points[b][0], points[a][1] - points[b][1]);
  return matrix;
}

describe('alphaNeighbourLists', () => {
  it("gives each node of a shuffled circle its two neighbours on the circle, the optimal tour's edges", () => {
    const random = seededRandom(5);
    const angles = Array.from({ length: 40 }, (_, index) => index).sort(() => random() - 0.5);
    const points = angles.map((step) => [Math.cos((step / 40) * 2 * Math.PI) * 100, Math.sin((step / 40) * 2 * Math.PI) * 100]);
    const lists = alphaNeighbourLists(points.length, matrixOf(points), 2);
    angles.forEach((step, node) => {
      const expected = [(step + 1) % 40, (step + 39) % 40].map((other) => angles.indexOf(other)).sort((a, b) => a - b);
      expect([...lists[node]].sort((a, b) => a - b)).toEqual(expected);
    });
  });

  it('lists the asked number of distinct other nodes for each node', () => {
    const random = seededRandom(9);
    const points = Array.from({ length: 120 }, () => [random() * 1000, random() * 1000]);
    const lists = alphaNeighbourLists(points.length, matrixOf(points), 6);
    lists.forEach((list, node) => {
      expect(new Set(list).size).toBe(6);
      expect(list.includes(node)).toBe(false);
    });
  });
});
