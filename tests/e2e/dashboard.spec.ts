// The dashboards in a browser: the header's service week drives the staff dashboard's numbers; a vendor's week is on
// its own page; screenshots of both at phone and desktop widths in light and dark.
import { expect, type Page, test } from '@playwright/test';
import type { StaffDashboard } from '../../common/schemas/dashboard';
import { apiGet, expectPath, openMenuGroups, signIn, SHOT_THEMES, SHOT_WIDTHS } from './helpers';

/** A call may wait behind the freshly seeded server's start-up jobs on its one embedded connection. */
const FIRST_LOAD = { timeout: 90_000 };

const completedVisits = (page: Page) =>
  page
    .getByRole('region', { name: 'This week against the past' })
    .getByText('Completed visits', { exact: true })
    .locator('xpath=preceding-sibling::*[1]');

test("admin changes the service week and the dashboard's numbers change with it", async ({ page, request }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'demo-admin');
  await expectPath(page, '/dashboard');
  await expect(page.getByRole('heading', { name: 'Work of the day per crew' })).toBeVisible(FIRST_LOAD);

  const serviceWeek = page.getByRole('combobox', { name: 'Service week' });
  const serviceDate = page.getByRole('textbox', { name: 'Service date' });
  const firstDate = await serviceDate.inputValue();
  await serviceWeek.click();
  const options = page.getByRole('option');
  const selected = await options.evaluateAll((items) => items.findIndex((item) => item.getAttribute('aria-selected') === 'true'));
  await options.nth(selected - 1).click();
  await expect(serviceDate).not.toHaveValue(firstDate);
  const lastWeekDate = await serviceDate.inputValue();
  const lastWeek = await apiGet<StaffDashboard>(page, request, `/dashboard?date=${lastWeekDate}`);
  await expect(completedVisits(page)).toHaveText(String(lastWeek.weekComparison!.current.visits));

  await serviceWeek.click();
  await options.nth(selected).click();
  await expect(serviceDate).not.toHaveValue(lastWeekDate);
  const thisWeekDate = await serviceDate.inputValue();
  const thisWeek = await apiGet<StaffDashboard>(page, request, `/dashboard?date=${thisWeekDate}`);
  expect(thisWeek.weekComparison!.current.visits).not.toBe(lastWeek.weekComparison!.current.visits);
  await expect(completedVisits(page)).toHaveText(String(thisWeek.weekComparison!.current.visits));
  // This week's "last week" is the week shown before.
  expect(thisWeek.weekComparison!.lastWeek.visits).toBe(lastWeek.weekComparison!.current.visits);

  // Every chart reads as a table too.
  const crews = page.getByRole('region', { name: 'Work of the day per crew' });
  await crews.getByRole('button', { name: 'Show as table' }).click();
  await expect(crews.getByRole('table', { name: 'Work of the day per crew' })).toBeVisible();

  // The same header week drives the time sheet, whose address carries it; its own arrows move the header's week too.
  await openMenuGroups(page);
  await page.getByRole('menuitem', { name: 'Time Sheet' }).click();
  await expectPath(page, '/time-sheet');
  await expect(page).toHaveURL(new RegExp(`serviceDate=${thisWeekDate}`));
  const sheetWeek = page.getByRole('heading', { level: 2, name: /^Week \d+ · / });
  const thisSheetWeek = await sheetWeek.innerText();
  await serviceWeek.click();
  await options.nth(selected - 1).click();
  await expect(sheetWeek).not.toHaveText(thisSheetWeek);
  await expect(page).toHaveURL(new RegExp(`serviceDate=${await serviceDate.inputValue()}`));
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(sheetWeek).toHaveText(thisSheetWeek);
  expect(await serviceDate.inputValue()).not.toBe(lastWeekDate);
});

test("a vendor lands on its own page and sees its crews' week and statement", async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'demo-vendor');
  await expect(page).toHaveURL(/\/vendors\/[^/]+\/show/);
  const week = page.getByRole('region', { name: 'Your week' });
  await expect(week).toBeVisible(FIRST_LOAD);
  await expect(week.getByText('You earn')).toBeVisible();
  await expect(week.getByRole('link', { name: 'Open the statement' })).toHaveAttribute('href', '/my-statement');
});

test('screenshots of the dashboards', async ({ page }) => {
  test.setTimeout(590_000);
  const shots: [string, string, string][] = [
    ['admin', 'demo-admin', 'Payments of the week by billing status'],
    ['csr', 'demo-csr', 'My reminders due'],
    ['vendor', 'demo-vendor', 'Your week'],
  ];
  for (const [name, username, ready] of shots) {
    await signIn(page, username);
    await expect(page.getByRole('region', { name: ready })).toBeVisible(FIRST_LOAD);
    for (const theme of SHOT_THEMES) {
      await page.evaluate((value) => localStorage.setItem('theme', value), theme);
      for (const width of SHOT_WIDTHS) {
        await page.evaluate((open) => localStorage.setItem('RaStoreLawnDesk.sidebar.open', JSON.stringify(open)), width > 375);
        await page.setViewportSize({ width, height: 900 });
        await page.reload();
        await expect(page.getByRole('region', { name: ready })).toBeVisible(FIRST_LOAD);
        await page.mouse.move(0, 899);
        await page.waitForTimeout(700);
        await page.screenshot({ path: `test-results/dashboard/${name}-${width}-${theme}.png`, fullPage: true });
      }
    }
    await page.evaluate(() => localStorage.clear());
  }
});
