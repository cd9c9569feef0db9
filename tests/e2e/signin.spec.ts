import { expect, test } from '@playwright/test';
import { expectPath, signIn } from './helpers';

test('admin signs in and lands on the dashboard', async ({ page }) => {
  await signIn(page, 'demo-admin');
  await expectPath(page, '/dashboard');
  await expect(page).toHaveTitle(/LawnDesk/);
});

test('wrong password shows the server message and stays on sign-in', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Username').fill('demo-admin');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid username or password.').first()).toBeVisible();
  await expectPath(page, '/login');
});

test('crew signs in at /crew/login and is kept on the crew dashboard', async ({ page }) => {
  await page.goto('/crew/login');
  await expect(page.getByRole('heading', { name: 'Crew Sign In' })).toBeVisible();
  await expect(page.getByText('Forgot Password?')).toHaveCount(0);
  await signIn(page, 'demo-crew', '/crew/login');
  await expectPath(page, '/crew/dashboard');
  await page.goto('/dashboard');
  await expectPath(page, '/crew/dashboard');
});

test('customer with properties lands on the customer dashboard', async ({ page }) => {
  await signIn(page, 'demo-customer');
  await expectPath(page, '/customers/dashboard');
});

test('a signed-out visitor is sent to the matching sign-in page', async ({ page }) => {
  await page.goto('/markets');
  await expectPath(page, '/login');
  await page.goto('/crew/dashboard');
  await expectPath(page, '/crew/login');
});
