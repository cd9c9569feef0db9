// Issue 65 finding 1, the attacker's way and the owner's: a public lead giving a customer's e-mail and "999 Attacker Way",
// quoted by staff and approved by the link's holder, never joins that account and never charges its card; a sign-in link
// goes only to the e-mail on file; the customer signed in joins their own account and chooses the card; a match staff
// confirmed joins the account with no card charged until one is chosen.
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards, customers, notifications, payments, properties, quotes, sandboxTransactions, workLogs } from '../../../server/db/schema';
import { businessToday } from '../../../server/lib/businessDay';
import { addDays } from '../../../server/lib/calendar';
import { chargePayment } from '../../../server/modules/billing/charge';
import { SANDBOX_CARDS, sandboxVault } from '../../../server/modules/billing/gateway/sandbox';
import { NO_CARD } from '../../../server/modules/billing';
import { redactedUrl } from '../../../server/plugins/logging';
import { addCustomer, addZipcodes, buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';

const API = '/api/v1';
let t: TestApp;
let business: Business;
let staff: string;
let crew: string;
let today: string;
const sent: { to: string; subject: string; text: string }[] = [];

const db = () => t.app.database.db;
const call = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: object, token: string | null = staff) =>
  t.app.inject({ method, url: `${API}${path}`, ...(token && { headers: bearer(token) }), ...(payload && { payload }) });

let victims = 0;
/** A customer with a property and a sandbox card that approves, their default. */
async function victim() {
  const tag = String(++victims).padStart(3, '0');
  const made = await addCustomer(db(), business.market._id, { email: `victim${tag}@example.com`, mobile: `5125557${tag}` });
  const [card] = await db()
    .insert(cards)
    .values({ customerId: made.customer._id, gateway: 'sandbox', ...sandboxVault(SANDBOX_CARDS.approve, 12, 2035), isDefault: true })
    .returning();
  return { ...made, card };
}

/** The attacker's public sign-up: the victim's e-mail, the attacker's address; staff quote it and send it. */
async function attackerQuote(email: string) {
  const lead = await call('POST', '/leads', {
    name: { first: 'Mallory', last: 'Reyes' },
    email,
    address: '999 Attacker Way',
    city: 'Austin',
    zipcode: '78704',
    lotSize: 6200,
  });
  expect(lead.statusCode, lead.body).toBe(201);
  const created = await call('POST', '/quotes', {
    leadId: lead.json()._id,
    lines: [{ type: 'mow', frequency: 1, priceCents: 4500 }],
    expiresOn: addDays(today, 14),
  });
  expect(created.statusCode, created.body).toBe(201);
  const quoteId = created.json().data._id as string;
  const send = await call('POST', `/quotes/${quoteId}/send`, {});
  expect(send.statusCode, send.body).toBe(200);
  return { leadId: lead.json()._id as string, quoteId, token: (send.json().data.link as string).split('/').pop()! };
}

const approve = (token: string, body: object = {}, session: string | null = null) =>
  call('POST', `/public/quotes/${token}/approve`, { signedName: 'Mallory Reyes', version: 1, ...body }, session);

/** Completes the won property's first visit today and tries its charge: the payment after the try. */
async function chargeFirstWorkLog(propertyId: string) {
  const [visit] = await db().select().from(workLogs).where(eq(workLogs.propertyId, propertyId)).limit(1);
  await db()
    .update(workLogs)
    .set({ status: 'started', date: today, plannedDate: today, crewId: business.crew._id, vendorId: business.vendor._id })
    .where(eq(workLogs._id, visit._id));
  const done = await call('PUT', `/work-logs/${visit._id}/status`, { action: 'complete' }, crew);
  expect(done.statusCode, done.body).toBe(200);
  const [payment] = await db().select().from(payments).where(eq(payments.workLogId, visit._id));
  await chargePayment(t.app, payment._id, { today });
  const [after] = await db().select().from(payments).where(eq(payments._id, payment._id));
  const tries = await db()
    .select()
    .from(sandboxTransactions)
    .where(and(eq(sandboxTransactions.kind, 'charge'), like(sandboxTransactions.idempotencyKey, `${payment._id}:%`)));
  return { payment: after, tries };
}

