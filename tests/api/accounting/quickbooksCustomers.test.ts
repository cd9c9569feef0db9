// A customer already in QuickBooks, against the strict fake of Intuit: a change in LawnDesk goes as a sparse update
// (Id, the SyncToken read just before, only what changed), so what the bookkeeper edited in QuickBooks stays; a name
// QuickBooks already has fails in words (a create: link them; an update: rename one) and never makes a copy; and the
// DocNumber of an invoice carries System Settings' prefix and first number.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountingRecords, customers, payments, properties } from '../../../server/db/schema';
import { displayNameOf } from '../../../server/modules/accounting/pushRules';
import { type FakeQuickBooks } from '../../fakeQuickBooks';
import { addCustomer, type Business } from '../fixtures/business';
import { bearer, signIn, type TestApp } from '../helpers';
import { connectedQuickBooksApp, invoicedCustomer, issueInvoices, lastMonth, QUICKBOOKS, syncQuickBooks } from '../quickbooksFixtures';

let t: TestApp;
let fake: FakeQuickBooks;
let business: Business;
let admin: string;

connectedQuickBooksApp((setup) => ({ t, fake, business, admin } = setup));

const sync = () => syncQuickBooks(t.app, admin, '2026-01-01');
const customerPosts = () => fake.requests.filter((request) => request.method === 'POST' && request.path.endsWith('/customer'));
const recordOf = async (customerId: string) =>
  (await t.app.database.db.select().from(accountingRecords).where(eq(accountingRecords.localId, customerId)))[0];

async function paidCustomer(mobile: string) {
  const db = t.app.database.db;
  const made = await addCustomer(
    db,
    business.market._id,
    { mobile },
    { address: '4 Elm St', city: 'Austin', state: 'TX', zipcode: '78701' },
  );
  await db.insert(payments).values({
    customerId: made.customer._id,
    propertyId: made.property._id,
    item: 'mow',
    date: '2026-11-16',
    priceCents: 4500,
    amountCents: 4500,
    status: 'success',
  });
  return made;
}

