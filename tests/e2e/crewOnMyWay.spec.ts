// On my way: the demo crew, on a 375 px phone, presses On my way on its next stop; the stop then says the
// customer was told, a second press is not offered, and the outbox holds one on-my-way text for that customer. Then
// the dashboard at 375 and 1280 px, light and dark (test-results/on-my-way/; once in CI: helpers.ts, SHOT_WIDTHS).
// Quiet hours are off meanwhile: in them the text is held for the morning (heldMessage.spec.ts), not in the outbox.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { CrewDay } from '../../common/schemas/crewDay';
import type { SettingsValues } from '../../common/schemas/settings';
import type { WorkLogDetail } from '../../common/schemas/workLogRecord';
import { apiCall, apiToken, crewHasPendingStops, openAs, SHOT_THEMES, SHOT_WIDTHS } from './helpers';

test.use({ viewport: { width: 375, height: 800 } });
test.setTimeout(150_000);

/** The stop the phone shows as next: the started one, else the first pending one (crewDayOverlay). */
const nextOf = (day: CrewDay) => day.stops.find((stop) => stop.status === 'started') ?? day.stops.find((stop) => stop.status === 'pending');

/** Runs `body` with quiet hours off (start and end equal), then puts the saved ones back. */
async function withoutQuietHours(request: APIRequestContext, body: () => Promise<void>) {
  const admin = await apiToken(request, 'demo-admin');
  const settings = await apiCall<SettingsValues>(request, admin, 'GET', '/settings');
  const quiet = (quietStart: number, quietEnd: number) =>
    apiCall(request, admin, 'PUT', '/settings', { textMessages: { ...settings.textMessages, authToken: '', quietStart, quietEnd } });
  await quiet(0, 0);
  try {
    await body();
  } finally {
    await quiet(settings.textMessages.quietStart, settings.textMessages.quietEnd);
  }
}

test('a crew tells its next stop’s customer it is on its way, once, and the text is in the outbox', async ({ page, request }) => {
  await withoutQuietHours(request, () => tellsOnce(page, request));
});

async function tellsOnce(page: Page, request: APIRequestContext) {
  const crew = await apiToken(request, 'demo-crew', 'crew');
  const csr = await apiToken(request, 'demo-csr');
  // Specs before may have left a stop started (the crew finishes it, at its place) or completed stops, which told the
  // stop after: those already told go a month on, past the visits crewHasPendingStops brings to today when none is left.
  for (let round = 0; ; round++) {
    expect(round, 'rounds to find an untold next stop').toBeLessThan(20);
    const today = await crewHasPendingStops(request, 'demo-crew', 1);
    const day = await apiCall<CrewDay>(request, crew, 'GET', '/crew/day');
    const next = nextOf(day);
    // "On my way" is said once per house and day: a house an earlier spec's stop already reached or told today (its
    // text perhaps held for quiet hours) tells nobody again, so such a stop goes a month on too.
    const houseReached = (stop: CrewDay['stops'][number]) =>
      day.stops.some(
        (other) => other._id !== stop._id && other.address === stop.address && (other.onMyWayAt || other.status !== 'pending'),
      );
    if (next?.status === 'pending' && !next.onMyWayAt && !houseReached(next)) break;
    if (next?.status === 'started') {
      const place = { latitude: next.latitude ?? undefined, longitude: next.longitude ?? undefined };
      await apiCall(request, crew, 'PUT', `/work-logs/${next._id}/status`, { action: 'complete', ...place });
      continue;
    }
    if (!next) continue;
    const later = new Date(Date.parse(`${today}T12:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
    await apiCall(request, csr, 'POST', '/work-logs/move', { ids: [next._id], date: later });
  }
  const next = nextOf(await apiCall<CrewDay>(request, crew, 'GET', '/crew/day'))!;
  const detail = await apiCall<WorkLogDetail>(request, csr, 'GET', `/work-logs/${next._id}`);
  const firstName = detail.customerName.split(' ')[0];

  await openAs(page, 'demo-crew', '/crew/dashboard', 'crew');
  const card = page.locator(`[data-testid="crew-stop"][data-next="true"]`);
  await expect(card.getByRole('heading')).toHaveText(next.address);
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/on-my-way/before-375-light.png' });
  await card.getByRole('button', { name: 'On my way' }).click();
  await expect(card.getByTestId('customer-told')).toContainText(/Customer told \d{1,2}:\d\d [AP]M/);
  await expect(card.getByRole('button', { name: 'On my way' })).toHaveCount(0);
  // After a reload the server's copy says so too.
  await page.reload();
  await expect(card.getByTestId('customer-told')).toBeVisible();

  const admin = await apiToken(request, 'demo-admin');
  const filter = encodeURIComponent(JSON.stringify({ q: firstName, channel: 'sms' }));
  const onMyWay = async () =>
    (await apiCall<{ text: string }[]>(request, admin, 'GET', `/outbox?filter=${filter}&range=[0,49]`)).filter((message) =>
      // Another customer of the same first name may have been told by a spec before: the address names this stop.
      message.text.includes(`Hi ${firstName}, your crew is on its way to ${next.address}`),
    ).length;
  // A second press through the API tells nobody again: tests/api/workLogs/onMyWay.test.ts ("tells the customer once").
  await expect.poll(onMyWay, { timeout: 60_000, message: `the on-my-way text to ${firstName}` }).toBe(1);

  for (const theme of SHOT_THEMES) {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    for (const width of SHOT_WIDTHS) {
      await page.evaluate((open) => localStorage.setItem('RaStoreLawnDesk.sidebar.open', JSON.stringify(open)), width > 375);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/crew/dashboard');
      await expect(card.getByTestId('customer-told')).toBeVisible();
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/on-my-way/dashboard-${width}-${theme}.png` });
    }
  }
}
