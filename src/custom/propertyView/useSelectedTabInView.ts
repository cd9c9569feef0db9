// Keeps the selected tab whole inside a scrollable MUI tab strip while the strip settles after it opens.
import { useEffect, useRef } from 'react';

const USER_MOVES = ['pointerdown', 'wheel', 'keydown', 'touchstart'] as const;

/**
 * MUI scrolls the selected tab into view before its scroll buttons appear and narrow the strip, so on a phone a tab
 * opened from the URL (`?tab=billing`) ended partly hidden behind a button. This scrolls the strip (never the page)
 * again each time it changes width, until the user moves it: the buttons coming and going as the user scrolls must
 * not pull the strip back. Put the returned ref on `<Tabs>`; `selected` re-arms it when another tab is chosen.
 */
export function useSelectedTabInView<T extends HTMLElement>(selected: string) {
  const tabsRef = useRef<T>(null);
  useEffect(() => {
    const root = tabsRef.current;
    const strip = root?.querySelector<HTMLElement>('.MuiTabs-scroller');
    if (!root || !strip || typeof ResizeObserver === 'undefined') return undefined;
    const showSelected = () => {
      const tab = strip.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
      if (!tab) return;
      const shown = tab.getBoundingClientRect();
      const bounds = strip.getBoundingClientRect();
      if (shown.left < bounds.left) strip.scrollLeft += shown.left - bounds.left;
      else if (shown.right > bounds.right) strip.scrollLeft += shown.right - bounds.right;
    };
    const observer = new ResizeObserver(showSelected);
    const stop = () => observer.disconnect();
    observer.observe(strip);
    USER_MOVES.forEach((event) => root.addEventListener(event, stop, { passive: true }));
    return () => {
      stop();
      USER_MOVES.forEach((event) => root.removeEventListener(event, stop));
    };
  }, [selected]);
  return tabsRef;
}
