// How far from the property a visit was completed: the spec's great-circle distance (degrees × 69.09 miles), in feet.

const MILES_PER_DEGREE = 69.09;
const FEET_PER_MILE = 5280;
/** Completing farther than this from the property is recorded on the work log (spec section 9). */
export const WARNING_DISTANCE_FEET = 450;

export interface Point {
  latitude: number;
  longitude: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

export function distanceFeet(from: Point, to: Point): number {
  const cosine = Math.sin(radians(from.latitude)) * Math.sin(radians(to.latitude))
    + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.cos(radians(to.longitude - from.longitude));
  // Rounding can push the cosine of two equal points a hair above 1.
  const degrees = (Math.acos(Math.min(1, Math.max(-1, cosine))) * 180) / Math.PI;
  return degrees * MILES_PER_DEGREE * FEET_PER_MILE;
}

/** The distance to record at completion: only past the warning distance, and only when both positions are known. */
export function completionDistance(completedAt: Partial<Point>, property: { latitude: number | null; longitude: number | null }): number | null {
  if (completedAt.latitude == null || completedAt.longitude == null || property.latitude == null || property.longitude == null) return null;
  const feet = distanceFeet({ latitude: completedAt.latitude, longitude: completedAt.longitude }, { latitude: property.latitude, longitude: property.longitude });
  return feet > WARNING_DISTANCE_FEET ? Math.round(feet) : null;
}
