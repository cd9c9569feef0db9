// The customer portal on a phone: the demo customer signs in and reads its properties, visits, payments and cards; then
// the dashboard at 375 and 1280 px, light and dark (test-results/portal/).
import { expect, type Page, test } from '@playwright/test';
import type { CardRecord } from '../../common/schemas/card';
import { apiGet, expectPath, signIn, SHOT_THEMES, SHOT_WIDTHS } from './helpers';

test.use({ viewport: { width: 375, height: 812 } });

async function openDashboard(page: Page) {
  await signIn(page, 'demo-customer');
  await expectPath(page, '/customers/dashboard');
  await expect(page.getByRole('article', { name: '1400 Barton Springs Rd' })).toBeVisible();
}

test('the demo customer sees its properties and visits, its payments and cards', async ({ page, request }) => {
  await openDashboard(page);
  const property = page.getByRole('article', { name: '1400 Barton Springs Rd' });
  await expect(property.getByRole('heading', { name: 'Services' })).toBeVisible();
  await expect(property.getByRole('region', { name: 'Next visits' })).toBeVisible();
  await expect(property.getByRole('region', { name: 'Past visits' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('article', { name: '4512 Shoal Creek Blvd' })).toBeVisible();
  const payments = page.getByRole('region', { name: 'Your payments' });
  await expect(payments.getByRole('listitem').first()).toBeVisible();
  const cards = page.getByRole('region', { name: 'Cards' });
  await expect(cards.getByRole('button', { name: 'Add card' })).toBeVisible();
  // Each card the server holds for the customer (the demo's sandbox card, if it drew one, and any a spec before added).
  const { customerId } = await apiGet<{ customerId: string }>(page, request, '/customer/dashboard');
  const held = await apiGet<CardRecord[]>(page, request, `/customers/${customerId}/cards`);
  if (held.length) await expect(cards.getByRole('listitem')).toHaveCount(held.length);
  else await expect(cards.getByText('No card on file.')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('the customer dashboard at 375 and 1280 px, light and dark', async ({ page }) => {
  await openDashboard(page);
  for (const theme of SHOT_THEMES) {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    for (const width of SHOT_WIDTHS) {
      await page.evaluate((open) => localStorage.setItem('RaStoreLawnDesk.sidebar.open', JSON.stringify(open)), width > 375);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/customers/dashboard');
      await expect(page.getByRole('region', { name: 'Your payments' }).getByRole('listitem').first()).toBeVisible();
      await page.waitForTimeout(700);
      await page.screenshot({ path: `test-results/portal/dashboard-${width}-${theme}.png`, fullPage: true });
    }
  }
});
