// The pay link (docs/billing.md "Pay link"): a decline's message carries a link to its customer's page; the page pays
// what they choose of everything they owe with one new card, each payment through the one payment lock, once; a used,
// expired, altered or otherwise paid link says so, shows nothing about the customer and charges nothing; a declined card
// leaves it open; a customer owing several gets one message and link; reminders go on System Settings' days, once each.
import { and, desc, eq, isNotNull, isNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards, payLinks, payments, properties, sandboxTransactions } from '../../../server/db/schema';
import { businessToday } from '../../../server/lib/businessDay';
import { addDays } from '../../../server/lib/calendar';
import { readSettings, writeSettings } from '../../../server/lib/settings';
import { remindUnpaidPayments } from '../../../server/modules/billing';
import { chargePayment } from '../../../server/modules/billing/charge';
import { openPayLink } from '../../../server/modules/billing/payLinks';
import { SANDBOX_CARDS, sandboxVault } from '../../../server/modules/billing/gateway/sandbox';
import { type SandboxHost, startSandboxHost } from '../../../server/modules/billing/gateway/sandboxHost';
import { addCustomer, buildBusiness, type Business } from '../fixtures/business';
import { sentMails, sentTexts } from '../sentMessages';
import { createTestApp, type TestApp } from '../helpers';
import { enteredCard } from '../hostedCard';
import { DEFAULT_SETTINGS } from '../../../common/schemas/settings';

const PUBLIC_URL = 'https://lawn.example.com';
const LINK = new RegExp(`${PUBLIC_URL}/pay/([A-Za-z0-9_-]{43})`);
const lines: string[] = [];
let t: TestApp;
let gateway: SandboxHost;
let business: Business;
let today: string;

beforeAll(async () => {
  gateway = await startSandboxHost();
  t = await createTestApp({
    logLevel: 'info',
    logStream: { write: (line) => void lines.push(line) },
    publicUrl: PUBLIC_URL,
    gatewayHosts: { sandboxUrl: gateway.url },
  });
  business = await buildBusiness(t.app);
  await writeSettings(t.app.database.db, {
    textMessages: { ...DEFAULT_SETTINGS.textMessages, quietStart: 0, quietEnd: 0 },
    business: { name: 'Green Acres Lawn', phone: '512-555-0199', email: 'office@greenacres.example' },
  });
  today = await businessToday(t.app.database.db);
});
afterAll(async () => {
  await t.close();
  await gateway.close();
});

const db = () => t.app.database.db;

/** A customer whose default card declines as `cardNumber` does, and a payment of theirs declined once by it. */
async function declinedPayment(cardNumber: string = SANDBOX_CARDS.insufficientFunds, language: 'en' | 'es' = 'en') {
  const { customer, property } = await addCustomer(db(), business.market._id, { language });
  await db()
    .insert(cards)
    .values({ customerId: customer._id, gateway: 'sandbox', ...sandboxVault(cardNumber, 12, 2035), isDefault: true });
  const [payment] = await db()
    .insert(payments)
    .values({ customerId: customer._id, propertyId: property._id, item: 'mow', date: today, priceCents: 4500, amountCents: 4500 })
    .returning();
  await chargePayment(t.app, payment._id, { today });
  return { customer, property, payment };
}

const mailsOf = (customerId: string, moment: string) => sentMails(db(), customerId, moment);
const textsOf = (customerId: string, moment: string) => sentTexts(db(), customerId, moment);
const tokenIn = (body: string) => LINK.exec(body)?.[1] ?? '';

