// The app bar slides away as the page scrolls down and back as it scrolls up, as react-admin's does, but watches the
// scroll only once the page has drawn its first frame (useAfterPaint): react-admin's reads the scroll position in the
// commit that mounts the shell, which lays the whole page out inside that task.
import type { ReactElement } from 'react';
import { Slide, useScrollTrigger } from '@mui/material';
import { useAfterPaint } from '../ui/useAfterPaint';

export function HideOnScroll({ children, className }: { children: ReactElement; className?: string }) {
  const painted = useAfterPaint();
  const scrolledDown = useScrollTrigger({ target: painted ? window : null });
  return (
    <Slide appear={false} direction="down" in={!scrolledDown} className={className}>
      {children}
    </Slide>
  );
}
