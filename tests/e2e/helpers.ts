// Sign-in steps shared by the browser tests.
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
