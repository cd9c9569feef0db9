// Steps shared by the browser tests: signing in, calling the API as the page, themed screenshots, the public sign-up form.
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { CrewDay } from '../../common/schemas/crewDay';
import type { WorkLogRow } from '../../common/schemas/workLogRecord';

export const DEMO_PASSWORD = 'Lawn#2026';

export async function signIn(page: Page, username: string, path: '/login' | '/crew/login' = '/login') {
  await page.goto(path);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: path === '/login' ? 'Sign in' : 'Sign in as Crew' }).click();
  // Landed: a test that opens its page next would otherwise race the sign-in's own redirect on a loaded machine.
  await expect(page).not.toHaveURL(new RegExp(`${path}$`), { timeout: 20_000 });
}

/**
 * Opens `path` already signed in as `username`, without the sign-in page or the landing page: a session of the test's
 * own is made through the API (one request; nothing another spec does, a sign-out or a password change, can end it)
 * and stored as the app stores one (src/auth/session.ts), then `path` opens. For a spec about what comes after the
 * sign-in; `signIn` is for a spec about signing in, or one that starts from where a user lands.
 */
export async function openAs(page: Page, username: string, path: string, loginRole: 'admin' | 'crew' = 'admin') {
  const response = await page.request.post('/api/v1/users/login', { data: { id: username, password: DEMO_PASSWORD, loginRole } });
  expect(response.ok(), `${username} signs in`).toBe(true);
  const { token, ...user } = (await response.json()).data;
  // The smallest page of the app's origin, to write to the origin's storage before the app reads it.
  await page.goto('/api/v1/health');
  await page.evaluate((stored) => Object.entries(stored).forEach(([key, value]) => localStorage.setItem(key, value)), {
    token,
    user: JSON.stringify(user),
    loginRole,
  });
  await page.goto(path);
}

