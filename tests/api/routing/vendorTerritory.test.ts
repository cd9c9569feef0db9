// Vendor territory: a vendor user adds zip codes only in its market and on days no other vendor serves; staff may, and see the conflicts.
// The fixture's vendor serves 78701 and 78702 of its market; its pending vendor, priced below, is the vendor user who adds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VENDOR_WITHOUT_MARKET, ZIPCODE_OUTSIDE_MARKET } from '../../../common/schemas/vendor';
import { vendorZipcodes } from '../../../server/db/schema';
import { addCustomer, addMarket, buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, englishErrors, signIn, TEST_PASSWORD, type TestApp } from '../helpers';

let t: TestApp;
let business: Business;
let admin: string;
let csr: string;
/** The vendor serving 78701 and 78702, on the days in `servedDays`; the vendor user adding zip codes. */
let servingVendor: { _id: string; companyName: string };
let newVendor: { _id: string; token: string; companyName: string };
let servedDays: Map<string, number>;
let elsewhere: { _id: string };

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), payload });
const prices = { small: 31, average: 41, large: 51, extraLarge: 66 };
type Row = { zipcode: string; weekDay: number; crewId?: string | null };
const zipcodesOf = async (token: string, vendorId: string): Promise<Row[]> =>
  (await call(token, 'GET', `/vendors/${vendorId}/zipcodes`)).json().data.zipcodes;
const save = (token: string, vendorId: string, zipcodes: Row[]) => call(token, 'PUT', `/vendors/${vendorId}/zipcodes`, { zipcodes });
const otherDay = (day: number) => (day % 7) + 1;

beforeAll(async () => {
  t = await createTestApp();
  business = await buildBusiness(t.app);
  const db = t.app.database.db;
  servingVendor = business.vendor;
  await db.insert(vendorZipcodes).values([
    { vendorId: servingVendor._id, zipcode: '78701', weekDay: 2 },
    { vendorId: servingVendor._id, zipcode: '78702', weekDay: 4 },
  ]);
  await addMarket(db, { name: 'Dallas', zipCodes: ['75201', '75204'] });
  ({ property: elsewhere } = await addCustomer(db, business.market._id, {}, { zipcode: '78703' }));
  admin = (await signIn(t.app, business.users.admin.username)).token;
  csr = (await signIn(t.app, business.users.csr.username)).token;
  servedDays = new Map((await zipcodesOf(admin, servingVendor._id)).map((row) => [row.zipcode, row.weekDay]));
  const { token } = await signIn(t.app, business.users.pendingVendor.username);
  newVendor = { ...business.pendingVendor, token };
  expect((await call(admin, 'PUT', `/vendors/${newVendor._id}/price`, prices)).statusCode).toBe(200);
});
afterAll(() => t.close());

