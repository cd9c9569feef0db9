// Vendor territory: a vendor user adds zip codes only in its market and on days no other vendor serves; staff may, and see the conflicts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VENDOR_WITHOUT_MARKET, ZIPCODE_OUTSIDE_MARKET } from '../../common/schemas/vendor';
import { properties, roles, vendors } from '../../server/db/schema';
import { bearer, createTestApp, DEMO_PASSWORD, englishErrors, signIn, type TestApp } from './helpers';

let t: TestApp;
let admin: string;
let csr: string;
let austinVendor: string;
let hillCountry: { _id: string; token: string };
let austinDays: Map<string, number>;

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), payload });
const prices = { small: 31, average: 41, large: 51, extraLarge: 66 };
type Row = { zipcode: string; weekDay: number; crewId?: string | null };
const zipcodesOf = async (token: string, vendorId: string): Promise<Row[]> => (await call(token, 'GET', `/vendors/${vendorId}/zipcodes`)).json().data.zipcodes;
const save = (token: string, vendorId: string, zipcodes: Row[]) => call(token, 'PUT', `/vendors/${vendorId}/zipcodes`, { zipcodes });
const otherDay = (day: number) => (day % 7) + 1;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  admin = (await signIn(t.app, 'demo-admin')).token;
  csr = (await signIn(t.app, 'demo-csr')).token;
  const db = t.app.database.db;
  [{ _id: austinVendor }] = await db.select({ _id: vendors._id }).from(vendors).where(eq(vendors.companyName, 'Austin Lawn Pros'));
  austinDays = new Map((await zipcodesOf(admin, austinVendor)).map((row) => [row.zipcode, row.weekDay]));
  const newVendor = await signIn(t.app, 'demo-newvendor');
  hillCountry = { _id: newVendor.vendor!._id, token: newVendor.token };
  expect((await call(admin, 'PUT', `/vendors/${hillCountry._id}/price`, prices)).statusCode).toBe(200);
});
afterAll(() => t.close());

