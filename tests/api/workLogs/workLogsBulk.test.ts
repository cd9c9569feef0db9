import { and, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { histories, workLogs } from '../../../server/db/schema';
import { bearer, englishErrors, type TestApp } from '../helpers';
import { workLogTestApp, type Caller, type WorkLogTestApp, type World } from '../workLogFixtures';

let t: TestApp;
let world: World;
let setup: WorkLogTestApp;
let csr: string;

beforeAll(async () => {
  setup = await workLogTestApp();
  ({ t, world } = setup);
  csr = setup.tokens.csr;
});
afterAll(() => t.close());

const db = () => t.app.database.db;
const post = (path: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/work-logs/${path}`, headers: bearer(csr), payload });
const readBack = (ids: string[]) => db().select().from(workLogs).where(inArray(workLogs._id, ids)).orderBy(workLogs._id);
/** The moves' own history rows (the re-optimised route positions have theirs, tested in workLogsRoute.test.ts). */
const historyOf = (ids: string[]) =>
  db()
    .select()
    .from(histories)
    .where(and(eq(histories.entity, 'work-log'), inArray(histories.entityId, ids), ne(histories.action, 'route-changed')));
const noticesOf = (caller: Caller) => setup.noticesOf(caller, 'service-schedule');
const customerNoticesOfProperty = () => setup.noticesOf('customer', 'service-schedule', world.propertyId);
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('bulk reassign', () => {
  it('moves every selected work log to the crew, pins it and writes a history row for each, telling staff once', async () => {
    const rows = [await world.insert(), await world.insert(), await world.insert({ crewId: null, vendorId: null })];
    const ids = rows.map((row) => row._id);
    const adminBefore = (await noticesOf('admin')).length;
    const crewBefore = (await noticesOf('crew')).length;
    const response = await post('reassign', { ids, crewId: world.sameVendorCrew._id });
    expect(response.statusCode).toBe(200);
    expect(
      (response.json().data as { _id: string; crewId: string; pinned: boolean }[]).map((row) => [row._id, row.crewId, row.pinned]).sort(),
    ).toEqual(ids.map((id) => [id, world.sameVendorCrew._id, true]).sort());
    const after = await readBack(ids);
    expect(after).toHaveLength(3);
    expect(
      after.every(
        (row) =>
          row.crewId === world.sameVendorCrew._id &&
          row.vendorId === world.sameVendorCrew.vendorId &&
          row.pinned &&
          row.routePosition !== null,
      ),
    ).toBe(true);
    const history = await historyOf(ids);
    expect(history.map((entry) => entry.entityId).sort()).toEqual([...ids].sort());
    expect(
      history.every(
        (entry) => entry.action === 'updated' && (entry.changes as Record<string, { to: unknown }>).crewId.to === world.sameVendorCrew._id,
      ),
    ).toBe(true);
    const adminNotices = await noticesOf('admin');
    expect(adminNotices.length).toBe(adminBefore + 1);
    expect(adminNotices.at(-1)?.message).toMatch(/^3 work logs moved to /);
    // The crew that lost two of them: its phone reads its day again.
    const crewNotices = await noticesOf('crew');
    expect(crewNotices.slice(crewBefore).map((notice) => notice.message)).toEqual([
      expect.stringMatching(/^The office moved 2 visits on or off your day of /),
    ]);
    // The same day for the customer: nothing to tell.
    expect((await customerNoticesOfProperty()).length).toBe(0);
  });

  it('changes nothing when one id is unknown, and says so', async () => {
    const rows = [await world.insert(), await world.insert()];
    const before = await readBack(rows.map((row) => row._id));
    const response = await post('reassign', { ids: [...rows.map((row) => row._id), UNKNOWN], crewId: world.sameVendorCrew._id });
    expect(response.statusCode).toBe(400);
    expect(englishErrors(response.json()).ids).toMatch(/^1 of the 3 selected work logs no longer exists; nothing was changed/);
    expect(await readBack(rows.map((row) => row._id))).toEqual(before);
    expect(await historyOf(rows.map((row) => row._id))).toEqual([]);
  });

  it('changes nothing when one work log is finished', async () => {
    const rows = [await world.insert(), await world.insert({ status: 'completed' }), await world.insert({ status: 'started' })];
    const ids = rows.map((row) => row._id);
    const before = await readBack(ids);
    const response = await post('reassign', { ids, crewId: world.sameVendorCrew._id });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/^2 of the 3 selected work logs are (completed, started|started, completed): only pending/);
    expect(await readBack(ids)).toEqual(before);
  });

  it('changes nothing when the crew works for another vendor, or does not exist', async () => {
    const rows = [await world.insert(), await world.insert({ crewId: null, vendorId: null })];
    const ids = rows.map((row) => row._id);
    const before = await readBack(ids);
    const elsewhere = await post('reassign', { ids, crewId: world.otherVendorCrew._id });
    expect(elsewhere.statusCode).toBe(409);
    expect(englishErrors(elsewhere.json()).crewId).toMatch(
      /works for another vendor than 1 of the 2 selected work logs; nothing was changed/,
    );
    expect((await post('reassign', { ids, crewId: UNKNOWN })).json().errors.crewId).toBe('server.work_logs.crew_does_not_exist');
    expect(await readBack(ids)).toEqual(before);
    // An unassigned work log alone may go to any vendor's crew.
    const unassigned = await post('reassign', { ids: [rows[1]._id], crewId: world.otherVendorCrew._id });
    expect(unassigned.json().data[0]).toMatchObject({ crewId: world.otherVendorCrew._id, vendorId: world.otherVendorCrew.vendorId });
  });

  it('refuses an empty or malformed selection', async () => {
    expect((await post('reassign', { ids: [], crewId: world.crew._id })).json().errors).toHaveProperty('ids');
    expect((await post('reassign', { ids: ['x\u0000'], crewId: world.crew._id })).statusCode).toBe(400);
    expect((await post('reassign', { ids: Array.from({ length: 501 }, () => UNKNOWN), crewId: world.crew._id })).statusCode).toBe(400);
  });
});

describe('bulk move', () => {
  it('moves the selection to another day (and crew), tells staff once and each customer whose day changed', async () => {
    const rows = [await world.insert({ date: '2031-06-02' }), await world.insert({ date: '2031-06-03' })];
    const ids = rows.map((row) => row._id);
    const csrBefore = (await noticesOf('csr')).length;
    const crewBefore = (await noticesOf('crew')).length;
    const customerBefore = (await customerNoticesOfProperty()).length;
    const adminToken = setup.tokens.admin;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/work-logs/move',
      headers: bearer(adminToken),
      payload: { ids, date: '2031-06-03', crewId: world.sameVendorCrew._id },
    });
    expect(response.statusCode).toBe(200);
    const after = await readBack(ids);
    expect(after.map((row) => [row.date, row.crewId, row.pinned])).toEqual(after.map(() => ['2031-06-03', world.sameVendorCrew._id, true]));
    // The planned occurrence stays, so re-planning still finds its slot.
    expect(after.map((row) => row.plannedDate).sort()).toEqual(['2031-06-02', '2031-06-03']);
    expect((await noticesOf('csr')).length).toBe(csrBefore + 1);
    // The crew lost a visit on each of both days.
    expect(
      (await noticesOf('crew'))
        .slice(crewBefore)
        .map((notice) => notice.message)
        .sort(),
    ).toEqual(['The office moved 1 visit on or off your day of 6/2/2031.', 'The office moved 1 visit on or off your day of 6/3/2031.']);
    const told = await customerNoticesOfProperty();
    expect(told.length).toBe(customerBefore + 1);
    expect(told.at(-1)?.message).toContain('6/3/2031');
    const history = await historyOf(ids);
    expect(history.length).toBe(2);
    expect(history.find((entry) => entry.entityId === rows[0]._id)?.changes).toMatchObject({
      date: { from: '2031-06-02', to: '2031-06-03' },
    });
  });

  it('tells a customer once of several of their visits moved, with their count and the days they were planned for', async () => {
    const rows = [
      await world.insert({ date: '2031-08-04' }),
      await world.insert({ date: '2031-08-05' }),
      await world.insert({ date: '2031-08-05' }),
    ];
    const customerBefore = (await customerNoticesOfProperty()).length;
    const adminBefore = (await noticesOf('admin')).length;
    expect((await post('move', { ids: rows.map((row) => row._id), date: '2031-08-06' })).statusCode).toBe(200);
    const told = await customerNoticesOfProperty();
    expect(told.length).toBe(customerBefore + 1);
    expect(told.at(-1)).toMatchObject({
      title: 'Your visits were rescheduled',
      message: 'Your 3 visits planned for 8/4/2031, 8/5/2031 are now on 8/6/2031.',
      additionalData: {
        others: {
          workLogDate: '2031-08-06',
          translateEs: { message: 'Sus 3 visitas previstas para 8/4/2031, 8/5/2031 ahora son el 8/6/2031.' },
        },
      },
    });
    expect((await noticesOf('admin')).length).toBe(adminBefore + 1);
  });

  it('hands the selection back to no crew with crewId null, keeping the vendor, and keeps the crew when crewId is left out or empty', async () => {
    const rows = [await world.insert({ date: '2031-08-04' }), await world.insert({ date: '2031-08-04' })];
    const ids = rows.map((row) => row._id);
    const crewBefore = rows[0].crewId;
    const kept = await post('move', { ids: [ids[0]], date: '2031-08-05' });
    expect(kept.statusCode).toBe(200);
    expect((await post('move', { ids: [ids[0]], date: '2031-08-05', crewId: '' })).statusCode).toBe(200);
    expect((await readBack([ids[0]]))[0]).toMatchObject({ crewId: crewBefore, date: '2031-08-05' });

    const adminBefore = (await noticesOf('admin')).length;
    const response = await post('move', { ids, date: '2031-08-06', crewId: null });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((row: { crewId: string | null }) => row.crewId)).toEqual([null, null]);
    const after = await readBack(ids);
    expect(after.map((row) => [row.crewId, row.vendorId, row.date, row.pinned, row.routePosition])).toEqual(
      after.map(() => [null, rows[0].vendorId, '2031-08-06', true, null]),
    );
    const history = await historyOf([ids[1]]);
    expect(history.at(-1)?.changes).toMatchObject({
      crewId: { from: crewBefore, to: null },
      date: { from: '2031-08-04', to: '2031-08-06' },
    });
    const told = await noticesOf('admin');
    expect(told.length).toBe(adminBefore + 1);
    expect(told.at(-1)?.message).toBe('2 work logs moved to 8/6/2031 with no crew.');
    expect((await post('move', { ids, date: '2031-08-07', crewId: 'crew one' })).json().errors.crewId).toBeTruthy();
  });

  it('refuses a day that has passed, and changes nothing for one bad id', async () => {
    const row = await world.insert({ date: '2031-07-01' });
    const past = await post('move', { ids: [row._id], date: '2020-01-01' });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors.date).toBe('server.work_logs.choose_today_or_later');
    expect((await post('move', { ids: [row._id], date: '2027-02-30' })).statusCode).toBe(400);
    expect((await post('move', { ids: [row._id, UNKNOWN], date: '2031-07-02' })).statusCode).toBe(400);
    expect((await readBack([row._id]))[0]).toMatchObject({ date: '2031-07-01', pinned: false });
  });
});