/** Opens the sign-in link e-mailed to `email` (the quote page's link) and answers the customer's session. */
async function signInByMailTo(email: string) {
  const mail = sent.findLast((message) => message.to === email);
  expect(mail, `a message to ${email}`).toBeDefined();
  const link = /https:\/\/lawn\.example\/sign-in-link\/([\w-]{43})\?next=(\S+)/.exec(mail!.text);
  expect(link, mail!.text).not.toBeNull();
  const used = await call('POST', '/users/login/sign-in-link/use', { token: link![1] }, null);
  expect(used.statusCode, used.body).toBe(200);
  return { session: used.json().data.token as string, next: decodeURIComponent(link![2]) };
}

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://lawn.example' });
  business = await buildBusiness(t.app);
  await addZipcodes(db(), business.vendor._id, [{ zipcode: '78704', weekDay: 3, crewId: business.crew._id }]);
  staff = (await signIn(t.app, 'test-csr')).token;
  crew = (await signIn(t.app, business.users.crew.username, 'crew')).token;
  today = await businessToday(db());
  const messenger = t.app.messenger;
  const send = messenger.send.bind(messenger);
  messenger.send = async (message) => {
    sent.push({ to: message.to, subject: message.subject, text: message.text });
    return send(message);
  };
});
afterAll(() => t.close());

describe('the attacker’s won quote', () => {
  it('offers a sign-in link to the e-mail on file only, and the link holder’s approval makes a new customer', async () => {
    const target = await victim();
    const { quoteId, token } = await attackerQuote(target.customer.email!);
    const page = await call('GET', `/public/quotes/${token}`, undefined, null);
    expect(page.json().data.account).toEqual({
      matches: true,
      confirmedByStaff: false,
      emailOnFile: `v•••@example.com`,
      signedIn: false,
      cards: [],
    });

    // The holder cannot steer the link: any address in the body is not read.
    const asked = await call(
      'POST',
      `/public/quotes/${token}/sign-in-link`,
      { email: 'mallory@evil.example', to: 'mallory@evil.example' },
      null,
    );
    expect(asked.statusCode, asked.body).toBe(200);
    expect(sent.filter((message) => message.to.includes('evil'))).toEqual([]);
    expect(sent.findLast((message) => message.text.includes('999 Attacker Way'))?.to).toBe(target.customer.email);

    const approved = await approve(token);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ joinedAccount: false, autoCharge: 'default' });
    const [quote] = await db().select().from(quotes).where(eq(quotes._id, quoteId));
    expect(quote.customerId).not.toBe(target.customer._id);
    expect(await db().select().from(properties).where(eq(properties.customerId, target.customer._id))).toHaveLength(1);
    const { payment, tries } = await chargeFirstWorkLog(quote.propertyId!);
    expect(payment).toMatchObject({ customerId: quote.customerId, cardId: null, failureCode: NO_CARD });
    expect(tries).toEqual([]);
  });

  it('makes a new customer when the holder approves signed in as another account', async () => {
    const target = await victim();
    const { quoteId, token } = await attackerQuote(target.customer.email!);
    const mallory = (await signIn(t.app, 'test-customer')).token;
    const page = await call('GET', `/public/quotes/${token}`, undefined, mallory);
    expect(page.json().data.account).toMatchObject({ signedIn: false, cards: [] });
    const approved = await approve(token, { cardId: target.card._id }, mallory);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.joinedAccount).toBe(false);
    const [quote] = await db().select().from(quotes).where(eq(quotes._id, quoteId));
    expect([target.customer._id, business.customer._id]).not.toContain(quote.customerId);
    const [property] = await db().select().from(properties).where(eq(properties._id, quote.propertyId!));
    expect(property).toMatchObject({ autoCharge: 'default', autoChargeCardId: null });
  });

  it('joins the account staff confirmed without charging its card, and says so', async () => {
    const target = await victim();
    const { leadId, quoteId, token } = await attackerQuote(target.customer.email!);
    expect((await call('PUT', `/leads/${leadId}/customer`, { customerId: target.customer._id })).statusCode).toBe(200);
    const page = await call('GET', `/public/quotes/${token}`, undefined, null);
    expect(page.json().data.account).toMatchObject({ matches: true, confirmedByStaff: true, signedIn: false });

    const approved = await approve(token, { cardId: target.card._id });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      messageKey: 'server.quotes.approved_no_card',
      data: { joinedAccount: true, autoCharge: 'none' },
    });
    const [quote] = await db().select().from(quotes).where(eq(quotes._id, quoteId));
    expect(quote.customerId).toBe(target.customer._id);
    // The office is told too: someone must ask the customer for a card.
    const told = await db().select().from(notifications).where(eq(notifications.type, 'quote-joined-no-card'));
    expect(told.map((row) => row.additionalData.others?.leadId)).toContain(leadId);
    const { payment, tries } = await chargeFirstWorkLog(quote.propertyId!);
    expect(payment).toMatchObject({ cardId: null, failureCode: NO_CARD });
    expect(tries).toEqual([]);
    // The account's own property still charges its default card.
    const [card] = await db().select().from(cards).where(eq(cards._id, target.card._id));
    expect(card.isDefault).toBe(true);
  });
});

