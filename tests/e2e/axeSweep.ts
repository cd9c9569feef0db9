// The accessibility sweep's means, for accessibility.spec.ts and accessibilityAdmin.spec.ts: axe-core over every screen
// a kind of user can open (the table in common/screens.ts) and the sign-in and public pages (docs/accessibility.md).
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { AccessSubject } from '../../common/permissions';
import { OPERATIONS_REPORTS, VENDOR_REPORTS } from '../../common/schemas/report';
import { admitsScreen, type Screen, SCREENS } from '../../common/screens';
import { MENU } from '../../src/screens';
import { apiGet, crewHasDoneStop, signIn } from './helpers';

export const THEMES = ['light', 'dark'] as const;
type ThemeName = (typeof THEMES)[number];
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS = ['serious', 'critical'];

export const USERS = [
  { username: 'demo-admin', signInPath: '/login' },
  { username: 'demo-csr', signInPath: '/login' },
  { username: 'demo-vendor', signInPath: '/login' },
  { username: 'demo-crew', signInPath: '/crew/login' },
  { username: 'demo-customer', signInPath: '/login' },
] as const;

/** A screen's own pages below its list (a resource's create and edit or show), with the API list that names a record. */
const PAGES_BELOW: Record<string, { pages: readonly string[]; records?: string }> = {
  '/vendors': { pages: ['/create', '/:id', '/:id/show'], records: '/vendors' },
  '/applications': { pages: ['/:id/show'], records: '/applications' },
  '/markets': { pages: ['/create', '/:id'], records: '/markets' },
  '/phrases': { pages: ['/create', '/:id'], records: '/phrases' },
  '/discounts': { pages: ['/create', '/:id'], records: '/discounts' },
  '/email-templates': { pages: ['/create', '/:id'], records: '/email-templates' },
  '/office-announcements': { pages: ['/create', '/:id'], records: '/office-announcements' },
  '/users/roles': { pages: ['/create', '/:id'], records: '/users/roles' },
  '/users': { pages: ['/create', '/:id'], records: '/users' },
  '/newsletter': { pages: ['/create', '/:id'], records: '/news-letters' },
  '/system-settings/crew-announcement': { pages: ['/create', '/:id'], records: '/vendors/crew-announcements' },
};

/** Where a screen with an id in its path finds a record to open. */
const RECORDS_OF_PARAM_SCREENS: Record<string, string> = {
  '/new-customer/:id': '/customer-signup',
  '/customers/view/:propertyId': '/properties',
  '/assignments/:assignmentId': '/work-logs',
};

/** Nothing leaves the test server, map tiles (whatever VITE_MAP_TILE_URL names) included: the maps draw their areas and
 * markers on the plain background. */
export const keepInside = (page: Page) => page.route(/^https?:\/\/(?!localhost[:/])/, (route) => route.abort());

const isPublic = (screen: Screen) => [screen.access].flat().some((rule) => 'public' in rule);

/** The first record's id of an API list, whichever shape it answers (a simple-rest array or a page's `list`). */
async function firstRecordId(page: Page, request: APIRequestContext, path: string): Promise<string | undefined> {
  const answer = await apiGet<unknown>(
    page,
    request,
    `${path}${path.includes('?') ? '&' : '?'}range=${encodeURIComponent('[0,0]')}&length=1`,
  );
  const rows = (Array.isArray(answer) ? answer : ((answer as { list?: unknown[] }).list ?? [])) as { _id?: string; id?: string }[];
  const id = rows[0]?._id ?? rows[0]?.id;
  return id === undefined ? undefined : String(id);
}

/**
 * The whole sweep (every screen, the pages below the lists, every report, the csr's screens as well as the admin's)
 * runs with A11Y_FULL=1, before a release, each screen in both themes. By default, what fits CI's time: each kind of
 * user's landing page (both themes) and menu screens, the property view and one create form (the theme they open in);
 * the csr's landing page (its own dashboard) only.
 */
