// The National Weather Service's answers read into the application record's units, without I/O: `GET /points/{lat},{lon}`
// names the place's observation stations (a URL whose list's first station is the nearest), and `GET /stations/{id}/
// observations/latest` holds quantities with their WMO unit codes: temperature in degC, windSpeed in km/h, windDirection
// in degrees (each value null when the station did not measure it).
import { COMPASS_POINTS, type WindDirection } from '../../../common/schemas/treatment';
import type { WeatherReading } from './weather';

/** An observation older than this is no reading: the crew is at the stop now. */
export const STALE_AFTER_MS = 2 * 60 * 60 * 1000;

export const fahrenheitOf = (celsius: number) => (celsius * 9) / 5 + 32;
export const mphOfKmh = (kmh: number) => kmh / 1.609344;
export const mphOfMetresPerSecond = (metresPerSecond: number) => (metresPerSecond * 3600) / 1609.344;

/** The nearest of the 16 compass points to a bearing in degrees (where the wind blows from); calm under half a mile an hour. */
export function compassPointOf(degrees: number, mph: number): WindDirection {
  if (mph < 0.5) return 'calm';
  const turned = ((degrees % 360) + 360) % 360;
  return COMPASS_POINTS[Math.round(turned / 22.5) % 16];
}

/** True when the observation is older than STALE_AFTER_MS (or more than a few minutes in the future: a wrong clock). */
export function isStale(observedAt: Date, now: Date): boolean {
  const age = now.getTime() - observedAt.getTime();
  return !Number.isFinite(age) || age > STALE_AFTER_MS || age < -5 * 60 * 1000;
}

interface Quantity {
  unitCode?: unknown;
  value?: unknown;
}
const valueOf = (quantity: unknown): { unit: string; value: number } | null => {
  if (!quantity || typeof quantity !== 'object') return null;
  const { unitCode, value } = quantity as Quantity;
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  return { unit: typeof unitCode === 'string' ? unitCode.replace(/^wmoUnit:/, '') : '', value };
};
const propertiesOf = (answer: unknown): Record<string, unknown> =>
  answer && typeof answer === 'object' && 'properties' in answer && answer.properties && typeof answer.properties === 'object'
    ? (answer.properties as Record<string, unknown>)
    : {};

/** The path (with its query) of the place's station list, from `/points`; null when the answer names none. */
export function stationListPathOf(pointAnswer: unknown): string | null {
  const link = propertiesOf(pointAnswer).observationStations;
  if (typeof link !== 'string') return null;
  try {
    const url = new URL(link, 'http://placeholder');
    return url.pathname + url.search;
  } catch {
    return null;
  }
}

/** The nearest station's identifier, the first of the list (the NWS sorts it by distance); null when empty. */
export function nearestStationOf(stationsAnswer: unknown): string | null {
  const features = stationsAnswer && typeof stationsAnswer === 'object' ? (stationsAnswer as { features?: unknown }).features : null;
  const first = Array.isArray(features) ? propertiesOf(features[0]).stationIdentifier : null;
  return typeof first === 'string' && /^[A-Za-z0-9]{3,8}$/.test(first) ? first : null;
}

/**
 * The reading of a station's latest observation, rounded as a record keeps it; null without a temperature, a wind speed
 * or a time.
 */
export function readingOfObservation(observationAnswer: unknown, station: string): WeatherReading | null {
  const properties = propertiesOf(observationAnswer);
  const temperature = valueOf(properties.temperature);
  const speed = valueOf(properties.windSpeed);
  const direction = valueOf(properties.windDirection);
  const observedAt = typeof properties.timestamp === 'string' ? new Date(properties.timestamp) : null;
  if (!temperature || !speed || !observedAt || Number.isNaN(observedAt.getTime())) return null;
  const celsius = temperature.unit === 'degF' ? ((temperature.value - 32) * 5) / 9 : temperature.value;
  const mph =
    speed.unit === 'm_s-1' ? mphOfMetresPerSecond(speed.value) : speed.unit === 'km_h-1' || !speed.unit ? mphOfKmh(speed.value) : null;
  if (mph === null || mph < 0) return null;
  const windMph = Math.round(mph);
  return {
    windMph,
    windDirection: mph < 0.5 ? 'calm' : direction ? compassPointOf(direction.value, mph) : null,
    temperatureF: Math.round(fahrenheitOf(celsius)),
    observedAt: observedAt.toISOString(),
    source: 'nws',
    station,
  };
}
