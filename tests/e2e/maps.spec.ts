// The staff maps on the seeded demo day: the crew status map follows a crew's stops live, the territory map shows its
// legend and markers; screenshots of each map go to test-results/ (at 375 and 1280 px in light and dark theme outside CI,
// once in CI: helpers.ts, SHOT_WIDTHS and SHOT_THEMES).
import { expect, type Page, test } from '@playwright/test';
import type { CrewProgressDay } from '../../common/schemas/workLogMap';
import type { WorkLogRow } from '../../common/schemas/workLogRecord';
import { apiCall, apiToken, crewHasPendingStops, openAs, SHOT_THEMES, SHOT_WIDTHS } from './helpers';

test.beforeEach(async ({ page }) => {
  // No tiles in tests: the areas and markers draw on the plain background.
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
});

async function screenshots(page: Page, name: string, ready: () => Promise<void>) {
  for (const theme of SHOT_THEMES) {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    for (const width of SHOT_WIDTHS) {
      await page.setViewportSize({ width, height: width === 375 ? 1400 : 1000 });
      // On a phone the side menu would open over the page: closed, as a user leaves it.
      await page.evaluate((isOpen) => localStorage.setItem('RaStoreLawnDesk.sidebar.open', JSON.stringify(isOpen)), width > 375);
      await page.reload();
      await ready();
      await page.screenshot({ path: `test-results/maps/${name}-${width}-${theme}.png`, fullPage: true });
    }
  }
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
}

test('a csr’s crew status map follows a crew starting and completing a stop, without a reload', async ({ page, request }) => {
  await crewHasPendingStops(request, 'demo-crew', 1);
  await openAs(page, 'demo-csr', '/crew-status-map');
  await expect(page.getByRole('heading', { level: 1, name: 'Crew Status Map' })).toBeVisible();

  const token = await apiToken(request, 'demo-crew', 'crew');
  const csrToken = await page.evaluate(() => localStorage.getItem('token'));
  const day = await apiCall<CrewProgressDay>(request, csrToken!, 'GET', '/work-logs/crew-progress');
  const pending = await apiCall<WorkLogRow[]>(
    request,
    token,
    'GET',
    `/work-logs?filter=${encodeURIComponent(JSON.stringify({ date: day.date, status: 'pending' }))}&sort=${encodeURIComponent('["routePosition","ASC"]')}`,
  );
  expect(pending.length, 'the demo crew has pending stops today').toBeGreaterThan(0);
  const stop = pending[0];
  const before = day.crews.find((crew) => crew.crewId === stop.crewId)!;

  const item = page.locator(`li[data-crew="${stop.crewId}"]`);
  const figures = item.locator('[data-figures]');
  await expect(figures).toHaveText(`${before.done} done, ${before.left} left`);
  // Marks the page: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

  const change = (action: string) =>
    request.put(`/api/v1/work-logs/${stop._id}/status`, { headers: { authorization: `Bearer ${token}` }, data: { action } });
  expect((await change('start')).ok()).toBe(true);
  await expect(item.getByText(`Now at: ${stop.address}`)).toBeVisible();
  expect((await change('complete')).ok()).toBe(true);
  await expect(figures).toHaveText(`${before.done + 1} done, ${before.left - 1} left`);
  await expect(item.getByText(`Last completed: ${stop.address}`)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);

  await screenshots(page, 'crew-status', async () => {
    await expect(page.locator(`li[data-crew="${stop.crewId}"]`)).toBeVisible();
  });
});

test('the territory map shows each crew in the legend and the day’s stops as markers', async ({ page, request }) => {
  // Stops enough today to gather into a cluster, whatever the week day and the specs before left.
  await crewHasPendingStops(request, 'demo-crew', 6);
  await openAs(page, 'demo-admin', '/map-crew');
  await expect(page.getByRole('heading', { level: 1, name: 'Territory Map' })).toBeVisible();
  const legend = page.getByRole('region', { name: 'Crews and their zip code areas' });
  await expect(legend.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'on the map' })).toHaveText(/^[1-9]\d* stops? on the map/);
  // Zoomed out the stops gather into clusters; each cluster names how many stops it holds.
  await expect(page.locator('.marker-cluster').first()).toBeVisible();

  await page.getByRole('button', { name: 'Status' }).click();
  await expect(page.getByRole('region', { name: 'Statuses' }).getByText(/^Completed \(\d+\)$/)).toBeVisible();

  await screenshots(page, 'territory', async () => {
    await expect(page.locator('.marker-cluster').first()).toBeVisible();
  });
});

test('the bush and bed map shows a week’s bnb visits by status', async ({ page }) => {
  await openAs(page, 'demo-admin', '/bnb-map');
  await expect(page.getByRole('heading', { level: 1, name: 'Bush and Bed Service Map' })).toBeVisible();
  const legend = page.getByRole('region', { name: 'Statuses' });
  await expect(legend.getByText(/^Pending \(\d+\)$/)).toBeVisible();
  await page.getByRole('group', { name: 'Show statuses' }).getByRole('button', { name: 'Pending' }).click();
  await expect(page.getByRole('group', { name: 'Show statuses' }).getByRole('button', { name: 'Pending' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  await screenshots(page, 'bnb', async () => {
    await expect(page.getByRole('region', { name: 'Statuses' })).toBeVisible();
  });
});
