// Data that arrives after the page drew its frame (a query's answer) is first drawn at transition priority, which React
// renders in slices between the browser's frames instead of in one long task; once shown, its changes draw at once, so
// what a tap changes shows immediately.
import { useDeferredValue, useEffect, useState } from 'react';

export function useDeferredArrival<T>(value: T | undefined): T | undefined {
  const deferred = useDeferredValue(value);
  const [arrived, setArrived] = useState(false);
  useEffect(() => {
    if (deferred !== undefined) setArrived(true);
  }, [deferred]);
  return arrived ? value : deferred;
}
