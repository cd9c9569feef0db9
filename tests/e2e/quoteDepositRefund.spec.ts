// Issue 46, the deposit after it is paid: the office refunds part of it on the lead's quote card (too much refused, a
// reason asked), the first visit's payment says what the deposit paid on the Billing tab and the Payments list, and a
// lead the sign-up page priced starts its quote from that price. Screens at 375 and 1280 px, light and dark.
import { expect, test } from '@playwright/test';
import { SCREEN_PATH } from '../../common/screenPaths';
import { apiCall, apiToken, openAs, paymentMade, themedScreenshots } from './helpers';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('a paid deposit refunded in part on the quote card, then credited to the first visit’s payment', async ({ page, request }) => {
  const csr = await apiToken(request, 'demo-csr');
  const admin = await apiToken(request, 'demo-admin');
  const [property] = await apiCall<{ zipcode: string; city: string }[]>(
    request,
    csr,
    'GET',
    `/properties?range=${encodeURIComponent('[0,0]')}`,
  );
  const suffix = Date.now().toString(36);
  const name = `Nora Quinn ${suffix}`;
  const lead = await apiCall<{ _id: string }>(request, csr, 'POST', '/leads', {
    name: { first: 'Nora', last: `Quinn ${suffix}` },
    email: `nora.${suffix}@example.com`,
    address: '2210 Ridgeview St',
    city: property.city,
    zipcode: property.zipcode,
    lotSize: 6500,
  });
  const quote = await apiCall<{ _id: string }>(request, csr, 'POST', '/quotes', {
    leadId: lead._id,
    lines: [{ type: 'mow', frequency: 1, priceCents: 4500 }],
    depositCents: 6000,
    expiresOn: inDays(14),
  });
  const { link } = await apiCall<{ link: string }>(request, csr, 'POST', `/quotes/${quote._id}/send`, {});
  const publicPath = new URL(link, 'http://localhost').pathname;
  await apiCall(request, csr, 'POST', `/public${publicPath.replace('/quote/', '/quotes/')}/approve`, { signedName: name, version: 1 });

  // The customer pays the deposit on the page, through the sandbox gateway's hosted fields.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(publicPath);
  const cardFields = page.frameLocator('main iframe');
  await expect(cardFields.getByLabel('Card number')).toBeVisible({ timeout: 15_000 });
  await cardFields.getByLabel('Card number').fill('4111111111111111');
  await cardFields.getByLabel('CVV').fill('123');
  await page.getByRole('combobox', { name: 'Expiry month' }).click();
  await page.getByRole('option', { name: '12', exact: true }).click();
  await page.getByRole('combobox', { name: 'Expiry year' }).click();
  await page.getByRole('option', { name: String(new Date().getFullYear() + 2), exact: true }).click();
  await page.getByRole('button', { name: 'Pay deposit $60.00' }).click();
  await expect(page.getByTestId('deposit-receipt')).toContainText('Deposit paid: $60.00');

  // The office refunds part of it: more than is left is refused before the call, the reason is asked.
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAs(page, 'demo-csr', `/leads/${lead._id}/show`);
  const card = page.getByTestId('quote-card');
  await expect(card.getByText(/Deposit paid \$60\.00/)).toBeVisible();
  await card.getByRole('button', { name: 'Refund deposit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund the deposit' });
  await expect(dialog.getByLabel('Amount ($)')).toHaveValue('60');
  await dialog.getByLabel('Amount ($)').fill('70');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(dialog.getByText('At most $60.00 can be refunded.')).toBeVisible();
  await expect(dialog.getByText('Give a reason for the refund.')).toBeVisible();
  await page.screenshot({ path: 'test-results/quotes/refund-deposit-dialog-1280-light.png' });
  await dialog.getByLabel('Amount ($)').fill('20');
  await dialog.getByLabel('Reason').fill('Smaller lawn than quoted');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('quote-deposit-left')).toHaveText('Refunded $20.00 · Left $40.00');
  const refunded = await apiCall<{ depositPaid: { refundedCents: number; leftCents: number } }>(
    request,
    csr,
    'GET',
    `/quotes/${quote._id}`,
  );
  expect(refunded.depositPaid).toMatchObject({ refundedCents: 2000, leftCents: 4000 });
  await themedScreenshots(page, 'quotes', 'deposit-refunded', `/leads/${lead._id}/show`, async (shown) => {
    await expect(shown.getByTestId('quote-deposit-left')).toBeVisible();
  });

  // The first visit done: what is left of the deposit pays its charge first.
  const approved = await apiCall<{ propertyId: string }>(request, csr, 'GET', `/quotes/${quote._id}`);
  const [visit] = await apiCall<{ _id: string }[]>(
    request,
    admin,
    'GET',
    `/work-logs?${new URLSearchParams({ filter: JSON.stringify({ propertyId: approved.propertyId }), sort: '["date","ASC"]', range: '[0,0]' })}`,
  );
  await apiCall(request, admin, 'PUT', `/work-logs/${visit._id}/status`, { action: 'start' });
  await apiCall(request, admin, 'PUT', `/work-logs/${visit._id}/status`, { action: 'complete' });
  await paymentMade(request, admin, visit._id);
  const billingTab = `${SCREEN_PATH.propertyView.replace(':propertyId', approved.propertyId)}?tab=billing`;
  await themedScreenshots(page, 'quotes', 'billing-deposit-applied', billingTab, async (shown) => {
    await expect(shown.getByText(/Deposit applied: \$40\.00/)).toBeVisible();
  });
  const paymentsList = `/payments?${new URLSearchParams({ filter: JSON.stringify({ q: name }) })}`;
  await themedScreenshots(page, 'quotes', 'payments-deposit-applied', paymentsList, async (shown) => {
    await expect(shown.getByText('Deposit applied: $40.00')).toBeVisible();
  });
  await page.goto(`/leads/${lead._id}/show`);
  await expect(card.getByTestId('quote-deposit-left')).toHaveText('Refunded $20.00 · Paid for visits $40.00 · Left $0.00');
  await expect(card.getByRole('button', { name: 'Refund deposit' })).toHaveCount(0);
});

