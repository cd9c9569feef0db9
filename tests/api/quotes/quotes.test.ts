// Leads and quotes on the real database: a lead's quote sent, opened and approved on its public page becomes
// one customer with a property, services and planned visits; the bad inputs change nothing.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, emailMessages, properties, quotes, services, workLogs } from '../../../server/db/schema';
import { businessToday } from '../../../server/lib/businessDay';
import { addDays } from '../../../server/lib/calendar';
import { writeSettings } from '../../../server/lib/settings';
import { addZipcodes, buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';
import { connect, listen, settle } from '../realtime';
import { WORK_LOGS_CHANGED_EVENT } from '../../../common/schemas/notification';

const API = '/api/v1';
let t: TestApp;
let business: Business;
let staff: string;
let today: string;
const logLines: string[] = [];

const db = () => t.app.database.db;
const call = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: object, token: string | null = staff) =>
  t.app.inject({ method, url: `${API}${path}`, ...(token && { headers: bearer(token) }), ...(payload && { payload }) });

const leadBody = (email: string) => ({
  name: { first: 'Rosa', last: 'Delgado' },
  email,
  mobile: '512-555-0177',
  address: '1204 Barton Hills Dr',
  city: 'Austin',
  zipcode: '78704',
  source: 'none',
  lotSize: 6200,
  asked: 'Weekly mowing and a spring bed clean-up',
  textConsent: true,
});

async function addLead(email: string) {
  const response = await call('POST', '/leads', leadBody(email));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { _id: string; vendorId: string | null; marketId: string | null; status: string };
}

async function sentQuote(leadId: string, extra: object = {}) {
  const created = await call('POST', '/quotes', {
    leadId,
    lines: [
      { type: 'mow', frequency: 1, priceCents: 4500 },
      { type: 'one-time', description: 'Spring bed clean-up', priceCents: 18000 },
      { type: 'bnb', frequency: 4, priceCents: 6000, optional: true },
    ],
    depositCents: 5000,
    expiresOn: addDays(today, 14),
    ...extra,
  });
  expect(created.statusCode, created.body).toBe(201);
  const quote = created.json().data as { _id: string };
  const sent = await call('POST', `/quotes/${quote._id}/send`, {});
  expect(sent.statusCode, sent.body).toBe(200);
  const link = sent.json().data.link as string;
  return { quoteId: quote._id, link, token: link.split('/').pop()! };
}

beforeAll(async () => {
  t = await createTestApp({
    logLevel: 'info',
    logStream: { write: (line) => void logLines.push(line) },
    publicUrl: 'https://lawn.example',
  });
  business = await buildBusiness(t.app);
  await addZipcodes(db(), business.vendor._id, [{ zipcode: '78704', weekDay: 3, crewId: business.crew._id }]);
  staff = (await signIn(t.app, 'test-csr')).token;
  today = await businessToday(db());
  // Every lead here has Rosa's mobile, and one csr sends them all: the sending limit is quoteSendLimit.test.ts's.
  await writeSettings(db(), { staffMessages: { perUser: 500, windowMinutes: 10, perRecipient: 500 } });
});
afterAll(() => t.close());

describe('leads', () => {
  it('finds the market and vendor from the zip code, and lists with filters', async () => {
    const lead = await addLead('rosa.list@example.com');
    expect(lead).toMatchObject({ marketId: business.market._id, vendorId: business.vendor._id, status: 'new' });
    const listed = await call('GET', `/leads?filter=${encodeURIComponent(JSON.stringify({ status: 'new', q: 'rosa.list' }))}`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().map((row: { _id: string }) => row._id)).toEqual([lead._id]);
    expect(listed.headers['content-range']).toMatch(/^leads 0-0\/1$/);
  });

  it('asks why a lost lead was lost', async () => {
    const lead = await addLead('rosa.lost@example.com');
    expect((await call('PUT', `/leads/${lead._id}/status`, { status: 'lost' })).statusCode).toBe(400);
    const lost = await call('PUT', `/leads/${lead._id}/status`, { status: 'lost', lostReason: 'Went with a neighbour' });
    expect(lost.json().data).toMatchObject({ status: 'lost', lostReason: 'Went with a neighbour' });
  });
});

