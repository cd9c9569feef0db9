// The sign-up page's instant price on the real database: the serving vendor's per-visit price for the lot, weekly and
// every two weeks, with the tax at the place where it is known ("plus tax" where it is not); unserved zip codes, bad
// input and the rate limit; and the sign-up carrying the price shown, priced again on the server before its lead is kept.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_RATE_FILE } from '../../../common/salesTaxSample';
import { leads, signups, vendors } from '../../../server/db/schema';
import { INSTANT_PRICES_PER_15_MINUTES } from '../../../server/modules/quotes';
import { addZipcodes, buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';

const API = '/api/v1';
let t: TestApp;
let business: Business;
let address = 0;

const db = () => t.app.database.db;
/** Each call from its own address unless told, so the limit is met only where a test means it. */
const price = (query: string, remoteAddress = `10.9.0.${++address}`) =>
  t.app.inject({ method: 'GET', url: `${API}/public/price?${query}`, remoteAddress });
const signup = (email: string, extra: object) =>
  t.app.inject({
    method: 'POST',
    url: `${API}/customer-signup`,
    remoteAddress: `10.8.0.${++address}`,
    payload: {
      name: { first: 'Lucia', last: 'Paredes' },
      email,
      mobile: '512-555-0177',
      address: '18 Live Oak Ln',
      city: 'Austin',
      zipcode: '78704',
      lotSize: 5200,
      serviceType: 'mow',
      frequency: 2,
      ...extra,
    },
  });
const leadOf = async (email: string) => (await db().select().from(leads).where(eq(leads.email, email)))[0];

beforeAll(async () => {
  t = await createTestApp();
  business = await buildBusiness(t.app);
  // The fixture vendor: small $30, average $40. 78703 is in the market but no vendor serves it.
  const served = ['78701', '78704'].map((zipcode) => ({ zipcode, weekDay: 2, crewId: business.crew._id }));
  await addZipcodes(db(), business.vendor._id, served);
});
afterAll(() => t.close());

describe('GET /public/price', () => {
  it('answers the vendor’s price for the lot, weekly and every two weeks, taxed at the market’s percent with no rate table', async () => {
    const answer = await price('zipcode=78704&lotSize=5200');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toEqual({
      served: true,
      taxKnown: true,
      taxPercent: 8.25,
      options: [
        // Four weeks' tax beside four weeks' price (issue 64): four visits' $3.30, two visits'.
        { frequency: 1, visitCents: 4000, taxCents: 330, fourWeeksCents: 16000, fourWeeksTaxCents: 1320 },
        { frequency: 2, visitCents: 4000, taxCents: 330, fourWeeksCents: 8000, fourWeeksTaxCents: 660 },
      ],
    });
    // A small lot is priced at the small category; the answer names no vendor, market or rate table.
    const small = await price('zipcode=78704&lotSize=4000');
    expect(small.json().data.options[0].visitCents).toBe(3000);
    expect(small.body).not.toMatch(/vendor|market|Fixture|_id/i);
  });

  it('says the zip code is not served: outside every market, or in one no active vendor serves', async () => {
    for (const zipcode of ['99999', '78703']) {
      const answer = await price(`zipcode=${zipcode}&lotSize=5200`);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toMatchObject({ message: 'We do not serve this zip code yet.', data: { served: false, options: [] } });
    }
  });

  it('refuses bad input with field messages (catalog keys), never a 500', async () => {
    const bad = await price('zipcode=7870&lotSize=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      message: 'Enter the 5-digit zip code.',
      errors: { zipcode: 'validation.quote.zip_code_5_digits', lotSize: 'validation.customer.lot_size_required' },
    });
    // The field messages are catalog keys, which the page shows in the visitor's language.
    const zero = await price('zipcode=78704&lotSize=0');
    expect(zero.statusCode).toBe(400);
    expect(zero.json().errors).toEqual({ lotSize: 'validation.customer.lot_size_at_least_1' });
    expect((await price('lotSize=5200')).json().errors).toHaveProperty('zipcode');
  });

  it('limits each address', async () => {
    const from = '10.7.7.7';
    for (let call = 0; call < INSTANT_PRICES_PER_15_MINUTES; call++)
      expect((await price('zipcode=78704&lotSize=5200', from)).statusCode).toBe(200);
    expect((await price('zipcode=78704&lotSize=5200', from)).statusCode).toBe(429);
    expect((await price('zipcode=78704&lotSize=5200')).statusCode).toBe(200);
  });
});

