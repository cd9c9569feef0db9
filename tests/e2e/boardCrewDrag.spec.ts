// Issue 70: on the Assignment board a csr drags a visit from one crew's card onto another crew's, and the visit joins
// that crew (a reassignment: its history, both days re-ordered). The latest such day of the fortnight is used, and the
// visit is handed back after. A screenshot of the board after, light and dark.
import { expect, test } from '@playwright/test';
import { addDays, format } from 'date-fns';
import type { Crew } from '../../common/schemas/vendor';
import type { WorkLogDaySummary } from '../../common/schemas/workLogRecord';
import { apiCall, apiToken, signIn } from './helpers';

const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');

test('a csr drags a visit onto another crew’s card and it joins that crew', async ({ page, request }) => {
  const csr = await apiToken(request, 'demo-csr');
  const crews = await apiCall<Crew[]>(request, csr, 'GET', '/vendors/all/crews');
  const vendorOf = new Map(crews.map((crew) => [crew._id, crew.vendorId]));
  const days = await apiCall<WorkLogDaySummary[]>(request, csr, 'GET', `/work-logs/summary?dateFrom=${day(2)}&dateTo=${day(14)}`);
  const busy = days.filter((row) => row.crewId && row.counts.pending >= 1);
  // Two crews of one vendor with pending work on the same day, the latest such day (the furthest from other specs').
  const pair = busy
    .sort((a, b) => b.date.localeCompare(a.date))
    .flatMap((first) =>
      busy.filter((second) => second.date === first.date && second.crewId !== first.crewId).map((second) => [first, second]),
    )
    .find(([first, second]) => vendorOf.get(first.crewId!) === vendorOf.get(second.crewId!));
  expect(pair, 'the demo plans two crews of a vendor on one day of the fortnight').toBeDefined();
  const [from, to] = pair!.map((row) => crews.find((crew) => crew._id === row.crewId)!);
  const date = pair![0].date;

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'demo-csr');
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  await page.goto(`/worklogs/all/${date}/pending`);
  const fromCard = page.getByRole('region', { name: from.name });
  const toCard = page.getByRole('region', { name: to.name });
  const moving = fromCard.getByTestId('route-stop').first();
  await expect(moving).toBeVisible({ timeout: 30_000 });
  const href = (await moving.getByRole('link').first().getAttribute('href'))!;
  const workLogId = href.split('/').at(-1)!;

  // Both cards on the screen: a drag does not scroll the page on its way.
  await page.setViewportSize({ width: 1280, height: 2400 });
  await moving.dragTo(toCard.getByTestId('route-stop').first());
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByText(`Moved to ${to.name}.`)).toBeVisible();
  await expect(toCard.locator(`a[href="${href}"]`)).toBeVisible();
  await expect(fromCard.locator(`a[href="${href}"]`)).toHaveCount(0);
  for (const theme of ['light', 'dark']) {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    await page.reload();
    await expect(toCard.locator(`a[href="${href}"]`)).toBeVisible({ timeout: 30_000 });
    await toCard.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/board-drag/joined-1280-${theme}.png` });
  }

  // The visit's history says who moved it where.
  await page.goto(`/assignments/${workLogId}`);
  await expect(page.getByRole('list', { name: 'History' }).getByText(`${from.name} → ${to.name}`)).toBeVisible();

  await apiCall(request, csr, 'POST', '/work-logs/reassign', { ids: [workLogId], crewId: from._id });
});
