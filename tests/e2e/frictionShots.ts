// Screenshots of the friction screens at 375 and 1280 px, light and dark, into FRICTION_SHOTS when it is set:
// looked at by hand, never committed.
import type { Page } from '@playwright/test';

export const SHOTS = process.env.FRICTION_SHOTS;

export async function frictionShots(page: Page, name: string, ready: () => Promise<void>) {
  if (!SHOTS) return;
  for (const theme of ['light', 'dark']) {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    for (const width of [375, 1280]) {
      await page.evaluate((open) => localStorage.setItem('RaStoreLawnDesk.sidebar.open', JSON.stringify(open)), width > 375);
      await page.setViewportSize({ width, height: 800 });
      await page.reload();
      await ready();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${SHOTS}/${name}-${width}-${theme}.png`, fullPage: true });
    }
  }
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
}
