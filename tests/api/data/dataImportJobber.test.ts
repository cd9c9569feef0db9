// A Jobber-style export of 2,000 rows made up here (fixtures/jobberExport.ts), imported through the API after an
// earlier import of another tool used some of its client ids: no property attached to the wrong customer, no one-time
// service made weekly, every property located (the shipped zip code centres: no zip code areas are loaded here).
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, importRows, properties, services } from '../../../server/db/schema';
import { multipart, parseCsv } from '../csvText';
import { type Business, buildBusiness } from '../fixtures/business';
import { type Client, expectedName, jobberClients, jobberExport, rowCount } from '../fixtures/jobberExport';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';

let t: TestApp;
let business: Business;
let adminToken: string;
const db = () => t.app.database.db;
const API = '/api/v1';

async function importFile(name: string, content: string) {
  const body = multipart([{ name, content }], { dryRun: 'false' });
  const response = await t.app.inject({
    method: 'POST',
    url: `${API}/imports`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(adminToken) },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { _id: string; status: string; totals: Record<string, number>; approximate: number; warningCount: number };
}

const CLIENTS = jobberClients(1290);
/** Ids an earlier import of another tool gave to other people (1-20) and to the same people (21-40). */
const OTHERS = 20;
const SAME = 40;
const byId = new Map(CLIENTS.map((client) => [client.id, client]));
/** The address lines LawnDesk writes for a client's properties (Street 2 after a comma). */
const addressesOf = (client: Client) => client.properties.map((property) => [property.street, property.street2].filter(Boolean).join(', '));

function earlierExport() {
  const lines = ['Client ID,First Name,Last Name,Email,Phone,Address,City,Zip'];
  for (let id = 1; id <= SAME; id++) {
    const client = byId.get(id)!;
    lines.push(
      id <= OTHERS
        ? `${id},Earlier${id},Person,earlier${id}@example.com,(737) 555-${String(1000 + id)},${id} Earlier Rd,Austin,78701`
        : `${id},${expectedName(client).replace(/ (?=\S+$)/, ',')},${client.email},,${client.properties[0].street},Austin,${client.properties[0].zip}`,
    );
  }
  return lines.join('\n');
}

beforeAll(async () => {
  t = await createTestApp();
  business = await buildBusiness(t.app);
  adminToken = (await signIn(t.app, business.users.admin.username)).token;
});
afterAll(() => t.close());

describe('a Jobber-style export of 2,000 rows', () => {
  it('imports with no wrong attachment, no lost one-time service and every property located', { timeout: 240_000 }, async () => {
    expect(rowCount(CLIENTS)).toBeGreaterThanOrEqual(2000);
    const earlier = await importFile('service-autopilot.csv', earlierExport());
    expect(earlier).toMatchObject({ status: 'done', totals: { create: SAME, error: 0 } });

    const done = await importFile('jobber.csv', jobberExport(CLIENTS));
    expect(done.status).toBe('done');
    expect(done.totals.error).toBe(0);

    const rows = await db().select().from(importRows).where(eq(importRows.importId, done._id));
    expect(rows).toHaveLength(rowCount(CLIENTS));
    // The ids another tool gave to other people: every such row asks, naming the customer the id went to.
    const conflicts = rows.filter((row) => row.message === 'validation.data_import.source_id_other_person');
    const conflicting = CLIENTS.filter((client) => client.id <= OTHERS);
    expect(conflicts).toHaveLength(rowCount(conflicting));
    const earlierCustomers = await db().select().from(customers).where(eq(customers.lastName, 'Person'));
    expect(new Set(conflicts.map((row) => row.customerId))).toEqual(new Set(earlierCustomers.map((customer) => customer._id)));
    for (const customer of earlierCustomers)
      expect(await db().select().from(properties).where(eq(properties.customerId, customer._id))).toHaveLength(1);

    // Every property the import wrote belongs to the client whose row named it.
    const imported = CLIENTS.filter((client) => client.id > OTHERS);
    const expectedOwner = new Map<string, Client>();
    for (const client of imported) for (const address of addressesOf(client)) expectedOwner.set(address, client);
    const written = await db()
      .select({
        address: properties.address,
        latitude: properties.latitude,
        approximate: properties.locationApproximate,
        first: customers.firstName,
        last: customers.lastName,
        email: customers.email,
      })
      .from(properties)
      .innerJoin(customers, eq(customers._id, properties.customerId))
      .where(inArray(properties.address, [...expectedOwner.keys()]));
    expect(written).toHaveLength(expectedOwner.size);
    const wrong = written.filter((row) => {
      const owner = expectedOwner.get(row.address)!;
      return `${row.first} ${row.last}` !== expectedName(owner);
    });
    expect(wrong).toEqual([]);
    // Located: each at least at its zip code's centre, flagged approximate, and counted so in the import's record.
    expect(written.filter((row) => row.latitude === null)).toEqual([]);
    expect(written.every((row) => row.approximate)).toBe(true);
    const record = (await t.app.inject({ url: `${API}/imports/${done._id}`, headers: bearer(adminToken) })).json().data;
    expect(record.approximate).toBe(written.length);

    // Spouses sharing an e-mail are two customers: the second without the e-mail, with a warning on its rows.
    const spouses = imported.filter((client) => client.id % 10 === 2 && client.email === byId.get(client.id - 1)!.email);
    for (const spouse of spouses.slice(0, 5)) {
      const [customer] = await db()
        .select()
        .from(customers)
        .where(and(eq(customers.firstName, spouse.first), eq(customers.lastName, spouse.last)));
      expect(customer.email).toBeNull();
    }
    expect(
      rows.filter((row) => row.warnings.some((warning) => warning.message.endsWith('email_of_another_customer'))).length,
    ).toBeGreaterThan(0);
    // Owners behind a manager's phone are each their own customer.
    const managed = imported.filter((client) => client.id % 9 === 0 && !client.company);
    const managedCustomers = await db()
      .select({ _id: customers._id })
      .from(customers)
      .where(inArray(customers.lastName, [...new Set(managed.map((client) => client.last))]));
    expect(managedCustomers.length).toBeGreaterThanOrEqual(managed.length);

    // One-time services stay one time: every one-time property has its service at -1, none weekly.
    const oneTime = imported.filter((client) => client.properties[0].frequency.match(/^(-1|one time|once)$/i));
    expect(oneTime.length).toBeGreaterThan(10);
    const oneTimeServices = await db()
      .select({ frequency: services.frequency, address: properties.address })
      .from(services)
      .innerJoin(properties, eq(properties._id, services.propertyId))
      .where(inArray(properties.address, oneTime.flatMap(addressesOf)));
    expect(oneTimeServices.length).toBeGreaterThanOrEqual(oneTime.length);
    expect(oneTimeServices.filter((service) => service.frequency !== -1)).toEqual([]);
  });
});

describe("LawnDesk's own export", () => {
  it('keeps a one-time service one time through an export and an import', async () => {
    await db().update(services).set({ frequency: -1 }).where(eq(services._id, business.service._id));
    const exported = await t.app.inject({ url: `${API}/exports/services.csv`, headers: bearer(adminToken) });
    const [header, ...rows] = parseCsv(exported.body);
    const row = rows.find((cells) => cells[header.indexOf('id')] === business.service._id)!;
    const cell = (name: string) => row[header.indexOf(name)];
    expect(cell('frequency')).toBe('-1');
    // Its service columns as exported (headers and cells), on a customer the stored one is not.
    const file = [
      'first_name,last_name,address,city,zipcode,frequency,price,mow_day',
      `Round,Trip,1 Export Way,Austin,78701,${cell('frequency')},${cell('price')},${cell('mow_day')}`,
    ].join('\n');
    const done = await importFile('services.csv', file);
    expect(done).toMatchObject({ totals: { create: 1, error: 0 } });
    const [service] = await db()
      .select({ frequency: services.frequency })
      .from(services)
      .innerJoin(properties, eq(properties._id, services.propertyId))
      .where(eq(properties.address, '1 Export Way'));
    expect(service.frequency).toBe(-1);
  });
});
