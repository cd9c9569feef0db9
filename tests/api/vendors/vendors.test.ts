import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crewAnnouncements, crews, markets, roles } from '../../../server/db/schema';
import { addCrew, addCustomer, addMarket, addProperty, addVendor, addZipcodes, buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, englishErrors, signIn, type TestApp } from '../helpers';

let t: TestApp;
let business: Business;
let admin: string;
let vendorUser: Awaited<ReturnType<typeof signIn>>;
let austin: { _id: string; crewIds: string[] };
let dallas: { _id: string; crewIds: string[] };

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), payload });
const prices = { small: 31, average: 41, large: 51, extraLarge: 66 };

/** Austin's zip codes, served by the signed-in vendor: weekdays in turn, its two crews in turn. */
const AUSTIN_ZIPCODES = ['78701', '78702', '78703', '78704'];

/**
 * The business's vendor in Austin (the vendor user's), a Dallas vendor with two crews and a property in its area, a
 * property in 78745, an Austin zip code the vendor user comes to serve alone, and a crew announcement for every vendor.
 */
beforeAll(async () => {
  t = await createTestApp();
  business = await buildBusiness(t.app);
  admin = (await signIn(t.app, business.users.admin.username)).token;
  vendorUser = await signIn(t.app, business.users.vendor.username);
  const db = t.app.database.db;
  austin = { _id: business.vendor._id, crewIds: [business.crew._id, business.sameVendorCrew._id] };
  await addZipcodes(
    db,
    austin._id,
    AUSTIN_ZIPCODES.map((zipcode, index) => ({ zipcode, weekDay: (index % 5) + 1, crewId: austin.crewIds[index % 2] })),
  );
  const dallasMarket = await addMarket(db, { name: 'Dallas', zipCodes: ['75201', '75206'] });
  const dallasVendor = await addVendor(db, dallasMarket._id, { companyName: 'Dallas Lawn Pros' });
  dallas = {
    _id: dallasVendor._id,
    crewIds: [
      (await addCrew(db, dallasVendor._id, 'Dallas North Crew'))._id,
      (await addCrew(db, dallasVendor._id, 'Dallas South Crew'))._id,
    ],
  };
  await addCustomer(db, dallasMarket._id, {}, { zipcode: '75201', city: 'Dallas' });
  await db
    .update(markets)
    .set({ zipCodes: [...business.market.zipCodes, '78745'] })
    .where(eq(markets._id, business.market._id));
  await addProperty(db, business.customer._id, business.market._id, { zipcode: '78745' });
  await db.insert(crewAnnouncements).values({
    vendorId: null,
    title: 'Heat safety',
    message: 'Take water breaks every hour.',
    activeFrom: '2026-05-01',
    activeTo: '2026-09-30',
  });
});
afterAll(() => t.close());

