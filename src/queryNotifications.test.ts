import { notifyManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { coalesceQueryNotifications } from './queryNotifications';

describe('coalesceQueryNotifications', () => {
  afterEach(() => vi.useRealTimers());

  it('delivers every batch queued before the timer fires in that one timer, in order, and then sets a new one', () => {
    vi.useFakeTimers();
    coalesceQueryNotifications();
    const delivered: string[] = [];
    for (const name of ['day', 'prompt', 'clock']) notifyManager.schedule(() => delivered.push(name));
    expect(vi.getTimerCount()).toBe(1);
    expect(delivered).toEqual([]);
    vi.runOnlyPendingTimers();
    expect(delivered).toEqual(['day', 'prompt', 'clock']);
    notifyManager.schedule(() => delivered.push('later'));
    expect(vi.getTimerCount()).toBe(1);
    vi.runOnlyPendingTimers();
    expect(delivered).toEqual(['day', 'prompt', 'clock', 'later']);
  });

  it('still delivers the other batches when one throws, and reports the error in a task of its own', () => {
    vi.useFakeTimers();
    coalesceQueryNotifications();
    const delivered: string[] = [];
    notifyManager.schedule(() => {
      throw new Error('listener failed');
    });
    notifyManager.schedule(() => delivered.push('next'));
    vi.runOnlyPendingTimers();
    expect(delivered).toEqual(['next']);
    expect(() => vi.runOnlyPendingTimers()).toThrow('listener failed');
  });
});
