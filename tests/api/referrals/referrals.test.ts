// Referral trackers and the wallet on the fixture business: completed visits of the referred property counted once each,
// the referrer's free mow at the 6th and the referred customer's at the 10th, the 10-tracker limit, a customer kept to
// its own wallet, and a free mow that makes its visit's payment free, spent once.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  histories,
  payments,
  referralTrackers,
  roles,
  referralVisits,
  sandboxTransactions,
  signups,
  walletCredits,
  workLogs,
} from '../../../server/db/schema';
import { syncReferralWorkLog } from '../../../server/modules/referrals/counting';
import { addDays } from '../../../server/lib/calendar';
import { planContext } from '../../../server/modules/scheduling/planner';
import { addCustomer } from '../fixtures/business';
import { bearer, type TestApp } from '../helpers';
import { workLogTestApp, type WorkLogTestApp } from '../workLogFixtures';

let t: TestApp;
let fixture: WorkLogTestApp;
let today: string;
let referred: Awaited<ReturnType<typeof addCustomer>>;
let trackerId: string;

const db = () => t.app.database.db;
type Who = 'admin' | 'csr' | 'crew' | 'customer';
const api = (who: Who, method: 'GET' | 'PUT' | 'POST' | 'DELETE', path: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/api/v1${path}`, headers: { ...bearer(fixture.tokens[who]), ...headers }, ...(payload && { payload }) });

let occurrence = 0;
/** A visit of the customer's mow on `date`, in `status`, on the fixture crew. */
async function addWorkLog(
  owner: { customer: { _id: string }; property: { _id: string }; service: { _id: string } },
  status: 'started' | 'pending',
  date = today,
) {
  occurrence += 1;
  const [workLog] = await db()
    .insert(workLogs)
    .values({
      propertyId: owner.property._id,
      customerId: owner.customer._id,
      serviceId: owner.service._id,
      serviceType: 'mow',
      vendorId: fixture.business.vendor._id,
      crewId: fixture.business.crew._id,
      date,
      plannedDate: addDays('2040-01-01', occurrence),
      price: 45,
      status,
    })
    .returning();
  return workLog;
}

async function completeWorkLogs(count: number) {
  const done = [];
  for (let index = 0; index < count; index += 1) {
    const workLog = await addWorkLog(referred, 'started');
    expect((await api('crew', 'PUT', `/work-logs/${workLog._id}/status`, { action: 'complete' })).statusCode).toBe(200);
    done.push(workLog);
  }
  return done;
}

const walletOf = async (who: Who, customerId: string) => (await api(who, 'GET', `/referral-trackers?customerId=${customerId}`)).json().data;
const referrer = () => fixture.business;

beforeAll(async () => {
  fixture = await workLogTestApp();
  t = fixture.t;
  today = (await planContext(db())).today;
  referred = await addCustomer(db(), fixture.business.market._id);
  const created = await api('admin', 'POST', '/trackers', {
    referrerPropertyId: referrer().property._id,
    referredPropertyId: referred.property._id,
  });
  expect(created.statusCode).toBe(200);
  trackerId = created.json().data._id;
});
afterAll(() => t.close());

describe("counting the referred property's visits", () => {
  it('earns the referrer a free mow at the 6th completed visit, and tells it', async () => {
    await completeWorkLogs(5);
    expect((await walletOf('customer', referrer().customer._id)).available).toBe(0);
    await completeWorkLogs(1);
    const wallet = await walletOf('customer', referrer().customer._id);
    expect(wallet.available).toBe(1);
    expect(wallet.credits.map((credit: { reason: string }) => credit.reason)).toEqual(['referrer-reward']);
    expect(wallet.trackers).toMatchObject([{ _id: trackerId, visits: 6, referrerRewardEarned: true, referredRewardEarned: false }]);
    expect(await fixture.noticesOf('customer', 'referral-completed')).toHaveLength(1);
    expect(wallet.trackers[0].referred).toEqual({
      propertyId: referred.property._id,
      customerId: referred.customer._id,
      address: null,
      customerName: 'Terry',
    });
    expect((await walletOf('admin', referrer().customer._id)).trackers[0].referred.address).toBe(referred.property.address);
  });

  it('counts a replayed completion once', async () => {
    const [visit] = await db().select().from(workLogs).where(eq(workLogs.propertyId, referred.property._id)).limit(1);
    await t.app.notifier.transaction((tx, notify) => syncReferralWorkLog(tx, notify, visit, null));
    const started = await addWorkLog(referred, 'started');
    const key = { 'idempotency-key': randomUUID() };
    const first = await api('crew', 'PUT', `/work-logs/${started._id}/status`, { action: 'complete' }, key);
    const replay = await api('crew', 'PUT', `/work-logs/${started._id}/status`, { action: 'complete' }, key);
    expect([first.statusCode, replay.statusCode]).toEqual([200, 200]);
    const counted = await db().select().from(referralVisits).where(eq(referralVisits.trackerId, trackerId));
    expect(counted).toHaveLength(7);
    expect((await walletOf('admin', referrer().customer._id)).credits).toHaveLength(1);
  });

  it('earns the referred customer a free mow at its own 10th completed visit', async () => {
    await completeWorkLogs(2);
    expect((await walletOf('admin', referred.customer._id)).available).toBe(0);
    await completeWorkLogs(1);
    const wallet = await walletOf('admin', referred.customer._id);
    expect(wallet.credits.map((credit: { reason: string }) => credit.reason)).toEqual(['referred-reward']);
    expect(wallet.trackers[0]).toMatchObject({ visits: 10, referredRewardEarned: true });
  });

  it('takes a visit no longer completed off the count, with the unspent free mow it earned, and counts it again', async () => {
    const [visit] = await db().select().from(workLogs).where(eq(workLogs.propertyId, referred.property._id)).limit(1);
    const reverted = { ...visit, status: 'pending' as const };
    await t.app.notifier.transaction((tx, notify) => syncReferralWorkLog(tx, notify, reverted, null));
    expect((await walletOf('admin', referred.customer._id)).trackers[0]).toMatchObject({ visits: 9, referredRewardEarned: false });
    expect((await walletOf('admin', referred.customer._id)).available).toBe(0);
    await t.app.notifier.transaction((tx, notify) => syncReferralWorkLog(tx, notify, visit, null));
    expect((await walletOf('admin', referred.customer._id)).trackers[0]).toMatchObject({ visits: 10, referredRewardEarned: true });
  });
});

describe('two nodes completing at once', () => {
  it('count each visit once and grant the reward once', async () => {
    const [first, second] = [await addCustomer(db(), fixture.business.market._id), await addCustomer(db(), fixture.business.market._id)];
    const [tracker] = await db()
      .insert(referralTrackers)
      .values({ referrerPropertyId: first.property._id, referredPropertyId: second.property._id })
      .returning();
    for (let index = 0; index < 6; index += 1) await addWorkLog(second, 'started');
    const visits = await db().update(workLogs).set({ status: 'completed' }).where(eq(workLogs.propertyId, second.property._id)).returning();
    const sync = (visit: (typeof visits)[number]) =>
      t.app.notifier.transaction((tx, notify) => syncReferralWorkLog(tx, notify, visit, null));
    await Promise.all([...visits, ...visits].map(sync));
    expect(await db().select().from(referralVisits).where(eq(referralVisits.trackerId, tracker._id))).toHaveLength(6);
    expect(await db().select().from(walletCredits).where(eq(walletCredits.trackerId, tracker._id))).toMatchObject([
      { reason: 'referrer-reward', customerId: first.customer._id },
    ]);
  });
});

describe('trackers', () => {
  it('refuses an 11th tracker on a referring property with a clear message', async () => {
    const full = await addCustomer(db(), fixture.business.market._id);
    for (let index = 0; index < 10; index += 1) {
      const other = await addCustomer(db(), fixture.business.market._id);
      await db().insert(referralTrackers).values({ referrerPropertyId: full.property._id, referredPropertyId: other.property._id });
    }
    const eleventh = await addCustomer(db(), fixture.business.market._id);
    const response = await api('admin', 'POST', '/trackers', {
      referrerPropertyId: full.property._id,
      referredPropertyId: eleventh.property._id,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      messageKey: 'server.referrals.tracker_limit_reached',
      message: 'This property already has the maximum of 10 referral trackers.',
    });
  });

  it('links a new customer of Add Customer and a converted sign-up to the referrer of its code, and tells staff', async () => {
    const visitor = {
      name: { first: 'Sam', last: 'Signup' },
      email: 'sam.signup@example.com',
      mobile: '5125550177',
      address: '12 Referral Way',
      city: 'Austin',
      zipcode: '78701',
    };
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customer-signup',
      payload: { ...visitor, referralCode: referrer().customer.referralCode?.toLowerCase() },
    });
    expect(posted.statusCode).toBe(201);
    const [signup] = await db().select().from(signups).where(eq(signups._id, posted.json().data._id));
    expect(signup.referralCode).toBe(referrer().customer.referralCode);
    const tag = randomUUID().slice(0, 6);
    const input = {
      name: { first: 'Sam', last: 'Signup' },
      email: `sam.${tag}@example.com`,
      mobile: '5125550178',
      emergencyPhone: '5125550199',
      signupId: signup._id,
      property: {
        address: '12 Referral Way',
        city: 'Austin',
        zipcode: '78701',
        lotSize: 6200,
        cornerLot: false,
        petsAndSecurity: 'None',
        backyardLockCode: 'None',
        subdivisionCode: 'None',
        duplexUnit: 'N/A',
      },
    };
    const created = await api('admin', 'POST', '/customers', input);
    expect(created.statusCode, created.body).toBe(201);
    const propertyId = created.json().data.property._id;
    const [tracker] = await db().select().from(referralTrackers).where(eq(referralTrackers.referredPropertyId, propertyId));
    expect(tracker.referrerPropertyId).toBe(referrer().property._id);
    expect(await fixture.noticesOf('csr', 'referral-created', referrer().property._id)).not.toHaveLength(0);

    const unknown = await api('admin', 'POST', '/customers', {
      ...input,
      signupId: undefined,
      email: `x.${tag}@example.com`,
      mobile: '5125550179',
      referralCode: 'NOPE1234',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors).toHaveProperty('referralCode');
  });

  it('lets staff count a visit the tracker missed and remove a tracker, each in history, keeping the free mows it earned', async () => {
    const [first, second] = [await addCustomer(db(), fixture.business.market._id), await addCustomer(db(), fixture.business.market._id)];
    const before = await addWorkLog(second, 'started');
    expect((await api('crew', 'PUT', `/work-logs/${before._id}/status`, { action: 'complete' })).statusCode).toBe(200);
    const created = (
      await api('admin', 'POST', '/trackers', { referrerPropertyId: first.property._id, referredPropertyId: second.property._id })
    ).json().data;
    expect(created.visits).toBe(0);
    const counted = await api('admin', 'POST', '/trackers/add-service-tracker', { trackerId: created._id, workLogId: before._id });
    expect(counted.statusCode).toBe(200);
    expect(counted.json().data.visits).toBe(1);
    expect(
      (await api('admin', 'POST', '/trackers/add-service-tracker', { trackerId: created._id, workLogId: before._id })).statusCode,
    ).toBe(409);
    const pending = await addWorkLog(second, 'pending');
    expect(
      (await api('admin', 'POST', '/trackers/add-service-tracker', { trackerId: created._id, workLogId: pending._id })).statusCode,
    ).toBe(400);

    await db()
      .insert(walletCredits)
      .values({ customerId: first.customer._id, propertyId: first.property._id, reason: 'referrer-reward', trackerId: created._id });
    const removed = await api('admin', 'DELETE', `/trackers/${created._id}`);
    expect(removed.statusCode).toBe(200);
    expect(await db().select().from(referralTrackers).where(eq(referralTrackers._id, created._id))).toEqual([]);
    expect(await db().select().from(walletCredits).where(eq(walletCredits.customerId, first.customer._id))).toHaveLength(1);
    const history = await db().select().from(histories).where(eq(histories.entityId, created._id));
    expect(history.map((row) => `${row.action} ${row.propertyId === first.property._id ? 'referrer' : 'referred'}`).sort()).toEqual([
      'added referred',
      'added referrer',
      'deleted referred',
      'deleted referrer',
      'updated referred',
    ]);
    expect((await api('admin', 'DELETE', `/trackers/${created._id}`)).statusCode).toBe(404);
  });

  it('offers a csr holding customer_list but not assignment_list the visits a tracker missed, and counts one', async () => {
    const [first, second] = [await addCustomer(db(), fixture.business.market._id), await addCustomer(db(), fixture.business.market._id)];
    const missed = await addWorkLog(second, 'started');
    expect((await api('crew', 'PUT', `/work-logs/${missed._id}/status`, { action: 'complete' })).statusCode).toBe(200);
    await addWorkLog(second, 'pending', addDays(today, 7));
    const tracker = (
      await api('admin', 'POST', '/trackers', { referrerPropertyId: first.property._id, referredPropertyId: second.property._id })
    ).json().data;
    const [csrRole] = await db().select().from(roles).where(eq(roles.name, 'csr'));
    await db()
      .update(roles)
      .set({ permissions: ['customer_list'] })
      .where(eq(roles._id, csrRole._id));
    try {
      expect(
        (await api('csr', 'GET', `/work-logs?filter=${encodeURIComponent(JSON.stringify({ propertyId: second.property._id }))}`))
          .statusCode,
      ).toBe(403);
      const listed = await api('csr', 'GET', `/trackers/${tracker._id}/uncounted-visits`);
      expect(listed.statusCode).toBe(200);
      expect(listed.json().data).toEqual([{ workLogId: missed._id, date: today, serviceType: 'mow' }]);
      expect(
        (await api('csr', 'POST', '/trackers/add-service-tracker', { trackerId: tracker._id, workLogId: missed._id })).statusCode,
      ).toBe(200);
      expect((await api('csr', 'GET', `/trackers/${tracker._id}/uncounted-visits`)).json().data).toEqual([]);
      expect((await api('csr', 'GET', `/trackers/${randomUUID()}/uncounted-visits`)).statusCode).toBe(404);
    } finally {
      await db().update(roles).set({ permissions: csrRole.permissions }).where(eq(roles._id, csrRole._id));
    }
  });

  it('links an existing property by referral code, once', async () => {
    const later = await addCustomer(db(), fixture.business.market._id);
    const code = referrer().customer.referralCode?.toLowerCase();
    const linked = await api('admin', 'PUT', `/customers/properties/${later.property._id}/add-referral`, { referralCode: code });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().data).toMatchObject({
      referrer: { propertyId: referrer().property._id },
      referred: { propertyId: later.property._id },
      visits: 0,
    });
    const again = await api('admin', 'PUT', `/customers/properties/${later.property._id}/add-referral`, { referralCode: code });
    expect(again.statusCode).toBe(409);
  });
});

describe('the wallet', () => {
  it('is never read by another customer', async () => {
    const other = referred.customer._id;
    expect((await api('customer', 'GET', `/referral-trackers?customerId=${other}`)).statusCode).toBe(403);
    expect((await api('customer', 'GET', `/getFutureAvailableMowServices?customerId=${other}`)).statusCode).toBe(403);
    const mow = await addWorkLog(referred, 'pending', addDays(today, 3));
    expect((await api('customer', 'PUT', '/updateServiceToFree', { customerId: other, workLogId: mow._id })).statusCode).toBe(403);
    expect(
      (await api('customer', 'GET', `/referral-trackers?customerId=${referrer().customer._id}&propertyId=${referred.property._id}`))
        .statusCode,
    ).toBe(404);
    expect((await api('admin', 'GET', `/referral-trackers?customerId=${randomUUID()}`)).statusCode).toBe(404);
  });

  it('applies a free mow to a future mow, whose payment is free on completion and never charged', async () => {
    const mow = await addWorkLog(referrer(), 'pending');
    const future = (await api('customer', 'GET', `/getFutureAvailableMowServices?customerId=${referrer().customer._id}`)).json().data;
    expect(future.map((entry: { workLogId: string }) => entry.workLogId)).toContain(mow._id);
    const applied = await api('customer', 'PUT', '/updateServiceToFree', { customerId: referrer().customer._id, workLogId: mow._id });
    expect(applied.statusCode).toBe(200);
    expect(applied.json().data).toMatchObject({ reason: 'referrer-reward', appliedTo: { workLogId: mow._id } });
    const after = (await api('customer', 'GET', `/getFutureAvailableMowServices?customerId=${referrer().customer._id}`)).json().data;
    expect(after.map((entry: { workLogId: string }) => entry.workLogId)).not.toContain(mow._id);
    const nextVisits = (await api('customer', 'GET', '/customer/dashboard'))
      .json()
      .data.properties.flatMap((property: { nextVisits: object[] }) => property.nextVisits);
    expect(nextVisits.filter((visit: { freeMow: boolean }) => visit.freeMow)).toMatchObject([{ _id: mow._id }]);

    expect((await api('crew', 'PUT', `/work-logs/${mow._id}/status`, { action: 'start' })).statusCode).toBe(200);
    expect((await api('crew', 'PUT', `/work-logs/${mow._id}/status`, { action: 'complete' })).statusCode).toBe(200);
    const [payment] = await db().select().from(payments).where(eq(payments.workLogId, mow._id));
    expect(payment).toMatchObject({ status: 'free', amountCents: 0, discountCents: 4500 });
    const [{ charges }] = await db()
      .select({ charges: sql<number>`count(*)::int` })
      .from(sandboxTransactions)
      .where(sql`${sandboxTransactions.idempotencyKey} like ${`${payment._id}:%`}`);
    expect(charges).toBe(0);
  });

  it('spends a free mow once: not twice on one mow, not once the wallet is empty, and gives it back when the mow is skipped', async () => {
    const [spent] = await db().select().from(walletCredits).where(eq(walletCredits.customerId, referrer().customer._id));
    const mow = await addWorkLog(referrer(), 'pending', addDays(today, 7));
    const empty = await api('customer', 'PUT', '/updateServiceToFree', { customerId: referrer().customer._id, workLogId: mow._id });
    expect(empty.statusCode).toBe(409);
    expect(empty.json().messageKey).toBe('server.referrals.no_free_mows_left');
    await db().insert(walletCredits).values({ customerId: referrer().customer._id, propertyId: referrer().property._id, reason: 'staff' });
    expect(
      (await api('admin', 'PUT', '/updateServiceToFree', { customerId: referrer().customer._id, workLogId: mow._id })).statusCode,
    ).toBe(200);
    const twice = await api('admin', 'PUT', '/updateServiceToFree', { customerId: referrer().customer._id, workLogId: mow._id });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().messageKey).toBe('server.referrals.mow_already_free');
    expect(spent.appliedWorkLogId).not.toBeNull();

    expect((await api('admin', 'PUT', `/work-logs/${mow._id}/status`, { action: 'skip', reason: 'Rain' })).statusCode).toBe(200);
    expect((await walletOf('customer', referrer().customer._id)).available).toBe(1);
  });
});
