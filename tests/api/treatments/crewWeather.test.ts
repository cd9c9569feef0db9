// GET /crew/stops/:id/weather on the real database, with the NWS adapter pointed at the loopback fake: the crew reads
// the weather at its own stop today; another crew's stop is refused, staff are refused, and every way of having no
// reading (no coordinates, another day, a failing source, no source) answers `{reading: null}`, never an error.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, workLogs } from '../../../server/db/schema';
import { businessToday } from '../../../server/lib/businessDay';
import { addDays } from '../../../server/lib/calendar';
import { type FakeNws, startFakeNws } from '../../fakeNws';
import { addStop as addBusinessStop, buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';

let fake: FakeNws;
let t: TestApp;
let business: Business;
let crew: string;
let admin: string;
let csr: string;
let today: string;

const db = () => t.app.database.db;
const weatherAt = (stop: string, token: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/crew/stops/${stop}/weather`, headers: bearer(token) });

const addStop = (crewId: string, date = today) => addBusinessStop(db(), business, { crewId, date, serviceType: 'treatment' });

beforeAll(async () => {
  fake = await startFakeNws();
  t = await createTestApp({ weather: { provider: 'nws', url: fake.url, userAgent: 'LawnDesk test (ops@example.com)', timeoutMs: 2_000 } });
  business = await buildBusiness(t.app);
  crew = (await signIn(t.app, business.users.crew.username, 'crew')).token;
  admin = (await signIn(t.app, business.users.admin.username)).token;
  csr = (await signIn(t.app, business.users.csr.username)).token;
  today = await businessToday(db());
  await db().update(properties).set({ latitude: 30.2672, longitude: -97.7431 }).where(eq(properties._id, business.property._id));
  fake.place('30.2672,-97.7431', 'KATT');
  fake.observe('KATT', {
    temperatureC: 17.2,
    windKmh: 14.8,
    windDegrees: 200,
    timestamp: new Date(Date.now() - 20 * 60_000).toISOString(),
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('the weather at a crew’s stop', () => {
  it('reads the nearest station’s latest observation for the crew’s own stop today', async () => {
    const stop = await addStop(business.crew._id);
    const answer = await weatherAt(stop, crew);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toEqual({
      reading: { windMph: 9, windDirection: 'SSW', temperatureF: 63, observedAt: expect.any(String), source: 'nws', station: 'KATT' },
    });
  });

  it('refuses another crew’s stop and staff; an unknown stop is 404', async () => {
    const theirs = await addStop(business.sameVendorCrew._id);
    const refused = await weatherAt(theirs, crew);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messageKey).toBe('server.treatments.not_your_stop');
    const mine = await addStop(business.crew._id);
    expect((await weatherAt(mine, admin)).statusCode).toBe(403);
    expect((await weatherAt(mine, csr)).statusCode).toBe(403);
    expect((await weatherAt(crypto.randomUUID(), crew)).statusCode).toBe(404);
    expect((await weatherAt('not-an-id', crew)).statusCode).toBe(400);
  });

  it('has no reading for a stop of another day, a property without coordinates, or when the source fails', async () => {
    const tomorrow = await addStop(business.crew._id, addDays(today, 1));
    expect((await weatherAt(tomorrow, crew)).json().data).toEqual({ reading: null });
    const stop = await addStop(business.crew._id);
    fake.requests.length = 0;
    const cached = await weatherAt(stop, crew);
    expect(cached.json().data.reading).toMatchObject({ source: 'nws' });
    expect(fake.requests).toEqual([]);

    await db().update(properties).set({ latitude: null, longitude: null }).where(eq(properties._id, business.property._id));
    expect((await weatherAt(stop, crew)).json().data).toEqual({ reading: null });
    await db().update(properties).set({ latitude: 29.4241, longitude: -98.4936 }).where(eq(properties._id, business.property._id));
    fake.failNext(500);
    const failed = await weatherAt(stop, crew);
    expect(failed.statusCode).toBe(200);
    expect(failed.json().data).toEqual({ reading: null });
  });

  it('has no reading without a weather source', async () => {
    const bare = await createTestApp();
    try {
      const other = await buildBusiness(bare.app);
      const token = (await signIn(bare.app, other.users.crew.username, 'crew')).token;
      const [row] = await bare.app.database.db
        .insert(workLogs)
        .values({
          propertyId: other.property._id,
          customerId: other.customer._id,
          serviceId: other.service._id,
          serviceType: 'treatment',
          vendorId: other.vendor._id,
          crewId: other.crew._id,
          date: await businessToday(bare.app.database.db),
          plannedDate: '2031-01-01',
          price: 55,
        })
        .returning();
      await bare.app.database.db
        .update(properties)
        .set({ latitude: 30.27, longitude: -97.74 })
        .where(eq(properties._id, other.property._id));
      const answer = await bare.app.inject({ method: 'GET', url: `/api/v1/crew/stops/${row._id}/weather`, headers: bearer(token) });
      expect(answer.statusCode).toBe(200);
      expect(answer.json().data).toEqual({ reading: null });
    } finally {
      await bare.close();
    }
  });
});
