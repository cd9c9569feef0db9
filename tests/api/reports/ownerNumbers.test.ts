// The owner's numbers (crew productivity, the business by month, customer retention) against the report fixture and
// a few rows of their own, each expected figure worked out by hand from those rows.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { histories, invoiceReceipts, invoices, payments } from '../../../server/db/schema';
import { addCustomer } from '../fixtures/business';
import { bearer } from '../helpers';
import { MARCH, reportTestApp } from '../reportFixtures';
import type { WorkLogTestApp } from '../workLogFixtures';

let context: WorkLogTestApp;
beforeAll(async () => {
  context = await reportTestApp();
  const db = context.t.app.database.db;
  // An invoice of $108.25 issued 15 March, $30.00 of it received on 20 March: $78.25 still open at the end of March and April.
  const [invoice] = await db
    .insert(invoices)
    .values({
      number: 9001,
      customerId: context.world.customerId,
      issuedOn: '2031-03-15',
      dueOn: '2031-04-14',
      termsDays: 30,
      periodFrom: '2031-03-01',
      periodTo: '2031-03-14',
      subtotalCents: 10_000,
      taxCents: 825,
      totalCents: 10_825,
    })
    .returning();
  await db.insert(invoiceReceipts).values({ invoiceId: invoice._id, amountCents: 3_000, method: 'check', receivedOn: '2031-03-20' });
  // A cohort of four customers gained in January 2025: one lost on 10 February, one on 20 May, two still customers.
  const gained = new Date('2025-01-10T18:00:00Z');
  for (const lostAt of ['2025-02-10T18:00:00Z', '2025-05-20T18:00:00Z', null, null]) {
    const { customer } = await addCustomer(db, context.business.market._id, {
      status: lostAt ? 'past' : 'active',
      createdAt: gained,
      updatedAt: gained,
    });
    if (lostAt)
      await db.insert(histories).values({
        entity: 'customer',
        entityId: customer._id,
        action: 'update',
        changes: { status: { from: 'active', to: 'past' } },
        createdAt: new Date(lostAt),
      });
  }
});
afterAll(() => context.t.close());

type Row = Record<string, string | number | null>;
type Caller = keyof WorkLogTestApp['tokens'];
async function call(path: string, caller: Caller | 'anonymous' = 'admin') {
  return context.t.app.inject({ url: `/api/v1${path}`, headers: caller === 'anonymous' ? {} : bearer(context.tokens[caller]) });
}
async function report(path: string, params: Record<string, string>, caller: 'admin' | 'csr' | 'vendor' = 'admin') {
  const response = await call(`${path}?${new URLSearchParams(params)}`, caller);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { list: Row[]; total: number };
}

describe('crew productivity', () => {
  it('sets each crew’s revenue beside its clocked hours, stops and driving between stops', async () => {
    const { crew, sameVendorCrew, otherVendorCrew } = context.business;
    const { list, total } = await report('/reports/crew-productivity', { ...MARCH, period: 'month' });
    expect(total).toBe(3);
    const byCrew = Object.fromEntries(list.map((row) => [row.crewId, row]));
    // Crew North on 3 March: one member clocked 4 h + 2 h = 360 minutes; three visits completed, the second started
    // 30 minutes after the first was done; their payments less tax and refunds: 4500 + 4000 + 3576 (4871 − 1000 kept,
    // less the tax kept: 371 less the refund's share of it, floor(371 × 1000 / 4871) = 76).
    expect(byCrew[crew._id]).toMatchObject({
      period: '2031-03-01',
      revenueCents: 12_076,
      manMinutes: 360,
      crewMinutes: 360,
      stops: 3,
      drivingMinutes: 30,
      // 12076 cents over 6 hours; 3 stops over 6 hours; 30 of 360 minutes.
      revenuePerManHourCents: 2_013,
      stopsPerCrewHour: 0.5,
      drivingPercent: 8.3,
    });
    // The other crews completed visits but clocked nothing: their ratios are blank, not zero.
    expect(byCrew[sameVendorCrew._id]).toMatchObject({ stops: 1, manMinutes: 0, revenuePerManHourCents: null, stopsPerCrewHour: null });
    expect(byCrew[otherVendorCrew._id]).toMatchObject({ stops: 2, revenueCents: 0, drivingPercent: null });
    const oneCrew = await report('/reports/crew-productivity', { ...MARCH, crewId: sameVendorCrew._id });
    expect(oneCrew.list.map((row) => row.crewId)).toEqual([sameVendorCrew._id]);
  });
});

