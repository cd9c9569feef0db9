// Mounts its children in a transition started once the rest of the tree has committed: they are built between the
// browser's frames and committed in a task of their own. For what a page can show a moment later without moving anything
// (the app bar's buttons at its end), so that a phone's first commit, which React cannot break up, stays short.
import { type ReactNode, startTransition, useEffect, useState } from 'react';

export function AfterFirstCommit({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : null;
}
