// The browser's architecture rules as a test: every screen declared once, and feature folders entered only through
// their declaration (STYLE.md, "Domains and doors").
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf as importsOfFile } from '../build/importGraph';
import { SCREENS } from '../common/screens';
import { SCREEN_DECLARATIONS } from './screens';

const SRC = __dirname;
/** Where a feature keeps what others may import: its declaration, its route paths and link builders, a resource's door. */
const DOORS = /^(screen|paths|index)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = sourceFiles(SRC).map((path) => ({ file: relative(SRC, path).split('\\').join('/'), text: readFileSync(path, 'utf8') }));
/** `custom/<feature>/…` → `custom/<feature>`; undefined outside the feature folders. */
const featureOf = (file: string) => /^(custom|crew|customer|resources)\/[^/]+(?=\/)/.exec(file)?.[0];

/** Shared code that still sits in a feature (none now; a line here names one until it moves to src/ui/). */
const KNOWN: string[] = [];

/** The modules a file loads, read by the TypeScript compiler's parser; a type-only import loads none. */
const importsOf = ({ file, text }: { file: string; text: string }): string[] =>
  importsOfFile(`src/${file}`, text)
    .filter(({ typeOnly }) => !typeOnly)
    .map(({ target }) => target.replace(/^src\//, ''));

describe('screens and feature folders', () => {
  it('finds the files it scans', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.map(({ file }) => file)).toContain('custom/dashboard/screen.ts');
  });

  it('reads imports as the compiler does: a comment or a type-only name loads nothing, a lazy page loads its file', () => {
    const text = [
      "// import { Old } from './custom/a/Page';",
      "import { type Props } from './custom/b/Page';",
      "import { Used } from './custom/c/Page';",
      "const Lazy = lazy(() => import('./custom/d/Page'));",
    ].join('\n');
    expect(importsOf({ file: 'App.tsx', text })).toEqual(['custom/c/Page', 'custom/d/Page']);
  });

  it('lets code outside the feature folders into src/custom/<feature>/ only through its declaration or paths', () => {
    const deep = files
      .filter(({ file }) => !featureOf(file))
      .flatMap((source) =>
        importsOf(source)
          .filter(
            (target) =>
              /^custom\/[^/]+\//.test(target) &&
              !DOORS.test(
                target
                  .split('/')
                  .pop()!
                  .replace(/\.tsx?$/, ''),
              ),
          )
          .map((target) => `${source.file} → ${target}`),
      );
    expect(deep.filter((line) => !KNOWN.includes(line))).toEqual([]);
    expect(
      KNOWN.filter((line) => !deep.includes(line)),
      'a known one mended: remove it from KNOWN',
    ).toEqual([]);
  });

  it('declares every screen rule of common/screens.ts exactly once', () => {
    const declared = SCREEN_DECLARATIONS.flatMap(({ screen, rules = [] }) => [screen, ...rules]);
    expect(declared.filter((screen, index) => declared.indexOf(screen) !== index).map(({ path }) => path)).toEqual([]);
    expect(SCREENS.filter((screen) => !declared.includes(screen)).map(({ path }) => path)).toEqual([]);
    expect(declared.filter((screen) => !SCREENS.includes(screen)).map(({ path }) => path)).toEqual([]);
  });

  it('mounts each declared path once', () => {
    const paths = SCREEN_DECLARATIONS.flatMap(({ screen, page, routes = {} }) => [...(page ? [screen.path] : []), ...Object.keys(routes)]);
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
  });

  it('gives every rule a path of its own', () => {
    const keys = SCREENS.map(({ path, prefix }) => `${path}${prefix ? '/*' : ''}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('registers each react-admin resource with one screen', () => {
    const names = SCREEN_DECLARATIONS.flatMap(({ resources = [] }) => resources.map(({ name }) => name));
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('leaves the route table, the menu and canAccess no page or list of their own to load', () => {
    for (const file of ['routes.tsx', 'App.tsx', 'auth/authProvider.ts', 'layout/Menu.tsx', 'layout/menuIcons.ts']) {
      const { text } = files.find((source) => source.file === file)!;
      expect(text, file).not.toMatch(/import\(|lazy(Named)?\(/);
    }
  });
});
