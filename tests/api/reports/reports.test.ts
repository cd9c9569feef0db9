// The report catalogue's aggregates against a fixture counted by hand, who may read which report, and the paging.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, properties, roles } from '../../../server/db/schema';
import { addMarket, addProperty, addUser } from '../fixtures/business';
import { bearer, signIn } from '../helpers';
import { MARCH, reportTestApp } from '../reportFixtures';
import type { WorkLogTestApp } from '../workLogFixtures';

let context: WorkLogTestApp;
beforeAll(async () => {
  context = await reportTestApp();
});
afterAll(() => context.t.close());

type Row = Record<string, string | number | null>;
async function report(path: string, params: Record<string, string | number> = {}, caller: 'admin' | 'csr' | 'vendor' = 'admin') {
  const query = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]));
  const response = await context.t.app.inject({ url: `/api/v1${path}?${query}`, headers: bearer(context.tokens[caller]) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { list: Row[]; total: number };
}
const pick = (rows: Row[], ...keys: string[]) => rows.map((row) => Object.fromEntries(keys.map((key) => [key, row[key]])));

describe('visit reports', () => {
  it('counts the visits of March per crew, by status, with the completed value', async () => {
    const { crew, sameVendorCrew, otherVendorCrew } = context.business;
    const { list, total } = await report('/reports/visits', { ...MARCH, groupBy: 'crew' });
    expect(total).toBe(3);
    expect(pick(list, 'groupId', 'completed', 'skipped', 'cancelled', 'open', 'completedValueCents')).toEqual([
      { groupId: crew._id, completed: 3, skipped: 1, cancelled: 1, open: 0, completedValueCents: 13500 },
      { groupId: sameVendorCrew._id, completed: 1, skipped: 1, cancelled: 0, open: 0, completedValueCents: 4500 },
      { groupId: otherVendorCrew._id, completed: 2, skipped: 0, cancelled: 0, open: 0, completedValueCents: 9000 },
    ]);
  });

  it('groups them per vendor and per market, and narrows them to a crew', async () => {
    const byVendor = await report('/reports/visits', { ...MARCH, groupBy: 'vendor' });
    expect(pick(byVendor.list, 'name', 'completed', 'skipped', 'cancelled')).toEqual([
      { name: 'Fixture Lawn Pros', completed: 4, skipped: 2, cancelled: 1 },
      { name: 'Other Lawn Co', completed: 2, skipped: 0, cancelled: 0 },
    ]);
    const byMarket = await report('/reports/visits', { ...MARCH, groupBy: 'market' });
    expect(pick(byMarket.list, 'name', 'completed')).toEqual([{ name: 'Austin', completed: 6 }]);
    const wholeYear = await report('/reports/visits', { groupBy: 'market' });
    expect(wholeYear.list[0].completed).toBe(7);
    const oneCrew = await report('/reports/visits', { ...MARCH, crewId: context.business.sameVendorCrew._id });
    expect(pick(oneCrew.list, 'completed', 'skipped')).toEqual([{ completed: 1, skipped: 1 }]);
  });

  it('counts skipped and cancelled visits by reason', async () => {
    const { list } = await report('/reports/skipped-visits', MARCH);
    expect(pick(list, 'status', 'reason', 'visits', 'customers')).toEqual([
      { status: 'cancel', reason: 'Rain', visits: 1, customers: 1 },
      { status: 'skipped', reason: 'Gate locked', visits: 2, customers: 1 },
    ]);
    expect((await report('/reports/skipped-visits', { ...MARCH, status: 'cancel' })).total).toBe(1);
  });

  it('sets each crew member’s shifts beside the visits the crew completed that day', async () => {
    const { list } = await report('/reports/time-sheets', MARCH);
    expect(pick(list, 'date', 'member', 'crew', 'shifts', 'clockedMinutes', 'visitsCompleted', 'workedMinutes')).toEqual([
      {
        date: '2031-03-03',
        member: 'Test crew',
        crew: 'Fixture North Crew',
        shifts: 2,
        clockedMinutes: 360,
        visitsCompleted: 3,
        workedMinutes: 60,
      },
    ]);
  });
});

describe('payment reports', () => {
  it('sums the collected payments per month and market with their tax, discounts and refunds', async () => {
    const { list } = await report('/reports/revenue', { period: 'month' });
    expect(pick(list, 'period', 'market', 'payments', 'priceCents', 'discountCents', 'taxCents', 'amountCents', 'refundedCents')).toEqual([
      {
        period: '2031-03-01',
        market: 'Austin',
        payments: 2,
        priceCents: 9000,
        discountCents: 500,
        taxCents: 701,
        amountCents: 9201,
        refundedCents: 0,
      },
      {
        period: '2031-04-01',
        market: 'Austin',
        payments: 1,
        priceCents: 4500,
        discountCents: 0,
        taxCents: 371,
        amountCents: 4871,
        refundedCents: 1000,
      },
    ]);
    const byYear = await report('/reports/revenue', { period: 'year' });
    expect(pick(byYear.list, 'period', 'payments', 'amountCents')).toEqual([{ period: '2031-01-01', payments: 3, amountCents: 14072 }]);
  });

  it('counts the payments per status with their billing groups', async () => {
    const { list } = await report('/reports/payments', MARCH);
    expect(pick(list, 'status', 'billingGroups', 'payments', 'amountCents')).toEqual([
      { status: 'failed', billingGroups: 'pending, failed', payments: 1, amountCents: 4871 },
      { status: 'failed-stop', billingGroups: 'pending', payments: 1, amountCents: 4871 },
      { status: 'pending', billingGroups: 'pending', payments: 1, amountCents: 4871 },
      { status: 'success', billingGroups: 'success', payments: 2, amountCents: 9201 },
    ]);
  });

  it('lists the failed payments one by one, oldest first', async () => {
    const { list, total } = await report('/reports/failed-payments', MARCH);
    expect(total).toBe(2);
    expect(pick(list, 'date', 'customer', 'amountCents', 'attempts', 'failureCode')).toEqual([
      {
        date: '2031-03-05',
        customer: `${context.business.customer.firstName} ${context.business.customer.lastName}`,
        amountCents: 4871,
        attempts: 2,
        failureCode: 'declined',
      },
      {
        date: '2031-03-06',
        customer: `${context.business.customer.firstName} ${context.business.customer.lastName}`,
        amountCents: 4871,
        attempts: 4,
        failureCode: 'expired',
      },
    ]);
  });

  it('works out each vendor’s commission and share as its statement does', async () => {
    const { list } = await report('/reports/vendor-commissions');
    expect(pick(list, 'vendor', 'payments', 'priceCents', 'amountCents', 'commissionCents', 'vendorShareCents')).toEqual([
      { vendor: 'Fixture Lawn Pros', payments: 2, priceCents: 9000, amountCents: 9201, commissionCents: 1700, vendorShareCents: 6800 },
      { vendor: 'Other Lawn Co', payments: 1, priceCents: 4500, amountCents: 4871, commissionCents: 900, vendorShareCents: 2600 },
    ]);
  });

  it('pages a report in its order and tells the whole count', async () => {
    const first = await report('/reports/payments', { ...MARCH, start: 0, length: 3 });
    const second = await report('/reports/payments', { ...MARCH, start: 3, length: 3 });
    expect([first.total, second.total]).toEqual([4, 4]);
    expect([...first.list, ...second.list].map((row) => row.status)).toEqual(['failed', 'failed-stop', 'pending', 'success']);
  });
});

describe('a payment’s market', () => {
  it('is its property’s market when the payment is made, and its revenue stays there when the property moves', async () => {
    const db = context.t.app.database.db;
    const { customer, market } = context.business;
    const dallas = await addMarket(db, { name: 'Dallas' });
    const property = await addProperty(db, customer._id, dallas._id);
    const may = { dateFrom: '2031-05-01', dateTo: '2031-05-31', period: 'month' };
    const collected = {
      customerId: customer._id,
      propertyId: property._id,
      item: 'mow' as const,
      date: '2031-05-05',
      status: 'success' as const,
      priceCents: 4500,
      taxCents: 371,
      amountCents: 4871,
    };
    const [made] = await db.insert(payments).values(collected).returning();
    expect(made.marketId).toBe(dallas._id);

    await db.update(properties).set({ marketId: market._id }).where(eq(properties._id, property._id));
    const [afterMove] = await db
      .insert(payments)
      .values({ ...collected, date: '2031-05-06' })
      .returning();
    expect(afterMove.marketId).toBe(market._id);
    expect((await db.select().from(payments).where(eq(payments._id, made._id)))[0].marketId).toBe(dallas._id);
    // A market named on insert is kept as given.
    const [named] = await db
      .insert(payments)
      .values({ ...collected, date: '2031-05-07', marketId: dallas._id })
      .returning();
    expect(named.marketId).toBe(dallas._id);

    const { list } = await report('/reports/revenue', may);
    expect(pick(list, 'period', 'market', 'marketId', 'payments', 'amountCents')).toEqual([
      { period: '2031-05-01', market: 'Austin', marketId: market._id, payments: 1, amountCents: 4871 },
      { period: '2031-05-01', market: 'Dallas', marketId: dallas._id, payments: 2, amountCents: 9742 },
    ]);
    const dallasOnly = await report('/reports/revenue', { ...may, marketId: dallas._id });
    expect(pick(dallasOnly.list, 'market', 'payments')).toEqual([{ market: 'Dallas', payments: 2 }]);
    await db.delete(payments).where(eq(payments.propertyId, property._id));
  });
});

describe('customer reports', () => {
  it('counts customers by status, source and past-customer type', async () => {
    const past = await report('/customer-reports/customers', { status: 'past' });
    expect(pick(past.list, 'status', 'source', 'pastCustomerType', 'customers')).toEqual([
      { status: 'past', source: 'yelp', pastCustomerType: 'past', customers: 2 },
    ]);
    const all = await report('/customer-reports/customers');
    expect(all.list.find((row) => row.status === 'declined')).toMatchObject({ source: 'referral', pastCustomerType: '', customers: 1 });
  });

  it('counts new and lost customers per week', async () => {
    const { list } = await report('/customer-reports/customer-changes', MARCH);
    expect(pick(list, 'week', 'newCustomers', 'lostCustomers')).toEqual([
      { week: '2031-03-03', newCustomers: 3, lostCustomers: 0 },
      { week: '2031-03-10', newCustomers: 0, lostCustomers: 2 },
      { week: '2031-03-17', newCustomers: 0, lostCustomers: 1 },
    ]);
  });

  it('counts referrals and the free mows granted and used per month', async () => {
    const { list } = await report('/customer-reports/referrals', { period: 'month' });
    expect(pick(list, 'period', 'referrals', 'referrerRewards', 'referredRewards', 'staffCredits', 'freeMowsUsed')).toEqual([
      { period: '2031-03-01', referrals: 2, referrerRewards: 1, referredRewards: 1, staffCredits: 0, freeMowsUsed: 0 },
      { period: '2031-04-01', referrals: 0, referrerRewards: 0, referredRewards: 0, staffCredits: 1, freeMowsUsed: 1 },
    ]);
  });
});

describe('who reads reports', () => {
  const call = async (token: string, path: string) => context.t.app.inject({ url: `/api/v1${path}`, headers: bearer(token) });

  it('needs report_list of staff', async () => {
    const db = context.t.app.database.db;
    const [role] = await db
      .insert(roles)
      .values({ name: 'csr without reports', permissions: ['customer_list'] })
      .returning();
    const user = await addUser(db, { ...context.business.roleIds, csr: role._id }, 'csr');
    const { token } = await signIn(context.t.app, user.username);
    for (const path of [
      '/reports/visits',
      '/reports/visits/csv',
      '/reports/choices',
      '/customer-reports/customers',
      '/customer-reports/customers/csv',
    ]) {
      expect((await call(token, path)).statusCode, path).toBe(403);
    }
    expect((await call(context.tokens.csr, '/customer-reports/customers')).statusCode).toBe(200);
  });

  it('gives a vendor its own visits and commissions only, whatever vendor it names', async () => {
    const { business } = context;
    const workLogs = await report('/reports/visits', { ...MARCH, groupBy: 'crew', vendorId: business.otherVendor._id }, 'vendor');
    expect(pick(workLogs.list, 'groupId', 'completed')).toEqual([
      { groupId: business.crew._id, completed: 3 },
      { groupId: business.sameVendorCrew._id, completed: 1 },
    ]);
    const commissions = await report('/reports/vendor-commissions', { vendorId: business.otherVendor._id }, 'vendor');
    expect(pick(commissions.list, 'vendor', 'commissionCents')).toEqual([{ vendor: 'Fixture Lawn Pros', commissionCents: 1700 }]);
    const csv = await call(context.tokens.vendor, `/reports/visits/csv?groupBy=vendor&vendorId=${business.otherVendor._id}`);
    expect(csv.body).not.toContain('Other Lawn Co');
    for (const path of ['/reports/revenue', '/reports/failed-payments/csv', '/reports/time-sheets', '/customer-reports/customers']) {
      expect((await call(context.tokens.vendor, path)).statusCode, path).toBe(403);
    }
    const choices = (await call(context.tokens.vendor, '/reports/choices')).json().data;
    expect(choices.vendors).toEqual([{ id: business.vendor._id, name: 'Fixture Lawn Pros' }]);
    expect(choices.crews.map((crew: { id: string }) => crew.id).sort()).toEqual([business.crew._id, business.sameVendorCrew._id].sort());
    expect(choices.markets).toEqual([]);
  });

  it('refuses a filter it cannot read with the field named', async () => {
    const response = await call(context.tokens.admin, '/reports/visits?dateFrom=2031-02-30&groupBy=team');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['dateFrom', 'groupBy']);
  });
});
