// System Settings' Backups and export: an admin backs up now, sees the backup listed and downloads it, its checksum and
// an export.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectPath, signIn, themedScreenshots } from './helpers';

test('an admin backs up now, sees the backup in the list and downloads it and the export of everything', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'demo-admin');
  // Going on before the sign-in lands would leave the sign-in page to answer /system-settings.
  await expectPath(page, '/dashboard');
  await page.goto('/system-settings');
  const section = page.getByRole('region', { name: 'Backups and export' });
  // None yet on a fresh install; the nightly one (2:15 AM in Chicago) when the run's server was up at that hour.
  await expect(section.getByTestId('last-backup')).toHaveText(/^No backup has been made yet\.$|, done$/, { timeout: 30_000 });

  await section.getByRole('button', { name: 'Back up now' }).click();
  // The embedded database's data directory as a tarball, or PostgreSQL's pg_dump when the server runs on one (CI).
  const done = page.getByText(/Backup done: lawndesk-\d{8}T\d{6}Z\.(pglite\.tar\.gz|pgdump)/);
  await expect(done).toBeVisible({ timeout: 60_000 });
  await expect(section.getByTestId('last-backup')).toContainText('done');
  const file = /lawndesk-\S+?\.(pglite\.tar\.gz|pgdump)/.exec((await done.textContent())!)![0];
  const link = section.getByRole('button', { name: `Download ${file}`, exact: true });
  await expect(link).toHaveCount(1);

  const [backup] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(backup.suggestedFilename()).toBe(file);
  const bytes = readFileSync((await backup.path())!);
  // A gzip stream or pg_dump's custom format, the size the list shows (to 0.1 MB).
  if (file.endsWith('.pgdump')) expect(bytes.subarray(0, 5).toString()).toBe('PGDMP');
  else expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
  await expect(section.getByRole('row', { name: new RegExp(file) })).toContainText(`${(bytes.length / 1_000_000).toFixed(1)} MB`);
  // Its checksum, saved beside it in sha256sum's format, is what npm run restore checks.
  const [checksum] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: `Download the checksum of ${file}` }).click(),
  ]);
  expect(checksum.suggestedFilename()).toBe(`${file}.sha256`);
  expect(readFileSync((await checksum.path())!, 'utf8')).toBe(`${createHash('sha256').update(bytes).digest('hex')}  ${file}\n`);

  const [archive] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: 'Everything (.zip)' }).click()]);
  expect(archive.suggestedFilename()).toBe('lawndesk-export.zip');
  expect(
    readFileSync((await archive.path())!)
      .subarray(0, 2)
      .toString(),
  ).toBe('PK');

  // One type alone, chosen in the list: a table the export used to leave out.
  await section.getByRole('combobox', { name: 'One type' }).click();
  await page.getByRole('option', { name: 'Time sheets' }).click();
  const [sheet] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(sheet.suggestedFilename()).toBe('time-sheets.csv');
  expect(readFileSync((await sheet.path())!, 'utf8')).toMatch(
    /^\uFEFF?id,created_at,updated_at,user_id,clock_in,clock_out,clock_in_latitude,.*,superseded_at\r?\n/,
  );

  // The archive goes back in on the import page as it is: read as LawnDesk's export, mapped by its own column names.
  // This install already holds its customers, so the preview skips them as duplicates (nothing is imported here).
  await page.goto('/system-settings/import-customers');
  await page
    .getByLabel('Choose CSV or Excel file')
    .setInputFiles({ name: 'lawndesk-export.zip', mimeType: 'application/zip', buffer: readFileSync((await archive.path())!) });
  await expect(page.getByTestId('import-totals')).toContainText('Skip:', { timeout: 60_000 });
  await expect(page.getByRole('combobox', { name: /^Zip code/ })).toHaveText('zipcode');
  await page.screenshot({ path: 'test-results/backup/import-export-1280.png', fullPage: true });
  await page.goto('/system-settings');

  await themedScreenshots(
    page,
    'backup',
    'backups-section',
    '/system-settings',
    // The page reads its backups after its settings: as long as the first look above, on a loaded machine.
    (p) => expect(p.getByRole('button', { name: /^Download lawndesk-/ }).first()).toBeVisible({ timeout: 30_000 }),
    'Backups and export',
  );
});
