// Distances on the map, one module for the browser and the server: haversine great-circle angles turned into miles
// with the spec's factor (69.09 miles a degree), and kilometres and feet from those; route estimates from legs.

export const MILES_PER_DEGREE = 69.09;
export const FEET_PER_MILE = 5280;
export const KM_PER_MILE = 1.609344;
/** Completing farther than this from the property asks the crew to confirm, and is recorded (spec section 9). */
export const WARNING_DISTANCE_FEET = 450;
/** Where maps open when nothing better is known (spec section 9). */
export const DEFAULT_MAP_POSITION = { latitude: 31.169621, longitude: -99.683617 } as const;

export interface Point {
  latitude: number;
  longitude: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle angle between two points, in degrees (haversine: stable for points a few feet apart). */
export function angleDegrees(from: Point, to: Point): number {
  const halfLatitude = Math.sin(radians(to.latitude - from.latitude) / 2);
  const halfLongitude = Math.sin(radians(to.longitude - from.longitude) / 2);
  const h = halfLatitude ** 2 + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * halfLongitude ** 2;
  return (2 * Math.asin(Math.min(1, Math.sqrt(h))) * 180) / Math.PI;
}

export const distanceMiles = (from: Point, to: Point): number => angleDegrees(from, to) * MILES_PER_DEGREE;
export const milesToKm = (miles: number): number => miles * KM_PER_MILE;
export const milesToFeet = (miles: number): number => miles * FEET_PER_MILE;
export const feetToMiles = (feet: number): number => feet / FEET_PER_MILE;
export const distanceKm = (from: Point, to: Point): number => milesToKm(distanceMiles(from, to));
export const distanceFeet = (from: Point, to: Point): number => milesToFeet(distanceMiles(from, to));

/** A position when both coordinates are known. */
export function pointOf(place: { latitude?: number | null; longitude?: number | null } | null | undefined): Point | null {
  return place?.latitude != null && place.longitude != null ? { latitude: place.latitude, longitude: place.longitude } : null;
}

/** How far from the property a completion is, in whole feet, when it passes the warning distance; else null. */
export function completionDistance(
  completedAt: Partial<Point>,
  property: { latitude: number | null; longitude: number | null },
): number | null {
  const at = pointOf(completedAt);
  const home = pointOf(property);
  if (!at || !home) return null;
  const feet = distanceFeet(at, home);
  return feet > WARNING_DISTANCE_FEET ? Math.round(feet) : null;
}

export interface RouteEstimateOptions {
  /** Roads are longer than the straight line: the straight distance is multiplied by this (System Settings, routing). */
  detourFactor: number;
  averageSpeedMph: number;
  /** The miles of one leg when a road network answered them (common/geo/roads.ts); without, the straight line times the factor. */
  legMiles?: (from: Point, to: Point) => number;
}

/** Estimated road miles and driving minutes along points in order (stops without a position are passed over). */
export function routeEstimate(points: readonly (Point | null)[], { detourFactor, averageSpeedMph, legMiles }: RouteEstimateOptions) {
  const known = points.filter((point): point is Point => point !== null);
  const leg = legMiles ?? ((from: Point, to: Point) => distanceMiles(from, to) * detourFactor);
  let miles = 0;
  for (let index = 1; index < known.length; index++) miles += leg(known[index - 1], known[index]);
  return { miles, minutes: averageSpeedMph > 0 ? (miles / averageSpeedMph) * 60 : 0 };
}
