// Scheduling in the browser on the seeded demo data: the Assignment board, one assignment's history, the Work Calendar.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { addDays, format } from 'date-fns';
import type { Crew } from '../../common/schemas/vendor';
import type { WorkLogDaySummary, WorkLogDetail } from '../../common/schemas/workLogRecord';
import { apiGet as api, DEMO_PASSWORD, signIn } from './helpers';

/**
 * Today in the demo business's time zone (America/Chicago), as the server and the calendar count it: from midnight UTC
 * to midnight there the test machine's UTC date is a day ahead, and at a month's end a month ahead.
 */
const businessToday = () => new Date(`${new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date())}T12:00:00`);
const day = (offset: number) => format(addDays(businessToday(), offset), 'yyyy-MM-dd');

async function summary(page: Page, request: APIRequestContext, dateFrom: string, dateTo: string) {
  return api<WorkLogDaySummary[]>(page, request, `/work-logs/summary?dateFrom=${dateFrom}&dateTo=${dateTo}`);
}

test('a csr moves two work logs of a crew’s day to another crew and finds the move in the assignment’s history', async ({
  page,
  request,
}) => {
  await signIn(page, 'demo-csr');
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  const crews = await api<Crew[]>(page, request, '/vendors/all/crews');
  // A future day on which a crew has two pending visits, and another crew of the same vendor to take them.
  const days = await summary(page, request, day(1), day(10));
  const source = days.find(
    (row) =>
      row.crewId &&
      row.counts.pending >= 2 &&
      crews.some((crew) => crew._id !== row.crewId && crew.vendorId === crews.find((c) => c._id === row.crewId)?.vendorId),
  );
  expect(source, 'the demo seed plans pending work for the coming days').toBeDefined();
  const from = crews.find((crew) => crew._id === source!.crewId)!;
  const to = crews.find((crew) => crew._id !== from._id && crew.vendorId === from.vendorId)!;

  await page.goto(`/worklogs/${from._id}/${source!.date}/pending`);
  const group = page.getByRole('region', { name: from.name });
  // The board is a chunk of its own: on a busy machine its first load takes a while.
  await expect(group.getByTestId('work-log-row').first()).toBeVisible({ timeout: 30_000 });
  // Two rows, each known by its assignment's link: a property may have two visits that day (lawn and bush and bed).
  const rows = group.getByTestId('work-log-row');
  const links = await Promise.all([0, 1].map((index) => rows.nth(index).getByRole('link').getAttribute('href')));
  const addresses = await Promise.all([0, 1].map((index) => rows.nth(index).getByRole('link').innerText()));
  for (const index of [0, 1])
    await rows
      .nth(index)
      .getByRole('checkbox', { name: `Select ${addresses[index]},` })
      .check();

  // Specs before this one on the shard's database may have moved the same visit between these crews already.
  const firstId = links[0]!.split('/').pop()!;
  const crewMoves = (detail: WorkLogDetail) =>
    detail.history.filter(({ changes }) => changes.crewId?.from === from._id && changes.crewId?.to === to._id).length;
  const movesBefore = crewMoves(await api<WorkLogDetail>(page, request, `/work-logs/${firstId}`));

  const toolbar = page.getByRole('toolbar', { name: 'Selected work logs' });
  await expect(toolbar.getByText('2 selected')).toBeVisible();
  await toolbar.getByRole('button', { name: 'Reassign' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reassign 2 work logs' });
  await dialog.getByRole('combobox', { name: 'Crew' }).click();
  await page.getByRole('option', { name: new RegExp(`^${to.name} ·`) }).click();
  await dialog.getByRole('button', { name: 'Reassign' }).click();
  await expect(page.getByText('2 work logs reassigned.')).toBeVisible();
  for (const link of links) await expect(group.locator(`a[href="${link}"]`)).toHaveCount(0);

  await page.goto(`/worklogs/${to._id}/${source!.date}/all`);
  await page.reload();
  const target = page.getByRole('region', { name: to.name });
  for (const link of links) await expect(target.locator(`a[href="${link}"]`)).toBeVisible();

  await target.locator(`a[href="${links[0]}"]`).click();
  await expect(page).toHaveURL(/\/assignments\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: addresses[0] })).toBeVisible();
  const history = page.getByRole('list', { name: 'History' });
  await expect(history.getByText(/^Work log/).first()).toBeVisible();
  await expect(history.getByText(`${from.name} → ${to.name}`)).toHaveCount(movesBefore + 1);
});

