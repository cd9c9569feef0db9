// The National Weather Service's API over fetch (https://api.weather.gov, free, no key; it asks for a User-Agent naming
// the application and a contact): `GET /points/{lat},{lon}` → the place's station list → `GET /stations/{id}/observations/
// latest`. A place's nearest station is kept a day and a station's reading ten minutes, so a day of stops asks little.
// Every call of one reading shares one timeout; any failure is no reading.
import type { NwsWeatherSettings } from '../../config';
import { isStale, nearestStationOf, readingOfObservation, stationListPathOf } from './readings';
import type { WeatherReading, WeatherSource } from './weather';

const STATION_FOR_A_DAY_MS = 24 * 60 * 60 * 1000;
const READING_FOR_MS = 10 * 60 * 1000;

interface Kept<T> {
  value: T;
  until: number;
}

export function nwsWeather(settings: NwsWeatherSettings): WeatherSource {
  const base = settings.url.replace(/\/+$/, '');
  const stations = new Map<string, Kept<string | null>>();
  const readings = new Map<string, Kept<WeatherReading | null>>();
  const headers = { accept: 'application/geo+json', 'user-agent': settings.userAgent };

  /** One answer's JSON; throws on a refusal, a timeout or a body that is not JSON. */
  async function read(path: string, signal: AbortSignal): Promise<unknown> {
    const response = await fetch(`${base}${path}`, { headers, signal, redirect: 'follow' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.json();
  }

  async function stationAt(latitude: number, longitude: number, signal: AbortSignal, now: number) {
    // The NWS answers four decimals (about 11 m) and redirects a longer point: a lawn is far bigger.
    const point = `${latitude.toFixed(4)},${longitude.toFixed(4)}`;
    const kept = stations.get(point);
    if (kept && kept.until > now) return kept.value;
    const listPath = stationListPathOf(await read(`/points/${point}`, signal));
    const station = listPath ? nearestStationOf(await read(listPath, signal)) : null;
    stations.set(point, { value: station, until: now + STATION_FOR_A_DAY_MS });
    return station;
  }

  async function latestAt(station: string, signal: AbortSignal, now: number) {
    const kept = readings.get(station);
    if (kept && kept.until > now) return kept.value;
    const reading = readingOfObservation(await read(`/stations/${encodeURIComponent(station)}/observations/latest`, signal), station);
    readings.set(station, { value: reading, until: now + READING_FOR_MS });
    return reading;
  }

  return {
    async readingAt(latitude, longitude, now = new Date()) {
      if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
      const signal = AbortSignal.timeout(settings.timeoutMs);
      try {
        const station = await stationAt(latitude, longitude, signal, now.getTime());
        const reading = station ? await latestAt(station, signal, now.getTime()) : null;
        return reading && !isStale(new Date(reading.observedAt), now) ? reading : null;
      } catch {
        return null;
      }
    },
  };
}
