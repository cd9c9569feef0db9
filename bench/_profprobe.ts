import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { freePort, startDemoServer } from './demoServer';
const target = process.argv[2] ?? '/customers/dashboard';
const who = process.argv[3] ?? 'demo-customer';
const role = process.argv[4] ?? 'admin';
const port = await freePort();
const server = await startDemoServer(port, '/work/main/data/prof-probe');
const base = `http://127.0.0.1:${port}`;
try {
  const r = await fetch(`${base}/api/v1/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id: who, password: 'Lawn#2026', loginRole: role }) });
  const { token, ...user } = (await r.json()).data;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(base + '/favicon.svg');
  await page.evaluate(([t, u, l]) => { localStorage.setItem('token', t); localStorage.setItem('user', u); localStorage.setItem('loginRole', l); }, [token, JSON.stringify(user), role]);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await page.addInitScript(() => {
    (window as any).__tasks = [];
    new PerformanceObserver((list) => { for (const e of list.getEntries()) (window as any).__tasks.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });
  });
  await cdp.send('Profiler.start');
  await page.goto(base + target);
  await page.waitForTimeout(10000);
  const { profile } = await cdp.send('Profiler.stop');
  writeFileSync('/tmp/prof.cpuprofile', JSON.stringify(profile));
  console.log('longtasks', JSON.stringify(await page.evaluate(() => (window as any).__tasks)));
  await browser.close();
} finally { server.kill(); }
