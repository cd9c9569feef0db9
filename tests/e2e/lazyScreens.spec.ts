// Screens load on demand: the sign-in page without the app or any screen's chunk, and a screen's chunk inside the kept shell.
import { expect, type Page, test } from '@playwright/test';
import { expectPath, signIn } from './helpers';

const WIDTHS = [375, 1280];

/** The script files the page has requested so far. */
async function scriptsOf(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js')),
  );
}

for (const width of WIDTHS) {
  test(`the sign-in page at ${width} px loads no app, screen, map or calendar chunk`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
    await page.waitForLoadState('networkidle');
    const scripts = await scriptsOf(page);
    for (const screen of [
      'renderApp',
      'Dashboard',
      'PropertyList',
      'TileLayer',
      'WorkCalendarPage',
      'CrewDashboard',
      'CustomerDashboard',
      'Layout',
    ]) {
      expect(
        scripts.filter((url) => new URL(url).pathname.startsWith(`/assets/${screen}-`)),
        screen,
      ).toEqual([]);
    }
    await page.screenshot({ path: `test-results/screens/sign-in-${width}.png`, fullPage: true });
  });

  test(`a screen's chunk loads inside the shell at ${width} px, the app bar kept`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signIn(page, 'demo-csr');
    await expectPath(page, '/dashboard');
    // Hold the customer list's chunk until the fallback has been seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/PropertyList-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/customers', { waitUntil: 'commit' });
    await expect(page.getByRole('banner')).toBeVisible();
    // The screen's own fallback, in the content: the app bar's loader may spin beside it while the shell reads.
    const fallback = page.locator('#main-content').getByRole('progressbar', { name: 'Loading' });
    await expect(fallback).toBeVisible();
    await page.screenshot({ path: `test-results/screens/screen-loading-${width}.png` });
    release();
    await expect(page.getByText(/1-10 of/)).toBeVisible();
    await expect(fallback).toHaveCount(0);
  });
}
