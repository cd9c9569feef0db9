// The zip code map selector as a chunk of its own, so Leaflet downloads only where a map is shown.
import { lazy, Suspense } from 'react';
import { Skeleton } from '@mui/material';
import { MAP_HEIGHT } from './mapConfig';
import type { ZipcodeMapSelectorProps } from './ZipcodeMapSelector';

const Selector = lazy(() => import('./ZipcodeMapSelector').then((module) => ({ default: module.ZipcodeMapSelector })));

export function LazyZipcodeMapSelector(props: ZipcodeMapSelectorProps) {
  return (
    <Suspense fallback={<Skeleton variant="rectangular" height={MAP_HEIGHT} />}>
      <Selector {...props} />
    </Suspense>
  );
}
