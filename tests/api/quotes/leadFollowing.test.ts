// Leads that arrive by themselves and the office following them, on the real database: a public sign-up and a customer's
// contact request each become a lead with its channel, the office is told of every new lead (a notification and a
// socket push), a quote's sent, opened and approved reach the office's screens, a declined quote takes its reason to
// the lead, and an unopened quote is followed up once after the setting's days.
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailMessages, leads, notifications, quotes, settings, textMessages } from '../../../server/db/schema';
import { followUpUnopenedQuotes } from '../../../server/modules/quotes';
import { businessToday } from '../../../server/lib/businessDay';
import { addDays } from '../../../server/lib/calendar';
import { addZipcodes, buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';
import { settingsWritten } from '../../../server/lib/keptSettings';

const API = '/api/v1';
const DAY_MS = 86_400_000;
let t: TestApp;
let business: Business;
let staff: string;
let today: string;

const db = () => t.app.database.db;
const call = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: object, token: string | null = staff) =>
  t.app.inject({ method, url: `${API}${path}`, ...(token && { headers: bearer(token) }), ...(payload && { payload }) });

// Each lead its own mobile: one recipient hears at most a few staff sends in ten minutes (staffMessages.perRecipient).
let mobiles = 100;
const leadBody = (email: string, extra: object = {}) => ({
  name: { first: 'Marta', last: 'Ibarra' },
  email,
  mobile: `512-555-0${(mobiles += 1)}`,
  address: '77 Oak Hollow',
  city: 'Austin',
  zipcode: '78704',
  lotSize: 5200,
  textConsent: true,
  ...extra,
});

async function sentQuote(email: string, lead: object = {}) {
  const made = await call('POST', '/leads', leadBody(email, lead));
  expect(made.statusCode, made.body).toBe(201);
  const leadId = made.json()._id as string;
  const created = await call('POST', '/quotes', {
    leadId,
    lines: [{ type: 'mow', frequency: 1, priceCents: 4000 }],
    expiresOn: addDays(today, 14),
  });
  expect(created.statusCode, created.body).toBe(201);
  const quoteId = created.json().data._id as string;
  const sent = await call('POST', `/quotes/${quoteId}/send`, {});
  expect(sent.statusCode, sent.body).toBe(200);
  return { leadId, quoteId, token: (sent.json().data.link as string).split('/').pop()! };
}

const leadNotices = (userId: string) =>
  db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'lead-created')));

/** The quotes sent back in time below: in a month's first days, into the month before. */
const sentBack = new Set<string>();
/** Sends the quote back in time, as if it had been sent `days` ago. */
const sentDaysAgo = (quoteId: string, days: number) => {
  sentBack.add(quoteId);
  return db()
    .update(quotes)
    .set({ sentAt: new Date(Date.now() - days * DAY_MS) })
    .where(eq(quotes._id, quoteId));
};

const followUpsTo = (email: string) =>
  db()
    .select()
    .from(emailMessages)
    .where(and(eq(emailMessages.to, email), like(emailMessages.moment, 'quote-follow-up:%')));

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://lawn.example' });
  business = await buildBusiness(t.app);
  await addZipcodes(db(), business.vendor._id, [{ zipcode: '78704', weekDay: 3, crewId: business.crew._id }]);
  staff = (await signIn(t.app, 'test-csr')).token;
  today = await businessToday(db());
});
afterAll(() => t.close());

