// The server's domains and doors (docs/architecture.md): a domain reaches another only through its index.ts, no circle
// joins domains, and server/lib/ and server/plugins/ import no domain. A source scan keeps it so.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER = __dirname;
const MODULES = join(SERVER, 'modules');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();
const serverPath = (path: string) => relative(SERVER, path).split('\\').join('/');

/** The file a relative specifier names, as TypeScript resolves it: the file, its `.ts`, or its folder's index.ts. */
function resolved(from: string, specifier: string): string {
  const path = resolve(dirname(from), specifier);
  return [`${path}.ts`, path, join(path, 'index.ts')].find(isFile) ?? path;
}

/** Every relative import, re-export and dynamic import of a file, type-only ones included. */
function importsOf(file: string, text: string): string[] {
  const specifiers = [...text.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)'(\.[^']*)'/gm)].map((match) => match[1]);
  return specifiers.map((specifier) => serverPath(resolved(file, specifier)));
}

/** `modules/<domain>/…` names its domain; anything else (lib, plugins, db, app.ts) is none. */
const domainOf = (path: string) => /^modules\/([^/]+)\//.exec(path)?.[1];

const files = sourceFiles(SERVER).map((path) => ({ file: serverPath(path), imports: importsOf(path, readFileSync(path, 'utf8')) }));
const domains = readdirSync(MODULES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Each import from one domain into another, as `from → to`. */
const crossings = files.flatMap(({ file, imports }) =>
  imports.filter((target) => domainOf(file) && domainOf(target) && domainOf(target) !== domainOf(file)).map((target) => ({ file, target })),
);

/** The domains that reach each other, as strongly connected groups of more than one (Tarjan). */
function circles(edges: readonly (readonly [string, string])[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const [from, to] of edges) next.set(from, (next.get(from) ?? new Set()).add(to));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) visit(to);
      if (stack.includes(to)) low.set(node, Math.min(low.get(node)!, low.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      group.push(member);
    } while (member !== node);
    if (group.length > 1) found.push(group.sort());
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('the server’s domains and doors', () => {
  it('finds the files and the domains it checks', () => {
    expect(files.length).toBeGreaterThan(200);
    expect(domains).toContain('billing');
    // About a dozen (STYLE.md), at most 16 (issue 29; issue 45 added accounting): import, export and backups are one domain, data.
    expect(domains.length).toBeLessThanOrEqual(16);
    expect(crossings.length).toBeGreaterThan(10);
  });

  it('gives every domain a door: its index.ts', () => {
    expect(domains.filter((domain) => !isFile(join(MODULES, domain, 'index.ts')))).toEqual([]);
  });

  it('lets a domain import another only through its index.ts', () => {
    const deep = crossings
      .filter(({ target }) => target !== `modules/${domainOf(target)}/index.ts`)
      .map(({ file, target }) => `${file} → ${target}`);
    expect(deep).toEqual([]);
  });

  it('has no circle between domains', () => {
    expect(circles(crossings.map(({ file, target }) => [domainOf(file)!, domainOf(target)!] as const))).toEqual([]);
  });

  it('keeps server/lib/ and server/plugins/ free of domain imports', () => {
    const wrongWay = files
      .filter(({ file }) => /^(lib|plugins)\//.test(file))
      .flatMap(({ file, imports }) => imports.filter((target) => domainOf(target)).map((target) => `${file} → ${target}`));
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
});