describe('the owner’s numbers by month', () => {
  it('works out March and April from the crews, the customers, the payments and the open invoice', async () => {
    const { list } = await report('/reports/owner-numbers', { dateFrom: '2031-03-01', dateTo: '2031-04-30', period: 'month' });
    expect(list.map((row) => row.period)).toEqual(['2031-03-01', '2031-04-01']);
    const [march, april] = list;
    expect(march).toMatchObject({
      revenueCents: 12_076,
      manMinutes: 360,
      // Six stops in all (3 + 1 + 2) over the one crew-day clocked, 6 hours.
      stops: 6,
      stopsPerCrewHour: 1,
      drivingPercent: 8.3,
      revenuePerManHourCents: 2_013,
      // Three customers gained on 4 March; two lost on 12 March, the declined one on 20 March.
      newCustomers: 3,
      lostCustomers: 3,
      // Payments collected in March: 4871 and 4330 (tax 371 and 330), both on the one property.
      properties: 1,
      revenuePerPropertyCents: 8_500,
      billedCents: 9_201,
      receivableCents: 7_825,
      days: 31,
      // 7825 ÷ 9201 × 31 = 26.36…
      daysSalesOutstanding: 26.4,
    });
    // April: the refunded payment of 2 April (4871 − 1000 kept, 3576 of it before the tax kept); the invoice still open.
    expect(april).toMatchObject({
      stops: 1,
      stopsPerCrewHour: null,
      newCustomers: 0,
      lostCustomers: 0,
      properties: 1,
      revenuePerPropertyCents: 3_576,
      billedCents: 3_871,
      receivableCents: 7_825,
      days: 30,
      // 7825 ÷ 3871 × 30 = 60.64…
      daysSalesOutstanding: 60.6,
    });
  });

  it('names a period by its first day but counts only the days the filter asks', async () => {
    const { list } = await report('/reports/owner-numbers', { dateFrom: '2031-03-10', dateTo: '2031-03-31', period: 'month' });
    // 10–31 March: 22 days; the payment of 10 March alone (4330, tax 330); no visit; the three losses of 12 and 20 March.
    expect(list).toEqual([
      expect.objectContaining({
        period: '2031-03-01',
        days: 22,
        stops: 0,
        newCustomers: 0,
        lostCustomers: 3,
        properties: 1,
        revenuePerPropertyCents: 4_000,
        billedCents: 4_330,
        receivableCents: 7_825,
        // 7825 ÷ 4330 × 22 = 39.75…
        daysSalesOutstanding: 39.8,
      }),
    ]);
  });

  it('shows the last twelve months up to today when no dates are given', async () => {
    const { list, total } = await report('/reports/owner-numbers', { period: 'month' }, 'csr');
    expect(total).toBe(12);
    expect(String(list[0].period) < String(list[11].period)).toBe(true);
  });

  it('exports the same rows as CSV, headed in Spanish when asked', async () => {
    const response = await call(`/reports/owner-numbers/csv?dateFrom=2031-03-01&dateTo=2031-03-31&language=es`);
    expect(response.statusCode).toBe(200);
    const [header, row] = response.body.trim().split(/\r?\n/);
    expect(header.split(',').slice(0, 4)).toEqual([
      'Periodo',
      'Ingresos de visitas',
      'Tiempo fichado de todos los miembros',
      'Ingresos por hora-hombre',
    ]);
    expect(header).toContain('Días de cobro pendientes');
    // Amounts in dollars, the ratios as worked out above.
    expect(row.split(',')).toEqual([
      '2031-03-01',
      '120.76',
      '360',
      '20.13',
      '6',
      '1',
      '8.3',
      '3',
      '3',
      '1',
      '85.00',
      '92.01',
      '78.25',
      '26.4',
    ]);
  });
});

