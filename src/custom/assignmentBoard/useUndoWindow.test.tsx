import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNDO_MS, useUndoWindow } from './useUndoWindow';

describe('the Undo window', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => vi.useRealTimers());

  it('is found again by a reload within its minute, under its own key only', () => {
    const first = renderHook(() => useUndoWindow<string[]>('undo.route.c1.2026-11-30'));
    act(() => first.result.current[1](['w2', 'w1']));
    expect(first.result.current[0]).toEqual(['w2', 'w1']);
    first.unmount();

    vi.advanceTimersByTime(UNDO_MS / 2);
    expect(renderHook(() => useUndoWindow<string[]>('undo.route.c1.2026-11-30')).result.current[0]).toEqual(['w2', 'w1']);
    expect(renderHook(() => useUndoWindow<string[]>('undo.route.c2.2026-11-30')).result.current[0]).toBeNull();
  });

  it('follows its key: another crew day shows its own Undo, and coming back shows this one', () => {
    const { result, rerender } = renderHook(({ key }) => useUndoWindow<string>(key), { initialProps: { key: 'a' } });
    act(() => result.current[1]('order of a'));
    rerender({ key: 'b' });
    expect(result.current[0]).toBeNull();
    rerender({ key: 'a' });
    expect(result.current[0]).toBe('order of a');
  });

  it('ends a minute after it was set, in the page and in storage, and a cleared one is gone on reload', () => {
    const { result } = renderHook(() => useUndoWindow<string>('k'));
    act(() => result.current[1]('x'));
    act(() => vi.advanceTimersByTime(UNDO_MS - 1));
    expect(result.current[0]).toBe('x');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current[0]).toBeNull();
    expect(sessionStorage.getItem('k')).toBeNull();

    act(() => result.current[1]('y'));
    act(() => result.current[1](null));
    expect(renderHook(() => useUndoWindow<string>('k')).result.current[0]).toBeNull();
  });

  it('keeps nothing in storage without a key, and reads a damaged entry as none', () => {
    const { result } = renderHook(() => useUndoWindow<string>(null));
    act(() => result.current[1]('z'));
    expect(result.current[0]).toBe('z');
    expect(sessionStorage.length).toBe(0);
    sessionStorage.setItem('bad', '{not json');
    expect(renderHook(() => useUndoWindow<string>('bad')).result.current[0]).toBeNull();
  });
});
