// GET /dashboard and GET /dashboard/vendor against a small week whose figures are counted by hand below.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contactRequests, payments, reminders, roles, signups, timeSheets } from '../../../server/db/schema';
import type { StaffDashboard, VendorDashboard } from '../../../common/schemas/dashboard';
import { OFFICE_QUEUES_CHANGED_EVENT } from '../../../common/schemas/notification';
import { addCustomer, addMarket, addProperty, addUser } from '../fixtures/business';
import { ownerMonthsKeeper } from '../../../server/modules/reports/ownerReports';
import type { SharedCache } from '../../../server/plugins/sharedCache';
import { bearer, signIn } from '../helpers';
import { connect, listen, settle } from '../realtime';
import { workLogTestApp, type WorkLogTestApp } from '../workLogFixtures';

// The week of Wednesday 2031-03-05 runs Monday 03-03 to Sunday 03-09; the week before 02-24 to 03-02; 52 weeks
// before, 2030-03-04 to 03-10. Daylight saving time starts in Texas on Sunday 2031-03-09, so the week ends at
// 2031-03-10T05:00Z (midnight CDT) and starts at 2031-03-03T06:00Z (midnight CST).
const DAY = '2031-03-05';

let w: WorkLogTestApp;
let limitedCsrToken: string;
let roundRockId: string;

const dashboard = async (token: string, query = `?date=${DAY}`) => {
  const response = await w.t.app.inject({ url: `/api/v1/dashboard${query}`, headers: bearer(token) });
  return { status: response.statusCode, data: response.json().data as StaffDashboard };
};
const vendorDashboard = async (token: string, query: string) => {
  const response = await w.t.app.inject({ url: `/api/v1/dashboard/vendor${query}`, headers: bearer(token) });
  return { status: response.statusCode, data: response.json().data as VendorDashboard };
};

