// A crew's day on a phone: the seeded demo crew starts and completes two stops (one far from the property, confirmed),
// skips one with its own reason, and the server holds all three; then the dashboard and map are photographed, and the
// crew signs out from its day.
import { expect, type Page, test } from '@playwright/test';
import { WARNING_DISTANCE_FEET } from '../../common/geo/distance';
import type { CrewDay } from '../../common/schemas/crewDay';
import { crewHasPendingStops, DEMO_PASSWORD, expectPath, openAs, signIn, SHOT_THEMES, SHOT_WIDTHS, isWorkableStop } from './helpers';

test.use({ viewport: { width: 375, height: 800 }, permissions: ['geolocation'], geolocation: { latitude: 31.17, longitude: -99.68 } });

async function api<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.get(`/api/v1${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

test('a crew starts and completes two stops and skips one, and the server has them', async ({ page, context, request }) => {
  await crewHasPendingStops(request, 'demo-crew', 3);
  await signIn(page, 'demo-crew', '/crew/login');
  await expectPath(page, '/crew/dashboard');
  const cards = page.getByTestId('crew-stop');
  await expect(cards.first()).toBeVisible();
  // The cards are matched to the server's day by position, so both must be the same day: a visit an earlier spec's
  // background job plans for today can land between the page's read and this one, and the page has it after a reload.
  // A background job can also take a visit off today (a property held meanwhile): the day is topped up again.
  let day!: CrewDay;
  const workable = () => day.stops.map((stop, index) => ({ stop, index })).filter(({ stop }) => isWorkableStop(stop));
  await expect(async () => {
    await crewHasPendingStops(request, 'demo-crew', 3);
    day = (await api<{ data: CrewDay }>(page, '/crew/day')).data;
    if ((await cards.count()) !== day.stops.length) await page.reload();
    await expect(cards).toHaveCount(day.stops.length, { timeout: 5_000 });
    expect(workable().length, 'demo-crew has at least three pending stops with a position today').toBeGreaterThanOrEqual(3);
  }).toPass({ timeout: 45_000 });
  const pending = workable();
  await expect(page.getByTestId('crew-day-done')).toContainText(String(day.totals.done));

  const [near, far, skipped] = pending;
  // The app accepts a fix up to 30 s old, and Chromium may still hand out the one from before the move: a fresh fix is
  // read first, which the browser then keeps as its latest.
  const placePhone = async (point: { latitude: number; longitude: number }) => {
    await context.setGeolocation(point);
    const freshLatitude = () =>
      page.evaluate(
        () =>
          new Promise<number | null>((resolve) =>
            navigator.geolocation.getCurrentPosition(
              ({ coords }) => resolve(coords.latitude),
              () => resolve(null),
              { maximumAge: 0 },
            ),
          ),
      );
    await expect.poll(freshLatitude).toBeCloseTo(point.latitude, 6);
  };
  const card = (index: number) => cards.nth(index);

  // Near the property: completes at once.
  await placePhone({ latitude: near.stop.latitude!, longitude: near.stop.longitude! });
  await card(near.index).getByRole('button', { name: 'Start' }).click();
  await expect(card(near.index)).toHaveAttribute('data-status', 'started');
  await card(near.index).getByRole('button', { name: 'Complete' }).click();
  await expect(card(near.index)).toHaveAttribute('data-status', 'completed');

  // About a kilometre away: the crew is asked first, and the distance is recorded.
  await placePhone({ latitude: far.stop.latitude! + 0.01, longitude: far.stop.longitude! });
  await card(far.index).getByRole('button', { name: 'Start' }).click();
  await expect(card(far.index)).toHaveAttribute('data-status', 'started');
  await card(far.index).getByRole('button', { name: 'Complete' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(/You are [\d.]+ (feet|miles) from the property/);
  await confirm.getByRole('button', { name: 'Complete anyway' }).click();
  await expect(card(far.index)).toHaveAttribute('data-status', 'completed');

  await card(skipped.index).getByRole('button', { name: 'Skip' }).click();
  const skip = page.getByRole('dialog');
  await skip.getByLabel('Another reason').check();
  await skip.getByRole('button', { name: 'Skip' }).click();
  await expect(skip).toContainText('Give a reason.');
  await skip.getByRole('textbox').fill('Customer asked to come back tomorrow');
  await skip.getByRole('button', { name: 'Skip' }).click();
  // A skip re-optimises the stops left and puts the skipped one after them: found by its id, not its place.
  await expect(page.locator(`[data-stop-id="${skipped.stop._id}"]`)).toHaveAttribute('data-status', 'skipped');
  // The day shows each action at once; the server has them once the phone has sent them all.
  await expect(page.locator('[data-waiting="true"]')).toHaveCount(0);

  const nearDetail = await api<{ status: string; completionDistanceFeet: number | null }>(page, `/work-logs/${near.stop._id}`);
  expect(nearDetail).toMatchObject({ status: 'completed', completionDistanceFeet: null });
  const farDetail = await api<{ status: string; completionDistanceFeet: number | null }>(page, `/work-logs/${far.stop._id}`);
  expect(farDetail.status).toBe('completed');
  // The phone may answer with a fix up to 30 s old (the near stop's), so the distance is checked against the warning's.
  expect(farDetail.completionDistanceFeet).toBeGreaterThan(WARNING_DISTANCE_FEET);
  expect(await api(page, `/work-logs/${skipped.stop._id}`)).toMatchObject({
    status: 'skipped',
    reason: 'Customer asked to come back tomorrow',
  });
  const after = (await api<{ data: CrewDay }>(page, '/crew/day')).data;
  expect(after.totals.done).toBe(day.totals.done + 2);
  await expect(page.getByTestId('crew-day-done')).toContainText(String(after.totals.done));
});

test('the dashboard and the map, at 375 and 1280 px, light and dark', async ({ page }) => {
  await signIn(page, 'demo-crew', '/crew/login');
  await expectPath(page, '/crew/dashboard');
  for (const theme of SHOT_THEMES) {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    for (const width of SHOT_WIDTHS) {
      // The side menu stays closed on the phone whatever the wide screen left open.
      await page.evaluate((open) => localStorage.setItem('RaStoreLawnDesk.sidebar.open', JSON.stringify(open)), width > 375);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/crew/dashboard');
      await expect(page.getByTestId('crew-stop').first()).toBeVisible();
      await page.screenshot({ path: `test-results/crewday/dashboard-${width}-${theme}.png` });
      await page.getByRole('link', { name: 'View Map' }).click();
      await expectPath(page, '/crew/map-crew');
      await expect(page.locator('.crew-stop-marker').first()).toBeVisible();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `test-results/crewday/map-${width}-${theme}.png` });
    }
  }
});

// The day starts without <Admin> (src/crewApp/): signing out must still end on the crew's sign-in page, with no
// "logged out" message (the day's queries must not run again without the session), and sign in again from it.
test('a crew signs out from its day and signs in again from the sign-in page it lands on', async ({ page }) => {
  await openAs(page, 'demo-crew', '/crew/dashboard', 'crew');
  await expect(page.getByTestId('crew-stop').first()).toBeVisible();
  await page.getByRole('button', { name: /Profile/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expectPath(page, '/crew/login');
  await expect(page.getByRole('button', { name: 'Sign in as Crew' })).toBeVisible();
  await expect(page.getByText('You are not allowed or logged out')).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.getByLabel('Username').fill('demo-crew');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in as Crew' }).click();
  await expectPath(page, '/crew/dashboard');
  await expect(page.getByTestId('crew-stop').first()).toBeVisible();
});
