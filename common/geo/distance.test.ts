import { describe, expect, it } from 'vitest';
import {
  completionDistance,
  distanceFeet,
  distanceKm,
  distanceMiles,
  feetToMiles,
  milesToFeet,
  milesToKm,
  routeEstimate,
} from './distance';

describe('distances', () => {
  it('is zero for one point and 69.09 miles (364,795 feet, 111.19 km) for a degree of latitude', () => {
    expect(distanceFeet({ latitude: 30.27, longitude: -97.74 }, { latitude: 30.27, longitude: -97.74 })).toBe(0);
    expect(distanceMiles({ latitude: 30, longitude: -97 }, { latitude: 31, longitude: -97 })).toBeCloseTo(69.09, 6);
    expect(distanceFeet({ latitude: 30, longitude: -97 }, { latitude: 31, longitude: -97 })).toBeCloseTo(69.09 * 5280, 3);
    expect(distanceKm({ latitude: 30, longitude: -97 }, { latitude: 31, longitude: -97 })).toBeCloseTo(111.19, 2);
  });

  it('shrinks a degree of longitude with the latitude', () => {
    const atEquator = distanceFeet({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 });
    const inAustin = distanceFeet({ latitude: 30.27, longitude: 0 }, { latitude: 30.27, longitude: 1 });
    expect(inAustin / atEquator).toBeCloseTo(Math.cos((30.27 * Math.PI) / 180), 3);
  });

  it('measures a few feet without rounding to zero, and is symmetric', () => {
    const a = { latitude: 30.2672, longitude: -97.7431 };
    const b = { latitude: 30.26721, longitude: -97.7431 };
    expect(distanceFeet(a, b)).toBeCloseTo(0.00001 * 69.09 * 5280, 3);
    expect(distanceMiles(a, { latitude: 32.7767, longitude: -96.797 })).toBeCloseTo(
      distanceMiles({ latitude: 32.7767, longitude: -96.797 }, a),
      9,
    );
  });

  it('converts miles to kilometres and feet and back', () => {
    expect(milesToKm(1)).toBeCloseTo(1.609344, 9);
    expect(milesToFeet(2)).toBe(10560);
    expect(feetToMiles(2640)).toBe(0.5);
  });
});

describe('completionDistance', () => {
  const property = { latitude: 30.27, longitude: -97.74 };

  it('records only a completion farther than 450 feet', () => {
    // 0.001 degree of latitude is about 365 feet; 0.002 about 730.
    expect(completionDistance({ latitude: 30.271, longitude: -97.74 }, property)).toBeNull();
    expect(completionDistance({ latitude: 30.272, longitude: -97.74 }, property)).toBe(730);
  });

  it('records nothing when either position is unknown', () => {
    expect(completionDistance({}, property)).toBeNull();
    expect(completionDistance({ latitude: 31, longitude: -97 }, { latitude: null, longitude: null })).toBeNull();
  });
});

describe('routeEstimate', () => {
  it('sums the legs, applies the detour factor and drives them at the average speed', () => {
    const points = [{ latitude: 30, longitude: -97 }, null, { latitude: 30.5, longitude: -97 }, { latitude: 31, longitude: -97 }];
    const { miles, minutes } = routeEstimate(points, { detourFactor: 1.3, averageSpeedMph: 30 });
    expect(miles).toBeCloseTo(69.09 * 1.3, 6);
    expect(minutes).toBeCloseTo((69.09 * 1.3 * 60) / 30, 6);
    expect(routeEstimate([{ latitude: 30, longitude: -97 }], { detourFactor: 1.3, averageSpeedMph: 30 })).toEqual({ miles: 0, minutes: 0 });
  });
});
