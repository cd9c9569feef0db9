// Connecting a QuickBooks company that already has customers: new customers wait; QuickBooks' customers are read a
// page at a time and proposed as LawnDesk's by e-mail or phone (a same name alone is never proposed); only the pairs
// the bookkeeper confirms are linked, a rejected pair is not proposed again, and once the review is done the linked
// customers' receipts name the QuickBooks customer while the others are created, with no duplicate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../../server/db/schema';
import { type FakeQuickBooks, startFakeQuickBooks } from '../../fakeQuickBooks';
import { addCustomer, buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';
import { connectQuickBooks, QUICKBOOKS, syncQuickBooks } from '../quickbooksFixtures';

let t: TestApp;
let fake: FakeQuickBooks;
let business: Business;
let admin: string;
const MATCHES = `${QUICKBOOKS}/customer-matches`;

beforeAll(async () => {
  fake = await startFakeQuickBooks();
  t = await createTestApp({ jobs: false, quickbooks: fake.settings });
  business = await buildBusiness(t.app);
  admin = (await signIn(t.app, business.users.admin.username)).token;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const post = (url: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: bearer(admin), payload });

describe('linking the customers QuickBooks already has', () => {
  it('proposes by e-mail or phone only, links what the bookkeeper confirms, and creates the rest once', async () => {
    const db = t.app.database.db;
    // More than one page of QuickBooks customers (1000 a query).
    for (let n = 0; n < 1003; n += 1) fake.addCustomer({ DisplayName: `Old customer ${n}` });
    const byEmail = fake.addCustomer({ DisplayName: 'Perez, Ana', PrimaryEmailAddr: { Address: 'ANA.PEREZ@example.com' } });
    const byPhone = fake.addCustomer({ DisplayName: 'Bob Lee', PrimaryPhone: { FreeFormNumber: '(512) 555-0142' } });
    fake.addCustomer({ DisplayName: 'Carla Diaz' });
    await connectQuickBooks(t.app, admin);

    const ana = await addCustomer(db, business.market._id, {
      firstName: 'Ana',
      lastName: 'Perez',
      email: 'ana.perez@example.com',
      mobile: '5125550901',
    });
    const bob = await addCustomer(db, business.market._id, {
      firstName: 'Robert',
      lastName: 'Lee',
      email: 'rlee@example.com',
      mobile: '512-555-0142',
    });
    const carla = await addCustomer(db, business.market._id, {
      firstName: 'Carla',
      lastName: 'Diaz',
      email: 'carla@example.com',
      mobile: '5125550903',
    });
    for (const made of [ana, bob, carla])
      await db.insert(payments).values({
        customerId: made.customer._id,
        propertyId: made.property._id,
        item: 'mow',
        date: '2026-11-16',
        priceCents: 4500,
        amountCents: 4500,
        status: 'success',
      });
    const customersBefore = fake.records('Customer').length;
    const waiting = await syncQuickBooks(t.app, admin, '2026-01-01');
    expect(fake.records('Customer')).toHaveLength(customersBefore);
    expect(fake.records('SalesReceipt')).toHaveLength(0);
    expect(waiting.counts.failed).toBe(0);
    const state = await t.app.inject({ method: 'GET', url: QUICKBOOKS, headers: bearer(admin) });
    expect(state.json().data.customerReview).toBe(true);

    const listed = await t.app.inject({ method: 'GET', url: MATCHES, headers: bearer(admin) });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.quickbooksCustomers).toBe(1006);
    const pairs = listed
      .json()
      .data.matches.map((match: { customerId: string; quickbooksId: string; matchedBy: string }) => [
        match.customerId,
        match.quickbooksId,
        match.matchedBy,
      ]);
    expect(pairs).toEqual(
      expect.arrayContaining([
        [ana.customer._id, byEmail, 'email'],
        [bob.customer._id, byPhone, 'phone'],
      ]),
    );
    expect(pairs.some(([customerId]: string[]) => customerId === carla.customer._id)).toBe(false);

    expect((await post(`${MATCHES}/reject`, { matches: [{ customerId: bob.customer._id, quickbooksId: byPhone }] })).statusCode).toBe(200);
    const missing = await post(`${MATCHES}/confirm`, { matches: [{ customerId: ana.customer._id, quickbooksId: '999999' }] });
    expect(missing.statusCode).toBe(400);
    const confirmed = await post(`${MATCHES}/confirm`, { matches: [{ customerId: ana.customer._id, quickbooksId: byEmail }] });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const again = await post(`${MATCHES}/confirm`, { matches: [{ customerId: ana.customer._id, quickbooksId: byEmail }] });
    expect(again.statusCode).toBe(409);
    const after = await t.app.inject({ method: 'GET', url: MATCHES, headers: bearer(admin) });
    expect(
      after.json().data.matches.filter((match: { customerId: string }) => [ana.customer._id, bob.customer._id].includes(match.customerId)),
    ).toEqual([]);

    expect((await post(`${MATCHES}/done`)).statusCode).toBe(200);
    expect(await syncQuickBooks(t.app, admin)).toMatchObject({ counts: { pending: 0, failed: 0 } });
    expect(fake.records('Customer')).toHaveLength(customersBefore + 2);
    expect(fake.records('SalesReceipt')).toHaveLength(3);
    const anaReceipt = fake.records('SalesReceipt').filter((receipt) => (receipt.CustomerRef as { value: string }).value === byEmail);
    expect(anaReceipt).toHaveLength(1);
    // The linked customer kept the name the books know.
    expect(fake.records('Customer').find((customer) => customer.Id === byEmail)?.DisplayName).toBe('Perez, Ana');
  });

  it('refuses a QuickBooks id that is not digits with 400', async () => {
    const bad = await post(`${MATCHES}/confirm`, { matches: [{ customerId: 'x', quickbooksId: 'abc' }] });
    expect(bad.statusCode).toBe(400);
  });
});
