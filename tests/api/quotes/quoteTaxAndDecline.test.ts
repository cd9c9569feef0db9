// A quote's sales tax by place (the rate billing would charge a visit there: a rate table's jurisdictions, else the
// market's percent), on the staff and public views and in the signature's total; and the customer declining on the
// public page with a reason, once, the lead lost with it and the office told live.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SAMPLE_RATE_FILE } from '../../../common/salesTaxSample';
import { emailMessages, markets } from '../../../server/db/schema';
import { businessToday } from '../../../server/lib/businessDay';
import { addDays } from '../../../server/lib/calendar';
import { addCustomer, addZipcodes, buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, englishErrors, signIn, type TestApp } from '../helpers';

const API = '/api/v1';
let t: TestApp;
let business: Business;
let staff: string;
let today: string;

const db = () => t.app.database.db;
const call = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: object, token: string | null = staff) =>
  t.app.inject({ method, url: `${API}${path}`, ...(token && { headers: bearer(token) }), ...(payload && { payload }) });

const LINES = [
  { type: 'mow', frequency: 1, priceCents: 4500 },
  { type: 'one-time', description: 'Spring bed clean-up', priceCents: 18000 },
  { type: 'bnb', frequency: 4, priceCents: 6000, optional: true },
];

async function sentQuote(target: { leadId: string } | { propertyId: string }) {
  const created = await call('POST', '/quotes', { ...target, lines: LINES, expiresOn: addDays(today, 14) });
  expect(created.statusCode, created.body).toBe(201);
  const quoteId = created.json().data._id as string;
  const sent = await call('POST', `/quotes/${quoteId}/send`, {});
  expect(sent.statusCode, sent.body).toBe(200);
  return { quoteId, token: (sent.json().data.link as string).split('/').pop()! };
}