test('a signed-out visit to a worklogs URL comes back to it after sign-in', async ({ page }) => {
  const crewId = '00000000-0000-4000-8000-000000000001';
  await page.goto(`/worklogs/${crewId}/${day(1)}/skipped`);
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Username').fill('demo-csr');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The board takes the deep link's crew and status into its filters and the date into the shared service date.
  await expect(page).toHaveURL(
    (url) => url.pathname === '/worklogs' && url.searchParams.get('crew') === crewId && url.searchParams.get('status') === 'skipped',
  );
  await expect(page.getByLabel('Service date').last()).toHaveValue(day(1));
});

test('an admin moves a crew’s day on the Work Calendar and sees its counts on the new day', async ({ page, request }) => {
  await signIn(page, 'demo-admin');
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  await page.getByRole('menuitem', { name: 'Work Calendar' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/workcal');

  // A crew's future day with pending work whose next day is in the same month (the month view shows it).
  const month = format(businessToday(), 'yyyy-MM');
  const days = await summary(page, request, day(1), day(20));
  const source = days.find(
    (row) =>
      row.crewId &&
      row.counts.pending > 0 &&
      row.counts.started === 0 &&
      format(addDays(new Date(`${row.date}T12:00:00`), 1), 'yyyy-MM') === month &&
      row.date.startsWith(month),
  );
  test.skip(!source, 'no pending day left in this month to move within it');
  const targetDate = format(addDays(new Date(`${source!.date}T12:00:00`), 1), 'yyyy-MM-dd');
  const before = (await summary(page, request, targetDate, targetDate)).find((row) => row.crewId === source!.crewId);

  await page.setViewportSize({ width: 1280, height: 1400 });
  const dateCell = (date: string) =>
    page.locator('.rbc-date-cell:not(.rbc-off-range)', { hasText: new RegExp(`^0?${Number(date.slice(8))}$`) });
  // Each crew's day is one card titled "<crew>: <counts>"; the one in the source day's column is dragged.
  const cards = page.locator(`.rbc-event-content[title^="${source!.crewName}: "]`);
  await expect(cards.first()).toBeVisible({ timeout: 30_000 });
  // The calendar draws again when live updates arrive: scroll until the cell holds still long enough to be measured.
  const measured: { box?: { x: number; y: number; width: number; height: number } | null } = {};
  await expect(async () => {
    await dateCell(source!.date).scrollIntoViewIfNeeded({ timeout: 2_000 });
    measured.box = await dateCell(source!.date).boundingBox();
    expect(measured.box).not.toBeNull();
  }).toPass({ timeout: 30_000 });
  const sourceBox = measured.box!;
  let dragged = null;
  for (const card of await cards.all()) {
    const box = await card.boundingBox();
    if (box && box.x >= sourceBox.x - 2 && box.x < sourceBox.x + sourceBox.width - 2 && box.y > sourceBox.y) {
      dragged = box;
      break;
    }
  }
  expect(dragged, `the calendar shows ${source!.crewName} on ${source!.date}`).not.toBeNull();
  const targetBox = (await dateCell(targetDate).boundingBox())!;
  await page.mouse.move(dragged!.x + 10, dragged!.y + dragged!.height / 2);
  await page.mouse.down();
  await page.mouse.move(dragged!.x + 30, dragged!.y + dragged!.height / 2 + 5, { steps: 5 });
  await page.mouse.move(targetBox.x + targetBox.width / 2, targetBox.y + targetBox.height + 30, { steps: 15 });
  await page.mouse.up();

  const confirm = page.getByRole('dialog', { name: 'Move this day?' });
  await expect(confirm).toContainText(source!.crewName!);
  await confirm.getByRole('button', { name: 'Move' }).click();
  await expect(page.getByText(`${source!.counts.pending} work log${source!.counts.pending === 1 ? '' : 's'} moved.`)).toBeVisible();

  const after = await summary(page, request, source!.date, targetDate);
  const moved = after.find((row) => row.crewId === source!.crewId && row.date === targetDate)!;
  expect(moved.counts.pending).toBe((before?.counts.pending ?? 0) + source!.counts.pending);
  expect(after.find((row) => row.crewId === source!.crewId && row.date === source!.date)?.counts.pending ?? 0).toBe(0);
  await expect(page.locator(`.rbc-event-content[title^="${source!.crewName}: ${moved.counts.pending} Pending"]`).first()).toBeVisible();
});
