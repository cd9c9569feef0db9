import { expect, test } from '@playwright/test';
import { expectPath, openMenuGroups, signIn, openAs } from './helpers';

test('an admin announces to every crew, edits the announcement and deletes it; the crew sees it arrive live', async ({ browser }) => {
  // Two pages and a dozen saves: more than the default minute on a busy machine.
  test.setTimeout(150_000);
  const admin = await (await browser.newContext()).newPage();
  const crew = await (await browser.newContext()).newPage();
  await signIn(crew, 'demo-crew', '/crew/login');
  await expectPath(crew, '/crew/dashboard');
  await signIn(admin, 'demo-admin');
  await expectPath(admin, '/dashboard');
  await openMenuGroups(admin);

  await admin.getByRole('menuitem', { name: 'Crew Announcements' }).click();
  await expectPath(admin, '/system-settings/crew-announcement');
  await expect(admin.getByRole('row', { name: /Heat safety/ })).toContainText('All vendors');
  await admin.getByRole('link', { name: 'Create' }).click();
  await admin.getByRole('textbox', { name: 'Message' }).fill('Park the mowers under cover this afternoon.');
  await admin.getByLabel('Active from').fill('2026-06-01');
  await admin.getByLabel('Active to').fill('2026-05-01');
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Title is required.')).toBeVisible();
  await expect(admin.getByText('Active to is on or after active from.')).toBeVisible();

  const title = `Hail warning ${Date.now()}`;
  await admin.getByRole('textbox', { name: 'Title' }).fill(title);
  await admin.getByLabel('Active to').fill('2026-06-30');
  await admin.getByRole('button', { name: 'Save' }).click();

  await expect(crew.getByText(`New announcement: ${title}: Park the mowers under cover this afternoon.`)).toBeVisible();
  await expectPath(admin, '/system-settings/crew-announcement');
  const row = admin.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('All vendors');
  await expect(row).toContainText('6/1/2026');
  await expect(row).toContainText('6/30/2026');

  await row.click();
  await admin.getByRole('combobox', { name: 'Vendor' }).click();
  await admin.getByRole('option', { name: 'Austin Lawn Pros' }).click();
  await admin.getByRole('textbox', { name: 'Title' }).fill(`${title} (edited)`);
  await admin.getByRole('button', { name: 'Save' }).click();
  const edited = admin.getByRole('row', { name: new RegExp(`${title} \\(edited\\)`) });
  await expect(edited).toContainText('Austin Lawn Pros');

  await edited.click();
  await admin.getByRole('button', { name: 'Delete' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expectPath(admin, '/system-settings/crew-announcement');
  await expect(admin.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
});

test('a vendor user without the crew announcement permission is sent back to its own page', async ({ page }) => {
  await openAs(page, 'demo-vendor', '/system-settings/crew-announcement');
  await expect(page).toHaveURL(/\/vendors\/[^/]+\/show$/);
  await expect(page.getByRole('menuitem', { name: 'Crew Announcements' })).toHaveCount(0);
});
