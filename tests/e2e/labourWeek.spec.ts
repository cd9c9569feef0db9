// Labour in a real browser (docs/labour.md, docs/offline.md "The crew's clock offline"): the crew's phone at 375 px
// clocks its leader and a member in and out without signal, shows the punches waiting across an offline reload, and
// sends them once when the signal returns; the office opens the week, approves it with the page's button and
// downloads the payroll CSV. Screenshots of the clock waiting to send at 375 px, light and dark (test-results/labour-week/).
import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, test } from '@playwright/test';
import type { WeekView } from '../../common/schemas/labour';
import type { TimeSheetEntry } from '../../common/schemas/timeSheet';
import { businessDay, shiftWeek, weekOfDay } from '../../common/schemas/timeSheet';
import type { UserRecord } from '../../common/schemas/user';
import { apiCall, apiToken, DEMO_PASSWORD, expectPath, signIn } from './helpers';

/** Back online, the queue sends on the `online` event or at its next try (every 20 s): as crewOffline.spec.ts waits. */
const UNTIL_QUEUE_SENT = { timeout: 50_000 };
const MEMBER = 'e2e-labour-member';
const MEMBER_NAME = 'Mia Labour';

/** demo-crew and a second member of its crew (made once, found again on a later run). */
async function crewAndMember(request: APIRequestContext) {
  const admin = await apiToken(request, 'demo-admin');
  const find = async (username: string) =>
    (await apiCall<UserRecord[]>(request, admin, 'GET', `/users?filter=${encodeURIComponent(JSON.stringify({ q: username }))}`)).find(
      (user) => user.username === username,
    );
  const leader = await find('demo-crew');
  expect(leader?.crew, 'demo-crew belongs to a crew').toBeTruthy();
  const member =
    (await find(MEMBER)) ??
    (await apiCall<UserRecord>(request, admin, 'POST', '/users', {
      username: MEMBER,
      email: 'labour.member@lawndesk.test',
      name: { first: 'Mia', last: 'Labour' },
      // The seed's staff take the 512 555 01xx numbers: a number of its own, made once.
      mobile: `737${String(Date.now()).slice(-7)}`,
      type: 'crew',
      role: leader!.role,
      crew: leader!.crew,
      password: DEMO_PASSWORD,
    }));
  return { admin, leader: leader!, member };
}

/** Starts from nobody clocked in, as another run or spec may have left them. */
async function clockedOut(request: APIRequestContext, username: string) {
  const token = await apiToken(request, username, 'crew');
  if (await apiCall<TimeSheetEntry | null>(request, token, 'GET', '/time-sheets/current')) {
    await apiCall(request, token, 'POST', '/time-sheets/clock-out', {});
  }
}

const thisWeek = () => weekOfDay(businessDay(new Date()));

test('the crew phone clocks its leader and a member in and out offline, and the server has each entry once', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000);
  const { admin, leader, member } = await crewAndMember(request);
  await clockedOut(request, 'demo-crew');
  await clockedOut(request, MEMBER);
  const before = Date.now() - 1_000;

  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 30.2672, longitude: -97.7431, accuracy: 15 });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'demo-crew', '/crew/login');
  await expectPath(page, '/crew/dashboard');
  // Controlled by the worker, so the page opens again offline below.
  await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const memberBox = page.getByRole('checkbox', { name: MEMBER_NAME });
  await expect(memberBox).toBeVisible({ timeout: 30_000 });
  const waitingChip = page.getByText('Waiting to send', { exact: true });

  await context.setOffline(true);
  await memberBox.check();
  await page.getByRole('button', { name: 'Clock in' }).click();
  await expect(waitingChip).toBeVisible();
  await expect(page.getByText('Offline — 1 change waiting')).toBeVisible();
  await expect(page.getByText(/^Clocked in since /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clock out' })).toBeVisible();
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `test-results/labour-week/clock-waiting-375-${theme}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });

  // The member moved with the leader, so the clock-out offers them again.
  await memberBox.check();
  await page.getByRole('button', { name: 'Clock out' }).click();
  await expect(page.getByText('Offline — 2 changes waiting')).toBeVisible();

  // Opened again without signal, the clock shows where the crew stands from the punches kept on the phone.
  await page.reload();
  await expect(page.getByText('Offline — 2 changes waiting')).toBeVisible({ timeout: 30_000 });
  await expect(waitingChip).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clock in' })).toBeEnabled();

  await context.setOffline(false);
  await expect(page.getByText(/changes? waiting/)).toHaveCount(0, UNTIL_QUEUE_SENT);
  await expect(waitingChip).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: 'Not applied' })).toHaveCount(0);

  const week = await apiCall<WeekView>(request, admin, 'GET', `/time-sheets/weeks/${thisWeek()}`);
  for (const user of [leader, member]) {
    const entries = (week.people.find((person) => person.userId === user._id)?.days ?? [])
      .flatMap((day) => day.entries)
      .filter((entry) => Date.parse(entry.clockIn) >= before);
    expect(entries, `${user.username}: one entry from the offline punches`).toHaveLength(1);
    expect(entries[0].clockOut).not.toBeNull();
    // The punches kept their own times, made while offline, before the signal returned.
    expect(Date.parse(entries[0].clockOut!)).toBeGreaterThanOrEqual(Date.parse(entries[0].clockIn));
  }
});

test('the office approves a week in the browser and downloads its payroll CSV', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { admin, member } = await crewAndMember(request);
  await apiCall(request, admin, 'PUT', `/users/${member._id}`, { payRateCents: 2000, effectiveFrom: '2024-01-01', employeeId: 'E2E-7' });
  // A past week still open and without this member's time (a later run finds the next one back).
  let week = shiftWeek(thisWeek(), -1);
  let view = await apiCall<WeekView>(request, admin, 'GET', `/time-sheets/weeks/${week}`);
  while (view.approved || view.people.some((person) => person.userId === member._id)) {
    week = shiftWeek(week, -1);
    view = await apiCall<WeekView>(request, admin, 'GET', `/time-sheets/weeks/${week}`);
  }
  // Two days of 8 h 30 with an unpaid half-hour break: 16 regular hours at $20.00.
  for (const day of view.days.slice(1, 3)) {
    await apiCall(request, admin, 'POST', '/time-sheets', {
      userId: member._id,
      clockIn: `${day}T14:00:00.000Z`,
      clockOut: `${day}T22:30:00.000Z`,
      breakMinutes: 30,
      reason: 'Paper time card',
    });
  }

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'demo-admin');
  await page.goto(`/labour-week?week=${week}`);
  const row = page.getByRole('row').filter({ hasText: MEMBER_NAME });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row).toContainText('16:00');
  await expect(row).toContainText('$320.00');

  const approval = page.waitForResponse((response) => response.url().endsWith(`/time-sheets/weeks/${week}/approve`));
  await page.getByRole('button', { name: 'Approve week' }).click();
  expect((await approval).status()).toBe(200);
  await expect(page.getByText('Week approved: its entries are locked.')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Payroll CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`payroll-${week}-generic.csv`);
  const text = await readFile((await file.path())!, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = text.slice(1).split('\n');
  expect(lines[0]).toBe('person,employee id,regular hours,overtime hours,double time hours,paid time off hours,gross');
  expect(lines).toContain(`${MEMBER_NAME},E2E-7,16.00,0.00,0.00,0.00,320.00`);
});
