// What a visitor's browser loads first, as the Vite manifest of a real build names it: the standalone sign-in page holds
// none of react-admin's <Admin>, the app's start none of the big screen libraries, and each phone page's start stays
// within its budget (build/phonePages.ts). One build for all of them, made in memory.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, type Manifest, type Rolldown } from 'vite';
import { PHONE_PAGES, startKB } from './phonePages';

/** Screens that are chunks of their own, loaded once their route opens. */
const SCREENS = [
  'src/custom/dashboard/Dashboard.tsx',
  'src/resources/properties/PropertyList.tsx',
  'src/crew/dashboard/CrewDashboard.tsx',
  'src/customer/dashboard/CustomerDashboard.tsx',
  'src/layout/Menu.tsx',
];
const SCREEN_LIBRARIES = [
  'leaflet',
  'leaflet.markercluster',
  'react-leaflet',
  'react-leaflet-cluster',
  'recharts',
  'qrcode.react',
  'react-big-calendar',
  'socket.io-client',
];

/**
 * react-admin's <Admin> and what only it brings: the admin and its contexts, the UI with its layout, the resource
 * routes, react-query, the REST data provider; and the app's own route table, resources, data provider and catalogs.
 */
const ADMIN_MODULES = [
  '/node_modules/react-admin/dist/Admin.js',
  '/node_modules/ra-ui-materialui/dist/AdminUI.js',
  '/node_modules/ra-ui-materialui/dist/AdminContext.js',
  '/node_modules/ra-ui-materialui/dist/layout/Layout.js',
  '/node_modules/ra-core/dist/core/',
  '/node_modules/@tanstack/react-query/',
  '/node_modules/ra-data-simple-rest/',
  'src/App.tsx',
  'src/routes.tsx',
  'src/dataProvider/index.ts',
  'src/auth/authProvider.ts',
  'src/auth/routeAccess.ts',
  'src/i18n/en.ts',
  'src/i18n/es.ts',
];

/** The manifest keys of the chunks `root` (a dynamic import of the entry) loads, with a `page`'s if given: the entry,
 * `root`, the page, and everything those import statically. */
function chunksOf(manifest: Manifest, root: string, page?: string): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry)!;
  const start = manifest[entry].dynamicImports!.find((key) => key.endsWith(root));
  expect(start, `${root} is a dynamic import of the entry`).toBeDefined();
  const pageKey = page && Object.keys(manifest).find((key) => key.endsWith(page));
  if (page) expect(pageKey, `${page} is a chunk`).toBeDefined();
  const reached = new Set<string>();
  const pending = [entry, start!, ...(pageKey ? [pageKey] : [])];
  while (pending.length) {
    const key = pending.pop()!;
    if (reached.has(key)) continue;
    reached.add(key);
    pending.push(...(manifest[key].imports ?? []));
  }
  return [...reached];
}

let manifest: Manifest;
let chunks: Rolldown.OutputChunk[];
/** The module ids bundled into the chunks `root` loads. */
const modulesOf = (root: string, page?: string) => {
  const files = new Set(chunksOf(manifest, root, page).map((key) => manifest[key].file));
  return chunks.filter((chunk) => files.has(chunk.fileName)).flatMap((chunk) => chunk.moduleIds);
};

