// A quote's deposit on its public page (docs/quotes.md "Deposit"): approved, the quote's deposit is paid with a card
// entered in the gateway's hosted fields, once; a declined card leaves it owed and the customer tries again; an altered
// token or a quote with no deposit pays nothing; the paid deposit pays the first visits' charges before the card.
import { and, asc, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards, depositRefunds, deposits, payments, quotes, sandboxTransactions, workLogs } from '../../../server/db/schema';
import { businessToday } from '../../../server/lib/businessDay';
import { addDays, isoWeekDay } from '../../../server/lib/calendar';
import { createWorkLogPayment } from '../../../server/modules/billing';
import { chargePayment } from '../../../server/modules/billing/charge';
import { SANDBOX_CARDS } from '../../../server/modules/billing/gateway/sandbox';
import { type SandboxHost, startSandboxHost } from '../../../server/modules/billing/gateway/sandboxHost';
import { addZipcodes, buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';
import { enteredCard } from '../hostedCard';
import { sentMails } from '../sentMessages';

const API = '/api/v1';
let t: TestApp;
let gateway: SandboxHost;
let business: Business;
let staff: string;
let today: string;

const db = () => t.app.database.db;
const call = (method: 'GET' | 'POST', path: string, payload?: object, token: string | null = null) =>
  t.app.inject({ method, url: `${API}${path}`, ...(token && { headers: bearer(token) }), ...(payload && { payload }) });

beforeAll(async () => {
  gateway = await startSandboxHost();
  t = await createTestApp({ publicUrl: 'https://lawn.example', gatewayHosts: { sandboxUrl: gateway.url } });
  business = await buildBusiness(t.app);
  today = await businessToday(db());
  // Served the day after today, whatever day that is: an approved weekly quote's first two visits then both fall within
  // the 14 days planned ahead (served on today's own week day, the first visit would be a week out, the second past it).
  await addZipcodes(db(), business.vendor._id, [{ zipcode: '78704', weekDay: isoWeekDay(addDays(today, 1)), crewId: business.crew._id }]);
  staff = (await signIn(t.app, 'test-csr')).token;
});
afterAll(async () => {
  await t.close();
  await gateway.close();
});

let leads = 0;
/** A lead's quote (weekly mowing at $45), sent: its id and public token; approved unless asked not to be. */
async function quoteWithDeposit(depositCents: number, { approve = true } = {}) {
  leads += 1;
  const lead = await call(
    'POST',
    '/leads',
    {
      name: { first: 'Rosa', last: 'Delgado' },
      email: `rosa.deposit${leads}@example.com`,
      mobile: '512-555-0177',
      address: `${1200 + leads} Barton Hills Dr`,
      city: 'Austin',
      zipcode: '78704',
      source: 'none',
      lotSize: 6200,
    },
    staff,
  );
  expect(lead.statusCode, lead.body).toBe(201);
  const created = await call(
    'POST',
    '/quotes',
    {
      leadId: lead.json()._id,
      lines: [{ type: 'mow', frequency: 1, priceCents: 4500 }],
      depositCents,
      expiresOn: addDays(today, 14),
    },
    staff,
  );
  expect(created.statusCode, created.body).toBe(201);
  const quoteId = created.json().data._id as string;
  const sent = await call('POST', `/quotes/${quoteId}/send`, {}, staff);
  const token = (sent.json().data.link as string).split('/').pop()!;
  if (approve)
    expect((await call('POST', `/public/quotes/${token}/approve`, { signedName: 'Rosa Delgado', version: 1 })).statusCode).toBe(200);
  return { quoteId, token };
}

/** The card typed into the sandbox's hosted fields, then what the page sends us. */
const entered = (cardNumber: string, values: object = {}) => enteredCard(gateway, cardNumber, values);
const payDeposit = async (token: string, cardNumber: string = SANDBOX_CARDS.approve, values: object = {}) =>
  call('POST', `/public/quotes/${token}/deposit`, await entered(cardNumber, values));
const depositCharges = (quoteId: string) =>
  db()
    .select({ amountCents: sandboxTransactions.amountCents, key: sandboxTransactions.idempotencyKey })
    .from(sandboxTransactions)
    .innerJoin(deposits, eq(sandboxTransactions.idempotencyKey, sql`'deposit:' || ${deposits._id}`))
    .where(and(eq(sandboxTransactions.kind, 'charge'), eq(deposits.quoteId, quoteId)));
const depositsOf = (quoteId: string) => db().select().from(deposits).where(eq(deposits.quoteId, quoteId));

describe('the deposit on the public quote page', () => {
  it('is owed once approved, paid with the hosted fields’ card, and shown to the customer and staff', async () => {
    const { quoteId, token } = await quoteWithDeposit(5000);
    const page = (await call('GET', `/public/quotes/${token}`)).json().data;
    expect(page).toMatchObject({ state: 'approved', depositCents: 5000, depositPaid: null });
    expect((await call('GET', `/quotes/${quoteId}`, undefined, staff)).json().depositPaid).toBeNull();

    const fields = await call('POST', `/public/quotes/${token}/card-fields`);
    expect(fields.statusCode, fields.body).toBe(200);
    expect(fields.json().data.gateway).toBe('sandbox');

    const paid = await payDeposit(token);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().messageKey).toBe('server.quotes.deposit_paid_now');
    expect(paid.json().data).toMatchObject({ paid: true, reason: null, receipt: { amountCents: 5000, brand: 'visa', last4: '1111' } });
    expect(await depositCharges(quoteId)).toEqual([expect.objectContaining({ amountCents: 5000 })]);
    expect((await call('GET', `/public/quotes/${token}`)).json().data.depositPaid).toMatchObject({ amountCents: 5000, last4: '1111' });
    const staffView = (await call('GET', `/quotes/${quoteId}`, undefined, staff)).json();
    expect(staffView).toMatchObject({ status: 'approved', depositPaid: { amountCents: 5000 } });
    // The customer's Billing tab lists it (issue 64), with the credit left for the first visits.
    const billing = await call('GET', `/customers/${staffView.customerId}/deposits`, undefined, staff);
    expect(billing.statusCode, billing.body).toBe(200);
    expect(billing.json().data).toEqual({
      deposits: [expect.objectContaining({ quoteId, amountCents: 5000, brand: 'visa', last4: '1111', refundedCents: 0 })],
      leftCents: 5000,
    });
  });

  it('answers a decline in the customer’s words, stays owed, and the customer pays on a retry', async () => {
    const { quoteId, token } = await quoteWithDeposit(7500);
    const declined = await payDeposit(token, SANDBOX_CARDS.insufficientFunds);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data).toMatchObject({ paid: false, receipt: null });
    expect(declined.json().data.reason).toMatch(/\S/);
    expect((await call('GET', `/public/quotes/${token}`)).json().data).toMatchObject({ state: 'approved', depositPaid: null });
    // The declined card is not kept: its token is gone.
    const [declinedRow] = await depositsOf(quoteId);
    const [card] = await db().select().from(cards).where(eq(cards._id, declinedRow.cardId!));
    expect(card.token).toBeNull();

    const retried = await payDeposit(token, SANDBOX_CARDS.approveMastercard);
    expect(retried.json().data).toMatchObject({ paid: true, receipt: { amountCents: 7500, last4: '4444' } });
    expect((await depositsOf(quoteId)).map((row) => row.status).sort()).toEqual(['declined', 'success']);
  });

  it('charges once: a second pay after success and two pays at once change nothing more', async () => {
    const { quoteId, token } = await quoteWithDeposit(5000);
    const [first, second] = await Promise.all([payDeposit(token), payDeposit(token)]);
    const answers = [first, second].map((response) => response.statusCode).sort();
    // One paid; the other found it paid or under way.
    expect(answers[0]).toBe(200);
    expect([200, 409]).toContain(answers[1]);
    const again = await payDeposit(token, SANDBOX_CARDS.approveMastercard);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ paid: true, receipt: { amountCents: 5000, last4: '1111' } });
    expect(await depositCharges(quoteId)).toHaveLength(1);
    expect((await depositsOf(quoteId)).filter((row) => row.status === 'success')).toHaveLength(1);
    // Paid, the card fields are refused.
    expect((await call('POST', `/public/quotes/${token}/card-fields`)).statusCode).toBe(409);
  });

  it('refuses an altered token, a quote not yet approved and a quote with no deposit, charging nothing', async () => {
    const { token } = await quoteWithDeposit(5000);
    const altered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await payDeposit(altered)).statusCode).toBe(404);
    const open = await quoteWithDeposit(5000, { approve: false });
    const early = await payDeposit(open.token);
    expect(early.statusCode).toBe(409);
    expect(early.json().messageKey).toBe('server.quotes.deposit_after_approval');
    const none = await quoteWithDeposit(0);
    const noDeposit = await payDeposit(none.token);
    expect(noDeposit.statusCode).toBe(409);
    expect(noDeposit.json().messageKey).toBe('server.quotes.no_deposit');
    expect([...(await depositsOf(open.quoteId)), ...(await depositsOf(none.quoteId))]).toEqual([]);
  });

  it('refuses card numbers in the body, as every card form does', async () => {
    const { token } = await quoteWithDeposit(5000);
    const response = await call('POST', `/public/quotes/${token}/deposit`, {
      ...(await entered(SANDBOX_CARDS.approve)),
      cardNumber: '4111111111111111',
      cvv: '123',
    });
    expect(response.statusCode).toBe(400);
  });
});