/** Opens every closed group of the side menu (groups start closed, and nest), so that each entry can be clicked. */
export async function openMenuGroups(page: Page) {
  // Count the closed groups only once the side menu has rendered, or a menu still loading counts none.
  await expect(page.locator('.RaSidebar-fixed [role="menuitem"]').first()).toBeVisible();
  const closed = page.locator('.RaSidebar-fixed [role="menuitem"][aria-expanded="false"]');
  for (let count = await closed.count(); count > 0; count = await closed.count()) {
    const group = page.locator(`[aria-controls="${await closed.first().getAttribute('aria-controls')}"]`);
    // A click on a loaded machine can land before the menu has wired the group: it is tried again, never on a group
    // already open (a second click would close it).
    await expect(async () => {
      if ((await group.getAttribute('aria-expanded')) === 'false') await group.click({ timeout: 5_000 });
      await expect(group).toHaveAttribute('aria-expanded', 'true', { timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
  }
}

/**
 * Switches the signed-in app to Spanish from the app bar. A click on a loaded machine can land before the page has
 * wired the button, so it is tried again until the language menu opens.
 */
export async function toSpanish(page: Page) {
  const spanish = page.getByRole('menuitem', { name: 'Español' });
  await expect(async () => {
    // A menu already open from the last try is used, not closed by a second click on its button. The app bar hides
    // while the page is scrolled down (a long property view), so the page goes back to its top first.
    if (!(await spanish.isVisible())) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole('button', { name: 'English' }).click({ timeout: 5_000 });
    }
    await spanish.click({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Español' })).toBeVisible();
  // The language menu has closed (a key pressed while it closes goes to it, not to the page).
  await expect(spanish).toBeHidden();
}

/**
 * The demo customer Dana Whitfield's property, opened from the customers list as staff (the list is opened unless the
 * page shows it already, as after `openAs(page, user, '/customers')`); answers its address.
 */
export async function openDanasProperty(page: Page) {
  if (new URL(page.url()).pathname !== '/customers') await page.goto('/customers');
  await page.getByPlaceholder('Name, e-mail, phone, address or zip').fill('whitfield');
  await page.getByRole('row', { name: /1400 Barton Springs Rd/ }).click();
  await expect(page).toHaveURL(/\/customers\/view\/[0-9a-f-]{36}$/);
  return page.url();
}

/**
 * Chooses an option of a dialog's select and waits for its list to close. A click on a list still opening (MUI's grow
 * transition, on a loaded machine) can miss its option and leave the list open over the dialog; it is chosen again.
 */
export async function chooseInDialog(page: Page, field: string, option: string) {
  const list = page.getByRole('listbox', { name: field });
  await expect(async () => {
    if (!(await list.isVisible())) await page.getByRole('dialog').getByRole('combobox', { name: field }).click({ timeout: 5_000 });
    await list.getByRole('option', { name: option, exact: true }).click({ timeout: 5_000 });
    await expect(list).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('dialog').getByRole('combobox', { name: field })).toHaveText(option);
}

/** The open add-card dialog's secure fields: the gateway's own iframe, from the gateway's origin. */
export const hostedCardFields = (page: Page) =>
  page.getByRole('dialog', { name: 'Add a card' }).frameLocator('iframe[title="Card number and security code"]');

/** Types a card into the gateway's hosted fields, chooses its expiry (two years on), ticks what `check` names and saves. */
export async function enterCard(page: Page, cardNumber: string, cvv: string, { makeDefault = false, check = [] as string[] } = {}) {
  const cardDialog = page.getByRole('dialog', { name: 'Add a card' });
  await hostedCardFields(page).getByLabel('Card number').fill(cardNumber);
  await hostedCardFields(page).getByLabel('CVV').fill(cvv);
  await chooseInDialog(page, 'Expiry month', '12');
  await chooseInDialog(page, 'Expiry year', String(new Date().getFullYear() + 2));
  if (makeDefault) await cardDialog.getByLabel('Make this the default card').check();
  for (const box of check) await cardDialog.getByLabel(box).check();
  await cardDialog.getByRole('button', { name: 'Save' }).click();
}

export async function expectPath(page: Page, path: string) {
  await expect(page).toHaveURL((url) => url.pathname === path);
}

/** Puts the demo password back for the signed-in user, so later specs can sign in as that account. */
export async function restoreDemoPassword(page: Page, currentPassword: string) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.put('/api/v1/user/current/password', {
    headers: { authorization: `Bearer ${token}` },
    data: { oldPassword: currentPassword, newPassword: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(202);
}

/** The API as the signed-in page calls it (to find seeded work to act on): a list's rows or an envelope's data. */
export async function apiGet<T>(page: Page, request: APIRequestContext, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await request.get(`/api/v1${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  const body = await response.json();
  return (Array.isArray(body) || !('data' in body) ? body : body.data) as T;
}

/** A bearer token of a demo account, signed in through the API. */
export async function apiToken(request: APIRequestContext, username: string, loginRole: 'admin' | 'crew' = 'admin'): Promise<string> {
  const response = await request.post('/api/v1/users/login', { data: { id: username, password: DEMO_PASSWORD, loginRole } });
  expect(response.ok(), `${username} signs in`).toBe(true);
  return (await response.json()).data.token as string;
}

/** The API as the token's user calls it: a list's rows, an envelope's data, or a record as it came. */
export async function apiCall<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: object,
): Promise<T> {
  const response = await request.fetch(`/api/v1${path}`, { method, headers: { authorization: `Bearer ${token}` }, data });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${response.ok() ? '' : await response.text()}`).toBe(true);
  const body = await response.json();
  return (Array.isArray(body) || !('data' in body) ? body : body.data) as T;
}

/**
 * A pending stop with a position that Complete finishes at once: a treatment stop (the demo's programs, or a spec's)
 * asks for its application record first, so the specs that work a crew's day leave those to crewApplication.spec.ts.
 */
export const isWorkableStop = (stop: Pick<WorkLogRow, 'status' | 'latitude' | 'serviceType'>) =>
  stop.status === 'pending' && stop.latitude !== null && stop.serviceType !== 'treatment';

/**
 * Gives the crew of `crewUser` at least `count` workable stops (isWorkableStop) on the business's today, moving its own
 * next visits there as the office would. The seed's today depends on the week day (a weekend has no route, a short
 * route little left) and on the specs before, so a spec that works a crew's day sets it up itself. Returns today.
 */
export async function crewHasPendingStops(request: APIRequestContext, crewUser: string, count: number): Promise<string> {
  const { today, crew, stops } = await apiCall<CrewDay>(request, await apiToken(request, crewUser, 'crew'), 'GET', '/crew/day');
  const missing = count - stops.filter(isWorkableStop).length;
  if (missing <= 0) return today;
  const csr = await apiToken(request, 'demo-csr');
  const query = new URLSearchParams({
    filter: JSON.stringify({ crewId: crew._id, status: 'pending', dateFrom: today }),
    sort: JSON.stringify(['date', 'ASC']),
    range: JSON.stringify([0, 99]),
  });
  const later = (await apiCall<WorkLogRow[]>(request, csr, 'GET', `/work-logs?${query}`)).filter(
    (row) => row.date !== today && isWorkableStop(row),
  );
  expect(later.length, `${crewUser}'s crew has ${missing} later visits to bring to today`).toBeGreaterThanOrEqual(missing);
  await apiCall(request, csr, 'POST', '/work-logs/move', {
    ids: later.slice(0, missing).map((row) => row._id),
    date: today,
    crewId: crew._id,
  });
  return today;
}

/** Gives the crew of `crewUser` a completed stop today (started and completed at the property), so its day shows one. */
export async function crewHasDoneStop(request: APIRequestContext, crewUser: string): Promise<void> {
  const token = await apiToken(request, crewUser, 'crew');
  if ((await apiCall<CrewDay>(request, token, 'GET', '/crew/day')).stops.some((stop) => stop.status === 'completed')) return;
  await crewHasPendingStops(request, crewUser, 1);
  const { stops } = await apiCall<CrewDay>(request, token, 'GET', '/crew/day');
  const stop = stops.find(isWorkableStop)!;
  const position = { latitude: stop.latitude ?? undefined, longitude: stop.longitude ?? undefined };
  for (const action of ['start', 'complete'])
    await apiCall(request, token, 'PUT', `/work-logs/${stop._id}/status`, { action, ...position });
}

/**
 * Waits for a completed stop's payment, which billing makes once the completion has committed, after the crew's answer
 * (docs/architecture.md "What happens on each event"): a test reading billing's records next reads it first. `token` is
 * staff's.
 */
export async function paymentMade(request: APIRequestContext, token: string, workLogId: string): Promise<void> {
  const query = new URLSearchParams({ filter: JSON.stringify({ workLogId }), range: '[0,0]' });
  await expect.poll(async () => (await apiCall<unknown[]>(request, token, 'GET', `/payments?${query}`)).length).toBe(1);
}

/** The slow sweeps (every menu entry in both languages…) run only with E2E_SWEEPS=1: see README.md, Sweeps. */
export const SWEEPS = process.env.E2E_SWEEPS === '1';

/**
 * CI opens each page once, at 1280 px in the dark theme (the rest of its tests run light; the page ends dark either
 * way), to keep its time; a run outside CI, or with E2E_SHOTS=1, takes all four.
 */
const ALL_SHOTS = !process.env.CI || Boolean(process.env.E2E_SHOTS);
export const SHOT_THEMES = ALL_SHOTS ? ['light', 'dark'] : ['dark'];
export const SHOT_WIDTHS = ALL_SHOTS ? [375, 1280] : [1280];

/**
 * On a phone the menu is a modal drawer over the page (which it hides from the accessibility tree). The store may still
 * hold it open from the desktop width the page had before, so a phone shot closes it once it shows.
 */
async function closePhoneMenu(page: Page) {
  const drawer = page.locator('.MuiDrawer-modal');
  const shown = await drawer.waitFor({ state: 'visible', timeout: 1_000 }).then(
    () => true,
    () => false,
  );
  if (!shown) return;
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
}

/**
 * The page at `path` (or only its `region`) at 375 and 1280 px, light and dark, into test-results/<folder>/; the
 * sidebar is closed on the phone and open on the desktop. `ready` waits for what the shot must show.
 */
export async function themedScreenshots(
  page: Page,
  folder: string,
  name: string,
  path: string,
  ready: (page: Page) => Promise<void>,
  region?: string,
) {
  for (const theme of SHOT_THEMES) {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    for (const width of SHOT_WIDTHS) {
      await page.evaluate((open) => localStorage.setItem('RaStoreLawnDesk.sidebar.open', JSON.stringify(open)), width > 375);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      if (width <= 375) await closePhoneMenu(page);
      await ready(page);
      await page.waitForTimeout(500);
      const file = `test-results/${folder}/${name}-${width}-${theme}.png`;
      await (region
        ? page.getByRole('region', { name: region }).screenshot({ path: file })
        : page.screenshot({ path: file, fullPage: true }));
    }
  }
}

export interface Visitor {
  first: string;
  last: string;
  email: string;
  phone: string;
  address: string;
}

/** The public sign-up form's own fields, for an Austin address (the referral code comes from the link). */
export async function fillSignupForm(page: Page, visitor: Visitor) {
  await page.getByRole('textbox', { name: 'First name' }).fill(visitor.first);
  await page.getByRole('textbox', { name: 'Last name' }).fill(visitor.last);
  await page.getByRole('textbox', { name: 'Email' }).fill(visitor.email);
  await page.getByRole('textbox', { name: 'Phone' }).fill(visitor.phone);
  await page.getByRole('textbox', { name: 'Address' }).fill(visitor.address);
  await page.getByRole('textbox', { name: 'City' }).fill('Austin');
  await page.getByRole('textbox', { name: 'Zip code' }).fill('78703');
}
