// A property's discount code (properties.discount_id): staff choose it in the property view, billing applies it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discounts } from '../../../server/db/schema';
import { buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';

let t: TestApp;
let business: Business;
let csr: string;
let discountId: string;

beforeAll(async () => {
  t = await createTestApp();
  business = await buildBusiness(t.app);
  ({ token: csr } = await signIn(t.app, 'test-csr'));
  const [discount] = await t.app.database.db
    .insert(discounts)
    .values({
      code: 'SPRING10',
      type: 'percentage',
      value: 10,
      numberOfServices: 3,
      startDate: '2026-03-01',
      endDate: '2026-06-30',
      service: 'mow',
      customerType: 'new',
    })
    .returning();
  discountId = discount._id;
});
afterAll(() => t.close());

const update = (payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/customers/properties/${business.property._id}`, headers: bearer(csr), payload });
const latestHistory = async () =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/v1/histories/list?entity=property&entityId=${business.property._id}&length=1`,
      headers: bearer(csr),
    })
  ).json().data.list[0];

describe('the property’s discount code', () => {
  it('is saved, answered with the property and written to its history, and cleared with null', async () => {
    const chosen = await update({ discountId });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().data.discountId).toBe(discountId);
    expect(await latestHistory()).toMatchObject({ action: 'updated', changes: { discountId: { from: null, to: discountId } } });

    const cleared = await update({ discountId: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data.discountId).toBeNull();
  });

  it('answers 400 on the field for a discount that does not exist, and leaves the property as it was', async () => {
    const missing = await update({ discountId: crypto.randomUUID() });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ discountId: 'validation.customer.choose_discount' });
    expect((await update({ discountId: 'not-an-id' })).json().errors).toEqual({ discountId: 'validation.customer.choose_discount' });
    const property = (
      await t.app.inject({ method: 'GET', url: `/api/v1/customers/properties/${business.property._id}`, headers: bearer(csr) })
    ).json().data;
    expect(property.discountId).toBeNull();
  });

  it('answers the customer’s charges hold with the property', async () => {
    const property = (
      await t.app.inject({ method: 'GET', url: `/api/v1/customers/properties/${business.property._id}`, headers: bearer(csr) })
    ).json().data;
    expect(property.customer.chargesOnHold).toBe(false);
  });
});
