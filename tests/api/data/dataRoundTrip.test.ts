// Export, then import into an empty LawnDesk: a business's customers, their properties and Lawn Services written out
// as the export's CSVs, put side by side one row per property (as a spreadsheet's lookup would), and imported into
// another LawnDesk with no customers give the same counts and the same contact, address and service fields.
// What an import cannot carry (visits, payments, notes, a second property of one customer) is the backup's to restore.
// The export's archive (all.zip) imports as it is: its customers, properties and services joined by their ids.
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportMapping } from '../../../common/schemas/dataImport';
import { customers, properties, services } from '../../../server/db/schema';
import { parseCsv } from '../csvText';
import { addZipcodeArea, buildBusiness } from '../fixtures/business';
import { uploadSpreadsheet } from '../fixtures/importer';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';
import { unzip } from '../zipText';

const API = '/api/v1';
const SOURCE = [
  'Id,First name,Last name,Email,Phone,Address,City,Zip,Latitude,Longitude,Frequency,Day,Price,Start date',
  'A1,José,García,jose.rt@example.com,(512) 555-0141,12 Oak Ln,Austin,78701,30.2711,-97.7437,weekly,Tue,40,2031-03-04',
  'A2,Ann,Smith,ann.rt@example.com,512.555.0142,400 Elm St,Austin,78701,,,every 2 weeks,Wed,45.5,2031-03-05',
  'A3,Bob,Jones,,,9 Pine Rd,Austin,78701,,,,,,',
].join('\n');

let from: TestApp;
let into: TestApp;
let fromToken: string;
let intoToken: string;

async function upload(app: TestApp, token: string, content: string | Buffer, fields: Record<string, string>) {
  const response = await uploadSpreadsheet(app, token, content, fields);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}
async function exported(type: string) {
  const response = await from.app.inject({ url: `${API}/exports/${type}.csv`, headers: bearer(fromToken) });
  expect(response.statusCode, response.body).toBe(200);
  const [header, ...rows] = parseCsv(response.body.replace(/^\uFEFF/, '').trimEnd());
  return rows.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index]])));
}
const counts = async (app: TestApp) => {
  const db = app.app.database.db;
  const [c] = await db.select({ n: count() }).from(customers);
  const [p] = await db.select({ n: count() }).from(properties);
  const [s] = await db.select({ n: count() }).from(services);
  return { customers: c.n, properties: p.n, services: s.n };
};
/** What a customer, property and service say, without ids or times, in a stable order. */
async function contents(app: TestApp) {
  const db = app.app.database.db;
  const people = await db.select().from(customers).orderBy(asc(customers.email));
  const places = await db.select().from(properties);
  const plans = await db.select().from(services);
  return people.map((person) => {
    const place = places.find((row) => row.customerId === person._id)!;
    const plan = plans.find((row) => row.propertyId === place._id);
    return {
      name: [person.firstName, person.lastName],
      contact: [person.email, person.mobile, person.emergencyPhone],
      place: [place.address, place.city, place.state, place.zipcode, place.latitude, place.longitude, place.locationApproximate],
      plan: plan ? [plan.type, plan.frequency, plan.mowDay, plan.price, plan.startDate, plan.status] : null,
    };
  });
}

beforeAll(async () => {
  from = await createTestApp();
  into = await createTestApp();
  for (const app of [from, into]) {
    const business = await buildBusiness(app.app);
    // Each LawnDesk starts with no customers: the fixture's own one goes (its properties and services with it).
    await app.app.database.db.delete(customers);
    await addZipcodeArea(app.app.database.db);
    const { token } = await signIn(app.app, business.users.admin.username);
    if (app === from) fromToken = token;
    else intoToken = token;
  }
  const done = await upload(from, fromToken, SOURCE, { dryRun: 'false' });
  expect(done.totals).toEqual({ create: 3, update: 0, skip: 0, error: 0 });
}, 120_000);
afterAll(async () => {
  await from?.close();
  await into?.close();
});

describe('export, then import into an empty LawnDesk', () => {
  it('gives the same customers, properties and services', async () => {
    const [people, places, plans] = await Promise.all([exported('customers'), exported('properties'), exported('services')]);
    expect(places.length).toBe(people.length);
    // One row per property, its customer's and its Lawn Service's columns beside it, under the export's own names.
    const columns = ['id', 'first_name', 'last_name', 'email', 'mobile', 'emergency_phone', 'address', 'city', 'state', 'zipcode'];
    const serviceColumns = ['frequency', 'mow_day', 'price', 'start_date'];
    const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
    const lines = [[...columns, 'latitude', 'longitude', ...serviceColumns].join(',')];
    for (const place of places) {
      const person = people.find((row) => row.id === place.customer_id)!;
      const plan = plans.find((row) => row.property_id === place.id && row.type === 'mow');
      // An approximate location is the zip code's centre: left out, so the new LawnDesk places it (and flags it) again.
      const [latitude, longitude] = place.location_approximate === 'true' ? ['', ''] : [place.latitude, place.longitude];
      const cells = [person.id, person.first_name, person.last_name, person.email, person.mobile, person.emergency_phone];
      cells.push(place.address, place.city, place.state, place.zipcode, latitude, longitude);
      cells.push(...serviceColumns.map((name) => plan?.[name] ?? ''));
      lines.push(cells.map(quote).join(','));
    }
    const mapping: ImportMapping = {
      sourceId: 'id',
      firstName: 'first_name',
      lastName: 'last_name',
      email: 'email',
      mobile: 'mobile',
      emergencyPhone: 'emergency_phone',
      address: 'address',
      city: 'city',
      state: 'state',
      zipcode: 'zipcode',
      latitude: 'latitude',
      longitude: 'longitude',
      frequency: 'frequency',
      mowDay: 'mow_day',
      price: 'price',
      startDate: 'start_date',
    };
    const done = await upload(into, intoToken, lines.join('\n'), { mapping: JSON.stringify(mapping), dryRun: 'false' });
    expect(done).toMatchObject({ status: 'done', totals: { create: 3, update: 0, skip: 0, error: 0 } });
    expect(await counts(into)).toEqual(await counts(from));
    expect(await counts(into)).toEqual({ customers: 3, properties: 3, services: 2 });
    expect(await contents(into)).toEqual(await contents(from));

    const again = await upload(into, intoToken, lines.join('\n'), { mapping: JSON.stringify(mapping) });
    expect(again.totals).toEqual({ create: 0, update: 0, skip: 3, error: 0 });
  });
});

