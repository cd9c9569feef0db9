import { describe, expect, it } from 'vitest';
import { moveBeside } from './routeOrder';

describe('moveBeside', () => {
  it('moves a visit before or after its neighbour, keeping the rest of the day in order', () => {
    expect(moveBeside(['a', 'b', 'c', 'd'], 'c', 'b', 'before')).toEqual(['a', 'c', 'b', 'd']);
    expect(moveBeside(['a', 'b', 'c', 'd'], 'b', 'c', 'after')).toEqual(['a', 'c', 'b', 'd']);
  });

  it('jumps over visits the board does not show (a filtered board)', () => {
    expect(moveBeside(['a', 'hidden', 'b', 'c'], 'b', 'a', 'before')).toEqual(['b', 'a', 'hidden', 'c']);
    expect(moveBeside(['a', 'hidden', 'b'], 'a', 'b', 'after')).toEqual(['hidden', 'b', 'a']);
  });

  it('leaves the order alone when either visit is no longer in the day', () => {
    expect(moveBeside(['a', 'b'], 'gone', 'a', 'before')).toEqual(['a', 'b']);
    expect(moveBeside(['a', 'b'], 'a', 'gone', 'after')).toEqual(['a', 'b']);
  });
});
