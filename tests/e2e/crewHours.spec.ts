// A crew's working hours: the vendor sets its own crew's hours on its Crews tab, Saturday off and an early
// Monday, and reads them back in one line. Screenshots of the tab and the dialog at 375 and 1280 px, light and dark.
import { expect, type Page, test } from '@playwright/test';
import { DEFAULT_WORKING_HOURS } from '../../common/schemas/crewHours';
import type { Crew } from '../../common/schemas/vendor';
import { apiCall, apiToken, signIn, SHOT_THEMES, SHOT_WIDTHS } from './helpers';

test.setTimeout(180_000);

test('a vendor sets its crew’s working hours on its Crews tab', async ({ page, request }) => {
  const vendor = await apiToken(request, 'demo-vendor');
  const crews = await apiCall<Crew[]>(request, vendor, 'GET', '/vendors/crews');
  expect(crews.length, 'the demo vendor runs crews').toBeGreaterThan(0);
  const crew = crews[0];
  const path = `/vendors/${crew.vendorId}/show/crews`;
  const card = (target: Page) =>
    target.getByRole('heading', { name: crew.name, exact: true }).locator('xpath=ancestor::div[contains(@class, "MuiCard-root")][1]');

  await signIn(page, 'demo-vendor');
  for (const theme of SHOT_THEMES) {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    for (const width of SHOT_WIDTHS) {
      await page.evaluate((open) => localStorage.setItem('RaStoreLawnDesk.sidebar.open', JSON.stringify(open)), width > 375);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(card(page).getByText('Working hours', { exact: true })).toBeVisible({ timeout: 30_000 });
      await page.waitForTimeout(500);
      await page.screenshot({ path: `test-results/crew-hours/crews-tab-${width}-${theme}.png` });
      await card(page).getByRole('button', { name: 'Edit hours' }).click();
      await expect(page.getByRole('dialog', { name: `Working hours of ${crew.name}` })).toBeVisible();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `test-results/crew-hours/dialog-${width}-${theme}.png` });
      await page.getByRole('button', { name: 'Cancel' }).click();
    }
  }
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(path);

  await card(page).getByRole('button', { name: 'Edit hours' }).click();
  const dialog = page.getByRole('dialog', { name: `Working hours of ${crew.name}` });
  // An end before the start is refused beside the field.
  await dialog.getByLabel('End').first().fill('06:00');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('The day ends after it starts.')).toBeVisible();
  await dialog.getByLabel('End').first().fill('15:30');
  await dialog.getByLabel('Start').first().fill('07:00');
  await dialog.getByLabel('Saturday').uncheck();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Working hours of ${crew.name} saved.`)).toBeVisible({ timeout: 30_000 });
  // The zone is named when the browser's clock differs from the business's (America/Chicago).
  await expect(card(page)).toContainText(
    /Monday 7:00 AM–3:30 PM( [A-Z]+)? · Tuesday–Friday 8:00 AM–4:00 PM( [A-Z]+)? · Saturday off · Sunday 8:00 AM–4:00 PM/,
  );
  const saved = await apiCall<Crew>(request, vendor, 'GET', `/vendors/crews/${crew._id}`);
  expect(saved.workingHours[0]).toEqual({ works: true, start: '07:00', end: '15:30' });
  expect(saved.workingHours[5].works).toBe(false);
  await apiCall(request, vendor, 'PUT', `/vendors/crews/${crew._id}/working-hours`, { workingHours: DEFAULT_WORKING_HOURS });
});
