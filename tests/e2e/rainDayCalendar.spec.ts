// A rain day from the Work Calendar: the admin rains out the rest of today in the demo crew's market; the crew's
// phone, open meanwhile, drops the moved stops without a reload, and gets them back when the csr undoes. Screenshots of
// the calendar with its Rain day action at 375 and 1280 px in both themes.
import { expect, test } from '@playwright/test';
import type { RainDayPlan } from '../../common/schemas/rainDay';
import type { CrewDay } from '../../common/schemas/crewDay';
import type { Market } from '../../common/schemas/market';
import type { WorkLogDetail } from '../../common/schemas/workLogRecord';
import { apiCall, apiToken, crewHasPendingStops, signIn, themedScreenshots } from './helpers';

test.setTimeout(180_000);

test("the admin rains out the rest of today in a market from the Work Calendar; the crew's phone follows live, and undo brings the stops back", async ({
  browser,
  page,
  request,
}) => {
  const today = await crewHasPendingStops(request, 'demo-crew', 2);
  const crewToken = await apiToken(request, 'demo-crew', 'crew');
  const day = await apiCall<CrewDay>(request, crewToken, 'GET', '/crew/day');
  const csr = await apiToken(request, 'demo-csr');
  const firstPending = day.stops.find((stop) => stop.status === 'pending')!;
  const { marketId } = await apiCall<WorkLogDetail>(request, csr, 'GET', `/work-logs/${firstPending._id}`);
  const market = (await apiCall<Market[]>(request, csr, 'GET', '/markets')).find((row) => row._id === marketId)!;
  const plan = await apiCall<RainDayPlan>(request, csr, 'POST', '/work-logs/rain-day/preview', {
    date: today,
    scope: 'market',
    scopeId: marketId,
    fromNow: true,
  });
  const crewMoves = plan.moves.filter((move) => day.stops.some((stop) => stop._id === move.workLogId));
  expect(crewMoves.length, "the demo crew's pending stops are among the visits that move").toBeGreaterThan(0);

  const phone = await browser.newContext({ viewport: { width: 390, height: 800 } });
  const crewPage = await phone.newPage();
  await signIn(crewPage, 'demo-crew', '/crew/login');
  const stopCard = (id: string) => crewPage.locator(`[data-stop-id="${id}"]`);
  for (const move of crewMoves) await expect(stopCard(move.workLogId)).toBeVisible({ timeout: 30_000 });

  await signIn(page, 'demo-admin');
  const calendar = `/workcal?serviceDate=${today}`;
  const rainButton = page.getByRole('button', { name: 'Rain day', exact: true });
  await themedScreenshots(page, 'rain', 'calendar', calendar, async (target) => {
    await expect(target.getByRole('button', { name: 'Rain day', exact: true })).toBeVisible({ timeout: 30_000 });
  });
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(calendar);

  await rainButton.click({ timeout: 30_000 });
  const dialog = page.getByRole('dialog', { name: 'Rain day' });
  await dialog.getByRole('combobox', { name: /^Who/ }).click();
  await page.getByRole('option', { name: 'A market' }).click();
  await dialog.getByRole('combobox', { name: 'Market', exact: true }).click();
  await page.getByRole('option', { name: market.name, exact: true }).click();
  await dialog.getByLabel(/^From now on/).check();
  const count = plan.moves.length;
  await expect(dialog.getByRole('status')).toHaveText(count === 1 ? '1 visit moves' : `${count} visits move`, { timeout: 30_000 });
  await dialog.getByRole('button', { name: count === 1 ? 'Move 1 visit' : `Move ${count} visits` }).click();
  await expect(dialog.getByText(/visits? moved\. Undo puts/)).toBeVisible({ timeout: 30_000 });

  // The crew's phone hears it: the moved stops leave its day without a reload.
  for (const move of crewMoves) await expect(stopCard(move.workLogId)).toBeHidden({ timeout: 30_000 });
  const moved = await apiCall<WorkLogDetail>(request, csr, 'GET', `/work-logs/${crewMoves[0].workLogId}`);
  expect(moved.date).toBe(crewMoves[0].toDate);

  await dialog.getByRole('button', { name: 'Undo rain day' }).click();
  await expect(page.getByText('Rain day undone: the visits are back on their day.')).toBeVisible({ timeout: 30_000 });
  for (const move of crewMoves) await expect(stopCard(move.workLogId)).toBeVisible({ timeout: 30_000 });
  const back = await apiCall<WorkLogDetail>(request, csr, 'GET', `/work-logs/${crewMoves[0].workLogId}`);
  expect(back.date).toBe(today);
  await phone.close();
});
