import { expect, test } from '@playwright/test';
import { expectPath, signIn } from './helpers';

for (const width of [375, 1280]) {
  test(`the menu's groups close and stay closed, and a notification opens its subject (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signIn(page, 'demo-admin');
    await expectPath(page, '/dashboard');
    if (width < 768) await page.getByRole('button', { name: 'Open menu' }).click();
    const settings = page.getByRole('menuitem', { name: 'Settings', exact: true });
    await expect(settings).toHaveAttribute('aria-expanded', 'true');
    await settings.click();
    await expect(page.getByRole('menuitem', { name: 'Markets' })).toHaveCount(0);
    await page.screenshot({ path: `test-results/shell-menu-${width}.png` });
    await page.reload();
    // The phone's drawer may come back open (react-admin remembers the sidebar too).
    await page.waitForLoadState('networkidle');
    if (width < 768 && !(await settings.isVisible())) await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Settings', exact: true })).toHaveAttribute('aria-expanded', 'false');
    await page.getByRole('menuitem', { name: 'Settings', exact: true }).click();
    await page.getByRole('menuitem', { name: 'User Permission' }).click();
    await expect(page.locator('#react-admin-title')).toHaveText('User Permission');

    await page.getByRole('button', { name: /^Notifications: \d+ unread$/ }).click();
    // Earlier tests may have filled the first page with newer notifications: scroll until the seeded reminder loads.
    const list = page.getByTestId('notification-list');
    const reminder = page.getByRole('button', { name: /^Reminder due:/ }).first();
    await expect(async () => {
      await list.evaluate((element) => element.scrollTo(0, element.scrollHeight));
      await expect(reminder).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await reminder.click();
    await expect(page).toHaveURL(/\/customers\/view\/[^/?]+\?tab=reminders$/);
    await expect(page.getByRole('tab', { name: 'Reminders' })).toHaveAttribute('aria-selected', 'true');
    await page.screenshot({ path: `test-results/shell-notification-${width}.png` });
  });
}
