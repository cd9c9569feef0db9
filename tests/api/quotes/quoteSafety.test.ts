// Issue 64 finding 7 and issue 65 findings 1 and 9, on the real database: a quote cannot be written or sent expired;
// an approval names the version read; a ticked priced "Other" line becomes a one-time job; a won lead's source stays on
// its customer; and a lead giving an existing customer's e-mail or mobile becomes a new customer unless staff confirmed
// the match, so a stranger's address never joins that account nor its card pays it.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, leads, notifications, properties, quotes, services, signups, workLogs } from '../../../server/db/schema';
import { SIGNUPS_PER_HOUR } from '../../../server/modules/customers/signupFlood';
import { businessToday } from '../../../server/lib/businessDay';
import { addDays } from '../../../server/lib/calendar';
import { addCustomer, addZipcodes, buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';

const API = '/api/v1';
let t: TestApp;
let business: Business;
let staff: string;
let today: string;

const db = () => t.app.database.db;
const call = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: object, token: string | null = staff) =>
  t.app.inject({ method, url: `${API}${path}`, ...(token && { headers: bearer(token) }), ...(payload && { payload }) });

async function addLead(email: string, extra: object = {}) {
  const response = await call('POST', '/leads', {
    name: { first: 'Mallory', last: 'Reyes' },
    email,
    address: '999 Attacker Way',
    city: 'Austin',
    zipcode: '78704',
    source: 'yelp',
    lotSize: 6200,
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { _id: string };
}

const MOW = { type: 'mow', frequency: 1, priceCents: 4500 };

async function sentQuote(leadId: string, lines: object[] = [MOW]) {
  const created = await call('POST', '/quotes', { leadId, lines, expiresOn: addDays(today, 14) });
  expect(created.statusCode, created.body).toBe(201);
  const quoteId = created.json().data._id as string;
  const sent = await call('POST', `/quotes/${quoteId}/send`, {});
  expect(sent.statusCode, sent.body).toBe(200);
  return { quoteId, token: (sent.json().data.link as string).split('/').pop()! };
}

const approve = (token: string, body: object = {}) =>
  call('POST', `/public/quotes/${token}/approve`, { signedName: 'Mallory Reyes', version: 1, ...body }, null);

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://lawn.example' });
  business = await buildBusiness(t.app);
  await addZipcodes(db(), business.vendor._id, [{ zipcode: '78704', weekDay: 3, crewId: business.crew._id }]);
  staff = (await signIn(t.app, 'test-csr')).token;
  today = await businessToday(db());
});
afterAll(() => t.close());

describe('a quote’s expiry', () => {
  it('refuses a past expiry with the field’s message on a new quote, an edit and an extension', async () => {
    const lead = await addLead('past.expiry@example.com');
    const past = await call('POST', '/quotes', { leadId: lead._id, lines: [MOW], expiresOn: addDays(today, -1) });
    expect(past.statusCode, past.body).toBe(400);
    expect(past.json().errors).toEqual({ expiresOn: 'validation.quote.expiry_in_past' });
    expect(await db().select().from(quotes).where(eq(quotes.leadId, lead._id))).toHaveLength(0);

    const { quoteId } = await sentQuote(lead._id);
    const edited = await call('PUT', `/quotes/${quoteId}`, { lines: [MOW], expiresOn: addDays(today, -3) });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().errors).toHaveProperty('expiresOn');
    const extended = await call('POST', `/quotes/${quoteId}/extend`, { expiresOn: addDays(today, -1) });
    expect(extended.statusCode).toBe(400);
    expect((await call('GET', `/quotes/${quoteId}`)).json()).toMatchObject({ version: 1, expiresOn: addDays(today, 14) });
    // Today is still valid: the quote expires at the end of its day.
    expect((await call('POST', `/quotes/${quoteId}/extend`, { expiresOn: today })).statusCode).toBe(200);
  });

  it('refuses to send a quote whose day has passed until it is extended', async () => {
    const lead = await addLead('send.expired@example.com');
    const { quoteId } = await sentQuote(lead._id);
    await db()
      .update(quotes)
      .set({ expiresOn: addDays(today, -1) })
      .where(eq(quotes._id, quoteId));
    const resend = await call('POST', `/quotes/${quoteId}/send`, {});
    expect(resend.statusCode).toBe(409);
    expect(resend.json().messageKey).toBe('server.quotes.send_expired');
    expect((await call('POST', `/quotes/${quoteId}/extend`, { expiresOn: addDays(today, 7) })).statusCode).toBe(200);
    expect((await call('POST', `/quotes/${quoteId}/send`, {})).statusCode).toBe(200);
  });
});

