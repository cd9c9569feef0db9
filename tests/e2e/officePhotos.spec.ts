// The office's photos on a visit (docs/field.md "The office's photos"): on the visit's page a csr adds a photo (After,
// shown to the customer), hides it from the customer, then removes it after the confirmation; the visit's history says
// who removed it. Screenshots of the page with its controls at 375 and 1280 px, light and dark
// (test-results/office-photos/), and of the add dialog at 375 px.
import sharp from 'sharp';
import { expect, test } from '@playwright/test';
import type { CrewDay } from '../../common/schemas/crewDay';
import type { WorkLogDetail } from '../../common/schemas/workLogRecord';
import { apiCall, apiToken, crewHasPendingStops, openAs, themedScreenshots } from './helpers';

test('staff add a photo to a visit, hide it from the customer and remove it', async ({ page, request }) => {
  test.setTimeout(180_000);
  await crewHasPendingStops(request, 'demo-crew', 1);
  const crewToken = await apiToken(request, 'demo-crew', 'crew');
  const day = await apiCall<CrewDay>(request, crewToken, 'GET', '/crew/day');
  const stop = day.stops[0];
  const staff = await apiToken(request, 'demo-csr');
  const detail = () => apiCall<WorkLogDetail>(request, staff, 'GET', `/work-logs/${stop._id}`);
  const before = (await detail()).photos.length;
  const picture = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#6a8f3a' } })
    .png()
    .toBuffer();

  await page.setViewportSize({ width: 1280, height: 900 });
  await openAs(page, 'demo-csr', `/assignments/${stop._id}`);
  await page.getByRole('button', { name: 'Add photo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a photo to the visit' });
  await dialog.getByRole('radio', { name: 'After' }).check();
  await dialog.getByLabel('Show the customer').check();
  await dialog.getByTestId('office-photo-input').setInputFiles({ name: 'yard.png', mimeType: 'image/png', buffer: picture });
  await expect(dialog).toHaveCount(0, { timeout: 30_000 });
  const tiles = page.getByTestId('visit-photos').getByRole('button', { name: /^Open photo \d+ of \d+ larger$/ });
  await expect(tiles).toHaveCount(before + 1, { timeout: 30_000 });
  const added = (await detail()).photos.at(-1)!;
  expect(added).toMatchObject({ kind: 'after', forCustomer: true });
  const n = before + 1;

  // Shown to the customer: the eye is pressed; a click hides it.
  const eye = page.getByRole('button', { name: `Show the customer (${n})` });
  await expect(eye).toHaveAttribute('aria-pressed', 'true');
  await eye.click();
  await expect(eye).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(async () => (await detail()).photos.find((photo) => photo._id === added._id)?.forCustomer).toBe(false);

  await themedScreenshots(page, 'office-photos', 'assignment', `/assignments/${stop._id}`, async (shot) => {
    await expect(shot.getByTestId('visit-photos').locator('img').first()).toBeVisible({ timeout: 30_000 });
  });
  await page.evaluate(() => localStorage.setItem('RaStoreLawnDesk.sidebar.open', 'false'));
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/assignments/${stop._id}`);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add photo' }).click();
  await page.getByRole('dialog', { name: 'Add a photo to the visit' }).getByRole('radio', { name: 'Issue' }).check();
  await page.waitForTimeout(300);
  await page.screenshot({ path: 'test-results/office-photos/add-dialog-375.png' });
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: `Remove photo ${n}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(tiles).toHaveCount(before, { timeout: 30_000 });
  // The tile goes at once; the server's answer may come a moment later.
  await expect.poll(async () => (await detail()).photos.map((photo) => photo._id), { timeout: 30_000 }).not.toContain(added._id);
  expect((await detail()).history.some((entry) => entry.action === 'photo-removed')).toBe(true);
});