const FULL = process.env.A11Y_FULL === '1';
const MENU_PATHS = new Set(MENU.map((entry) => entry.to));
const SAMPLED = new Set(['/customers/view/:propertyId', '/vendors/create']);
const LANDING_ONLY = new Set(FULL ? [] : ['demo-csr']);
const inScope = (path: string) => FULL || MENU_PATHS.has(path) || SAMPLED.has(path);

/** Every path the signed-in user may open, derived from the screen table; param screens open their first record. */
async function screensOf(page: Page, request: APIRequestContext, home: string, skipped: string[]): Promise<string[]> {
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
  const subject = user as AccessSubject;
  const paths = new Set<string>([home]);
  for (const screen of SCREENS) {
    if (!admitsScreen(screen, subject) || isPublic(screen) || !inScope(screen.path)) continue;
    if (screen.path.includes(':')) {
      const records = RECORDS_OF_PARAM_SCREENS[screen.path];
      expect(records, `RECORDS_OF_PARAM_SCREENS names where ${screen.path} finds a record`).toBeDefined();
      const id = await firstRecordId(page, request, records);
      if (id) paths.add(screen.path.replace(/:\w+/, encodeURIComponent(id)));
      else skipped.push(`${screen.path}: no record`);
      continue;
    }
    paths.add(screen.path);
    if (screen.path === '/reports' && FULL) {
      for (const report of subject.type === 'vendor' ? VENDOR_REPORTS : OPERATIONS_REPORTS) paths.add(`/reports/${report}`);
    }
    const below = screen.prefix && PAGES_BELOW[screen.path];
    if (!below) continue;
    const id = below.records ? await firstRecordId(page, request, below.records) : undefined;
    for (const sub of below.pages) {
      if (!inScope(screen.path + sub)) continue;
      if (!sub.includes(':id')) paths.add(screen.path + sub);
      else if (id) paths.add(screen.path + sub.replace(':id', encodeURIComponent(id)));
      else skipped.push(`${screen.path}${sub}: no record`);
    }
  }
  return [...paths];
}

/** Opens a path inside the running app (no reload), as a menu link would. */
async function openInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Waits until the screen has loaded its chunk and its data: no spinner, bar or skeleton showing. */
async function waitForScreen(page: Page, path: string) {
  // Soft: a screen that fails to load is reported, and the other screens are still checked.
  await expect.soft(page.locator('main, h1').first(), `${path} shows its content`).toBeVisible();
  const loading = page
    .locator('.MuiLinearProgress-indeterminate, .MuiCircularProgress-indeterminate, .MuiSkeleton-root')
    .filter({ visible: true });
  await expect.soft(loading, `${path} finishes loading`).toHaveCount(0, { timeout: 15_000 });
  // MUI fades content in (contrast is measured on the final colours), and a screen may start a second fetch.
  await page.waitForTimeout(250);
  await expect.soft(loading, `${path} finishes loading`).toHaveCount(0, { timeout: 15_000 });
}

/** The rules whose outcome depends on the colours, so on the theme. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The serious and critical violations on the page as it stands, per rule: where, and (for the first element) why.
 * `coloursOnly` checks only the rules the theme can change.
 */
