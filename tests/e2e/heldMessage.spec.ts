// Staff cancel a text held for quiet hours: a text sent from a template to Dana while it is quiet waits as
// "Held (quiet hours)" with Cancel; cancelled, it lists as "Not sent" with the reason. Screenshots at 375 and 1280 px,
// both themes. Quiet hours are put back as they were.
import { expect, test } from '@playwright/test';
import type { SettingsValues } from '../../common/schemas/settings';
import { apiCall, apiToken, openAs, openDanasProperty, themedScreenshots } from './helpers';

test('a csr cancels a text held for quiet hours, and sees why it was not sent', async ({ page, request }) => {
  test.setTimeout(180_000);
  const admin = await apiToken(request, 'demo-admin');
  const settings = await apiCall<SettingsValues>(request, admin, 'GET', '/settings');
  const hour = Number(
    new Intl.DateTimeFormat('en-US', { timeZone: settings.serviceCalendar.timeZone, hour: 'numeric', hourCycle: 'h23' }).format(new Date()),
  );
  const quiet = (quietStart: number, quietEnd: number) =>
    apiCall(request, admin, 'PUT', '/settings', { textMessages: { ...settings.textMessages, authToken: '', quietStart, quietEnd } });
  await quiet(hour, (hour + 2) % 24);
  try {
    await openAs(page, 'demo-csr', '/customers');
    const path = new URL(await openDanasProperty(page)).pathname;
    await page.getByRole('tab', { name: 'Messages' }).click();
    await page.getByRole('button', { name: 'Send a message' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send a message' });
    await dialog.getByRole('combobox', { name: 'Template' }).click();
    await page.getByRole('option', { name: 'Gate code needed' }).click();
    await dialog.getByRole('radio', { name: 'Text' }).check();
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByText('Message sent.')).toBeVisible();

    // Queued first, held once its job found the quiet hours: the list shows it when read again.
    await expect(async () => {
      await page.reload();
      await page.getByRole('tab', { name: 'Messages' }).click();
      await expect(page.getByRole('listitem').filter({ hasText: 'Held (quiet hours)' }).first()).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 60_000 });
    await themedScreenshots(page, 'held-message', 'held', path, async (shot) => {
      await shot.getByRole('tab', { name: 'Messages' }).click();
      await expect(shot.getByRole('listitem').filter({ hasText: 'Held (quiet hours)' }).first()).toBeVisible({ timeout: 30_000 });
    });

    await page.getByRole('tab', { name: 'Messages' }).click();
    await page.getByRole('button', { name: 'Cancel the From a template Text' }).first().click();
    await expect(page.getByText('The message will not be sent.')).toBeVisible();
    const cancelled = page.getByRole('listitem').filter({ hasText: 'Reason: Cancelled by staff.' }).first();
    await expect(cancelled).toContainText('Not sent');
    await expect(cancelled.getByRole('button', { name: /^Cancel/ })).toHaveCount(0);
    await themedScreenshots(page, 'held-message', 'cancelled', path, async (shot) => {
      await shot.getByRole('tab', { name: 'Messages' }).click();
      await expect(shot.getByText('Reason: Cancelled by staff.').first()).toBeVisible({ timeout: 30_000 });
    });
  } finally {
    await quiet(settings.textMessages.quietStart, settings.textMessages.quietEnd);
  }
});