beforeAll(async () => {
  w = await workLogTestApp();
  const { t, business, world } = w;
  const db = t.app.database.db;
  const { crew, sameVendorCrew, otherVendorCrew } = world;
  const north = { crewId: crew._id, vendorId: crew.vendorId };
  const south = { crewId: sameVendorCrew._id, vendorId: sameVendorCrew.vendorId };

  // The day: North 2 completed, 1 started, 1 pending, 1 skipped (and 1 cancelled, left out); South 2 pending; 1 unassigned.
  const [done1, done2] = [
    await world.insert({ ...north, date: DAY, status: 'completed' }),
    await world.insert({ ...north, date: DAY, status: 'completed' }),
  ];
  await world.insert({ ...north, date: DAY, status: 'started' });
  await world.insert({ ...north, date: DAY, status: 'pending' });
  await world.insert({ ...north, date: DAY, status: 'skipped' });
  await world.insert({ ...north, date: DAY, status: 'cancel' });
  await world.insert({ ...south, date: DAY });
  await world.insert({ ...south, date: DAY });
  await world.insert({ crewId: null, vendorId: null, date: DAY });
  // The rest of the weeks: Tuesday 1 completed (North); Saturday 1 completed by the other vendor's crew; the week
  // before, Wednesday 1 completed and 1 skipped; a year before, Wednesday 2 completed; next Monday 1 completed (outside).
  await world.insert({ ...north, date: '2031-03-04', status: 'completed' });
  const otherDone = await world.insert({
    crewId: otherVendorCrew._id,
    vendorId: otherVendorCrew.vendorId,
    date: '2031-03-08',
    status: 'completed',
  });
  await world.insert({ ...north, date: '2031-02-26', status: 'completed' });
  await world.insert({ ...north, date: '2031-02-26', status: 'skipped' });
  await world.insert({ ...north, date: '2030-03-06', status: 'completed' });
  await world.insert({ ...north, date: '2030-03-06', status: 'completed' });
  await world.insert({ ...north, date: '2031-03-10', status: 'completed' });

  const payment = (
    values: Partial<typeof payments.$inferInsert> & Pick<typeof payments.$inferInsert, 'date' | 'status' | 'amountCents'>,
  ) => ({
    customerId: world.customerId,
    propertyId: world.propertyId,
    item: 'mow' as const,
    vendorId: crew.vendorId,
    priceCents: values.amountCents,
    ...values,
  });
  await db.insert(payments).values([
    payment({ date: DAY, status: 'success', amountCents: 5000, taxCents: 400, commissionCents: 920, workLogId: done1._id }),
    payment({
      date: DAY,
      status: 'refund-success',
      amountCents: 4000,
      taxCents: 300,
      commissionCents: 740,
      refundedCents: 1000,
      workLogId: done2._id,
    }),
    payment({ date: '2031-03-04', status: 'failed', amountCents: 2000 }),
    payment({ date: '2031-03-06', status: 'pending', amountCents: 1500 }),
    payment({ date: '2031-03-06', status: 'no-charge', amountCents: 4500 }),
    payment({ date: '2031-03-07', status: 'charge-later', amountCents: 1200 }),
    payment({ date: '2031-03-08', status: 'success', amountCents: 7777, vendorId: otherVendorCrew.vendorId, workLogId: otherDone._id }),
    payment({ date: '2031-02-26', status: 'success', amountCents: 2500 }),
    payment({ date: '2031-02-20', status: 'pending', amountCents: 800 }),
    payment({ date: '2030-03-06', status: 'success', amountCents: 3300 }),
    payment({ date: '2031-03-11', status: 'pending', amountCents: 999 }),
  ]);

  // New customers: two in Austin (at the week's first and last instants), one in Austin and Round Rock; two just outside.
  const austin = business.market._id;
  roundRockId = (await addMarket(db, { name: 'Round Rock' }))._id;
  await addCustomer(db, austin, { source: 'internet', createdAt: new Date('2031-03-03T06:00:00Z') });
  await addCustomer(db, austin, { source: 'internet', createdAt: new Date('2031-03-10T04:59:59Z') });
  const { customer: twoMarkets } = await addCustomer(db, austin, { source: 'referral', createdAt: new Date('2031-03-05T15:00:00Z') });
  await addProperty(db, twoMarkets._id, roundRockId);
  await addCustomer(db, austin, { source: 'yelp', createdAt: new Date('2031-03-03T05:59:59Z') });
  await addCustomer(db, austin, { source: 'yelp', createdAt: new Date('2031-03-10T05:00:00Z') });

  // The csr's reminders: due 03-01 and 03-05 (open), 03-06 (not yet due), 03-01 done; one of the admin's.
  const csrId = business.users.csr._id;
  const reminder = (date: string, assigneeId: string, isDone = false) => ({
    customerId: world.customerId,
    propertyId: world.propertyId,
    date,
    note: `Call back ${date}`,
    priority: 'high' as const,
    assigneeId,
    isDone,
  });
  await db
    .insert(reminders)
    .values([
      reminder('2031-03-05', csrId),
      reminder('2031-03-01', csrId),
      reminder('2031-03-06', csrId),
      reminder('2031-03-01', csrId, true),
      reminder('2031-03-01', business.users.admin._id),
    ]);
  // The csr is the assignee of two properties, one of them archived.
  await addProperty(db, world.customerId, austin, { address: '12 Assigned Way', assigneeId: csrId });
  await addProperty(db, world.customerId, austin, { address: '14 Archived Way', assigneeId: csrId, isArchived: true });

  await db.insert(contactRequests).values([
    { subject: 'Gate left open', message: 'Please check.', status: 'open' },
    { subject: 'Missed mow', message: 'Nobody came.', status: 'open' },
    { subject: 'Thanks', message: 'Great work.', status: 'handled' },
  ]);
  const signup = { email: 'new@example.com', mobile: '5125550111', address: '1 New St', city: 'Austin', zipcode: '78701' };
  await db.insert(signups).values([
    { ...signup, firstName: 'Nora', lastName: 'New', status: 'new' },
    { ...signup, firstName: 'Carl', lastName: 'Converted', status: 'converted' },
  ]);

  // A csr whose role holds only assignment_list.
  const [limitedRole] = await db
    .insert(roles)
    .values({ name: 'dispatch only', permissions: ['assignment_list'] })
    .returning();
  const limited = await addUser(db, { ...business.roleIds, csr: limitedRole._id }, 'csr');
  limitedCsrToken = (await signIn(t.app, limited.username)).token;
});
afterAll(() => w.t.close());

