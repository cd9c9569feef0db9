import { describe, expect, it } from 'vitest';
import { completionDistance, distanceFeet } from './distance';

describe('distanceFeet', () => {
  it('is zero for one point and about 364,800 feet (69.09 miles) for a degree of latitude', () => {
    expect(distanceFeet({ latitude: 30.27, longitude: -97.74 }, { latitude: 30.27, longitude: -97.74 })).toBe(0);
    expect(distanceFeet({ latitude: 30, longitude: -97 }, { latitude: 31, longitude: -97 })).toBeCloseTo(69.09 * 5280, 0);
  });

  it('shrinks a degree of longitude with the latitude', () => {
    const atEquator = distanceFeet({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 });
    const inAustin = distanceFeet({ latitude: 30.27, longitude: 0 }, { latitude: 30.27, longitude: 1 });
    expect(inAustin / atEquator).toBeCloseTo(Math.cos((30.27 * Math.PI) / 180), 3);
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
