// A measurement, not a test: the territory map with 5,000 stops (the API's answer replaced by generated stops across
// Texas). Prints the answer's size, the time until the clusters show and frame times while panning and zooming.
// Run with MAP_BENCH=1 (skipped otherwise): `MAP_BENCH=1 E2E_PORT=3370 npx playwright test tests/e2e/mapsBench.spec.ts`.
import { gzipSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import type { MapStop, Territories } from '../../common/schemas/workLogMap';
import { signIn } from './helpers';

const STOPS = Number(process.env.MAP_BENCH_STOPS ?? 5000);

test.skip(!process.env.MAP_BENCH, 'a measurement: run with MAP_BENCH=1');

function generatedStops(crews: Territories['crews'], count: number): MapStop[] {
  let seed = 7;
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  const cities = [
    [30.27, -97.74],
    [32.78, -96.8],
    [29.42, -98.49],
    [31.55, -97.15],
  ];
  const statuses = ['pending', 'started', 'completed', 'skipped', 'cancel'] as const;
  return Array.from({ length: count }, (_, index) => {
    const [lat, lng] = cities[index % cities.length];
    const crew = crews[index % crews.length];
    return {
      _id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      date: '2026-11-23',
      status: statuses[Math.floor(random() * statuses.length)],
      serviceType: 'mow',
      crewId: crew.crewId,
      crewName: crew.crewName,
      routePosition: index,
      latitude: lat + (random() - 0.5) * 0.6,
      longitude: lng + (random() - 0.5) * 0.6,
      locationApproximate: index % 10 === 0,
      address: `${100 + index} Bench St`,
      zipcode: '78701',
      customerName: `Customer ${index}`,
      startedAt: null,
      completedAt: null,
    };
  });
}

/** Frame gaps (ms) the page draws while `action` runs. */
async function frameGaps(page: Page, action: () => Promise<void>) {
  await page.evaluate(() => {
    const frames: number[] = [];
    Object.assign(window, { benchFrames: frames, benchRecording: true });
    const tick = (time: number) => {
      frames.push(time);
      if ((window as unknown as { benchRecording: boolean }).benchRecording) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await action();
  const frames = await page.evaluate(() => {
    Object.assign(window, { benchRecording: false });
    return (window as unknown as { benchFrames: number[] }).benchFrames;
  });
  const gaps = frames
    .slice(1)
    .map((time, index) => time - frames[index])
    .sort((a, b) => a - b);
  const at = (share: number) => Math.round(gaps[Math.min(gaps.length - 1, Math.floor(gaps.length * share))] ?? 0);
  return {
    frames: gaps.length,
    p50: at(0.5),
    p95: at(0.95),
    max: Math.round(gaps.at(-1) ?? 0),
    over50ms: gaps.filter((gap) => gap > 50).length,
  };
}

test('territory map with generated stops', async ({ page }) => {
  test.setTimeout(180_000);
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  await signIn(page, 'demo-admin');
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const territories = (
    await (await page.request.get('/api/v1/vendors/territories', { headers: { authorization: `Bearer ${token}` } })).json()
  ).data as Territories;
  const body = JSON.stringify({
    status: 200,
    data: { stops: generatedStops(territories.crews, STOPS), total: STOPS, withoutPosition: 0, capped: false },
  });
  await page.route(/\/api\/v1\/work-logs\/map\?/, (route) => route.fulfill({ status: 200, contentType: 'application/json', body }));
  await page.setViewportSize({ width: 1280, height: 1000 });

  const started = Date.now();
  await page.goto('/map-crew');
  await expect(page.getByRole('heading', { level: 1, name: 'Territory Map' })).toBeVisible({ timeout: 60_000 });
  const pageShownMs = Date.now() - started;
  await expect(page.locator('.marker-cluster').first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('status').filter({ hasText: 'on the map' })).toHaveText(`${STOPS} stops on the map`);
  const firstClustersMs = Date.now() - started;

  const box = (await page.locator('.leaflet-container').boundingBox())!;
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const pan = await frameGaps(page, async () => {
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.down();
    for (let step = 1; step <= 40; step += 1)
      await page.mouse.move(centre.x + Math.sin(step / 6) * 250, centre.y + Math.cos(step / 6) * 150, { steps: 2 });
    await page.mouse.up();
  });
  const zoom = await frameGaps(page, async () => {
    for (let level = 0; level < 4; level += 1) {
      await page.getByRole('button', { name: 'Zoom in' }).click();
      await page.waitForTimeout(400);
    }
  });
  const panZoomedIn = await frameGaps(page, async () => {
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.down();
    for (let step = 1; step <= 40; step += 1)
      await page.mouse.move(centre.x + Math.sin(step / 6) * 250, centre.y + Math.cos(step / 6) * 150, { steps: 2 });
    await page.mouse.up();
  });
  console.log(
    JSON.stringify({
      stops: STOPS,
      answerBytes: body.length,
      answerGzipBytes: gzipSync(body).length,
      pageShownMs,
      firstClustersMs,
      pan,
      zoom,
      panZoomedIn,
      clustersShown: await page.locator('.marker-cluster').count(),
    }),
  );
});
