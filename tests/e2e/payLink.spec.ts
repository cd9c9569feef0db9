// The pay link: a customer's card is declined, the failed-payment e-mail (read where it arrived, the SMTP sink) carries a
// link; the customer opens it without signing in, sees what is owed and why, tries a card that is declined (the reason,
// the link still open), pays with another in the sandbox gateway's hosted fields and sees the receipt; reopened, the link
// says it was used and nothing more. Every request the browser sends our origin is recorded: none holds the card number
// or the CVV. A customer owing two gets one message; the page lists both, ticked; one unticked, the other is paid and
// the page says what remains. Then the page at 375 and 1280 px, light and dark, in English and Spanish
// (test-results/pay-link/).
import { type APIRequestContext, expect, type Page, type Request, test } from '@playwright/test';
import { sandboxGatewayPort, smtpSinkPort } from '../../playwright.config';
import { mailText, type SmtpSink, startSmtpSink } from '../smtpSink';
import type { PropertyDetailRecord } from '../../common/schemas/customerRecord';
import type { PaymentRow } from '../../common/schemas/paymentRecord';
import type { CardRecord } from '../../common/schemas/card';
import { apiCall, apiToken, themedScreenshots } from './helpers';

// Two customers made and charged, the page's chunk and the gateway's fields loaded cold: more than a minute on a busy machine.
test.describe.configure({ timeout: 240_000 });
const SLOW = { timeout: 30_000 };

const GATEWAY = `http://127.0.0.1:${sandboxGatewayPort}`;
const DECLINED = { number: '4000 0000 0000 9995', cvv: '318' };
const GOOD = { number: '4111 1111 1111 1111', cvv: '982' };
const DIGITS = [DECLINED.number, GOOD.number].map((number) => number.replace(/ /g, ''));
const CVVS = [DECLINED.cvv, GOOD.cvv];
const uniquePhone = (stamp: number, offset = 0) => `727${String(stamp + offset).slice(-7)}`;

let mailbox: SmtpSink;
test.beforeAll(async () => {
  mailbox = await startSmtpSink(smtpSinkPort);
});
test.afterAll(async () => {
  await mailbox.close();
});

/** The card typed into the sandbox's hosted fields (its own server, as a browser reaches it): what our API is sent. */
async function tokenized(request: APIRequestContext, number: string) {
  const { clientKey } = await (await request.post(`${GATEWAY}/v1/payment_fields/token/create`)).json();
  const card = await (await request.post(`${GATEWAY}/hpf/tokens`, { data: { clientKey, number, csc: '123' } })).json();
  return { token: card.hpf_token, encKey: card.enc_key, last4: card.last4, brand: card.card_type, expiryMonth: 12, expiryYear: 2035 };
}

/**
 * A new customer whose card on file declines (insufficient funds), `calls` billable calls that charge it and fail: the
 * token of the pay link in the one failed-payment e-mail (a customer owing several gets one message and link).
 */
