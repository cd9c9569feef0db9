import { expect, test } from '@playwright/test';
import { expectPath, signIn } from './helpers';

test('admin creates a market that then appears in the list', async ({ page }) => {
  await signIn(page, 'demo-admin');
  await expectPath(page, '/dashboard');
  await page.goto('/markets');
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

test('a crew member cannot open markets', async ({ page }) => {
  await signIn(page, 'demo-crew', '/crew/login');
  await expectPath(page, '/crew/dashboard');
  await page.goto('/markets');
  await expectPath(page, '/crew/dashboard');
  await expect(page.getByRole('cell', { name: 'Austin' })).toHaveCount(0);
});
