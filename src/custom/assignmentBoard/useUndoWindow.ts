// What an Undo needs, kept for the minute the board offers it, then dropped.
import { useEffect, useState } from 'react';

/** How long the Undo of a saved change is offered. */
export const UNDO_MS = 60_000;

/** A value that clears itself UNDO_MS after it was last set. */
export function useUndoWindow<T>() {
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => {
    if (value === null) return;
    const timer = setTimeout(() => setValue(null), UNDO_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return [value, setValue] as const;
}
