import { describe, expect, it } from 'vitest';
import { OPEN_STREET_MAP_TILES, tileSourceOf } from './mapTiles';

describe('tileSourceOf', () => {
  it('turns a tile URL template into the source a CSP admits', () => {
    expect(tileSourceOf(OPEN_STREET_MAP_TILES)).toBe('https://*.tile.openstreetmap.org');
    expect(tileSourceOf('https://tiles-{s}.example.com:8443/{z}/{x}/{y}.png')).toBe('https://*.example.com:8443');
    expect(tileSourceOf('https://tiles.example.com/styles/{z}/{x}/{y}@2x.png?key=abc')).toBe('https://tiles.example.com');
  });

  it('adds nothing for no tile layer or tiles served by the app itself', () => {
    expect(tileSourceOf('')).toBeUndefined();
    expect(tileSourceOf('/tiles/{z}/{x}/{y}.png')).toBeUndefined();
  });
});