async function linkOf(customerId: string, moment = 'payment-failed') {
  const mails = await mailsOf(customerId, moment);
  return tokenIn(mails.at(-1)?.body ?? '');
}
const summary = async (token: string) => {
  const response = await t.app.inject({ url: `/api/v1/pay/${token}` });
  expect(response.statusCode).toBe(200);
  return response.json().data;
};
/** The card typed into the sandbox's hosted fields, then what the page sends us. */
const entered = (cardNumber: string, values: object = {}) => enteredCard(gateway, cardNumber, values);
/** Every payment the page lists, as it sends them (all ticked), unless `values` chooses. */
async function chosenAll(token: string): Promise<string[]> {
  const response = await t.app.inject({ url: `/api/v1/pay/${token}` });
  const owed: { ref: string }[] = response.json().data?.owed ?? [];
  return owed.length ? owed.map((payment) => payment.ref) : ['x'];
}
const pay = async (token: string, cardNumber: string = SANDBOX_CARDS.approve, values: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/pay/${token}`,
    payload: { payments: await chosenAll(token), ...(await entered(cardNumber, values)) },
  });
const charges = async (paymentId: string) =>
  db()
    .select()
    .from(sandboxTransactions)
    .where(and(eq(sandboxTransactions.kind, 'charge'), like(sandboxTransactions.idempotencyKey, `${paymentId}:%`)));
const NOTHING = { owed: [], setAside: { count: 0, amountCents: 0 } };
const paymentOf = async (id: string) => (await db().select().from(payments).where(eq(payments._id, id)))[0];

describe('the pay link in the failed-payment message', () => {
  it('is in the e-mail and the text, and opens the business, the address, the amount and the reason', async () => {
    const { customer, property, payment } = await declinedPayment(SANDBOX_CARDS.insufficientFunds, 'es');
    const token = await linkOf(customer._id);
    expect(token).toHaveLength(43);
    const [text] = await textsOf(customer._id, 'payment-failed');
    expect(text.body).toContain(`${PUBLIC_URL}/pay/${token}`);
    expect(text.body).toContain('Fondos insuficientes');
    // Kept only as its hash.
    const [link] = await db().select().from(payLinks).where(eq(payLinks.paymentId, payment._id));
    expect(link).toMatchObject({ purpose: 'failed:1', usedAt: null, replacedAt: null });
    expect(link.tokenHash).not.toContain(token);
    expect(Math.abs(link.expiresAt.getTime() - link.createdAt.getTime() - 7 * 24 * 60 * 60 * 1000)).toBeLessThan(5_000);

    const opened = await summary(token);
    expect(opened).toEqual({
      state: 'open',
      business: { name: 'Green Acres Lawn', phone: '512-555-0199', email: 'office@greenacres.example' },
      language: 'es',
      owed: [
        { ref: expect.any(String), address: property.address, item: 'mow', date: today, amountCents: 4500, reason: 'declines.code_51' },
      ],
      setAside: { count: 0, amountCents: 0 },
    });
    // Named for this link only: never the payment's id.
    expect(opened.owed[0].ref).not.toBe(payment._id);
  });

  it('pays once: the new card saved as the default with the customer’s agreement, the payment paid; then it says used', async () => {
    const { customer, property, payment } = await declinedPayment(SANDBOX_CARDS.doNotHonor);
    await db()
      .update(properties)
      .set({ visitsHeld: true, visitsHeldAt: new Date(), visitsHoldReason: 'unpaid' })
      .where(eq(properties._id, property._id));
    const token = await linkOf(customer._id);
    const response = await pay(token, SANDBOX_CARDS.approveMastercard, { autoPayConsent: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      paid: true,
      reason: null,
      receipt: { amountCents: 4500, brand: 'mastercard', last4: '4444', payments: [{ address: property.address, amountCents: 4500 }] },
      remaining: { owed: [], setAside: { count: 0, amountCents: 0 } },
    });
    expect(await paymentOf(payment._id)).toMatchObject({ status: 'success', attempts: 2 });
    const [saved] = await db()
      .select()
      .from(cards)
      .where(and(eq(cards.customerId, customer._id), eq(cards.isDefault, true)));
    expect(saved).toMatchObject({ last4: '4444', autoPayConsentBy: 'customer', autoPayConsentById: customer._id });
    expect(saved.autoPayConsentVersion).toBeTruthy();
    // Released as a paid payment releases holds.
    const [after] = await db().select().from(properties).where(eq(properties._id, property._id));
    expect(after).toMatchObject({ visitsHeld: false, visitsHoldReason: 'server.holds.released_paid' });
    expect(await mailsOf(customer._id, 'payment-receipt')).toHaveLength(1);

    // Used: it says so and nothing else, whoever holds it now.
    expect(await summary(token)).toEqual({ state: 'used', business: expect.any(Object), language: null, ...NOTHING });
    const again = await pay(token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ messageKey: 'server.pay_links.used' });
    expect((await charges(payment._id)).filter((charge) => charge.approved)).toHaveLength(1);
  });

  it('charges once when the page is submitted twice at once', async () => {
    const { customer, payment } = await declinedPayment();
    const token = await linkOf(customer._id);
    const chosen = { payments: await chosenAll(token) };
    const [first, second] = await Promise.all([entered(SANDBOX_CARDS.approve, chosen), entered(SANDBOX_CARDS.approveMastercard, chosen)]);
    const answers = await Promise.all(
      [first, second].map((payload) => t.app.inject({ method: 'POST', url: `/api/v1/pay/${token}`, payload })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await charges(payment._id)).filter((charge) => charge.approved)).toHaveLength(1);
    expect(await paymentOf(payment._id)).toMatchObject({ status: 'success', attempts: 2 });
  });

  it('shows a declined card’s reason and stays open, without another message; a good card then pays', async () => {
    const { customer, payment } = await declinedPayment();
    const token = await linkOf(customer._id);
    const declined = await pay(token, SANDBOX_CARDS.stolenCard);
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data).toMatchObject({ paid: false, reason: 'declines.code_43', receipt: null });
    expect(declined.json().data.remaining.owed).toHaveLength(1);
    expect((await summary(token)).state).toBe('open');
    expect(await mailsOf(customer._id, 'payment-failed')).toHaveLength(1);
    expect((await pay(token)).json().data.paid).toBe(true);
    expect(await paymentOf(payment._id)).toMatchObject({ status: 'success', attempts: 3 });
  });

  it('says expired after its 7 days, and charges nothing', async () => {
    const { customer, payment } = await declinedPayment();
    const token = await linkOf(customer._id);
    await db()
      .update(payLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(payLinks.paymentId, payment._id));
    expect(await summary(token)).toEqual({
      state: 'expired',
      language: null,
      business: expect.objectContaining({ phone: '512-555-0199' }),
      ...NOTHING,
    });
    const response = await pay(token);
    expect(response.statusCode).toBe(410);
    expect(response.json()).toMatchObject({ messageKey: 'server.pay_links.expired' });
    expect(await charges(payment._id)).toHaveLength(1);
  });

  it('names nobody when altered or malformed, and says paid when the payment was paid otherwise', async () => {
    const { customer, payment } = await declinedPayment();
    const token = await linkOf(customer._id);
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const wrong of [altered, 'abc', `${token}x`]) {
      expect(await summary(wrong)).toMatchObject({ state: 'invalid', ...NOTHING });
      expect((await pay(wrong)).statusCode).toBe(404);
    }
    await db().update(payments).set({ status: 'success', chargedAt: new Date() }).where(eq(payments._id, payment._id));
    expect(await summary(token)).toMatchObject({ state: 'paid', language: null, ...NOTHING });
    expect((await pay(token)).json()).toMatchObject({ messageKey: 'server.pay_links.paid' });
    expect(await charges(payment._id)).toHaveLength(1);
  });

  it('refuses a card number or a CVV in the body before anything else', async () => {
    const { customer } = await declinedPayment();
    const token = await linkOf(customer._id);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/pay/${token}`,
      payload: { ...(await entered(SANDBOX_CARDS.approve)), cardNumber: '4111111111111111', cvv: '123' },
    });
    expect(response.statusCode).toBe(400);
    expect((await summary(token)).state).toBe('open');
  });

  it('never logs a token, on the API or the page', async () => {
    const { customer } = await declinedPayment();
    const token = await linkOf(customer._id);
    lines.length = 0;
    await t.app.inject({ url: `/api/v1/pay/${token}` });
    await t.app.inject({ url: `/pay/${token}` });
    expect(lines.join('')).toContain('/pay/[redacted]');
    expect(lines.join('')).not.toContain(token);
  });

  it('admits the gateway’s origin on the page, for its script and its fields only', async () => {
    const response = await t.app.inject({ url: '/pay/some-token' });
    const policy = String(response.headers['content-security-policy']);
    const origin = new URL(gateway.url).origin;
    expect(policy).toContain(`script-src 'self' https://protect.paytrace.com ${origin}`);
    expect(policy).toMatch(new RegExp(`frame-src [^;]*${origin.replace(/[.]/g, '\\.')}`));
    expect(policy).toContain("connect-src 'self'");
  });
});

