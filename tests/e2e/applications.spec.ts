// The office enters a paper application record through the API, finds it in Applications, opens it, corrects it in the
// browser and sees the correction as a new record while the original stays as it was; the inspector's CSV carries it.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { ApplicationRecord, ApplicatorRecord, ProductRecord } from '../../common/schemas/treatment';
import type { WorkLogRow } from '../../common/schemas/workLogRecord';
import { apiCall, apiToken, openAs } from './helpers';

test.describe.configure({ timeout: 180_000 });

/** A day of 2023 or 2024, before the demo's seasons and different on each run: the list's period holds this record alone. */
function aPastDay(stamp: number) {
  return new Date(Date.UTC(2023, 0, 1) + (Math.floor(stamp / 1000) % 700) * 86_400_000).toISOString().slice(0, 10);
}

test('a paper application record is listed, opened and corrected, and the original stays', async ({ page, request }) => {
  const stamp = Date.now();
  const pest = `Fire ants ${stamp}`;
  const day = aPastDay(stamp);
  const token = await apiToken(request, 'demo-admin');
  const product = (await apiCall<ProductRecord[]>(request, token, 'GET', '/products')).find(
    (row) => row.name === 'Talstar P Professional',
  )!;
  const applicator = (await apiCall<ApplicatorRecord[]>(request, token, 'GET', '/applicators')).find((row) => row.licenceNo)!;
  const [stop] = await apiCall<WorkLogRow[]>(request, token, 'GET', `/work-logs?range=${encodeURIComponent('[0,0]')}`);
  const original = await apiCall<ApplicationRecord>(request, token, 'POST', `/work-logs/${stop._id}/applications`, {
    productId: product._id,
    amount: 3,
    unit: 'fl oz',
    areaSqFt: 5000,
    targetPest: pest,
    applicationMethod: 'Backpack sprayer',
    windMph: 5,
    windDirection: 'S',
    temperatureF: 72,
    startedAt: `${day}T15:30:00Z`,
    applicatorId: applicator._id,
  });

  await page.setViewportSize({ width: 1280, height: 800 });
  await openAs(page, 'demo-admin', '/applications');
  await page.getByRole('textbox', { name: 'From', exact: true }).fill(day);
  await page.getByRole('textbox', { name: 'To', exact: true }).fill(day);
  const row = page.getByRole('row').filter({ hasText: 'Talstar P Professional' });
  await expect(row).toHaveCount(1, { timeout: 30_000 });
  await expect(row).toContainText(original.customerName);
  await expect(row).toContainText('3 fl oz');
  await expect(row).toContainText(applicator.name);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  expect(csv).toContain('Name of the pest for which the product was used');
  expect(csv).toContain(pest);

  await row.click();
  await expect(page).toHaveURL(new RegExp(`/applications/${original._id}/show$`));
  const site = page.getByRole('region', { name: 'What was applied' });
  await expect(site).toContainText(pest);
  await expect(site).toContainText('279-3206');
  await expect(page.getByRole('region', { name: 'Who applied it' })).toContainText(applicator.licenceNo!);

  await page.getByRole('button', { name: 'Correct' }).click();
  const dialog = page.getByRole('dialog', { name: 'Correct this record' });
  await expect(dialog.getByRole('spinbutton', { name: 'Amount applied' })).toHaveValue('3');
  await dialog.getByRole('button', { name: 'Correct' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Reason for the correction' })).toHaveAccessibleDescription('Give a reason.');
  await dialog.getByRole('spinbutton', { name: 'Amount applied' }).fill('2.5');
  await dialog.getByRole('textbox', { name: 'Reason for the correction' }).fill('Misread the gauge');
  await dialog.getByRole('button', { name: 'Correct' }).click();

  await expect(page.getByText('Correction recorded. The original record stays as it was.')).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(`/applications/${original._id}/show$`));
  await expect(page.getByRole('region', { name: 'What was applied' })).toContainText('2.5 fl oz');
  await expect(page.getByText('Reason for the correction: Misread the gauge')).toBeVisible();
  await page.getByRole('link', { name: /^This record corrects the record of/ }).click();

  await expect(page).toHaveURL(new RegExp(`/applications/${original._id}/show$`));
  await expect(page.getByRole('region', { name: 'What was applied' })).toContainText('3 fl oz');
  await expect(page.getByRole('link', { name: /corrects this one\.$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Correct' })).toBeDisabled();
  const kept = await apiCall<ApplicationRecord>(request, token, 'GET', `/applications/${original._id}`);
  expect(kept).toMatchObject({ amount: 3, targetPest: pest, correctsId: null });
  expect(kept.supersededById).not.toBeNull();

  await page.goto('/applications');
  await page.getByRole('textbox', { name: 'From', exact: true }).fill(day);
  await page.getByRole('textbox', { name: 'To', exact: true }).fill(day);
  await expect(page.getByRole('row').filter({ hasText: 'Talstar P Professional' })).toHaveCount(2, { timeout: 30_000 });
  await expect(page.getByRole('row').filter({ hasText: 'Corrected' })).toContainText('3 fl oz');
  await expect(page.getByRole('row').filter({ hasText: 'Correction' })).toContainText('2.5 fl oz');
});
