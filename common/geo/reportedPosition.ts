// A position as a phone reported it, kept only when it can be true: inside the world and with an accuracy. Anything
// else (no fix, a spoofed 200° longitude, a missing accuracy) is ignored, never refused: an action or a photo goes
// through without a place (docs/field.md).
import type { Point } from './distance';

export interface ReportedPosition extends Point {
  accuracyM: number;
}

/** A phone's accuracy radius larger than this says nothing about where it is. */
export const MAX_ACCURACY_M = 100_000;

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The position when latitude, longitude and accuracy are all there and possible; else null. */
export function reportedPosition(place: { latitude?: unknown; longitude?: unknown; accuracyM?: unknown } | null | undefined) {
  if (!place) return null;
  const { latitude, longitude, accuracyM } = place;
  if (!finite(latitude) || !finite(longitude) || !finite(accuracyM)) return null;
  if (latitude < -90 || latitude > 90 || longitude < -180 || longitude > 180) return null;
  if (accuracyM < 0 || accuracyM > MAX_ACCURACY_M) return null;
  return { latitude, longitude, accuracyM } satisfies ReportedPosition;
}
