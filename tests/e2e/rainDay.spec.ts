// A rain day on the Assignment board: a csr rains out the next working day of a vendor, sees how many visits
// move, applies, finds a visit on its new day and undoes. Screenshots of the dialog at 375 and 1280 px in both themes.
import { expect, type Page, test } from '@playwright/test';
import { addDays, format } from 'date-fns';
import type { RainDayPlan } from '../../common/schemas/rainDay';
import type { Crew } from '../../common/schemas/vendor';
import type { WorkLogDaySummary } from '../../common/schemas/workLogRecord';
import { apiCall, apiToken, signIn, themedScreenshots } from './helpers';

test.setTimeout(180_000);

const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');
const link = (page: Page, workLogId: string) => page.locator(`a[href="/assignments/${workLogId}"]`);

test("a csr rains out a vendor's next working day, sees the count, applies, finds a visit on its new day and undoes", async ({
  page,
  request,
}) => {
  const csr = await apiToken(request, 'demo-csr');
  const crews = await apiCall<Crew[]>(request, csr, 'GET', '/vendors/all/crews');
  const days = await apiCall<WorkLogDaySummary[]>(request, csr, 'GET', `/work-logs/summary?dateFrom=${day(1)}&dateTo=${day(7)}`);
  // Tomorrow, or the first day after it with pending work (tomorrow may be a weekend-off day).
  const busy = days.filter((row) => row.crewId && row.counts.pending > 0).sort((a, b) => a.date.localeCompare(b.date));
  expect(busy.length, 'the demo seed plans pending work in the coming week').toBeGreaterThan(0);
  const date = busy[0].date;
  const vendorId = crews.find((crew) => crew._id === busy[0].crewId)!.vendorId;
  const plan = await apiCall<RainDayPlan>(request, csr, 'POST', '/work-logs/rain-day/preview', {
    date,
    scope: 'vendor',
    scopeId: vendorId,
  });
  expect(plan.moves.length, 'the vendor has visits to move that day').toBeGreaterThan(0);
  const count = plan.moves.length;
  const workLog = plan.moves[0];
  const path = `/worklogs?serviceDate=${date}&vendor=${vendorId}`;
  const dialogOf = (target: Page) => target.getByRole('dialog', { name: 'Rain day' });
  const counted = count === 1 ? '1 visit moves' : `${count} visits move`;
  const openDialog = async (target: Page) => {
    await target.getByRole('button', { name: 'Rain day', exact: true }).click({ timeout: 30_000 });
    await expect(dialogOf(target).getByRole('status')).toHaveText(counted, { timeout: 30_000 });
  };

  await signIn(page, 'demo-csr');
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  await themedScreenshots(page, 'rain', 'dialog', path, openDialog);
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto(path);
  await expect(link(page, workLog.workLogId)).toBeVisible({ timeout: 30_000 });
  await openDialog(page);
  const dialog = dialogOf(page);
  await expect(dialog.getByText(workLog.address).first()).toBeVisible();
  await dialog.getByRole('button', { name: count === 1 ? 'Move 1 visit' : `Move ${count} visits` }).click();
  await expect(dialog.getByText(/visits? moved\. Undo puts/)).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(link(page, workLog.workLogId)).toBeHidden({ timeout: 30_000 });

  await page.goto(`/worklogs?serviceDate=${workLog.toDate}&vendor=${vendorId}`);
  await expect(link(page, workLog.workLogId)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: /^Undo the rain day of / }).click();
  await expect(page.getByText('Rain day undone: the visits are back on their day.')).toBeVisible({ timeout: 30_000 });
  await expect(link(page, workLog.workLogId)).toBeHidden({ timeout: 30_000 });
  await page.goto(path);
  await expect(link(page, workLog.workLogId)).toBeVisible({ timeout: 30_000 });
});