describe('the staff dashboard', () => {
  it('counts the day per crew: done, started, pending and skipped, cancelled left out, unassigned last', async () => {
    const { status, data } = await dashboard(w.tokens.admin);
    expect(status).toBe(200);
    expect(data.date).toBe(DAY);
    expect(data.week).toEqual({ from: '2031-03-03', to: '2031-03-09' });
    expect(data.crewsToday).toEqual([
      {
        crewId: w.world.crew._id,
        crewName: 'Fixture North Crew',
        vendorName: 'Fixture Lawn Pros',
        completed: 2,
        started: 1,
        pending: 1,
        skipped: 1,
      },
      {
        crewId: w.world.sameVendorCrew._id,
        crewName: 'Fixture South Crew',
        vendorName: 'Fixture Lawn Pros',
        completed: 0,
        started: 0,
        pending: 2,
        skipped: 0,
      },
      { crewId: null, crewName: null, vendorName: null, completed: 0, started: 0, pending: 1, skipped: 0 },
    ]);
  });

  it('compares the week with the week before and the same week a year before', async () => {
    const { weekComparison } = (await dashboard(w.tokens.admin)).data;
    // Billed: 5000 + (4000 − 1000) + 2000 + 1500 + 1200 + 7777 (no-charge left out); before: 2500; a year before: 3300.
    expect(weekComparison?.current).toEqual({ from: '2031-03-03', to: '2031-03-09', visits: 4, revenueCents: 20_477 });
    expect(weekComparison?.lastWeek).toEqual({ from: '2031-02-24', to: '2031-03-02', visits: 1, revenueCents: 2500 });
    expect(weekComparison?.lastYear).toEqual({ from: '2030-03-04', to: '2030-03-10', visits: 2, revenueCents: 3300 });
    const wednesday = weekComparison?.days.find((day) => day.weekDay === 3);
    expect(wednesday).toEqual({
      weekDay: 3,
      current: 2,
      lastWeek: 1,
      lastYear: 2,
      currentRevenueCents: 8000,
      lastWeekRevenueCents: 2500,
      lastYearRevenueCents: 3300,
    });
    expect(weekComparison?.days.map((day) => day.current)).toEqual([0, 1, 2, 0, 0, 1, 0]);
  });

  it("groups the week's payments by billing status group, and sums what is still owed up to the week's end", async () => {
    const { payments: figures } = (await dashboard(w.tokens.admin)).data;
    expect(figures?.groups).toEqual([
      { group: 'pending', count: 2, amountCents: 3500 },
      { group: 'failed', count: 1, amountCents: 2000 },
      { group: 'success', count: 3, amountCents: 15_777 },
    ]);
    // Failed 2000 and pending 1500 of the week, pending 800 of 02-20; the 999 of 03-11 comes after the week.
    expect(figures?.waiting).toEqual({ count: 3, amountCents: 4300 });
  });

  it("counts the week's new customers on the business's clock, by source and by market", async () => {
    const { newCustomers } = (await dashboard(w.tokens.admin)).data;
    expect(newCustomers).toEqual({
      total: 3,
      bySource: [
        { source: 'internet', count: 2 },
        { source: 'referral', count: 1 },
      ],
      byMarket: [
        { marketId: w.business.market._id, marketName: 'Austin', count: 3 },
        { marketId: roundRockId, marketName: 'Round Rock', count: 1 },
      ],
    });
  });

  it("lists the signed-in user's own due reminders and assigned properties", async () => {
    const csr = (await dashboard(w.tokens.csr)).data;
    expect(csr.myReminders.total).toBe(2);
    expect(csr.myReminders.list.map((reminder) => reminder.date)).toEqual(['2031-03-01', '2031-03-05']);
    expect(csr.myReminders.list[0]).toMatchObject({
      propertyId: w.world.propertyId,
      address: w.world.address,
      note: 'Call back 2031-03-01',
    });
    expect(csr.myProperties).toEqual({ total: 1, list: [expect.objectContaining({ address: '12 Assigned Way', status: 'active' })] });
    const admin = (await dashboard(w.tokens.admin)).data;
    expect(admin.myReminders.total).toBe(1);
    expect(admin.myProperties?.total).toBe(0);
  });

  it('counts open contact requests and sign-ups waiting', async () => {
    const { contactRequests: requests, signups: waiting } = (await dashboard(w.tokens.admin)).data;
    expect(requests.total).toBe(2);
    expect(requests.list.map((request) => request.title).sort()).toEqual(['Gate left open', 'Missed mow']);
    expect(waiting).toEqual({ total: 1, list: [expect.objectContaining({ title: 'Nora New, Austin' })] });
  });

  it('follows the service date: another week answers its own figures', async () => {
    const { data } = await dashboard(w.tokens.admin, '?date=2031-02-26');
    expect(data.week).toEqual({ from: '2031-02-24', to: '2031-03-02' });
    expect(data.weekComparison?.current.visits).toBe(1);
    expect(data.crewsToday).toEqual([expect.objectContaining({ crewName: 'Fixture North Crew', completed: 1, skipped: 1 })]);
  });

  it("answers only the parts the role's keys allow", async () => {
    const { status, data } = await dashboard(limitedCsrToken);
    expect(status).toBe(200);
    expect(data.crewsToday).toHaveLength(3);
    expect(data.weekComparison?.current).toMatchObject({ visits: 4, revenueCents: null });
    expect(data.weekComparison?.days[2].currentRevenueCents).toBeNull();
    expect(data.payments).toBeNull();
    expect(data.newCustomers).toBeNull();
    expect(data.myProperties).toBeNull();
    expect(data.signups).toBeNull();
    expect(data.contactRequests.total).toBe(2);
  });

  it("sets the owner's numbers of the month so far beside the month before, for those who read payments", async () => {
    // North's member clocks 4 hours on the day: the only time clocked in either month.
    await w.t.app.database.db
      .insert(timeSheets)
      .values({ userId: w.business.users.crew._id, clockIn: new Date('2031-03-05T14:00:00Z'), clockOut: new Date('2031-03-05T18:00:00Z') });
    const { ownerNumbers } = (await dashboard(w.tokens.admin)).data;
    // 1–5 March: North's two paid visits of the day less tax and refunds, each refund giving back its share of the tax:
    // (5000 − 400) + (4000 − 1000 − (300 − floor(300 × 1000 / 4000))) = 4600 + 2775 = 7375 over
    // 4 hours; 3 stops (two on the day, one on the 4th) over 4 hours; no visit with a start time, so no driving
    // between stops; three customers gained by the 5th on Chicago's clock; one property billed; no invoice open.
    expect(ownerNumbers?.thisMonth).toEqual({
      period: '2031-03-01',
      revenuePerManHourCents: 1844,
      stopsPerCrewHour: 0.75,
      drivingPercent: 0,
      newCustomers: 3,
      lostCustomers: 0,
      revenuePerPropertyCents: 7375,
      daysSalesOutstanding: 0,
    });
    // February: one visit completed, nothing clocked; the 2500 collected on 26 February for the one property.
    expect(ownerNumbers?.lastMonth).toEqual({
      period: '2031-02-01',
      revenuePerManHourCents: null,
      stopsPerCrewHour: null,
      drivingPercent: null,
      newCustomers: 0,
      lostCustomers: 0,
      revenuePerPropertyCents: 2500,
      daysSalesOutstanding: 0,
    });
    expect((await dashboard(limitedCsrToken)).data.ownerNumbers).toBeNull();
  });

  /** The nodes' shared cache as Redis keeps it, without Redis's own expiry (the numbers carry their time). */
  const sharedMap = (): SharedCache & { values: Map<string, string> } => {
    const values = new Map<string, string>();
    return { values, get: async (key) => values.get(key) ?? null, set: async (key, value) => void values.set(key, value) };
  };
  /** Another 4 hours clocked on the day: the revenue per man-hour halves. */
  const clockMore = (hour: number) => {
    const at = (hours: number) => new Date(Date.UTC(2031, 2, 5, hours));
    return w.t.app.database.db.insert(timeSheets).values({ userId: w.business.users.crew._id, clockIn: at(hour), clockOut: at(hour + 4) });
  };

  it("keeps today's owner's numbers a minute on a node, and reads another day's each time", async () => {
    const db = w.t.app.database.db;
    const ownerMonths = ownerMonthsKeeper(sharedMap());
    const read = (options: { today?: boolean; now?: number }) => ownerMonths(db, '2031-03-05', 'America/Chicago', options);
    const at = Date.now();
    const first = await read({ today: true, now: at });
    await clockMore(19);
    expect(await read({ today: true, now: at + 30_000 })).toEqual(first);
    const fresh = await read({});
    expect(fresh.thisMonth.revenuePerManHourCents).toBeLessThan(first.thisMonth.revenuePerManHourCents!);
    expect(await read({ today: true, now: at + 61_000 })).toEqual(fresh);
  });

  it("reads today's owner's numbers again in the last third of their minute, answering meanwhile with the kept ones", async () => {
    const db = w.t.app.database.db;
    const ownerMonths = ownerMonthsKeeper(sharedMap());
    const read = (now: number) => ownerMonths(db, '2031-03-05', 'America/Chicago', { today: true, now });
    const perManHour = async (now: number) => (await read(now)).thisMonth.revenuePerManHourCents!;
    await clockMore(5);
    const at = Date.now();
    const first = await read(at);
    await clockMore(23);
    // 45 s on: the kept numbers at once, and a read of them behind.
    expect(await read(at + 45_000)).toEqual(first);
    await vi.waitFor(async () => expect(await perManHour(at + 50_000)).toBeLessThan(first.thisMonth.revenuePerManHourCents!), {
      timeout: 30_000,
    });
    const renewed = await read(at + 50_000);
    // Those are kept a minute from the read behind (45 s), not from the first.
    await clockMore(0);
    expect(await read(at + 95_000)).toEqual(renewed);
  });

  it("shares today's owner's numbers between the nodes, never older than the minute they were read in", async () => {
    const db = w.t.app.database.db;
    const shared = sharedMap();
    const [nodeA, nodeB] = [ownerMonthsKeeper(shared), ownerMonthsKeeper(shared)];
    const read = (node: typeof nodeA, now: number) => node(db, '2031-03-05', 'America/Chicago', { today: true, now });
    const at = Date.now();
    const first = await read(nodeA, at);
    expect(shared.values.size).toBe(1);
    await clockMore(9);
    // Node B's first read, 30 s on: node A's numbers, not read again (they would differ now).
    expect(await read(nodeB, at + 30_000)).toEqual(first);
    // Node B keeps them only what was left of node A's minute, not a minute from its own read.
    const fresh = await read(nodeB, at + 61_000);
    expect(fresh.thisMonth.revenuePerManHourCents).toBeLessThan(first.thisMonth.revenuePerManHourCents!);
    // Node A's own minute is over too: it takes node B's newer numbers.
    await clockMore(13);
    expect(await read(nodeA, at + 62_000)).toEqual(fresh);
  });

  it("reads today's owner's numbers itself when nothing is shared", async () => {
    const db = w.t.app.database.db;
    const [nodeA, nodeB] = [ownerMonthsKeeper(sharedMap()), ownerMonthsKeeper(sharedMap())];
    const read = (node: typeof nodeA, now: number) => node(db, '2031-03-05', 'America/Chicago', { today: true, now });
    const at = Date.now();
    const first = await read(nodeA, at);
    await clockMore(1);
    expect((await read(nodeB, at)).thisMonth.revenuePerManHourCents).toBeLessThan(first.thisMonth.revenuePerManHourCents!);
  });

  it('refuses everyone but staff, and a date that is not a day', async () => {
    for (const caller of ['vendor', 'crew', 'customer'] as const) expect((await dashboard(w.tokens[caller])).status).toBe(403);
    expect((await dashboard(w.tokens.admin, '?date=2031-02-30')).status).toBe(400);
  });
});

