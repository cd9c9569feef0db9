// Business setup's crews step and the next steps after it: a business running its own crews gets one vendor of its
// own at 0% commission named as the business (never a second on a second run), its crews with their yards located,
// working days and zip codes, so that the visits there land on them; admins only, field messages for bad input.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imports, services, vendors, workLogs } from '../../../server/db/schema';
import { businessToday } from '../../../server/lib/businessDay';
import { type FakeGeocoder, startFakeGeocoder } from '../../fakeGeocoder';
import { addCustomer, buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, englishErrors, signIn, type TestApp } from '../helpers';

let t: TestApp;
let fake: FakeGeocoder;
let business: Business;
let admin: string;
let csr: string;
let vendorToken: string;

beforeAll(async () => {
  fake = await startFakeGeocoder();
  fake.know('1200 Industrial Blvd', { latitude: 30.2, longitude: -97.78 });
  t = await createTestApp({ geocoder: { url: fake.url, timeoutMs: 5_000 } });
  business = await buildBusiness(t.app);
  admin = (await signIn(t.app, 'test-admin')).token;
  csr = (await signIn(t.app, 'test-csr')).token;
  vendorToken = (await signIn(t.app, 'test-vendor')).token;
  await call(admin, 'PUT', '/settings', { business: { name: 'Green Acres Lawn Care', phone: '', email: '' } });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

function call(token: string, method: 'GET' | 'PUT', url: string, payload?: object) {
  return t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), payload });
}

const NORTH = {
  name: 'North crew',
  startAddress: '1200 Industrial Blvd, Austin, TX 78745',
  days: [
    { weekDay: 1, zipCodes: ['78705', '78751'] },
    { weekDay: 3, zipCodes: ['78756'] },
  ],
};
const SOUTH = { name: 'South crew', startAddress: 'the yard behind the church', days: [{ weekDay: 2, zipCodes: [] }] };

describe('the crews step', () => {
  it('is for admins only', async () => {
    for (const token of [csr, vendorToken]) {
      expect((await call(token, 'GET', '/vendors/in-house')).statusCode).toBe(403);
      expect((await call(token, 'PUT', '/vendors/in-house', { crews: [NORTH] })).statusCode).toBe(403);
      expect((await call(token, 'GET', '/dashboard/next-steps')).statusCode).toBe(403);
    }
    expect((await call(admin, 'GET', '/vendors/in-house')).json().data).toEqual({ vendor: null, crews: [] });
  });

  it('refuses bad crews with a message on each field, and saves nothing', async () => {
    const response = await call(admin, 'PUT', '/vendors/in-house', {
      crews: [
        { name: '', days: [{ weekDay: 8, zipCodes: ['7870'] }] },
        { name: 'East', days: [] },
        {
          name: 'West',
          days: [
            { weekDay: 1, zipCodes: ['78701'] },
            { weekDay: 1, zipCodes: ['78701'] },
          ],
        },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(englishErrors(response.json())).toMatchObject({
      'crews.0.name': 'Crew name is required.',
      'crews.0.days.0.weekDay': 'Week day is 1 (Monday) to 7 (Sunday).',
      'crews.0.days.0.zipCodes.0': 'Each zip code is 5 digits.',
      'crews.1.days': 'Choose at least one working day.',
      'crews.2.days.1.weekDay': 'This day is listed twice for the crew.',
      'crews.2.days.1.zipCodes.0': 'Zip code 78701 is listed twice.',
    });
    const stranger = await call(admin, 'PUT', '/vendors/in-house', { crews: [{ ...NORTH, _id: business.crew._id }] });
    expect(stranger.statusCode).toBe(400);
    expect(englishErrors(stranger.json())).toEqual({ 'crews.0._id': 'Choose a crew.' });
    expect((await call(admin, 'GET', '/vendors/in-house')).json().data).toEqual({ vendor: null, crews: [] });
  });

  it("makes the business's own vendor at 0% with its crews, and the visits in their zip codes land on them", async () => {
    const db = t.app.database.db;
    const { service } = await addCustomer(db, business.market._id, {}, { zipcode: '78705' });
    await db
      .update(services)
      .set({ startDate: await businessToday(db) })
      .where(eq(services._id, service._id));

    const saved = await call(admin, 'PUT', '/vendors/in-house', { crews: [NORTH, SOUTH] });
    expect(saved.statusCode).toBe(200);
    const { vendor, crews } = saved.json().data;
    expect(vendor).toMatchObject({ companyName: 'Green Acres Lawn Care', commission: 0 });
    expect(crews).toEqual([
      { _id: expect.any(String), name: 'North crew', startAddress: NORTH.startAddress, located: true, days: NORTH.days },
      { _id: expect.any(String), name: 'South crew', startAddress: SOUTH.startAddress, located: false, days: SOUTH.days },
    ]);
    const [row] = await db.select().from(vendors).where(eq(vendors._id, vendor._id));
    expect(row).toMatchObject({ status: 'active', inHouse: true });

    const visits = await db.select().from(workLogs).where(eq(workLogs.serviceId, service._id));
    expect(visits.length).toBeGreaterThan(0);
    expect(new Set(visits.map((workLog) => workLog.crewId))).toEqual(new Set([crews[0]._id]));
    expect(visits.every((workLog) => new Date(`${workLog.date}T12:00:00Z`).getUTCDay() === 1)).toBe(true);
  });

  it('saved again, edits the same vendor and crews rather than adding more', async () => {
    const before = (await call(admin, 'GET', '/vendors/in-house')).json().data;
    await call(admin, 'PUT', '/settings', { business: { name: 'Green Acres', phone: '', email: '' } });
    const again = await call(admin, 'PUT', '/vendors/in-house', {
      crews: [
        { ...NORTH, days: [{ weekDay: 1, zipCodes: ['78705'] }] },
        { ...SOUTH, _id: before.crews[1]._id, name: 'South team' },
      ],
    });
    expect(again.statusCode).toBe(200);
    const after = again.json().data;
    expect(after.vendor).toEqual({ ...before.vendor, companyName: 'Green Acres' });
    expect(after.crews.map((crew: { _id: string; name: string }) => [crew._id, crew.name])).toEqual([
      [before.crews[0]._id, 'North crew'],
      [before.crews[1]._id, 'South team'],
    ]);
    expect(after.crews[0].days).toEqual([{ weekDay: 1, zipCodes: ['78705'] }]);
    expect(await t.app.database.db.select().from(vendors).where(eq(vendors.inHouse, true))).toHaveLength(1);
  });
});

describe('the next steps after setup', () => {
  it('ticks what the business really has, and stays dismissed once dismissed', async () => {
    const read = async () => (await call(admin, 'GET', '/dashboard/next-steps')).json().data;
    const done = (data: { steps: { key: string; done: boolean }[] }) => Object.fromEntries(data.steps.map((step) => [step.key, step.done]));
    expect(done(await read())).toEqual({ import: false, crews: true, payments: false, messages: false });

    const settings = (await call(admin, 'GET', '/settings')).json().data;
    await call(admin, 'PUT', '/settings', { mail: { ...settings.mail, host: 'smtp.example.com', password: '' } });
    await t.app.database.db.insert(imports).values({ fileName: 'clients.csv', status: 'done', headers: [], mapping: {} as never });
    const ticked = await read();
    expect(done(ticked)).toEqual({ import: true, crews: true, payments: false, messages: true });
    expect(ticked.dismissed).toBe(false);

    expect((await call(admin, 'PUT', '/settings', { setup: { step: 'done', nextStepsDismissed: true } })).statusCode).toBe(200);
    expect((await read()).dismissed).toBe(true);
  });
});
