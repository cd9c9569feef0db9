import { expect, test } from '@playwright/test';
import { expectPath, openMenuGroups, signIn } from './helpers';

test('admin creates a phrase and a discount, edits system settings and handles a contact request', async ({ page }) => {
  // Four screens and a dozen saves: more than the default minute on a busy machine.
  test.setTimeout(150_000);
  await signIn(page, 'demo-admin');
  await expectPath(page, '/dashboard');
  await openMenuGroups(page);

  await page.getByRole('menuitem', { name: 'Phrases' }).click();
  await expectPath(page, '/phrases');
  await expect(page.getByRole('cell', { name: 'Gate locked' })).toBeVisible();
  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('E2E mulch note');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Phrase is required.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Reminder' }).click();
  await page.getByRole('textbox', { name: 'Phrase' }).fill('Bring two bags of mulch.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectPath(page, '/phrases');
  await expect(page.getByRole('row', { name: /E2E mulch note/ })).toBeVisible();

  await page.getByRole('menuitem', { name: 'Discounts' }).click();
  // The phrases stay on screen (with their own Create link) until the discounts' chunk has loaded.
  await expect(page.locator('#react-admin-title')).toHaveText('Discounts');
  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByRole('textbox', { name: 'Code' }).fill('E2E-10');
  await page.getByRole('spinbutton', { name: 'Percentage' }).fill('10');
  await page.getByLabel('Start date').fill('2026-06-01');
  await page.getByLabel('End date').fill('2026-08-31');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Code may only contain letters and numbers.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Code' }).fill('SPRING26');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This discount code is already in use.').first()).toBeVisible();
  // A code of this try's own, so that a retry after a late failure does not meet the code its first try saved.
  const code = `E2E${test.info().retry}X10`;
  await page.getByRole('textbox', { name: 'Code' }).fill(code);
  await page.getByRole('button', { name: 'Save' }).click();
  await expectPath(page, '/discounts');
  await expect(page.getByRole('row', { name: new RegExp(code) })).toContainText('10%');

  await page.getByRole('menuitem', { name: 'System Settings' }).click();
  const mail = page.getByRole('region', { name: 'Mail' });
  await mail.getByRole('textbox', { name: 'SMTP host' }).fill('127.0.0.1');
  await mail.getByRole('spinbutton', { name: 'SMTP port' }).fill('70000');
  await mail.getByRole('button', { name: 'Save' }).click();
  await expect(mail.getByText('SMTP port must be a number from 1 to 65535.')).toBeVisible();
  await mail.getByRole('spinbutton', { name: 'SMTP port' }).fill('1');
  await mail.getByRole('textbox', { name: 'SMTP user' }).fill('e2e-mailer');
  await mail.getByLabel('Password', { exact: true }).fill('e2e-secret');
  await mail.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  await expect(mail.getByText('A value is saved; leave blank to keep it')).toBeVisible();
  await expect(mail.getByLabel('Password', { exact: true })).toHaveValue('');
  await mail.getByRole('button', { name: 'Send test' }).click();
  await expect(mail.getByRole('status')).toContainText('ECONNREFUSED');
  // The saved password only goes to the saved server: another port needs its own.
  await mail.getByRole('spinbutton', { name: 'SMTP port' }).fill('2');
  await mail.getByRole('button', { name: 'Send test' }).click();
  await expect(mail.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    'Enter the password to test a mail server other than the saved one.',
  );

  await page.getByRole('menuitem', { name: 'Contact Requests' }).click();
  await expectPath(page, '/system-settings/customer-contact-us');
  const request = page.getByRole('row', { name: /Change my mow day/ });
  await expect(request).toContainText('Open');
  await request.getByRole('button', { name: /Mark handled/ }).click();
  await expect(page.getByText('Request marked handled.')).toBeVisible();
  await expect(request).toContainText('Handled');
  await expect(request).toContainText('by Avery Admin');
});
