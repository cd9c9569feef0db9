// Routes in the browser on the seeded demo data: staff generate, reorder (buttons and drag and drop), lock and pin a
// crew's day on the Assignment board, set a crew's start point, and find the Routing settings. Screenshots at 375 and 1280 px, light and dark, for review.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { addDays, format } from 'date-fns';
import type { Crew } from '../../common/schemas/vendor';
import type { WorkLogDaySummary, WorkLogRow } from '../../common/schemas/workLogRecord';
import { apiCall, apiGet as api, apiToken, signIn, openAs } from './helpers';

const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');
const shots = process.env.ROUTE_SCREENSHOTS;

/** Screenshots at a phone's and a desktop's width, in the theme the page was opened with. */
async function screenshots(page: Page, name: string, subject: Locator) {
  if (!shots) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // The side menu open on a desktop opens as a drawer over a phone's screen: closed, as a phone starts.
    if (width < 600 && (await page.getByRole('presentation').count())) await page.keyboard.press('Escape');
    await subject.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: false });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

for (const theme of shots ? ['light', 'dark'] : ['light']) {
  test(`a csr generates a crew’s route on the board and moves a stop up (${theme})`, async ({ page, request }) => {
    test.slow();
    await page.addInitScript((name) => localStorage.setItem('theme', name), theme);
    await signIn(page, 'demo-csr');
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
    const crews = await api<Crew[]>(page, request, '/vendors/all/crews');
    const days = await api<WorkLogDaySummary[]>(page, request, `/work-logs/summary?dateFrom=${day(1)}&dateTo=${day(10)}`);
    const busy = days.find((row) => row.crewId && row.counts.pending >= 3);
    expect(busy, 'the demo seed plans pending work for the coming days').toBeDefined();
    const crew = crews.find((candidate) => candidate._id === busy!.crewId)!;

    await page.goto(`/worklogs/${crew._id}/${busy!.date}/pending`);
    const group = page.getByRole('region', { name: crew.name });
    await expect(group.getByTestId('work-log-row').first()).toBeVisible({ timeout: 30_000 });
    const estimate = group.getByRole('status', { name: `Drive estimate of ${crew.name}` });
    await expect(estimate).toHaveText('Generate or reorder the route to estimate the drive');
    await group.getByRole('button', { name: `Generate route for ${crew.name}` }).click();
    // The proposal shows its differences before it is saved.
    const proposal = page.getByRole('dialog', { name: `New route for ${crew.name}` });
    await expect(proposal.getByText(/^Miles: [\d.,]+ → [\d.,]+$/)).toBeVisible();
    await proposal.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Route generated.')).toBeVisible();
    await expect(estimate).toHaveText(/^About [\d.,]+ mi, \d+ min driving$/);

    const rows = await api<WorkLogRow[]>(
      page,
      request,
      `/work-logs?filter=${encodeURIComponent(JSON.stringify({ crewId: crew._id, date: busy!.date }))}&sort=["routePosition","ASC"]&range=[0,999]`,
    );
    expect(rows.map((row) => row.routePosition)).toEqual(rows.map((_, index) => index + 1));
    await screenshots(page, `board-${theme}`, group);

    // By row: a property can have two stops on one day (its mowing and a treatment round), each button names its visit.
    const routeRows = group.getByTestId('work-log-row');
    const addresses = await routeRows.getByRole('link').allTextContents();
    const second = routeRows.nth(1).getByRole('button', { name: / up the route$/ });
    const upName = await second.getAttribute('aria-label');
    expect(upName).toMatch(/^Move .+, .+, up the route$/);
    expect(upName!.startsWith(`Move ${addresses[1]}, `)).toBe(true);
    await second.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Route order saved.')).toBeVisible();
    await expect(routeRows.first().getByRole('link')).toHaveText(addresses[1]);
    const downName = upName!.replace(/ up the route$/, ' down the route');
    await expect(routeRows.first().getByRole('button', { name: downName, exact: true })).toBeFocused();
  });
}

