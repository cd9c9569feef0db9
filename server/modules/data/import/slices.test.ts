import { describe, expect, it } from 'vitest';
import { nextSlice, restAfter } from './slices';

describe('nextSlice', () => {
  it('cuts a slice that took long to what takes about 120 ms, never under 5 customers', () => {
    expect(nextSlice(100, 4300)).toBe(5);
    expect(nextSlice(20, 240)).toBe(10);
    expect(nextSlice(20, 120)).toBe(20);
  });

  it('grows a quick slice at most twofold, and never past 100 customers', () => {
    expect(nextSlice(20, 10)).toBe(40);
    expect(nextSlice(80, 50)).toBe(100);
  });
});

describe('restAfter', () => {
  it('rests a quarter of the slice, at least 20 ms and at most a second', () => {
    expect(restAfter(40)).toBe(20);
    expect(restAfter(400)).toBe(100);
    expect(restAfter(8000)).toBe(1000);
  });
});