async function violationsOn(page: Page, label: string, { coloursOnly = false, withShell = true } = {}): Promise<string[]> {
  // The pointer rests off the content, so no chart tooltip or hover colour is measured; a tooltip it leaves (the theme
  // toggle's) is let fade out first, as axe would measure its colours half-way.
  await page.mouse.move(0, page.viewportSize()!.height - 1);
  await expect(page.locator('.MuiTooltip-popper')).toHaveCount(0);
  const axe = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    // Leaflet's tile pane: third-party images (none load in tests) with nothing of ours to check.
    .exclude('.leaflet-tile-pane');
  // The app bar and side menu are the same on every screen: checked on the user's first screen only.
  if (!withShell) axe.exclude('header.MuiAppBar-root').exclude('.RaSidebar-docked');
  const results = await (coloursOnly ? axe.withRules(COLOUR_RULES) : axe.withTags(WCAG_TAGS)).analyze();
  const found = results.violations
    .filter((violation) => FAILING_IMPACTS.includes(violation.impact ?? ''))
    .map((violation) => {
      const targets = violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' ; ');
      const why = violation.nodes[0]?.any[0]?.message ?? violation.nodes[0]?.failureSummary ?? '';
      return `${label} ${violation.id} (${violation.impact}): ${violation.help}; ${violation.nodes.length} element(s): ${targets}${why ? ` [${why.replace(/\s+/g, ' ')}]` : ''}`;
    });
  if (process.env.AXE_LOG) found.forEach((line) => console.log(line));
  return found;
}

/** Switches the theme in place with the app bar's toggle, and waits for the new colours to settle. */
async function toggleTheme(page: Page, from: ThemeName): Promise<ThemeName> {
  const to: ThemeName = from === 'light' ? 'dark' : 'light';
  await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('theme'))).toBe(to);
  await page.waitForTimeout(300);
  return to;
}

/** The sign-in and public pages in one theme: their serious and critical violations. */
export async function publicPagesViolations(page: Page, theme: ThemeName): Promise<string[]> {
  await page.goto('/login');
  await page.evaluate((value) => localStorage.setItem('theme', value), theme);
  const publicPaths = SCREENS.filter(isPublic).map((screen) => screen.path);
  const found: string[] = [];
  for (const path of ['/login', '/crew/login', ...publicPaths]) {
    await page.goto(path === '/signup' ? '/signup?referralCode=DEMO' : path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await waitForScreen(page, path);
    // The rules the theme cannot change are checked in the light theme; the dark one checks the colours only.
    found.push(...(await violationsOn(page, `${path} [${theme}]`, { coloursOnly: theme === 'dark' })));
  }
  return found;
}

/** Every screen the user opens, each once: every rule in the theme it opens in, then the colour rules in the other. */
export async function userScreensViolations(
  page: Page,
  request: APIRequestContext,
  { username, signInPath }: (typeof USERS)[number],
): Promise<string[]> {
  // A done stop is drawn apart from the others: the crew's day has one whatever the hour the sweep runs at.
  if (username === 'demo-crew') await crewHasDoneStop(request, username);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(signInPath);
  let theme: ThemeName = 'light';
  await page.evaluate((value) => localStorage.setItem('theme', value), theme);
  await signIn(page, username, signInPath);
  await expect(page).not.toHaveURL(/\/login$/);
  await waitForScreen(page, 'home');
  const home = new URL(page.url()).pathname;
  const skipped: string[] = [];
  const paths = LANDING_ONLY.has(username) ? [home] : await screensOf(page, request, home, skipped);
  const found: string[] = [];
  for (const path of paths) {
    const started = Date.now();
    await openInApp(page, path);
    await expect.soft(page, `${path} opens for ${username}`).toHaveURL((url) => url.pathname === path);
    await waitForScreen(page, path);
    const loaded = Date.now();
    const withShell = path === home;
    found.push(...(await violationsOn(page, `${path} [${theme}]`, { withShell })));
    const checked = Date.now();
    // CI's scope checks the other theme on the landing page only, the whole sweep on every screen.
    if (FULL || withShell) {
      theme = await toggleTheme(page, theme);
      found.push(...(await violationsOn(page, `${path} [${theme}]`, { coloursOnly: !withShell, withShell })));
    }
    if (process.env.AXE_LOG)
      console.log(`${username} ${path}: load ${loaded - started} ms, axe ${checked - loaded} ms, other theme ${Date.now() - checked} ms`);
  }
  if (skipped.length) console.log(`${username}: skipped ${skipped.join(', ')}`);
  return found;
}