describe('a vendor user adding zip codes', () => {
  it('is refused a zip code of another market, beside that row', async () => {
    const response = await save(newVendor.token, newVendor._id, [
      { zipcode: '78701', weekDay: otherDay(servedDays.get('78701')!) },
      { zipcode: '75201', weekDay: 1 },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors['zipcodes.1.zipcode']).toBe(ZIPCODE_OUTSIDE_MARKET);
    expect(response.json().errors['zipcodes.0.zipcode']).toBeUndefined();
    expect(await zipcodesOf(admin, newVendor._id)).toEqual([]);
  });

  it('is refused a zip code and week day another vendor serves, without naming that vendor', async () => {
    const day = servedDays.get('78701')!;
    const response = await save(newVendor.token, newVendor._id, [{ zipcode: '78701', weekDay: day }]);
    expect(response.statusCode).toBe(409);
    expect(englishErrors(response.json())['zipcodes.0.zipcode']).toMatch(
      /^Zip code 78701 on \w+day is already served by another vendor\.$/,
    );
    expect(response.json().errorParams['zipcodes.0.zipcode']).toEqual({ zipcode: '78701', day: `validation.week_days.${day}` });
    expect(response.body).not.toContain(servingVendor.companyName);
    expect(await zipcodesOf(admin, newVendor._id)).toEqual([]);

    const free = await save(newVendor.token, newVendor._id, [{ zipcode: '78701', weekDay: otherDay(day) }]);
    expect(free.statusCode).toBe(200);
    expect(free.json().data).toMatchObject({ zipcodes: [{ zipcode: '78701', weekDay: otherDay(day) }], outsideMarket: [], conflicts: [] });
  });

  it('adds none without a market', async () => {
    const created = await call(admin, 'POST', '/vendors', { companyName: 'Marketless Mowing', commission: 10 });
    const vendorId = created.json()._id;
    await call(admin, 'PUT', `/vendors/${vendorId}/price`, prices);
    const user = await call(admin, 'POST', '/users', {
      username: 'marketless',
      email: 'marketless@example.com',
      password: TEST_PASSWORD,
      name: { first: 'Mo', last: 'Less' },
      mobile: '(737) 555-0177',
      type: 'vendor',
      role: business.roleIds.vendor,
      vendor: vendorId,
    });
    expect(user.statusCode).toBe(201);
    const { token } = await signIn(t.app, 'marketless');
    const response = await save(token, vendorId, [{ zipcode: '78701', weekDay: 3 }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors['zipcodes.0.zipcode']).toBe(VENDOR_WITHOUT_MARKET);
  });
});

describe('staff assigning zip codes', () => {
  it("may go outside the market and onto another vendor's day, and see both", async () => {
    const day = servedDays.get('78702')!;
    const response = await save(admin, newVendor._id, [
      { zipcode: '78701', weekDay: otherDay(servedDays.get('78701')!) },
      { zipcode: '78702', weekDay: day },
      { zipcode: '75201', weekDay: 2 },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.outsideMarket).toEqual(['75201']);
    expect(response.json().data.conflicts).toEqual([
      { zipcode: '78702', weekDay: day, vendorId: servingVendor._id, vendorName: servingVendor.companyName },
    ]);

    const list = await call(csr, 'GET', '/vendors/zipcode-conflicts');
    expect(list.statusCode).toBe(200);
    const shared = list.json().data.conflicts.filter((row: Row) => row.zipcode === '78702' && row.weekDay === day);
    expect(shared.map((row: { vendorName: string }) => row.vendorName)).toEqual([servingVendor.companyName, newVendor.companyName].sort());
    expect((await call(newVendor.token, 'GET', '/vendors/zipcode-conflicts')).statusCode).toBe(403);
    expect(
      (await call((await signIn(t.app, business.users.crew.username, 'crew')).token, 'GET', '/vendors/zipcode-conflicts')).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: '/api/v1/vendors/zipcode-conflicts' })).statusCode).toBe(401);
  });

  it('leaves the vendor able to keep what staff assigned, but not to add beyond its market', async () => {
    const held = await zipcodesOf(newVendor.token, newVendor._id);
    expect(held.map((row) => row.zipcode)).toEqual(['75201', '78701', '78702']);
    const kept = await save(
      newVendor.token,
      newVendor._id,
      held.map(({ zipcode, weekDay }) => ({ zipcode, weekDay })),
    );
    expect(kept.statusCode).toBe(200);
    const added = await save(newVendor.token, newVendor._id, [
      ...held.map(({ zipcode, weekDay }) => ({ zipcode, weekDay })),
      { zipcode: '75204', weekDay: 1 },
    ]);
    expect(added.statusCode).toBe(400);
    expect(added.json().errors['zipcodes.3.zipcode']).toBe(ZIPCODE_OUTSIDE_MARKET);
  });
});

describe("a vendor user's properties and commission exceptions", () => {
  it('stay within its own zip codes', async () => {
    const own = new Set((await zipcodesOf(admin, newVendor._id)).map((row) => row.zipcode));
    const options = (await call(newVendor.token, 'GET', `/vendors/${newVendor._id}/property-options?q=`)).json().data;
    expect(options.length).toBeGreaterThan(0);
    expect(options.every((option: { zipcode: string }) => own.has(option.zipcode))).toBe(true);

    expect(own.has('78703')).toBe(false);
    const refused = await call(newVendor.token, 'POST', `/vendors/${newVendor._id}/property-exceptions`, {
      propertyId: elsewhere._id,
      commission: 5,
    });
    expect(refused.statusCode).toBe(400);

    const byStaff = await call(admin, 'POST', `/vendors/${newVendor._id}/property-exceptions`, {
      propertyId: elsewhere._id,
      commission: 5,
    });
    expect(byStaff.statusCode).toBe(201);
    const exceptionUrl = `/vendors/${newVendor._id}/property-exceptions/${byStaff.json()._id}`;
    expect((await call(newVendor.token, 'GET', `/vendors/${newVendor._id}/property-exceptions`)).json()).toEqual([]);
    expect((await call(newVendor.token, 'GET', exceptionUrl)).statusCode).toBe(403);
    expect((await call(newVendor.token, 'PUT', exceptionUrl, { commission: 50 })).statusCode).toBe(403);
    expect((await call(newVendor.token, 'DELETE', exceptionUrl)).statusCode).toBe(403);
    expect((await call(admin, 'GET', exceptionUrl)).json().commission).toBe(5);

    const inside = await call(newVendor.token, 'POST', `/vendors/${newVendor._id}/property-exceptions`, {
      propertyId: options[0]._id,
      commission: 6,
    });
    expect(inside.statusCode).toBe(201);
    expect(
      (await call(newVendor.token, 'PUT', `/vendors/${newVendor._id}/property-exceptions/${inside.json()._id}`, { commission: 7 }))
        .statusCode,
    ).toBe(200);
  });
});
