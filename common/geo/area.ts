// The area a drawn outline encloses: a lawn is a few hundred feet across, so the corners are projected onto a plane
// tangent at their mean latitude (equirectangular, error far under 0.1% at that size) and the shoelace formula sums it.
import { FEET_PER_MILE, MILES_PER_DEGREE } from './distance';

export type Corner = readonly [latitude: number, longitude: number];

const FEET_PER_DEGREE = MILES_PER_DEGREE * FEET_PER_MILE;

/** The square feet inside the polygon the corners trace in order (closed back to the first; 0 under three corners). */
export function polygonSqFt(corners: readonly Corner[]): number {
  if (corners.length < 3) return 0;
  const meanLatitude = corners.reduce((sum, [latitude]) => sum + latitude, 0) / corners.length;
  const xScale = FEET_PER_DEGREE * Math.cos((meanLatitude * Math.PI) / 180);
  let twice = 0;
  for (const [index, [latitude, longitude]] of corners.entries()) {
    const [nextLatitude, nextLongitude] = corners[(index + 1) % corners.length];
    twice += longitude * xScale * (nextLatitude * FEET_PER_DEGREE) - nextLongitude * xScale * (latitude * FEET_PER_DEGREE);
  }
  return Math.abs(twice) / 2;
}

/** Whether two edges that share no corner cross: an outline whose edges cross encloses no one lawn. */
function crosses(a: Corner, b: Corner, c: Corner, d: Corner): boolean {
  const side = (p: Corner, q: Corner, r: Corner) => Math.sign((q[1] - p[1]) * (r[0] - p[0]) - (q[0] - p[0]) * (r[1] - p[1]));
  return side(a, b, c) * side(a, b, d) < 0 && side(c, d, a) * side(c, d, b) < 0;
}

/** An outline drawn over itself (a bow tie): its shoelace area would not be the lawn's. */
export function selfCrossing(corners: readonly Corner[]): boolean {
  const n = corners.length;
  for (let i = 0; i < n; i++)
    for (let j = i + 2; j < n; j++) {
      if (i === 0 && j === n - 1) continue;
      if (crosses(corners[i], corners[(i + 1) % n], corners[j], corners[(j + 1) % n])) return true;
    }
  return false;
}
