// Treatments on the real database: products and their stock, programs and enrolment, application records written once
// (with the label's, the licence's and the wind's rules), corrections, and the inspector's CSV; bad input changes nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, customers, properties, stockMovements, workLogs } from '../../../server/db/schema';
import { businessToday } from '../../../server/lib/businessDay';
import { addDays } from '../../../server/lib/calendar';
import { addCustomer, addStop as addBusinessStop, addUser, buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';
import { pdfText } from '../pdfText';

const API = '/api/v1';
let t: TestApp;
let business: Business;
let admin: string;
let crew: string;
let csr: string;
let today: string;

const db = () => t.app.database.db;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object, token: string | null = admin) =>
  t.app.inject({ method, url: `${API}${path}`, ...(token && { headers: bearer(token) }), ...(payload && { payload }) });

/** Each product its own name: the catalog refuses a second product of the same name and EPA number. */
let productCount = 0;
const productBody = (extra: object = {}) => ({
  name: `Dimension 2EW #${(productCount += 1)}`,
  epaRegNo: '62719-542',
  unit: 'fl oz',
  rateMinPer1000: 0.37,
  rateMaxPer1000: 0.74,
  windLimitMph: 10,
  restrictedUse: false,
  activeIngredients: 'Dithiopyr 24%',
  signalWord: 'caution',
  reentryHours: 0,
  ...extra,
});

async function addProduct(extra: object = {}, stock = 100) {
  const created = await call('POST', '/products', productBody(extra));
  expect(created.statusCode, created.body).toBe(201);
  const product = created.json() as { _id: string };
  if (stock)
    expect((await call('POST', `/products/${product._id}/stock-movements`, { change: stock, reason: 'Delivery' })).statusCode).toBe(201);
  return product._id;
}

const addStop = (crewId: string | null = business.crew._id) => addBusinessStop(db(), business, { crewId, date: today });

const applicationBody = (productId: string, extra: object = {}) => ({
  productId,
  amount: 3.5,
  unit: 'fl oz',
  areaSqFt: 6000,
  targetPest: 'Crabgrass (pre-emergent)',
  applicationMethod: 'Backpack sprayer',
  windMph: 6,
  windDirection: 'SW',
  temperatureF: 61,
  // Now: a record is of an application already made (the future is refused).
  startedAt: new Date().toISOString(),
  ...extra,
});

const licence = (userId: string, expiresOn: string) =>
  call('PUT', `/applicators/${userId}/licence`, { licenceNo: 'TDA-0123456', expiresOn });

beforeAll(async () => {
  t = await createTestApp();
  business = await buildBusiness(t.app);
  admin = (await signIn(t.app, 'test-admin')).token;
  crew = (await signIn(t.app, 'test-crew', 'crew')).token;
  csr = (await signIn(t.app, 'test-csr')).token;
  today = await businessToday(db());
  expect((await licence(business.users.crew._id, addDays(today, 365))).statusCode).toBe(200);
});
afterAll(() => t.close());