describe('the office-queues-changed event', () => {
  it('tells staff, and nobody else, when a sign-up or a contact request arrives or is handled, or a customer is added', async () => {
    const url = await listen(w.t.app);
    const [staff, customer, crew] = await Promise.all(
      [w.tokens.csr, w.tokens.customer, w.tokens.crew].map((token) => connect(url, token, OFFICE_QUEUES_CHANGED_EVENT)),
    );
    const call = (method: 'POST' | 'PUT', path: string, token: string | undefined, payload: object) =>
      w.t.app.inject({ method, url: `/api/v1${path}`, headers: token ? bearer(token) : {}, payload });
    const hears = async (change: () => Promise<{ statusCode: number; json(): unknown }>, status: number) => {
      const arrived = staff.next();
      const reply = await change();
      expect(reply.statusCode, JSON.stringify(reply.json())).toBe(status);
      await arrived;
    };
    try {
      const signup = {
        name: { first: 'Lupe', last: 'Queue' },
        email: 'lupe.queue@example.com',
        mobile: '5125550188',
        address: '9 Queue Ln',
        city: 'Austin',
        zipcode: '78701',
      };
      let signupId = '';
      await hears(async () => {
        const reply = await call('POST', '/customer-signup', undefined, signup);
        signupId = reply.json().data._id;
        return reply;
      }, 201);
      await hears(() => call('PUT', `/customer-signup/${signupId}`, w.tokens.csr, { status: 'declined' }), 200);
      const customerAdded = {
        name: { first: 'Lupe', last: 'Queue' },
        email: 'lupe.customer@example.com',
        mobile: '(512) 555-0189',
        emergencyPhone: '512-555-0190',
        source: 'referral',
        property: {
          address: '9 Queue Ln',
          city: 'Austin',
          zipcode: '78701',
          lotSize: 5000,
          cornerLot: false,
          petsAndSecurity: 'None',
          backyardLockCode: 'None',
          subdivisionCode: 'NONE',
          duplexUnit: 'N/A',
        },
        services: [{ type: 'mow', frequency: 1, frontBack: 'both', price: 45, startDate: '2031-03-03', mowDay: 1 }],
      };
      await hears(() => call('POST', '/customers', w.tokens.csr, customerAdded), 201);
      let requestId = '';
      await hears(async () => {
        const reply = await call('POST', '/contact-us', w.tokens.customer, { subject: 'Queue check', message: 'Is anyone there?' });
        requestId = reply.json().data._id;
        return reply;
      }, 201);
      await hears(() => call('PUT', `/contact-requests/${requestId}`, w.tokens.csr, { status: 'handled' }), 200);
      await settle();
      expect(staff.received).toHaveLength(5);
      expect(customer.received).toHaveLength(0);
      expect(crew.received).toHaveLength(0);
    } finally {
      for (const listener of [staff, customer, crew]) listener.socket.close();
    }
  });
});

