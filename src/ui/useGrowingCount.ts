// A long list drawn in two steps: the rows a phone's first screen holds at once, the rest at transition priority, which
// React renders in slices between the browser's frames, so the page answers taps while a day of stops fills in.
import { startTransition, useEffect, useState } from 'react';

export function useGrowingCount(total: number, first: number): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count < total) startTransition(() => setCount(total));
  }, [count, total]);
  return Math.min(count, total);
}
