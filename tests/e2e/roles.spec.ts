import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, expectPath, openMenuGroups, signIn, openAs } from './helpers';

test('a role without market_list hides Markets from its user and sends it home from /markets', async ({ page }) => {
  const suffix = Date.now().toString(36);
  const roleName = `No markets ${suffix}`;
  const username = `nomarkets${suffix}`;

  await openAs(page, 'demo-admin', '/users/roles/create');
  await page.getByRole('textbox', { name: 'Role name' }).fill(roleName);
  await page.getByRole('checkbox', { name: 'Properties (customers)' }).check();
  await page.getByRole('checkbox', { name: 'Change own password' }).check();
  await expect(page.getByRole('checkbox', { name: 'Unrestricted Assignment Access' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Markets' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Save' }).click();
  await expectPath(page, '/users/roles');
  await expect(page.getByRole('row', { name: new RegExp(roleName) })).toBeVisible();

  await page.goto('/users/create');
  await page.getByRole('textbox', { name: 'Username' }).fill('demo-admin');
  await page.getByRole('textbox', { name: 'Email' }).click();
  await expect(page.getByText('Username already exists. Please try a different username.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('textbox', { name: 'Email' }).fill(`${username}@example.com`);
  await page.getByRole('textbox', { name: 'First name' }).fill('Nora');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Markets');
  await page.getByRole('textbox', { name: 'Mobile' }).fill(`737${String(Date.now()).slice(-7)}`);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: roleName }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/users');
  await page.getByPlaceholder('Username, name, e-mail or phone').fill(username);
  await expect(page.getByRole('row', { name: new RegExp(username) })).toBeVisible();

  await page.evaluate(() => localStorage.removeItem('token'));
  await signIn(page, username);
  await expectPath(page, '/dashboard');
  const menu = page.getByRole('navigation').or(page.locator('.RaSidebar-fixed')).first();
  await expect(menu.getByRole('menuitem', { name: 'Properties' })).toBeVisible();
  await openMenuGroups(page);
  await expect(page.getByRole('menuitem', { name: 'Markets' })).toHaveCount(0);

  await page.goto('/markets');
  await expectPath(page, '/dashboard');
  await expect(page.getByText('You are not authorized to access that page')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Austin' })).toHaveCount(0);
});
