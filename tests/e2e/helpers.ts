// Sign-in steps shared by the browser tests.
import { expect, type Page } from '@playwright/test';

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
