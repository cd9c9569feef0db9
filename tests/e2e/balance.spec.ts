// Balancing a vendor's day on the Assignment board: a csr previews a proposal that lowers the day's cost,
// unticks one move and sees the figures of the moves left, applies them, sees the crews' counts change, undoes it (the
// crews and each day's order as before) and finds the move in an assignment's history.
// The dialog's map shows each crew's route after the ticked moves and, switched, before them, with a legend of stops.
// Screenshots of the dialog and its map in both themes.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { addDays, format } from 'date-fns';
import type { BalanceProposal } from '../../common/schemas/balance';
import { DEFAULT_WORKING_HOURS } from '../../common/schemas/crewHours';
import type { Crew } from '../../common/schemas/vendor';
import type { WorkLogDaySummary, WorkLogRow } from '../../common/schemas/workLogRecord';
import { apiCall, apiToken, signIn, SHOT_THEMES, SHOT_WIDTHS, themedScreenshots } from './helpers';

test.setTimeout(180_000);

const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');

/** The board's count line of a crew: "12 work logs, 0 completed". */
const countOf = async (page: Page, crew: string) =>
  Number(
    (
      await page
        .getByRole('region', { name: crew })
        .getByText(/^\d+ work logs?,/)
        .innerText()
    ).split(' ')[0],
  );

/** Vendor days (`vendorId|date`) on which two or more crews of the vendor have pending work. */
async function vendorDays(request: APIRequestContext, token: string, crews: Crew[]) {
  const days = await apiCall<WorkLogDaySummary[]>(request, token, 'GET', `/work-logs/summary?dateFrom=${day(1)}&dateTo=${day(14)}`);
  const vendorOf = (crewId: string) => crews.find((crew) => crew._id === crewId)?.vendorId;
  const keyOf = (row: WorkLogDaySummary) => `${vendorOf(row.crewId!)}|${row.date}`;
  const busy = days.filter((row) => row.crewId && row.counts.pending > 0);
  return [...new Set(busy.map(keyOf))].filter((key) => busy.filter((row) => keyOf(row) === key).length >= 2);
}

