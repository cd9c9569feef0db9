// The zip code map selector as a chunk of its own: the market and vendor forms load Leaflet only when they show the map.
import { lazy, Suspense } from 'react';
import { Skeleton } from '@mui/material';
import type { ZipcodeMapSelectorProps } from './ZipcodeMapSelector';
import { MAP_HEIGHT } from './mapConfig';

const Selector = lazy(() => import('./ZipcodeMapSelector').then((module) => ({ default: module.ZipcodeMapSelector })));

export function LazyZipcodeMapSelector(props: ZipcodeMapSelectorProps) {
  return (
    <Suspense fallback={<Skeleton variant="rectangular" height={MAP_HEIGHT} sx={{ width: '100%', borderRadius: 1 }} />}>
      <Selector {...props} />
    </Suspense>
  );
}
