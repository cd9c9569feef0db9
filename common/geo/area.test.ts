import { describe, expect, it } from 'vitest';
import { FEET_PER_MILE, MILES_PER_DEGREE } from './distance';
import { type Corner, polygonSqFt, selfCrossing } from './area';

const FEET_PER_DEGREE = MILES_PER_DEGREE * FEET_PER_MILE;
/** A rectangle `width` feet east-west and `depth` feet north-south from a south-west corner in Austin. */
function rectangle(width: number, depth: number, [latitude, longitude]: Corner = [30.2617, -97.7614]): Corner[] {
  const dLat = depth / FEET_PER_DEGREE;
  const dLng = width / (FEET_PER_DEGREE * Math.cos((latitude * Math.PI) / 180));
  return [
    [latitude, longitude],
    [latitude, longitude + dLng],
    [latitude + dLat, longitude + dLng],
    [latitude + dLat, longitude],
  ];
}

describe('polygonSqFt', () => {
  it('measures a 100 by 60 ft lawn as 6,000 sq ft, whichever way it is traced', () => {
    const corners = rectangle(100, 60);
    expect(polygonSqFt(corners)).toBeCloseTo(6000, -1);
    expect(polygonSqFt([...corners].reverse())).toBeCloseTo(6000, -1);
  });

  it('measures an L-shaped lawn as the rectangle less its cut corner', () => {
    const [sw, se, ne] = rectangle(100, 100);
    const dLat = (ne[0] - se[0]) / 2;
    const dLng = (se[1] - sw[1]) / 2;
    const l: Corner[] = [sw, se, [se[0] + dLat, se[1]], [se[0] + dLat, sw[1] + dLng], [ne[0], sw[1] + dLng], [ne[0], sw[1]]];
    expect(polygonSqFt(l)).toBeCloseTo(7500, -1);
  });

  it('gives nothing for fewer than three corners', () => {
    expect(polygonSqFt(rectangle(100, 60).slice(0, 2))).toBe(0);
  });
});

describe('selfCrossing', () => {
  it('finds a bow tie and passes a plain outline', () => {
    const [a, b, c, d] = rectangle(100, 60);
    expect(selfCrossing([a, b, c, d])).toBe(false);
    expect(selfCrossing([a, c, b, d])).toBe(true);
  });
});