describe('a deposit asked as a percent', () => {
  it('is that percent of the required lines’ total with tax, kept with the version', async () => {
    const lead = await addLead('deposit.percent@example.com');
    const lines = [MOW, { type: 'one-time', description: 'Beds', priceCents: 10000, optional: true }];
    const created = await call('POST', '/quotes', { leadId: lead._id, lines, depositPercent: 25, expiresOn: addDays(today, 14) });
    expect(created.statusCode, created.body).toBe(201);
    const quote = created.json().data;
    // $45.00 and its tax at the market's 8.25 % ($3.71): a quarter of $48.71, the optional line left out.
    expect(quote).toMatchObject({ totalWithTaxCents: 4871, depositPercent: 25, depositCents: 1218 });
    const over = await call('PUT', `/quotes/${quote._id}`, { lines, depositPercent: 120, expiresOn: addDays(today, 14) });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors).toEqual({ depositPercent: 'validation.quote.deposit_percent' });
  });
});

describe('the approval names the version read', () => {
  it('refuses an approval without a version, and a stale one, changing nothing', async () => {
    const lead = await addLead('version.missing@example.com');
    const { quoteId, token } = await sentQuote(lead._id);
    const missing = await call('POST', `/public/quotes/${token}/approve`, { signedName: 'Mallory Reyes' }, null);
    expect(missing.statusCode, missing.body).toBe(400);
    expect(missing.json().errors).toHaveProperty('version');
    expect((await call('PUT', `/quotes/${quoteId}`, { lines: [MOW, MOW], expiresOn: addDays(today, 9) })).statusCode).toBe(200);
    expect((await approve(token, { version: 1 })).json().messageKey).toBe('server.quotes.superseded');
    expect((await call('GET', `/quotes/${quoteId}`)).json().status).toBe('sent');
    expect((await approve(token, { version: 2 })).statusCode).toBe(200);
  });
});

describe('a ticked optional line of any kind', () => {
  it('makes a priced “Other” line (aeration, $95) a one-time job with its visit; a free note makes none', async () => {
    const lead = await addLead('aeration@example.com');
    const lines = [
      MOW,
      { type: 'text', description: 'Core aeration', priceCents: 9500, optional: true },
      { type: 'text', description: 'Gate code 1234', priceCents: 0 },
    ];
    const { quoteId, token } = await sentQuote(lead._id, lines);
    const approved = await approve(token, { optionalLines: [1] });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.services).toBe(2);
    const quote = (await call('GET', `/quotes/${quoteId}`)).json();
    const made = await db().select().from(services).where(eq(services.propertyId, quote.propertyId));
    expect(made.map((row) => [row.type, row.frequency, row.price]).sort()).toEqual([
      ['bnb', -1, 95],
      ['mow', 1, 45],
    ]);
    const aeration = made.find((row) => row.type === 'bnb')!;
    expect(await db().select().from(workLogs).where(eq(workLogs.serviceId, aeration._id))).toHaveLength(1);
    expect(quote.oneTimeJobs).toHaveLength(1);
    expect(quote.oneTimeJobs[0].workLogId).toBeTruthy();
    expect(quote.signature.optionalLines).toEqual([1]);
  });
});