describe('vendor CRUD', () => {
  it('lists the vendors in the simple-rest convention, and names them for pickers', async () => {
    const list = await call(admin, 'GET', '/vendors?sort=["companyName","ASC"]');
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-range']).toBe('vendors 0-3/4');
    expect(list.json()[0]).toMatchObject({
      companyName: 'Dallas Lawn Pros',
      status: 'active',
      marketName: 'Dallas',
      prices: { small: 30 },
    });
    const options = await call(admin, 'GET', '/vendors/list');
    expect(options.json().data.map((row: { companyName: string }) => row.companyName)).toContain(business.pendingVendor.companyName);
    expect((await call(admin, 'GET', `/vendors?filter=${encodeURIComponent('{"status":"pending_for_price"}')}`)).json()).toHaveLength(1);
  });

  it('creates a vendor pending for price, then activates it by setting its price', async () => {
    const created = await call(admin, 'POST', '/vendors', {
      companyName: ' Prairie Yards ',
      commission: 12,
      email: 'ops@prairie.test',
      phone: '(512) 555-0111',
      status: 'active',
    });
    expect(created.statusCode).toBe(201);
    const vendor = created.json();
    expect(vendor).toMatchObject({
      companyName: 'Prairie Yards',
      status: 'pending_for_price',
      phone: '5125550111',
      prices: null,
      isPrimary: false,
    });

    const activate = await call(admin, 'PUT', `/vendors/${vendor._id}`, { ...vendor, status: 'active' });
    expect(activate.statusCode).toBe(400);
    expect(activate.json().errors.status).toBe('server.vendors.set_price_before_making_vendor_active');

    const priced = await call(admin, 'PUT', `/vendors/${vendor._id}/price`, prices);
    expect(priced.json()).toEqual({ status: 200, data: { prices, status: 'active' } });
    const updated = await call(admin, 'PUT', `/vendors/${vendor._id}`, { ...vendor, contactName: 'Pat', status: 'inactive' });
    expect(updated.json()).toMatchObject({ contactName: 'Pat', status: 'inactive' });
    expect((await call(admin, 'DELETE', `/vendors/${vendor._id}`)).statusCode).toBe(200);
    expect((await call(admin, 'GET', `/vendors/${vendor._id}`)).statusCode).toBe(404);
  });

  it('answers field messages for a bad vendor and a bad price', async () => {
    const bad = await call(admin, 'POST', '/vendors', { companyName: '', commission: 101, email: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      companyName: 'validation.vendor.company_name_required',
      commission: 'validation.vendor.commission_must_be_at_most_100',
      email: 'validation.common.valid_email_required',
    });
    const price = await call(admin, 'PUT', `/vendors/${austin._id}/price`, { ...prices, large: -1 });
    expect(price.json().errors).toEqual({ large: 'validation.vendor.price_0_or_more' });
  });
});

describe('service zip codes', () => {
  it('replaces the whole list, and a bad row saves nothing', async () => {
    const before = (await call(admin, 'GET', `/vendors/${austin._id}/zipcodes`)).json().data.zipcodes;
    expect(before.length).toBe(AUSTIN_ZIPCODES.length);
    expect(before[0]).toMatchObject({ zipcode: '78701', weekDay: expect.any(Number), crewName: business.crew.name });

    const foreignCrew = await call(admin, 'PUT', `/vendors/${austin._id}/zipcodes`, {
      zipcodes: [
        { zipcode: '78701', weekDay: 1, crewId: austin.crewIds[0] },
        { zipcode: '78702', weekDay: 2, crewId: dallas.crewIds[0] },
      ],
    });
    expect(foreignCrew.statusCode).toBe(400);
    expect(foreignCrew.json().errors['zipcodes.1.crewId']).toBe('server.vendors.crew_not_one_of_vendors_crews');
    expect((await call(admin, 'GET', `/vendors/${austin._id}/zipcodes`)).json().data.zipcodes).toEqual(before);

    const badDay = await call(admin, 'PUT', `/vendors/${austin._id}/zipcodes`, { zipcodes: [{ zipcode: '78701', weekDay: 8 }] });
    expect(badDay.json().errors['zipcodes.0.weekDay']).toBe('validation.vendor.week_day_1_monday_to_7_sunday');
    const twice = await call(admin, 'PUT', `/vendors/${austin._id}/zipcodes`, {
      zipcodes: [
        { zipcode: '78701', weekDay: 1 },
        { zipcode: '78701', weekDay: 2 },
      ],
    });
    expect(englishErrors(twice.json())['zipcodes.1.zipcode']).toBe('Zip code 78701 is listed twice.');

    const saved = await call(admin, 'PUT', `/vendors/${austin._id}/zipcodes`, {
      zipcodes: [
        { zipcode: '78704', weekDay: 3, crewId: austin.crewIds[1] },
        { zipcode: '78701', weekDay: 7 },
      ],
    });
    expect(saved.json().data.zipcodes).toEqual([
      { zipcode: '78701', weekDay: 7, crewId: null, crewName: null },
      { zipcode: '78704', weekDay: 3, crewId: austin.crewIds[1], crewName: expect.any(String) },
    ]);
  });
});

