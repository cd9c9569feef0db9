import { expect, test } from '@playwright/test';
import { themedScreenshots, openAs } from './helpers';

test("staff see and change a customer's language and text consent on the property view", async ({ page }) => {
  test.setTimeout(120_000);
  await openAs(page, 'demo-csr', '/customers');
  await page.getByPlaceholder('Name, e-mail, phone, address or zip').fill('whitfield');
  await page
    .getByRole('row', { name: /Dana Whitfield/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/customers\/view\/[0-9a-f-]{36}$/);
  const url = new URL(page.url()).pathname;
  await expect(page.getByText('Service texts')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Marketing texts')).toBeVisible();
  await themedScreenshots(page, 'sms', 'customer-consent', url, async (shot) => {
    await expect(shot.getByText('Service texts')).toBeVisible({ timeout: 30_000 });
  });
});