/** The approved quote's first two planned visits completed at $45: their payments, made one after the other. */
async function firstTwoWorkLogsPaid(quoteId: string) {
  const [quote] = await db().select().from(quotes).where(eq(quotes._id, quoteId));
  const visits = await db().select().from(workLogs).where(eq(workLogs.propertyId, quote.propertyId!)).orderBy(asc(workLogs.date)).limit(2);
  expect(visits).toHaveLength(2);
  const first = await db().transaction((tx) => createWorkLogPayment(tx, { ...visits[0], price: 45 }));
  const second = await db().transaction((tx) => createWorkLogPayment(tx, { ...visits[1], price: 45 }));
  return { quote, visits, first, second };
}

describe('the paid deposit', () => {
  it('pays the first visits’ charges before the card', async () => {
    const { quoteId, token } = await quoteWithDeposit(6000);
    // The auto-pay box ticked: the card is kept as the default for the visits' charges.
    expect((await payDeposit(token, SANDBOX_CARDS.approve, { autoPayConsent: true })).json().data.paid).toBe(true);
    const { visits, first, second } = await firstTwoWorkLogsPaid(quoteId);
    // The deposit covers the first visit whole: paid when made, nothing charged to the card.
    expect(first).toMatchObject({ status: 'success', depositCents: first!.amountCents });
    const left = 6000 - first!.amountCents;
    expect(second).toMatchObject({ status: 'pending', depositCents: left });
    const charged = await chargePayment(t.app, second!._id, { today });
    expect(charged).toMatchObject({ charged: true, payment: { status: 'success' } });
    const cardCharges = await db()
      .select({ amountCents: sandboxTransactions.amountCents })
      .from(sandboxTransactions)
      .where(and(eq(sandboxTransactions.kind, 'charge'), like(sandboxTransactions.idempotencyKey, `${second!._id}:%`)));
    expect(cardCharges).toEqual([{ amountCents: second!.amountCents - left }]);
    const [none] = await db().select().from(payments).where(eq(payments.workLogId, visits[0]._id));
    expect(none.gatewayTransactionId).toBeNull();
  });
});

