import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDeferredArrival } from './useDeferredArrival';

describe('useDeferredArrival', () => {
  it('draws data that first arrives in a transition, and its later changes at once', async () => {
    const seen: (string | undefined)[] = [];
    const { result, rerender } = renderHook(
      ({ value }) => {
        const shown = useDeferredArrival(value);
        seen.push(shown);
        return shown;
      },
      { initialProps: { value: undefined as string | undefined } },
    );
    rerender({ value: 'day' });
    await waitFor(() => expect(result.current).toBe('day'));
    // The render that received the day still drew without it: the day came in the transition after.
    expect(seen.slice(0, 2)).toEqual([undefined, undefined]);
    const before = seen.length;
    rerender({ value: 'day, a stop done' });
    expect(seen[before]).toBe('day, a stop done');
  });
});
