// Billing in the browser: a csr adds a sandbox card on a property's Billing tab, bills a call log, sees the payment
// charged and refunds part of it, then holds the customer's charges and charges the next payment later; then every billing screen at 375 and 1280 px, light and dark (test-results/billing/).
import { expect, type Page, test } from '@playwright/test';
import { expectPath, signIn } from './helpers';

const SANDBOX_APPROVE = '4111111111111111';

async function openDanasProperty(page: Page) {
  await page.goto('/customers');
  await page.getByPlaceholder('Name, e-mail, phone, address or zip').fill('whitfield');
  await page.getByRole('row', { name: /1400 Barton Springs Rd/ }).click();
  await expect(page).toHaveURL(/\/customers\/view\/[0-9a-f-]{36}$/);
  return page.url();
}

async function choose(page: Page, field: string, option: string) {
  await page.getByRole('dialog').getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a csr bills a call log to the customer’s card, refunds part of it, then holds charges and charges the next one later', async ({ page }) => {
  await signIn(page, 'demo-csr');
  await expectPath(page, '/dashboard');
  const propertyUrl = await openDanasProperty(page);

  await page.getByRole('tab', { name: 'Billing' }).click();
  await page.getByRole('button', { name: 'Add card' }).click();
  const cardDialog = page.getByRole('dialog', { name: 'Add a card' });
  await cardDialog.getByLabel('Card number').fill(SANDBOX_APPROVE);
  await choose(page, 'Expiry month', '12');
  await choose(page, 'Expiry year', String(new Date().getFullYear() + 2));
  await cardDialog.getByLabel('CVV').fill('123');
  await cardDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Card added.')).toBeVisible();

  await page.getByRole('tab', { name: 'Call logs' }).click();
  await page.getByRole('button', { name: 'Add call log' }).click();
  const callLogDialog = page.getByRole('dialog', { name: 'Add call log' });
  await choose(page, 'Code', 'C');
  await callLogDialog.getByLabel('Call log').fill('Billing test: extra trip for the gate.');
  await callLogDialog.getByLabel('Billable').check();
  await callLogDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Call log added.')).toBeVisible();

  // The charge runs as a job: reopen the tab until the payment shows charged.
  const payment = page.getByRole('listitem', { name: /^Payment of / }).filter({ hasText: 'Call log' }).first();
  await expect(async () => {
    await page.goto(`${propertyUrl}?tab=billing`);
    await expect(payment.getByText('Success', { exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  // $20 and Austin's 8.25% tax.
  await expect(payment.getByText('$21.65')).toBeVisible();
  await expect(payment.getByText('Card ending 1111')).toBeVisible();

  await payment.getByRole('button', { name: 'Refund' }).click();
  const refundDialog = page.getByRole('dialog', { name: 'Refund payment' });
  await refundDialog.getByLabel('Amount ($)').fill('5');
  await refundDialog.getByLabel('Reason').fill('Gate was open after all');
  await refundDialog.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByText('Payment refunded.')).toBeVisible();
  await expect(payment.getByText('Refunded', { exact: true })).toBeVisible();
  await expect(payment.getByText(/Refunded \$5\.00/)).toBeVisible();

  await payment.getByRole('button', { name: 'Details' }).click();
  await expect(payment.getByText('Payment refunded')).toBeVisible();

  // Held charges: the next billed call log waits on hold, and the csr charges it later.
  // The switch shows the customer's saved state: it turns once the server has answered.
  const hold = page.getByRole('switch', { name: 'Hold charges' });
  await hold.click();
  await expect(page.getByText('Charges on hold.')).toBeVisible();
  await expect(hold).toBeChecked();
  await page.getByRole('tab', { name: 'Call logs' }).click();
  await page.getByRole('button', { name: 'Add call log' }).click();
  await choose(page, 'Code', 'C');
  await callLogDialog.getByLabel('Call log').fill('Billing test: second trip, on hold.');
  await callLogDialog.getByLabel('Billable').check();
  await callLogDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Call log added.')).toBeVisible();
  await page.getByRole('tab', { name: 'Billing' }).click();
  const held = page.getByRole('listitem', { name: /^Payment of / }).filter({ hasText: 'On hold' }).first();
  await held.getByRole('button', { name: 'Charge later' }).click();
  const laterDialog = page.getByRole('dialog', { name: 'Charge later' });
  const later = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  await laterDialog.getByLabel('Charge on').fill(later);
  await laterDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Charge later saved.')).toBeVisible();
  const scheduled = page.getByRole('listitem', { name: /^Payment of / }).filter({ hasText: 'Charge later' }).first();
  await expect(scheduled.getByText(`Charge on ${Number(later.slice(5, 7))}/${Number(later.slice(8))}/${later.slice(0, 4)}`)).toBeVisible();
  await hold.click();
  await expect(page.getByText('Charges resumed.')).toBeVisible();
  await expect(hold).not.toBeChecked();

  await page.goto(`/reports/charge-later-customers?date=${later}`);
  await expect(page.getByRole('link', { name: 'Dana Whitfield · 1400 Barton Springs Rd' })).toBeVisible();

  await page.goto('/payments');
  await page.getByRole('tab', { name: 'Success' }).click();
  await expect(page.getByRole('status', { name: 'Totals of the filtered payments' })).toContainText('payment');
  await page.getByRole('row', { name: /Dana Whitfield/ }).first().click();
  await expect(page).toHaveURL(/\/customers\/view\/[0-9a-f-]{36}\?tab=billing$/);
  await expect(page.getByRole('tab', { name: 'Billing', selected: true })).toBeVisible();
});

test('the billing screens at 375 and 1280 px, light and dark', async ({ page }) => {
  await signIn(page, 'demo-admin');
  await expectPath(page, '/dashboard');
  const propertyUrl = await openDanasProperty(page);
  const screens: [name: string, path: string, ready: (page: Page) => Promise<void>][] = [
    ['billing-tab', `${propertyUrl}?tab=billing`, (p) => expect(p.getByRole('switch', { name: 'Hold charges' })).toBeVisible()],
    ['payments', '/payments', (p) => expect(p.getByRole('tab', { name: 'Pending' })).toBeVisible()],
    ['charge-later', '/reports/charge-later-customers', (p) => expect(p.getByLabel('Charge on')).toBeVisible()],
    ['vendor-statement', '/vendor-statement', (p) => expect(p.getByRole('button', { name: 'Print' })).toBeVisible()],
  ];
  for (const theme of ['light', 'dark']) {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    for (const width of [375, 1280]) {
      await page.evaluate((open) => localStorage.setItem('RaStoreLawnDesk.sidebar.open', JSON.stringify(open)), width > 375);
      await page.setViewportSize({ width, height: 900 });
      for (const [name, path, ready] of screens) {
        await page.goto(path);
        await ready(page);
        if (name === 'vendor-statement') {
          await page.getByRole('combobox', { name: 'Vendor' }).click();
          await page.getByRole('option').first().click();
          await page.getByLabel('From').fill('2020-01-01');
        }
        await page.waitForTimeout(700);
        await page.screenshot({ path: `test-results/billing/${name}-${width}-${theme}.png`, fullPage: true });
      }
    }
  }
});
