import { describe, expect, it } from 'vitest';
import { spreadOverlapping } from './markerSpread';

const drawn = (points: { id: string; x: number; y: number }[], gap: number) => {
  const offsets = spreadOverlapping(points, gap);
  return points.map((point) => {
    const offset = offsets.get(point.id) ?? { dx: 0, dy: 0 };
    return { id: point.id, x: point.x + offset.dx, y: point.y + offset.dy };
  });
};

const closest = (points: { x: number; y: number }[]) =>
  Math.min(...points.flatMap((a, i) => points.slice(i + 1).map((b) => Math.hypot(a.x - b.x, a.y - b.y))));

describe('spreadOverlapping', () => {
  it('leaves markers already a tap apart where they are', () => {
    expect(
      spreadOverlapping(
        [
          { id: 'a', x: 0, y: 0 },
          { id: 'b', x: 40, y: 0 },
        ],
        32,
      ).size,
    ).toBe(0);
  });

  it('fans out two stops at one address a gap apart, around their place, the first on top', () => {
    const [first, second] = drawn(
      [
        { id: 'a', x: 100, y: 100 },
        { id: 'b', x: 100, y: 100 },
      ],
      32,
    );
    expect(Math.hypot(first.x - second.x, first.y - second.y)).toBeGreaterThanOrEqual(31);
    expect(first.y).toBeLessThan(second.y);
    expect((first.x + second.x) / 2).toBeCloseTo(100, 0);
  });

  it('spreads a chain of close stops as one group, none closer than the gap', () => {
    const points = [
      { id: 'a', x: 0, y: 0 },
      { id: 'b', x: 10, y: 0 },
      { id: 'c', x: 20, y: 4 },
      { id: 'd', x: 30, y: 0 },
      { id: 'far', x: 300, y: 300 },
    ];
    const after = drawn(points, 32);
    expect(closest(after.slice(0, 4))).toBeGreaterThanOrEqual(31);
    expect(after[4]).toEqual(points[4]);
  });
});

describe('spreadOverlapping next to another marker', () => {
  it('fans a group out again with a neighbour its circle would have landed on', () => {
    // a and b fan out to (5, -18) and (5, 18); c, 50 px above them, would then be 32 px from a.
    const points = [
      { id: 'a', x: 0, y: 0 },
      { id: 'b', x: 10, y: 0 },
      { id: 'c', x: 5, y: -50 },
    ];
    expect(closest(drawn(points, 36))).toBeGreaterThanOrEqual(35);
  });

  it('leaves a neighbour outside the fanned-out circle where it is', () => {
    const points = [
      { id: 'a', x: 0, y: 0 },
      { id: 'b', x: 10, y: 0 },
      { id: 'c', x: 5, y: -80 },
    ];
    const after = drawn(points, 36);
    expect(after[2]).toEqual(points[2]);
    expect(closest(after)).toBeGreaterThanOrEqual(35);
  });
});
