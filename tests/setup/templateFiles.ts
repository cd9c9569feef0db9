// The files a template leaves in the temporary directory while a run builds it, named in one place for the builder
// (tests/api/templates.ts) and for the global setup that removes them (tests/setup/apiTemplate.ts).
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Where a template database's ready marker lives; a PGlite template's tarball is its own marker. */
export const templateMarker = (name: string) => path.join(tmpdir(), `${name}.ready`);

/** Beside a ready marker: its builder's lock, the error it met (so waiters fail rather than hang), a half-written dump. */
export const markerFiles = (readyMarker: string) => ({
  lock: `${readyMarker}.lock`,
  failed: `${readyMarker}.failed`,
  partial: `${readyMarker}.partial`,
});