describe('products', () => {
  it('keep the label’s facts, check the EPA number, and change stock only by a movement with its reason', async () => {
    const id = await addProduct({}, 0);
    const adjusted = await call('POST', `/products/${id}/stock-movements`, { change: 128, reason: 'Delivery, invoice 4471' });
    expect(adjusted.statusCode, adjusted.body).toBe(201);
    expect(adjusted.json().data.stockOnHand).toBe(128);
    const edited = await call('PUT', `/products/${id}`, { ...productBody({ name: 'Dimension 2EW Specialty' }), stockOnHand: 5 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Dimension 2EW Specialty', stockOnHand: 128 });
    const negative = await call('POST', `/products/${id}/stock-movements`, { change: -200, reason: 'Count' });
    expect(negative.statusCode).toBe(409);
    expect(negative.json().messageKey).toBe('server.treatments.stock_negative');
    const movements = (await call('GET', `/products/${id}/stock-movements`)).json().data as { change: number; reason: string }[];
    expect(movements).toEqual([expect.objectContaining({ change: 128, reason: 'Delivery, invoice 4471' })]);
    const list = await call('GET', '/products?range=[0,9]');
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-range']).toMatch(/^products 0-\d+\/\d+$/);
  });

  it('refuse a bad EPA number, a rate range upside down, a unit of no label, NUL bytes and huge text', async () => {
    for (const epaRegNo of ['62719', '062719-542', '62719-542-', 'ABC-123', '1-2-3-4', '62719 542'])
      expect((await call('POST', '/products', productBody({ epaRegNo }))).statusCode, epaRegNo).toBe(400);
    for (const epaRegNo of ['100-1070', '524-475-1234'])
      expect((await call('POST', '/products', productBody({ epaRegNo }))).statusCode).toBe(201);
    const upsideDown = await call('POST', '/products', productBody({ rateMinPer1000: 2, rateMaxPer1000: 1 }));
    expect(upsideDown.statusCode).toBe(400);
    expect(upsideDown.body).toContain('validation.treatment.rate_range_invalid');
    expect((await call('POST', '/products', productBody({ unit: 'bucket' }))).statusCode).toBe(400);
    expect((await call('POST', '/products', productBody({ name: 'Dim\u0000ension' }))).statusCode).toBe(400);
    expect((await call('POST', '/products', productBody({ name: 'x'.repeat(1_000_000) }))).statusCode).toBe(400);
    expect((await call('POST', '/products', productBody({ rateMaxPer1000: Number.MAX_VALUE }))).statusCode).toBe(400);
    const noReason = await call('POST', `/products/${await addProduct()}/stock-movements`, { change: -1, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
  });

  it('are the admin’s by default: the office staff and the crew are refused', async () => {
    expect((await call('GET', '/products', undefined, csr)).statusCode).toBe(403);
    expect((await call('POST', '/products', productBody(), crew)).statusCode).toBe(403);
  });
});

describe('programs and enrolment', () => {
  it('plans the rounds still open in the season and records the consent and lawn area', async () => {
    const productId = await addProduct();
    const season = Number(today.slice(0, 4)) + 1;
    const round = (name: string, windowStart: string, windowEnd: string, priceCents: number) => ({
      name,
      windowStart,
      windowEnd,
      products: [{ productId, ratePer1000: 0.5 }],
      priceCents,
    });
    const created = await call('POST', '/programs', {
      name: 'Five-round lawn program',
      rounds: [
        round('Pre-emergent', '02-01', '03-15', 5500),
        round('Post-emergent and fertilizer', '04-01', '05-15', 5500),
        round('Summer feed', '06-01', '07-15', 5000),
        round('Late summer', '08-01', '09-15', 5000),
        round('Winterizer', '10-15', '11-30', 6000),
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const program = created.json() as { _id: string; rounds: { minutes: number }[] };
    expect(program.rounds).toHaveLength(5);
    expect(program.rounds[0].minutes).toBe(20);

    const enrolled = await call('POST', `/properties/${business.property._id}/programs`, {
      programId: program._id,
      season,
      lawnSqFt: 6200,
      consent: true,
    });
    expect(enrolled.statusCode, enrolled.body).toBe(201);
    const data = enrolled.json().data as {
      rounds: { date: string; workLogId: string | null }[];
      priceCents: number;
      lawnSqFt: number;
      consentById: string;
    };
    // Each round is a visit on the first open day of its window (the zip code has no vendor: no crew's day to wait for).
    const starts = ['02-01', '04-01', '06-01', '08-01', '10-15'].map((monthDay) => `${season}-${monthDay}`);
    data.rounds.forEach((round, index) => {
      expect(round.workLogId).not.toBeNull();
      expect(round.date >= starts[index] && round.date <= addDays(starts[index], 2), round.date).toBe(true);
    });
    expect(data).toMatchObject({ priceCents: 27000, lawnSqFt: 6200, consentById: business.users.admin._id });
    const again = await call('POST', `/properties/${business.property._id}/programs`, {
      programId: program._id,
      season,
      lawnSqFt: 6200,
      consent: true,
    });
    expect(again.statusCode).toBe(409);
    const past = await call('POST', `/properties/${business.property._id}/programs`, {
      programId: program._id,
      season: 2001,
      lawnSqFt: 6200,
      consent: true,
    });
    expect(past.json().messageKey).toBe('server.treatments.no_round_left');
  });

  it('refuses a window out of the calendar, an unknown product, no consent and a lawn of no size', async () => {
    const productId = await addProduct();
    const base = { name: 'R', windowStart: '02-01', windowEnd: '03-15', products: [{ productId, ratePer1000: 0.5 }], priceCents: 5000 };
    for (const bad of [
      { windowStart: '02-30' },
      { windowEnd: '13-01' },
      { windowStart: '05-01', windowEnd: '04-01' },
      { priceCents: 10.5 },
      { products: [] },
    ])
      expect((await call('POST', '/programs', { name: 'P', rounds: [{ ...base, ...bad }] })).statusCode, JSON.stringify(bad)).toBe(400);
    const unknown = await call('POST', '/programs', {
      name: 'P',
      rounds: [{ ...base, products: [{ productId: crypto.randomUUID(), ratePer1000: 1 }] }],
    });
    expect(unknown.json().messageKey).toBe('server.treatments.unknown_product');
    const program = (await call('POST', '/programs', { name: 'P', rounds: [base] })).json() as { _id: string };
    const enrol = (body: object) =>
      call('POST', `/properties/${business.property._id}/programs`, {
        programId: program._id,
        season: 2099,
        lawnSqFt: 5000,
        consent: true,
        ...body,
      });
    expect((await enrol({ consent: false })).statusCode).toBe(400);
    expect((await enrol({ lawnSqFt: 0 })).statusCode).toBe(400);
    expect((await enrol({ lawnSqFt: 1e12 })).statusCode).toBe(400);
    expect(
      (
        await call('POST', `/properties/${crypto.randomUUID()}/programs`, {
          programId: program._id,
          season: 2099,
          lawnSqFt: 5000,
          consent: true,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('application records', () => {
  it('are recorded by the crew on its stop, snapshot the site, decrement the stock and list at the stop', async () => {
    const productId = await addProduct();
    const stop = await addStop();
    const recorded = await call('POST', `/work-logs/${stop}/applications`, applicationBody(productId), crew);
    expect(recorded.statusCode, recorded.body).toBe(201);
    const record = recorded.json().data;
    expect(record).toMatchObject({
      applicatorId: business.users.crew._id,
      licenceNo: 'TDA-0123456',
      epaRegNo: '62719-542',
      ratePer1000: 0.5833,
      warnings: [],
      customerName: `${business.customer.firstName} ${business.customer.lastName}`,
    });
    expect(record.address).toContain(business.property.address);
    expect((await call('GET', `/products/${productId}`)).json().stockOnHand).toBe(96.5);
    const atStop = await call('GET', `/work-logs/${stop}/applications`, undefined, crew);
    expect(atStop.json().data.map((row: { _id: string }) => row._id)).toEqual([record._id]);
  });

  it('refuse another crew’s stop, a crew naming someone else, and a paper record without its applicator', async () => {
    const productId = await addProduct();
    const otherStop = await addStop(business.sameVendorCrew._id);
    expect((await call('POST', `/work-logs/${otherStop}/applications`, applicationBody(productId), crew)).statusCode).toBe(403);
    const own = await addStop();
    expect(
      (await call('POST', `/work-logs/${own}/applications`, applicationBody(productId, { applicatorId: business.users.admin._id }), crew))
        .statusCode,
    ).toBe(403);
    const paper = await call('POST', `/work-logs/${own}/applications`, applicationBody(productId));
    expect(paper.json().messageKey).toBe('server.treatments.applicator_required');
    const byStaff = await call(
      'POST',
      `/work-logs/${own}/applications`,
      applicationBody(productId, { applicatorId: business.users.crew._id }),
    );
    expect(byStaff.statusCode, byStaff.body).toBe(201);
    expect(byStaff.json().data).toMatchObject({ applicatorId: business.users.crew._id, recordedById: business.users.admin._id });
    expect((await call('POST', `/work-logs/${own}/applications`, applicationBody(productId), csr)).statusCode).toBe(403);
  });

  it('warn of a rate off the label and of wind above its limit; refuse above the maximum unless a supervisor gives a reason', async () => {
    const productId = await addProduct();
    const stop = await addStop();
    const low = await call('POST', `/work-logs/${stop}/applications`, applicationBody(productId, { amount: 1, windMph: 14 }), crew);
    expect(low.json().data.warnings).toEqual(['server.treatments.rate_below_label', 'server.treatments.wind_above_label']);
    const high = applicationBody(productId, { amount: 6 });
    expect((await call('POST', `/work-logs/${stop}/applications`, high, crew)).json().messageKey).toBe(
      'server.treatments.rate_above_label',
    );
    const crewOverride = await call('POST', `/work-logs/${stop}/applications`, { ...high, overrideReason: 'Heavy infestation' }, crew);
    expect(crewOverride.json().messageKey).toBe('server.treatments.override_supervisor_only');
    const supervisor = await call(
      'POST',
      `/work-logs/${stop}/applications`,
      { ...high, overrideReason: 'Label allows a spot rate', applicatorId: business.users.crew._id },
      admin,
    );
    expect(supervisor.statusCode, supervisor.body).toBe(201);
    expect(supervisor.json().data.warnings).toEqual(['server.treatments.rate_above_label_overridden']);
    expect(
      (await call('POST', `/work-logs/${stop}/applications`, applicationBody(productId, { unit: 'lb' }), crew)).json().messageKey,
    ).toBe('server.treatments.unit_mismatch');
  });

  it('need a valid licence for a restricted-use product, and warn without one otherwise; no licence for a customer', async () => {
    const restricted = await addProduct({ name: 'Restricted', epaRegNo: '100-1070', restrictedUse: true });
    const general = await addProduct();
    const member = await addUser(db(), business.roleIds, 'crew', { crewId: business.crew._id });
    const stop = await addStop();
    const as = (productId: string) =>
      call('POST', `/work-logs/${stop}/applications`, applicationBody(productId, { applicatorId: member._id }));
    expect((await as(restricted)).json().messageKey).toBe('server.treatments.licence_missing');
    expect((await as(general)).json().data.warnings).toEqual(['server.treatments.licence_missing']);
    await licence(member._id, addDays(today, -1));
    expect((await as(restricted)).json().messageKey).toBe('server.treatments.licence_expired');
    await licence(member._id, addDays(today, 30));
    expect((await as(restricted)).statusCode).toBe(201);
    const customerLicence = await licence(business.users.customer._id, addDays(today, 30));
    expect(customerLicence.json().messageKey).toBe('server.treatments.cannot_apply');
    expect((await call('PUT', `/applicators/${member._id}/licence`, { licenceNo: 'X', expiresOn: '2026-02-30' })).statusCode).toBe(400);
  });

  it('refuse hostile input without a 500', async () => {
    const productId = await addProduct();
    const stop = await addStop();
    for (const bad of [
      { startedAt: '2026-02-30T10:00:00Z' },
      { startedAt: 'yesterday' },
      { amount: -1 },
      { areaSqFt: 0 },
      { windDirection: 'up' },
      { temperatureF: 1000 },
      { targetPest: 'a\u0000b' },
      { targetPest: 'x'.repeat(1_000_000) },
      { productId: 'not-an-id' },
    ]) {
      const answer = await call('POST', `/work-logs/${stop}/applications`, applicationBody(productId, bad), crew);
      expect(answer.statusCode, JSON.stringify(bad).slice(0, 60)).toBe(400);
    }
    expect((await call('POST', `/work-logs/${crypto.randomUUID()}/applications`, applicationBody(productId), crew)).statusCode).toBe(404);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    const early = await call('POST', `/work-logs/${stop}/applications`, applicationBody(productId, { startedAt: tomorrow }), crew);
    expect(early.statusCode).toBe(409);
    expect(early.json().messageKey).toBe('server.treatments.started_in_future');
  });

  it('are never edited nor deleted; a correction keeps the original and moves the stock by the difference', async () => {
    const productId = await addProduct();
    const stop = await addStop();
    const original = (await call('POST', `/work-logs/${stop}/applications`, applicationBody(productId), crew)).json().data;
    for (const method of ['PUT', 'DELETE'] as const) {
      const refused = await call(method, `/applications/${original._id}`, method === 'PUT' ? applicationBody(productId) : undefined);
      expect(refused.statusCode).toBe(405);
      expect(refused.json().messageKey).toBe('server.treatments.records_never_change');
    }
    const noReason = await call('POST', `/applications/${original._id}/corrections`, applicationBody(productId, { amount: 3 }), crew);
    expect(noReason.statusCode).toBe(400);
    const corrected = await call(
      'POST',
      `/applications/${original._id}/corrections`,
      { ...applicationBody(productId, { amount: 3 }), reason: 'Misread the gauge' },
      crew,
    );
    expect(corrected.statusCode, corrected.body).toBe(201);
    expect(corrected.json().data).toMatchObject({
      correctsId: original._id,
      correctionReason: 'Misread the gauge',
      correctedById: business.users.crew._id,
      amount: 3,
    });
    expect((await call('GET', `/applications/${original._id}`)).json()).toMatchObject({ amount: 3.5, correctsId: null });
    expect((await call('GET', `/products/${productId}`)).json().stockOnHand).toBe(97);
    const twice = await call('POST', `/applications/${original._id}/corrections`, { ...applicationBody(productId), reason: 'Again' }, crew);
    expect(twice.json().messageKey).toBe('server.treatments.already_corrected');
    const movements = await db().select().from(stockMovements).where(eq(stockMovements.productId, productId));
    expect(movements.map((row) => row.change).sort((a, b) => a - b)).toEqual([-3.5, -3, 3.5, 100]);
  });

  it('list for staff by period, applicator, property and product, newest first, each naming the record correcting it', async () => {
    const [first, second] = [await addProduct({ name: 'List Product A' }), await addProduct({ name: 'List Product B' })];
    const stop = await addStop();
    const at = (time: string, productId: string) =>
      call('POST', `/work-logs/${stop}/applications`, applicationBody(productId, { startedAt: `2024-05-06T${time}Z` }), crew);
    const early = (await at('14:00:00', first)).json().data;
    const late = (await at('16:00:00', second)).json().data;
    const correction = (
      await call('POST', `/applications/${early._id}/corrections`, { ...applicationBody(first), reason: 'Wrong start time' }, crew)
    ).json().data;
    const list = (filter: object, sort = ['startedAt', 'DESC']) =>
      call('GET', `/applications?filter=${encodeURIComponent(JSON.stringify(filter))}&sort=${encodeURIComponent(JSON.stringify(sort))}`);
    const day = { from: '2024-05-06', to: '2024-05-06', applicatorId: business.users.crew._id, propertyId: business.property._id };
    const both = await list(day);
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json().map((row: { _id: string }) => row._id)).toEqual([late._id, early._id]);
    expect(both.headers['content-range']).toBe('applications 0-1/2');
    expect(both.json()[1]).toMatchObject({ supersededById: correction._id, correctsId: null });
    expect(both.json()[0]).toMatchObject({ supersededById: null });
    expect((await list({ ...day, productId: second })).json().map((row: { _id: string }) => row._id)).toEqual([late._id]);
    expect((await list({ correctsId: early._id })).json().map((row: { _id: string }) => row._id)).toEqual([correction._id]);
    expect((await call('GET', `/applications/${early._id}`)).json().supersededById).toBe(correction._id);
    expect((await list({ productId: 'not an id' })).statusCode).toBe(400);
    expect((await call('GET', '/applications', undefined, csr)).statusCode).toBe(403);
  });

  it('name their applicators: who holds a licence or has applied, with the licence', async () => {
    const answer = await call('GET', '/applicators');
    expect(answer.statusCode, answer.body).toBe(200);
    const crewMember = answer.json().find((row: { _id: string }) => row._id === business.users.crew._id);
    expect(crewMember).toMatchObject({ id: business.users.crew._id, name: 'Test crew', licenceNo: 'TDA-0123456' });
    expect(answer.json().some((row: { _id: string }) => row._id === business.users.csr._id)).toBe(false);
    const byId = await call('GET', `/applicators?filter=${encodeURIComponent(JSON.stringify({ id: [business.users.crew._id] }))}`);
    expect(byId.json()).toHaveLength(1);
    expect((await call('GET', '/applicators', undefined, csr)).statusCode).toBe(403);
  });

  it('outlive the customer and property they were made at', async () => {
    const productId = await addProduct();
    const gone = await addCustomer(db(), business.market._id, { firstName: 'Gone', lastName: 'Away' });
    const { customer, property } = gone;
    const stopId = await addBusinessStop(db(), business, { crewId: business.crew._id, date: today, at: gone });
    const record = (await call('POST', `/work-logs/${stopId}/applications`, applicationBody(productId), crew)).json().data;
    await db().delete(properties).where(eq(properties._id, property._id));
    await db().delete(customers).where(eq(customers._id, customer._id));
    const [kept] = await db().select().from(applications).where(eq(applications._id, record._id));
    expect(kept).toMatchObject({ customerName: 'Gone Away', customerId: null, propertyId: null, workLogId: null });
    expect(kept.address).toContain(property.address);
  });
});

describe('the customer’s history in the portal', () => {
  it('shows the customer its own lawn’s applications, a corrected one as corrected, with the time it may use the lawn again', async () => {
    const customerToken = (await signIn(t.app, 'test-customer')).token;
    const productId = await addProduct({ name: 'Portal Product', reentryHours: 4 });
    const own = (
      await call(
        'POST',
        `/work-logs/${await addStop()}/applications`,
        applicationBody(productId, { targetPest: 'Portal dandelions' }),
        crew,
      )
    ).json().data;
    const fixed = await call(
      'POST',
      `/applications/${own._id}/corrections`,
      { ...applicationBody(productId, { targetPest: 'Portal dandelions', amount: 3 }), reason: 'Misread the gauge' },
      crew,
    );
    expect(fixed.statusCode, fixed.body).toBe(201);
    const other = await addCustomer(db(), business.market._id, { firstName: 'Other', lastName: 'Neighbour' });
    const otherStop = await addBusinessStop(db(), business, { crewId: business.crew._id, date: today, at: other });
    const theirs = (
      await call('POST', `/work-logs/${otherStop}/applications`, applicationBody(productId, { targetPest: 'Portal dandelions' }), crew)
    ).json().data;

    const answer = await call('GET', '/customer/applications', undefined, customerToken);
    expect(answer.statusCode, answer.body).toBe(200);
    const rows = answer.json().data as { _id: string; targetPest: string }[];
    const ids = rows.map((row) => row._id);
    expect(ids).toContain(fixed.json().data._id);
    expect(ids).not.toContain(own._id);
    expect(ids).not.toContain(theirs._id);
    const shown = rows.find((row) => row._id === fixed.json().data._id)!;
    const startedAt = new Date(fixed.json().data.startedAt).getTime();
    expect(shown).toEqual({
      _id: fixed.json().data._id,
      propertyId: business.property._id,
      address: expect.stringContaining(business.property.address),
      startedAt: new Date(startedAt).toISOString(),
      productName: 'Portal Product',
      epaRegNo: '62719-542',
      targetPest: 'Portal dandelions',
      amount: 3,
      unit: 'fl oz',
      areaSqFt: 6000,
      reentryAt: new Date(startedAt + 4 * 3_600_000).toISOString(),
    });
    for (const token of [admin, crew]) expect((await call('GET', '/customer/applications', undefined, token)).statusCode).toBe(403);
  });
});

describe('the crew’s form', () => {
  it('reads the round’s products, label limits and lawn area of a treatment stop; a repeated record is written once', async () => {
    const productId = await addProduct({ name: 'Barricade 4FL', epaRegNo: '100-1139', reentryHours: 4 });
    const program = (
      await call('POST', '/programs', {
        name: 'One-round program',
        rounds: [
          {
            name: 'Pre-emergent',
            windowStart: '02-01',
            windowEnd: '03-15',
            products: [{ productId, ratePer1000: 0.5 }],
            priceCents: 5500,
            applicationMethod: 'Backpack sprayer',
          },
        ],
      })
    ).json() as { _id: string };
    const season = Number(today.slice(0, 4)) + 2;
    const enrolled = await call('POST', `/properties/${business.property._id}/programs`, {
      programId: program._id,
      season,
      lawnSqFt: 5400,
      consent: true,
    });
    expect(enrolled.statusCode, enrolled.body).toBe(201);
    const stop = enrolled.json().data.rounds[0].workLogId as string;
    await db().update(workLogs).set({ crewId: business.crew._id, date: today }).where(eq(workLogs._id, stop));
    // The property's lawn was kept from an earlier enrolment: the form reads its latest area, not this enrolment's.
    expect((await call('PUT', `/properties/${business.property._id}/lawn`, { sqFt: 5800 })).statusCode).toBe(200);

    const form = await call('GET', '/crew/day/treatments', undefined, crew);
    expect(form.statusCode, form.body).toBe(200);
    const { applicator, stops } = form.json().data;
    expect(applicator).toMatchObject({ licenceNo: 'TDA-0123456' });
    expect(stops.find((row: { workLogId: string }) => row.workLogId === stop)).toEqual({
      workLogId: stop,
      roundName: 'Pre-emergent',
      // The round's method: the form's starting value.
      applicationMethod: 'Backpack sprayer',
      lawnSqFt: 5800,
      // Texas is not among the posting states unless System Settings lists it.
      postFlags: false,
      products: [
        {
          productId,
          name: 'Barricade 4FL',
          kind: 'pesticide',
          epaRegNo: '100-1139',
          unit: 'fl oz',
          ratePer1000: 0.5,
          rateMinPer1000: 0.37,
          rateMaxPer1000: 0.74,
          windLimitMph: 10,
          restrictedUse: false,
          reentryHours: 4,
        },
      ],
      recordedProductIds: [],
    });

    const key = crypto.randomUUID();
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `${API}/work-logs/${stop}/applications`,
        headers: { ...bearer(crew), 'idempotency-key': key },
        payload: applicationBody(productId, { amount: 2.7, areaSqFt: 5400 }),
      });
    const first = await send();
    expect(first.statusCode, first.body).toBe(201);
    const replay = await send();
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().data._id).toBe(first.json().data._id);
    expect(await db().select().from(applications).where(eq(applications.workLogId, stop))).toHaveLength(1);
    const after = (await call('GET', '/crew/day/treatments', undefined, crew)).json().data;
    expect(after.stops.find((row: { workLogId: string }) => row.workLogId === stop).recordedProductIds).toEqual([productId]);
    expect((await call('GET', '/crew/day/treatments', undefined, admin)).statusCode).toBe(403);
  });
});

describe('the inspector’s report', () => {
  it('carries every field 4 TAC §7.33 names, in its words, filtered by period, applicator and property', async () => {
    const productId = await addProduct({ name: 'Report Product', epaRegNo: '524-475-1234' });
    const stop = await addStop();
    const record = (
      await call(
        'POST',
        `/work-logs/${stop}/applications`,
        applicationBody(productId, { startedAt: '2024-04-02T14:05:00Z', applicationMethod: 'Backpack sprayer' }),
        crew,
      )
    ).json().data;
    const csv = await call('GET', `/reports/applications.csv?from=2024-04-02&to=2024-04-02&applicatorId=${business.users.crew._id}`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const [header, line, extra] = csv.body.trim().split('\n');
    expect(extra).toBeUndefined();
    for (const field of [
      'Date of the application',
      'Beginning time for the application',
      'Name of the person for whom the application was made',
      'Location of the land where the application was made',
      'Product name',
      'Product EPA registration number',
      'Rate of product per unit',
      'Name of the pest for which the product was used',
      'Site treated',
      'Total area treated (square feet)',
      'Wind direction',
      'Wind velocity (mph)',
      'Air temperature (°F)',
      'Application method or type of equipment',
      'Name of the applicator responsible for the application',
      'Department pesticide license number of the applicator',
    ])
      expect(header).toContain(field);
    expect(line).toContain('2024-04-02');
    expect(line).toContain('09:05'); // 14:05 UTC in the business's Central time
    for (const value of ['Report Product', '524-475-1234', '3.5 fl oz', 'SW', 'TDA-0123456', 'Lawn (turf)', 'Backpack sprayer', record._id])
      expect(line).toContain(value);
    const none = await call('GET', `/reports/applications.csv?from=2024-04-03&to=2024-04-30`);
    expect(none.body.trim().split('\n')).toHaveLength(1);
    const otherProperty = await call('GET', `/reports/applications.csv?from=2024-04-02&to=2024-04-02&propertyId=${crypto.randomUUID()}`);
    expect(otherProperty.body.trim().split('\n')).toHaveLength(1);
    const byProduct = (id: string) => call('GET', `/reports/applications.csv?from=2024-04-02&to=2024-04-02&productId=${id}`);
    expect((await byProduct(productId)).body.trim().split('\n')).toHaveLength(2);
    expect((await byProduct(crypto.randomUUID())).body.trim().split('\n')).toHaveLength(1);
    expect((await call('GET', '/reports/applications.csv?from=2024-02-30')).statusCode).toBe(400);
    expect((await call('GET', '/reports/applications.csv', undefined, csr)).statusCode).toBe(403);
  });

  it('as a PDF: the business, the period and each record’s fields in the rule’s words, the original beside its correction', async () => {
    const productId = await addProduct({ name: 'Pdf Product', epaRegNo: '100-1234' });
    const stop = await addStop();
    const body = applicationBody(productId, {
      startedAt: '2024-06-11T14:05:00Z',
      targetPest: 'Dollarweed',
      applicationMethod: 'Hand wand',
    });
    const original = (await call('POST', `/work-logs/${stop}/applications`, body, crew)).json().data;
    const fix = await call('POST', `/applications/${original._id}/corrections`, { ...body, amount: 3, reason: 'Misread the gauge' }, crew);
    expect(fix.statusCode, fix.body).toBe(201);

    const pdf = await call('GET', `/reports/applications.pdf?from=2024-06-11&to=2024-06-11&productId=${productId}`);
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['x-total-count']).toBe('2');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf.rawPayload).join('\n');
    expect(text).toContain('Pesticide application records');
    expect(text).toContain('Period: 2024-06-11 to 2024-06-11');
    expect(text).toContain('Product: Pdf Product (EPA reg. no. 100-1234)');
    expect(text).toContain('2 records');
    for (const words of [
      'Product EPA registration number',
      'Name of the pest for which the product was used',
      'Department pesticide license number of the applicator',
      'Wind velocity (mph)',
      'Reason for the correction',
    ])
      expect(text).toContain(words);
    for (const value of ['100-1234', 'Dollarweed', 'Hand wand', '3.5 fl oz', '3 fl oz', 'Misread the gauge', 'TDA-0123456', original._id])
      expect(text).toContain(value);
    expect(text).toMatch(/6\/11\/2024 9:05 AM · .+ · /);

    const empty = await call('GET', '/reports/applications.pdf?from=2024-06-12&to=2024-06-12');
    expect(pdfText(empty.rawPayload).join('\n')).toContain('No application was recorded in this period.');
    expect((await call('GET', '/reports/applications.pdf?from=2024-02-30')).statusCode).toBe(400);
    expect((await call('GET', '/reports/applications.pdf', undefined, csr)).statusCode).toBe(403);
    expect((await call('GET', '/reports/applications.pdf', undefined, crew)).statusCode).toBe(403);
  });
});
