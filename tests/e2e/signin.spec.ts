import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, expectPath, signIn, themedScreenshots } from './helpers';

test('admin signs in and lands on the dashboard, the app replacing the sign-in page in the same document', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => ((window as unknown as { signInDocument: boolean }).signInDocument = true));
  await page.getByLabel('Username').fill('demo-admin');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectPath(page, '/dashboard');
  await expect(page.getByRole('heading', { name: 'Work of the day per crew' })).toBeVisible();
  await expect(page).toHaveTitle(/LawnDesk/);
  expect(await page.evaluate(() => (window as unknown as { signInDocument?: boolean }).signInDocument)).toBe(true);
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

test('a signed-in user who opens a sign-in page is sent to its home', async ({ page }) => {
  await signIn(page, 'demo-admin');
  await expectPath(page, '/dashboard');
  await page.goto('/login');
  await expectPath(page, '/dashboard');
  await page.goto('/crew/login');
  await expectPath(page, '/dashboard');
});

test('the sign-in pages at phone and desktop widths, light and dark', async ({ page }) => {
  await page.goto('/login');
  for (const [name, path, heading] of [
    ['login', '/login', 'Sign In'],
    ['crew-login', '/crew/login', 'Crew Sign In'],
  ]) {
    await themedScreenshots(page, 'signin', name, path, (shown) =>
      expect(shown.getByRole('heading', { name: heading, exact: true })).toBeVisible(),
    );
  }
  // The last shots were dark: the stored theme is the page's.
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(18, 18, 18)');
});
