// A small business for the report tests whose totals the tests count by hand: visits in March and one in April 2031
// by three crews of two vendors, six payments, four customers with their status changes, two referrals with credits,
// and a crew member's shifts.
import { histories, payments, referralTrackers, timeSheets, walletCredits } from '../../server/db/schema';
import { addCustomer, addProperty } from './fixtures/business';
import { workLogTestApp } from './workLogFixtures';

export const MARCH = { dateFrom: '2031-03-01', dateTo: '2031-03-31' };

export async function reportTestApp() {
  const context = await workLogTestApp('100 Report Lane');
  const { t, business, world } = context;
  const db = t.app.database.db;
  const { crew, sameVendorCrew, otherVendorCrew } = business;
  const at = (iso: string) => new Date(iso);

  // Crew North: 3 completed (two of them 30 minutes each), 1 skipped, 1 cancelled; Crew South: 1 completed, 1 skipped;
  // the other vendor's crew: 2 completed. One completed visit in April, outside March.
  const north = { crewId: crew._id, vendorId: crew.vendorId, date: '2031-03-03' };
  const completed = [
    await world.insert({ ...north, status: 'completed', startedAt: at('2031-03-03T15:00:00Z'), completedAt: at('2031-03-03T15:30:00Z') }),
    await world.insert({ ...north, status: 'completed', startedAt: at('2031-03-03T16:00:00Z'), completedAt: at('2031-03-03T16:30:00Z') }),
    await world.insert({ ...north, status: 'completed' }),
  ];
  await world.insert({ ...north, status: 'skipped', reason: 'Gate locked' });
  await world.insert({ ...north, status: 'cancel', reason: 'Rain' });
  await world.insert({ crewId: sameVendorCrew._id, vendorId: sameVendorCrew.vendorId, date: '2031-03-04', status: 'completed' });
  await world.insert({
    crewId: sameVendorCrew._id,
    vendorId: sameVendorCrew.vendorId,
    date: '2031-03-04',
    status: 'skipped',
    reason: 'Gate locked',
  });
  await world.insert({ crewId: otherVendorCrew._id, vendorId: otherVendorCrew.vendorId, date: '2031-03-05', status: 'completed' });
  await world.insert({ crewId: otherVendorCrew._id, vendorId: otherVendorCrew.vendorId, date: '2031-03-05', status: 'completed' });
  await world.insert({ ...north, date: '2031-04-07', status: 'completed' });

  const payment = { customerId: world.customerId, propertyId: world.propertyId, item: 'mow' as const, priceCents: 4500, taxPercent: 8.25 };
  await db.insert(payments).values([
    {
      ...payment,
      workLogId: completed[0]._id,
      vendorId: crew.vendorId,
      date: '2031-03-03',
      status: 'success',
      taxCents: 371,
      amountCents: 4871,
      commissionCents: 900,
    },
    {
      ...payment,
      workLogId: completed[1]._id,
      vendorId: crew.vendorId,
      date: '2031-03-10',
      status: 'success',
      discountCents: 500,
      taxCents: 330,
      amountCents: 4330,
      commissionCents: 800,
    },
    {
      ...payment,
      workLogId: completed[2]._id,
      vendorId: otherVendorCrew.vendorId,
      date: '2031-04-02',
      status: 'refund-success',
      taxCents: 371,
      amountCents: 4871,
      commissionCents: 900,
      refundedCents: 1000,
    },
    {
      ...payment,
      vendorId: crew.vendorId,
      date: '2031-03-05',
      status: 'failed',
      taxCents: 371,
      amountCents: 4871,
      attempts: 2,
      failureCode: 'declined',
      failureMessage: '=HYPERLINK("http://x")',
    },
    {
      ...payment,
      vendorId: crew.vendorId,
      date: '2031-03-06',
      status: 'failed-stop',
      taxCents: 371,
      amountCents: 4871,
      attempts: 4,
      failureCode: 'expired',
      failureMessage: 'Card expired, "call" the customer',
    },
    { ...payment, vendorId: crew.vendorId, date: '2031-03-07', status: 'pending', taxCents: 371, amountCents: 4871 },
  ]);

  // Customers created in the week of 3 March: two lost in the week of 10 March (their history dates it), one declined
  // with no history, lost when it was last changed (week of 17 March).
  const created = at('2031-03-04T18:00:00Z');
  const lost = [];
  for (const firstName of ['=Past', 'Second']) {
    const { customer } = await addCustomer(db, business.market._id, {
      firstName,
      status: 'past',
      pastCustomerType: 'past',
      source: 'yelp',
      createdAt: created,
    });
    await db.insert(histories).values({
      entity: 'customer',
      entityId: customer._id,
      action: 'update',
      changes: { status: { from: 'active', to: 'past' } },
      createdAt: at('2031-03-12T18:00:00Z'),
    });
    lost.push(customer);
  }
  const { customer: declined } = await addCustomer(db, business.market._id, {
    status: 'declined',
    source: 'referral',
    createdAt: created,
    updatedAt: at('2031-03-20T18:00:00Z'),
  });

  // Two referrals on 5 March; both rewards of the first on 6 March; a staff credit on 1 April, used on 2 April.
  const referrer = world.propertyId;
  const referred = [await addProperty(db, lost[0]._id, business.market._id), await addProperty(db, lost[1]._id, business.market._id)];
  const trackers = await db
    .insert(referralTrackers)
    .values(
      referred.map((property) => ({
        referrerPropertyId: referrer,
        referredPropertyId: property._id,
        createdAt: at('2031-03-05T18:00:00Z'),
      })),
    )
    .returning();
  await db.insert(walletCredits).values([
    {
      customerId: world.customerId,
      propertyId: referrer,
      reason: 'referrer-reward',
      trackerId: trackers[0]._id,
      createdAt: at('2031-03-06T18:00:00Z'),
    },
    {
      customerId: lost[0]._id,
      propertyId: referred[0]._id,
      reason: 'referred-reward',
      trackerId: trackers[0]._id,
      createdAt: at('2031-03-06T18:00:00Z'),
    },
    {
      customerId: declined._id,
      propertyId: referred[1]._id,
      reason: 'staff',
      createdAt: at('2031-04-01T18:00:00Z'),
      appliedAt: at('2031-04-02T18:00:00Z'),
    },
  ]);

  // Crew North's member clocks two shifts on 3 March (4 h and 2 h, Chicago time).
  await db.insert(timeSheets).values([
    { userId: business.users.crew._id, clockIn: at('2031-03-03T14:00:00Z'), clockOut: at('2031-03-03T18:00:00Z') },
    { userId: business.users.crew._id, clockIn: at('2031-03-03T19:00:00Z'), clockOut: at('2031-03-03T21:00:00Z') },
  ]);
  return context;
}
