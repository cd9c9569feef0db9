// A customer's receipt from the portal's payments: Receipt on a paid line saves the payment's receipt PDF (its
// name and its first bytes), the line still fits a phone; the payments at 375 and 1280 px, light and dark.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { openAs, themedScreenshots } from './helpers';

test('a customer saves the receipt of a paid payment from the portal', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 900 });
  await openAs(page, 'demo-customer', '/customers/dashboard');
  const payments = page.getByRole('region', { name: 'Your payments' });
  const receipt = payments.getByRole('button', { name: 'Receipt' }).first();
  await expect(receipt).toBeVisible({ timeout: 30_000 });
  const { x, width } = (await receipt.boundingBox())!;
  expect(x + width).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const [download] = await Promise.all([page.waitForEvent('download'), receipt.click()]);
  expect(download.suggestedFilename()).toMatch(/^receipt-[0-9A-F]{8}\.pdf$/);
  expect(
    readFileSync((await download.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  await themedScreenshots(
    page,
    'receipts',
    'portal-payments',
    '/customers/dashboard',
    async (shown) => {
      await expect(shown.getByRole('region', { name: 'Your payments' }).getByRole('button', { name: 'Receipt' }).first()).toBeVisible({
        timeout: 30_000,
      });
    },
    'Your payments',
  );
});