/** The cards the customer has (never one used once and not kept), the default first, as the portal lists them. */
const keptCards = (customerId: string) =>
  db()
    .select()
    .from(cards)
    .where(and(eq(cards.customerId, customerId), isNull(cards.discardedAt)))
    .orderBy(desc(cards.isDefault));
const cardOf = async (id: string | null) =>
  (
    await db()
      .select()
      .from(cards)
      .where(eq(cards._id, id ?? ''))
  )[0];

describe('the auto-pay box decides', () => {
  it('left unticked, pays with the card once and keeps neither the card nor its token; the default stays', async () => {
    const { customer, payment } = await declinedPayment();
    const [before] = await keptCards(customer._id);
    const response = await pay(await linkOf(customer._id), SANDBOX_CARDS.approveMastercard);
    expect(response.json().data).toMatchObject({ paid: true, receipt: { brand: 'mastercard', last4: '4444', kept: false } });
    const paid = await paymentOf(payment._id);
    expect(paid).toMatchObject({ status: 'success', attempts: 2 });
    expect(await keptCards(customer._id)).toEqual([before]);
    // The payment still names the card it was paid with, which can charge nothing more.
    expect(await cardOf(paid.cardId)).toMatchObject({ last4: '4444', isDefault: false, token: null, autoPayConsentAt: null });
  });

  it('ticked, keeps the card that paid as the default for automatic charges, and a later charge uses it', async () => {
    const { customer, payment } = await declinedPayment();
    const response = await pay(await linkOf(customer._id), SANDBOX_CARDS.approveMastercard, { autoPayConsent: true });
    expect(response.json().data.receipt).toMatchObject({ last4: '4444', kept: true });
    const [first, old] = await keptCards(customer._id);
    expect(first).toMatchObject({ _id: (await paymentOf(payment._id)).cardId, last4: '4444', isDefault: true, discardedAt: null });
    expect(first.token).toBeTruthy();
    expect(old).toMatchObject({ isDefault: false, last4: '9995' });
    const [next] = await db()
      .insert(payments)
      .values({ customerId: customer._id, propertyId: payment.propertyId, item: 'mow', date: today, priceCents: 4500, amountCents: 4500 })
      .returning();
    await chargePayment(t.app, next._id, { today });
    expect(await paymentOf(next._id)).toMatchObject({ status: 'success', cardId: first._id });
  });

  it('never keeps a declined card, ticked or not: tries leave the customer’s cards and default as they were', async () => {
    const { customer, payment } = await declinedPayment();
    const before = await keptCards(customer._id);
    const token = await linkOf(customer._id);
    for (const [cardNumber, autoPayConsent] of [
      [SANDBOX_CARDS.stolenCard, true],
      [SANDBOX_CARDS.insufficientFunds, false],
      [SANDBOX_CARDS.doNotHonor, true],
    ] as const) {
      const response = await pay(token, cardNumber, { autoPayConsent });
      expect(response.json().data).toMatchObject({ paid: false, receipt: null });
      expect(await cardOf((await paymentOf(payment._id)).cardId)).toMatchObject({ isDefault: false, token: null });
    }
    expect(await keptCards(customer._id)).toEqual(before);
    expect(await paymentOf(payment._id)).toMatchObject({ attempts: 4 });
    const tried = await db()
      .select()
      .from(cards)
      .where(and(eq(cards.customerId, customer._id), isNotNull(cards.discardedAt)));
    expect(tried.map((card) => card.token)).toEqual([null, null, null]);
  });
});

