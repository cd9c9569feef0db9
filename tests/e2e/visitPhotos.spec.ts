// Photos from the field in a real browser (docs/field.md): the crew's phone at 375 px takes a before, an after and an
// issue photo (with its note) on one stop without signal, keeps them across an offline reload, and sends each once
// when the signal returns; the visit then lists each photo once, with the phone's position. A file that is no image
// is refused on the phone. Screenshots of the photo dialog at 375 px, light and dark (test-results/visit-photos/).
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { expect, test } from '@playwright/test';
import type { CrewDay } from '../../common/schemas/crewDay';
import type { WorkLogDetail } from '../../common/schemas/workLogRecord';
import { apiCall, apiToken, crewHasPendingStops, expectPath, isWorkableStop, openAs, signIn, themedScreenshots } from './helpers';

/** Back online, the queue sends on the `online` event or at its next try (every 20 s): as crewOffline.spec.ts waits. */
const UNTIL_QUEUE_SENT = { timeout: 60_000 };

test('photos taken offline on the crew phone reach the visit once each', async ({ page, context, request }) => {
  test.setTimeout(180_000);
  await crewHasPendingStops(request, 'demo-crew', 1);
  const crewToken = await apiToken(request, 'demo-crew', 'crew');
  const day = await apiCall<CrewDay>(request, crewToken, 'GET', '/crew/day');
  const stop = day.stops.find(isWorkableStop)!;
  const staff = await apiToken(request, 'demo-csr');
  const before = (await apiCall<WorkLogDetail>(request, staff, 'GET', `/work-logs/${stop._id}`)).photos.length;

  // A 4000 × 3000 camera photo, and a text file the phone must refuse.
  const camera = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#4f7d2a' } })
    .jpeg({ quality: 90 })
    .toBuffer();
  const note = `Broken sprinkler head ${randomUUID().slice(0, 8)}`;

  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: stop.latitude!, longitude: stop.longitude!, accuracy: 12 });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'demo-crew', '/crew/login');
  await expectPath(page, '/crew/dashboard');
  await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const card = page.locator(`[data-stop-id="${stop._id}"]`);
  await expect(card).toBeVisible({ timeout: 30_000 });

  await context.setOffline(true);
  const dialog = page.getByRole('dialog', { name: 'Take a photo of this stop' });
  const take = async (kind: 'Before' | 'After' | 'Issue', file: { name: string; mimeType: string; buffer: Buffer }) => {
    await card.getByRole('button', { name: 'Photo' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('radio', { name: kind }).check();
    if (kind === 'Issue') {
      await dialog.getByLabel('What is the issue?').fill(note);
      await dialog.getByLabel('Show it to the customer').check();
    }
    await dialog.getByTestId('photo-input').setInputFiles(file);
  };

  // Refused on the phone: nothing queued.
  await take('Before', { name: 'notes.jpg', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
  await expect(dialog.getByRole('alert')).toHaveText('This file is not a photo the phone can read. Take the photo with the camera.');
  await expect(page.getByText(/changes? waiting/)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await take('Before', { name: 'before.jpg', mimeType: 'image/jpeg', buffer: camera });
  await expect(page.getByText('Photo kept on the phone: it is sent when the signal returns.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await take('After', { name: 'after.jpg', mimeType: 'image/jpeg', buffer: camera });
  await expect(page.getByText('Offline — 2 changes waiting')).toBeVisible();
  // The issue dialog, as the crew sees it, in both themes.
  await card.getByRole('button', { name: 'Photo' }).click();
  await dialog.getByRole('radio', { name: 'Issue' }).check();
  await dialog.getByLabel('What is the issue?').fill(note);
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `test-results/visit-photos/photo-dialog-375-${theme}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await take('Issue', { name: 'issue.png', mimeType: 'image/jpeg', buffer: camera });
  await expect(page.getByText('Offline — 3 changes waiting')).toBeVisible();

  // Opened again without signal, the photos are still on the phone.
  await page.reload();
  await expect(page.getByText('Offline — 3 changes waiting')).toBeVisible({ timeout: 30_000 });
  expect((await apiCall<WorkLogDetail>(request, staff, 'GET', `/work-logs/${stop._id}`)).photos).toHaveLength(before);

  await context.setOffline(false);
  await expect(page.getByText(/changes? waiting/)).toHaveCount(0, UNTIL_QUEUE_SENT);
  await expect(page.getByRole('alert').filter({ hasText: 'Not applied' })).toHaveCount(0);
  // A second reload online sends nothing again.
  await page.reload();
  await expect(card).toBeVisible({ timeout: 30_000 });

  const photos = (await apiCall<WorkLogDetail>(request, staff, 'GET', `/work-logs/${stop._id}`)).photos.slice(before);
  expect(photos.map((photo) => photo.kind)).toEqual(['before', 'after', 'issue']);
  expect(photos[2]).toMatchObject({ note, forCustomer: true });
  for (const photo of photos) {
    // Compressed on the phone to 1600 px on the long side, kept so by the server.
    expect([photo.width, photo.height]).toEqual([1600, 1200]);
    expect(photo.position).toMatchObject({ latitude: stop.latitude, longitude: stop.longitude, accuracyM: 12 });
    expect(photo.takenAt).not.toBeNull();
  }

  // The office sees them on the visit's page, with the note, and where the crew was.
  const office = await context.newPage();
  await openAs(office, 'demo-csr', `/assignments/${stop._id}`);
  const shown = office.getByTestId('visit-photos');
  await expect(shown.getByRole('button', { name: /^Open photo \d+ of \d+ larger$/ })).toHaveCount(before + 3, { timeout: 30_000 });
  await expect(shown.getByText(note)).toBeVisible();
  await themedScreenshots(office, 'visit-photos', 'assignment', `/assignments/${stop._id}`, async (shot) => {
    await expect(shot.getByTestId('visit-photos').locator('img').first()).toBeVisible({ timeout: 30_000 });
  });
  await office.close();
});
