// What an Undo needs, kept for the minute the board offers it, then dropped. Kept in the tab's session storage too, so a
// reload within the minute offers the same Undo (docs/routing.md "The operator's order").
import { useCallback, useEffect, useState } from 'react';
import { UNDO_WINDOW_MS } from '../../../common/undoWindow';

/** How long the Undo of a saved change is offered. */
export const UNDO_MS = UNDO_WINDOW_MS;

interface Kept<T> {
  value: T;
  /** When the offer ends (ms since the epoch). */
  until: number;
}

function readKept<T>(key: string | null): Kept<T> | null {
  if (!key) return null;
  try {
    const kept = JSON.parse(sessionStorage.getItem(key) ?? 'null') as Kept<T> | null;
    return kept && typeof kept.until === 'number' && kept.until > Date.now() ? kept : null;
  } catch {
    return null;
  }
}

function writeKept<T>(key: string | null, kept: Kept<T> | null) {
  if (!key) return;
  try {
    if (kept) sessionStorage.setItem(key, JSON.stringify(kept));
    else sessionStorage.removeItem(key);
  } catch {
    // Storage full or refused: the Undo still lasts while the page does.
  }
}

/**
 * A value that clears itself UNDO_MS after it was last set, kept under `key` in the tab's session storage (a key per
 * crew day, say, so a reload, or going back to that day, finds it; null keeps it in the page alone).
 */
export function useUndoWindow<T>(key: string | null) {
  const [kept, setKept] = useState<Kept<T> | null>(() => readKept<T>(key));
  const [keptKey, setKeptKey] = useState(key);
  if (keptKey !== key) {
    setKeptKey(key);
    setKept(readKept<T>(key));
  }
  useEffect(() => {
    if (!kept) return;
    const timer = setTimeout(
      () => {
        writeKept(key, null);
        setKept(null);
      },
      Math.max(0, kept.until - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [kept, key]);
  const set = useCallback(
    (value: T | null) => {
      const next = value === null ? null : { value, until: Date.now() + UNDO_MS };
      writeKept(key, next);
      setKept(next);
    },
    [key],
  );
  return [kept?.value ?? null, set] as const;
}
