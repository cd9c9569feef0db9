// The screens issue 67's leftovers touched, as a person sees them: System Settings → Accounting's QuickBooks employees
// (read from the fake, suggested by name) and the labour week with paid time off added in the browser; screenshots at
// 375 and 1280 px, light and dark, in test-results/labour-time/.
import { expect, test } from '@playwright/test';
import { businessDay, shiftWeek, weekOfDay } from '../../common/schemas/timeSheet';
import { expectPath, signIn, themedScreenshots } from './helpers';

test('an admin links QuickBooks employees and adds paid time off to a week', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, 'demo-admin');
  await expectPath(page, '/dashboard');
  await page.goto('/system-settings/accounting');
  // Another spec of the shard may have connected QuickBooks already: connect only when the page offers it.
  const connect = page.getByRole('button', { name: 'Connect QuickBooks' });
  const connected = page.getByText(/Connected to QuickBooks company \d+/);
  await expect(connect.or(connected).first()).toBeVisible({ timeout: 30_000 });
  if (await connect.isVisible()) {
    await connect.click();
    await expectPath(page, '/system-settings/accounting');
  }
  await expect(page.getByText(/Connected to QuickBooks company \d+/)).toBeVisible({ timeout: 30_000 });

  const card = page.getByRole('region', { name: 'QuickBooks employees' });
  await card.getByRole('button', { name: 'Read QuickBooks employees' }).click();
  await expect(card.getByText('3 QuickBooks employees read.')).toBeVisible({ timeout: 30_000 });
  await expect(card.getByText('Suggested by name').first()).toBeVisible();
  await card.getByRole('button', { name: 'Save links' }).click();
  await expect(page.getByText(/Links saved/)).toBeVisible();
  await themedScreenshots(
    page,
    'labour-time',
    'quickbooks-employees',
    '/system-settings/accounting',
    async (shown) => {
      const region = shown.getByRole('region', { name: 'QuickBooks employees' });
      await region.getByRole('button', { name: 'Read QuickBooks employees' }).click();
      await expect(region.getByText('3 QuickBooks employees read.')).toBeVisible({ timeout: 30_000 });
    },
    'QuickBooks employees',
  );

  // Last week has the demo's entries: a day off paid for one of its people.
  const week = shiftWeek(weekOfDay(businessDay(new Date())), -1);
  await page.goto(`/labour-week?week=${week}`);
  await page.getByRole('button', { name: 'Add paid time off' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Hours').fill('7.5');
  await dialog.getByLabel('Reason').fill('Vacation');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Paid time off added.')).toBeVisible();
  await expect(page.getByText('PTO 7:30').first()).toBeVisible();
  await themedScreenshots(page, 'labour-time', 'labour-week', `/labour-week?week=${week}`, async (shown) => {
    await expect(shown.getByText('PTO 7:30').first()).toBeVisible({ timeout: 30_000 });
  });
});
