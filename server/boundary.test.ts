// The server's domains and doors (docs/architecture.md): a domain reaches another only through its index.ts, the
// domain graph is the one pinned in server/domainGraph.txt (the docs' map is drawn from it), no circle joins domains or
// files, server/lib/ and server/plugins/ import no domain, and the rest (db, app, scripts, bench) only doors.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DOC_FILE,
  domainDecorators,
  domainEdges,
  domainOf,
  domains,
  edgeLine,
  isDoor,
  isReadEntrance,
  mapBlock,
  parsePin,
  PIN_FILE,
  pinText,
  readPin,
  serverFiles,
  withMap,
} from '../build/domainGraph';
import { circles, fileCircles, importGraph, ROOT } from '../build/importGraph';

const files = serverFiles();
const edges = domainEdges(files);
const importEdges = edges.filter((edge) => !edge.decorator && !edge.reads && !edge.within);
/** File circles allowed to remain: none. */
const KNOWN_CIRCLES: string[] = [];
const RE_PIN = 'run `npm run docs:graph` and commit server/domainGraph.txt and docs/architecture.md';

describe('the server’s domains and doors', () => {
  it('finds the files and the domains it checks', () => {
    expect(files.length).toBeGreaterThan(300);
    for (const folder of ['server/db/', 'server/demo/', 'scripts/', 'bench/'])
      expect(
        files.some(({ file }) => file.startsWith(folder)),
        folder,
      ).toBe(true);
    expect(domains()).toContain('billing');
    // About a dozen (STYLE.md), at most 18 (accounting, quotes and treatments the newest): import, export and backups are one domain, data.
    expect(domains().length).toBeLessThanOrEqual(18);
    expect(importEdges.length).toBeGreaterThan(10);
  });

  it('gives every domain a door: its index.ts', () => {
    expect(domains().filter((domain) => !files.some(({ file }) => file === `server/modules/${domain}/index.ts`))).toEqual([]);
  });

  it('keeps server/db/ below the domains: the schema, migrations and client import none of them', () => {
    expect(files.filter(({ file, imports }) => file.startsWith('server/db/') && imports.some(({ target }) => domainOf(target)))).toEqual(
      [],
    );
  });

  it('lets code outside a domain (other domains, db, app, scripts, bench) import it only through its index.ts or reads.ts', () => {
    const deep = files.flatMap(({ file, imports }) =>
      imports
        .filter(({ target }) => domainOf(target) && domainOf(target) !== domainOf(file) && !isDoor(target) && !isReadEntrance(target))
        .map(({ target }) => `${file} → ${target}`),
    );
    expect(deep).toEqual([]);
  });

  it('has exactly the pinned domain graph, no edge more or less', () => {
    const pinned = readPin().map(edgeLine);
    const found = edges.map(edgeLine);
    expect(
      found.filter((line) => !pinned.includes(line)),
      `new edges: ${RE_PIN}`,
    ).toEqual([]);
    expect(
      pinned.filter((line) => !found.includes(line)),
      `edges gone: ${RE_PIN}`,
    ).toEqual([]);
    expect(readFileSync(join(ROOT, PIN_FILE), 'utf8'), `one edge a line, sorted: ${RE_PIN}`).toBe(pinText(readPin()));
  });

  it('draws the docs’ map from the pin', () => {
    const doc = readFileSync(join(ROOT, DOC_FILE), 'utf8');
    expect(doc, RE_PIN).toContain(mapBlock(readPin()));
  });

  it('has no circle between domains through their doors', () => {
    expect(circles(importEdges.map(({ from, to }) => [from, to] as const))).toEqual([]);
  });

  it('has no circle between files, type-only imports counted', () => {
    const found = fileCircles(importGraph(['server', 'common', 'scripts', 'bench'])).map((group) => group.join(' ⇄ '));
    expect(found.filter((circle) => !KNOWN_CIRCLES.includes(circle))).toEqual([]);
    expect(
      KNOWN_CIRCLES.filter((circle) => !found.includes(circle)),
      'a known circle mended: remove it from KNOWN_CIRCLES',
    ).toEqual([]);
  });

  it('keeps a read entrance (reads.ts) free of domain imports, so that reading through it closes no circle', () => {
    const entrances = files.filter(({ file }) => isReadEntrance(file));
    expect(entrances.map(({ file }) => file)).toContain('server/modules/customers/reads.ts');
    const wrongWay = entrances.flatMap(({ file, imports }) =>
      imports.filter(({ target }) => domainOf(target)).map(({ target }) => `${file} → ${target}`),
    );
    expect(wrongWay).toEqual([]);
  });

  it('keeps server/lib/ and server/plugins/ free of domain imports', () => {
    const wrongWay = files
      .filter(({ file }) => /^server\/(lib|plugins)\//.test(file))
      .flatMap(({ file, imports }) => imports.filter(({ target }) => domainOf(target)).map(({ target }) => `${file} → ${target}`));
    expect(wrongWay).toEqual([]);
  });

  it('finds a circle it is shown', () => {
    expect(
      circles([
        ['billing', 'customers'],
        ['customers', 'referrals'],
        ['referrals', 'billing'],
        ['reports', 'billing'],
      ]),
    ).toEqual([['billing', 'customers', 'referrals']]);
  });

  it('finds a decorator one domain calls and another stands behind, and pins it as an edge', () => {
    const shown = [
      {
        file: 'server/app.ts',
        text: "import { replan } from './modules/scheduling';\nconst replanAll = (ids) => replan(ids);\napp.decorate('replanAll', replanAll);",
        imports: [{ target: 'server/modules/scheduling/index.ts', typeOnly: false }],
      },
      { file: 'server/modules/billing/holds.ts', text: 'await app.replanAll([1]);', imports: [] },
      { file: 'server/modules/vendors/index.ts', text: "fastify.decorate('vendorGuard', guard);", imports: [] },
      { file: 'server/modules/vendors/routes.ts', text: 'app.vendorGuard();', imports: [] },
    ];
    expect(domainDecorators(shown).map(({ name, owner }) => `${name}: ${owner}`)).toEqual([
      'replanAll: scheduling',
      'vendorGuard: vendors',
    ]);
    expect(domainEdges(shown).map(edgeLine)).toEqual(['billing -> scheduling via app.replanAll']);
  });

  it('draws a within subscriber from each domain that emits its event, and pins it', () => {
    const shown = [
      {
        file: 'server/modules/billing/holds.ts',
        text: "await events.emit(tx, placed ? 'hold.placed' : 'hold.released', hold);",
        imports: [],
      },
      { file: 'server/modules/scheduling/index.ts', text: "subscribe('hold.placed', 'scheduling: plans again', run);", imports: [] },
      {
        file: 'server/modules/customers/subscribers.ts',
        text: "subscribeWithin(\n  'hold.placed',\n  'customers: holds the visits', hold);",
        imports: [],
      },
    ];
    const edges = domainEdges(shown);
    expect(edges.map(edgeLine)).toEqual(['billing -> customers within hold.placed: holds the visits']);
    expect(edges[0].reason).toBe('holds the visits');
    expect(parsePin(pinText(edges))).toEqual([{ from: 'billing', to: 'customers', within: 'hold.placed', reason: 'holds the visits' }]);
  });

  it('reads the pin it writes and redraws only the map block', () => {
    const pin = pinText([
      { from: 'vendors', to: 'workLogs' },
      { from: 'billing', to: 'scheduling', decorator: 'replanAll' },
    ]);
    expect(pin).toBe('billing -> scheduling via app.replanAll\nvendors -> workLogs\n');
    expect(parsePin(pin).map(edgeLine)).toEqual(['billing -> scheduling via app.replanAll', 'vendors -> workLogs']);
    const doc = readFileSync(join(ROOT, DOC_FILE), 'utf8');
    const redrawn = withMap(doc, parsePin(pin));
    expect(redrawn).toContain('vendors     ──► workLogs');
    expect(redrawn).not.toContain('workLogs    ──► billing');
    expect(withMap(redrawn, readPin())).toBe(doc);
  });
});
