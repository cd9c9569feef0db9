// The web app's feature folders as a test (STYLE.md, "Domains and doors"): no file circle, a feature entered only
// through its doors (type-only imports included), the data provider free of page types, and screen paths written only
// in common/screenPaths.ts.
import { describe, expect, it } from 'vitest';
import { SCREENS } from '../common/screens';
import { fileCircles, importGraph } from '../build/importGraph';

const files = importGraph(['src']);

/** `src/custom/<feature>/…` → `src/custom/<feature>`; undefined outside the feature folders. */
const featureOf = (file: string) => /^src\/(custom|crew|customer|resources)\/[^/]+(?=\/)/.exec(file)?.[0];
/**
 * A feature's doors: index.ts (a resource's declaration, or what others may use), screen.ts (its declaration) and
 * paths.ts (its paths, link builders and menu words). The declaration and the paths stay files of their own so that a
 * link to a screen does not load the route table's other declarations, nor a page. An index.ts re-exporting several
 * files is loaded whole by whoever imports it (the build keeps a re-exported file that has side effects), so it suits
 * importers that use all of it; code several features use in parts moves to src/ui/.
 */
const isDoor = (file: string) => /\/(index|screen|paths)\.tsx?$/.test(file);

/** The literal screen paths a file writes: a string starting with a screen's path up to its first parameter. */
const screenPrefixes = [...new Set(SCREENS.map(({ path }) => path.split('/:')[0]).filter((path) => path.length > 1))];
function writtenPaths(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return [...code.matchAll(/['"`](\/[a-z][\w\-/]*)/g)]
    .map((match) => match[1])
    .filter((literal) => screenPrefixes.some((prefix) => literal === prefix || literal.startsWith(`${prefix}/`)));
}

describe('the web app’s feature folders', () => {
  it('finds the files and features it checks', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(new Set(files.map(({ file }) => featureOf(file)).filter(Boolean)).size).toBeGreaterThan(40);
  });

  it('has no circle between files, type-only and lazy imports counted', () => {
    expect(fileCircles(importGraph(['src', 'common']))).toEqual([]);
  });

  it('lets code outside a feature import it only through its doors, type-only imports included', () => {
    const deep = files.flatMap(({ file, imports }) =>
      imports
        .filter(({ target }) => featureOf(target) && featureOf(target) !== featureOf(file) && !isDoor(target))
        .map(({ target }) => `${file} → ${target}`),
    );
    expect(deep, 'code two features share moves to src/ui/, or the feature exports it from its index.ts').toEqual([]);
  });

  it('keeps the data provider free of page types: its types come from common/', () => {
    const intoPages = files
      .filter(({ file }) => file.startsWith('src/dataProvider/'))
      .flatMap(({ file, imports }) => imports.filter(({ target }) => featureOf(target)).map(({ target }) => `${file} → ${target}`));
    expect(intoPages).toEqual([]);
  });

  it('writes screen paths only in common/: elsewhere they come from SCREEN or a folder’s paths.ts', () => {
    const written = files
      .filter(({ file }) => !file.startsWith('src/dataProvider/'))
      .flatMap(({ file, text }) => writtenPaths(text).map((literal) => `${file}: ${literal}`));
    expect(written, 'a screen’s path is written once, in common/screenPaths.ts').toEqual([]);
  });

  it('finds a written path it is shown, and not one in a comment', () => {
    expect(writtenPaths("navigate(`/customers/view/${id}`);\n// '/worklogs'\n/** '/markets' */")).toEqual(['/customers/view/']);
  });
});
