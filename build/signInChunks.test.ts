// The sign-in page's JavaScript, as the Vite manifest of a real build names it, holds none of the big screen libraries.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { build, type Manifest, type Rolldown } from 'vite';

const SCREEN_LIBRARIES = ['leaflet', 'leaflet.markercluster', 'react-leaflet', 'react-leaflet-cluster', 'recharts', 'qrcode.react', 'react-big-calendar', 'socket.io-client'];

/** The manifest keys of the chunks loaded before the sign-in page shows: the entry, the shell it imports on start, and
 * everything those import statically. */
function signInChunks(manifest: Manifest): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry)!;
  const shell = manifest[entry].dynamicImports!.find((key) => key.endsWith('src/renderApp.tsx'))!;
  const reached = new Set<string>();
  const pending = [entry, shell];
  while (pending.length) {
    const key = pending.pop()!;
    if (reached.has(key)) continue;
    reached.add(key);
    pending.push(...(manifest[key].imports ?? []));
  }
  return [...reached];
}

it('loads no map, chart, QR code, calendar or socket library on the sign-in page', { timeout: 120_000 }, async () => {
  // Built in memory; the service worker plugin still writes its file, into a folder of the test's own.
  const outDir = mkdtempSync(path.join(tmpdir(), 'lawndesk-build-'));
  const output = (await build({ logLevel: 'silent', build: { write: false, outDir, emptyOutDir: false } }).finally(() => rmSync(outDir, { recursive: true, force: true }))) as
    | Rolldown.RolldownOutput
    | Rolldown.RolldownOutput[];
  const files = (Array.isArray(output) ? output : [output]).flatMap(({ output: bundle }) => bundle);
  const manifestAsset = files.find((file) => file.fileName === '.vite/manifest.json') as Rolldown.OutputAsset;
  const manifest = JSON.parse(String(manifestAsset.source)) as Manifest;
  const chunkFiles = new Set(signInChunks(manifest).map((key) => manifest[key].file));
  const modules = files.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk' && chunkFiles.has(file.fileName)).flatMap((chunk) => chunk.moduleIds);

  expect(chunkFiles.size).toBeGreaterThan(2);
  expect(modules.some((id) => id.endsWith('src/auth/LoginPage.tsx'))).toBe(true);
  for (const library of SCREEN_LIBRARIES) expect(modules.filter((id) => id.includes(`/node_modules/${library}/`)), library).toEqual([]);
  // The screens themselves are chunks of their own.
  for (const screen of ['src/custom/dashboard/Dashboard.tsx', 'src/resources/properties/PropertyList.tsx', 'src/crew/dashboard/CrewDashboard.tsx', 'src/customer/dashboard/CustomerDashboard.tsx', 'src/layout/Menu.tsx']) {
    expect(modules.filter((id) => id.endsWith(screen)), screen).toEqual([]);
  }
});
