// The pages a crew or a customer opens on a phone, and the JavaScript each loads as it starts: the chunks the Vite
// manifest names for the entry, the app's start and the page (its shell too when it has one), with everything they import
// statically. The budgets hold the figures of docs/performance.md ("Phone pages"); build/signInChunks.test.ts fails
// when a page's start grows past its budget. `node --import tsx build/phonePages.ts` prints each page's figure from the
// last build's dist/.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';

interface PhonePage {
  path: string;
  /** The manifest keys the page starts from, beside the entry. */
  roots: string[];
  /** The most its start may load, gzip -9 kilobytes (1,024 bytes) of JavaScript. */
  budgetKB: number;
}

const SHELL = 'src/layout/Layout.tsx';
/** A signed-in crew's day and map start on their own, without <Admin> (src/crewApp/renderCrew.tsx). */
const CREW = 'src/crewApp/renderCrew.tsx';
/** A signed-in customer's dashboard and Refer & Earn start on their own too (src/portalApp/renderPortal.tsx). */
const PORTAL = 'src/portalApp/renderPortal.tsx';
/** The customer's public pages start on their own, without <Admin> (src/publicPages/renderPublic.tsx). */
const PUBLIC = 'src/publicPages/renderPublic.tsx';

/**
 * Measured 2026-12-02 (issue 68) after the cuts (docs/performance.md, "Phone pages"): the Spanish catalog loaded only once
 * shown; the customer's public pages, the crew's day and map and the customer's portal started without <Admin>, each
 * with its own English; socket.io's client loaded once the shell has committed; no modulepreload links. Each budget is
 * the figure then plus about 1 %. A page past it: cut what it loads, or raise its budget here, saying why in the commit.
 */
export const PHONE_PAGES: PhonePage[] = [
  { path: '/crew/dashboard', roots: [CREW, SHELL, 'src/crew/dashboard/CrewDashboard.tsx'], budgetKB: 437 },
  { path: '/crew/map-crew', roots: [CREW, SHELL, 'src/crew/map/CrewMapPage.tsx'], budgetKB: 425 },
  { path: '/customers/dashboard', roots: [PORTAL, SHELL, 'src/customer/dashboard/CustomerDashboard.tsx'], budgetKB: 480 },
  { path: '/pay/:token', roots: [PUBLIC, 'src/customer/payLink/PayLinkPage.tsx'], budgetKB: 386 },
  { path: '/quote/:token', roots: [PUBLIC, 'src/customer/publicQuote/PublicQuotePage.tsx'], budgetKB: 392 },
  { path: '/visit/:token', roots: [PUBLIC, 'src/customer/visitPage/PublicVisitPage.tsx'], budgetKB: 340 },
];

/** The built files (`assets/….js`) a page loads as it starts. */
function startFiles(manifest: Manifest, page: PhonePage): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('the manifest has no entry');
  const reached = new Set<string>();
  const pending = [entry, ...page.roots];
  while (pending.length) {
    const key = pending.pop()!;
    if (reached.has(key)) continue;
    if (!manifest[key]) throw new Error(`${page.path}: ${key} is no chunk of the build`);
    reached.add(key);
    pending.push(...(manifest[key].imports ?? []));
  }
  return [...reached].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
}

/** A page's start in gzip -9 kilobytes, from each built file's text. */
export function startKB(manifest: Manifest, page: PhonePage, textOf: (file: string) => string | Uint8Array): number {
  const bytes = startFiles(manifest, page).reduce((sum, file) => sum + gzipSync(textOf(file), { level: 9 }).length, 0);
  return bytes / 1024;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = path.resolve('dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  for (const page of PHONE_PAGES) {
    const files = startFiles(manifest, page);
    const kb = startKB(manifest, page, (file) => readFileSync(path.join(dist, file)));
    console.log(JSON.stringify({ page: page.path, files: files.length, gzipKB: Number(kb.toFixed(1)), budgetKB: page.budgetKB }));
  }
}
