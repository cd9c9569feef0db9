// Search ignores accents as it ignores case (migration 0036, unaccent): "Pena" finds "Peña" and "pena" finds "PEÑA" in
// the customer list (properties), the customers reference search, and the property search kept by the triggers.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../../server/db/schema';
import { addCustomer, buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';

let t: TestApp;
let business: Business;
let csr: string;
let munroId: string;
beforeAll(async () => {
  t = await createTestApp();
  business = await buildBusiness(t.app);
  const db = t.app.database.db;
  await addCustomer(db, business.market._id, { firstName: 'Ana', lastName: 'Peña' }, { address: '12 Calle Ñandú' });
  await addCustomer(db, business.market._id, { firstName: 'JOSÉ', lastName: 'PEÑA' }, { address: '40 Oak St' });
  await addCustomer(db, business.market._id, { firstName: 'Penelope', lastName: 'Smith' }, { address: '7 Elm St' });
  munroId = (await addCustomer(db, business.market._id, { firstName: 'Luis', lastName: 'Munro' }, { address: '9 Pine St' })).customer._id;
  csr = (await signIn(t.app, business.users.csr.username)).token;
});
afterAll(() => t.close());

const search = async (path: string, text: string) => {
  const filter = encodeURIComponent(JSON.stringify({ q: text }));
  const response = await t.app.inject({
    url: `/api/v1/${path}?filter=${filter}&range=${encodeURIComponent('[0,49]')}`,
    headers: bearer(csr),
  });
  expect(response.statusCode).toBe(200);
  return response.json() as Record<string, unknown>[];
};
const propertyNames = async (text: string) =>
  (await search('properties', text)).map((row) => (row as { customer: { name: { last: string } } }).customer.name.last).sort();
const customerNames = async (text: string) =>
  (await search('customers', text)).map((row) => (row as { name: { first: string; last: string } }).name.last).sort();

describe('accent-insensitive search', () => {
  it('finds Peña and PEÑA by "Pena", "pena" and "peña" in the customer list', async () => {
    for (const text of ['Pena', 'pena', 'peña', 'PEÑA']) expect(await propertyNames(text)).toEqual(['PEÑA', 'Peña']);
    expect(await propertyNames('jose pena')).toEqual(['PEÑA']);
    expect(await propertyNames('José')).toEqual(['PEÑA']);
  });

  it('finds an address by its letters without their accents', async () => {
    expect((await search('properties', 'calle nandu')).map((row) => row.address)).toEqual(['12 Calle Ñandú']);
    expect((await search('properties/search', 'ÑANDÚ')).map((row) => row.address)).toEqual(['12 Calle Ñandú']);
  });

  it('finds customers by name whatever their accents and case', async () => {
    expect(await customerNames('pena')).toEqual(['PEÑA', 'Peña']);
    expect(await customerNames('jose pena')).toEqual(['PEÑA']);
    expect(await customerNames('Pe%a')).toEqual([]);
  });

  it('keeps the customer list search current when a customer is renamed', async () => {
    await t.app.database.db.update(customers).set({ lastName: 'Muñoz' }).where(eq(customers._id, munroId));
    expect(await propertyNames('munoz')).toEqual(['Muñoz']);
    expect(await propertyNames('munro')).toEqual([]);
  });
});