describe('a vendor user adding zip codes', () => {
  it('is refused a zip code of another market, beside that row', async () => {
    const response = await save(hillCountry.token, hillCountry._id, [{ zipcode: '78701', weekDay: otherDay(austinDays.get('78701')!) }, { zipcode: '75201', weekDay: 1 }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors['zipcodes.1.zipcode']).toBe(ZIPCODE_OUTSIDE_MARKET);
    expect(response.json().errors['zipcodes.0.zipcode']).toBeUndefined();
    expect(await zipcodesOf(admin, hillCountry._id)).toEqual([]);
  });

  it('is refused a zip code and week day another vendor serves, without naming that vendor', async () => {
    const day = austinDays.get('78701')!;
    const response = await save(hillCountry.token, hillCountry._id, [{ zipcode: '78701', weekDay: day }]);
    expect(response.statusCode).toBe(409);
    expect(englishErrors(response.json())['zipcodes.0.zipcode']).toMatch(/^Zip code 78701 on \w+day is already served by another vendor\.$/);
    expect(response.json().errorParams['zipcodes.0.zipcode']).toEqual({ zipcode: '78701', day: `validation.week_days.${day}` });
    expect(response.body).not.toContain('Austin Lawn Pros');
    expect(await zipcodesOf(admin, hillCountry._id)).toEqual([]);

    const free = await save(hillCountry.token, hillCountry._id, [{ zipcode: '78701', weekDay: otherDay(day) }]);
    expect(free.statusCode).toBe(200);
    expect(free.json().data).toMatchObject({ zipcodes: [{ zipcode: '78701', weekDay: otherDay(day) }], outsideMarket: [], conflicts: [] });
  });

  it('adds none without a market', async () => {
    const created = await call(admin, 'POST', '/vendors', { companyName: 'Marketless Mowing', commission: 10 });
    const vendorId = created.json()._id;
    await call(admin, 'PUT', `/vendors/${vendorId}/price`, prices);
    const [vendorRole] = await t.app.database.db.select().from(roles).where(eq(roles.name, 'vendor'));
    const user = await call(admin, 'POST', '/users', {
      username: 'marketless', email: 'marketless@example.com', password: DEMO_PASSWORD, name: { first: 'Mo', last: 'Less' }, mobile: '(737) 555-0177',
      type: 'vendor', role: vendorRole._id, vendor: vendorId,
    });
    expect(user.statusCode).toBe(201);
    const { token } = await signIn(t.app, 'marketless');
    const response = await save(token, vendorId, [{ zipcode: '78701', weekDay: 3 }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors['zipcodes.0.zipcode']).toBe(VENDOR_WITHOUT_MARKET);
  });
});

describe('staff assigning zip codes', () => {
  it('may go outside the market and onto another vendor\'s day, and see both', async () => {
    const day = austinDays.get('78702')!;
    const response = await save(admin, hillCountry._id, [{ zipcode: '78701', weekDay: otherDay(austinDays.get('78701')!) }, { zipcode: '78702', weekDay: day }, { zipcode: '75201', weekDay: 2 }]);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.outsideMarket).toEqual(['75201']);
    expect(response.json().data.conflicts).toEqual([{ zipcode: '78702', weekDay: day, vendorId: austinVendor, vendorName: 'Austin Lawn Pros' }]);

    const list = await call(csr, 'GET', '/vendors/zipcode-conflicts');
    expect(list.statusCode).toBe(200);
    const shared = list.json().data.conflicts.filter((row: Row) => row.zipcode === '78702' && row.weekDay === day);
    expect(shared.map((row: { vendorName: string }) => row.vendorName)).toEqual(['Austin Lawn Pros', 'Hill Country Mowing']);
    expect((await call(hillCountry.token, 'GET', '/vendors/zipcode-conflicts')).statusCode).toBe(403);
    expect((await call((await signIn(t.app, 'demo-crew', 'crew')).token, 'GET', '/vendors/zipcode-conflicts')).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/v1/vendors/zipcode-conflicts' })).statusCode).toBe(401);
  });

  it('leaves the vendor able to keep what staff assigned, but not to add beyond its market', async () => {
    const held = await zipcodesOf(hillCountry.token, hillCountry._id);
    expect(held.map((row) => row.zipcode)).toEqual(['75201', '78701', '78702']);
    const kept = await save(hillCountry.token, hillCountry._id, held.map(({ zipcode, weekDay }) => ({ zipcode, weekDay })));
    expect(kept.statusCode).toBe(200);
    const added = await save(hillCountry.token, hillCountry._id, [...held.map(({ zipcode, weekDay }) => ({ zipcode, weekDay })), { zipcode: '75204', weekDay: 1 }]);
    expect(added.statusCode).toBe(400);
    expect(added.json().errors['zipcodes.3.zipcode']).toBe(ZIPCODE_OUTSIDE_MARKET);
  });
});

describe('a vendor user\'s properties and commission exceptions', () => {
  it('stay within its own zip codes', async () => {
    const own = new Set((await zipcodesOf(admin, hillCountry._id)).map((row) => row.zipcode));
    const options = (await call(hillCountry.token, 'GET', `/vendors/${hillCountry._id}/property-options?q=`)).json().data;
    expect(options.length).toBeGreaterThan(0);
    expect(options.every((option: { zipcode: string }) => own.has(option.zipcode))).toBe(true);

    const [elsewhere] = await t.app.database.db.select().from(properties).where(eq(properties.zipcode, '78703'));
    expect(own.has('78703')).toBe(false);
    const refused = await call(hillCountry.token, 'POST', `/vendors/${hillCountry._id}/property-exceptions`, { propertyId: elsewhere._id, commission: 5 });
    expect(refused.statusCode).toBe(400);

    const byStaff = await call(admin, 'POST', `/vendors/${hillCountry._id}/property-exceptions`, { propertyId: elsewhere._id, commission: 5 });
    expect(byStaff.statusCode).toBe(201);
    const exceptionUrl = `/vendors/${hillCountry._id}/property-exceptions/${byStaff.json()._id}`;
    expect((await call(hillCountry.token, 'GET', `/vendors/${hillCountry._id}/property-exceptions`)).json()).toEqual([]);
    expect((await call(hillCountry.token, 'GET', exceptionUrl)).statusCode).toBe(403);
    expect((await call(hillCountry.token, 'PUT', exceptionUrl, { commission: 50 })).statusCode).toBe(403);
    expect((await call(hillCountry.token, 'DELETE', exceptionUrl)).statusCode).toBe(403);
    expect((await call(admin, 'GET', exceptionUrl)).json().commission).toBe(5);

    const inside = await call(hillCountry.token, 'POST', `/vendors/${hillCountry._id}/property-exceptions`, { propertyId: options[0]._id, commission: 6 });
    expect(inside.statusCode).toBe(201);
    expect((await call(hillCountry.token, 'PUT', `/vendors/${hillCountry._id}/property-exceptions/${inside.json()._id}`, { commission: 7 })).statusCode).toBe(200);
  });
});