describe('a quote approved on its public page', () => {
  it('becomes one customer with a property, services and planned visits, and a second approval changes nothing', async () => {
    const lead = await addLead('rosa.won@example.com');
    const { quoteId, link, token } = await sentQuote(lead._id);
    expect(link).toMatch(/\/quote\/[A-Za-z0-9_-]{43}$/);
    const [email] = await db().select().from(emailMessages).where(eq(emailMessages.to, 'rosa.won@example.com'));
    expect(email.body).toContain(link);

    const page = await call('GET', `/public/quotes/${token}`, undefined, null);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data).toMatchObject({ state: 'open', firstName: 'Rosa', totalCents: 22500, depositCents: 5000, version: 1 });
    expect(JSON.stringify(page.json().data)).not.toMatch(/vendor|market|_id|leadId/i);

    const approved = await call(
      'POST',
      `/public/quotes/${token}/approve`,
      { signedName: 'Rosa Delgado', version: 1, optionalLines: [2] },
      null,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    // With the market's 8.25 %, each line's tax rounded as its visit's charge is: 371 + 1485 + 495.
    expect(approved.json().data).toEqual({ totalCents: 30851, services: 3, joinedAccount: false, autoCharge: 'default' });

    const [customer] = await db().select().from(customers).where(eq(customers.email, 'rosa.won@example.com'));
    expect(customer).toMatchObject({ firstName: 'Rosa', lastName: 'Delgado', mobile: '5125550177' });
    const [property] = await db().select().from(properties).where(eq(properties.customerId, customer._id));
    expect(property).toMatchObject({ zipcode: '78704', marketId: business.market._id, lotSizeCategory: 'average' });
    const made = await db().select().from(services).where(eq(services.propertyId, property._id));
    expect(made.map((row) => [row.type, row.frequency, row.price]).sort()).toEqual([
      ['bnb', -1, 180],
      ['bnb', 4, 60],
      ['mow', 1, 45],
    ]);
    const [{ visits }] = await db()
      .select({ visits: sql<number>`count(*)::int` })
      .from(workLogs)
      .where(eq(workLogs.propertyId, property._id));
    expect(visits).toBeGreaterThan(0);

    const read = (await call('GET', `/quotes/${quoteId}`)).json();
    expect(read).toMatchObject({ status: 'approved', customerId: customer._id, propertyId: property._id, link });
    expect(read.signature).toMatchObject({ signedName: 'Rosa Delgado', version: 1, totalCents: 30851, optionalLines: [2] });
    expect((await call('GET', `/leads/${lead._id}`)).json()).toMatchObject({ status: 'won', customerId: customer._id });

    const again = await call('POST', `/public/quotes/${token}/approve`, { signedName: 'Someone Else', version: 1 }, null);
    expect(again.statusCode).toBe(409);
    expect(again.json().messageKey).toBe('server.quotes.already_approved');
    expect(await db().select().from(customers).where(eq(customers.email, 'rosa.won@example.com'))).toHaveLength(1);
    expect(await db().select().from(services).where(eq(services.propertyId, property._id))).toHaveLength(3);
    expect((await call('GET', `/public/quotes/${token}`, undefined, null)).json().data).toMatchObject({ state: 'approved' });
  });

  it('tells the office’s open screens of the new customer’s visits once approved', async () => {
    const office = await connect(await listen(t.app), staff, WORK_LOGS_CHANGED_EVENT);
    try {
      const lead = await addLead('rosa.live@example.com');
      const { token } = await sentQuote(lead._id);
      expect((await call('POST', `/public/quotes/${token}/approve`, { signedName: 'Rosa Delgado', version: 1 }, null)).statusCode).toBe(
        200,
      );
      const [customer] = await db().select().from(customers).where(eq(customers.email, 'rosa.live@example.com'));
      const planned = (await db().select({ id: workLogs._id }).from(workLogs).where(eq(workLogs.customerId, customer._id))).map(
        (row) => row.id,
      );
      expect(planned.length).toBeGreaterThan(0);
      // An event gathers half a second of changes on the node: it may name others' too, and one about an earlier
      // test's visits may come first.
      const named = () => new Set(office.received.flatMap((event) => (event as unknown as { ids: string[] }).ids));
      for (let waited = 0; !planned.every((id) => named().has(id)) && waited < 15_000; waited += 100) await settle(100);
      expect([...named()]).toEqual(expect.arrayContaining(planned));
    } finally {
      office.socket.close();
    }
  });

  it('refuses an altered token and a token of another shape with a 404', async () => {
    const lead = await addLead('rosa.altered@example.com');
    const { token } = await sentQuote(lead._id);
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [altered, 'short', `${token}x`]) {
      expect((await call('GET', `/public/quotes/${bad}`, undefined, null)).statusCode).toBe(404);
      expect((await call('POST', `/public/quotes/${bad}/approve`, { signedName: 'Rosa', version: 1 }, null)).statusCode).toBe(404);
    }
    expect((await db().select().from(customers).where(eq(customers.email, 'rosa.altered@example.com'))).length).toBe(0);
  });

  it('gives staff the link on the site’s address, and never logs its token, on the API or the page', async () => {
    const lead = await addLead('rosa.logs@example.com');
    logLines.length = 0;
    const { link, token } = await sentQuote(lead._id);
    expect(link).toBe(`https://lawn.example/quote/${token}`);
    await call('GET', `/public/quotes/${token}`, undefined, null);
    await call('POST', `/public/quotes/${token}/approve`, { signedName: 'Rosa Delgado', version: 1 }, null);
    await t.app.inject({ url: `/quote/${token}` });
    const logged = logLines.join('');
    expect(logged).toContain('/public/quotes/[redacted]');
    expect(logged).not.toContain(token);
  });

  it('refuses an expired quote until staff extend it', async () => {
    const lead = await addLead('rosa.expired@example.com');
    const { quoteId, token } = await sentQuote(lead._id);
    await db()
      .update(quotes)
      .set({ expiresOn: addDays(today, -1) })
      .where(eq(quotes._id, quoteId));
    expect((await call('GET', `/public/quotes/${token}`, undefined, null)).json().data.state).toBe('expired');
    const refused = await call('POST', `/public/quotes/${token}/approve`, { signedName: 'Rosa Delgado', version: 1 }, null);
    expect(refused.statusCode).toBe(410);
    expect((await call('GET', `/quotes/${quoteId}`)).json().expired).toBe(true);
    const extended = await call('POST', `/quotes/${quoteId}/extend`, { expiresOn: addDays(today, 7) });
    expect(extended.statusCode, extended.body).toBe(200);
    expect((await call('POST', `/public/quotes/${token}/approve`, { signedName: 'Rosa Delgado', version: 1 }, null)).statusCode).toBe(200);
  });

  it('lets one of two approvals at once win', async () => {
    const lead = await addLead('rosa.race@example.com');
    const { token } = await sentQuote(lead._id);
    const answers = await Promise.all(
      [0, 1].map(() => call('POST', `/public/quotes/${token}/approve`, { signedName: 'Rosa Delgado', version: 1 }, null)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const [customer] = await db().select().from(customers).where(eq(customers.email, 'rosa.race@example.com'));
    expect(await db().select().from(services).where(eq(services.customerId, customer._id))).toHaveLength(2);
  });

  it('makes a new version when a sent quote is edited; an approval of the old version is refused', async () => {
    const lead = await addLead('rosa.versions@example.com');
    const { quoteId, token } = await sentQuote(lead._id);
    const edited = await call('PUT', `/quotes/${quoteId}`, {
      lines: [{ type: 'mow', frequency: 2, priceCents: 5000 }],
      expiresOn: addDays(today, 10),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const record = edited.json().data;
    expect(record.versions.map((version: { version: number; totalCents: number }) => [version.version, version.totalCents])).toEqual([
      [1, 22500],
      [2, 5000],
    ]);
    expect((await call('GET', `/public/quotes/${token}`, undefined, null)).json().data).toMatchObject({ version: 2, totalCents: 5000 });
    const stale = await call('POST', `/public/quotes/${token}/approve`, { signedName: 'Rosa Delgado', version: 1 }, null);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().messageKey).toBe('server.quotes.superseded');
  });

  it('adds the approved services to an existing customer’s property', async () => {
    const created = await call('POST', '/quotes', {
      propertyId: business.property._id,
      lines: [{ type: 'bnb', frequency: 6, priceCents: 7500 }],
      expiresOn: addDays(today, 14),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { link } = (await call('POST', `/quotes/${created.json().data._id}/send`, {})).json().data;
    const before = await db().select().from(customers);
    const approved = await call(
      'POST',
      `/public/quotes/${link.split('/').pop()}/approve`,
      { signedName: 'Pat Customer', version: 1 },
      null,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await db().select().from(customers)).toHaveLength(before.length);
    const bnb = await db()
      .select()
      .from(services)
      .where(and(eq(services.propertyId, business.property._id), eq(services.type, 'bnb')));
    expect(bnb.map((row) => row.frequency)).toContain(6);
  });

  it('refuses a quote naming both or neither of lead and property, and a mowing line without a frequency', async () => {
    const lead = await addLead('rosa.bad@example.com');
    const lines = [{ type: 'mow', frequency: 1, priceCents: 4500 }];
    const expiresOn = addDays(today, 14);
    expect((await call('POST', '/quotes', { lines, expiresOn })).statusCode).toBe(400);
    expect((await call('POST', '/quotes', { leadId: lead._id, propertyId: business.property._id, lines, expiresOn })).statusCode).toBe(400);
    expect((await call('POST', '/quotes', { leadId: lead._id, lines: [{ type: 'mow', priceCents: 100 }], expiresOn })).statusCode).toBe(
      400,
    );
  });
});
