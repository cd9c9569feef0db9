// Application records are kept whatever else goes (4 TAC §7.33 keeps them two years; the business's retention setting
// at least that), on the real database: deleting the visit, property, customer or applicator leaves every fact and the
// record's copies of the name and address, and the database itself refuses to delete a record or change a fact.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, customers, properties, users, workLogs } from '../../../server/db/schema';
import { businessToday } from '../../../server/lib/businessDay';
import { addDays } from '../../../server/lib/calendar';
import { addCustomer, addStop, addUser, buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';

const API = '/api/v1';
const LINKS = ['workLogId', 'propertyId', 'customerId', 'applicatorId', 'recordedById'] as const;
let t: TestApp;
let business: Business;
let admin: string;
let productId: string;
let today: string;

const db = () => t.app.database.db;
const call = (method: 'POST' | 'PUT', path: string, payload: object) =>
  t.app.inject({ method, url: `${API}${path}`, headers: bearer(admin), payload });
const row = async (id: string) => (await db().select().from(applications).where(eq(applications._id, id)))[0];
/** A database refusal: the statement fails and the record is as it was. */
async function refused(statement: Promise<unknown>, id: string) {
  const before = await row(id);
  await expect(statement).rejects.toThrow();
  expect(await row(id)).toEqual(before);
}

/** A paper record by the office at a new customer's visit, naming a new applicator (who may then be deleted). */
async function paperRecord() {
  const site = await addCustomer(db(), business.market._id, { firstName: 'Kept', lastName: 'Customer' });
  const stop = await addStop(db(), business, { crewId: business.crew._id, date: today, at: site });
  const applicator = await addUser(db(), business.roleIds, 'crew', { crewId: business.crew._id, firstName: 'Ana', lastName: 'Vega' });
  await call('PUT', `/applicators/${applicator._id}/licence`, { licenceNo: 'TDA-0555555', expiresOn: addDays(today, 365) });
  const answer = await call('POST', `/work-logs/${stop}/applications`, {
    productId,
    amount: 3,
    unit: 'fl oz',
    areaSqFt: 6000,
    targetPest: 'Grubs',
    applicationMethod: 'Backpack sprayer',
    windMph: 4,
    windDirection: 'N',
    temperatureF: 70,
    startedAt: new Date(Date.now() - 3_600_000).toISOString(),
    applicatorId: applicator._id,
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return { ...site, stop, applicator, id: answer.json().data._id as string };
}

beforeAll(async () => {
  t = await createTestApp();
  business = await buildBusiness(t.app);
  admin = (await signIn(t.app, 'test-admin')).token;
  today = await businessToday(db());
  const product = await call('POST', '/products', {
    name: 'Kept Product',
    epaRegNo: '62719-542',
    unit: 'fl oz',
    rateMinPer1000: 0.3,
    rateMaxPer1000: 0.8,
    restrictedUse: false,
  });
  productId = product.json()._id;
});
afterAll(() => t.close());

describe('application records are kept', () => {
  it('when their visit, property, customer and applicator are deleted: only the links go, every fact and copy stays', async () => {
    const { customer, property, stop, applicator, id } = await paperRecord();
    const before = await row(id);
    expect(before).toMatchObject({ customerName: 'Kept Customer', applicatorName: 'Ana Vega', licenceNo: 'TDA-0555555' });

    await db().delete(workLogs).where(eq(workLogs._id, stop));
    await db().delete(properties).where(eq(properties._id, property._id));
    await db().delete(customers).where(eq(customers._id, customer._id));
    await db().delete(users).where(eq(users._id, applicator._id));

    const after = await row(id);
    expect(after).toEqual({ ...before, workLogId: null, propertyId: null, customerId: null, applicatorId: null });
    expect(after.address).toContain(property.address);
    // The record was started an hour ago: in the business's first hour of the day, that is yesterday.
    const from = addDays(today, -1);
    const report = await t.app.inject({ url: `${API}/reports/applications.csv?from=${from}&to=${today}`, headers: bearer(admin) });
    expect(report.body).toContain(id);
    expect(report.body).toContain('Kept Customer');
  });

  it('by the database itself: a record is never deleted, no fact changes, and no link is pointed elsewhere', async () => {
    const { id } = await paperRecord();
    const other = await paperRecord();
    await refused(db().delete(applications).where(eq(applications._id, id)), id);
    await refused(db().update(applications).set({ customerName: 'Someone Else' }).where(eq(applications._id, id)), id);
    await refused(db().update(applications).set({ amount: 1 }).where(eq(applications._id, id)), id);
    await refused(db().update(applications).set({ weatherSource: null }).where(eq(applications._id, id)), id);
    // Pointed at another record's visit, property, customer and applicator, or another user as its recorder.
    const elsewhere = { ...(await row(other.id)), recordedById: business.users.crew._id };
    for (const link of LINKS) {
      expect(elsewhere[link]).not.toBe((await row(id))[link]);
      await refused(
        db()
          .update(applications)
          .set({ [link]: elsewhere[link] })
          .where(eq(applications._id, id)),
        id,
      );
    }
    // The same refusal through the API: a record is never edited nor deleted.
    const deleted = await t.app.inject({ method: 'DELETE', url: `${API}/applications/${id}`, headers: bearer(admin) });
    expect(deleted.statusCode).toBe(405);
  });
});
