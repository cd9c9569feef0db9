import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, phrases, properties, roles, workLogs } from '../../../server/db/schema';
import { planContext } from '../../../server/modules/scheduling/planner';
import { bearer, englishErrors, type TestApp } from '../helpers';
import { workLogTestApp, type Caller, type WorkLogTestApp, type World } from '../workLogFixtures';

let t: TestApp;
let world: World;
let setup: WorkLogTestApp;

beforeAll(async () => {
  setup = await workLogTestApp();
  ({ t, world } = setup);
});
afterAll(() => t.close());

type Who = keyof WorkLogTestApp['tokens'];
const db = () => t.app.database.db;
const api = (who: Who, method: 'GET' | 'PUT' | 'POST', path: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${path}`, headers: bearer(setup.tokens[who]), ...(payload && { payload }) });
const setStatus = (who: Who, id: string, change: object) => api(who, 'PUT', `/work-logs/${id}/status`, change);
const stored = async (id: string) => (await db().select().from(workLogs).where(eq(workLogs._id, id)))[0];
const phraseOf = async (type: 'un-assign' | 'cancel-assignment') => (await db().select().from(phrases).where(eq(phrases.type, type)))[0];
/** Notifications of `type` a caller got about the test property. */
const noticesOf = (caller: Caller, type: string) => setup.noticesOf(caller, type, world.propertyId);

describe('status changes', () => {
  it('starts and completes a visit, recording the times and the positions given', async () => {
    const row = await world.insert();
    const started = await setStatus('csr', row._id, { action: 'start', latitude: 30.27, longitude: -97.74 });
    expect(started.statusCode).toBe(200);
    expect(started.json().data).toMatchObject({ _id: row._id, status: 'started', startedAt: expect.any(String) });
    const completed = await setStatus('csr', row._id, { action: 'complete', latitude: 30.28, longitude: -97.75 });
    expect(completed.json().data).toMatchObject({ status: 'completed', completedAt: expect.any(String) });
    expect(await stored(row._id)).toMatchObject({
      startLatitude: 30.27,
      startLongitude: -97.74,
      completionLatitude: 30.28,
      completionLongitude: -97.75,
    });
    // The fixture property has no position, so no distance is recorded.
    expect(completed.json().data.completionDistanceFeet).toBeNull();
    const history = completed.json().data.history as {
      action: string;
      entity: string;
      changes: Record<string, { from: unknown; to: unknown }>;
    }[];
    expect(history.map((entry) => entry.changes.status)).toEqual([
      { from: 'started', to: 'completed' },
      { from: 'pending', to: 'started' },
    ]);
    expect(history.every((entry) => entry.entity === 'work-log' && entry.action === 'status-changed')).toBe(true);
  });

  it('records how far from the property a visit was completed, past the warning distance only', async () => {
    await db().update(properties).set({ latitude: 30.27, longitude: -97.74 }).where(eq(properties._id, world.propertyId));
    try {
      const { today } = await planContext(db());
      const near = await world.insert({ status: 'started', date: today });
      expect(
        (await setStatus('crew', near._id, { action: 'complete', latitude: 30.2705, longitude: -97.74 })).json().data
          .completionDistanceFeet,
      ).toBeNull();
      const far = await world.insert({ status: 'started', date: today });
      expect(
        (await setStatus('crew', far._id, { action: 'complete', latitude: 30.272, longitude: -97.74 })).json().data.completionDistanceFeet,
      ).toBe(730);
    } finally {
      await db().update(properties).set({ latitude: null, longitude: null }).where(eq(properties._id, world.propertyId));
    }
  });

  it('refuses to skip a completed work log and leaves it as it was', async () => {
    const row = await world.insert({ status: 'completed' });
    const refused = await setStatus('admin', row._id, { action: 'skip', reason: 'Rain' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('A completed work log cannot be skipped.');
    expect((await stored(row._id)).status).toBe('completed');
    for (const [action, status] of [
      ['complete', 'pending'],
      ['cancel', 'started'],
      ['restore', 'pending'],
      ['revert', 'skipped'],
      ['start', 'cancel'],
    ] as const) {
      const other = await world.insert({ status });
      expect((await setStatus('admin', other._id, { action, reason: 'x' })).statusCode, `${action} from ${status}`).toBe(409);
    }
  });

  it('asks for a reason beside the reason field when a skip or a cancel has none', async () => {
    const row = await world.insert();
    for (const action of ['skip', 'cancel']) {
      const missing = await setStatus('csr', row._id, { action });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toHaveProperty('reason');
      expect((await setStatus('csr', row._id, { action, reason: '   ' })).statusCode).toBe(400);
    }
    expect((await stored(row._id)).status).toBe('pending');
  });

  it('takes a phrase of type un-assign for a skip and cancel-assignment for a cancel, and no other', async () => {
    const unassign = await phraseOf('un-assign');
    const cancelPhrase = await phraseOf('cancel-assignment');
    const row = await world.insert();
    const wrongType = await setStatus('csr', row._id, { action: 'skip', reasonPhraseId: cancelPhrase._id });
    expect(wrongType.statusCode).toBe(400);
    expect(englishErrors(wrongType.json()).reasonPhraseId).toBe('Choose a phrase of type un-assign.');
    const unknown = await setStatus('csr', row._id, {
      action: 'cancel',
      reasonPhraseId: unassign._id.replace(/.$/, (c) => (c === '0' ? '1' : '0')),
    });
    expect(unknown.statusCode).toBe(400);
    expect((await stored(row._id)).status).toBe('pending');

    const skipped = await setStatus('csr', row._id, { action: 'skip', reasonPhraseId: unassign._id });
    expect(skipped.json().data).toMatchObject({ status: 'skipped', reasonPhraseId: unassign._id, reason: unassign.phrase });
    const other = await world.insert();
    const cancelled = await setStatus('csr', other._id, {
      action: 'cancel',
      reasonPhraseId: cancelPhrase._id,
      reason: 'Customer on vacation',
    });
    expect(cancelled.json().data).toMatchObject({ status: 'cancel', reasonPhraseId: cancelPhrase._id, reason: 'Customer on vacation' });
  });

  it('tells staff and the customer of a skip and a cancel, and staff of a restore and a revert', async () => {
    const WHO = ['admin', 'csr', 'customer'] as const;
    const TYPES = ['service-skip', 'service-cancel', 'service-restore', 'service-revert'] as const;
    const counts = async () => {
      const result: Record<string, number> = {};
      for (const who of WHO) for (const type of TYPES) result[`${who} ${type}`] = (await noticesOf(who, type)).length;
      return result;
    };
    /** What the change did to the counts: `who type` → how many more. */
    const added = async (change: () => Promise<unknown>) => {
      const before = await counts();
      await change();
      const after = await counts();
      return Object.fromEntries(
        Object.entries(after)
          .filter(([key, value]) => value !== before[key])
          .map(([key, value]) => [key, value - before[key]]),
      );
    };

    const skip = await world.insert({ date: '2031-04-07' });
    // The one who acted is not told of its own change.
    expect(await added(() => setStatus('admin', skip._id, { action: 'skip', reason: 'Gate locked' }))).toEqual({
      'csr service-skip': 1,
      'customer service-skip': 1,
    });
    expect((await noticesOf('csr', 'service-skip')).at(-1)?.message).toContain('Gate locked');
    expect(await added(() => setStatus('admin', skip._id, { action: 'restore' }))).toEqual({ 'csr service-restore': 1 });

    const cancel = await world.insert({ date: '2031-04-08' });
    expect(await added(() => setStatus('csr', cancel._id, { action: 'cancel', reason: 'Sold the house' }))).toEqual({
      'admin service-cancel': 1,
      'customer service-cancel': 1,
    });
    expect(await added(() => setStatus('csr', cancel._id, { action: 'revert' }))).toEqual({ 'admin service-revert': 1 });
    expect(await stored(cancel._id)).toMatchObject({ status: 'pending', reason: null, reasonPhraseId: null });
    // Starting and completing tell nobody.
    expect(
      await added(async () => {
        await setStatus('csr', cancel._id, { action: 'start' });
        await setStatus('csr', cancel._id, { action: 'complete' });
      }),
    ).toEqual({});
  });

  it('restores and reverts only a work log of today or later', async () => {
    const { today } = await planContext(db());
    const past = await world.insert({ status: 'skipped', date: '2020-06-01', reason: 'Rain' });
    const refused = await setStatus('csr', past._id, { action: 'restore' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/today or a later day/);
    const pastCancel = await world.insert({ status: 'cancel', date: '2020-06-01', reason: 'x' });
    expect((await setStatus('csr', pastCancel._id, { action: 'revert' })).statusCode).toBe(409);
    const current = await world.insert({ status: 'skipped', date: today, reason: 'Rain' });
    expect((await setStatus('csr', current._id, { action: 'restore' })).json().data.status).toBe('pending');
  });

  it('answers 404 for a work log that does not exist', async () => {
    const response = await setStatus('csr', '00000000-0000-4000-8000-000000000000', { action: 'start' });
    expect(response.statusCode).toBe(404);
  });
});

describe('who may read and change a work log', () => {
  it('lets a crew start, complete and skip its own work logs, and not cancel them', async () => {
    const { today } = await planContext(db());
    const own = await world.insert({ crewId: world.crew._id, date: today });
    expect((await setStatus('crew', own._id, { action: 'cancel', reason: 'No' })).statusCode).toBe(403);
    expect((await setStatus('crew', own._id, { action: 'start' })).statusCode).toBe(200);
    expect((await setStatus('crew', own._id, { action: 'complete' })).statusCode).toBe(200);
    const another = await world.insert({ crewId: world.crew._id, date: today });
    expect((await setStatus('crew', another._id, { action: 'skip', reason: 'Dog in the yard' })).json().data.status).toBe('skipped');
    expect((await setStatus('crew', another._id, { action: 'restore' })).statusCode).toBe(403);
  });

  it('refuses a crew another crew’s work log, to read or to change', async () => {
    const theirs = await world.insert({ crewId: world.sameVendorCrew._id });
    expect((await api('crew', 'GET', `/work-logs/${theirs._id}`)).statusCode).toBe(403);
    expect((await setStatus('crew', theirs._id, { action: 'start' })).statusCode).toBe(403);
    expect((await api('crew', 'GET', `/work-logs/${world.sameVendorCrew._id}/2031-03-03/skipped`)).statusCode).toBe(403);
    expect((await stored(theirs._id)).status).toBe('pending');
    const unassigned = await world.insert({ crewId: null, vendorId: null });
    expect((await api('crew', 'GET', `/work-logs/${unassigned._id}`)).statusCode).toBe(403);
  });

  it('keeps a crew’s list to its own crew whatever the filter asks', async () => {
    await world.insert({ crewId: world.sameVendorCrew._id, date: '2031-05-05' });
    await world.insert({ crewId: world.crew._id, date: '2031-05-05' });
    const filter = encodeURIComponent(JSON.stringify({ propertyId: world.propertyId, crewId: world.sameVendorCrew._id }));
    const asked = await api('crew', 'GET', `/work-logs?filter=${filter}`);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual([]);
    const all = (
      await api('crew', 'GET', `/work-logs?filter=${encodeURIComponent(JSON.stringify({ propertyId: world.propertyId }))}&range=[0,999]`)
    ).json() as { crewId: string }[];
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((row) => row.crewId === world.crew._id)).toBe(true);
  });

  it('lets a vendor read its crews’ work logs and change none, and not read another vendor’s', async () => {
    const ours = await world.insert({ crewId: world.sameVendorCrew._id });
    const theirs = await world.insert({ crewId: world.otherVendorCrew._id, vendorId: world.otherVendorCrew.vendorId });
    expect((await api('vendor', 'GET', `/work-logs/${ours._id}`)).json()).toMatchObject({ _id: ours._id, address: world.address });
    expect((await api('vendor', 'GET', `/work-logs/${theirs._id}`)).statusCode).toBe(403);
    expect((await setStatus('vendor', ours._id, { action: 'start' })).statusCode).toBe(403);
    expect((await api('vendor', 'GET', `/work-logs/${world.otherVendorCrew._id}/2031-03-03/skipped`)).statusCode).toBe(403);
    const listed = (
      await api('vendor', 'GET', `/work-logs?filter=${encodeURIComponent(JSON.stringify({ propertyId: world.propertyId }))}&range=[0,999]`)
    ).json() as { vendorId: string }[];
    expect(listed.some((row) => row.vendorId === world.crew.vendorId)).toBe(true);
    expect(listed.every((row) => row.vendorId === world.crew.vendorId)).toBe(true);
    expect((await stored(ours._id)).status).toBe('pending');
  });

  it('gives the customer’s phone and e-mail to staff only: a crew or a vendor reads and searches the visit without them', async () => {
    const row = await world.insert({ crewId: world.crew._id });
    const [customer] = await db().select().from(customers).where(eq(customers._id, world.customerId));
    expect(customer.mobile && customer.email).toBeTruthy();
    for (const who of ['admin', 'csr'] as const) {
      expect((await api(who, 'GET', `/work-logs/${row._id}`)).json()).toMatchObject({
        customerMobile: customer.mobile,
        customerEmail: customer.email,
      });
    }
    for (const who of ['crew', 'vendor'] as const) {
      const response = await api(who, 'GET', `/work-logs/${row._id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ _id: row._id, address: world.address, customerMobile: null, customerEmail: null });
      expect(response.body).not.toContain(customer.email);
      expect(response.body).not.toContain(customer.mobile);
      // Nor can the search tell them which rows hold a given e-mail or number.
      const searched = await api(
        who,
        'GET',
        `/work-logs?filter=${encodeURIComponent(JSON.stringify({ propertyId: world.propertyId, q: customer.email }))}`,
      );
      expect(searched.json()).toEqual([]);
    }
    const staffSearch = await api(
      'csr',
      'GET',
      `/work-logs?filter=${encodeURIComponent(JSON.stringify({ propertyId: world.propertyId, q: customer.email }))}&range=[0,999]`,
    );
    expect((staffSearch.json() as { _id: string }[]).map((found) => found._id)).toContain(row._id);
  });

  it('answers a customer 403 on every call', async () => {
    const row = await world.insert();
    const calls = [
      await api('customer', 'GET', '/work-logs'),
      await api('customer', 'GET', `/work-logs/${row._id}`),
      await api('customer', 'GET', '/work-logs/summary?dateFrom=2031-03-01&dateTo=2031-03-31'),
      await api('customer', 'GET', `/work-logs/${world.crew._id}/2031-03-03/skipped`),
      await setStatus('customer', row._id, { action: 'cancel', reason: 'Not today' }),
      await api('customer', 'POST', '/work-logs/reassign', { ids: [row._id], crewId: world.crew._id }),
      await api('customer', 'POST', '/work-logs/move', { ids: [row._id], date: '2031-03-04' }),
      await api('customer', 'POST', `/work-logs/${row._id}/extra-time`, { minutes: 30 }),
      await api('customer', 'PUT', `/work-logs/${row._id}/extra-time`, { decision: 'approved' }),
    ];
    expect(calls.map((response) => response.statusCode)).toEqual(calls.map(() => 403));
    expect((await stored(row._id)).status).toBe('pending');
  });

  it('refuses staff whose role lacks assignment_list', async () => {
    const [role] = await db().select().from(roles).where(eq(roles._id, setup.business.roleIds.csr));
    await db()
      .update(roles)
      .set({ permissions: role.permissions.filter((key) => key !== 'assignment_list') })
      .where(eq(roles._id, role._id));
    try {
      expect((await api('csr', 'GET', '/work-logs')).statusCode).toBe(403);
      expect((await api('csr', 'POST', '/work-logs/reassign', {})).statusCode).toBe(403);
    } finally {
      await db().update(roles).set({ permissions: role.permissions }).where(eq(roles._id, role._id));
    }
    expect((await api('csr', 'GET', '/work-logs')).statusCode).toBe(200);
  });
});

