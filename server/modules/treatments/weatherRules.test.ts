import { describe, expect, it } from 'vitest';
import type { WeatherSourceRecord } from '../../../common/schemas/treatment';
import { correctedWeatherSourceOf, weatherSourceOf } from './weatherRules';

const observedAt = new Date('2026-11-27T16:42:00Z');
const reading = { source: 'nws', station: 'KAUS', observedAt, windMph: 9, windDirection: 'SSW', temperatureF: 63 } as const;
const values = { windMph: 9, windDirection: 'SSW', temperatureF: 63 } as const;
const typed: WeatherSourceRecord = {
  source: 'typed',
  station: null,
  observedAt: null,
  typed: ['windMph', 'windDirection', 'temperatureF'],
};

describe('where a record’s weather came from', () => {
  it('is the reading’s source, station and time when the values it filled were kept', () => {
    expect(weatherSourceOf(values, reading)).toEqual({ source: 'nws', station: 'KAUS', observedAt: '2026-11-27T16:42:00.000Z', typed: [] });
    expect(weatherSourceOf(values, { ...reading, source: 'local', station: null })).toMatchObject({ source: 'local', station: null });
  });

  it('names the values typed over the reading, or not filled by it', () => {
    expect(weatherSourceOf({ ...values, windMph: 12 }, reading).typed).toEqual(['windMph']);
    // A station that measured no direction: the crew typed it.
    expect(weatherSourceOf({ ...values, windDirection: 'N' }, { ...reading, windDirection: null })).toMatchObject({
      source: 'nws',
      typed: ['windDirection'],
    });
  });

  it('is typed without a reading, or with every value typed over it', () => {
    expect(weatherSourceOf(values, undefined)).toEqual(typed);
    expect(weatherSourceOf({ windMph: 3, windDirection: 'N', temperatureF: 70 }, reading)).toEqual(typed);
  });

  it('keeps a corrected record’s reading for the values the correction kept', () => {
    const weatherSource: WeatherSourceRecord = { source: 'nws', station: 'KAUS', observedAt: observedAt.toISOString(), typed: [] };
    const original = { ...values, weatherSource };
    expect(correctedWeatherSourceOf(values, original)).toEqual(original.weatherSource);
    expect(correctedWeatherSourceOf({ ...values, temperatureF: 58 }, original)).toMatchObject({ source: 'nws', typed: ['temperatureF'] });
    const partly = { ...original, weatherSource: { ...weatherSource, typed: ['windMph' as const] } };
    expect(correctedWeatherSourceOf(values, partly)).toMatchObject({ typed: ['windMph'] });
    expect(correctedWeatherSourceOf(values, { ...original, weatherSource: typed })).toEqual(typed);
  });

  it('leaves an old record’s unknown source unknown when the correction keeps its weather, and typed when it changes it', () => {
    const old = { ...values, weatherSource: null };
    expect(correctedWeatherSourceOf(values, old)).toBeNull();
    expect(correctedWeatherSourceOf({ ...values, windMph: 4 }, old)).toEqual(typed);
  });
});
