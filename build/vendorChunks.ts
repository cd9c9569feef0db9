import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// React and MUI in one chunk each, which changes only on an upgrade, so a release of LawnDesk leaves browsers' cached
// copies valid. react-admin is left to the automatic splitting: its barrel would bring every list, form and input
// component into one chunk of 256 KB gzipped that the sign-in page must load (docs/performance.md).

/** Vendor groups, first match wins, by the package's folder under node_modules. */
export const VENDOR_GROUPS: { name: string; packages: RegExp }[] = [
  { name: 'vendor-react', packages: /^(react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)$/ },
  // Icons stay with the screens that show them.
  {
    name: 'vendor-mui',
    packages:
      /^(@mui\/(?!icons-material).+|@emotion\/.+|@popperjs\/core|stylis|react-transition-group|clsx|prop-types|react-is|hoist-non-react-statics|@babel\/runtime)$/,
  },
];

/** The package a module id belongs to (`@scope/name` or `name`), or undefined for the app's own modules. */
export function packageOf(moduleId: string): string | undefined {
  const parts = moduleId.split(/[\\/]node_modules[\\/]/);
  if (parts.length < 2) return undefined;
  const [first, second] = parts[parts.length - 1].split(/[\\/]/);
  return first.startsWith('@') ? `${first}/${second}` : first;
}

/** The vendor chunk of a module; undefined for the app's own modules and the packages left to the automatic splitting. */
export function vendorChunkOf(moduleId: string): string | undefined {
  const name = packageOf(moduleId);
  return name === undefined ? undefined : VENDOR_GROUPS.find(({ packages }) => packages.test(name))?.name;
}

/**
 * The screen table the app starts with: the rules, every screen's declaration, the route paths beside them, the lazy
 * loader they call and the route guard reading them. Left to the automatic splitting, each paths.ts that a page shares
 * with its declaration became a chunk of its own, and lazyNamed and the menu's icons landed in a chunk with the route
 * guard, which imports the table back: a cycle between two chunks that left React undefined when the app loaded.
 */
export const SCREEN_TABLE =
  /[\\/](common[\\/]screens|src[\\/](screens|lazyNamed|auth[\\/]routeAccess)|src[\\/].+[\\/](screen|paths)|src[\\/]resources[\\/]\w+[\\/]index)\.ts$/;

/** The files of the screen table under `root`, as paths relative to it. */
export function screenTableFiles(root: string): string[] {
  return ['src', 'common'].flatMap((folder) =>
    (readdirSync(path.join(root, folder), { recursive: true }) as string[])
      .map((file) => path.join(folder, file))
      .filter((file) => SCREEN_TABLE.test(`/${file}`)),
  );
}

/**
 * The icons the screen table's declarations import. They must sit in its chunk: left to the splitting they landed in
 * the App chunk, which imports the table back, so the declarations ran before their icons and the menu showed a gear
 * for every entry.
 */
export function screenTableIcons(root: string): Set<string> {
  const names = screenTableFiles(root).flatMap((file) =>
    [...readFileSync(path.join(root, file), 'utf8').matchAll(/['"]@mui\/icons-material\/(\w+)['"]/g)].map(([, name]) => name),
  );
  return new Set(names);
}

/** Whether a module is one of `icons`, or the helper every icon module imports. */
export function isIconOf(icons: Set<string>, moduleId: string): boolean {
  const match = /[\\/]@mui[\\/]icons-material[\\/](?:esm[\\/])?(utils[\\/])?(\w+)\.js$/.exec(moduleId);
  return match !== null && (match[1] !== undefined || icons.has(match[2]));
}

const ICONS = screenTableIcons(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));

/** Rolldown's `output.codeSplitting`; an earlier group takes its modules first, also those a later group's depend on. */
export const vendorCodeSplitting = {
  groups: [
    ...VENDOR_GROUPS.map(({ name }, index) => ({
      name,
      test: (moduleId: string) => vendorChunkOf(moduleId) === name,
      priority: VENDOR_GROUPS.length + 1 - index,
    })),
    // Its own modules only: zod and the schemas it imports are the sign-in page's too.
    {
      name: 'screens',
      test: (moduleId: string) => SCREEN_TABLE.test(moduleId) || isIconOf(ICONS, moduleId),
      priority: 1,
      includeDependenciesRecursively: false,
    },
  ],
};
