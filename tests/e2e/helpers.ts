// Steps shared by the browser tests: signing in, calling the API as the page, themed screenshots, the public sign-up form.
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Lawn#2026';

export async function signIn(page: Page, username: string, path: '/login' | '/crew/login' = '/login') {
  await page.goto(path);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: path === '/login' ? 'Sign in' : 'Sign in as Crew' }).click();
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
  return (Array.isArray(body) ? body : body.data) as T;
}

/**
 * CI opens each page once, at 1280 px in the dark theme (the rest of its tests run light; the page ends dark either
 * way), to keep its time; a run outside CI, or with E2E_SHOTS=1, takes all four.
 */
const ALL_SHOTS = !process.env.CI || Boolean(process.env.E2E_SHOTS);
const SHOT_THEMES = ALL_SHOTS ? ['light', 'dark'] : ['dark'];
const SHOT_WIDTHS = ALL_SHOTS ? [375, 1280] : [1280];

/**
 * The page at `path` (or only its `region`) at 375 and 1280 px, light and dark, into test-results/<folder>/; the
 * sidebar is closed on the phone and open on the desktop. `ready` waits for what the shot must show.
 */
export async function themedScreenshots(page: Page, folder: string, name: string, path: string, ready: (page: Page) => Promise<void>, region?: string) {
  for (const theme of SHOT_THEMES) {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    for (const width of SHOT_WIDTHS) {
      await page.evaluate((open) => localStorage.setItem('RaStoreLawnDesk.sidebar.open', JSON.stringify(open)), width > 375);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await ready(page);
      await page.waitForTimeout(500);
      const file = `test-results/${folder}/${name}-${width}-${theme}.png`;
      await (region ? page.getByRole('region', { name: region }).screenshot({ path: file }) : page.screenshot({ path: file, fullPage: true }));
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
