import { test } from '@playwright/test';
import { signIn } from './helpers';

const PAGES = ['/worklogs', '/workcal', '/system-settings/crew-announcement', '/system-settings/crew-announcement/create', '/system-settings'];
for (const width of [375, 1280]) {
  for (const theme of ['light', 'dark']) {
    test(`shots ${width} ${theme}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.addInitScript((name) => localStorage.setItem('theme', name), theme);
      await signIn(page, 'demo-admin');
      await page.waitForURL('**/dashboard');
      for (const path of PAGES) {
        await page.goto(path);
        await page.waitForTimeout(2500);
        await page.screenshot({ path: `/tmp/web-shots/${path.replace(/\//g, '_')}-${width}-${theme}.png` });
      }
    });
  }
}
