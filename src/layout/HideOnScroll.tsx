// The app bar slides away as the page scrolls down past it and back as the page scrolls up, as react-admin's does. It
// reads the scroll position only in scroll events: react-admin's (MUI's useScrollTrigger) also reads it as it mounts,
// right after the shell's commit changed the page, which makes the browser restyle and lay out the whole page inside
// that commit's task (20 ms and more of a phone's first second).
import { type ReactElement, useEffect, useState } from 'react';
import { Slide } from '@mui/material';

/** How far down the page scrolls before the bar goes, as MUI's default. */
const THRESHOLD = 100;

function useScrolledDown(): boolean {
  const [down, setDown] = useState(false);
  useEffect(() => {
    let previous: number | undefined;
    const onScroll = () => {
      const current = window.scrollY;
      setDown(previous !== undefined && current < previous ? false : current > THRESHOLD);
      previous = current;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return down;
}

export function HideOnScroll({ children, className }: { children: ReactElement; className?: string }) {
  const scrolledDown = useScrolledDown();
  return (
    <Slide appear={false} direction="down" in={!scrolledDown} className={className}>
      {children}
    </Slide>
  );
}
