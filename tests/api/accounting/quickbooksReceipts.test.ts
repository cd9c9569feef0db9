// What QuickBooks reads on a receipt beside its money: the day the money moved in the business's time zone (a card
// charged on the 29th for a visit of the 16th; its fee the same day; a refund on the day it was made), the place
// (BillAddr and ShipAddr, so QuickBooks' own sales tax lands where the work was), and a check's method and number.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../common/schemas/settings';
import { histories, payments } from '../../../server/db/schema';
import { writeSettings } from '../../../server/lib/settings';
import { type FakeQuickBooks, startFakeQuickBooks } from '../../fakeQuickBooks';
import { addCustomer, buildBusiness, type Business } from '../fixtures/business';
import { createTestApp, signIn, type TestApp } from '../helpers';
import { connectQuickBooks, syncQuickBooks } from '../quickbooksFixtures';

let t: TestApp;
let fake: FakeQuickBooks;
let business: Business;
let admin: string;

beforeAll(async () => {
  fake = await startFakeQuickBooks();
  t = await createTestApp({ jobs: false, quickbooks: fake.settings });
  business = await buildBusiness(t.app);
  admin = (await signIn(t.app, business.users.admin.username)).token;
  await writeSettings(t.app.database.db, { serviceCalendar: { ...DEFAULT_SETTINGS.serviceCalendar, timeZone: 'America/Chicago' } });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const byNote = (entity: 'SalesReceipt' | 'RefundReceipt' | 'JournalEntry', id: string) =>
  fake.records(entity).find((record) => String(record.PrivateNote).includes(id))!;

describe('QuickBooks receipts as Intuit reads them', () => {
  it('dates the money, not the visit; addresses customers and receipts; names a check and its number', async () => {
    const db = t.app.database.db;
    const office = await addCustomer(
      db,
      business.market._id,
      {
        companyName: 'Oak Lane HOA',
        billingAddress: '900 Congress Ave',
        billingCity: 'Austin',
        billingState: 'TX',
        billingZipcode: '78701',
      },
      { address: '12 Oak Lane', city: 'Round Rock', state: 'TX', zipcode: '78664' },
    );
    const home = await addCustomer(
      db,
      business.market._id,
      {},
      { address: '4 Elm St', city: 'Pflugerville', state: 'TX', zipcode: '78660' },
    );
    const workLog = { item: 'mow' as const, date: '2026-11-16', priceCents: 4500, amountCents: 4500 };
    // 03:00 UTC on the 29th is the evening of the 28th in Chicago.
    const [card] = await db
      .insert(payments)
      .values({
        ...workLog,
        customerId: office.customer._id,
        propertyId: office.property._id,
        status: 'refund-success',
        refundedCents: 1000,
        feeCents: 161,
        chargedAt: new Date('2026-11-29T03:00:00Z'),
      })
      .returning();
    await db
      .insert(histories)
      .values({ entity: 'payment', entityId: card._id, action: 'refunded', changes: {}, createdAt: new Date('2026-12-02T04:30:00Z') });
    const [check] = await db
      .insert(payments)
      .values({
        ...workLog,
        customerId: home.customer._id,
        propertyId: home.property._id,
        status: 'success',
        manualMethod: 'check',
        manualReference: '1042',
        chargedAt: new Date('2026-11-20T15:00:00Z'),
      })
      .returning();

    await connectQuickBooks(t.app, admin);
    expect((await syncQuickBooks(t.app, admin, '2026-01-01')).counts).toMatchObject({ failed: 0, pending: 0 });

    expect(byNote('SalesReceipt', card._id)).toMatchObject({
      TxnDate: '2026-11-28',
      ShipAddr: { Line1: '12 Oak Lane', City: 'Round Rock', CountrySubDivisionCode: 'TX', PostalCode: '78664' },
    });
    expect(byNote('JournalEntry', card._id).TxnDate).toBe('2026-11-28');
    expect(byNote('RefundReceipt', card._id)).toMatchObject({ TxnDate: '2026-12-01', TotalAmt: 10 });
    const checkMethod = fake.records('PaymentMethod').find((method) => method.Name === 'Check')!;
    expect(byNote('SalesReceipt', check._id)).toMatchObject({
      TxnDate: '2026-11-20',
      PaymentMethodRef: { value: checkMethod.Id },
      PaymentRefNum: '1042',
      ShipAddr: { Line1: '4 Elm St' },
    });

    const customer = (familyName: string) => fake.records('Customer').find((row) => row.FamilyName === familyName)!;
    expect(customer(office.customer.lastName)).toMatchObject({
      CompanyName: 'Oak Lane HOA',
      BillAddr: { Line1: '900 Congress Ave', City: 'Austin', PostalCode: '78701' },
      ShipAddr: { Line1: '12 Oak Lane', City: 'Round Rock' },
    });
    expect(customer(home.customer.lastName)).toMatchObject({ BillAddr: { Line1: '4 Elm St' }, ShipAddr: { Line1: '4 Elm St' } });
  });
});