describe('refunds', () => {
  it('take from the revenue of the period their payment was billed in, with their share of its tax, never below zero', async () => {
    const { world, business } = context;
    const date = '2031-06-02';
    const workLogs = [
      await world.insert({ crewId: business.crew._id, vendorId: business.crew.vendorId, date, status: 'completed' }),
      await world.insert({ crewId: business.crew._id, vendorId: business.crew.vendorId, date, status: 'completed' }),
    ];
    const paid = { customerId: world.customerId, propertyId: world.propertyId, item: 'mow' as const, priceCents: 4500, taxPercent: 8.25 };
    const charge = { ...paid, vendorId: business.crew.vendorId, date, status: 'refund-success' as const, taxCents: 371, amountCents: 4871 };
    // Refunded in whole: nothing kept, tax given back too. Refunded $10.00: 3871 kept, of which the tax is 371 less
    // the refund's share of it, floor(371 × 1000 / 4871) = 76, so 3871 − 295 = 3576.
    await context.t.app.database.db.insert(payments).values([
      { ...charge, workLogId: workLogs[0]._id, refundedCents: 4871 },
      { ...charge, workLogId: workLogs[1]._id, refundedCents: 1000 },
    ]);
    const june = { dateFrom: '2031-06-01', dateTo: '2031-06-30', period: 'month' };
    const [business_] = (await report('/reports/owner-numbers', june)).list;
    expect(business_).toMatchObject({ revenueCents: 3576, propertyRevenueCents: 3576, billedCents: 3871 });
    const crews = (await report('/reports/crew-productivity', june)).list;
    expect(crews).toEqual([expect.objectContaining({ crewId: business.crew._id, revenueCents: 3576, stops: 2 })]);
    const onlyWhole = { dateFrom: '2031-06-01', dateTo: '2031-06-30', period: 'month' };
    await context.t.app.database.db.delete(payments).where(eq(payments.workLogId, workLogs[1]._id));
    expect((await report('/reports/owner-numbers', onlyWhole)).list[0]).toMatchObject({ revenueCents: 0, propertyRevenueCents: 0 });
  });
});

describe('customer retention', () => {
  it('gives the share of a month’s new customers still customers 1, 3, 6 and 12 months on', async () => {
    const { list } = await report('/reports/customer-retention', { dateFrom: '2025-01-01', dateTo: '2025-01-31' });
    // Lost 10 February: gone by the end of February. Lost 20 May: still there at the end of April, gone by July.
    expect(list).toEqual([
      {
        cohort: '2025-01-01',
        newCustomers: 4,
        retained1: 3,
        retained3: 3,
        retained6: 2,
        retained12: 2,
        retained1Percent: 75,
        retained3Percent: 75,
        retained6Percent: 50,
        retained12Percent: 50,
      },
    ]);
    // The fixture's cohort of March 2031 has not reached its first month yet.
    const future = await report('/reports/customer-retention', MARCH);
    expect(future.list[0]).toMatchObject({ newCustomers: 3, retained1: null, retained1Percent: null });
  });
});

describe('who reads them', () => {
  it('lets staff with report_list read them, as the revenue and aging reports, and keeps everyone else out', async () => {
    const answers = { admin: 200, csr: 200, vendor: 403, crew: 403, customer: 403, anonymous: 401 } as const;
    for (const report of ['owner-numbers', 'crew-productivity', 'customer-retention']) {
      for (const path of [`/reports/${report}`, `/reports/${report}/csv`]) {
        for (const [caller, status] of Object.entries(answers)) {
          expect((await call(path, caller as Caller | 'anonymous')).statusCode, `${caller} ${path}`).toBe(status);
        }
      }
    }
  });
});
