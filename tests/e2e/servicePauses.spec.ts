// Service pauses: a csr pauses a market's services for two days from the Service pauses screen, finds the pause listed
// with the visits it took off, and ends it there. Screenshots of the dialog and of the list at 375 and 1280 px in both themes.
import { expect, type Page, test } from '@playwright/test';
import { addDays, format } from 'date-fns';
import type { ServicePauseRecord } from '../../common/schemas/servicePause';
import { apiCall, apiToken, signIn, themedScreenshots } from './helpers';

test.setTimeout(180_000);

/**
 * The pause's first day: two days or more ahead, a Monday to Thursday, so that both its days are weekdays the demo plans
 * visits on (from a Thursday, two days ahead was a weekend with nothing to take off).
 */
const firstDay = (() => {
  let date = addDays(new Date(), 2);
  while (date.getDay() === 0 || date.getDay() > 4) date = addDays(date, 1);
  return date;
})();
/** The pause's first day (0), its last (1), the day before it (-1). */
const day = (offset: number) => format(addDays(firstDay, offset), 'yyyy-MM-dd');

async function fillPause(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Pause services' });
  await dialog.getByRole('combobox', { name: 'Pause' }).click();
  await page.getByRole('option', { name: 'A market' }).click();
  await dialog.getByRole('combobox', { name: 'Market', exact: true }).click();
  await page.getByRole('option').first().click();
  await dialog.getByLabel('First day').fill(day(0));
  await dialog.getByLabel('Last day').fill(day(1));
  await dialog.getByLabel('Reason').fill('Drought: watering restrictions');
  return dialog;
}

test('a market paused for two days from the Service pauses screen, listed, and ended', async ({ page, request }) => {
  await signIn(page, 'demo-csr');
  await themedScreenshots(page, 'service-pauses', 'dialog', '/service-pauses', async (target: Page) => {
    await target.getByRole('button', { name: 'New pause' }).click({ timeout: 30_000 });
    await fillPause(target);
  });

  await page.setViewportSize({ width: 1280, height: 900 });
  // As a dispatcher gets there: from the rain days, whose page links to the pauses.
  await page.goto('/rain-days');
  await page.getByRole('link', { name: 'Service pauses' }).click();
  await expect(page).toHaveURL(/\/service-pauses$/);
  await page.getByRole('button', { name: 'New pause' }).click({ timeout: 30_000 });
  const dialog = await fillPause(page);
  // A last day before the first: the field says so, nothing is paused.
  await dialog.getByLabel('Last day').fill(day(-1));
  await dialog.getByRole('button', { name: 'Pause services' }).click();
  await expect(dialog.getByText('The last day comes on or after the first day.')).toBeVisible();
  await dialog.getByLabel('Last day').fill(day(1));
  await dialog.getByRole('button', { name: 'Pause services' }).click();
  await expect(page.getByText(/^Services paused: \d+ visits? taken off/)).toBeVisible({ timeout: 30_000 });

  const csr = await apiToken(request, 'demo-csr');
  const [pause] = await apiCall<ServicePauseRecord[]>(request, csr, 'GET', '/service-pauses');
  expect(pause).toMatchObject({ scope: 'marketId', from: day(0), to: day(1), endedAt: null });
  expect(pause.removed, 'the demo plans visits in its markets on those days').toBeGreaterThan(0);

  await themedScreenshots(page, 'service-pauses', 'list', '/service-pauses', async (target: Page) => {
    await expect(target.getByRole('button', { name: /^End pause/ }).first()).toBeVisible({ timeout: 30_000 });
  });

  await page.setViewportSize({ width: 1280, height: 900 });
  // As a dispatcher gets there: from the rain days, whose page links to the pauses.
  await page.goto('/rain-days');
  await page.getByRole('link', { name: 'Service pauses' }).click();
  await expect(page).toHaveURL(/\/service-pauses$/);
  await page.getByRole('button', { name: `End pause A market: ${pause.scopeName}` }).click({ timeout: 30_000 });
  await page.getByRole('dialog').getByRole('button', { name: 'End pause' }).click();
  await expect(page.getByText(`Pause ended: ${pause.removed} visits back in their places, 0 could not go back.`)).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(/^Ended .* by /).first()).toBeVisible();
  const [ended] = await apiCall<ServicePauseRecord[]>(request, csr, 'GET', '/service-pauses');
  expect(ended).toMatchObject({ _id: pause._id, restored: pause.removed, notRestored: [] });
});