/** Every customer with all its properties (and positions) and their services, without ids or times, in a stable order. */
async function everything(app: TestApp) {
  const db = app.app.database.db;
  const people = await db.select().from(customers).orderBy(asc(customers.lastName));
  const places = await db.select().from(properties).orderBy(asc(properties.address));
  const plans = await db.select().from(services).orderBy(asc(services.type));
  return people.map((person) => ({
    name: [person.firstName, person.lastName],
    contact: [person.email, person.mobile, person.emergencyPhone],
    places: places
      .filter((place) => place.customerId === person._id)
      .map((place) => ({
        where: [place.address, place.city, place.state, place.zipcode, place.lotSize, place.gateCode],
        position: [place.latitude, place.longitude, place.locationApproximate],
        plans: plans
          .filter((plan) => plan.propertyId === place._id)
          .map((plan) => [plan.type, plan.frequency, plan.mowDay, plan.price, plan.startDate, plan.frontBack]),
      })),
  }));
}

describe("LawnDesk's own export, the archive as it is, into an empty LawnDesk", () => {
  it('gives the same customers, every property with its position, and every service, one-time ones included', async () => {
    const db = from.app.database.db;
    // José gets a second property, located exactly, with a one-time Lawn Service and a Bush and Bed beside it.
    const [jose] = await db.select().from(customers).where(eq(customers.email, 'jose.rt@example.com'));
    const [cedar] = await db
      .insert(properties)
      .values({
        customerId: jose._id,
        address: '77 Cedar Ave',
        city: 'Austin',
        state: 'TX',
        zipcode: '78701',
        latitude: 30.2802,
        longitude: -97.7611,
        lotSize: 9000,
        gateCode: '4321',
      })
      .returning();
    await db.insert(services).values([
      { customerId: jose._id, propertyId: cedar._id, type: 'mow', frequency: -1, price: 60, startDate: '2031-04-01' },
      { customerId: jose._id, propertyId: cedar._id, type: 'bnb', frequency: 4, price: 120, startDate: '2031-04-02', mowDay: 5 },
    ]);
    await into.app.database.db.delete(customers);

    const archive = await from.app.inject({ url: `${API}/exports/all.zip`, headers: bearer(fromToken) });
    expect(archive.statusCode).toBe(200);
    expect(unzip(archive.rawPayload).has('customers.csv')).toBe(true);
    const preview = await upload(into, intoToken, archive.rawPayload, {});
    // Mapped without being told: the export's own column names.
    expect(preview.mapping).toMatchObject({ sourceId: 'customer_id', firstName: 'first_name', address: 'address', frequency: 'frequency' });
    expect(preview.totals).toEqual({ create: 5, update: 0, skip: 0, error: 0 });
    const done = await upload(into, intoToken, archive.rawPayload, { dryRun: 'false' });
    expect(done).toMatchObject({ status: 'done', totals: { create: 5, update: 0, skip: 0, error: 0 } });

    expect(await counts(into)).toEqual({ customers: 3, properties: 4, services: 4 });
    expect(await counts(into)).toEqual(await counts(from));
    const carried = await everything(into);
    expect(carried).toEqual(await everything(from));
    const oneTime = carried.flatMap((person) => person.places.flatMap((place) => place.plans)).filter((plan) => plan[1] === -1);
    expect(oneTime).toEqual([['mow', -1, null, 60, '2031-04-01', 'both']]);

    const again = await upload(into, intoToken, archive.rawPayload, { dryRun: 'false' });
    expect(again.totals).toEqual({ create: 0, update: 0, skip: 5, error: 0 });
    expect(await counts(into)).toEqual(await counts(from));
  });

  it('refuses a file of the export alone, saying to upload the archive', async () => {
    const response = await uploadSpreadsheet(
      into,
      intoToken,
      (await from.app.inject({ url: `${API}/exports/customers.csv`, headers: bearer(fromToken) })).body,
      {},
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      messageKey: 'server.data_import.export_part',
      errors: { file: 'server.data_import.export_part' },
    });
  });
});
