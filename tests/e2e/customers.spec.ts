import { expect, test } from '@playwright/test';
import { expectPath, openAs } from './helpers';

test('a csr finds a customer with the search box and opens the property', async ({ page }) => {
  await openAs(page, 'demo-csr', '/customers');
  await expect(page.getByText('1-10 of')).toBeVisible();

  await page.getByPlaceholder('Name, e-mail, phone, address or zip').fill('whitfield');
  const rows = page.getByRole('row', { name: /Dana Whitfield/ });
  await expect(rows).toHaveCount(2);
  await expect(page.getByText('1-2 of 2')).toBeVisible();
  await expect(rows.first()).toContainText('(512) 555-0199');

  await page.getByRole('row', { name: /4512 Shoal Creek Blvd/ }).click();
  await expect(page).toHaveURL(/\/customers\/view\/[0-9a-f-]{36}$/);
});

test('a crew member cannot open the customers list', async ({ page }) => {
  await openAs(page, 'demo-crew', '/customers', 'crew');
  await expectPath(page, '/crew/dashboard');
});