beforeAll(async () => {
  // Built in memory; the service worker plugin still writes its file, into a folder of the test's own.
  // As `npm run build` builds it: Vite keeps a NODE_ENV it finds set, and vitest's ('test') would bring React's
  // development build, a third larger than what a phone loads.
  const outDir = mkdtempSync(path.join(tmpdir(), 'lawndesk-build-'));
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const output = (await build({ logLevel: 'silent', build: { write: false, outDir, emptyOutDir: false } }).finally(() => {
    process.env.NODE_ENV = nodeEnv;
    rmSync(outDir, { recursive: true, force: true });
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const files = (Array.isArray(output) ? output : [output]).flatMap(({ output: bundle }) => bundle);
  const manifestAsset = files.find((file) => file.fileName === '.vite/manifest.json') as Rolldown.OutputAsset;
  manifest = JSON.parse(String(manifestAsset.source)) as Manifest;
  chunks = files.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
}, 120_000);

describe('the chunks', () => {
  // A cycle lets one chunk's modules run before those of the chunk they import from: the menu once read its icons as
  // undefined that way and showed a gear for every entry.
  it('import one another without a cycle', () => {
    const state = new Map<string, 'open' | 'done'>();
    const cycles: string[][] = [];
    const workLog = (key: string, trail: string[]) => {
      if (state.get(key) === 'done') return;
      if (state.get(key) === 'open') return void cycles.push([...trail.slice(trail.indexOf(key)), key]);
      state.set(key, 'open');
      for (const next of manifest[key].imports ?? []) workLog(next, [...trail, key]);
      state.set(key, 'done');
    };
    for (const key of Object.keys(manifest)) workLog(key, []);
    expect(cycles.map((cycle) => cycle.map((key) => manifest[key].name ?? key).join(' → '))).toEqual([]);
  });
});

describe('the standalone sign-in page (src/signIn)', () => {
  it('loads the sign-in page without react-admin’s <Admin>, the route table or the data provider', () => {
    const modules = modulesOf('src/signIn/renderSignIn.tsx');
    expect(modules.some((id) => id.endsWith('src/auth/LoginPage.tsx'))).toBe(true);
    expect(modules.some((id) => id.endsWith('src/auth/RecoveryPanes.tsx'))).toBe(true);
    for (const admin of ADMIN_MODULES)
      expect(
        modules.filter((id) => id.includes(admin)),
        admin,
      ).toEqual([]);
    // The dynamic import is what keeps <Admin> away: the entry itself imports neither root statically.
    expect(modulesOf('src/renderApp.tsx').some((id) => id.endsWith('node_modules/react-admin/dist/Admin.js'))).toBe(true);
  });

  it('loads no map, chart, QR code, calendar or socket library, nor any screen', () => {
    const modules = modulesOf('src/signIn/renderSignIn.tsx');
    for (const library of SCREEN_LIBRARIES)
      expect(
        modules.filter((id) => id.includes(`/node_modules/${library}/`)),
        library,
      ).toEqual([]);
    for (const screen of SCREENS)
      expect(
        modules.filter((id) => id.endsWith(screen)),
        screen,
      ).toEqual([]);
  });
});

/** The schemas a signed-in page builds as it starts: every message of zod's and the field rules they share. */
const STARTING_SCHEMAS = ['common/schemas/fields.ts', 'common/schemas/zodMessages.ts', 'common/schemas/idempotency.ts'];

describe('the app’s start (src/renderApp.tsx)', () => {
  it('loads no map, chart, QR code, calendar or socket library', () => {
    const modules = modulesOf('src/renderApp.tsx');
    for (const library of SCREEN_LIBRARIES)
      expect(
        modules.filter((id) => id.includes(`/node_modules/${library}/`)),
        library,
      ).toEqual([]);
    for (const screen of SCREENS)
      expect(
        modules.filter((id) => id.endsWith(screen)),
        screen,
      ).toEqual([]);
  });

  it('builds no schema but the fields’ (zod builds each as its module runs), nor the sign-in forms', () => {
    const schemasBuilt = (modules: string[]) =>
      modules.filter((id) => id.includes('/common/schemas/') && !STARTING_SCHEMAS.some((file) => id.endsWith(file)));
    const modules = modulesOf('src/renderApp.tsx');
    expect(schemasBuilt(modules)).toEqual([]);
    expect(modules.filter((id) => /src\/auth\/(LoginPage|RecoveryPanes)\.tsx$/.test(id))).toEqual([]);
    // The crew's day and its shell neither: its statuses come from the zod-free common/workLogStatuses.ts.
    const crewDay = [
      ...modulesOf('src/renderApp.tsx', 'src/crew/dashboard/CrewDashboard.tsx'),
      ...modulesOf('src/renderApp.tsx', 'src/layout/Layout.tsx'),
    ];
    expect(crewDay.some((id) => id.endsWith('common/workLogStatuses.ts'))).toBe(true);
    expect(schemasBuilt(crewDay)).toEqual([]);
  });
});

/** What only <Admin> brings beside its contexts: its UI with the resource routes, and the app's route table and catalogs. */
const ADMIN_UI_MODULES = [
  '/node_modules/react-admin/dist/Admin.js',
  '/node_modules/ra-ui-materialui/dist/AdminUI.js',
  '/node_modules/ra-core/dist/core/CoreAdminUI.js',
  '/node_modules/ra-core/dist/core/CoreAdminRoutes.js',
  'src/App.tsx',
  'src/routes.tsx',
  'src/i18n/en.ts',
  'src/i18n/es.ts',
];

describe.each([
  {
    start: 'src/crewApp/renderCrew.tsx',
    app: 'src/crewApp/CrewApp.tsx',
    pages: ['src/crew/dashboard/CrewDashboard.tsx', 'src/crew/map/CrewMapPage.tsx'],
  },
  {
    start: 'src/portalApp/renderPortal.tsx',
    app: 'src/portalApp/PortalApp.tsx',
    pages: ['src/customer/dashboard/CustomerDashboard.tsx', 'src/customer/referAndEarn/ReferAndEarnPage.tsx'],
  },
])('a start of its own ($start)', ({ start, app, pages }) => {
  it('loads its pages and the shell without <Admin>’s UI, the app’s route table or its whole catalog', () => {
    const modules = [...pages, 'src/layout/Layout.tsx'].flatMap((page) => modulesOf(start, page));
    expect(modules.some((id) => id.endsWith(app))).toBe(true);
    for (const admin of ADMIN_UI_MODULES)
      expect(
        modules.filter((id) => id.includes(admin)),
        admin,
      ).toEqual([]);
  });
});

describe('the phone pages (build/phonePages.ts)', () => {
  // Sizes, not timings: what a phone must download, parse and run before the page works (docs/performance.md).
  it.each(PHONE_PAGES)('$path loads no more JavaScript as it starts than its budget', (page) => {
    const code = new Map(chunks.map((chunk) => [chunk.fileName, chunk.code]));
    const kb = startKB(manifest, page, (file) => code.get(file)!);
    expect(kb, `${page.path} starts with ${kb.toFixed(1)} KB gzip, over its ${page.budgetKB} KB`).toBeLessThanOrEqual(page.budgetKB);
    // A budget far above what the page loads would let it grow unseen: lowered with the page.
    expect(kb, `${page.path} starts with ${kb.toFixed(1)} KB gzip: lower its budget of ${page.budgetKB} KB`).toBeGreaterThan(
      page.budgetKB * 0.9,
    );
  });
});