describe('commission exception properties', () => {
  it('adds, edits and removes an exception with the commission limits', async () => {
    const options = (await call(admin, 'GET', `/vendors/${dallas._id}/property-options?q=a`)).json().data;
    expect(options.length).toBeGreaterThan(0);
    const propertyId = options.filter((option: { zipcode: string }) => option.zipcode.startsWith('75')).at(-1)._id;
    const tooHigh = await call(admin, 'POST', `/vendors/${dallas._id}/property-exceptions`, { propertyId, commission: 101 });
    expect(tooHigh.json().errors).toEqual({ commission: 'validation.vendor.commission_must_be_at_most_100' });
    const created = await call(admin, 'POST', `/vendors/${dallas._id}/property-exceptions`, { propertyId, commission: 7 });
    expect(created.statusCode).toBe(201);
    expect((await call(admin, 'POST', `/vendors/${dallas._id}/property-exceptions`, { propertyId, commission: 8 })).statusCode).toBe(409);
    const list = await call(admin, 'GET', `/vendors/${dallas._id}/property-exceptions`);
    expect(list.json().map((row: { propertyId: string }) => row.propertyId)).toContain(propertyId);
    const edited = await call(admin, 'PUT', `/vendors/${dallas._id}/property-exceptions/${created.json()._id}`, { commission: 9 });
    expect(edited.json().commission).toBe(9);
    expect((await call(admin, 'DELETE', `/vendors/${dallas._id}/property-exceptions/${created.json()._id}`)).statusCode).toBe(200);
  });
});

describe('crews and crew notes', () => {
  it('lists crews by vendor, adds one with a note, and refuses a crew for an unknown vendor', async () => {
    const list = await call(admin, 'GET', `/vendors/crews?filter=${encodeURIComponent(JSON.stringify({ vendorId: dallas._id }))}`);
    expect(list.json()).toHaveLength(2);
    expect((await call(admin, 'GET', '/vendors/all/crews')).json().data.length).toBe((await t.app.database.db.select().from(crews)).length);
    expect((await call(admin, 'POST', '/vendors/crews', { vendorId: crypto.randomUUID(), name: 'Ghost' })).json().errors).toEqual({
      vendorId: 'server.not_found.vendor',
    });
    const crew = (await call(admin, 'POST', '/vendors/crews', { vendorId: dallas._id, name: 'Dallas East Crew' })).json();
    expect(crew).toMatchObject({ name: 'Dallas East Crew', vendorName: 'Dallas Lawn Pros' });
    expect((await call(admin, 'POST', `/vendors/crews/${crew._id}/notes`, { text: ' ' })).json().errors).toEqual({
      text: 'validation.common.note_required',
    });
    const note = await call(admin, 'POST', `/vendors/crews/${crew._id}/notes`, { text: 'Mower serviced.' });
    expect(note.json()).toMatchObject({ text: 'Mower serviced.', author: 'Avery Admin' });
    expect((await call(admin, 'GET', `/vendors/crews/${crew._id}/notes`)).json()).toHaveLength(1);
    expect((await call(admin, 'DELETE', `/vendors/crews/${crew._id}`)).statusCode).toBe(200);
  });

  it('keeps the start point of a crew: both coordinates or neither, within range', async () => {
    const crew = (
      await call(admin, 'POST', '/vendors/crews', {
        vendorId: dallas._id,
        name: 'Dallas Yard Crew',
        startAddress: ' 12 Yard Rd ',
        startLatitude: 32.78,
        startLongitude: -96.8,
      })
    ).json();
    expect(crew).toMatchObject({ startAddress: '12 Yard Rd', startLatitude: 32.78, startLongitude: -96.8 });
    expect((await call(admin, 'GET', `/vendors/crews/${crew._id}`)).json()).toMatchObject({ startLatitude: 32.78, startLongitude: -96.8 });
    for (const [start, field, message] of [
      [{ startLatitude: 32.78 }, 'startLongitude', 'Give both the latitude and the longitude of the start point, or neither.'],
      [
        { startLongitude: -96.8, startLatitude: null },
        'startLatitude',
        'Give both the latitude and the longitude of the start point, or neither.',
      ],
      [{ startLatitude: 91, startLongitude: 0 }, 'startLatitude', 'Latitude is a number from -90 to 90.'],
      [{ startLatitude: 0, startLongitude: -180.5 }, 'startLongitude', 'Longitude is a number from -180 to 180.'],
      [{ startLatitude: '32', startLongitude: 0 }, 'startLatitude', 'Latitude is a number from -90 to 90.'],
      [{ startAddress: 'Yard\u0000Rd' }, 'startAddress', undefined],
      [{ startAddress: 'x'.repeat(10_000) }, 'startAddress', undefined],
    ] as const) {
      const refused = await call(admin, 'PUT', `/vendors/crews/${crew._id}`, { vendorId: dallas._id, name: 'Dallas Yard Crew', ...start });
      expect(refused.statusCode, JSON.stringify(start).slice(0, 60)).toBe(400);
      const errors = englishErrors(refused.json());
      expect(Object.keys(errors)).toContain(field);
      if (message) expect(errors[field]).toBe(message);
    }
    const cleared = await call(admin, 'PUT', `/vendors/crews/${crew._id}`, { vendorId: dallas._id, name: 'Dallas Yard Crew' });
    expect(cleared.json()).toMatchObject({ startAddress: null, startLatitude: null, startLongitude: null });
  });

  it('keeps crew announcements for one vendor or for all', async () => {
    const bad = await call(admin, 'POST', '/vendors/crew-announcements', {
      title: 'Rain',
      message: 'Stay home',
      activeFrom: '2026-05-02',
      activeTo: '2026-05-01',
    });
    expect(bad.json().errors).toEqual({ activeTo: 'validation.vendor.active_to_on_or_after_active_from' });
    const created = await call(admin, 'POST', '/vendors/crew-announcements', {
      vendorId: dallas._id,
      title: 'Rain',
      message: 'Stay home',
      activeFrom: '2026-05-01',
      activeTo: '2026-05-02',
    });
    expect(created.statusCode).toBe(201);
    const forDallas = await call(
      admin,
      'GET',
      `/vendors/crew-announcements?filter=${encodeURIComponent(JSON.stringify({ vendorId: dallas._id }))}`,
    );
    expect(
      forDallas
        .json()
        .map((row: { title: string }) => row.title)
        .sort(),
    ).toEqual(['Heat safety', 'Rain']);
  });
});

