// Completeness of the catalogs: English and Spanish hold the same keys and variables, every key is used, and the code
// passes keys (not English sentences) wherever a message is expected.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { isMessageKey, parseMessage } from '../../common/i18n/catalog';
import { en } from './en';
import { spanishTexts as spanishCatalog } from './es';
import { crewEn } from './crewEn';
import { portalStartEn } from './portalStartEn';
import { signInEn } from './signInI18nProvider';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [name, value] of Object.entries(tree)) {
    const key = `${prefix}${name}`;
    if (typeof value === 'string') flat.set(key, value);
    else for (const [inner, text] of flatten(value, `${key}.`)) flat.set(inner, text);
  }
  return flat;
}

const english = flatten(en as unknown as Tree);
const spanishTexts = flatten(spanishCatalog() as unknown as Tree);
const reactAdminKeys = new Set(flatten(englishMessages as unknown as Tree).keys());

const variablesOf = (text: string) => [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]))].sort();

/** Every source file the app runs (tests, their stand-in workers and the catalogs themselves excluded), with its text. */
function sources(): { path: string; text: string }[] {
  const files: { path: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (
        /\.tsx?$/.test(name) &&
        !/\.(test|spec|testWorker)\.tsx?$/.test(name) &&
        !/^(src\/i18n\/(en|es)\.ts|common\/i18n\/)/.test(path)
      )
        files.push({ path, text: readFileSync(path, 'utf8') });
    }
  };
  for (const root of ['src', 'server', 'common', 'scripts']) walk(root);
  return files;
}