describe('the receipts of visits the deposit paid', () => {
  it('say what the deposit paid and what the card paid, also for a visit it paid whole', async () => {
    const { quoteId, token } = await quoteWithDeposit(6000);
    expect((await payDeposit(token, SANDBOX_CARDS.approve, { autoPayConsent: true })).json().data.paid).toBe(true);
    const [quote] = await db().select().from(quotes).where(eq(quotes._id, quoteId));
    const visits = await db()
      .select()
      .from(workLogs)
      .where(eq(workLogs.propertyId, quote.propertyId!))
      .orderBy(asc(workLogs.date))
      .limit(2);
    const admin = (await signIn(t.app, 'test-admin')).token;
    const setStatus = (workLogId: string, action: 'start' | 'complete') =>
      t.app.inject({ method: 'PUT', url: `${API}/work-logs/${workLogId}/status`, headers: bearer(admin), payload: { action } });
    const complete = async (workLogId: string) => {
      expect((await setStatus(workLogId, 'start')).statusCode).toBe(200);
      return setStatus(workLogId, 'complete');
    };
    const done = await complete(visits[0]._id);
    expect(done.statusCode, done.body).toBe(200);
    const [first] = await db().select().from(payments).where(eq(payments.workLogId, visits[0]._id));
    expect(first).toMatchObject({ status: 'success', depositCents: first.amountCents });
    const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
    await expect
      .poll(async () => (await sentMails(db(), quote.customerId!, 'payment-receipt')).map((mail) => mail.body))
      .toEqual([expect.stringContaining(`Deposit applied: ${money(first.amountCents)}. Charged to your card: $0.00.`)]);

    // The visit-done message names what is left to charge and what the deposit paid.
    await expect
      .poll(async () => (await sentMails(db(), quote.customerId!, 'visit-done')).map((mail) => mail.body))
      .toEqual([expect.stringContaining(`Amount to be charged: $0.00.\nPaid from your deposit: ${money(first.amountCents)}.`)]);

    expect((await complete(visits[1]._id)).statusCode).toBe(200);
    const [second] = await db().select().from(payments).where(eq(payments.workLogId, visits[1]._id));
    const left = 6000 - first.amountCents;
    expect(second.depositCents).toBe(left);
    await chargePayment(t.app, second._id, { today });
    await expect.poll(async () => (await sentMails(db(), quote.customerId!, 'payment-receipt')).length).toBe(2);
    const receipts = (await sentMails(db(), quote.customerId!, 'payment-receipt')).map((mail) => mail.body);
    expect(receipts).toContainEqual(
      expect.stringContaining(`Deposit applied: ${money(left)}. Charged to your card: ${money(second.amountCents - left)}.`),
    );

    const row = (await call('GET', `/payments/${second._id}`, undefined, admin)).json().data;
    expect(row).toMatchObject({ amountCents: second.amountCents, depositCents: left });
  });
});

