// A switch per moment a customer hears about: an admin switches "On my way" off in System Settings, it stays
// off after a reload, and on again. Screenshots of the section at 375 and 1280 px, both themes.
import { expect, type Page, test } from '@playwright/test';
import { openAs, themedScreenshots } from './helpers';

const section = (page: Page) => page.getByRole('region', { name: 'Automatic customer messages' });
const onMyWay = (page: Page) => section(page).getByRole('switch', { name: 'On my way' });

async function save(page: Page) {
  await section(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
}

test('an admin switches a moment off and on again', async ({ page }) => {
  test.setTimeout(180_000);
  await openAs(page, 'demo-admin', '/system-settings');
  await expect(onMyWay(page)).toBeChecked({ timeout: 30_000 });
  await expect(section(page).getByRole('switch', { name: 'Visit done' })).toBeChecked();

  await onMyWay(page).uncheck();
  await save(page);
  await page.reload();
  await expect(onMyWay(page)).not.toBeChecked({ timeout: 30_000 });
  await themedScreenshots(
    page,
    'moment-switches',
    'settings-moments',
    '/system-settings',
    async (shown) => expect(section(shown)).toBeVisible({ timeout: 30_000 }),
    'Automatic customer messages',
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/system-settings');
  await onMyWay(page).check();
  await save(page);
  await page.reload();
  await expect(onMyWay(page)).toBeChecked({ timeout: 30_000 });
});