for (const theme of shots ? ['light', 'dark'] : ['light']) {
  test(`a csr locks a crew’s order on the board and Generate route keeps it (${theme})`, async ({ page, request }) => {
    test.slow();
    await page.addInitScript((name) => localStorage.setItem('theme', name), theme);
    await signIn(page, 'demo-csr');
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
    const crews = await api<Crew[]>(page, request, '/vendors/all/crews');
    const days = await api<WorkLogDaySummary[]>(page, request, `/work-logs/summary?dateFrom=${day(1)}&dateTo=${day(10)}`);
    // Another day than the test above generates: the last busy one.
    const busy = days.findLast((row) => row.crewId && row.counts.pending >= 3);
    expect(busy, 'the demo seed plans pending work for the coming days').toBeDefined();
    const crew = crews.find((candidate) => candidate._id === busy!.crewId)!;
    const dayOrder = async () =>
      (
        await api<WorkLogRow[]>(
          page,
          request,
          `/work-logs?filter=${encodeURIComponent(JSON.stringify({ crewId: crew._id, date: busy!.date }))}&sort=["routePosition","ASC"]&range=[0,999]`,
        )
      ).map((row) => row._id);

    await page.goto(`/worklogs/${crew._id}/${busy!.date}/pending`);
    const group = page.getByRole('region', { name: crew.name });
    const routeRows = group.getByTestId('work-log-row');
    await expect(routeRows.first()).toBeVisible({ timeout: 30_000 });
    // The office's own order: the last stop dragged to the top, away from wherever the optimiser would put it.
    const addresses = await routeRows.getByRole('link').allTextContents();
    const stops = group.getByTestId('route-stop');
    const top = await stops.first().boundingBox();
    await stops.last().dragTo(stops.first(), { targetPosition: { x: top!.width / 2, y: 4 } });
    await expect(page.getByText('Route order saved.')).toBeVisible();
    await expect(routeRows.first().getByRole('link')).toHaveText(addresses.at(-1)!);
    const lockSwitch = group.getByRole('switch', { name: `Lock the order of ${crew.name}` });
    await lockSwitch.click();
    await expect(page.getByText('Route lock saved.')).toBeVisible();
    await expect(lockSwitch).toBeChecked();
    await expect(group.getByText('Order locked')).toBeVisible();
    const locked = await dayOrder();

    await group.getByRole('button', { name: `Generate route for ${crew.name}` }).click();
    const proposal = page.getByRole('dialog', { name: `New route for ${crew.name}` });
    await expect(proposal.getByText('No stop moves: the route is already this order.')).toBeVisible();
    await screenshots(page, `board-locked-${theme}`, proposal);
    await proposal.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Route generated.')).toBeVisible();
    expect(await dayOrder()).toEqual(locked);
    await screenshots(page, `board-lock-${theme}`, group);

    // A stop pinned at a time: its pin names the time.
    const second = routeRows.nth(1);
    await second.getByRole('button', { name: /^Pin .+ \(Not pinned\)$/ }).click();
    await page.getByRole('menuitem', { name: 'Pin at a time…' }).click();
    const pinDialog = page.getByRole('dialog', { name: /^Pin .+ at a time$/ });
    await pinDialog.getByLabel('Arrival time').fill('13:30');
    await screenshots(page, `board-pin-at-${theme}`, pinDialog);
    await pinDialog.getByRole('button', { name: 'Pin', exact: true }).click();
    await expect(page.getByText('Route pin saved.')).toBeVisible();
    const pinned = second.getByRole('button', { name: /^Pin .+ \(Pinned at 13:30\)$/ });
    await expect(pinned).toBeVisible();
    expect(await dayOrder()).toEqual(locked);

    // Unpinned and unlocked again, so the demo day is as the seed left it for other tests.
    await pinned.click();
    await page.getByRole('menuitem', { name: 'No pin' }).click();
    await expect(second.getByRole('button', { name: /^Pin .+ \(Not pinned\)$/ })).toBeVisible();
    await lockSwitch.click();
    await expect(lockSwitch).not.toBeChecked();
  });
}

