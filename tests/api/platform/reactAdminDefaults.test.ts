// react-admin's own requests, as ra-data-simple-rest sends them when a screen gives no sort or filter of its own, to
// every resource App.tsx registers: the default list (sorted by `id`), getMany and getManyReference.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBusiness } from '../fixtures/business';
import { bearer, createTestApp, englishErrors, signIn, type TestApp } from '../helpers';

/** Every `<Resource name>` of src/App.tsx, with the field a getManyReference of it is made on (its parent record). */
const RESOURCES: [resource: string, reference: string][] = [
  ['markets', 'id'],
  ['outbox', 'id'],
  ['properties', 'customerId'],
  ['users', 'id'],
  ['users/roles', 'id'],
  ['vendors', 'marketId'],
  ['phrases', 'id'],
  ['discounts', 'id'],
  ['payments', 'propertyId'],
  ['email-templates', 'id'],
  ['office-announcements', 'id'],
  ['vendors/crew-announcements', 'vendorId'],
  ['call-logs', 'propertyId'],
  ['reminders', 'propertyId'],
  ['notes', 'propertyId'],
  ['work-logs', 'propertyId'],
  ['locked-customers', 'id'],
  ['contact-requests', 'id'],
  ['customer-signup', 'id'],
  ['time-sheets/entries', 'id'],
];

/** The parent a row names: `propertyId`, or a nested `property: { _id }`; `_id` for a reference on `id`. */
function parentOf(row: Record<string, unknown>, reference: string): unknown {
  if (reference === 'id') return row._id;
  return row[reference] ?? (row[reference.replace(/Id$/, '')] as { _id?: string } | undefined)?._id;
}

let t: TestApp;
let admin: string;
let business: Awaited<ReturnType<typeof buildBusiness>>;

const get = (resource: string, query: Record<string, unknown>) =>
  t.app.inject({
    url: `/api/v1/${resource}?${new URLSearchParams(Object.fromEntries(Object.entries(query).map(([key, value]) => [key, JSON.stringify(value)])))}`,
    headers: bearer(admin),
  });

beforeAll(async () => {
  t = await createTestApp();
  business = await buildBusiness(t.app);
  admin = (await signIn(t.app, business.users.admin.username)).token;
});
afterAll(() => t.close());

describe.each(RESOURCES)('%s', (resource, reference) => {
  it('answers the default list, sorted by id or _id either way, with a Content-Range', async () => {
    for (const field of ['id', '_id']) {
      for (const order of ['ASC', 'DESC']) {
        const response = await get(resource, { filter: {}, range: [0, 24], sort: [field, order] });
        expect(response.statusCode, `${field} ${order}: ${response.body}`).toBe(200);
        expect(response.headers['content-range']).toMatch(/^\S+ \d+-\d+\/\d+$/);
        const ids = (response.json() as { _id: string }[]).map((row) => row._id);
        const sorted = [...ids].sort();
        expect(ids).toEqual(order === 'ASC' ? sorted : sorted.reverse());
      }
    }
  });

  it('refuses an unknown sort field, naming the ones it sorts by', async () => {
    const response = await get(resource, { sort: ['noSuchField', 'ASC'] });
    expect(response.statusCode).toBe(400);
    expect(englishErrors(response.json())['sort.0']).toMatch(/^Sort by one of: .*\bid, _id\.$/);
  });

  it('answers getMany with the rows named and no others', async () => {
    const rows = (await get(resource, { range: [0, 1], sort: ['id', 'ASC'] })).json() as { _id: string }[];
    const ids = [...rows.map((row) => row._id), randomUUID()];
    const response = await get(resource, { filter: { id: ids } });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as { _id: string }[]).map((row) => row._id).sort()).toEqual(rows.map((row) => row._id).sort());
  });

  it('answers getManyReference: the rows of one parent, sorted by id', async () => {
    const parentId = {
      customerId: business.customer._id,
      marketId: business.market._id,
      propertyId: business.property._id,
      vendorId: business.vendor._id,
      id: randomUUID(),
    }[reference];
    const response = await get(resource, { filter: { [reference]: parentId }, range: [0, 24], sort: ['id', 'DESC'] });
    expect(response.statusCode, response.body).toBe(200);
    for (const row of response.json() as Record<string, unknown>[]) expect(parentOf(row, reference)).toBe(parentId);
  });
});
