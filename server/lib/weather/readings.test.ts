import { describe, expect, it } from 'vitest';
import { compassPointOf, fahrenheitOf, isStale, mphOfKmh, nearestStationOf, readingOfObservation, stationListPathOf } from './readings';

const observation = (properties: object) => ({
  properties: {
    timestamp: '2026-11-27T16:42:00+00:00',
    temperature: { unitCode: 'wmoUnit:degC', value: 17.2 },
    windSpeed: { unitCode: 'wmoUnit:km_h-1', value: 14.8 },
    windDirection: { unitCode: 'wmoUnit:degree_(angle)', value: 200 },
    ...properties,
  },
});

describe('the weather readings’ units', () => {
  it('converts degrees Celsius to Fahrenheit and km/h to mph', () => {
    expect(fahrenheitOf(0)).toBe(32);
    expect(fahrenheitOf(100)).toBe(212);
    expect(fahrenheitOf(-40)).toBe(-40);
    expect(mphOfKmh(1.609344)).toBeCloseTo(1, 10);
    expect(mphOfKmh(16.09344)).toBeCloseTo(10, 10);
  });

  it('names the nearest of the 16 compass points, north on both sides of 0°, and calm below half a mile an hour', () => {
    const points = [0, 22.5, 45, 67.5, 90, 112.5, 135, 157.5, 180, 202.5, 225, 247.5, 270, 292.5, 315, 337.5].map((degrees) =>
      compassPointOf(degrees, 5),
    );
    expect(points).toEqual(['N', 'NNE', 'NE', 'ENE', 'E', 'ESE', 'SE', 'SSE', 'S', 'SSW', 'SW', 'WSW', 'W', 'WNW', 'NW', 'NNW']);
    expect(compassPointOf(11.24, 5)).toBe('N');
    expect(compassPointOf(11.26, 5)).toBe('NNE');
    expect(compassPointOf(349, 5)).toBe('N');
    expect(compassPointOf(360, 5)).toBe('N');
    expect(compassPointOf(-90, 5)).toBe('W');
    expect(compassPointOf(200, 0.4)).toBe('calm');
  });

  it('counts an observation older than two hours, or from the future, as none', () => {
    const now = new Date('2026-11-27T18:00:00Z');
    expect(isStale(new Date('2026-11-27T16:00:00Z'), now)).toBe(false);
    expect(isStale(new Date('2026-11-27T15:59:00Z'), now)).toBe(true);
    expect(isStale(new Date('2026-11-27T18:03:00Z'), now)).toBe(false);
    expect(isStale(new Date('2026-11-27T18:10:00Z'), now)).toBe(true);
    expect(isStale(new Date('not a date'), now)).toBe(true);
  });
});

describe('the National Weather Service’s answers', () => {
  it('reads the station list’s path from a point and the nearest station from the list', () => {
    expect(stationListPathOf({ properties: { observationStations: 'https://api.weather.gov/gridpoints/EWX/156,91/stations' } })).toBe(
      '/gridpoints/EWX/156,91/stations',
    );
    expect(stationListPathOf({ properties: {} })).toBeNull();
    expect(stationListPathOf(null)).toBeNull();
    expect(
      nearestStationOf({ features: [{ properties: { stationIdentifier: 'KATT' } }, { properties: { stationIdentifier: 'KAUS' } }] }),
    ).toBe('KATT');
    expect(nearestStationOf({ features: [] })).toBeNull();
    expect(nearestStationOf({ features: [{ properties: { stationIdentifier: '../x' } }] })).toBeNull();
  });

  it('reads an observation in the record’s units, rounded', () => {
    expect(readingOfObservation(observation({}), 'KAUS')).toEqual({
      windMph: 9,
      windDirection: 'SSW',
      temperatureF: 63,
      observedAt: '2026-11-27T16:42:00.000Z',
      source: 'nws',
      station: 'KAUS',
    });
    expect(readingOfObservation(observation({ windSpeed: { unitCode: 'wmoUnit:m_s-1', value: 4.4704 } }), 'KAUS')).toMatchObject({
      windMph: 10,
    });
    expect(readingOfObservation(observation({ windSpeed: { unitCode: 'wmoUnit:km_h-1', value: 0 } }), 'KAUS')).toMatchObject({
      windMph: 0,
      windDirection: 'calm',
    });
    expect(readingOfObservation(observation({ windDirection: { unitCode: 'wmoUnit:degree_(angle)', value: null } }), 'KAUS')).toMatchObject(
      {
        windMph: 9,
        windDirection: null,
      },
    );
  });

  it('is no reading without a temperature, a wind speed, a time, or with a unit it does not know', () => {
    expect(readingOfObservation(observation({ temperature: { unitCode: 'wmoUnit:degC', value: null } }), 'KAUS')).toBeNull();
    expect(readingOfObservation(observation({ windSpeed: { unitCode: 'wmoUnit:km_h-1', value: null } }), 'KAUS')).toBeNull();
    expect(readingOfObservation(observation({ windSpeed: { unitCode: 'wmoUnit:knots', value: 5 } }), 'KAUS')).toBeNull();
    expect(readingOfObservation(observation({ timestamp: undefined }), 'KAUS')).toBeNull();
    expect(readingOfObservation({}, 'KAUS')).toBeNull();
  });
});
