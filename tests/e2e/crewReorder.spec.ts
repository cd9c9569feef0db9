// Issue 70: a crew on a 375 px phone puts its stops in its own order; the order survives a reload and the office's
// Generate Route, until the office changes it. The reorder mode is photographed light and dark.
import { expect, type Page, test } from '@playwright/test';
import type { CrewDay } from '../../common/schemas/crewDay';
import type { CrewRoute } from '../../common/schemas/route';
import { apiCall, apiToken, crewHasPendingStops, expectPath, signIn } from './helpers';

test.use({ viewport: { width: 375, height: 800 } });

const shownIds = (page: Page) =>
  page.getByTestId('crew-stop').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-stop-id')));

test("the crew's own order is kept through a reload and the office's Generate Route", async ({ page, request }) => {
  await crewHasPendingStops(request, 'demo-crew', 3);
  const crewToken = await apiToken(request, 'demo-crew', 'crew');
  const { crew, date, stops } = await apiCall<CrewDay>(request, crewToken, 'GET', '/crew/day');
  // The office frees the day first, so an earlier spec's lock does not stand in the way.
  const admin = await apiToken(request, 'demo-admin');
  const whole = await apiCall<CrewRoute>(request, admin, 'POST', '/work-logs/route', { crewId: crew._id, date, preview: true });
  await apiCall(request, admin, 'PUT', '/work-logs/route', { crewId: crew._id, date, ids: whole.workLogIds, locked: false });

  await signIn(page, 'demo-crew', '/crew/login');
  await expectPath(page, '/crew/dashboard');
  await expect(page.getByTestId('crew-stop').nth(2)).toBeVisible();
  await expect(page.getByTestId('crew-day-lock')).toHaveCount(0);
  // A long day's cards render a few at a time (earlier specs add stops to it): every one is read before the reorder.
  await expect.poll(async () => (await shownIds(page)).length).toBe(stops.length);
  const before = await shownIds(page);
  // Earlier specs may have done, started or skipped some: those keep their places and are not listed to move.
  const statusOf = new Map(stops.map((stop) => [stop._id, stop.status]));
  const toDo = before.filter((id) => statusOf.get(id!) === 'pending');
  const pendingOf = (ids: (string | null)[]) => ids.filter((id) => statusOf.get(id!) === 'pending');

  await page.getByRole('button', { name: 'Reorder' }).click();
  const rows = page.getByTestId('crew-reorder-stop');
  await expect(rows).toHaveCount(toDo.length);
  // The last stop goes to the top, one press at a time from the keyboard (the focus follows it).
  await rows
    .last()
    .getByRole('button', { name: /^Move up/ })
    .focus();
  for (let press = 1; press < toDo.length; press++) await page.keyboard.press('Enter');
  const wantedToDo = [toDo.at(-1), ...toDo.slice(0, -1)];
  let next = 0;
  const wanted = before.map((id) => (statusOf.get(id!) === 'pending' ? wantedToDo[next++] : id));
  await expect(rows.first()).toHaveAttribute('data-stop-id', toDo.at(-1)!);
  const box = await rows
    .first()
    .getByRole('button', { name: /^Move down/ })
    .boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(48);
  await page.getByRole('button', { name: 'Save order' }).click();

  await expect.poll(() => shownIds(page)).toEqual(wanted);
  await expect(page.locator('[data-waiting="true"]')).toHaveCount(0);
  await expect(page.getByTestId('crew-day-lock')).toHaveText('Your order');
  await page.reload();
  await expect(page.getByTestId('crew-stop').first()).toBeVisible();
  await expect.poll(() => shownIds(page)).toEqual(wanted);

  // The office runs Generate Route: the crew's order of what is left to do stays (done stops first, skipped last).
  await apiCall(request, admin, 'POST', '/work-logs/route', { crewId: crew._id, date });
  await page.reload();
  await expect(page.getByTestId('crew-stop').first()).toBeVisible();
  await expect.poll(async () => pendingOf(await shownIds(page))).toEqual(wantedToDo);
  await expect(page.getByTestId('crew-day-lock')).toHaveText('Your order');

  for (const theme of ['light', 'dark']) {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    await page.reload();
    await page.getByRole('button', { name: 'Reorder' }).click();
    await expect(rows.first()).toBeVisible();
    await page.screenshot({ path: `test-results/crewreorder/reorder-375-${theme}.png`, fullPage: true });
  }

  // The office locks its own order: the phone shows it and offers no reorder.
  const now = await apiCall<CrewDay>(request, crewToken, 'GET', '/crew/day');
  const locked = await apiCall<CrewRoute>(request, admin, 'POST', '/work-logs/route', { crewId: crew._id, date, preview: true });
  await apiCall(request, admin, 'PUT', '/work-logs/route', { crewId: now.crew._id, date, ids: locked.workLogIds, locked: true });
  await page.reload();
  await expect(page.getByTestId('crew-day-lock')).toHaveText('Office’s order');
  await expect(page.getByRole('button', { name: 'Reorder' })).toBeDisabled();
  await apiCall(request, admin, 'PUT', '/work-logs/route', { crewId: now.crew._id, date, ids: locked.workLogIds, locked: false });
});
