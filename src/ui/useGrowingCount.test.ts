import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useGrowingCount } from './useGrowingCount';

describe('useGrowingCount', () => {
  it('draws the first rows, then all of them, and follows a list that grows or shrinks', async () => {
    const seen: number[] = [];
    const { result, rerender } = renderHook(
      ({ total }) => {
        const count = useGrowingCount(total, 4);
        seen.push(count);
        return count;
      },
      { initialProps: { total: 20 } },
    );
    expect(seen[0]).toBe(4);
    await waitFor(() => expect(result.current).toBe(20));
    rerender({ total: 25 });
    await waitFor(() => expect(result.current).toBe(25));
    rerender({ total: 3 });
    expect(result.current).toBe(3);
  });
});