describe('leads from every channel', () => {
  it('makes a lead of a public sign-up, with its market and vendor, and tells the office', async () => {
    const pushed = vi.spyOn(t.app.realtime, 'quotesChanged');
    const signup = await call(
      'POST',
      '/customer-signup',
      { ...leadBody('signup.lead@example.com'), serviceType: 'mow', frequency: 2, referralCode: undefined },
      null,
    );
    expect(signup.statusCode, signup.body).toBe(201);
    const [lead] = await db().select().from(leads).where(eq(leads.email, 'signup.lead@example.com'));
    expect(lead).toMatchObject({
      channel: 'signup',
      source: 'online-order',
      status: 'new',
      firstName: 'Marta',
      zipcode: '78704',
      marketId: business.market._id,
      vendorId: business.vendor._id,
      createdById: null,
    });
    expect(lead.asked).toBe('Lawn Service every 2 week(s), asked on the sign-up page.');
    const [notice] = await leadNotices(business.users.admin._id);
    expect(notice).toMatchObject({ title: 'New lead: Marta Ibarra', message: 'From the sign-up page.' });
    expect(notice.additionalData).toMatchObject({ others: { leadId: lead._id, translateEs: { title: 'Nuevo prospecto: Marta Ibarra' } } });
    expect(pushed).toHaveBeenCalled();
    pushed.mockRestore();
  });

  it('makes no lead of a sign-up the honeypot caught', async () => {
    const caught = await call('POST', '/customer-signup', { ...leadBody('bot.lead@example.com'), website: 'http://spam.example' }, null);
    expect(caught.statusCode).toBe(201);
    expect(await db().select().from(leads).where(eq(leads.email, 'bot.lead@example.com'))).toHaveLength(0);
  });

  it("makes a lead of a customer's contact request, at their property, naming the customer", async () => {
    const customer = (await signIn(t.app, 'test-customer')).token;
    const before = (await leadNotices(business.users.admin._id)).length;
    const sent = await call('POST', '/contact-us', { subject: 'Bed clean-up', message: 'Could you also do the front beds?' }, customer);
    expect(sent.statusCode, sent.body).toBe(201);
    const [lead] = await db().select().from(leads).where(eq(leads.customerId, business.customer._id));
    expect(lead).toMatchObject({
      channel: 'contact-request',
      email: business.customer.email,
      address: business.property.address,
      zipcode: business.property.zipcode,
      asked: 'Bed clean-up\nCould you also do the front beds?',
    });
    // The contact request's own notice tells the office; no second one for its lead.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await leadNotices(business.users.admin._id)).toHaveLength(before);
  });

  it('tells the other staff of a call logged as a lead, not the one who logged it', async () => {
    const before = (await leadNotices(business.users.csr._id)).length;
    const made = await call('POST', '/leads', leadBody('call.lead@example.com', { name: { first: 'Ana', last: 'Call' } }));
    expect(made.statusCode).toBe(201);
    expect(await leadNotices(business.users.csr._id)).toHaveLength(before);
    const notices = await leadNotices(business.users.admin._id);
    expect(notices.find((notice) => notice.title === 'New lead: Ana Call')?.message).toBe('A call logged by Casey Rivera.');
  });
});

