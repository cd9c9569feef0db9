// Card entry through the gateway's hosted fields: a csr adds a card to a customer and the customer adds one in the
// portal; every request the browser sends to LawnDesk's origin is recorded and holds no card number and no CVV (they
// go to the sandbox gateway's own origin only); the csr's card is then charged in the sandbox. Then the dialog at 375
// and 1280 px, light and dark (test-results/cards/).
import { expect, type Page, type Request, test } from '@playwright/test';
import type { CardRecord } from '../../common/schemas/card';
import type { PropertyDetailRecord } from '../../common/schemas/customerRecord';
import type { PaymentRow } from '../../common/schemas/paymentRecord';
import {
  apiCall,
  apiGet,
  apiToken,
  enterCard,
  expectPath,
  hostedCardFields,
  openAs,
  openDanasProperty,
  signIn,
  themedScreenshots,
} from './helpers';

test.describe.configure({ timeout: 120_000 });

const STAFF_CARD = { number: '5555 5555 5555 4444', cvv: '737' };
const CUSTOMER_CARD = { number: '4111 1111 1111 1111', cvv: '982' };
const DIGITS = [STAFF_CARD.number, CUSTOMER_CARD.number].map((number) => number.replace(/ /g, ''));
const CVVS = [STAFF_CARD.cvv, CUSTOMER_CARD.cvv];

/** Every request's URL and body, split by whether it went to our origin or elsewhere (the gateway). */
function recordRequests(page: Page, baseURL: string | undefined) {
  const ours: string[] = [];
  const elsewhere: string[] = [];
  const origin = new URL(baseURL ?? 'http://localhost').origin;
  page.on('request', (request: Request) => {
    const sent = `${request.method()} ${request.url()}\n${request.postData() ?? ''}`;
    (new URL(request.url()).origin === origin ? ours : elsewhere).push(sent);
  });
  return { ours, elsewhere };
}

/** No card number (with or without its spaces) and no CVV as a value anywhere in what was sent to our origin. */
function expectNoCardData(sent: string[]) {
  expect(sent.length).toBeGreaterThan(3);
  for (const request of sent) {
    const squeezed = request.replace(/[\s-]/g, '');
    for (const digits of DIGITS) expect(squeezed, request.slice(0, 120)).not.toContain(digits);
    for (const cvv of CVVS) expect(request, request.slice(0, 120)).not.toMatch(new RegExp(`(^|[^0-9])${cvv}([^0-9]|$)`));
  }
}

test('a card typed in the gateway’s fields never reaches our origin, is saved, and is charged', async ({ page, request, baseURL }) => {
  const { ours, elsewhere } = recordRequests(page, baseURL);
  await signIn(page, 'demo-csr');
  await expectPath(page, '/dashboard');
  await openDanasProperty(page);
  await page.getByRole('tab', { name: 'Billing' }).click();
  await page.getByRole('button', { name: 'Add card' }).click();
  await enterCard(page, STAFF_CARD.number, STAFF_CARD.cvv, {
    makeDefault: true,
    check: ['The customer agreed to automatic charges on this card'],
  });
  await expect(page.getByText('Card added.')).toBeVisible();
  // Staff see the agreement on the card: recorded by staff, when, from where, which text.
  await expect(
    page
      .getByRole('listitem', { name: 'Mastercard •••• 4444' })
      .first()
      .getByText(/^Auto-pay agreement recorded by staff on .+ \(agreement v\d+\)$/),
  ).toBeVisible();

  // The gateway's origin got the number; ours got its token, the expiry and the last four only.
  expect(elsewhere.join('\n').replace(/\s/g, '')).toContain(DIGITS[0]);
  expect(ours.find((sent) => sent.startsWith('POST') && /\/customers\/[^/]+\/cards\n/.test(sent))).toMatch(
    /"token":"[^"]+".*"last4":"4444"/s,
  );
  expectNoCardData(ours);

  // The saved card is the default and a charge on it succeeds in the sandbox.
  const token = await apiToken(request, 'demo-csr');
  const propertyId = new URL(page.url()).pathname.split('/').pop();
  const customerId = (await apiCall<PropertyDetailRecord>(request, token, 'GET', `/customers/properties/${propertyId}`)).customer._id;
  const [card] = await apiCall<CardRecord[]>(request, token, 'GET', `/customers/${customerId}/cards`);
  expect(card).toMatchObject({ brand: 'mastercard', last4: '4444', isDefault: true, autoPayConsent: { recordedBy: 'staff' } });
  const created = await request.post('/api/v1/call-logs', {
    headers: { authorization: `Bearer ${token}` },
    data: { propertyId, code: 'C', text: 'Card entry test: extra trip.', billable: true },
  });
  expect(created.status()).toBe(201);
  const callLog = (await created.json()) as { _id: string };
  const filter = encodeURIComponent(JSON.stringify({ propertyId, item: 'call-log' }));
  const rows = await apiCall<(PaymentRow & { callLogId: string | null })[]>(
    request,
    token,
    'GET',
    `/payments?filter=${filter}&sort=${encodeURIComponent('["createdAt","DESC"]')}&range=[0,9]`,
  );
  const payment = rows.find((row) => row.callLogId === callLog._id);
  expect(payment, 'the billable call log made a payment').toBeTruthy();
  await request.post(`/api/v1/payments/${payment!._id}/charge`, {
    headers: { authorization: `Bearer ${token}` },
    data: { attempts: payment!.attempts },
  });
  await expect
    .poll(async () => (await apiCall<PaymentRow>(request, token, 'GET', `/payments/${payment!._id}`)).status, { timeout: 60_000 })
    .toBe('success');
  expect((await apiCall<PaymentRow>(request, token, 'GET', `/payments/${payment!._id}`)).cardId).toBe(card._id);
});

test('the customer adds a card in the portal with its auto-pay agreement, and nothing of it reaches our origin', async ({
  page,
  request,
  baseURL,
}) => {
  const { ours } = recordRequests(page, baseURL);
  await signIn(page, 'demo-customer');
  await expectPath(page, '/customers/dashboard');
  const cards = page.getByRole('region', { name: 'Cards' });
  await cards.getByRole('button', { name: 'Add card' }).click();
  await enterCard(page, CUSTOMER_CARD.number, CUSTOMER_CARD.cvv, { check: ['I agree to automatic charges on this card'] });
  await expect(page.getByText('Card added.')).toBeVisible();
  expectNoCardData(ours);
  const { customerId } = await apiGet<{ customerId: string }>(page, request, '/customer/dashboard');
  const saved = await apiGet<CardRecord[]>(page, request, `/customers/${customerId}/cards`);
  expect(
    saved.find((card) => card.last4 === '1111' && card.autoPayConsent?.recordedBy === 'customer'),
    'the customer’s own agreement is stored',
  ).toBeTruthy();
});

test('the add-card dialog with the gateway’s fields at 375 and 1280 px, light and dark', async ({ page }) => {
  await openAs(page, 'demo-csr', '/customers');
  const propertyUrl = await openDanasProperty(page);
  await themedScreenshots(page, 'cards', 'add-card', `${propertyUrl}?tab=billing`, async () => {
    await page.getByRole('button', { name: 'Add card' }).click();
    await expect(hostedCardFields(page).getByLabel('Card number')).toBeVisible();
    await hostedCardFields(page).getByLabel('CVV').fill('12');
    await page.getByRole('dialog', { name: 'Add a card' }).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('dialog', { name: 'Add a card' }).getByText('Expiry month is required (1 to 12).').first()).toBeVisible();
  });
});
