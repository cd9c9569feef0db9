// Crews on the office's map (docs/field.md): a clocked-in crew's phone at 375 px reports its position, and the
// office's Crew Status Map, open in another browser, shows the crew there live; the time from the phone's report to
// the office's map is printed (the issue asks for 2 s). Screenshots of the map at 375 and 1280 px, light and dark
// (test-results/crew-positions/).
import { expect, test } from '@playwright/test';
import type { TimeSheetEntry } from '../../common/schemas/timeSheet';
import { apiCall, apiToken, openAs } from './helpers';

const PLACE = { latitude: 30.2711, longitude: -97.7437 };

test('the office sees a clocked-in crew’s phone on the map within 2 s of its report', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const crewToken = await apiToken(request, 'demo-crew', 'crew');
  if (!(await apiCall<TimeSheetEntry | null>(request, crewToken, 'GET', '/time-sheets/current')))
    await apiCall(request, crewToken, 'POST', '/time-sheets/clock-in', {});

  const office = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await openAs(office, 'demo-csr', '/crew-status-map');
  const list = office.getByTestId('crew-positions');
  await expect(list).toBeVisible({ timeout: 30_000 });

  const phoneContext = await browser.newContext({
    viewport: { width: 375, height: 800 },
    permissions: ['geolocation'],
    geolocation: { ...PLACE, accuracy: 12 },
  });
  const phone = await phoneContext.newPage();
  let reportedAt = 0;
  phone.on('response', (response) => {
    if (response.url().endsWith('/api/v1/crew/positions') && response.status() === 200 && !reportedAt) reportedAt = Date.now();
  });
  await openAs(phone, 'demo-crew', '/crew/dashboard', 'crew');
  await expect(phone.getByRole('button', { name: 'Clock out' })).toBeVisible({ timeout: 30_000 });

  // The phone reports as soon as its clock shows it clocked in; the office's list names the crew with its accuracy.
  const row = list.getByText(/±12 m\)/);
  await expect(row).toBeVisible({ timeout: 30_000 });
  const shownAt = Date.now();
  expect(reportedAt, 'the phone reported').toBeGreaterThan(0);
  const latencyMs = shownAt - reportedAt;
  console.log(`crew map: phone's report answered → office's map shows it: ${latencyMs} ms`);
  expect(latencyMs).toBeLessThan(2_000);

  // The day's trail on demand.
  await list.getByRole('button', { name: 'Show the day’s trail' }).first().click();
  await expect(list.getByRole('button', { name: 'Hide the trail' })).toBeVisible();

  const narrow = await browser.newPage({ viewport: { width: 375, height: 800 } });
  await openAs(narrow, 'demo-csr', '/crew-status-map');
  await expect(narrow.getByTestId('crew-positions').getByText(/±12 m\)/)).toBeVisible({ timeout: 30_000 });
  for (const [width, shown] of [
    [1280, office],
    [375, narrow],
  ] as const) {
    for (const theme of ['light', 'dark'] as const) {
      await shown.emulateMedia({ colorScheme: theme });
      await shown.waitForTimeout(400);
      await shown.screenshot({ path: `test-results/crew-positions/map-${width}-${theme}.png`, fullPage: width === 375 });
    }
  }
  await narrow.close();
  await phoneContext.close();
  await office.close();
  await apiCall(request, crewToken, 'POST', '/time-sheets/clock-out', {});
});
