import { chromium } from '@playwright/test';
const [, , base, user, path, out, anchor] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const width of [1280, 375]) for (const scheme of ['light', 'dark']) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: scheme });
  const r = await page.request.post(base + '/api/v1/users/login', { data: { id: user, password: 'Lawn#2026', loginRole: 'admin' } });
  const { token, ...u } = (await r.json()).data;
  await page.goto(base + '/api/v1/health');
  await page.evaluate((s) => Object.entries(s).forEach(([k, v]) => localStorage.setItem(k, v)), { token, user: JSON.stringify(u), loginRole: 'admin', 'RaStore.theme': JSON.stringify(scheme) });
  await page.goto(base + path);
  await page.waitForTimeout(3000);
  if (anchor) await page.locator('#' + anchor).scrollIntoViewIfNeeded().catch((e) => console.log(String(e)));
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}-${width}-${scheme}.png` });
  await page.close();
}
await browser.close();
