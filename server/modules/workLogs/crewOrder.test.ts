import { describe, expect, it } from 'vitest';
import { mergedOrder } from './crewOrder';

describe('mergedOrder', () => {
  it('puts the listed stops in the order given and keeps the others where they are', () => {
    expect(mergedOrder(['a', 'x', 'b', 'c', 'y'], ['c', 'a', 'b'])).toEqual(['c', 'x', 'a', 'b', 'y']);
  });
  it('is the list itself when it names the whole day', () => {
    expect(mergedOrder(['a', 'b', 'c'], ['b', 'c', 'a'])).toEqual(['b', 'c', 'a']);
  });
  it('refuses a stop named twice or one of another day', () => {
    expect(mergedOrder(['a', 'b'], ['a', 'a'])).toBeUndefined();
    expect(mergedOrder(['a', 'b'], ['a', 'z'])).toBeUndefined();
  });
});