async function leadAt(email: string, zipcode: string, city: string) {
  const made = await call('POST', '/leads', {
    name: { first: 'Rosa', last: 'Delgado' },
    email,
    address: '1204 Congress Ave',
    city,
    zipcode,
    source: 'none',
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json()._id as string;
}

beforeAll(async () => {
  t = await createTestApp();
  business = await buildBusiness(t.app);
  await addZipcodes(db(), business.vendor._id, [
    { zipcode: '78701', weekDay: 3, crewId: business.crew._id },
    { zipcode: '78704', weekDay: 3, crewId: business.crew._id },
  ]);
  await db().update(markets).set({ taxPercent: 5 }).where(eq(markets._id, business.market._id));
  staff = (await signIn(t.app, 'test-csr')).token;
  const admin = (await signIn(t.app, 'test-admin')).token;
  const loaded = await call(
    'POST',
    '/sales-tax/rate-tables',
    { state: 'TX', effectiveFrom: '2020-01-01', fileName: 'rates.csv', csv: SAMPLE_RATE_FILE },
    admin,
  );
  expect(loaded.statusCode, loaded.body).toBe(200);
  today = await businessToday(db());
});
afterAll(() => t.close());

describe('sales tax on a quote', () => {
  it('taxes a lead’s quote at its place’s rate, and the signature keeps the total with tax', async () => {
    // 78701 Austin: Texas 6.25 % + Austin 1 % + the transit authority 1 %. Each line rounded as its visit's charge is.
    const { quoteId, token } = await sentQuote({ leadId: await leadAt('rosa.tax@example.com', '78701', 'Austin') });
    const staffView = (await call('GET', `/quotes/${quoteId}`)).json();
    expect(staffView).toMatchObject({ taxPercent: 8.25, lineTaxCents: [371, 1485, 495], taxCents: 1856, totalWithTaxCents: 24356 });
    const page = (await call('GET', `/public/quotes/${token}`, undefined, null)).json().data;
    expect(page).toMatchObject({ totalCents: 22500, taxPercent: 8.25, taxCents: 1856, totalWithTaxCents: 24356 });
    const [email] = await db().select().from(emailMessages).where(eq(emailMessages.to, 'rosa.tax@example.com'));
    expect(email.body).toContain('$243.56');

    const approved = await call(
      'POST',
      `/public/quotes/${token}/approve`,
      { signedName: 'Rosa Delgado', version: 1, optionalLines: [2] },
      null,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.totalCents).toBe(28500 + 2351);
    expect((await call('GET', `/quotes/${quoteId}`)).json().signature.totalCents).toBe(30851);
    // The leads report counts the revenue won before tax: the required lines and the ticked optional one.
    const report = await call('GET', `/customer-reports/leads?period=month&dateFrom=${today.slice(0, 7)}-01`);
    expect(report.statusCode, report.body).toBe(200);
    const won = (report.json().data.list as { revenueWonCents: number }[]).reduce((sum, row) => sum + row.revenueWonCents, 0);
    expect(won).toBe(28500);
  });

  it('taxes at the market’s percent where no table covers the place, and an existing property at its own place', async () => {
    const { quoteId } = await sentQuote({ leadId: await leadAt('rosa.market@example.com', '78704', 'Austin') });
    expect((await call('GET', `/quotes/${quoteId}`)).json()).toMatchObject({
      taxPercent: 5,
      lineTaxCents: [225, 900, 300],
      taxCents: 1125,
    });

    const { property } = await addCustomer(db(), business.market._id, {}, { zipcode: '78701', city: 'Austin' });
    const forProperty = await sentQuote({ propertyId: property._id });
    expect((await call('GET', `/quotes/${forProperty.quoteId}`)).json()).toMatchObject({ taxPercent: 8.25, totalWithTaxCents: 24356 });
  });
});

describe('a sent version keeps its tax', () => {
  it('shows and signs the rate it was written at when the rate changes; a new version takes the new one', async () => {
    // 78704 has no table rate: the market's percent (5 %) taxes it.
    const { quoteId, token } = await sentQuote({ leadId: await leadAt('rosa.rate@example.com', '78704', 'Austin') });
    await db().update(markets).set({ taxPercent: 7 }).where(eq(markets._id, business.market._id));
    try {
      expect((await call('GET', `/quotes/${quoteId}`)).json()).toMatchObject({ taxPercent: 5, taxCents: 1125, totalWithTaxCents: 23625 });
      expect((await call('GET', `/public/quotes/${token}`, undefined, null)).json().data).toMatchObject({
        taxPercent: 5,
        totalWithTaxCents: 23625,
      });

      const edited = await call('PUT', `/quotes/${quoteId}`, { lines: LINES, expiresOn: addDays(today, 14) });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json().data).toMatchObject({ version: 2, taxPercent: 7, lineTaxCents: [315, 1260, 420] });

      const approved = await call(
        'POST',
        `/public/quotes/${token}/approve`,
        { signedName: 'Rosa Delgado', version: 2, optionalLines: [] },
        null,
      );
      expect(approved.statusCode, approved.body).toBe(200);
      expect((await call('GET', `/quotes/${quoteId}`)).json().signature.totalCents).toBe(22500 + 1575);
    } finally {
      await db().update(markets).set({ taxPercent: 5 }).where(eq(markets._id, business.market._id));
    }
  });
});

describe('the customer declining on the public page', () => {
  it('declines with a reason, loses the lead with it, tells the office live, and refuses a second answer', async () => {
    const leadId = await leadAt('rosa.declines@example.com', '78704', 'Austin');
    const { quoteId, token } = await sentQuote({ leadId });

    const noReason = await call('POST', `/public/quotes/${token}/decline`, { reason: 'bored' }, null);
    expect(noReason.statusCode).toBe(400);
    expect(englishErrors(noReason.json())).toEqual({ reason: 'Choose why you decline.' });
    const noWords = await call('POST', `/public/quotes/${token}/decline`, { reason: 'other', note: '  ' }, null);
    expect(noWords.statusCode).toBe(400);
    expect(englishErrors(noWords.json())).toEqual({ note: 'Tell us why, in a few words.' });
    expect((await call('GET', `/quotes/${quoteId}`)).json().status).toBe('sent');

    const pushed = vi.spyOn(t.app.realtime, 'quotesChanged');
    const declined = await call('POST', `/public/quotes/${token}/decline`, { reason: 'price', note: 'Too much this year' }, null);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().messageKey).toBe('server.quotes.customer_declined');
    await vi.waitFor(() => expect(pushed).toHaveBeenCalled());
    pushed.mockRestore();

    const reason = 'The price is too high: Too much this year';
    expect((await call('GET', `/quotes/${quoteId}`)).json()).toMatchObject({ status: 'declined', declinedReason: reason });
    expect((await call('GET', `/leads/${leadId}`)).json()).toMatchObject({ status: 'lost', lostReason: reason });
    expect((await call('GET', `/public/quotes/${token}`, undefined, null)).json().data.state).toBe('declined');

    const again = await call('POST', `/public/quotes/${token}/decline`, { reason: 'not-now' }, null);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This quote was already declined: please contact us for a new one.');
    const approve = await call('POST', `/public/quotes/${token}/approve`, { signedName: 'Rosa Delgado', version: 1 }, null);
    expect(approve.statusCode).toBe(409);
    expect((await call('GET', `/quotes/${quoteId}`)).json().declinedReason).toBe(reason);
  });

  it('refuses to decline an approved quote, and an altered token', async () => {
    const { token } = await sentQuote({ leadId: await leadAt('rosa.approves@example.com', '78704', 'Austin') });
    expect((await call('POST', `/public/quotes/${token}/approve`, { signedName: 'Rosa Delgado', version: 1 }, null)).statusCode).toBe(200);
    const refused = await call('POST', `/public/quotes/${token}/decline`, { reason: 'price' }, null);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().messageKey).toBe('server.quotes.already_approved');
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await call('POST', `/public/quotes/${altered}/decline`, { reason: 'price' }, null)).statusCode).toBe(404);
  });
});
