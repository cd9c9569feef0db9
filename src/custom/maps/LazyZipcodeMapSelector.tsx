// The zip code map as a chunk of its own: leaflet loads when a market or vendor form shows the map, never with the
// sign-in page or the rest of the staff app.
import { lazy, Suspense } from 'react';
import { LinearProgress } from '@mui/material';
import type { ZipcodeMapSelectorProps } from './ZipcodeMapSelector';

const ZipcodeMapSelectorChunk = lazy(() => import('./ZipcodeMapSelector').then((module) => ({ default: module.ZipcodeMapSelector })));

export function LazyZipcodeMapSelector(props: ZipcodeMapSelectorProps) {
  return (
    <Suspense fallback={<LinearProgress sx={{ my: 2 }} />}>
      <ZipcodeMapSelectorChunk {...props} />
    </Suspense>
  );
}
