// The local stand-in for the National Weather Service, for development and the demo (WEATHER_PROVIDER=local): plausible
// values for a place and an hour, the same every time they are asked (a hash of the place and the hour), so a demo's form
// shows a reading without any call leaving the machine. Never a record's source in production: the caption says "local".
import { COMPASS_POINTS } from '../../../common/schemas/treatment';
import { fahrenheitOf } from './readings';
import type { WeatherSource } from './weather';

const HOUR_MS = 60 * 60 * 1000;

/** A number in [0, 1) from a text: FNV-1a, enough to spread places and hours. */
function unitHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return (hash >>> 0) / 2 ** 32;
}

export const localWeather = (): WeatherSource => ({
  async readingAt(latitude, longitude, now = new Date()) {
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
    const hour = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
    const key = `${latitude.toFixed(2)},${longitude.toFixed(2)},${hour}`;
    const [a, b, c] = [unitHash(`${key}:wind`), unitHash(`${key}:from`), unitHash(`${key}:air`)];
    // The sun's hour at the place (15° of longitude an hour) and the day of the year shape the temperature.
    const solarHour = (new Date(hour).getUTCHours() + longitude / 15 + 24) % 24;
    const dayOfYear = (hour - Date.UTC(new Date(hour).getUTCFullYear(), 0, 1)) / (24 * HOUR_MS);
    const season = Math.sin((2 * Math.PI * (dayOfYear - 110)) / 365);
    const daily = Math.sin((2 * Math.PI * (solarHour - 9)) / 24);
    const celsius = 19 + 10 * season + 5 * daily + (c - 0.5) * 3;
    const windMph = 2 + Math.floor(a * 11);
    return {
      windMph,
      windDirection: COMPASS_POINTS[Math.floor(b * 16)],
      temperatureF: Math.round(fahrenheitOf(celsius)),
      observedAt: new Date(hour).toISOString(),
      source: 'local',
      station: null,
    };
  },
});
