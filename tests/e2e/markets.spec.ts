import { expect, test } from '@playwright/test';
import { expectPath, openAs } from './helpers';

test('admin creates a market that then appears in the list', async ({ page }) => {
  await openAs(page, 'demo-admin', '/markets');
  await expect(page.getByRole('cell', { name: 'Austin' })).toBeVisible();

  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Fort Worth');
  await page.getByRole('combobox', { name: 'Zip codes' }).fill('76104');
  await page.getByRole('combobox', { name: 'Zip codes' }).press('Enter');
  await page.getByRole('spinbutton', { name: 'Tax percent' }).fill('150');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Tax percent is at most 100.')).toBeVisible();

  await page.getByRole('spinbutton', { name: 'Tax percent' }).fill('8.25');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectPath(page, '/markets');
  const row = page.getByRole('row', { name: /Fort Worth/ });
  await expect(row).toBeVisible();
  await expect(row.getByText('76104')).toBeVisible();
});

test('clicking the map on the market form adds a whole area to the zip code chips and removes one zip code', async ({ page }) => {
  await openAs(page, 'demo-admin', '/markets/create');
  const zipCodes = page.getByRole('combobox', { name: 'Zip codes' }).locator('..');
  await expect(page.locator('path.zipcode-78745')).toBeVisible();

  await page.locator('path.zipcode-78745').click();
  await expect(zipCodes.getByRole('button', { name: '78745' })).toBeVisible();
  await expect(zipCodes.getByRole('button', { name: '78748' })).toBeVisible();
  await expect(page.locator('path.zipcode-78745')).toHaveAttribute('fill', '#2e7d32');

  await page.locator('path.zipcode-78748').click();
  await expect(zipCodes.getByRole('button', { name: '78748' })).toHaveCount(0);
  await expect(page.locator('path.zipcode-78748')).toHaveAttribute('fill', '#ffffff');

  await page.getByRole('combobox', { name: 'Zip codes' }).fill('78704');
  await page.getByRole('combobox', { name: 'Zip codes' }).press('Enter');
  await expect(page.locator('path.zipcode-78704')).toHaveAttribute('fill', '#2e7d32');
});

test('a crew member cannot open markets', async ({ page }) => {
  await openAs(page, 'demo-crew', '/markets', 'crew');
  await expectPath(page, '/crew/dashboard');
  await expect(page.getByRole('cell', { name: 'Austin' })).toHaveCount(0);
});