describe('extra service time', () => {
  it('lets a crew ask on its started bnb visit, tells the office, and passes the answer back', async () => {
    const row = await world.insert({ serviceType: 'bnb', status: 'started', timeCapHours: 1, timeUpRemindedAt: new Date() });
    const requestsBefore = (await noticesOf('csr', 'extra-service-time-request')).length;
    const asked = await api('crew', 'POST', `/work-logs/${row._id}/extra-time`, { minutes: 30, note: 'Overgrown beds' });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data).toMatchObject({ extraTimeStatus: 'requested', extraTimeRequestedMinutes: 30 });
    expect((await noticesOf('csr', 'extra-service-time-request')).length).toBe(requestsBefore + 1);
    expect((await api('crew', 'POST', `/work-logs/${row._id}/extra-time`, { minutes: 30 })).statusCode).toBe(409);

    expect((await api('crew', 'PUT', `/work-logs/${row._id}/extra-time`, { decision: 'approved' })).statusCode).toBe(403);
    const approved = await api('csr', 'PUT', `/work-logs/${row._id}/extra-time`, { decision: 'approved' });
    expect(approved.json().data).toMatchObject({ extraTimeStatus: 'approved', extraTimeGrantedMinutes: 30 });
    // The longer cap earns its own time-up reminder.
    expect((await stored(row._id)).timeUpRemindedAt).toBeNull();
    expect((await noticesOf('crew', 'extra-service-time-approved')).length).toBe(1);
    expect((await api('csr', 'PUT', `/work-logs/${row._id}/extra-time`, { decision: 'rejected' })).statusCode).toBe(409);

    // Asked again and granted fewer minutes than asked; then a rejection tells the crew too.
    await api('crew', 'POST', `/work-logs/${row._id}/extra-time`, { minutes: 60 });
    expect(
      (await api('admin', 'PUT', `/work-logs/${row._id}/extra-time`, { decision: 'approved', minutes: 15 })).json().data
        .extraTimeGrantedMinutes,
    ).toBe(45);
    await api('crew', 'POST', `/work-logs/${row._id}/extra-time`, { minutes: 20 });
    expect((await api('admin', 'PUT', `/work-logs/${row._id}/extra-time`, { decision: 'rejected' })).json().data).toMatchObject({
      extraTimeStatus: 'rejected',
      extraTimeGrantedMinutes: 45,
    });
    expect((await noticesOf('crew', 'extra-service-time-rejected')).length).toBe(1);
  });

  it('refuses extra time on a mow, on a visit not started, and on another crew’s visit', async () => {
    const mow = await world.insert({ serviceType: 'mow', status: 'started' });
    expect((await api('crew', 'POST', `/work-logs/${mow._id}/extra-time`, { minutes: 30 })).statusCode).toBe(409);
    const pending = await world.insert({ serviceType: 'bnb' });
    expect((await api('crew', 'POST', `/work-logs/${pending._id}/extra-time`, { minutes: 30 })).statusCode).toBe(409);
    const theirs = await world.insert({ serviceType: 'bnb', status: 'started', crewId: world.sameVendorCrew._id });
    expect((await api('crew', 'POST', `/work-logs/${theirs._id}/extra-time`, { minutes: 30 })).statusCode).toBe(403);
    expect((await api('crew', 'POST', `/work-logs/${theirs._id}/extra-time`, { minutes: 3 })).statusCode).toBe(400);
    expect((await stored(theirs._id)).extraTimeStatus).toBeNull();
  });
});
