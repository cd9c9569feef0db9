// Sign-in links: a customer with no password and no portal account gets a text from the office whose link
// (read where the text arrived, the outbox) opens their portal dashboard, signed in, with no password typed; the same
// link opened again says it was used, in English and Spanish. The sign-in page's "Email me a sign-in link" sends one
// by e-mail (the SMTP sink) that signs in too. Then the pages at 375 and 1280 px, light and dark (test-results/sign-in-link/;
// once in CI: helpers.ts, SHOT_WIDTHS and SHOT_THEMES).
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { smtpSinkPort } from '../../playwright.config';
import type { PropertyDetailRecord } from '../../common/schemas/customerRecord';
import { mailText, type SmtpSink, startSmtpSink } from '../smtpSink';
import { apiCall, apiToken, openAs, SHOT_THEMES, SHOT_WIDTHS } from './helpers';

test.describe.configure({ timeout: 180_000 });
const SLOW = { timeout: 30_000 };
const SHOTS = 'test-results/sign-in-link';
const LINK = /\/sign-in-link\/([\w-]{43})/;

let mailbox: SmtpSink;
test.beforeAll(async () => {
  mailbox = await startSmtpSink(smtpSinkPort);
});
test.afterAll(async () => {
  await mailbox.close();
});

/** A new customer as the office adds one: no portal account, no password. */
async function newCustomer(request: APIRequestContext, token: string, first: string) {
  const stamp = Date.now();
  const email = `linked.${stamp}@example.com`;
  const mobile = `737${String(stamp).slice(-7)}`;
  const created = await request.post('/api/v1/customers', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      name: { first, last: `Linked${stamp}` },
      email,
      mobile,
      emergencyPhone: `737${String(stamp + 1).slice(-7)}`,
      language: 'en',
      property: {
        address: `${stamp % 10000} Magic Link Ln`,
        city: 'Austin',
        zipcode: '78701',
        lotSize: 5200,
        cornerLot: false,
        petsAndSecurity: 'None',
        backyardLockCode: '0',
        subdivisionCode: 'ML',
        duplexUnit: 'N/A',
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const propertyId = ((await created.json()) as { data: { property: { _id: string } } }).data.property._id;
  const detail = await apiCall<PropertyDetailRecord>(request, token, 'GET', `/customers/properties/${propertyId}`);
  return { customerId: detail.customer._id, propertyId, email, mobile, address: detail.address };
}

/** Texts leave at once only outside quiet hours: this spec's texts are not held, whatever the hour of the run. */
async function withoutQuietHours(request: APIRequestContext, work: () => Promise<void>) {
  const admin = await apiToken(request, 'demo-admin');
  const quiet = (quietStart: number, quietEnd: number) =>
    apiCall(request, admin, 'PUT', '/settings', { textMessages: { quietStart, quietEnd, accountSid: '', authToken: '', from: '' } });
  await quiet(0, 0);
  try {
    await work();
  } finally {
    await quiet(20, 8);
  }
}

/** The office texts the customer a template that carries {{portalLink}}; answers the link as the outbox holds it. */
async function textedLink(request: APIRequestContext, first: string) {
  const csr = await apiToken(request, 'demo-csr');
  const customer = await newCustomer(request, csr, first);
  const template = await apiCall<{ _id: string }>(request, csr, 'POST', '/email-templates', {
    name: `Your account ${Date.now()}`,
    status: 'active',
    type: 'customer',
    subject: 'Your account',
    htmlBody: '<p>Hi {{firstName}}, your account: {{portalLink}}</p>',
    alterBody: 'Hi {{firstName}}, see your visits and bills in your account: {{portalLink}}',
  });
  await apiCall(request, csr, 'POST', `/customers/${customer.customerId}/messages`, { templateId: template._id, channel: 'sms' });
  const admin = await apiToken(request, 'demo-admin');
  const filter = encodeURIComponent(JSON.stringify({ q: first, channel: 'sms' }));
  let link = '';
  await expect
    .poll(
      async () => {
        const kept = await apiCall<{ text: string }[]>(request, admin, 'GET', `/outbox?filter=${filter}&range=[0,9]`);
        link = kept.map((message) => LINK.exec(message.text)?.[0] ?? '').find(Boolean) ?? '';
        return link;
      },
      { timeout: 60_000, message: `the text to ${first}` },
    )
    .toMatch(LINK);
  return { ...customer, link };
}

async function freshPage(browser: Browser, language = 'en') {
  const context = await browser.newContext({ locale: language === 'es' ? 'es-US' : 'en-US' });
  return context.newPage();
}

async function shots(page: Page, name: string, open: (page: Page) => Promise<void>) {
  for (const theme of SHOT_THEMES) {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    for (const width of SHOT_WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await open(page);
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${SHOTS}/${name}-${width}-${theme}.png`, fullPage: true });
    }
  }
}

test('a text’s link opens the customer’s portal without a password, once', async ({ page, browser, request }) => {
  let texted = { link: '', address: '', customerId: '' };
  await withoutQuietHours(request, async () => {
    texted = await textedLink(request, `Linna${Date.now() % 100000}`);
  });

  await page.goto(texted.link);
  await expect(page).toHaveURL(/\/customers\/dashboard$/, SLOW);
  await expect(page.getByText(texted.address).first()).toBeVisible(SLOW);
  // A session of the customer's own: the portal's calls answer, and no password was ever typed.
  const me = await page.evaluate(async () => {
    const response = await fetch('/api/v1/users/me', { headers: { Authorization: `Bearer ${localStorage.getItem('token')}` } });
    return (await response.json()).data as { type: string; hasPassword?: boolean };
  });
  expect(me).toMatchObject({ type: 'customer', hasPassword: false });
  // Its password page asks for none to set the first one.
  await shots(page, 'set-password', async (shown) => {
    await shown.goto('/change-password');
    await expect(shown.getByRole('heading', { name: 'Set a password', level: 1 })).toBeVisible(SLOW);
  });
  await expect(page.getByLabel('Old Password')).toHaveCount(0);
  await shots(page, 'portal-after-link', async (shown) => {
    await shown.goto('/customers/dashboard');
    await expect(shown.getByText(texted.address).first()).toBeVisible(SLOW);
  });

  // The same link again, in another browser: it was used.
  const again = await freshPage(browser);
  await again.goto(texted.link);
  await expect(again.getByRole('heading', { name: 'This link does not sign you in' })).toBeVisible(SLOW);
  await expect(again.getByRole('alert')).toContainText('This sign-in link was used already');
  await again.getByRole('button', { name: 'English' }).click();
  await again.getByRole('menuitem', { name: 'Español' }).click();
  await expect(again.getByRole('alert')).toContainText('Este enlace para entrar ya se usó', SLOW);
  await expect(again.getByRole('link', { name: 'Enviarme un enlace nuevo' })).toBeVisible();
  await again.context().close();
});

test('an expired link says so, and offers a new one', async ({ browser }) => {
  const page = await freshPage(browser);
  // A link's seven days cannot pass in a run: the API's answer for an expired link, as it gives it, stands in.
  await page.route('**/api/v1/users/login/sign-in-link/use', (route) =>
    route.fulfill({
      status: 410,
      contentType: 'application/json',
      body: JSON.stringify({
        status: 410,
        message: 'This sign-in link has expired. Ask for a new one on the sign-in page.',
        messageKey: 'server.sign_in_link.expired',
      }),
    }),
  );
  const expired = `/sign-in-link/${'x'.repeat(43)}`;
  await page.goto(expired);
  await expect(page.getByRole('alert')).toContainText('This sign-in link has expired', SLOW);
  await shots(page, 'link-expired', async (shown) => {
    await shown.goto(expired);
    await expect(shown.getByRole('alert')).toBeVisible(SLOW);
  });
  await page.getByRole('link', { name: 'Email me a new sign-in link' }).click();
  await expect(page.getByRole('heading', { name: 'Get a sign-in link' })).toBeVisible(SLOW);
  await page.context().close();
});

test('“Email me a sign-in link” on the sign-in page mails a link that signs in', async ({ browser, request }) => {
  // Mail through the environment's server (this shard's sink), whatever mail host an earlier spec saved.
  const admin = await apiToken(request, 'demo-admin');
  await apiCall(request, admin, 'PUT', '/settings', { mail: { host: '', port: 587, secure: false, user: '', password: null, from: '' } });
  const csr = await apiToken(request, 'demo-csr');
  const customer = await newCustomer(request, csr, `Mailee${Date.now() % 100000}`);
  const page = await freshPage(browser);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Customer? Email me a sign-in link' }).click();
  await expect(page.getByRole('heading', { name: 'Get a sign-in link' })).toBeVisible();
  await shots(page, 'sign-in-page', async (shown) => {
    await shown.goto('/login');
    await expect(shown.getByRole('button', { name: 'Customer? Email me a sign-in link' })).toBeVisible(SLOW);
  });
  await shots(page, 'sign-in-link-option', async (shown) => {
    await shown.goto('/login?pane=sign-in-link');
    await expect(shown.getByRole('heading', { name: 'Get a sign-in link' })).toBeVisible(SLOW);
  });
  await page.getByRole('textbox', { name: 'Email or Phone Number' }).fill(customer.email);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByText('If a customer has this e-mail address or mobile, a sign-in link is on its way to it.')).toBeVisible();
  let link = '';
  await expect
    .poll(
      () => {
        const mail = mailbox.mails.find((sent) => sent.recipients.includes(customer.email) && sent.data);
        link = mail ? (LINK.exec(mailText(mail.data))?.[0] ?? '') : '';
        return link;
      },
      { timeout: 30_000 },
    )
    .toMatch(LINK);
  await page.goto(link);
  await expect(page).toHaveURL(/\/customers\/dashboard$/, SLOW);
  await expect(page.getByText(customer.address).first()).toBeVisible(SLOW);
  await page.context().close();
});

test('staff change a customer’s language and consent on a card of their own', async ({ page, request }) => {
  const csr = await apiToken(request, 'demo-csr');
  const customer = await newCustomer(request, csr, `Lang${Date.now() % 100000}`);
  await openAs(page, 'demo-csr', `/customers/view/${customer.propertyId}`);
  const card = page.locator('.MuiCard-root', { has: page.getByRole('heading', { name: 'Language and messages' }) });
  await card.getByRole('button', { name: 'Edit Language and messages' }).click();
  await card.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Spanish' }).click();
  await card.getByLabel('Service texts').uncheck();
  // Nothing else of the customer's is on this form: no emergency phone to type.
  await expect(card.getByLabel('Emergency phone')).toHaveCount(0);
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Language and messages saved.')).toBeVisible(SLOW);
  const saved = await apiCall<{ customer: { language: string; textService: boolean } }>(
    request,
    csr,
    'GET',
    `/customers/properties/${customer.propertyId}`,
  );
  expect(saved.customer).toMatchObject({ language: 'es', textService: false });
  for (const theme of SHOT_THEMES) {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    for (const width of SHOT_WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/customers/view/${customer.propertyId}`);
      await expect(card.getByText('Spanish')).toBeVisible(SLOW);
      await card.scrollIntoViewIfNeeded();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${SHOTS}/property-language-card-${width}-${theme}.png` });
    }
  }
});
