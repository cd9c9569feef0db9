// Where an application record's wind and temperature came from (4 TAC §7.33(b)(8), (9)): the reading the crew's form
// prefilled, as far as the record kept its values, or typed. Pure; tested beside.
import { type ApplicationInput, WEATHER_FIELDS, type WeatherField, type WeatherSourceRecord } from '../../../common/schemas/treatment';

/** The record's values (a stored record's direction is text). */
type Values = { windMph: number; windDirection: string; temperatureF: number };
type Prefilled = NonNullable<ApplicationInput['weatherReading']>;

const TYPED: WeatherSourceRecord = { source: 'typed', station: null, observedAt: null, typed: [...WEATHER_FIELDS] };

/**
 * The reading's source when the record kept at least one value it filled in; the values typed over it (or never filled)
 * are named. Without a reading, or with every value typed over, the record says `typed`.
 */
export function weatherSourceOf(values: Values, reading: Prefilled | null | undefined): WeatherSourceRecord {
  if (!reading) return TYPED;
  const typed = WEATHER_FIELDS.filter((field) => reading[field] === null || reading[field] !== values[field]);
  if (typed.length === WEATHER_FIELDS.length) return TYPED;
  return { source: reading.source, station: reading.station || null, observedAt: reading.observedAt.toISOString(), typed };
}

/**
 * A correction's source when its form sent no reading (the office's correction form prefills the original's values):
 * the original's reading for the values it still holds; an original of unknown source stays unknown if none changed.
 */
export function correctedWeatherSourceOf(values: Values, original: Values & { weatherSource: WeatherSourceRecord | null }) {
  const { weatherSource } = original;
  if (!weatherSource) return WEATHER_FIELDS.every((field) => values[field] === original[field]) ? null : TYPED;
  if (weatherSource.source === 'typed' || !weatherSource.observedAt) return TYPED;
  const kept = (field: WeatherField) => (weatherSource.typed.includes(field) ? null : original[field]);
  return weatherSourceOf(values, {
    source: weatherSource.source,
    station: weatherSource.station,
    observedAt: new Date(weatherSource.observedAt),
    windMph: kept('windMph') as number | null,
    windDirection: kept('windDirection') as Prefilled['windDirection'],
    temperatureF: kept('temperatureF') as number | null,
  });
}