async function declinedPaymentLink(
  request: APIRequestContext,
  language: 'en' | 'es',
  calls = 1,
): Promise<{ link: string; customerId: string }> {
  const token = await apiToken(request, 'demo-csr');
  const stamp = Date.now();
  const email = `payer.${stamp}@example.com`;
  const created = await request.post('/api/v1/customers', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      name: { first: language === 'es' ? 'Lucía' : 'Paige', last: `Payer${stamp}` },
      email,
      mobile: uniquePhone(stamp),
      emergencyPhone: uniquePhone(stamp, 1),
      language,
      property: {
        address: `${stamp % 10000} Paylink Ln`,
        city: 'Austin',
        zipcode: '78701',
        lotSize: 5200,
        cornerLot: false,
        petsAndSecurity: 'None',
        backyardLockCode: '0',
        subdivisionCode: 'PL',
        duplexUnit: 'N/A',
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const propertyId = ((await created.json()) as { data: { property: { _id: string } } }).data.property._id;
  const customerId = (await apiCall<PropertyDetailRecord>(request, token, 'GET', `/customers/properties/${propertyId}`)).customer._id;
  await apiCall(request, token, 'POST', `/customers/${customerId}/cards`, {
    ...(await tokenized(request, DECLINED.number.replace(/ /g, ''))),
    makeDefault: true,
  });
  let link = '';
  for (let call = 1; call <= calls; call += 1) {
    const callLog = await request.post('/api/v1/call-logs', {
      headers: { authorization: `Bearer ${token}` },
      data: { propertyId, code: 'C', text: `Pay link test: extra trip ${call}.`, billable: true },
    });
    expect(callLog.status()).toBe(201);
    const filter = encodeURIComponent(JSON.stringify({ propertyId, item: 'call-log' }));
    // Its charge was queued when the call was billed: the job charges the declining card and the message goes out.
    await expect
      .poll(
        async () => {
          const billed = await apiCall<PaymentRow[]>(request, token, 'GET', `/payments?filter=${filter}&range=[0,9]`);
          return billed.filter((payment) => payment.status === 'failed').length;
        },
        { timeout: 60_000 },
      )
      .toBe(call);
    await expect
      .poll(
        () => {
          const links = mailbox.mails
            .filter((sent) => sent.recipients.includes(email) && sent.data)
            .flatMap((mail) => /\/pay\/([\w-]{43})/.exec(mailText(mail.data))?.[1] ?? []);
          link = links.length === 1 ? links[0] : '';
          return link;
        },
        { timeout: 60_000, message: `failed-payment mail to ${email}` },
      )
      .toMatch(/^[\w-]{43}$/);
  }
  if (calls > 1) {
    // A later decline's message would have gone out with its charge: still the one.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(mailbox.mails.filter((sent) => sent.recipients.includes(email) && /\/pay\//.test(mailText(sent.data ?? '')))).toHaveLength(1);
  }
  return { link, customerId };
}

/** The customer's cards as the office and the portal see them: `<last four><* when the default>`, default first. */
async function cardsOf(request: APIRequestContext, customerId: string) {
  const token = await apiToken(request, 'demo-csr');
  const cards = await apiCall<CardRecord[]>(request, token, 'GET', `/customers/${customerId}/cards`);
  return cards.map((card) => `${card.last4}${card.isDefault ? '*' : ''}`);
}

function recordOurRequests(page: Page, baseURL: string | undefined) {
  const ours: string[] = [];
  const origin = new URL(baseURL ?? 'http://localhost').origin;
  page.on('request', (request: Request) => {
    if (new URL(request.url()).origin === origin) ours.push(`${request.method()} ${request.url()}\n${request.postData() ?? ''}`);
  });
  return ours;
}

/** The gateway's own iframe, titled in the page's language. */
const cardFields = (page: Page) => page.frameLocator('main iframe');

async function payWith(page: Page, card: { number: string; cvv: string }) {
  await expect(cardFields(page).getByLabel('Card number')).toBeVisible(SLOW);
  await cardFields(page).getByLabel('Card number').fill(card.number);
  await cardFields(page).getByLabel('CVV').fill(card.cvv);
  await page.getByRole('combobox', { name: 'Expiry month' }).click();
  await page.getByRole('option', { name: '12', exact: true }).click();
  await page.getByRole('combobox', { name: 'Expiry year' }).click();
  await page.getByRole('option', { name: String(new Date().getFullYear() + 2), exact: true }).click();
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

test('a customer pays a declined payment through the mailed link, once, and no card data reaches our origin', async ({
  page,
  request,
  baseURL,
}) => {
  const { link, customerId } = await declinedPaymentLink(request, 'en');
  const ours = recordOurRequests(page, baseURL);
  await page.goto(`/pay/${link}`);
  await expect(page.getByRole('heading', { name: 'Pay your bill' })).toBeVisible(SLOW);
  await expect(page.getByText('Insufficient funds')).toBeVisible();
  await expect(page.getByText(/Paylink Ln/)).toBeVisible();

  await payWith(page, DECLINED);
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined: Insufficient funds. Try another card.' })).toBeVisible();
  // A declined card is not kept: the customer's cards are as they were.
  expect(await cardsOf(request, customerId)).toEqual(['9995*']);

  await page.getByLabel('I agree to automatic charges on this card').check();
  await payWith(page, GOOD);
  await expect(page.getByRole('heading', { name: 'Payment received. Thank you!' })).toBeVisible();
  await expect(page.getByText('Paid with Visa •••• 1111')).toBeVisible();
  await expect(page.getByText('This card is now your card on file for automatic charges.')).toBeVisible();
  await expect(page.getByText('You owe nothing else.')).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/pay-link/receipt-en-${width}-light.png`, fullPage: true });
  }
  // Ticked: the card that paid is the default for automatic charges.
  expect(await cardsOf(request, customerId)).toEqual(['1111*', '9995']);

  expect(ours.filter((sent) => sent.startsWith('POST') && sent.includes(`/api/v1/pay/${link}\n`))).toHaveLength(2);
  expect(ours.length).toBeGreaterThan(3);
  for (const sent of ours) {
    const squeezed = sent.replace(/[\s-]/g, '');
    for (const digits of DIGITS) expect(squeezed, sent.slice(0, 120)).not.toContain(digits);
    for (const cvv of CVVS) expect(sent, sent.slice(0, 120)).not.toMatch(new RegExp(`(^|[^0-9])${cvv}([^0-9]|$)`));
  }

  await page.reload();
  await expect(page.getByText('This link was already used: the payment went through.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay \$/ })).toHaveCount(0);
  // Used, it says nothing about the customer: no address, no amount.
  await expect(page.getByText(/Paylink Ln/)).toHaveCount(0);
  await expect(page.getByText(/\$\d/)).toHaveCount(0);
  await themedScreenshots(page, 'pay-link', 'used-en', `/pay/${link}`, async () => {
    await expect(page.getByText('This link was already used: the payment went through.')).toBeVisible();
  });
});

test('one page for two debts: both ticked, one paid, the page says what remains; the language switch stays', async ({ page, request }) => {
  const { link, customerId } = await declinedPaymentLink(request, 'en', 2);
  // This customer's page in the dark theme (the first test's is light), for the receipt's screenshots.
  await page.goto('/pay/not-a-real-link');
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.goto(`/pay/${link}`);
  await expect(page.getByRole('heading', { name: 'Pay your bill' })).toBeVisible(SLOW);
  await expect(page.getByRole('heading', { name: 'What you owe' })).toBeVisible();
  const owed = page.getByTestId('owed-payment');
  await expect(owed).toHaveCount(2);
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(2);
  await expect(page.getByTestId('owed-total')).toContainText('To pay now (2 payments)');
  const choose = async (current: string, chosen: string) => {
    await page.getByRole('button', { name: current }).click();
    await page.getByRole('menuitem', { name: chosen }).click();
  };
  await choose('English', 'Español');
  await expect(page.getByRole('heading', { name: 'Pague su factura' })).toBeVisible();
  await expect(page.getByText('Fondos insuficientes').first()).toBeVisible();
  await expect(cardFields(page).getByLabel('Número de tarjeta')).toBeVisible(SLOW);
  // Still Spanish a moment later and after a reload: the customer's own language does not take it back.
  await page.waitForTimeout(1_000);
  await expect(page.getByRole('heading', { name: 'Pague su factura' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Pague su factura' })).toBeVisible(SLOW);
  await expect(page.getByLabel('Acepto los cobros automáticos a esta tarjeta')).not.toBeChecked();
  await choose('Español', 'English');
  await expect(page.getByRole('heading', { name: 'Pay your bill' })).toBeVisible();

  // None chosen: nothing to pay. Then only the second.
  await page.getByRole('checkbox').nth(0).uncheck();
  await page.getByRole('checkbox').nth(1).uncheck();
  await expect(page.getByRole('button', { name: /^Pay \$0\.00/ })).toBeDisabled();
  await page.getByRole('checkbox').nth(1).check();
  await expect(page.getByTestId('owed-total')).toContainText('To pay now (1 payment)');
  await payWith(page, GOOD);
  await expect(page.getByRole('heading', { name: 'Payment received. Thank you!' })).toBeVisible();
  await expect(page.getByTestId('receipt-payment')).toHaveCount(1);
  await expect(page.getByText('Paid with Visa •••• 1111')).toBeVisible();
  await expect(page.getByText('This card was used for this payment only: it was not kept.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What remains to pay' })).toBeVisible();
  await expect(page.getByTestId('owed-payment')).toHaveCount(1);
  expect(await cardsOf(request, customerId)).toEqual(['9995*']);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/pay-link/receipt-remains-en-${width}-dark.png`, fullPage: true });
  }

  // The same link pays what remains.
  await page.getByRole('button', { name: 'Pay what remains' }).click();
  await expect(page.getByTestId('owed-payment')).toHaveCount(1);
  await choose('English', 'Español');
  await themedScreenshots(page, 'pay-link', 'remains-es', `/pay/${link}`, async () => {
    await expect(page.getByRole('heading', { name: 'Lo que adeuda' })).toBeVisible(SLOW);
    await expect(page.getByTestId('owed-payment')).toHaveCount(1);
  });
});

test('the pay page at 375 and 1280 px, light and dark, in English and in the Spanish customer’s Spanish', async ({ page, request }) => {
  for (const [language, heading] of [
    ['en', 'Pay your bill'],
    ['es', 'Pague su factura'],
  ] as const) {
    const { link } = await declinedPaymentLink(request, language, language === 'en' ? 2 : 1);
    await page.goto(`/pay/${link}`);
    await themedScreenshots(page, 'pay-link', `open-${language}`, `/pay/${link}`, async () => {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible(SLOW);
      await expect(cardFields(page).getByLabel(language === 'es' ? 'Número de tarjeta' : 'Card number')).toBeVisible(SLOW);
    });
  }
  await themedScreenshots(page, 'pay-link', 'invalid-en', '/pay/not-a-real-link', async () => {
    await expect(page.getByText(/This link is not valid|Este enlace no es válido/)).toBeVisible();
  });
});
