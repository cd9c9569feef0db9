// Sales tax by place in the browser: an admin's faulty rate file is refused with its line, a good one loads, and the
// demo customer's property shows its jurisdictions and rate on the Billing tab; staff choose its jurisdictions.
// Screenshots at 375 and 1280 px, light and dark, in test-results/sales-tax/.
import { expect, test } from '@playwright/test';
import { openAs, openDanasProperty, themedScreenshots } from './helpers';

const RATES = [
  'zip,city,local_code,jurisdiction,type,rate',
  ',,TX,Texas,state,.0625',
  '78704,Austin,2227015,Austin,city,.010000',
  '78704,,3227999,Austin MTA,transit,.010000',
  '78660,Pflugerville,2227042,Pflugerville,city,.010000',
].join('\n');

test('an admin loads the rates and a property shows its place’s tax', async ({ page }) => {
  test.setTimeout(180_000);
  await openAs(page, 'demo-admin', '/system-settings/sales-tax');
  await expect(page.getByRole('heading', { name: 'Sales tax by place' })).toBeVisible();
  await expect(page.getByText('No rate table loaded yet')).toBeVisible();

  const file = page.getByLabel(/^Rate file/);
  await file.setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(`${RATES}\n78705,,1,X,city,8.25%`) });
  await page.getByRole('button', { name: 'Load rates' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Line 6: the rate "8.25%"' })).toBeVisible();
  await expect(page.getByText('No rate table loaded yet')).toBeVisible();

  await file.setInputFiles({ name: 'texas-2026q4.csv', mimeType: 'text/csv', buffer: Buffer.from(RATES) });
  await page.getByLabel('Rates in force from').fill('2020-01-01');
  await page.getByRole('button', { name: 'Load rates' }).click();
  await expect(page.getByRole('cell', { name: 'texas-2026q4.csv' })).toBeVisible();
  await themedScreenshots(page, 'sales-tax', 'rate-tables', '/system-settings/sales-tax', async (shown) => {
    await expect(shown.getByRole('cell', { name: 'texas-2026q4.csv' })).toBeVisible();
  });

  const property = await openDanasProperty(page);
  await page.getByRole('tab', { name: 'Billing' }).click();
  const card = page.getByRole('region', { name: 'Sales tax' });
  await expect(card.getByText('Tax rate 8.25 %')).toBeVisible();
  await expect(card.getByText(/Austin MTA · Transit · 1 %/)).toBeVisible();

  await card.getByRole('button', { name: 'Choose jurisdictions' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Local jurisdictions' }).click();
  await page.getByRole('option', { name: /Pflugerville/ }).click();
  await dialog.getByLabel('Why (for the history)').fill('Inside Pflugerville’s limits');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByText('Tax rate 9.25 %')).toBeVisible();
  await expect(card.getByText(/From \d+\/\d+\/\d{4}: Austin, Austin MTA, Pflugerville · Inside Pflugerville’s limits/)).toBeVisible();

  await themedScreenshots(page, 'sales-tax', 'property', `${new URL(property).pathname}?tab=billing`, async (shown) => {
    const billing = shown.getByRole('tab', { name: 'Billing' });
    if ((await billing.getAttribute('aria-selected')) !== 'true') await billing.click();
    await expect(shown.getByRole('region', { name: 'Sales tax' }).getByText('Tax rate 9.25 %')).toBeVisible();
  });
});
