// A long list drawn in two steps: the rows a phone's first screen holds at once, the rest at transition priority, which
// React renders in slices between the browser's frames, so the page answers taps while a day of stops fills in.
import { startTransition, useEffect, useState } from 'react';

export function useGrowingCount(total: number, first: number): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    // `first` more at a time: each step's commit (which React cannot slice) stays a short task.
    if (count < total) startTransition(() => setCount(Math.min(total, count + first)));
  }, [count, total, first]);
  return Math.min(count, total);
}