describe("the office follows a quote's status", () => {
  it('pushes sent, opened (once) and approved to the staff screens, and records the first opening', async () => {
    const pushed = vi.spyOn(t.app.realtime, 'quotesChanged');
    const { quoteId, token } = await sentQuote('live.status@example.com');
    expect(pushed).toHaveBeenCalledTimes(2); // the lead made, the quote sent
    await call('GET', `/public/quotes/${token}`, undefined, null);
    const openedAt = (await call('GET', `/quotes/${quoteId}`)).json().openedAt;
    expect(openedAt).not.toBeNull();
    await call('GET', `/public/quotes/${token}`, undefined, null);
    expect((await call('GET', `/quotes/${quoteId}`)).json().openedAt).toBe(openedAt);
    expect(pushed).toHaveBeenCalledTimes(3);
    const approved = await call('POST', `/public/quotes/${token}/approve`, { signedName: 'Marta Ibarra', version: 1 }, null);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(pushed).toHaveBeenCalledTimes(4);
    pushed.mockRestore();
  });

  it('asks why a quote was declined, and loses its lead for that reason', async () => {
    const { leadId, quoteId, token } = await sentQuote('declined.quote@example.com');
    const bare = await call('POST', `/quotes/${quoteId}/decline`, { reason: '  ' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors).toMatchObject({ reason: 'validation.quote.lost_reason_required' });
    const declined = await call('POST', `/quotes/${quoteId}/decline`, { reason: 'Price too high' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data).toMatchObject({ status: 'declined', declinedReason: 'Price too high' });
    expect((await call('GET', `/leads/${leadId}`)).json()).toMatchObject({ status: 'lost', lostReason: 'Price too high' });
    expect((await call('GET', `/public/quotes/${token}`, undefined, null)).json().data.state).toBe('declined');
    expect((await call('POST', `/quotes/${quoteId}/decline`, { reason: 'Again' })).statusCode).toBe(409);
    expect((await call('POST', `/quotes/${quoteId}/decline`, { reason: 'x'.repeat(1_000_000) })).statusCode).toBe(400);
  });

  it('lets staff extend an expired quote, whose link then works again', async () => {
    const { quoteId, token } = await sentQuote('extended.quote@example.com');
    await db()
      .update(quotes)
      .set({ expiresOn: addDays(today, -1) })
      .where(eq(quotes._id, quoteId));
    const refused = await call('POST', `/public/quotes/${token}/approve`, { signedName: 'Marta Ibarra', version: 1 }, null);
    expect(refused.statusCode).toBe(410);
    expect((await call('GET', `/quotes/${quoteId}`)).json().expired).toBe(true);
    const extended = await call('POST', `/quotes/${quoteId}/extend`, { expiresOn: addDays(today, 7) });
    expect(extended.statusCode, extended.body).toBe(200);
    expect(extended.json().data.expired).toBe(false);
    expect((await call('GET', `/public/quotes/${token}`, undefined, null)).json().data.state).toBe('open');
  });
});

describe('the follow-up of an unopened quote', () => {
  it('goes once, by e-mail and by text, after the days of the setting, and never to an opened or expired quote', async () => {
    const due = await sentQuote('follow.due@example.com');
    const early = await sentQuote('follow.early@example.com');
    const opened = await sentQuote('follow.opened@example.com');
    const expired = await sentQuote('follow.expired@example.com');
    await Promise.all([due, opened, expired].map(({ quoteId }) => sentDaysAgo(quoteId, 4)));
    await sentDaysAgo(early.quoteId, 2);
    await call('GET', `/public/quotes/${opened.token}`, undefined, null);
    await db()
      .update(quotes)
      .set({ expiresOn: addDays(today, -1) })
      .where(eq(quotes._id, expired.quoteId));

    expect(await followUpUnopenedQuotes(t.app)).toBe(1);
    const [email] = await followUpsTo('follow.due@example.com');
    expect(email.subject).toMatch(/is waiting/);
    expect(email.body).toContain(`/quote/${due.token}`);
    const texts = await db()
      .select()
      .from(textMessages)
      .where(like(textMessages.moment, `quote-follow-up:${due.quoteId}%`));
    expect(texts).toHaveLength(1);
    for (const other of ['follow.early@example.com', 'follow.opened@example.com', 'follow.expired@example.com'])
      expect(await followUpsTo(other)).toHaveLength(0);
    expect((await call('GET', `/quotes/${due.quoteId}`)).json().followedUpAt).not.toBeNull();

    expect(await followUpUnopenedQuotes(t.app)).toBe(0);
    expect(await followUpsTo('follow.due@example.com')).toHaveLength(1);
  });

  it('waits the days the office set, and sends none when they are 0', async () => {
    const quote = await sentQuote('follow.setting@example.com', { textConsent: false });
    await sentDaysAgo(quote.quoteId, 4);
    await db()
      .insert(settings)
      .values({ key: 'quotes', value: { followUpDays: 0 } });
    settingsWritten();
    expect(await followUpUnopenedQuotes(t.app)).toBe(0);
    await db()
      .update(settings)
      .set({ value: { followUpDays: 5 } })
      .where(eq(settings.key, 'quotes'));
    settingsWritten();
    expect(await followUpUnopenedQuotes(t.app)).toBe(0);
    await sentDaysAgo(quote.quoteId, 6);
    expect(await followUpUnopenedQuotes(t.app)).toBe(1);
    expect(await followUpsTo('follow.setting@example.com')).toHaveLength(1);
    const texts = await db()
      .select()
      .from(textMessages)
      .where(like(textMessages.moment, `quote-follow-up:${quote.quoteId}%`));
    expect(texts).toHaveLength(0);
  });

  it('refuses a follow-up setting out of range', async () => {
    const admin = (await signIn(t.app, 'test-admin')).token;
    const saved = await call('PUT', '/settings', { quotes: { followUpDays: 31 } }, admin);
    expect(saved.statusCode).toBe(400);
    expect(JSON.stringify(saved.json().errors)).toContain('validation.settings.quote_follow_up_0_to_30_days');
  });
});

describe('the leads report', () => {
  it('counts leads by source, quotes sent and approved, the approval rate, days to won and revenue won, with a CSV', async () => {
    const admin = (await signIn(t.app, 'test-admin')).token;
    const month = `${today.slice(0, 7)}-01`;
    // The follow-up tests' quotes sent days back are this month's sends here, whatever the day of the month.
    await db()
      .update(quotes)
      .set({ sentAt: new Date() })
      .where(inArray(quotes._id, [...sentBack]));
    const report = await call('GET', `/customer-reports/leads?period=month&dateFrom=${month}`, undefined, admin);
    expect(report.statusCode, report.body).toBe(200);
    const rows = report.json().data.list as Record<string, string | number | null>[];
    const bySource = Object.fromEntries(rows.map((row) => [row.source, row]));
    // Made above: one sign-up (online-order); the staff's leads (none), seven of whose quotes were sent and one approved.
    // Revenue won is the signed lines before tax (the signature's total carries the tax).
    expect(bySource['online-order']).toMatchObject({ period: month, leads: 1, quotesSent: 0, quotesWon: 0, approvalPercent: null });
    expect(bySource.none).toMatchObject({ period: month, quotesSent: 8, quotesWon: 1, approvalPercent: 12.5, revenueWonCents: 4000 });
    expect(bySource.none.leads).toBe(10);
    expect(bySource.none.daysToWon).toBeGreaterThanOrEqual(0);
    expect(bySource.none.daysToWon).toBeLessThan(1);

    const csv = await call('GET', `/customer-reports/leads/csv?period=month&dateFrom=${month}&language=es`, undefined, admin);
    expect(csv.statusCode).toBe(200);
    const [header, ...lines] = csv.body.trim().split(/\r?\n/);
    expect(header).toBe(
      'Periodo,Origen,Prospectos,Cotizaciones enviadas,Cotizaciones aprobadas,Tasa de aprobación (%),Días de prospecto a ganado,Ingresos ganados',
    );
    expect(lines.find((line) => line.startsWith(`${month},none,`))).toMatch(/,8,1,12\.5,[0-9.]+,40\.00$/);
  });
});