test("a csr balances a vendor's day between its crews, keeping one move back, and finds the move in the history", async ({
  page,
  request,
}) => {
  const csr = await apiToken(request, 'demo-csr');
  const crews = await apiCall<Crew[]>(request, csr, 'GET', '/vendors/all/crews');
  // The first vendor day whose proposal ticks at least two moves.
  const candidates = await vendorDays(request, csr, crews);
  expect(candidates.length, 'the demo seed plans pending work for two crews of a vendor in the coming days').toBeGreaterThan(0);
  let proposal: BalanceProposal | undefined;
  for (const key of candidates) {
    const [vendorId, date] = key.split('|');
    const answer = await apiCall<BalanceProposal>(request, csr, 'POST', '/work-logs/balance/preview', { vendorId, date });
    if (answer.moves.filter((move) => move.ticked).length >= 2) {
      proposal = answer;
      break;
    }
  }
  expect(proposal, 'a day of the demo seed whose crews can be balanced').toBeDefined();
  const { vendorId, date } = proposal!;
  // Only the moves that lower the day's cost come ticked; the others are shown unticked.
  const moves = proposal!.moves.filter((move) => move.ticked);
  const vendorName = crews.find((crew) => crew.vendorId === vendorId)!.vendorName ?? '';
  const path = `/worklogs?serviceDate=${date}&vendor=${vendorId}`;
  const dialogOf = (target: Page) => target.getByRole('dialog', { name: /^Balance crews of / });
  const openDialog = async (target: Page) => {
    await target.getByRole('button', { name: 'Balance crews' }).click({ timeout: 30_000 });
    await expect(dialogOf(target).getByRole('table', { name: 'Each crew before and after' })).toBeVisible({ timeout: 30_000 });
    await expect(dialogOf(target).getByRole('checkbox').first()).toBeVisible();
  };

  await signIn(page, 'demo-csr');
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  // The dialog over the board at 375 and 1280 px, light and dark: the viewport, as the user sees it.
  for (const theme of SHOT_THEMES) {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    for (const width of SHOT_WIDTHS) {
      await page.evaluate((open) => localStorage.setItem('RaStoreLawnDesk.sidebar.open', JSON.stringify(open)), width > 375);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await openDialog(page);
      await page.waitForTimeout(500);
      await page.screenshot({ path: `test-results/balance/dialog-${width}-${theme}.png` });
    }
  }
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto(path);
  const names = proposal!.crews.map((crew) => crew.crewName);
  await expect(page.getByRole('region', { name: names[0] })).toBeVisible({ timeout: 30_000 });
  const before = Object.fromEntries(await Promise.all(names.map(async (name) => [name, await countOf(page, name)] as const)));

  await openDialog(page);
  const dialog = dialogOf(page);
  await expect(dialog.getByRole('heading', { name: `Balance crews of ${vendorName}` })).toBeVisible();
  await expect(dialog.getByRole('status')).toContainText(`Driving ${proposal!.before.driveMinutes} → ${proposal!.after.driveMinutes} min`);
  // The map: each crew's route after the ticked moves, or before them; its legend says each crew's stops before → after.
  const mapAfter = dialog.getByRole('region', { name: "Each crew's route after the ticked moves" });
  await mapAfter.scrollIntoViewIfNeeded();
  await expect(mapAfter.locator('.leaflet-container')).toBeVisible();
  for (const crew of proposal!.crews.filter((one) => one.before.stops || one.after.stops))
    await expect(dialog.getByText(`${crew.crewName}: ${crew.before.stops} → ${crew.after.stops} stops`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Before', exact: true }).click();
  await expect(dialog.getByRole('region', { name: "Each crew's route before the moves" })).toBeVisible();
  await page.waitForTimeout(500);
  await dialog
    .getByRole('region', { name: "Each crew's route before the moves" })
    .screenshot({ path: 'test-results/balance/map-before-1280-light.png' });
  await dialog.getByRole('button', { name: 'After', exact: true }).click();
  await page.waitForTimeout(500);
  await mapAfter.screenshot({ path: 'test-results/balance/map-after-1280-light.png' });
  const boxes = dialog.getByRole('checkbox', { name: /→/ });
  await expect(boxes).toHaveCount(proposal!.moves.length);
  expect(proposal!.cost.after).toBeLessThan(proposal!.cost.before);
  // One move stays back, its visit keeping its crew: the last whose address no other move has (a property can have a
  // lawn and a bush-and-bed visit that day), else the last, whose box is then the last of that address.
  const sameAddress = (move: (typeof moves)[number]) => proposal!.moves.filter((other) => other.address === move.address).length;
  const keptBack = [...moves].reverse().find((move) => sameAddress(move) === 1) ?? moves[moves.length - 1];
  await dialog
    .getByRole('checkbox', { name: new RegExp(`^${keptBack.address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} ·`) })
    .last()
    .uncheck();
  const applied = moves.filter((move) => move !== keptBack);
  const one = applied.length === 1;
  // The figures follow the ticked moves: the server's preview of exactly those.
  const partial = await apiCall<BalanceProposal>(request, csr, 'POST', '/work-logs/balance/preview', {
    vendorId,
    date,
    moves: applied.map(({ workLogId, fromCrewId, toCrewId }) => ({ workLogId, fromCrewId, toCrewId })),
  });
  await expect(dialog.getByRole('status')).toContainText(`Driving ${partial.before.driveMinutes} → ${partial.after.driveMinutes} min`);
  await expect(dialog.getByRole('status')).toContainText(one ? 'with the 1 move ticked' : `with the ${applied.length} moves ticked`);
  const table = dialog.getByRole('table', { name: 'Each crew before and after' });
  for (const crew of partial.crews) {
    await expect(table.getByRole('row', { name: new RegExp(crew.crewName) })).toContainText(`${crew.before.stops} → ${crew.after.stops}`);
  }
  await page.screenshot({ path: 'test-results/balance/dialog-partial-1280-light.png' });
  // Each crew day the moves touch, in its order before the apply: what Undo balance puts back.
  const touched = [...new Set(applied.flatMap((move) => [move.fromCrewId, move.toCrewId]))];
  const orderOf = async (crewId: string) =>
    (
      await apiCall<WorkLogRow[]>(
        request,
        csr,
        'GET',
        `/work-logs?filter=${encodeURIComponent(JSON.stringify({ crewId, date }))}&sort=["routePosition","ASC"]&range=[0,999]`,
      )
    ).map((row) => row._id);
  const ordersBefore = await Promise.all(touched.map(orderOf));
  // A choice that costs more than the day as it stands is applied only once staff confirm it.
  if (partial.cost.after > partial.cost.before) await dialog.getByRole('checkbox', { name: /^Apply anyway/ }).check();
  await dialog.getByRole('button', { name: one ? 'Apply 1 move' : `Apply ${applied.length} moves` }).click();
  await expect(page.getByText(one ? '1 work log moved to another crew.' : `${applied.length} work logs moved to other crews.`)).toBeVisible(
    { timeout: 30_000 },
  );
  await expect(dialog).toBeHidden();

  const expected = { ...before };
  for (const move of applied) {
    expected[move.fromCrewName] -= 1;
    expected[move.toCrewName] += 1;
  }
  for (const name of names) await expect.poll(() => countOf(page, name), { message: name }).toBe(expected[name]);
  const moved = applied[0];
  await expect(page.getByRole('region', { name: moved.toCrewName }).locator(`a[href="/assignments/${moved.workLogId}"]`)).toBeVisible();
  await expect(
    page.getByRole('region', { name: keptBack.fromCrewName }).locator(`a[href="/assignments/${keptBack.workLogId}"]`),
  ).toBeVisible();

  // Undo balance: every visit back on its crew, each day in its order before.
  for (const width of SHOT_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/balance/undo-offered-${width}-light.png` });
  }
  // The Undo outlives a reload within its minute (kept in the tab's session).
  await page.reload();
  await page.getByRole('button', { name: 'Undo balance' }).click();
  await expect(page.getByText(/^Balance undone: \d+ work logs? back on/)).toBeVisible({ timeout: 30_000 });
  for (const name of names) await expect.poll(() => countOf(page, name), { message: name }).toBe(before[name]);
  expect(await Promise.all(touched.map(orderOf))).toEqual(ordersBefore);
  await expect(page.getByRole('button', { name: 'Undo balance' })).toHaveCount(0);

  await page.getByRole('region', { name: moved.fromCrewName }).locator(`a[href="/assignments/${moved.workLogId}"]`).click();
  await expect(page).toHaveURL(/\/assignments\/[0-9a-f-]{36}$/);
  const history = page.getByRole('list', { name: 'History' });
  await expect(history.getByText(`${moved.fromCrewName} → ${moved.toCrewName}`)).toBeVisible();
});

test('on an overloaded day the dialog never offers a worse day: it says the trade, or that no better plan is found', async ({
  page,
  request,
}) => {
  const admin = await apiToken(request, 'demo-admin');
  const crews = await apiCall<Crew[]>(request, admin, 'GET', '/vendors/all/crews');
  const [key] = await vendorDays(request, admin, crews);
  expect(key, 'a vendor day with two busy crews').toBeDefined();
  const [vendorId, date] = key.split('|');
  const vendorCrews = crews.filter((crew) => crew.vendorId === vendorId);
  // One hour of work a day: every crew of the vendor is over its hours.
  const oneHour = DEFAULT_WORKING_HOURS.map(() => ({ works: true, start: '08:00', end: '09:00' }));
  const setHours = (workingHours: typeof DEFAULT_WORKING_HOURS) =>
    Promise.all(vendorCrews.map((crew) => apiCall(request, admin, 'PUT', `/vendors/crews/${crew._id}/working-hours`, { workingHours })));
  await setHours(oneHour);
  try {
    const proposal = await apiCall<BalanceProposal>(request, admin, 'POST', '/work-logs/balance/preview', { vendorId, date });
    expect(proposal.before.overtimeHours).toBeGreaterThan(0);
    expect(proposal.cost.after).toBeLessThanOrEqual(proposal.cost.before);
    await signIn(page, 'demo-admin');
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
    // Each shot checks what the dialog says: the trade with its overtime, or that there is no better plan.
    await themedScreenshots(page, 'balance', 'overloaded', `/worklogs?serviceDate=${date}&vendor=${vendorId}`, async (shown) => {
      await shown.getByRole('button', { name: 'Balance crews' }).click({ timeout: 30_000 });
      const dialog = shown.getByRole('dialog', { name: /^Balance crews of / });
      await expect(dialog.getByRole('table', { name: 'Each crew before and after' })).toBeVisible({ timeout: 30_000 });
      if (proposal.moves.length) {
        await expect(dialog.getByRole('status')).toContainText('overtime');
        await expect(dialog.getByText(/^A better day: /)).toBeVisible();
        const ticked = proposal.moves.filter((move) => move.ticked).length;
        await expect(dialog.getByRole('button', { name: ticked === 1 ? 'Apply 1 move' : `Apply ${ticked} moves` })).toBeVisible();
      } else {
        await expect(dialog.getByText(/^No better plan found/)).toBeVisible();
        await expect(dialog.getByRole('button', { name: /^Apply/ })).toHaveCount(0);
      }
    });
  } finally {
    await setHours(DEFAULT_WORKING_HOURS);
    await page.evaluate(() => localStorage.setItem('theme', 'light')).catch(() => undefined);
  }
});
