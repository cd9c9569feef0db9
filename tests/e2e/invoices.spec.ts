// Invoices in the browser: a crew's stop's customer is billed by invoice, its completed visit is invoiced, and staff
// see the invoice on the Billing tab, download its PDF and record a check; screenshots at 375 and 1280 px, light and
// dark, in test-results/invoices/.
import { expect, test } from '@playwright/test';
import type { CrewDay } from '../../common/schemas/crewDay';
import { apiCall, apiToken, crewHasPendingStops, openAs, paymentMade, themedScreenshots, isWorkableStop } from './helpers';

test('staff bill a customer by invoice, see the invoice and record a check', async ({ page, request }) => {
  test.setTimeout(180_000);
  const today = await crewHasPendingStops(request, 'demo-crew', 1);
  const crew = await apiToken(request, 'demo-crew', 'crew');
  const admin = await apiToken(request, 'demo-admin');
  const { stops } = await apiCall<CrewDay>(request, crew, 'GET', '/crew/day');
  const stop = stops.find(isWorkableStop)!;
  const property = await apiCall<{ customer: { _id: string } }>(request, admin, 'GET', `/customers/properties/${stop.propertyId}`);
  const path = `/customers/view/${stop.propertyId}?tab=billing`;

  await openAs(page, 'demo-admin', path);
  const panel = page.getByRole('region', { name: 'Invoices' });
  await panel.getByRole('combobox', { name: 'Billed by' }).click();
  await page.getByRole('option', { name: 'Invoice, net 30' }).click();
  await expect(page.getByText('This customer is billed by invoice.')).toBeVisible();
  await expect(panel.getByText(/No invoice yet/)).toBeVisible();

  const position = { latitude: stop.latitude ?? undefined, longitude: stop.longitude ?? undefined };
  for (const action of ['start', 'complete']) await apiCall(request, crew, 'PUT', `/work-logs/${stop._id}/status`, { action, ...position });
  await paymentMade(request, admin, stop._id);
  const issued = await apiCall<{ number: number; customerId: string }[]>(request, admin, 'POST', '/invoices/issue', { through: today });
  const invoice = issued.find((candidate) => candidate.customerId === property.customer._id)!;
  expect(invoice).toBeTruthy();

  await page.reload();
  const item = panel.getByRole('listitem', { name: `Invoice ${invoice.number}` });
  await expect(item.getByText('Open')).toBeVisible();
  const download = page.waitForEvent('download');
  await item.getByRole('button', { name: 'PDF' }).click();
  expect((await download).suggestedFilename()).toBe(`invoice-${invoice.number}.pdf`);

  await themedScreenshots(page, 'invoices', 'billing-tab', path, async (shown) => {
    await expect(shown.getByRole('listitem', { name: `Invoice ${invoice.number}` })).toBeVisible();
  });

  await item.getByRole('button', { name: 'Record a check or cash' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Check number or note').fill('1042');
  await page.screenshot({ path: 'test-results/invoices/receipt-dialog.png' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Payment recorded on the invoice.')).toBeVisible();
  await expect(item.getByText('Paid')).toBeVisible();
});
