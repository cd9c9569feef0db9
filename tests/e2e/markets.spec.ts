import { expect, test } from '@playwright/test';
import { expectPath, signIn } from './helpers';

test('admin creates a market that then appears in the list', async ({ page }) => {
  await signIn(page, 'demo-admin');
  await expectPath(page, '/dashboard');
  await page.goto('/markets');
  await expect(page.getByText('Austin')).toBeVisible();

  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByLabel('Name').fill('Fort Worth');
  await page.getByLabel('Tax percent').fill('150');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Tax percent is at most 100.')).toBeVisible();

  await page.getByLabel('Tax percent').fill('8.25');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.goto('/markets');
  await expect(page.getByText('Fort Worth')).toBeVisible();
});

test('a crew member cannot open markets', async ({ page }) => {
  await signIn(page, 'demo-crew', '/crew/login');
  await expectPath(page, '/crew/dashboard');
  await page.goto('/markets');
  await expect(page.getByText('Fort Worth')).toHaveCount(0);
  await expect(page).not.toHaveURL(/\/markets$/);
});
