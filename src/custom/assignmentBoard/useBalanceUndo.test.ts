import { describe, expect, it } from 'vitest';
import { orderBefore } from './useBalanceUndo';

describe('the order a balance undo puts back', () => {
  it('is the order before for the visits still there, then any that joined since, in their order now', () => {
    expect(orderBefore(['a', 'b', 'c'], ['c', 'x', 'a', 'b'])).toEqual(['a', 'b', 'c', 'x']);
  });

  it('leaves out visits that have left the day since', () => {
    expect(orderBefore(['a', 'gone', 'b'], ['b', 'a'])).toEqual(['a', 'b']);
  });
});
