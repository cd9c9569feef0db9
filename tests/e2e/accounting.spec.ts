// System Settings → Accounting against the fake QuickBooks: an admin connects (Intuit's sign-in and back), brings the
// demo's history over once, sees what was sent and chooses the payroll item for paid time off; screenshots at 375
// and 1280 px, light and dark.
import { expect, test } from '@playwright/test';
import { expectPath, signIn, themedScreenshots } from './helpers';

test('an admin connects QuickBooks, brings the history over once and sees it sent', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'demo-admin');
  await expectPath(page, '/dashboard');
  await page.goto('/system-settings/accounting');
  await expect(page.getByRole('heading', { name: 'Accounting: QuickBooks Online' })).toBeVisible();
  await expect(page.getByText('Not connected')).toBeVisible();

  await page.getByRole('button', { name: 'Connect QuickBooks' }).click();
  await expectPath(page, '/system-settings/accounting');
  await expect(page.getByText(/Connected to QuickBooks company \d+/)).toBeVisible({ timeout: 30_000 });

  const sync = page.getByRole('region', { name: 'Sync' });
  await sync.getByLabel('Bring history over from').fill('2020-01-01');
  await sync.getByRole('button', { name: 'Sync now' }).click();
  await expect(page.getByText(/Sync finished: \d+ sent, 0 failed, 0 waiting\./)).toBeVisible({ timeout: 120_000 });
  const sent = Number((await sync.getByText(/^Sent: \d+$/).textContent())!.replace(/\D/g, ''));
  expect(sent).toBeGreaterThan(100);

  // A second pass sends nothing new.
  await sync.getByRole('button', { name: 'Sync now' }).click();
  await expect(sync.getByText(`Sent: ${sent}`)).toBeVisible({ timeout: 60_000 });
  const records = page.getByRole('region', { name: 'Records' });
  await expect(records.getByRole('row').nth(1)).toContainText('Sent');
  // Each record names its customer and day, and the list is paged.
  await expect(records.getByText(/of \d+/)).toBeVisible();

  // Paid time off goes once a payroll item is chosen: a bad id is refused in words, a good one kept.
  const payrollItem = page.getByLabel('Payroll item for paid time off');
  await payrollItem.fill('vacation');
  await page.getByRole('button', { name: 'Save accounts' }).click();
  await expect(page.getByText('A QuickBooks payroll item id is up to 20 digits.')).toBeVisible();
  await payrollItem.fill('12');
  await page.getByRole('button', { name: 'Save accounts' }).click();
  await expect(page.getByText('Accounts saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Payroll item for paid time off')).toHaveValue('12', { timeout: 30_000 });

  await themedScreenshots(page, 'accounting', 'accounting', '/system-settings/accounting', async (shown) => {
    await expect(shown.getByText(/Sent: \d+/)).toBeVisible({ timeout: 30_000 });
  });
});