describe('the vendor dashboard', () => {
  it("shows a vendor its own crews' week and the week's statement, whatever vendor it names", async () => {
    const { status, data } = await vendorDashboard(w.tokens.vendor, `?date=${DAY}&vendorId=${w.business.otherVendor._id}`);
    expect(status).toBe(200);
    expect(data.vendorId).toBe(w.business.vendor._id);
    expect(data.crewDays).toEqual([
      { date: '2031-03-04', crewId: w.world.crew._id, crewName: 'Fixture North Crew', completed: 1, started: 0, pending: 0, skipped: 0 },
      { date: DAY, crewId: w.world.crew._id, crewName: 'Fixture North Crew', completed: 2, started: 1, pending: 1, skipped: 1 },
      { date: DAY, crewId: w.world.sameVendorCrew._id, crewName: 'Fixture South Crew', completed: 0, started: 0, pending: 2, skipped: 0 },
    ]);
    // 5000 − 400 − 920 = 3680, and 4000 − 300 − 740 − 1000 = 1960; the other vendor's 7777 and payments without a visit left out.
    expect(data.statement).toEqual({ visits: 2, amountCents: 9000, commissionCents: 1660, vendorCents: 5640 });
  });

  it('lets staff with payment_list name the vendor, and asks them for one', async () => {
    const other = await vendorDashboard(w.tokens.admin, `?date=${DAY}&vendorId=${w.business.otherVendor._id}`);
    expect(other.data.statement).toEqual({ visits: 1, amountCents: 7777, commissionCents: 0, vendorCents: 7777 });
    expect(other.data.crewDays).toEqual([expect.objectContaining({ date: '2031-03-08', crewName: 'Other Crew', completed: 1 })]);
    expect((await vendorDashboard(w.tokens.admin, `?date=${DAY}`)).status).toBe(400);
    expect((await vendorDashboard(w.tokens.admin, `?vendorId=${crypto.randomUUID()}`)).status).toBe(404);
    expect((await vendorDashboard(limitedCsrToken, `?vendorId=${w.business.vendor._id}`)).status).toBe(403);
    expect((await vendorDashboard(w.tokens.crew, '')).status).toBe(403);
  });
});