for (const theme of shots ? ['light', 'dark'] : ['light']) {
  test(`an admin sets a crew’s start point and finds the Routing settings (${theme})`, async ({ page }) => {
    test.slow();
    await page.addInitScript((name) => localStorage.setItem('theme', name), theme);
    await openAs(page, 'demo-admin', '/system-settings');
    const routing = page.getByRole('region', { name: 'Routing' });
    await expect(routing.getByLabel('Detour factor')).toHaveValue('1.3', { timeout: 30_000 });
    await expect(routing.getByLabel('Average speed (mph)')).toHaveValue('25');
    await screenshots(page, `settings-${theme}`, routing);

    await page.goto('/vendors');
    await page.getByText('Austin Lawn Pros').first().click();
    await page.getByRole('tab', { name: 'Crews' }).click();
    const address = page.getByLabel('Start address').first();
    await address.fill('100 Congress Ave, Austin');
    await page.getByLabel('Longitude').first().fill('');
    await page.getByLabel('Latitude').first().fill('30.2642');
    await page.getByRole('button', { name: 'Save start point' }).first().click();
    await expect(page.getByText('Give both the latitude and the longitude of the start point, or neither.').first()).toBeVisible();
    await page.getByLabel('Longitude').first().fill('-97.7459');
    await page.getByRole('button', { name: 'Save start point' }).first().click();
    await expect(page.getByText('Start point saved.')).toBeVisible();
    await screenshots(page, `crews-${theme}`, page.getByLabel('Start address').first());
    await page.reload();
    await page.getByRole('tab', { name: 'Crews' }).click();
    await expect(page.getByLabel('Start address').first()).toHaveValue('100 Congress Ave, Austin');
  });
}

// Issue 70: a visit dragged from one crew's card onto another crew's joins that crew (a reassignment: its history, both
// days re-ordered). The latest such day of the fortnight is used, and the visit is handed back after. A screenshot of
// the board after, light and dark.
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

// Issue 70: a visit dragged onto a day of the bar that shows while a visit is dragged moves to that date with its crew,
// and the board's Undo puts it back. A crew day near the end of the fortnight, so that other specs' days stay as seeded.
test('a csr drags a visit onto another day and undoes it', async ({ page, request }) => {
  const csr = await apiToken(request, 'demo-csr');
  const days = await apiCall<WorkLogDaySummary[]>(request, csr, 'GET', `/work-logs/summary?dateFrom=${day(2)}&dateTo=${day(14)}`);
  const busy = days.filter((row) => row.crewId && row.counts.pending >= 2).sort((a, b) => b.date.localeCompare(a.date))[1];
  expect(busy, 'the demo plans a crew day with pending visits in the fortnight').toBeDefined();
  const crews = await apiCall<Crew[]>(request, csr, 'GET', '/vendors/all/crews');
  const crew = crews.find((candidate) => candidate._id === busy.crewId)!;
  const next = format(addDays(new Date(`${busy.date}T12:00:00`), 1), 'yyyy-MM-dd');
  const label = new Date(`${next}T12:00:00Z`).toLocaleDateString('en', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'demo-csr');
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  await page.goto(`/worklogs/${crew._id}/${busy.date}/pending`);
  const card = page.getByRole('region', { name: crew.name });
  const moving = card.getByTestId('route-stop').last();
  await expect(moving).toBeVisible({ timeout: 30_000 });
  const href = (await moving.getByRole('link').first().getAttribute('href'))!;
  const workLogId = href.split('/').at(-1)!;

  // The bar shows once the drag has begun: the pointer goes down on the visit, moves, then to the day.
  await moving.hover();
  await page.mouse.down();
  const box = (await moving.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 - 20, { steps: 4 });
  const bar = page.getByRole('region', { name: 'Move to another day' });
  const target = bar.getByText(label, { exact: true });
  await expect(target).toBeVisible();
  const drop = (await target.boundingBox())!;
  await page.mouse.move(drop.x + drop.width / 2, drop.y + drop.height / 2, { steps: 6 });
  await page.screenshot({ path: 'test-results/board-drag/day-bar-1280-light.png' });
  await page.mouse.up();
  await expect(page.getByText(`Moved to ${label}.`)).toBeVisible();
  await expect(bar).toHaveCount(0);
  await expect(card.locator(`a[href="${href}"]`)).toHaveCount(0);
  const moved = await apiCall<WorkLogRow>(request, csr, 'GET', `/work-logs/${workLogId}`);
  expect([moved.date, moved.crewId]).toEqual([next, crew._id]);

  await page.getByRole('button', { name: `Undo the move to ${label}` }).click();
  await expect(page.getByText('The visit is back on its day.')).toBeVisible();
  await expect(card.locator(`a[href="${href}"]`)).toBeVisible();
  expect((await apiCall<WorkLogRow>(request, csr, 'GET', `/work-logs/${workLogId}`)).date).toBe(busy.date);
});
