// Holds that are fair and told: an admin sets in System Settings how many days a declined payment with no
// retry left stays unpaid before its property's visits are held (refused past 60), and finds the paused and resumed
// messages among the words customers receive, with the address and the pay link as variables. Screenshots of the
// Payments and Business contact sections and of the paused message's dialog at 375 and 1280 px, both themes.
import { expect, type Page, test } from '@playwright/test';
import { openAs, themedScreenshots } from './helpers';

const paymentsSection = (page: Page) => page.getByRole('region', { name: 'Payments' });
const holdDays = (page: Page) => paymentsSection(page).getByRole('spinbutton', { name: 'Hold visits after days unpaid' });

async function saveHoldDays(page: Page, days: string) {
  await holdDays(page).fill(days);
  await paymentsSection(page).getByRole('button', { name: 'Save' }).click();
}

test('an admin sets the days unpaid before a hold, and reads the paused and resumed messages', async ({ page }) => {
  test.setTimeout(180_000);
  await openAs(page, 'demo-admin', '/system-settings');
  await expect(holdDays(page)).toHaveValue('3', { timeout: 30_000 });

  await saveHoldDays(page, '61');
  await expect(paymentsSection(page).getByText('Hold visits after 0 to 60 days unpaid (0 never holds).')).toBeVisible();
  await saveHoldDays(page, '5');
  await expect(page.getByText('Settings saved.')).toBeVisible();
  await page.reload();
  await expect(holdDays(page)).toHaveValue('5', { timeout: 30_000 });
  await saveHoldDays(page, '3');
  await expect(page.getByText('Settings saved.')).toBeVisible();

  const sectionShown = (name: string) => async (shown: Page) =>
    expect(shown.getByRole('region', { name })).toBeVisible({ timeout: 30_000 });
  await themedScreenshots(page, 'holds', 'settings-payments', '/system-settings', sectionShown('Payments'), 'Payments');
  await themedScreenshots(page, 'holds', 'settings-business', '/system-settings', sectionShown('Business contact'), 'Business contact');

  await page.goto('/email-templates');
  await expect(page.getByRole('heading', { name: 'Messages customers receive' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('listitem').filter({ hasText: 'Service resumed' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Service paused' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit “Service paused”' });
  await expect(dialog.getByRole('button', { name: 'Insert %{address}' })).toBeVisible();
  await expect(dialog.getByText('Hi Dana, your lawn service at 1200 Oak Hollow Dr is paused: $45.00 is still unpaid.')).toBeVisible();
  await dialog.screenshot({ path: 'test-results/holds/paused-words-1280.png' });
});