const files = sources();
const literals = new Set(
  files.flatMap(({ text }) => [...text.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`$\n]*)`/g)].map((match) => match[1] ?? match[2] ?? match[3])),
);
/** `app.statuses.${status}` in a template, or a literal prefix ending in a dot: every key under it may be asked for. */
const dynamicPrefixes = [
  ...new Set(files.flatMap(({ text }) => [...text.matchAll(/`([a-z][\w.-]*\.)\$\{/g)].map((match) => match[1]))),
  ...[...literals].filter((literal) => /^[a-z][\w-]*(\.[\w-]+)*\.$/.test(literal)),
];

/**
 * Keys used without their text appearing in the code:
 * - react-admin's own (`ra.*` from ra-language-english), asked for by react-admin's components;
 * - `resources.<name>.name`, asked for by `<Resource name>`, and `resources.<name>.fields.<source>`, the label react-admin
 *   gives an input or field from its `source`: used when the name or the source is written somewhere.
 */
function isUsed(key: string): boolean {
  if (reactAdminKeys.has(key)) return true;
  if (literals.has(key) || dynamicPrefixes.some((prefix) => key.startsWith(prefix))) return true;
  const resource = /^resources\.([^.]+)\.(name|fields\.(.+))$/.exec(key);
  return Boolean(resource && literals.has(resource[3] ?? resource[1]));
}

describe('the catalogs', () => {
  it('hold the same keys in English and Spanish', () => {
    expect(
      [...english.keys()].filter((key) => !spanishTexts.has(key)),
      'keys missing from Spanish',
    ).toEqual([]);
    expect(
      [...spanishTexts.keys()].filter((key) => !english.has(key)),
      'Spanish keys without English',
    ).toEqual([]);
  });

  it('have no empty text', () => {
    const blank = (texts: Map<string, string>) =>
      [...texts].filter(([key, text]) => text.trim() === '' && english.get(key)?.trim() !== '').map(([key]) => key);
    expect(blank(english), 'English').toEqual([]);
    expect(blank(spanishTexts), 'Spanish').toEqual([]);
  });

  it('name the same variables in both languages', () => {
    const differing = [...english].filter(
      ([key, text]) => spanishTexts.has(key) && variablesOf(text).join() !== variablesOf(spanishTexts.get(key)!).join(),
    );
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it('hold no key the code never asks for', () => {
    expect([...english.keys()].filter((key) => !isUsed(key))).toEqual([]);
  });

  it('name their namespaces in snake_case, as react-admin names its own', () => {
    // A namespace is one of the first two segments (`app.work_logs`, `validation.work_log`); deeper segments that name a
    // field or a value keep its spelling (`resources.markets.fields.zipCodes`, `app.settings.holidays.christmasDay`).
    const camel = new Set(
      [...english.keys()]
        .filter((key) => !reactAdminKeys.has(key))
        .map((key) => key.split('.').slice(0, 2).join('.'))
        .filter((namespace) => /[a-z][A-Z]/.test(namespace)),
    );
    expect([...camel]).toEqual([]);
  });
});

describe('the code', () => {
  const messageLiterals = (pattern: RegExp, paths: RegExp) =>
    files
      .filter(({ path }) => paths.test(path))
      .flatMap(({ path, text }) => [...text.matchAll(pattern)].map((match) => ({ path, literal: match[1] })));

  it('gives the shared schemas and the server keys as messages, never English sentences', () => {
    const positions = [
      /(?:message|error):\s*'([^']*)'/g,
      /new HttpProblem\(\w+,\s*'([^']*)'/g,
      /\.(?:min|max|length|regex|refine|email|int|gte|lte)\([^'()]*(?:\([^()]*\))?[^'()]*,\s*'([^']*)'\)/g,
      /\b(?:requiredText|calendarDate|recordId|optionalRecordId|emailAddress|withParams)\('([^']*)'/g,
    ];
    const refused = positions
      // The sandbox gateway's host stands for PayTrace's servers: its answers are the gateway's wire format, not ours.
      .flatMap((pattern) =>
        messageLiterals(pattern, /^(common\/|server\/(modules\/(?!billing\/gateway\/sandboxHost)|lib|plugins\/(?!logging)))/),
      )
      .filter(({ literal }) => !isMessageKey(literal));
    expect(refused).toEqual([]);
  });

  it('writes no English sentence in the shared schemas or the server’s messages', () => {
    const sentence = /'([A-Z][a-z]+ [^'\n]*[.!?])'/g;
    // The OpenAPI document's own description is for developers, in English like the rest of the document.
    const found = messageLiterals(sentence, /^(common\/(schemas|userAccess)|server\/(modules\/|lib\/|plugins\/(?!openapi\.ts)))/);
    expect(found).toEqual([]);
  });

  it('gives the standalone sign-in page every key its files ask for, from its own small catalog', () => {
    const signInTexts = flatten(signInEn as unknown as Tree);
    // The page, what it calls, and the sign-out reasons it shows (set by the session keeper and the authProvider).
    const signInFiles =
      /^src\/(auth\/(LoginPage|RecoveryPanes|SignInFields|signIn|session|SessionKeeper)\.tsx?|signIn\/|dataProvider\/(httpClient|accountMethods)\.ts|layout\/Toasts\.tsx)$/;
    const asked = files
      .filter(({ path }) => signInFiles.test(path))
      .flatMap(({ text }) => [...text.matchAll(/'([a-z][\w-]*(?:\.[\w-]+)+)'/g)].map((match) => match[1]))
      .filter((key) => english.has(key));
    expect(asked.length).toBeGreaterThan(30);
    expect(asked.filter((key) => !signInTexts.has(key))).toEqual([]);
  });

  // A start of its own (src/layout/OwnStartApp.tsx) with its files, lazily imported too, but not the pages the screen
  // table's declarations name (the whole app's, opened with a page load).
  it.each([
    {
      start: "the crew's",
      catalog: crewEn,
      roots: ['src/crewApp/renderCrew.tsx', 'src/crew/dashboard/CrewDashboard.tsx', 'src/crew/map/CrewMapPage.tsx'],
    },
    {
      start: "the customer's portal's",
      catalog: portalStartEn,
      roots: [
        'src/portalApp/renderPortal.tsx',
        'src/customer/dashboard/CustomerDashboard.tsx',
        'src/customer/referAndEarn/ReferAndEarnPage.tsx',
      ],
    },
  ])('gives $start own start every key its files ask for, from its own catalog', ({ catalog, roots }) => {
    const startTexts = flatten(catalog as unknown as Tree);
    const byPath = new Map(files.map((file) => [file.path, file.text]));
    const resolve = (from: string, specifier: string) =>
      ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((end) => join(dirname(from), specifier) + end).find((path) => byPath.has(path));
    const declaration = /(^|\/)(screens?|index)\.ts$/;
    const reached = new Set<string>();
    const pending = [...roots];
    while (pending.length) {
      const path = pending.pop()!;
      if (reached.has(path)) continue;
      reached.add(path);
      const text = byPath.get(path)!;
      const statics = [...text.matchAll(/from '(\.[^']+)'/g)].map((match) => match[1]);
      const lazies = declaration.test(path) ? [] : [...text.matchAll(/import\('(\.[^']+)'\)/g)].map((match) => match[1]);
      pending.push(...[...statics, ...lazies].flatMap((specifier) => resolve(path, specifier) ?? []));
    }
    // The declarations name every screen's menu label, which the menu shows only to whom the screen admits.
    const texts = [...reached].filter((path) => path.startsWith('src/') && !declaration.test(path)).map((path) => byPath.get(path)!);
    const literalKeys = texts.flatMap((text) => [...text.matchAll(/'([a-z][\w-]*(?:\.[\w-]+)+)'/g)].map((match) => match[1]));
    const prefixes = texts.flatMap((text) => [...text.matchAll(/`([a-z][\w.-]*\.)\$\{/g)].map((match) => match[1]));
    const asked = [
      ...literalKeys.filter((key) => english.has(key)),
      ...[...english.keys()].filter((key) => prefixes.some((prefix) => key.startsWith(prefix))),
    ];
    expect(reached.has('src/layout/Layout.tsx')).toBe(true);
    expect(asked.length).toBeGreaterThan(100);
    expect([...new Set(asked.filter((key) => !startTexts.has(key)))]).toEqual([]);
  });

  it('asks translate and notify for keys the catalogs hold', () => {
    const asked = messageLiterals(/\b(?:translate|notify)\('([^']*)'/g, /^src\//).filter(
      ({ literal }) => !english.has(parseMessage(literal).key),
    );
    expect(asked).toEqual([]);
  });
});
