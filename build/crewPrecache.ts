// What the crew app's service worker precaches: the chunks a crew's pages load (the shell, the crew dashboard and map
// with everything they import), never the staff or customer screens (docs/offline.md).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Manifest } from 'vite';

/**
 * The crew's pages and the signed-in shell, as the Vite manifest names them, and the Spanish catalogs (the app's and the
 * sign-in page's), chunks loaded only once Spanish is shown: a crew's phone must start in Spanish offline too.
 */
const CREW_ROOTS = [
  'src/layout/Layout.tsx',
  'src/crew/dashboard/CrewDashboard.tsx',
  'src/crew/map/CrewMapPage.tsx',
  'src/i18n/es.ts',
  'src/i18n/signInEs.ts',
];

/** What the entry starts (static imports only: the app's dynamic imports are every screen): the crew's own start of its
 * day and map, the app (every other page a crew opens), or the standalone sign-in page at /crew/login, which a crew's
 * phone must open offline too. */
const STARTS = ['src/crewApp/renderCrew.tsx', 'src/renderApp.tsx', 'src/signIn/renderSignIn.tsx'];

/**
 * The built files a crew's pages load: the entry and what it starts, then the crew roots with everything they
 * import, lazily too, with their CSS and assets.
 */
export function crewFiles(manifest: Manifest): Set<string> {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry)!;
  const files = new Set<string>();
  const seen = new Set<string>();
  const workLog = (key: string, followDynamic: boolean) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    const chunk = manifest[key];
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const imported of chunk.imports ?? []) workLog(imported, followDynamic);
    if (followDynamic) for (const imported of chunk.dynamicImports ?? []) workLog(imported, true);
  };
  workLog(entry, false);
  for (const key of manifest[entry].dynamicImports ?? []) if (STARTS.some((start) => key.endsWith(start))) workLog(key, false);
  for (const root of CREW_ROOTS) workLog(root, true);
  return files;
}

/** Workbox's `manifestTransforms` step: drops the chunks no crew page loads (the fonts and icons stay). */
export function crewPrecacheOnly(outDir: string) {
  const isChunk = (url: string) => /^assets\/.*\.(js|css)$/.test(url);
  return async (entries: { url: string; revision: string | null; size: number }[]) => {
    if (!entries.some(({ url }) => isChunk(url))) return { manifest: entries, warnings: [] };
    const crew = crewFiles(JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest);
    return { manifest: entries.filter(({ url }) => !isChunk(url) || crew.has(url)), warnings: [] };
  };
}