describe('QuickBooks customers as Intuit keeps them', () => {
  it('sends a change as a sparse update of what changed, with the SyncToken QuickBooks holds now', async () => {
    const db = t.app.database.db;
    const made = await paidCustomer('5125550111');
    await sync();
    const record = await recordOf(made.customer._id);
    expect(record).toMatchObject({ status: 'sent' });
    // The bookkeeper corrected the first name in QuickBooks: its SyncToken moved on.
    fake.edit('Customer', record.quickbooksId!, { GivenName: 'Terence', Notes: 'Gate code 1234' });

    await db.update(customers).set({ email: 'terry.new@example.com' }).where(eq(customers._id, made.customer._id));
    await db.update(properties).set({ address: '9 Oak Ave', zipcode: '78704' }).where(eq(properties._id, made.property._id));
    const before = customerPosts().length;
    expect(await sync()).toMatchObject({ counts: { pending: 0, failed: 0 } });

    const posts = customerPosts().slice(before);
    expect(posts).toHaveLength(1);
    expect(posts[0].requestId).not.toBe(record.requestId);
    const held = fake.records('Customer').find((customer) => customer.Id === record.quickbooksId)!;
    expect(held).toMatchObject({
      SyncToken: '2',
      GivenName: 'Terence',
      Notes: 'Gate code 1234',
      PrimaryEmailAddr: { Address: 'terry.new@example.com' },
      ShipAddr: { Line1: '9 Oak Ave', PostalCode: '78704' },
    });
    expect(fake.records('Customer')).toHaveLength(1);

    // Nothing changed since: nothing is sent.
    await db.update(customers).set({ language: 'es' }).where(eq(customers._id, made.customer._id));
    await sync();
    expect(customerPosts().length).toBe(before + 1);
  });

  it('fails a rename QuickBooks holds for another customer in words, and the customer’s receipts still go', async () => {
    const db = t.app.database.db;
    const made = await paidCustomer('5125550122');
    await sync();
    const taken = displayNameOf({ ...made.customer, lastName: 'Sosa' });
    fake.addCustomer({ DisplayName: taken });
    await db.update(customers).set({ lastName: 'Sosa' }).where(eq(customers._id, made.customer._id));
    await db.insert(payments).values({
      customerId: made.customer._id,
      propertyId: made.property._id,
      item: 'mow',
      date: '2026-11-23',
      priceCents: 4500,
      amountCents: 4500,
      status: 'success',
    });
    const state = await sync();
    expect(state.counts.failed).toBe(1);
    const record = await recordOf(made.customer._id);
    expect(record).toMatchObject({ status: 'failed', failureKey: 'server.accounting.failure.rename_taken' });
    const receipts = fake
      .records('SalesReceipt')
      .filter((receipt) => (receipt.CustomerRef as { value: string }).value === record.quickbooksId);
    expect(receipts).toHaveLength(2);
    expect(fake.records('Customer').filter((customer) => String(customer.DisplayName).includes('Sosa'))).toHaveLength(1);
  });

  it('fails a create whose name QuickBooks has, then links it when the bookkeeper confirms, with no copy', async () => {
    const made = await paidCustomer('5125550133');
    const sameId = fake.addCustomer({ DisplayName: displayNameOf(made.customer).toUpperCase() });
    const count = fake.records('Customer').length;
    await sync();
    expect(await recordOf(made.customer._id)).toMatchObject({
      status: 'failed',
      failureKey: 'server.accounting.failure.duplicate_customer',
    });
    const listed = await t.app.inject({ method: 'GET', url: `${QUICKBOOKS}/records?status=failed`, headers: bearer(admin) });
    expect(listed.json().data.list.map((row: { failure: string }) => row.failure)).toContain(
      'QuickBooks already has a customer with this display name, most likely this same customer: link them under "Link existing QuickBooks customers", or rename the one in QuickBooks, then send again.',
    );

    const matches = await t.app.inject({ method: 'GET', url: `${QUICKBOOKS}/customer-matches`, headers: bearer(admin) });
    expect(matches.statusCode, matches.body).toBe(200);
    expect(matches.json().data.matches).toEqual([
      expect.objectContaining({ customerId: made.customer._id, quickbooksId: sameId, matchedBy: 'name' }),
    ]);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `${QUICKBOOKS}/customer-matches/confirm`,
      headers: bearer(admin),
      payload: { matches: [{ customerId: made.customer._id, quickbooksId: sameId }] },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await sync()).toMatchObject({ counts: { pending: 0 } });
    expect(fake.records('Customer')).toHaveLength(count);
    const receipt = fake.records('SalesReceipt').at(-1)!;
    expect(receipt.CustomerRef).toEqual({ value: sameId });
    // What QuickBooks lacked (the e-mail, the addresses) was filled in; its display name stayed.
    const held = fake.records('Customer').find((customer) => customer.Id === sameId)!;
    expect(held).toMatchObject({
      DisplayName: displayNameOf(made.customer).toUpperCase(),
      PrimaryEmailAddr: { Address: made.customer.email },
    });
  });

  it('numbers invoices in QuickBooks with the prefix and first number of System Settings, validated', async () => {
    const put = (quickbooks: object) =>
      t.app.inject({ method: 'PUT', url: '/api/v1/settings', headers: bearer(admin), payload: { quickbooks } });
    for (const refused of [
      { docNumberPrefix: 'LD 2026!', docNumberStart: 1 },
      { docNumberPrefix: 'ABCDEFGHIJKL', docNumberStart: 1 },
      { docNumberPrefix: 'LD-', docNumberStart: 0 },
      { docNumberPrefix: 'LD-', docNumberStart: 1_000_000_000 },
    ]) {
      const answer = await put(refused);
      expect(answer.statusCode, JSON.stringify(refused)).toBe(400);
    }
    const csr = (await signIn(t.app, business.users.csr.username)).token;
    const notAdmin = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/settings',
      headers: bearer(csr),
      payload: { quickbooks: { docNumberPrefix: 'X', docNumberStart: 1 } },
    });
    expect(notAdmin.statusCode).toBe(403);
    expect((await put({ docNumberPrefix: 'LD-', docNumberStart: 5001 })).statusCode).toBe(200);

    await invoicedCustomer(t.app, admin, business.market._id, lastMonth());
    const [invoice] = await issueInvoices(t.app, admin);
    await sync();
    const pushed = fake.records('Invoice').find((record) => String(record.PrivateNote) === `LawnDesk invoice ${invoice.number}`);
    expect(pushed?.DocNumber).toBe(`LD-${5000 + invoice.number}`);
  });
});
