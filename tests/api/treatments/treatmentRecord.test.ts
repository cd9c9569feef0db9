// The inspector's record complete (issue 64 findings 3 and 7, issue 65 findings 2 and 8): products of every kind, no
// duplicates, a program's rates checked when saved and edited as versions, the method asked of every record with the
// mix, the person applying, the billing address and the business licence, corrections only by those who may, and the
// records kept from TRUNCATE.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../common/schemas/settings';
import { customers } from '../../../server/db/schema';
import { businessToday } from '../../../server/lib/businessDay';
import { addDays } from '../../../server/lib/calendar';
import { writeSettings } from '../../../server/lib/settings';
import { addCustomer, addStop, addUser, buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';

const API = '/api/v1';
let t: TestApp;
let business: Business;
let admin: string;
let crew: string;
let today: string;

const db = () => t.app.database.db;
const call = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: object, token: string | null = admin) =>
  t.app.inject({ method, url: `${API}${path}`, ...(token && { headers: bearer(token) }), ...(payload && { payload }) });

let named = 0;
const productBody = (extra: object = {}) => ({
  name: `Record product ${(named += 1)}`,
  epaRegNo: '62719-542',
  unit: 'fl oz',
  rateMinPer1000: 0.37,
  rateMaxPer1000: 0.74,
  windLimitMph: 10,
  ...extra,
});
const fertilizer = (extra: object = {}) =>
  productBody({ kind: 'fertilizer', epaRegNo: null, unit: 'lb', rateMinPer1000: 0.5, rateMaxPer1000: 1, windLimitMph: null, ...extra });

async function addProduct(body: object) {
  const created = await call('POST', '/products', body);
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json()._id as string;
  expect((await call('POST', `/products/${id}/stock-movements`, { change: 500, reason: 'Delivery' })).statusCode).toBe(201);
  return id;
}

const applicationBody = (productId: string, extra: object = {}) => ({
  productId,
  amount: 3,
  unit: 'fl oz',
  areaSqFt: 6000,
  targetPest: 'Crabgrass',
  applicationMethod: 'Backpack sprayer',
  windMph: 5,
  windDirection: 'S',
  temperatureF: 64,
  startedAt: new Date().toISOString(),
  ...extra,
});

const round = (productId: string, ratePer1000: number) => ({
  name: 'Pre-emergent',
  windowStart: '02-01',
  windowEnd: '03-15',
  products: [{ productId, ratePer1000 }],
  priceCents: 5500,
  applicationMethod: 'Ride-on spreader',
});