describe('a payment partly paid by the deposit', () => {
  it('is owed on the pay link only for what the deposit left, and the link charges only that', async () => {
    const { quoteId, token } = await quoteWithDeposit(6000);
    // No auto-pay agreement: the card is not kept, so the next charge has no card and sends the pay link.
    expect((await payDeposit(token)).json().data.paid).toBe(true);
    const { quote, first, second } = await firstTwoWorkLogsPaid(quoteId);
    const left = second!.amountCents - (6000 - first!.amountCents);
    expect(await chargePayment(t.app, second!._id, { today })).toMatchObject({ charged: true, payment: { status: 'failed' } });

    const [mail] = await sentMails(db(), quote.customerId!, 'payment-failed');
    // The message names what is still owed, not the part the deposit paid.
    expect(mail.body).toContain(`your payment of $${(left / 100).toFixed(2)} for your`);
    const link = /\/pay\/([A-Za-z0-9_-]{43})/.exec(mail?.body ?? '')?.[1] ?? '';
    const page = (await call('GET', `/pay/${link}`)).json().data;
    expect(page.owed).toEqual([expect.objectContaining({ amountCents: left })]);
    const paid = await call('POST', `/pay/${link}`, {
      payments: page.owed.map((row: { ref: string }) => row.ref),
      ...(await entered(SANDBOX_CARDS.approve)),
    });
    expect(paid.json().data.receipt).toMatchObject({ amountCents: left });
    const cardCharges = await db()
      .select({ amountCents: sandboxTransactions.amountCents })
      .from(sandboxTransactions)
      .where(and(eq(sandboxTransactions.kind, 'charge'), like(sandboxTransactions.idempotencyKey, `${second!._id}:%`)));
    expect(cardCharges).toEqual([{ amountCents: left }]);
  });
});

describe('refunding the deposit', () => {
  const refund = (quoteId: string, body: object) => call('POST', `/quotes/${quoteId}/deposit/refund`, body, staff);
  const refundsOf = (quoteId: string) =>
    db()
      .select({ amountCents: depositRefunds.amountCents, reason: depositRefunds.reason })
      .from(depositRefunds)
      .innerJoin(deposits, eq(deposits._id, depositRefunds.depositId))
      .where(eq(deposits.quoteId, quoteId));
  const gatewayRefunds = (quoteId: string) =>
    db()
      .select({ amountCents: sandboxTransactions.amountCents })
      .from(sandboxTransactions)
      .innerJoin(deposits, like(sandboxTransactions.idempotencyKey, sql`'deposit:' || ${deposits._id} || ':refund:%'`))
      .where(and(eq(sandboxTransactions.kind, 'refund'), eq(deposits.quoteId, quoteId)));

  it('gives back part through the gateway, written once, and never more than what the visits left of it', async () => {
    const { quoteId, token } = await quoteWithDeposit(6000);
    expect((await refund(quoteId, { reason: 'Not paid yet' })).statusCode).toBe(409);
    expect((await payDeposit(token)).json().data.paid).toBe(true);
    expect((await refund(quoteId, { amountCents: 2000 })).statusCode).toBe(400);

    const part = await refund(quoteId, { amountCents: 2000, reason: 'Smaller lawn than quoted' });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json()).toMatchObject({
      message: '$20.00 of the deposit refunded.',
      data: { depositPaid: { amountCents: 6000, refundedCents: 2000, leftCents: 4000 } },
    });
    expect(await refundsOf(quoteId)).toEqual([{ amountCents: 2000, reason: 'Smaller lawn than quoted' }]);
    expect(await gatewayRefunds(quoteId)).toEqual([{ amountCents: 2000 }]);

    const tooMuch = await refund(quoteId, { amountCents: 4001, reason: 'All of it' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({ message: 'At most $40.00 can be refunded.', errors: { amountCents: expect.any(String) } });

    // The first visit takes what is left of the credit (the refund is no longer credit), then nothing is left to refund.
    const { first } = await firstTwoWorkLogsPaid(quoteId);
    expect(first!.depositCents).toBe(Math.min(4000, first!.amountCents));
    const afterVisit = await call('GET', `/quotes/${quoteId}`, undefined, staff);
    expect(afterVisit.json().depositPaid.leftCents).toBe(4000 - first!.depositCents!);
    if (first!.amountCents >= 4000) expect((await refund(quoteId, { reason: 'The rest' })).statusCode).toBe(409);
    else {
      const rest = await refund(quoteId, { reason: 'The rest' });
      expect(rest.json().data.depositPaid.refundedCents).toBe(6000 - first!.amountCents);
    }
    expect(await gatewayRefunds(quoteId)).toHaveLength(first!.amountCents >= 4000 ? 1 : 2);
  });
});