describe('one page for everything the customer owes', () => {
  /** A customer with the link's declined payment (today's mow) and more owed: failed, manual (the office's), paid. */
  async function owingSeveral() {
    const declined = await declinedPayment();
    const { customer, property } = declined;
    const owe = async (status: 'failed' | 'manual' | 'success' | 'pending', date: string, amountCents: number) =>
      (
        await db()
          .insert(payments)
          .values({ customerId: customer._id, propertyId: property._id, item: 'bnb', date, status, priceCents: amountCents, amountCents })
          .returning()
      )[0];
    const older = await owe('failed', addDays(today, -14), 6000);
    const pending = await owe('pending', addDays(today, -1), 3000);
    await owe('manual', addDays(today, -7), 2500);
    await owe('success', addDays(today, -21), 9900);
    return { ...declined, older, pending, token: await linkOf(customer._id) };
  }
  const amounts = (owed: { amountCents: number }[]) => owed.map((payment) => payment.amountCents);

  it('lists every payable payment, the oldest first, with what only the office settles apart, and never a paid one', async () => {
    const { token, property } = await owingSeveral();
    const opened = await summary(token);
    expect(opened.owed).toEqual([
      { ref: expect.any(String), address: property.address, item: 'bnb', date: addDays(today, -14), amountCents: 6000, reason: null },
      expect.objectContaining({ date: addDays(today, -1), amountCents: 3000 }),
      expect.objectContaining({ date: today, amountCents: 4500, reason: 'declines.code_51' }),
    ]);
    expect(opened.setAside).toEqual({ count: 1, amountCents: 2500 });
  });

  it('opens the same page from another payment’s link, naming the payments differently', async () => {
    const { token, older } = await owingSeveral();
    // A link of the older payment, made two days on (the customer's first link no longer counts as recent).
    const other = await openPayLink(t.app, older, 'reminder:3', { now: new Date(Date.now() + 2 * 24 * 60 * 60 * 1000) });
    expect(other).toMatch(/^[\w-]{43}$/);
    const [mine, theirs] = [await summary(token), await summary(other!)];
    expect(theirs.state).toBe('open');
    const shown = (owed: { ref: string }[]) => owed.map(({ ref: _ref, ...rest }) => rest);
    expect(shown(theirs.owed)).toEqual(shown(mine.owed));
    expect(theirs.owed.map((payment: { ref: string }) => payment.ref)).not.toContain(mine.owed[0].ref);
  });

  it('pays the chosen ones with one card entry, each its own payment charged once, and says what remains', async () => {
    const { token, payment, older, pending, customer } = await owingSeveral();
    const [oldest, , newest] = (await summary(token)).owed;
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/pay/${token}`,
      payload: { payments: [newest.ref, oldest.ref], ...(await entered(SANDBOX_CARDS.approve)) },
    });
    expect(response.statusCode, response.body).toBe(200);
    const paid = response.json().data;
    expect(paid).toMatchObject({ paid: true, reason: null, receipt: { amountCents: 10500, kept: false } });
    expect(amounts(paid.receipt.payments)).toEqual([6000, 4500]);
    expect(amounts(paid.remaining.owed)).toEqual([3000]);
    expect(paid.remaining.setAside).toEqual({ count: 1, amountCents: 2500 });
    for (const id of [payment._id, older._id]) {
      expect((await paymentOf(id)).status).toBe('success');
      expect((await charges(id)).filter((charge) => charge.approved)).toHaveLength(1);
    }
    expect(await paymentOf(pending._id)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await charges(pending._id)).toHaveLength(0);
    // A receipt per payment, as when each is charged otherwise.
    expect(await mailsOf(customer._id, 'payment-receipt')).toHaveLength(2);

    // Still open for what remains: the same link pays the rest, then is used and says nothing more.
    const rest = await summary(token);
    expect(rest).toMatchObject({ state: 'open', setAside: { count: 1 } });
    expect(amounts(rest.owed)).toEqual([3000]);
    const last = await pay(token);
    expect(last.json().data).toMatchObject({ paid: true, receipt: { amountCents: 3000 }, remaining: { owed: [] } });
    expect(await summary(token)).toEqual({ state: 'used', business: expect.any(Object), language: null, ...NOTHING });
    expect((await charges(pending._id)).filter((charge) => charge.approved)).toHaveLength(1);
  });

  it('refuses a choice that is not (or no longer) payable, charging nothing', async () => {
    const { token, older } = await owingSeveral();
    const [oldest] = (await summary(token)).owed;
    await db().update(payments).set({ status: 'success', chargedAt: new Date() }).where(eq(payments._id, older._id));
    for (const refs of [[oldest.ref], [older._id]]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/v1/pay/${token}`,
        payload: { payments: refs, ...(await entered(SANDBOX_CARDS.approve)) },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ messageKey: 'server.pay_links.changed' });
    }
    const none = await t.app.inject({
      method: 'POST',
      url: `/api/v1/pay/${token}`,
      payload: { payments: [], ...(await entered(SANDBOX_CARDS.approve)) },
    });
    expect(none.statusCode).toBe(400);
    expect(await charges(older._id)).toHaveLength(0);
  });

  it('a declined card pays none of them and is not kept; everything remains', async () => {
    const { token, older, payment, customer } = await owingSeveral();
    const before = await keptCards(customer._id);
    const response = await pay(token, SANDBOX_CARDS.stolenCard, { autoPayConsent: true });
    expect(response.json().data).toMatchObject({ paid: false, reason: 'declines.code_43', receipt: null });
    expect(amounts(response.json().data.remaining.owed)).toEqual([6000, 3000, 4500]);
    expect(await keptCards(customer._id)).toEqual(before);
    // The oldest was tried (and declined for good: a stolen card); the others were not tried with that card.
    expect(await paymentOf(older._id)).toMatchObject({ status: 'failed-stop', attempts: 1 });
    expect(await paymentOf(payment._id)).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('stops at a decline: what paid before it stays paid, the card is not kept though ticked, the rest remains', async () => {
    const { token, older, pending, payment, customer } = await owingSeveral();
    const before = await keptCards(customer._id);
    const [, middle, newest] = (await summary(token)).owed;
    // $30.00 then $45.00 on a card that pays up to $40.00 a charge.
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/pay/${token}`,
      payload: {
        payments: [middle.ref, newest.ref],
        ...(await entered(SANDBOX_CARDS.insufficientFundsOver40, { autoPayConsent: true })),
      },
    });
    const answer = response.json().data;
    expect(answer).toMatchObject({ paid: true, reason: 'declines.code_51', receipt: { amountCents: 3000, kept: false } });
    expect(amounts(answer.remaining.owed)).toEqual([6000, 4500]);
    expect(await paymentOf(pending._id)).toMatchObject({ status: 'success' });
    expect(await paymentOf(payment._id)).toMatchObject({ status: 'failed', attempts: 2 });
    expect(await paymentOf(older._id)).toMatchObject({ status: 'failed', attempts: 0 });
    expect(await keptCards(customer._id)).toEqual(before);
    expect((await summary(token)).state).toBe('open');
  });

  it('sends one message and one link for several declines of one customer, and one reminder', async () => {
    const { customer, property, payment } = await declinedPayment();
    const [second] = await db()
      .insert(payments)
      .values({ customerId: customer._id, propertyId: property._id, item: 'bnb', date: today, priceCents: 2000, amountCents: 2000 })
      .returning();
    const [third] = await db()
      .insert(payments)
      .values({ customerId: customer._id, propertyId: property._id, item: 'call-log', date: today, priceCents: 1500, amountCents: 1500 })
      .returning();
    await Promise.all([second, third].map((owed) => chargePayment(t.app, owed._id, { today })));
    expect(await mailsOf(customer._id, 'payment-failed')).toHaveLength(1);
    expect(await textsOf(customer._id, 'payment-failed')).toHaveLength(1);
    const links = await db().select().from(payLinks).where(eq(payLinks.customerId, customer._id));
    expect(links.map((link) => link.paymentId)).toEqual([payment._id]);
    expect(amounts((await summary(await linkOf(customer._id))).owed).sort()).toEqual([1500, 2000, 4500]);

    // Three days on, one reminder for the three, with one link.
    await db()
      .update(payLinks)
      .set({ createdAt: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000) })
      .where(eq(payLinks.customerId, customer._id));
    await remindUnpaidPayments(t.app, addDays(today, 3));
    expect(await mailsOf(customer._id, 'payment-reminder')).toHaveLength(1);
    expect(
      await db()
        .select()
        .from(payLinks)
        .where(and(eq(payLinks.customerId, customer._id), eq(payLinks.purpose, 'reminder:3'))),
    ).toHaveLength(1);
  });
});

describe('reminders', () => {
  it('remind on days 3 and 7 after the first decline, once each, with a fresh link that replaces the older', async () => {
    const { customer, payment } = await declinedPayment();
    const failedLink = await linkOf(customer._id);
    const { customer: paidCustomer, payment: paid } = await declinedPayment();
    await db().update(payments).set({ status: 'success' }).where(eq(payments._id, paid._id));

    for (const day of [1, 2]) await remindUnpaidPayments(t.app, addDays(today, day));
    expect(await mailsOf(customer._id, 'payment-reminder')).toHaveLength(0);
    await Promise.all([remindUnpaidPayments(t.app, addDays(today, 3)), remindUnpaidPayments(t.app, addDays(today, 3))]);
    await remindUnpaidPayments(t.app, addDays(today, 4));
    const third = await mailsOf(customer._id, 'payment-reminder');
    expect(third).toHaveLength(1);
    expect(third[0].subject).toBe('Reminder: your payment of $45.00 is still due');
    expect(third[0].body).toMatch(
      /^Hi Terry, a reminder: your payment of \$45\.00 for your lawn mowing of .* is still due \(Insufficient funds\)/,
    );
    expect(await textsOf(customer._id, 'payment-reminder')).toHaveLength(1);
    const reminderLink = tokenIn(third[0].body);
    expect((await summary(reminderLink)).state).toBe('open');
    expect((await summary(failedLink)).state).toBe('expired');

    for (const day of [5, 6, 7, 7, 8, 9, 10, 11]) await remindUnpaidPayments(t.app, addDays(today, day));
    const all = await mailsOf(customer._id, 'payment-reminder');
    expect(all.map((mail) => mail.moment)).toEqual([`payment-reminder:${payment._id}:3:email`, `payment-reminder:${payment._id}:7:email`]);
    expect(await mailsOf(paidCustomer._id, 'payment-reminder')).toHaveLength(0);
  });

  it('follow System Settings’ days, and none when the list is empty', async () => {
    const { customer } = await declinedPayment();
    const current = await readSettings(db(), ['payments']);
    await writeSettings(db(), { payments: { ...current.payments, reminderDays: [2] } });
    try {
      await remindUnpaidPayments(t.app, addDays(today, 2));
      expect(await mailsOf(customer._id, 'payment-reminder')).toHaveLength(1);
      await writeSettings(db(), { payments: { ...current.payments, reminderDays: [] } });
      expect(await remindUnpaidPayments(t.app, addDays(today, 3))).toBe(0);
    } finally {
      await writeSettings(db(), { payments: current.payments });
    }
  });
});
