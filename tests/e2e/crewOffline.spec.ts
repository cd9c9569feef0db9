// The crew's lost signal in a real browser: the crew pages open from the service worker offline, actions queued in
// IndexedDB wait while offline and are sent once the signal returns, applied exactly once even when sent again, and a
// refused one is shown to the crew until dismissed. The crew works through the dashboard's own buttons; the refused
// change is put into the queue's store as the queue itself stores it. Replays of one key are tests/api/platform/idempotency.test.ts.
import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import type { CrewDay } from '../../common/schemas/crewDay';
import {
  apiCall,
  apiToken,
  crewHasPendingStops,
  DEMO_PASSWORD,
  expectPath,
  signIn,
  SHOT_THEMES,
  SHOT_WIDTHS,
  isWorkableStop,
} from './helpers';

interface Stop {
  _id: string;
  status: string;
}

/**
 * Back online, the queue sends what waits on the `online` event, or at its next try (every 20 s, RETRY_INTERVAL_MS in
 * src/ui/offline/useCrewActions.ts) when that first send met the network still coming up; on a loaded machine each
 * send takes seconds. So a test waits for the queue to empty for as long as two tries take, not an expect's 10 s.
 */
const UNTIL_QUEUE_SENT = { timeout: 50_000 };

const token = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`/api/v1${path}`, { headers: { authorization: `Bearer ${await token(page)}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

/**
 * Stores an action in the crew queue's IndexedDB as the app stored it before actions carried a version (version 1,
 * src/ui/offline/actionVersions.ts): the queue upgrades it when it reads the store, so this replays an old shape too.
 */
async function queueAction(page: Page, id: string, workLogId: string, action: 'start' | 'complete') {
  await page.evaluate(
    ({ id, workLogId, action }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('lawndesk-crew', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('actions', { keyPath: 'id' });
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const userId = (JSON.parse(localStorage.getItem('user') ?? '{}') as { _id?: string })._id;
          const write = open.result.transaction('actions', 'readwrite');
          write.objectStore('actions').put({
            id,
            userId,
            createdAt: Date.now(),
            state: 'waiting',
            action: { kind: 'status', workLogId, change: { action, reason: null, reasonPhraseId: null } },
          });
          write.oncomplete = () => {
            open.result.close();
            resolve();
          };
          write.onerror = () => reject(write.error);
        };
      }),
    { id, workLogId, action },
  );
}

test('a crew generates its route, completes a stop offline, and the server has it completed once when the signal returns', async ({
  page,
  context,
  request,
}) => {
  // Six reloads and the queue's replay: a loaded CI machine took more than the default minute.
  test.setTimeout(120_000);
  await crewHasPendingStops(request, 'demo-crew', 2);
  await context.grantPermissions(['geolocation']);
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'demo-crew', '/crew/login');
  await expectPath(page, '/crew/dashboard');
  const cards = page.getByTestId('crew-stop');
  await expect(cards.first()).toBeVisible();
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)).toMatch(/\/crew\/$/);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/crew.webmanifest');

  await page.getByRole('button', { name: 'Generate Route' }).click();
  const { data: day } = await api<{ data: CrewDay }>(page, '/crew/day');
  const pending = day.stops.filter(isWorkableStop);
  expect(pending.length, 'demo-crew has two pending stops with a position today').toBeGreaterThanOrEqual(2);
  const [toComplete, toRefuse] = pending;
  // Known by its id: a property may have two stops that day (lawn, bush and bed).
  const card = page.locator(`[data-stop-id="${toComplete._id}"]`);
  await context.setGeolocation({ latitude: toComplete.latitude!, longitude: toComplete.longitude! });
  await card.getByRole('button', { name: 'Start' }).click();
  await expect(card).toHaveAttribute('data-status', 'started');
  // Shown at once; sent before the signal goes.
  await expect(card).toHaveAttribute('data-waiting', 'false');

  // Offline, the crew page still opens with its day: the service worker answers with the shell and the cached day.
  await context.setOffline(true);
  await page.reload();
  await expect(card).toHaveAttribute('data-status', 'started');
  await expect(page.getByText('Offline — your changes will be sent when the signal returns')).toBeVisible();
  await card.getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByText('Offline — 1 change waiting')).toBeVisible();

  // A change the server will refuse, queued as the queue stores it: completing a stop never started.
  await queueAction(page, randomUUID(), toRefuse._id, 'complete');
  await page.reload();
  await expect(page.getByText('Offline — 2 changes waiting')).toBeVisible();
  for (const theme of SHOT_THEMES) {
    await page.evaluate((name) => localStorage.setItem('theme', name), theme);
    await page.reload();
    await expect(page.getByText('Offline — 2 changes waiting')).toBeVisible();
    for (const width of SHOT_WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: `test-results/crew-offline-${width}-${theme}.png` });
    }
  }
  await page.setViewportSize({ width: 375, height: 800 });
  // Narrowed from the desktop width, the side menu opens as a drawer over the page (an Escape could come before it
  // has opened); a page opened on a phone has it closed.
  await page.reload();
  await expect(page.getByText('Offline — 2 changes waiting')).toBeVisible();

  // The signal returns: the queue sends both in order; the server refuses completing a stop never started.
  await context.setOffline(false);
  await expect(page.getByText(/changes? waiting/)).toHaveCount(0, UNTIL_QUEUE_SENT);
  const conflict = page.getByRole('alert').filter({ hasText: 'Not applied: complete the stop' });
  await expect(conflict).toBeVisible();
  await expect(conflict).toContainText('A pending work log cannot be completed.');
  await page.screenshot({ path: 'test-results/crew-offline-conflict.png' });

  const detail = () => api<{ status: string; history: { changes: { status?: { to?: string } } }[] }>(page, `/work-logs/${toComplete._id}`);
  const completed = await detail();
  expect(completed.status).toBe('completed');
  expect(completed.history.filter((entry) => entry.changes.status?.to === 'completed')).toHaveLength(1);
  await expect(card).toHaveAttribute('data-status', 'completed');

  // The refused change stays until the crew dismisses it.
  await conflict.getByRole('button', { name: 'Dismiss' }).click();
  await expect(conflict).toHaveCount(0);
  expect((await api<Stop>(page, `/work-logs/${toRefuse._id}`)).status).toBe('pending');
});

test('offline across a reload, the day shows a stop started and completed and one skipped; back online the server has them once, and a stop the office cancelled meanwhile comes back with its reason', async ({
  page,
  context,
  request,
}) => {
  // Two reloads, eleven taps and the queue's replay: more than the default minute on a loaded machine.
  test.setTimeout(120_000);
  await crewHasPendingStops(request, 'demo-crew', 3);
  await context.grantPermissions(['geolocation']);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'demo-crew', '/crew/login');
  await expectPath(page, '/crew/dashboard');
  // On this first visit the day was read before the worker took the page; it reads it again through the worker.
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 30_000 });
  await page.waitForFunction(async () => (await (await caches.open('crew-day')).keys()).length > 0, undefined, { timeout: 30_000 });
  const { data: day } = await api<{ data: CrewDay }>(page, '/crew/day');
  const [done, skipped, cancelled] = day.stops.filter(isWorkableStop);
  const card = (stop: { _id: string }) => page.locator(`[data-stop-id="${stop._id}"]`);
  await expect(card(cancelled)).toBeVisible();
  await context.setGeolocation({ latitude: done.latitude!, longitude: done.longitude! });

  await context.setOffline(true);
  await card(done).getByRole('button', { name: 'Start' }).click();
  await expect(card(done)).toHaveAttribute('data-status', 'started');
  await expect(card(done).getByText('Waiting to send')).toBeVisible();
  await card(done).getByRole('button', { name: 'Complete' }).click();
  await expect(card(done)).toHaveAttribute('data-status', 'completed');
  await card(skipped).getByRole('button', { name: 'Skip' }).click();
  const skip = page.getByRole('dialog');
  await skip.getByLabel('Another reason').check();
  await skip.getByRole('textbox').fill('Gate locked, nobody home');
  await skip.getByRole('button', { name: 'Skip' }).click();
  await expect(card(skipped)).toHaveAttribute('data-status', 'skipped');
  await card(cancelled).getByRole('button', { name: 'Start' }).click();
  await expect(card(cancelled)).toHaveAttribute('data-status', 'started');
  await expect(page.getByTestId('crew-day-done')).toContainText(String(day.totals.done + 1));
  await expect(page.getByTestId('crew-day-left')).toContainText(String(day.totals.left - 2));

  // Meanwhile the office cancels the third stop.
  const csr = await apiToken(request, 'demo-csr');
  await apiCall(request, csr, 'PUT', `/work-logs/${cancelled._id}/status`, { action: 'cancel', reason: 'Customer called to cancel' });

  // A reload while still offline: the day comes from the worker's cache, the actions from IndexedDB.
  await page.reload();
  await expect(page.getByText('Offline — 4 changes waiting')).toBeVisible();
  for (const [stop, status] of [
    [done, 'completed'],
    [skipped, 'skipped'],
    [cancelled, 'started'],
  ] as const) {
    await expect(card(stop)).toHaveAttribute('data-status', status);
    await expect(card(stop)).toHaveAttribute('data-waiting', 'true');
  }
  await expect(card(skipped)).toContainText('Gate locked, nobody home');
  await expect(page.getByTestId('crew-day-done')).toContainText(String(day.totals.done + 1));
  if (process.env.E2E_SHOTS) {
    test.setTimeout(150_000);
    for (const theme of ['dark', 'light']) {
      await page.evaluate((name) => localStorage.setItem('theme', name), theme);
      for (const width of [375, 1280]) {
        await page.evaluate((open) => localStorage.setItem('RaStoreLawnDesk.sidebar.open', JSON.stringify(open)), width > 375);
        await page.setViewportSize({ width, height: 900 });
        await page.reload();
        await expect(card(done)).toHaveAttribute('data-waiting', 'true');
        await page.screenshot({ path: `test-results/offline/waiting-${width}-${theme}.png`, fullPage: true });
      }
    }
    await page.evaluate(() => localStorage.setItem('RaStoreLawnDesk.sidebar.open', 'false'));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole('link', { name: 'View Map' }).click();
    await expect(page.locator('.crew-stop-waiting')).toHaveCount(3);
    await page.screenshot({ path: 'test-results/offline/map-waiting-390-light.png' });
    await page.getByRole('link', { name: 'Back to the day' }).click();
    await expect(card(done)).toHaveAttribute('data-waiting', 'true');
  }

  await context.setOffline(false);
  await expect(page.getByText(/changes? waiting/)).toHaveCount(0, UNTIL_QUEUE_SENT);
  const conflict = page.getByRole('alert').filter({ hasText: `Not applied: start the stop at ${cancelled.address}` });
  await expect(conflict).toBeVisible();
  await expect(conflict).toContainText('A cancelled work log cannot be started.');
  // Back to the server's state: the crew's day leaves out a cancelled visit.
  await expect(card(cancelled)).toHaveCount(0);
  await expect(card(done)).toHaveAttribute('data-waiting', 'false');
  const history = await api<{ status: string; history: { changes: { status?: { to?: string } } }[] }>(page, `/work-logs/${done._id}`);
  expect(history.status).toBe('completed');
  expect(history.history.filter((entry) => entry.changes.status?.to === 'completed')).toHaveLength(1);
  expect(await api(page, `/work-logs/${skipped._id}`)).toMatchObject({ status: 'skipped', reason: 'Gate locked, nobody home' });
  expect(await api(page, `/work-logs/${cancelled._id}`)).toMatchObject({ status: 'cancel' });
  if (process.env.E2E_SHOTS) await page.screenshot({ path: 'test-results/offline/conflict-390.png', fullPage: true });
});

test('the crew sign-in page opens offline from the service worker, for the next crew on the phone', async ({ page, context }) => {
  // Signed in through the API, so that the browser's own cache holds none of the sign-in page's files: only the
  // worker's precache can answer for them.
  const signedIn = await page.request.post('/api/v1/users/login', {
    data: { id: 'demo-crew', password: DEMO_PASSWORD, loginRole: 'crew' },
  });
  const { token: sessionToken, ...user } = (await signedIn.json()).data;
  await page.goto('/api/v1/health');
  await page.evaluate(
    ({ sessionToken, user }) => {
      localStorage.setItem('token', sessionToken);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { sessionToken, user },
  );
  await page.goto('/crew/dashboard');
  await expect(page.getByRole('heading', { name: 'Crew Sign In' })).toHaveCount(0);
  await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
  await page.evaluate(() => ['token', 'user'].forEach((key) => localStorage.removeItem(key)));
  await context.setOffline(true);
  await page.goto('/crew/login');
  await expect(page.getByRole('button', { name: 'Sign in as Crew' })).toBeVisible();
  await context.setOffline(false);
});

test('the staff sign-in page is never under the crew service worker, nor offered as the crew app', async ({ page }) => {
  await signIn(page, 'demo-crew', '/crew/login');
  await expectPath(page, '/crew/dashboard');
  await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  expect(await page.locator('link[rel="manifest"]').count()).toBe(0);
  // The worker's files are revalidated on every load: a stale worker would keep an old shell.
  const worker = await page.request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect((await page.request.get('/crew.webmanifest')).headers()['content-type']).toContain('manifest+json');
});
