// The list of rain days: a csr applies a rain day from one browser; the admin, in a browser that never saw
// it, finds it on Rain days (where, how many, who) and undoes it there. Screenshots of the list and of the rain-day
// dialog with its day loads at 375 and 1280 px in both themes.
import { expect, type Page, test } from '@playwright/test';
import { addDays, format } from 'date-fns';
import type { RainDayListRow, RainDayPlan } from '../../common/schemas/rainDay';
import type { Crew } from '../../common/schemas/vendor';
import type { WorkLogDaySummary } from '../../common/schemas/workLogRecord';
import { apiCall, apiToken, signIn, themedScreenshots } from './helpers';

test.setTimeout(180_000);

const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');

test('a rain day applied in one browser is listed and undone from another', async ({ browser, request }) => {
  const csr = await apiToken(request, 'demo-csr');
  const crews = await apiCall<Crew[]>(request, csr, 'GET', '/vendors/all/crews');
  const days = await apiCall<WorkLogDaySummary[]>(request, csr, 'GET', `/work-logs/summary?dateFrom=${day(1)}&dateTo=${day(7)}`);
  const busy = days.filter((row) => row.crewId && row.counts.pending > 0).sort((a, b) => a.date.localeCompare(b.date));
  expect(busy.length, 'the demo seed plans pending work in the coming week').toBeGreaterThan(0);
  const { date, crewId } = busy[0];
  const crew = crews.find((row) => row._id === crewId)!;
  const body = { date, scope: 'crew', scopeId: crew._id };
  const plan = await apiCall<RainDayPlan>(request, csr, 'POST', '/work-logs/rain-day/preview', body);
  expect(plan.days.length, 'the preview shows the candidate days').toBeGreaterThan(0);

  // The dialog with its day loads, in the csr's browser.
  const office = await browser.newContext();
  const csrPage = await office.newPage();
  await signIn(csrPage, 'demo-csr');
  await themedScreenshots(csrPage, 'rain-list', 'dialog-loads', `/worklogs?serviceDate=${date}&crew=${crew._id}`, async (target: Page) => {
    await target.getByRole('button', { name: 'Rain day', exact: true }).click({ timeout: 30_000 });
    await expect(target.getByRole('table', { name: 'Work on the days the visits may go to' })).toBeVisible({ timeout: 30_000 });
  });
  // Every visit onto the first candidate day: the day goes over the crew's hours and the dialog says so.
  const first = plan.days[0].date;
  const crowded = await apiCall<RainDayPlan>(request, csr, 'POST', '/work-logs/rain-day/preview', { ...body, targetDate: first });
  await themedScreenshots(csrPage, 'rain-list', 'dialog-over', `/worklogs?serviceDate=${date}&crew=${crew._id}`, async (target: Page) => {
    await target.getByRole('button', { name: 'Rain day', exact: true }).click({ timeout: 30_000 });
    const dialog = target.getByRole('dialog', { name: 'Rain day' });
    await dialog.getByRole('radio', { name: 'A date I choose' }).click();
    await dialog.getByLabel('New date').fill(first);
    await expect(dialog.getByRole('table', { name: 'Work on the days the visits may go to' })).toBeVisible({ timeout: 30_000 });
    if (crowded.days[0].over) await expect(dialog.getByText(/Some crews would have more work than hours/)).toBeVisible();
  });
  // The business calendar in System Settings.
  await themedScreenshots(
    csrPage,
    'rain-list',
    'closed-days',
    '/system-settings',
    async (target: Page) => {
      await expect(target.getByRole('region', { name: 'Closed days' }).getByText(/^Thanksgiving \(next: /)).toBeVisible({
        timeout: 30_000,
      });
    },
    'Closed days',
  );
  await office.close();

  await apiCall(request, csr, 'POST', '/work-logs/rain-day/apply', { ...body, fingerprint: plan.fingerprint });
  const moved = plan.moves[0];

  // Another browser: nothing of the csr's is stored there.
  const elsewhere = await browser.newContext();
  const page = await elsewhere.newPage();
  await signIn(page, 'demo-admin');
  const when = format(new Date(`${date}T12:00:00`), 'M/d/yyyy');
  const row = () =>
    page
      .getByRole('row')
      .filter({ hasText: `Crew: ${crew.name}` })
      .filter({ hasText: when })
      .first();
  await themedScreenshots(page, 'rain-list', 'list', '/rain-days', async (target: Page) => {
    await expect(target.getByRole('button', { name: `Undo ${when}` }).first()).toBeVisible({ timeout: 30_000 });
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.goto('/rain-days');
  await expect(row()).toContainText(`${plan.moves.length} moved, 0 absorbed`, { timeout: 30_000 });
  await expect(row()).toContainText('by Casey Rivera');
  await row()
    .getByRole('button', { name: `Undo ${when}` })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Rain day undone: the visits are back on their day.')).toBeVisible({ timeout: 30_000 });
  await expect(row()).toContainText('Undone');

  const admin = await apiToken(request, 'demo-admin');
  const listed = await apiCall<RainDayListRow[]>(request, admin, 'GET', '/work-logs/rain-days');
  expect(listed[0]).toMatchObject({ date, canUndo: false, moved: plan.moves.length });
  const back = await apiCall<{ date: string }>(request, admin, 'GET', `/work-logs/${moved.workLogId}`);
  expect(back.date).toBe(date);
  await elsewhere.close();
});