describe('the sign-up carrying the price shown', () => {
  it('keeps the frequency and the price on the lead, priced again on the server', async () => {
    const made = await signup('lucia.quoted@example.com', { quotedPriceCents: 4000 });
    expect(made.statusCode, made.body).toBe(201);
    const lead = await leadOf('lucia.quoted@example.com');
    expect(lead).toMatchObject({ channel: 'signup', quotedFrequency: 2, quotedPriceCents: 4000 });
    expect(lead.asked).toContain('Quoted on the sign-up page: $40.00 a visit before tax, every 2 week(s).');
    const staff = (await signIn(t.app, 'test-csr')).token;
    const read = await t.app.inject({ method: 'GET', url: `${API}/leads/${lead._id}`, headers: bearer(staff) });
    expect(read.json()).toMatchObject({ quotedFrequency: 2, quotedPriceCents: 4000 });
  });

  it('never takes the page’s number: another price is refused, nothing kept', async () => {
    const cheap = await signup('lucia.cheap@example.com', { quotedPriceCents: 100 });
    expect(cheap.statusCode, cheap.body).toBe(409);
    expect(cheap.json()).toMatchObject({ message: expect.stringMatching(/price changed/), errors: { frequency: expect.any(String) } });
    expect(await leadOf('lucia.cheap@example.com')).toBeUndefined();
    expect(await db().select().from(signups).where(eq(signups.email, 'lucia.cheap@example.com'))).toEqual([]);
  });

  it('says so when the vendor’s price changed between showing and sending', async () => {
    const shown = (await price('zipcode=78704&lotSize=5200')).json().data.options[1].visitCents as number;
    await db()
      .update(vendors)
      .set({ prices: { small: 30, average: 45, large: 50, extraLarge: 65 } })
      .where(eq(vendors._id, business.vendor._id));
    try {
      const late = await signup('lucia.late@example.com', { quotedPriceCents: shown });
      expect(late.statusCode, late.body).toBe(409);
      expect(await leadOf('lucia.late@example.com')).toBeUndefined();
      expect((await price('zipcode=78704&lotSize=5200')).json().data.options[1].visitCents).toBe(4500);
      expect((await signup('lucia.late@example.com', { quotedPriceCents: 4500 })).statusCode).toBe(201);
    } finally {
      await db()
        .update(vendors)
        .set({ prices: { small: 30, average: 40, large: 50, extraLarge: 65 } })
        .where(eq(vendors._id, business.vendor._id));
    }
  });

  it('prices only weekly and every-two-weeks mowing; a sign-up without a price is kept as before', async () => {
    const monthly = await signup('lucia.monthly@example.com', { frequency: 4, quotedPriceCents: 4000 });
    expect(monthly.statusCode).toBe(400);
    expect(monthly.json().errors).toHaveProperty('frequency');
    const plain = await signup('lucia.plain@example.com', { frequency: 4 });
    expect(plain.statusCode, plain.body).toBe(201);
    expect(await leadOf('lucia.plain@example.com')).toMatchObject({ quotedFrequency: null, quotedPriceCents: null });
  });
});

describe('the tax by place once a rate table is loaded', () => {
  beforeAll(async () => {
    const admin = (await signIn(t.app, 'test-admin')).token;
    const loaded = await t.app.inject({
      method: 'POST',
      url: `${API}/sales-tax/rate-tables`,
      headers: bearer(admin),
      payload: { state: 'TX', effectiveFrom: '2020-01-01', fileName: 'rates.csv', csv: SAMPLE_RATE_FILE },
    });
    expect(loaded.statusCode, loaded.body).toBe(200);
  });

  it('taxes at the place’s rate with its city, and says "plus tax" where the place is not known', async () => {
    // 78701 Austin: Texas 6.25 % + Austin 1 % + the transit authority 1 %.
    const austin = (await price('zipcode=78701&lotSize=5200&city=Austin')).json().data;
    expect(austin).toMatchObject({ served: true, taxKnown: true, taxPercent: 8.25 });
    expect(austin.options[0]).toMatchObject({ visitCents: 4000, taxCents: 330 });
    // Without the city the zip code's rate is not certain; 78704 is not in the table at all.
    for (const query of ['zipcode=78701&lotSize=5200', 'zipcode=78704&lotSize=5200&city=Austin']) {
      const unknown = (await price(query)).json().data;
      expect(unknown).toMatchObject({ served: true, taxKnown: false, taxPercent: 0 });
      expect(unknown.options[0]).toMatchObject({ visitCents: 4000, taxCents: 0 });
    }
  });
});