describe('a won quote and an existing customer’s e-mail', () => {
  it('makes a new customer, with the lead’s source, when a public lead gives a customer’s e-mail and mobile', async () => {
    const victim = await addCustomer(db(), business.market._id, { email: 'victim@example.com', mobile: '5125550999' });
    const lead = await addLead('VICTIM@example.com', { mobile: '512-555-0999' });
    const { quoteId, token } = await sentQuote(lead._id);
    expect((await approve(token)).statusCode).toBe(200);

    const quote = (await call('GET', `/quotes/${quoteId}`)).json();
    expect(quote.customerId).not.toBe(victim.customer._id);
    expect(await db().select().from(properties).where(eq(properties.customerId, victim.customer._id))).toHaveLength(1);
    const [made] = await db().select().from(customers).where(eq(customers._id, quote.customerId));
    // The mobile another customer holds is left off; the source the lead gave is kept.
    expect(made).toMatchObject({ email: 'victim@example.com', mobile: null, source: 'yelp' });
    const [property] = await db().select().from(properties).where(eq(properties._id, quote.propertyId));
    expect(property).toMatchObject({ customerId: made._id, address: '999 Attacker Way' });
  });

  it('shows staff the matches side by side, and joins the account only once staff confirm one', async () => {
    const owner = await addCustomer(db(), business.market._id, { email: 'owner.two@example.com', mobile: '5125550444' });
    const other = await addCustomer(db(), business.market._id, { email: 'someone.else@example.com', mobile: '5125550445' });
    const lead = await addLead('owner.two@example.com');
    const matches = await call('GET', `/leads/${lead._id}/matches`);
    expect(matches.statusCode, matches.body).toBe(200);
    expect(matches.json()).toEqual([
      expect.objectContaining({ _id: owner.customer._id, emailMatches: true, mobileMatches: false, addresses: [expect.any(String)] }),
    ]);

    const wrong = await call('PUT', `/leads/${lead._id}/customer`, { customerId: other.customer._id });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().errors).toEqual({ customerId: 'server.quotes.not_a_match' });

    const confirmed = await call('PUT', `/leads/${lead._id}/customer`, { customerId: owner.customer._id });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toMatchObject({ customerId: owner.customer._id, matchConfirmedAt: expect.any(String) });

    const { quoteId, token } = await sentQuote(lead._id);
    expect((await approve(token)).statusCode).toBe(200);
    expect((await call('GET', `/quotes/${quoteId}`)).json().customerId).toBe(owner.customer._id);
    expect(await db().select().from(properties).where(eq(properties.customerId, owner.customer._id))).toHaveLength(2);
    const won = await call('PUT', `/leads/${lead._id}/customer`, { customerId: null });
    expect(won.json().messageKey).toBe('server.quotes.lead_already_quoted');
  });

  it('makes a new customer again when staff clear a confirmed match', async () => {
    const owner = await addCustomer(db(), business.market._id, { email: 'owner.three@example.com' });
    const lead = await addLead('owner.three@example.com');
    await call('PUT', `/leads/${lead._id}/customer`, { customerId: owner.customer._id });
    const cleared = await call('PUT', `/leads/${lead._id}/customer`, { customerId: null });
    expect(cleared.json().data).toMatchObject({ customerId: null, matchConfirmedAt: null });
    const { quoteId, token } = await sentQuote(lead._id);
    expect((await approve(token)).statusCode).toBe(200);
    expect((await call('GET', `/quotes/${quoteId}`)).json().customerId).not.toBe(owner.customer._id);
  });
});

describe('public sign-ups in total', () => {
  const signup = (email: string) =>
    call(
      'POST',
      '/customer-signup',
      {
        name: { first: 'Flo', last: 'Od' },
        email,
        mobile: '512-555-0166',
        address: '1 Flood Ln',
        city: 'Austin',
        zipcode: '78704',
        lotSize: 5200,
        serviceType: 'mow',
        frequency: 2,
      },
      null,
    );

  it('refuses sign-ups past the hour’s total from any address, and tells the office once', async () => {
    // The hour's sign-ups so far, as if from many addresses: one short of the limit.
    const kept = await db().select().from(signups);
    const room = SIGNUPS_PER_HOUR - kept.length - 1;
    for (let index = 0; index < room; index++)
      await db()
        .insert(signups)
        .values({
          firstName: 'Flo',
          lastName: `Od${index}`,
          email: `flood.${index}@example.com`,
          mobile: '5125550166',
          address: `${index} Flood Ln`,
          city: 'Austin',
          zipcode: '78704',
          serviceType: 'mow',
        });
    expect((await signup('flood.last@example.com')).statusCode).toBe(201);
    const refused = [await signup('flood.over.1@example.com'), await signup('flood.over.2@example.com')];
    expect(refused.map((answer) => answer.statusCode)).toEqual([429, 429]);
    expect(refused[0].json().messageKey).toBe('server.signups.too_many');
    expect(await db().select().from(leads).where(eq(leads.email, 'flood.over.1@example.com'))).toHaveLength(0);
    const told = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'signup-flood'), eq(notifications.userId, business.users.admin._id)));
    expect(told).toHaveLength(1);
  });
});