const csvOf = async (productId: string) => {
  const answer = await call('GET', `/reports/applications.csv?productId=${productId}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.body;
};

beforeAll(async () => {
  t = await createTestApp();
  business = await buildBusiness(t.app);
  admin = (await signIn(t.app, 'test-admin')).token;
  crew = (await signIn(t.app, 'test-crew', 'crew')).token;
  today = await businessToday(db());
  const licence = await call('PUT', `/applicators/${business.users.crew._id}/licence`, {
    licenceNo: 'TDA-0123456',
    expiresOn: addDays(today, 365),
  });
  expect(licence.statusCode).toBe(200);
});
afterAll(() => t.close());

describe('the catalog', () => {
  it('takes a fertilizer without an EPA number, flagged as not a pesticide; a pesticide still needs its number', async () => {
    const created = await call('POST', '/products', fertilizer({ name: '16-4-8 Slow release' }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ kind: 'fertilizer', epaRegNo: null });
    const pesticide = await call('POST', '/products', productBody({ epaRegNo: '' }));
    expect(pesticide.statusCode).toBe(400);
    expect(pesticide.json().errors).toMatchObject({ epaRegNo: 'validation.treatment.epa_reg_no_required' });
  });

  it('refuses a second product of the same name and EPA number, on create and on rename', async () => {
    const first = await call('POST', '/products', productBody({ name: 'Dimension 2EW', windLimitMph: 10 }));
    expect(first.statusCode).toBe(201);
    const copy = await call('POST', '/products', productBody({ name: ' dimension 2ew ', windLimitMph: null }));
    expect(copy.statusCode).toBe(409);
    expect(copy.json().errors).toMatchObject({ name: 'server.treatments.product_duplicate' });
    // Another registrant's product of the same name is another product.
    const other = await call('POST', '/products', productBody({ name: 'Dimension 2EW', epaRegNo: '100-1139' }));
    expect(other.statusCode).toBe(201);
    const renamed = await call('PUT', `/products/${other.json()._id}`, productBody({ name: 'Dimension 2EW' }));
    expect(renamed.statusCode).toBe(409);
    const twoFertilizers = [
      await call('POST', '/products', fertilizer({ name: 'Lime' })),
      await call('POST', '/products', fertilizer({ name: 'Lime' })),
    ];
    expect(twoFertilizers.map((answer) => answer.statusCode)).toEqual([201, 409]);
  });
});

describe('programs', () => {
  it('refuse a round above the label’s maximum where the program is saved, on the field', async () => {
    const productId = await addProduct(productBody());
    const answer = await call('POST', '/programs', { name: 'Too strong', rounds: [round(productId, 1.48)] });
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().errors).toMatchObject({ 'rounds.0.products.0.ratePer1000': 'validation.treatment.rate_above_label' });
    expect(answer.json().message).toBe('This rate is above the label’s maximum.');
  });

  it('are edited as new versions: enrolments keep theirs, the list and new enrolments take the latest', async () => {
    const productId = await addProduct(productBody());
    const first = await call('POST', '/programs', { name: 'Versioned', rounds: [round(productId, 0.5)] });
    expect(first.statusCode, first.body).toBe(201);
    const v1 = first.json();
    expect(v1).toMatchObject({ version: 1, replacesId: null, replacedById: null });
    expect(v1.rounds[0].applicationMethod).toBe('Ride-on spreader');
    const over = await call('PUT', `/programs/${v1._id}`, { name: 'Versioned', rounds: [round(productId, 0.9)] });
    expect(over.statusCode).toBe(400);
    const edited = await call('PUT', `/programs/${v1._id}`, { name: 'Versioned', rounds: [round(productId, 0.6)] });
    expect(edited.statusCode, edited.body).toBe(200);
    const v2 = edited.json();
    expect(v2).toMatchObject({ version: 2, replacesId: v1._id });
    expect((await call('GET', `/programs/${v1._id}`)).json()).toMatchObject({
      replacedById: v2._id,
      rounds: [{ products: [{ ratePer1000: 0.5 }] }],
    });
    const listed = (await call('GET', '/programs?range=[0,999]')).json() as { _id: string }[];
    expect(listed.map((row) => row._id)).toContain(v2._id);
    expect(listed.map((row) => row._id)).not.toContain(v1._id);
    expect((await call('PUT', `/programs/${v1._id}`, { name: 'Versioned', rounds: [round(productId, 0.6)] })).statusCode).toBe(409);
    const season = Number(today.slice(0, 4)) + 3;
    const enrol = (programId: string) =>
      call('POST', `/properties/${business.property._id}/programs`, { programId, season, lawnSqFt: 5000, consent: true });
    expect((await enrol(v1._id)).statusCode).toBe(409);
    expect((await enrol(v2._id)).statusCode).toBe(201);
  });
});

describe('the record', () => {
  it('refuses a record without its method, on the field', async () => {
    const productId = await addProduct(productBody());
    const stop = await addStop(db(), business, { crewId: business.crew._id, date: today });
    const { applicationMethod: _left, ...body } = applicationBody(productId);
    const answer = await call('POST', `/work-logs/${stop}/applications`, body, crew);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toMatchObject({ applicationMethod: 'validation.treatment.application_method_required' });
    const blank = await call('POST', `/work-logs/${stop}/applications`, applicationBody(productId, { applicationMethod: '  ' }), crew);
    expect(blank.statusCode).toBe(400);
  });

  it('keeps the mix, the person applying, the billing address and the business licence, all in the CSV in words', async () => {
    await writeSettings(db(), { business: { ...DEFAULT_SETTINGS.business, licenceNo: 'TPCL-0099123' } });
    const billed = await addCustomer(db(), business.market._id, { firstName: 'Bill', lastName: 'Elsewhere' });
    await db()
      .update(customers)
      .set({ billingAddress: 'PO Box 88', billingCity: 'Austin', billingState: 'TX', billingZipcode: '78767' })
      .where(eq(customers._id, billed.customer._id));
    const productId = await addProduct(productBody({ name: 'Windy label' }));
    const stop = await addStop(db(), business, { crewId: business.crew._id, date: today, at: billed });
    const answer = await call(
      'POST',
      `/work-logs/${stop}/applications`,
      applicationBody(productId, { mixGallons: 2.5, appliedByName: 'Marco Diaz', windMph: 14 }),
      crew,
    );
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().data).toMatchObject({
      applicationMethod: 'Backpack sprayer',
      mixGallons: 2.5,
      appliedByName: 'Marco Diaz',
      billingAddress: 'PO Box 88, Austin, TX 78767',
      businessLicenceNo: 'TPCL-0099123',
      productKind: 'pesticide',
    });
    const csv = await csvOf(productId);
    for (const words of [
      'Backpack sprayer',
      '2.5',
      'Marco Diaz',
      'PO Box 88, Austin, TX 78767',
      'TPCL-0099123',
      'The wind was above the label’s limit.',
    ])
      expect(csv).toContain(words);
    expect(csv).not.toContain('server.treatments.');

    // Without a billing address on file the place treated is the billing address.
    const plain = await addStop(db(), business, { crewId: business.crew._id, date: today });
    const second = await call('POST', `/work-logs/${plain}/applications`, applicationBody(productId), crew);
    expect(second.json().data.billingAddress).toBe(second.json().data.address);
  });

  it('records a fertilizer without a licence warning, flagged as not a pesticide', async () => {
    const productId = await addProduct(fertilizer());
    const stop = await addStop(db(), business, { crewId: business.crew._id, date: today });
    // Staff name the applicator; the admin has no licence, and a fertilizer asks none.
    const paper = await call(
      'POST',
      `/work-logs/${stop}/applications`,
      applicationBody(productId, { unit: 'lb', amount: 4, applicationMethod: 'Rotary spreader', applicatorId: business.users.admin._id }),
      admin,
    );
    expect(paper.statusCode, paper.body).toBe(201);
    expect(paper.json().data).toMatchObject({ productKind: 'fertilizer', epaRegNo: null, warnings: [] });
    expect(await csvOf(productId)).toContain('Fertilizer (not a pesticide)');
  });
});

describe('corrections', () => {
  it('by the record’s own applicator, their vendor or staff; never another crew member or vendor', async () => {
    const productId = await addProduct(productBody());
    const stop = await addStop(db(), business, { crewId: business.crew._id, date: today });
    const original = (await call('POST', `/work-logs/${stop}/applications`, applicationBody(productId), crew)).json().data;
    const fix = (token: string, reason: string) =>
      call('POST', `/applications/${original._id}/corrections`, { ...applicationBody(productId, { amount: 3.2 }), reason }, token);

    const stranger = await addUser(db(), business.roleIds, 'crew', { crewId: business.otherVendorCrew._id, username: 'test-stranger' });
    await call('PUT', `/applicators/${stranger._id}/licence`, { licenceNo: 'TDA-0999999', expiresOn: addDays(today, 365) });
    const strangerToken = (await signIn(t.app, 'test-stranger', 'crew')).token;
    expect((await fix(strangerToken, 'Mine now')).statusCode).toBe(403);
    const otherVendor = await addUser(db(), business.roleIds, 'vendor', {
      vendorId: business.otherVendor._id,
      username: 'test-other-vendor',
    });
    expect(otherVendor._id).toBeTruthy();
    expect((await fix((await signIn(t.app, 'test-other-vendor')).token, 'Ours now')).statusCode).toBe(403);

    const byVendor = await fix((await signIn(t.app, 'test-vendor')).token, 'Crew leader: the gauge read 3.2');
    expect(byVendor.statusCode, byVendor.body).toBe(201);
    // The applicator stays the crew member who applied; the vendor is who corrected.
    expect(byVendor.json().data).toMatchObject({ applicatorId: business.users.crew._id, correctedById: business.users.vendor._id });
    const again = await call(
      'POST',
      `/applications/${byVendor.json().data._id}/corrections`,
      { ...applicationBody(productId, { amount: 3.1 }), reason: 'Recounted the jug' },
      crew,
    );
    expect(again.statusCode, again.body).toBe(201);
    const csv = await csvOf(productId);
    expect(csv).toContain('Crew leader: the gauge read 3.2');
    expect(csv).toContain('Recounted the jug');
    expect(csv).toContain('Corrected by');
  });
});

describe('the records in the database', () => {
  it('refuses TRUNCATE of the records while any is kept', async () => {
    const productId = await addProduct(productBody());
    const stop = await addStop(db(), business, { crewId: business.crew._id, date: today });
    expect((await call('POST', `/work-logs/${stop}/applications`, applicationBody(productId), crew)).statusCode).toBe(201);
    await expect(db().execute(sql`truncate applications cascade`)).rejects.toThrow();
    await expect(db().transaction((tx) => tx.execute(sql`truncate stock_movements, applications`))).rejects.toThrow();
    const [{ kept }] = (await db().execute<{ kept: number }>(sql`select count(*)::int as kept from applications`)).rows;
    expect(kept).toBeGreaterThan(0);
  });
});