test('a lead the sign-up page priced starts its quote from that price and frequency', async ({ page, request }) => {
  const csr = await apiToken(request, 'demo-csr');
  const [property] = await apiCall<{ zipcode: string; city: string }[]>(
    request,
    csr,
    'GET',
    `/properties?range=${encodeURIComponent('[0,0]')}`,
  );
  const query = new URLSearchParams({ zipcode: property.zipcode, lotSize: '6500', city: property.city });
  const price = (await (await request.get(`/api/v1/public/price?${query}`)).json()).data as {
    served: boolean;
    options: { frequency: number; visitCents: number }[];
  };
  expect(price.served).toBe(true);
  const everyTwoWeeks = price.options.find((option) => option.frequency === 2)!;
  const email = `owen.${Date.now().toString(36)}@example.com`;
  const signup = await request.post('/api/v1/customer-signup', {
    data: {
      name: { first: 'Owen', last: 'Pratt' },
      email,
      mobile: `512555${String(Date.now()).slice(-4)}`,
      address: '3305 Kerbey Ln',
      city: property.city,
      zipcode: property.zipcode,
      lotSize: 6500,
      serviceType: 'mow',
      frequency: 2,
      quotedPriceCents: everyTwoWeeks.visitCents,
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const [lead] = await apiCall<{ _id: string }[]>(
    request,
    csr,
    'GET',
    `/leads?${new URLSearchParams({ filter: JSON.stringify({ q: email }) })}`,
  );
  const dollars = `$${(everyTwoWeeks.visitCents / 100).toFixed(2)}`;
  await openAs(page, 'demo-csr', `/leads/${lead._id}/show`);
  await themedScreenshots(page, 'quotes', 'quote-from-signup', `/leads/${lead._id}/show`, async (shown) => {
    await shown.getByRole('button', { name: 'New quote' }).click();
    await expect(shown.getByTestId('quote-from-signup')).toHaveText(
      `Started from the price shown on the sign-up page: ${dollars} a visit, every 2 weeks.`,
    );
    await expect(shown.getByRole('combobox', { name: 'How often' })).toHaveText('every 2 weeks');
    await expect(shown.getByRole('textbox', { name: 'Price ($)' })).toHaveValue((everyTwoWeeks.visitCents / 100).toFixed(2));
  });
});