describe('vendor ownership', () => {
  it('lets a vendor user read and change only its own vendor', async () => {
    const token = vendorUser.token;
    expect(vendorUser.vendor?._id).toBe(austin._id);
    expect((await call(token, 'GET', '/vendors')).statusCode).toBe(403);
    expect((await call(token, 'GET', '/vendors/list')).statusCode).toBe(403);
    for (const [method, path, body] of [
      ['GET', `/vendors/${dallas._id}`],
      ['GET', `/vendors/${dallas._id}/price`],
      ['PUT', `/vendors/${dallas._id}/price`, prices],
      ['GET', `/vendors/${dallas._id}/zipcodes`],
      ['PUT', `/vendors/${dallas._id}/zipcodes`, { zipcodes: [] }],
      ['GET', `/vendors/${dallas._id}/property-exceptions`],
      ['POST', `/vendors/${dallas._id}/property-exceptions`, { propertyId: crypto.randomUUID(), commission: 1 }],
      ['GET', `/vendors/crews?filter=${encodeURIComponent(JSON.stringify({ vendorId: dallas._id }))}`],
      ['GET', `/vendors/crews/${dallas.crewIds[0]}`],
      ['PUT', `/vendors/${austin._id}`, { companyName: 'Mine now', commission: 0 }],
    ] as const) {
      const response = await call(token, method, path, body as object | undefined);
      expect(response.statusCode, `${method} ${path}`).toBe(403);
    }
    expect((await call(token, 'GET', `/vendors/${austin._id}`)).json().companyName).toBe(business.vendor.companyName);
    expect((await call(token, 'PUT', `/vendors/${austin._id}/price`, prices)).json().data.prices).toEqual(prices);
    const own = await call(token, 'PUT', `/vendors/${austin._id}/zipcodes`, {
      zipcodes: [{ zipcode: '78745', weekDay: 2, crewId: austin.crewIds[0] }],
    });
    expect(own.json().data.zipcodes).toHaveLength(1);
    const crewsSeen = (await call(token, 'GET', '/vendors/crews')).json();
    expect(crewsSeen.map((crew: { vendorId: string }) => crew.vendorId)).toEqual(austin.crewIds.map(() => austin._id));
  });

  it('limits a vendor user’s property picker and exceptions to its own area', async () => {
    const token = vendorUser.token;
    const options = (await call(token, 'GET', `/vendors/${austin._id}/property-options?q=`)).json().data;
    expect(options.length).toBeGreaterThan(0);
    expect(options.every((option: { zipcode: string }) => option.zipcode.startsWith('787'))).toBe(true);
    // "75" also finds an address with 75 in its number (the fixture's are random): the Dallas one is by its zip code.
    const dallasProperty = (await call(admin, 'GET', `/vendors/${dallas._id}/property-options?q=75`))
      .json()
      .data.find((option: { zipcode: string }) => option.zipcode.startsWith('75'));
    expect(dallasProperty).toBeDefined();
    const outside = await call(token, 'POST', `/vendors/${austin._id}/property-exceptions`, {
      propertyId: dallasProperty._id,
      commission: 5,
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errors.propertyId).toBe('server.vendors.property_not_in_vendors_area');
    const inside = await call(token, 'POST', `/vendors/${austin._id}/property-exceptions`, {
      propertyId: options.at(-1)._id,
      commission: 5,
    });
    expect(inside.statusCode).toBe(201);
  });

  it('holds a pending vendor to its own vendor until it sets its price', async () => {
    const newVendor = await signIn(t.app, business.users.pendingVendor.username);
    expect(newVendor.vendor?.status).toBe('pending_for_price');
    const id = newVendor.vendor!._id;
    expect((await call(newVendor.token, 'PUT', `/user/${newVendor._id}`, { name: { first: 'N', last: 'Q' } })).statusCode).toBe(403);
    expect((await call(newVendor.token, 'GET', `/vendors/${austin._id}/price`)).statusCode).toBe(403);
    expect((await call(newVendor.token, 'GET', `/vendors/${id}/price`)).json().data).toEqual({ prices: null, status: 'pending_for_price' });
    expect((await call(newVendor.token, 'GET', '/zipcodes/map')).statusCode).toBe(200);
    const priced = await call(newVendor.token, 'PUT', `/vendors/${id}/price`, prices);
    expect(priced.json().data.status).toBe('active');
    expect((await call(newVendor.token, 'GET', '/users/me')).json().data.vendor).toEqual({ _id: id, status: 'active' });
    expect((await call(newVendor.token, 'GET', `/user/${newVendor._id}`)).statusCode).toBe(200);
  });

  it('refuses crew and customer users', async () => {
    for (const [username, role] of [
      [business.users.crew.username, 'crew'],
      [business.users.customer.username, 'admin'],
    ] as const) {
      const { token } = await signIn(t.app, username, role);
      expect((await call(token, 'GET', `/vendors/${austin._id}`)).statusCode).toBe(403);
      expect((await call(token, 'GET', `/vendors/${austin._id}/zipcodes`)).statusCode).toBe(403);
      expect((await call(token, 'GET', '/vendors/crews')).statusCode).toBe(403);
      expect((await call(token, 'POST', '/vendors', { companyName: 'X', commission: 1 })).statusCode).toBe(403);
    }
  });

  it('lists vendors for pickers to a role that writes crew announcements without seeing vendors', async () => {
    const { db } = t.app.database;
    const [csrRole] = await db.select().from(roles).where(eq(roles.name, 'csr'));
    await db
      .update(roles)
      .set({ permissions: ['crew_announcement_list'] })
      .where(eq(roles._id, csrRole._id));
    try {
      const { token } = await signIn(t.app, business.users.csr.username);
      const list = await call(token, 'GET', '/vendors/list');
      expect(list.statusCode).toBe(200);
      expect((list.json().data as { companyName: string }[]).map((row) => row.companyName)).toContain(business.vendor.companyName);
      expect((await call(token, 'GET', '/vendors')).statusCode).toBe(403);
    } finally {
      await db.update(roles).set({ permissions: csrRole.permissions }).where(eq(roles._id, csrRole._id));
    }
  });
});
