import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterPaint } from './useAfterPaint';

describe('useAfterPaint', () => {
  afterEach(() => vi.useRealTimers());

  it('is false through the mount and the next frame, and true in the task after that frame', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const { result } = renderHook(() => useAfterPaint());
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersToNextFrame());
    // The frame's callback only asks for a task after it; the page is not told before that task runs.
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('does nothing once unmounted before the frame', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const { result, unmount } = renderHook(() => useAfterPaint());
    unmount();
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});
