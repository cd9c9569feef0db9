// Where the phone is when a stop is completed, and whether that is far enough from the property to ask first.
import { distanceFeet, feetToMiles, type Point, pointOf, WARNING_DISTANCE_FEET } from '../../../common/geo/distance';

/** A crew should not wait long at a gate for a fix: without one the completion goes through without a position. */
export const POSITION_TIMEOUT_MS = 8000;

/** Where the phone is, with the radius it is sure within (metres): the server keeps it with each action. */
export type PhonePosition = Point & { accuracyM: number };

/** The browser's position, or null when it is refused, unavailable or slow. */
export function currentPosition(timeout = POSITION_TIMEOUT_MS): Promise<PhonePosition | null> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return Promise.resolve(null);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude, accuracyM: Math.round(coords.accuracy) }),
      () => resolve(null),
      { enableHighAccuracy: true, timeout, maximumAge: 30_000 },
    );
  });
}

/** How far, in feet, `at` is from the property when it passes the warning distance; null when near or unknown. */
export function distanceToConfirm(at: Point | null, property: { latitude: number | null; longitude: number | null }): number | null {
  const home = pointOf(property);
  if (!at || !home) return null;
  const feet = distanceFeet(at, home);
  return feet > WARNING_DISTANCE_FEET ? feet : null;
}

/** Feet while the distance reads well in feet, else miles with one decimal. */
export function distanceText(
  feet: number,
  number: (value: number, options?: Intl.NumberFormatOptions) => string,
): { key: 'feet' | 'miles'; value: string } {
  return feet < 1000
    ? { key: 'feet', value: number(Math.round(feet)) }
    : { key: 'miles', value: number(feetToMiles(feet), { minimumFractionDigits: 1, maximumFractionDigits: 1 }) };
}
