// The geocode-locations queue on pg-boss: a finished import queues it, a provider 500 leaves the job to be retried
// (nothing written), and staff's POST /geocoding runs it for every approximate property.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { properties } from '../../../server/db/schema';
import { GEOCODE_QUEUE } from '../../../server/modules/data/import/geocoding';
import { JOB_SCHEMA } from '../../../server/plugins/jobs';
import { type FakeGeocoder, startFakeGeocoder } from '../../fakeGeocoder';
import { multipart } from '../csvText';
import { addZipcodeArea, buildBusiness } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';

let t: TestApp;
let fake: FakeGeocoder;
let token: string;
const db = () => t.app.database.db;
const FILE = ['Name,Address,City,Zip', 'Oak Owner,12 Oak Ln,Austin,78701', 'Lost Owner,1 Nowhere St,Austin,78701'].join('\n');
const propertyAt = async (address: string) => (await db().select().from(properties).where(eq(properties.address, address)))[0];
const geocodeJobs = async () =>
  (
    await db().execute<{ state: string }>(
      sql.raw(`select state from ${JOB_SCHEMA}.job where name = '${GEOCODE_QUEUE}' order by created_on`),
    )
  ).rows;

beforeAll(async () => {
  fake = await startFakeGeocoder();
  fake.know('12 Oak Ln', { latitude: 30.2672, longitude: -97.7431 });
  t = await createTestApp({ jobs: true, jobsPollSeconds: 0.5, geocoder: { url: fake.url, timeoutMs: 5_000 } });
  const business = await buildBusiness(t.app);
  await addZipcodeArea(db());
  await t.app.ready();
  token = (await signIn(t.app, business.users.admin.username)).token;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('the geocode-locations queue', () => {
  it('is queued when an import finishes; a provider 500 fails the job for pg-boss to retry, writing nothing', async () => {
    fake.failNext(500);
    const body = multipart([{ name: 'customers.csv', content: FILE }], { dryRun: 'false' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/imports',
      ...body,
      headers: { ...body.headers, ...bearer(token) },
    });
    expect(response.statusCode, response.body).toBe(201);
    await vi.waitFor(async () => expect(await geocodeJobs()).toEqual([expect.objectContaining({ state: 'retry' })]), {
      timeout: 30_000,
      interval: 250,
    });
    expect(fake.requests).toHaveLength(1);
    expect(await propertyAt('12 Oak Ln')).toMatchObject({ locationApproximate: true, latitude: 30.27 });
  });

  it('runs for every approximate property when staff ask: matches move, misses stay', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/geocoding', headers: bearer(token), payload: {} });
    expect(response.json().data).toEqual({ approximate: 2 });
    await vi.waitFor(async () => expect(await propertyAt('12 Oak Ln')).toMatchObject({ locationApproximate: false, latitude: 30.2672 }), {
      timeout: 30_000,
      interval: 250,
    });
    expect(await propertyAt('1 Nowhere St')).toMatchObject({ locationApproximate: true, latitude: 30.27 });
  });
});
