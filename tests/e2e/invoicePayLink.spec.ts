// An invoiced customer pays an invoice through its pay link in a real browser: a customer billed by invoice has a
// billable call, staff issue the invoice, its e-mail (read where it arrived, the SMTP sink) carries the PDF and the
// link; the customer opens it without signing in, sees the invoice's payment, pays with a card in the sandbox's hosted
// fields and sees the receipt; the invoice is then paid. The portal lists the demo customer's invoice with Pay, and staff
// send it again from the Billing tab. Screenshots at 375 and 1280 px, light and dark, in
// test-results/invoice-pay-link/.
import { expect, type Page, test } from '@playwright/test';
import { smtpSinkPort } from '../../playwright.config';
import { mailText, type SmtpSink, startSmtpSink } from '../smtpSink';
import type { PropertyDetailRecord } from '../../common/schemas/customerRecord';
import type { PaymentRow } from '../../common/schemas/paymentRecord';
import type { InvoiceRecord } from '../../common/schemas/invoice';
import type { CustomerDashboard } from '../../common/schemas/portal';
import { apiCall, apiToken, openAs, themedScreenshots } from './helpers';

test.describe.configure({ timeout: 240_000 });
const SLOW = { timeout: 30_000 };
const GOOD = { number: '4111 1111 1111 1111', cvv: '982' };

let mailbox: SmtpSink;
test.beforeAll(async () => {
  mailbox = await startSmtpSink(smtpSinkPort);
});
test.afterAll(async () => {
  await mailbox.close();
});

