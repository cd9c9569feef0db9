// Approximate locations geocoded against the loopback fake: an import's matched rows get their coordinates and lose
// the flag (with a history entry), unmatched ones keep their zip code's centre; a provider 500 throws for pg-boss to
// retry and writes nothing; staff start it for all or locate one property again; off without a geocoder.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { histories, properties } from '../../../server/db/schema';
import { geocoderOf } from '../../../server/lib/geocoder/census';
import { dataImportJobs } from '../../../server/modules/data';
import { GEOCODE_QUEUE, runGeocodeJob } from '../../../server/modules/data/import/geocoding';
import { type FakeGeocoder, startFakeGeocoder } from '../../fakeGeocoder';
import { multipart } from '../csvText';
import { addZipcodeArea, buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';

let t: TestApp;
let fake: FakeGeocoder;
let business: Business;
let adminToken: string;
const db = () => t.app.database.db;
const API = '/api/v1';
const CENTRE = { latitude: 30.27, longitude: -97.75 };

const FILE = [
  'First name,Last name,Email,Phone,Address,City,Zip',
  'Oak,Owner,oak@example.com,5125550201,12 Oak Ln,Austin,78701',
  'Tie,Owner,tie@example.com,5125550202,5 Main St,Austin,78701',
  'Lost,Owner,lost@example.com,5125550203,1 Nowhere St,Austin,78701',
].join('\n');

const propertyAt = async (address: string) => (await db().select().from(properties).where(eq(properties.address, address)))[0];
const call = (url: string, payload?: object, token = adminToken) =>
  t.app.inject({ method: 'POST', url: `${API}${url}`, headers: bearer(token), ...(payload && { payload }) });

beforeAll(async () => {
  fake = await startFakeGeocoder();
  fake.know('12 Oak Ln', { latitude: 30.2672, longitude: -97.7431 });
  fake.know('5 Main St', 'tie');
  t = await createTestApp({ geocoder: { url: fake.url, timeoutMs: 5_000 } });
  business = await buildBusiness(t.app);
  await addZipcodeArea(db());
  adminToken = (await signIn(t.app, business.users.admin.username)).token;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('after an import', () => {
  it('moves the matched properties to their address and keeps the others at the zip code centre, flagged', async () => {
    const body = multipart([{ name: 'customers.csv', content: FILE }], { dryRun: 'false' });
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/imports`,
      ...body,
      headers: { ...body.headers, ...bearer(adminToken) },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.status).toBe('done');

    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0].benchmark).toBe('Public_AR_Current');
    expect(fake.requests[0].lines.map((line) => line.slice(1))).toEqual(expect.arrayContaining([['12 Oak Ln', 'Austin', 'TX', '78701']]));
    const oak = await propertyAt('12 Oak Ln');
    expect(oak).toMatchObject({ latitude: 30.2672, longitude: -97.7431, locationApproximate: false });
    expect(await propertyAt('5 Main St')).toMatchObject({ ...CENTRE, locationApproximate: true });
    expect(await propertyAt('1 Nowhere St')).toMatchObject({ ...CENTRE, locationApproximate: true });

    const [history] = await db()
      .select()
      .from(histories)
      .where(and(eq(histories.entityId, oak._id), eq(histories.action, 'updated')));
    expect(history.changes).toMatchObject({
      latitude: { from: CENTRE.latitude, to: 30.2672 },
      locationApproximate: { from: true, to: false },
    });
  });
});

describe('the geocode-locations job', () => {
  it('throws on a provider 500 (pg-boss retries it) without writing, and locates on the retry', async () => {
    fake.know('1 Nowhere St', { latitude: 30.3, longitude: -97.7 });
    const geocoder = geocoderOf({ url: fake.url, timeoutMs: 5_000 })!;
    fake.failNext(500);
    await expect(runGeocodeJob(t.app, geocoder, { userId: null })).rejects.toMatchObject({ retriable: true });
    expect(await propertyAt('1 Nowhere St')).toMatchObject({ ...CENTRE, locationApproximate: true });

    expect(await runGeocodeJob(t.app, geocoder, { userId: null })).toEqual({ sent: 2, located: 1 });
    expect(await propertyAt('1 Nowhere St')).toMatchObject({ latitude: 30.3, longitude: -97.7, locationApproximate: false });
    expect(await propertyAt('5 Main St')).toMatchObject({ locationApproximate: true });
  });

  it('ends, without a retry, when the provider refuses the request itself (a 400)', async () => {
    const geocoder = geocoderOf({ url: fake.url, timeoutMs: 5_000 })!;
    await db().update(properties).set({ locationApproximate: true }).where(eq(properties.address, '1 Nowhere St'));
    fake.failNext(400);
    expect(await runGeocodeJob(t.app, geocoder, { userId: null })).toEqual({ sent: 0, located: 0, refused: 'HTTP 400' });
    expect(await propertyAt('1 Nowhere St')).toMatchObject({ locationApproximate: true });
    await db().update(properties).set({ locationApproximate: false }).where(eq(properties.address, '1 Nowhere St'));
  });

  it('is retried by pg-boss with a back-off', () => {
    const queue = dataImportJobs(null).queues!.find((one) => one.name === GEOCODE_QUEUE)!;
    expect(queue.options).toMatchObject({ retryLimit: 8, retryBackoff: true });
  });
});

describe('staff', () => {
  it('locate one property again: found, or told it was not', async () => {
    const tie = await propertyAt('5 Main St');
    const again = await call(`/properties/${tie._id}/locate`);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ message: expect.stringContaining('did not find'), data: { located: false } });

    fake.know('5 Main St', { latitude: 30.25, longitude: -97.72 });
    const found = (await call(`/properties/${tie._id}/locate`)).json();
    expect(found.data).toEqual({ located: true });
    expect(await propertyAt('5 Main St')).toMatchObject({ latitude: 30.25, locationApproximate: false });

    expect((await call('/properties/00000000-0000-4000-8000-000000000000/locate')).statusCode).toBe(404);
  });

  it('are told when the geocoder is down', async () => {
    await db().update(properties).set({ locationApproximate: true }).where(eq(properties.address, '5 Main St'));
    fake.failNext(503);
    const tie = await propertyAt('5 Main St');
    const response = await call(`/properties/${tie._id}/locate`);
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toContain('could not be reached');
  });

  it('start it for every approximate property, and learn how many there were', async () => {
    const before = fake.requests.length;
    const response = await call('/geocoding', {});
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ approximate: 1 });
    expect(fake.requests).toHaveLength(before + 1);
    expect((await call('/geocoding', {}, (await signIn(t.app, business.users.csr.username)).token)).statusCode).toBe(403);
  });

  it('editing the coordinates by hand clears the flag; editing the address alone keeps it', async () => {
    await db().update(properties).set({ locationApproximate: true }).where(eq(properties.address, '5 Main St'));
    const tie = await propertyAt('5 Main St');
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `${API}/customers/properties/${tie._id}`, headers: bearer(adminToken), payload });
    expect((await put({ address: '5 Main Street', latitude: tie.latitude, longitude: tie.longitude })).statusCode).toBe(200);
    expect(await propertyAt('5 Main Street')).toMatchObject({ locationApproximate: true });
    expect((await put({ latitude: 30.26, longitude: -97.71 })).json().data).toMatchObject({ locationApproximate: false });
  });
});

describe('the customers list', () => {
  it('filters the approximate locations, and marks each row', async () => {
    await db().update(properties).set({ locationApproximate: true }).where(eq(properties.address, '5 Main Street'));
    const filter = encodeURIComponent(JSON.stringify({ locationApproximate: true }));
    const response = await t.app.inject({ url: `${API}/properties?filter=${filter}`, headers: bearer(adminToken) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().map((row: { address: string; locationApproximate: boolean }) => [row.address, row.locationApproximate])).toEqual(
      [['5 Main Street', true]],
    );
  });
});

describe('without a geocoder', () => {
  it('answers 409 and leaves every property as it is', async () => {
    const off = await createTestApp();
    try {
      const admin = await buildBusiness(off.app);
      const token = (await signIn(off.app, admin.users.admin.username)).token;
      const response = await off.app.inject({ method: 'POST', url: `${API}/geocoding`, headers: bearer(token), payload: {} });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toContain('not turned on');
    } finally {
      await off.close();
    }
  });
});