describe('the customer who approves signed in', () => {
  it('joins their own account through the link sent to the e-mail on file, with the card they choose', async () => {
    const owner = await victim();
    const other = await victim();
    const { quoteId, token } = await attackerQuote(owner.customer.email!.toUpperCase());
    expect((await call('POST', `/public/quotes/${token}/sign-in-link`, {}, null)).statusCode).toBe(200);
    const mail = sent.findLast((message) => message.to === owner.customer.email)!;
    expect(mail.subject).toMatch(/account/);
    const { session, next } = await signInByMailTo(owner.customer.email!);
    expect(next).toBe(`/quote/${token}`);

    const page = await call('GET', `/public/quotes/${token}`, undefined, session);
    expect(page.json().data.account).toMatchObject({
      signedIn: true,
      cards: [{ _id: owner.card._id, brand: owner.card.brand, last4: owner.card.last4, isDefault: true }],
    });
    const stranger = await approve(token, { cardId: other.card._id }, session);
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().errors).toEqual({ cardId: 'validation.quote.card_not_yours' });

    const approved = await approve(token, { cardId: owner.card._id }, session);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ joinedAccount: true, autoCharge: 'card' });
    const [quote] = await db().select().from(quotes).where(eq(quotes._id, quoteId));
    expect(quote.customerId).toBe(owner.customer._id);
    const { payment, tries } = await chargeFirstWorkLog(quote.propertyId!);
    expect(payment).toMatchObject({ status: 'success', cardId: owner.card._id });
    expect(tries).toHaveLength(1);
  });

  it('joins with no card charged when the signed-in customer chooses none', async () => {
    const owner = await victim();
    const { quoteId, token } = await attackerQuote(owner.customer.email!);
    await call('POST', `/public/quotes/${token}/sign-in-link`, {}, null);
    const { session } = await signInByMailTo(owner.customer.email!);
    const approved = await approve(token, { cardId: null }, session);
    expect(approved.json().data).toMatchObject({ joinedAccount: true, autoCharge: 'none' });
    const [quote] = await db().select().from(quotes).where(eq(quotes._id, quoteId));
    const [made] = await db().select().from(customers).where(eq(customers._id, quote.customerId!));
    expect(made._id).toBe(owner.customer._id);
    const { tries } = await chargeFirstWorkLog(quote.propertyId!);
    expect(tries).toEqual([]);
  });

  it('keeps the quote’s key out of the log line of the sign-in link that returns to it', () => {
    const quoteKey = 'Q'.repeat(43);
    const logged = redactedUrl(`/sign-in-link/${'s'.repeat(43)}?next=%2Fquote%2F${quoteKey}`);
    expect(logged).toBe('/sign-in-link/[redacted]?next=[redacted]');
  });

  it('refuses a sign-in link for a quote that matches no account', async () => {
    const { token } = await attackerQuote('nobody.here@example.com');
    expect((await call('GET', `/public/quotes/${token}`, undefined, null)).json().data.account).toBeNull();
    const asked = await call('POST', `/public/quotes/${token}/sign-in-link`, {}, null);
    expect(asked.statusCode).toBe(409);
    expect(asked.json().messageKey).toBe('server.quotes.no_account_to_join');
  });
});