async function payWith(page: Page, card: { number: string; cvv: string }) {
  const fields = page.frameLocator('main iframe');
  await expect(fields.getByLabel('Card number')).toBeVisible(SLOW);
  await fields.getByLabel('Card number').fill(card.number);
  await fields.getByLabel('CVV').fill(card.cvv);
  await page.getByRole('combobox', { name: 'Expiry month' }).click();
  await page.getByRole('option', { name: '12', exact: true }).click();
  await page.getByRole('combobox', { name: 'Expiry year' }).click();
  await page.getByRole('option', { name: String(new Date().getFullYear() + 2), exact: true }).click();
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

test('an invoiced customer pays the mailed invoice through its pay link', async ({ page, request }) => {
  const token = await apiToken(request, 'demo-csr');
  const stamp = Date.now();
  const email = `invoiced.${stamp}@example.com`;
  const created = await request.post('/api/v1/customers', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      name: { first: 'Ivy', last: `Invoiced${stamp}` },
      email,
      mobile: `737${String(stamp).slice(-7)}`,
      emergencyPhone: `737${String(stamp + 1).slice(-7)}`,
      language: 'en',
      property: {
        address: `${stamp % 10000} Invoice Way`,
        city: 'Austin',
        zipcode: '78701',
        lotSize: 5200,
        cornerLot: false,
        petsAndSecurity: 'None',
        backyardLockCode: '0',
        subdivisionCode: 'IV',
        duplexUnit: 'N/A',
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const propertyId = ((await created.json()) as { data: { property: { _id: string } } }).data.property._id;
  const customerId = (await apiCall<PropertyDetailRecord>(request, token, 'GET', `/customers/properties/${propertyId}`)).customer._id;
  await apiCall(request, token, 'PUT', `/customers/${customerId}/invoicing`, { method: 'invoice', termsDays: 30 });
  const callLog = await request.post('/api/v1/call-logs', {
    headers: { authorization: `Bearer ${token}` },
    data: { propertyId, code: 'C', text: 'Invoice test: extra trip.', billable: true },
  });
  expect(callLog.status()).toBe(201);
  const filter = encodeURIComponent(JSON.stringify({ propertyId, item: 'call-log' }));
  const [payment] = await apiCall<PaymentRow[]>(request, token, 'GET', `/payments?filter=${filter}&range=[0,9]`);
  expect(payment.status).toBe('manual');
  const issued = await apiCall<InvoiceRecord[]>(request, token, 'POST', '/invoices/issue', { through: payment.date });
  const invoice = issued.find((candidate) => candidate.customerId === customerId)!;
  expect(invoice.status).toBe('open');

  let link = '';
  await expect
    .poll(
      () => {
        const mail = mailbox.mails.find((sent) => sent.recipients.includes(email) && sent.data?.includes('application/pdf'));
        link = (mail && /\/pay\/([\w-]{43})/.exec(mailText(mail.data))?.[1]) ?? '';
        return link;
      },
      { timeout: 60_000, message: `invoice mail to ${email}` },
    )
    .toMatch(/^[\w-]{43}$/);
  const mail = mailbox.mails.find((sent) => sent.recipients.includes(email))!;
  expect(mailText(mail.data)).toContain(`your invoice ${invoice.number} for`);
  expect(mail.data).toContain(`invoice-${invoice.number}.pdf`);

  await page.goto(`/pay/${link}`);
  await expect(page.getByRole('heading', { name: 'Pay your bill' })).toBeVisible(SLOW);
  await expect(page.getByText(/Invoice Way/)).toBeVisible();
  await themedScreenshots(page, 'invoice-pay-link', 'open', `/pay/${link}`, async () => {
    await expect(page.getByRole('heading', { name: 'Pay your bill' })).toBeVisible(SLOW);
  });
  await page.goto(`/pay/${link}`);
  await payWith(page, GOOD);
  await expect(page.getByRole('heading', { name: 'Payment received. Thank you!' })).toBeVisible(SLOW);
  await expect(page.getByText('You owe nothing else.')).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/invoice-pay-link/receipt-${width}-light.png`, fullPage: true });
  }

  const [after] = await apiCall<InvoiceRecord[]>(request, token, 'GET', `/invoices?customerId=${customerId}`);
  expect(after).toMatchObject({ id: invoice.id, status: 'paid', balanceCents: 0, receivedCents: invoice.totalCents });
});

test('the portal lists the customer’s invoices and Pay opens the pay page; staff see Send again', async ({ page, request }) => {
  const staff = await apiToken(request, 'demo-csr');
  const customer = await apiToken(request, 'demo-customer');
  const dashboard = await apiCall<CustomerDashboard>(request, customer, 'GET', '/customer/dashboard');
  const propertyId = dashboard.properties[0]._id;
  await apiCall(request, staff, 'PUT', `/customers/${dashboard.customerId}/invoicing`, { method: 'invoice', termsDays: 15 });
  const callLog = await request.post('/api/v1/call-logs', {
    headers: { authorization: `Bearer ${staff}` },
    data: { propertyId, code: 'C', text: 'Invoice test: portal.', billable: true },
  });
  expect(callLog.status()).toBe(201);
  const filter = encodeURIComponent(JSON.stringify({ propertyId, item: 'call-log', status: 'manual' }));
  const [payment] = await apiCall<PaymentRow[]>(request, staff, 'GET', `/payments?filter=${filter}&range=[0,9]`);
  const issued = await apiCall<InvoiceRecord[]>(request, staff, 'POST', '/invoices/issue', { through: payment.date });
  const invoice = issued.find((candidate) => candidate.customerId === dashboard.customerId)!;

  await openAs(page, 'demo-customer', '/customers/dashboard');
  const mine = page.getByRole('region', { name: 'My invoices' });
  const item = mine.getByRole('listitem', { name: `Invoice ${invoice.number}` });
  await expect(item.getByText('Open')).toBeVisible(SLOW);
  await themedScreenshots(page, 'invoice-pay-link', 'portal', '/customers/dashboard', async (shown) => {
    await expect(shown.getByRole('region', { name: 'My invoices' })).toBeVisible(SLOW);
  });
  await page
    .getByRole('region', { name: 'My invoices' })
    .getByRole('button', { name: /^Pay \$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/pay\/[\w-]{43}$/);
  await expect(page.getByRole('heading', { name: 'Pay your bill' })).toBeVisible(SLOW);

  const billing = `/customers/view/${propertyId}?tab=billing`;
  await openAs(page, 'demo-admin', billing);
  const staffItem = page.getByRole('region', { name: 'Invoices' }).getByRole('listitem', { name: `Invoice ${invoice.number}` });
  await staffItem.getByRole('button', { name: 'Send again' }).click();
  await expect(page.getByText(`Invoice ${invoice.number} was sent again with a new pay link`)).toBeVisible();
  await themedScreenshots(page, 'invoice-pay-link', 'billing-tab', billing, async (shown) => {
    await expect(shown.getByRole('button', { name: 'Send again' }).first()).toBeVisible(SLOW);
  });
});
