// Labour: pay rates on PUT /users, punches with position and crew members, staff entries, the approved week and the
// payroll export (docs/labour.md).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeSheets } from '../../../server/db/schema';
import { addUser, buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';

let t: TestApp;
let business: Business;
let admin: string;
let csr: string;
let crew: string;
let member: { _id: string; username: string };
let memberToken: string;
let stranger: { _id: string };
beforeAll(async () => {
  t = await createTestApp();
  business = await buildBusiness(t.app);
  const { db } = t.app.database;
  member = await addUser(db, business.roleIds, 'crew', { crewId: business.crew._id, firstName: 'Mia', lastName: 'Member' });
  stranger = await addUser(db, business.roleIds, 'crew', { crewId: business.otherVendorCrew._id });
  admin = (await signIn(t.app, business.users.admin.username)).token;
  csr = (await signIn(t.app, business.users.csr.username)).token;
  crew = (await signIn(t.app, business.users.crew.username, 'crew')).token;
  memberToken = (await signIn(t.app, member.username, 'crew')).token;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (token: string, method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { ...bearer(token), ...headers }, ...(payload && { payload }) });

describe('pay rates', () => {
  it('lets an admin set a dated rate, and keeps money from a csr', async () => {
    const id = business.users.crew._id;
    const set = await call(admin, 'PUT', `/users/${id}`, { payRateCents: 1800, effectiveFrom: '2026-01-01', employeeId: 'E-7' });
    expect(set.statusCode).toBe(200);
    expect(set.json().pay).toMatchObject({ payRateCents: 1800, effectiveFrom: '2026-01-01', employeeId: 'E-7' });
    const raise = await call(admin, 'PUT', `/users/${id}`, { payRateCents: 2000, effectiveFrom: '2026-09-01' });
    expect(raise.json().pay).toMatchObject({ payRateCents: 2000, employeeId: 'E-7', overtimeExempt: false });

    const history = (await call(admin, 'GET', `/users/${id}/pay-rates`)).json().data;
    expect(history.map((row: { payRateCents: number }) => row.payRateCents)).toEqual([2000, 1800]);
    expect((await call(csr, 'PUT', `/users/${id}`, { payRateCents: 9999 })).statusCode).toBe(403);
    expect((await call(csr, 'GET', `/users/${id}/pay-rates`)).statusCode).toBe(403);
    const read = await call(csr, 'GET', `/users/${id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).not.toHaveProperty('pay');
  });

  it('refuses a rate that is not whole cents with its field message', async () => {
    const answer = await call(admin, 'PUT', `/users/${business.users.crew._id}`, { payRateCents: 20.5 });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toHaveProperty('payRateCents');
  });
});

// 2026-W40 runs Monday 28 September to Sunday 4 October; 13:00 UTC is 08:00 in Texas.
const shift = (day: string, hours: number, userId = business.users.crew._id) => ({
  userId,
  clockIn: `${day}T13:00:00Z`,
  clockOut: new Date(Date.parse(`${day}T13:00:00Z`) + hours * 3_600_000).toISOString(),
  reason: 'Paper time sheet',
});

describe('the week', () => {
  it('prices 45 hours at $20.00 as 40 regular and 5 overtime, $950.00, and shows a csr no money', async () => {
    for (const day of ['2026-09-28', '2026-09-29', '2026-09-30', '2026-10-01', '2026-10-02'])
      expect((await call(csr, 'POST', '/time-sheets', shift(day, 9))).statusCode).toBe(201);
    const week = (await call(admin, 'GET', '/time-sheets/weeks/2026-W40')).json().data;
    const person = week.people.find((row: { userId: string }) => row.userId === business.users.crew._id);
    expect(person).toMatchObject({ regularMinutes: 2400, overtimeMinutes: 300, breakMinutes: 0, grossCents: 95000, approved: false });
    expect(person.days.reduce((sum: number, day: { minutes: number }) => sum + day.minutes, 0)).toBe(2700);
    const seen = (await call(csr, 'GET', '/time-sheets/weeks/2026-W40')).json().data.people[0];
    expect(seen).toMatchObject({ regularMinutes: 2400, overtimeMinutes: 300 });
    expect(seen).not.toHaveProperty('grossCents');
  });

  it('refuses overlaps, keeps the original of an edit and its reason', async () => {
    const overlap = await call(csr, 'POST', '/time-sheets', shift('2026-09-28', 2));
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().message).toBe('This entry overlaps another entry of the same person.');
    expect((await call(csr, 'POST', '/time-sheets', { ...shift('2026-09-27', 2), reason: '' })).statusCode).toBe(400);

    const [original] = await t.app.database.db
      .select()
      .from(timeSheets)
      .where(eq(timeSheets.clockIn, new Date('2026-10-02T13:00:00Z')));
    const edit = await call(csr, 'POST', '/time-sheets', {
      ...shift('2026-10-02', 8),
      breakMinutes: 30,
      reason: 'Left early',
      replacesId: original._id,
    });
    expect(edit.statusCode).toBe(201);
    expect(edit.json().data).toMatchObject({ minutes: 450, reason: 'Left early', replacesId: original._id });
    const [kept] = await t.app.database.db.select().from(timeSheets).where(eq(timeSheets._id, original._id));
    expect(kept.supersededAt).not.toBeNull();
    const twice = await call(csr, 'POST', '/time-sheets', { ...shift('2026-10-02', 8), replacesId: original._id });
    expect(twice.statusCode).toBe(409);
    // Back to 9 hours: the week's figures come from the entries shown.
    await call(csr, 'POST', '/time-sheets', { ...shift('2026-10-02', 9), reason: 'Stayed after all', replacesId: edit.json().data._id });
  });

  it('is approved by an admin only, then refuses edits and exports the same figures', async () => {
    expect((await call(csr, 'POST', '/time-sheets/weeks/2026-W40/approve')).statusCode).toBe(403);
    expect((await call(admin, 'GET', '/reports/payroll.csv?week=2026-W40')).statusCode).toBe(409);
    const approved = await call(admin, 'POST', '/time-sheets/weeks/2026-W40/approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.approved).toBe(true);
    const locked = await call(csr, 'POST', '/time-sheets', shift('2026-10-03', 2));
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe('This week is approved and locked: enter a correction in the next open week.');

    const csv = await call(admin, 'GET', '/reports/payroll.csv?week=2026-W40');
    expect(csv.statusCode).toBe(200);
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    expect(csv.body.slice(1).split('\n')).toEqual([
      'person,employee id,regular hours,overtime hours,double time hours,paid time off hours,gross',
      'Test crew,E-7,40.00,5.00,0.00,0.00,950.00',
      '',
    ]);
    const gusto = await call(admin, 'GET', '/reports/payroll.csv?week=2026-W40&layout=gusto');
    expect(gusto.body.slice(1).split('\n')[1]).toBe('Test,crew,E-7,40.00,5.00,0.00,0.00');
    expect((await call(csr, 'GET', '/reports/payroll.csv?week=2026-W40')).statusCode).toBe(403);
  });
});

describe('punches', () => {
  const place = { latitude: 30.2672, longitude: -97.7431, accuracyM: 12 };

  it('clocks a crew member in with their crew in one action, once, and refuses strangers', async () => {
    expect((await call(crew, 'POST', '/time-sheets/clock-in', { ...place, userIds: [stranger._id] })).statusCode).toBe(400);
    const staff = await call(csr, 'POST', '/time-sheets/clock-in', { ...place, userIds: [member._id] });
    expect(staff.statusCode).toBe(403);
    expect(staff.json().message).toBe('Only a crew member clocks in or out the members of their own crew.');

    const key = randomUUID();
    const first = await call(crew, 'POST', '/time-sheets/clock-in', { ...place, userIds: [member._id] }, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ clockOut: null, members: [{ userId: member._id, outcome: 'punched' }] });
    const replay = await call(crew, 'POST', '/time-sheets/clock-in', { ...place, userIds: [member._id] }, { 'idempotency-key': key });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    // The member's own phone finds them already in: still one open entry each.
    const own = await call(memberToken, 'POST', '/time-sheets/clock-in', place);
    expect(own.statusCode).toBe(409);
    const open = await t.app.database.db.select().from(timeSheets).where(eq(timeSheets.userId, member._id));
    expect(open.filter((row) => !row.clockOut)).toHaveLength(1);
    expect(open[0]).toMatchObject({ clockInLatitude: 30.2672, clockInAccuracyM: 12, clockedById: business.users.crew._id });
  });

  it("lists the caller's crew with who is clocked in", async () => {
    const crewList = (await call(crew, 'GET', '/time-sheets/crew')).json().data;
    expect(crewList).toEqual([{ userId: member._id, name: 'Mia Member', clockedIn: true }]);
  });

  it('refuses a punch in the future or before its clock-in, and clocks the crew out', async () => {
    const future = await call(crew, 'POST', '/time-sheets/clock-out', { ...place, at: new Date(Date.now() + 3_600_000).toISOString() });
    expect(future.statusCode).toBe(400);
    expect(future.json().errors).toEqual({ at: 'validation.time_sheet.punch_in_future' });
    const early = await call(crew, 'POST', '/time-sheets/clock-out', { ...place, at: '2026-01-01T00:00:00Z' });
    expect(early.statusCode).toBe(400);
    const out = await call(crew, 'POST', '/time-sheets/clock-out', { ...place, userIds: [member._id], breakMinutes: 0 });
    expect(out.statusCode).toBe(200);
    expect(out.json().data.members).toEqual([expect.objectContaining({ userId: member._id, outcome: 'punched' })]);
  });

  it('flags a punch far from the yard, and never refuses it', async () => {
    const labour = { yardLatitude: 30.2672, yardLongitude: -97.7431, punchDistanceM: 500 };
    const saved = await call(admin, 'PUT', '/settings', { labour });
    expect(saved.statusCode).toBe(200);
    const far = await call(memberToken, 'POST', '/time-sheets/clock-in', { latitude: 30.3672, longitude: -97.7431, accuracyM: 20 });
    expect(far.statusCode).toBe(201);
    expect(far.json().data.clockInFarM).toBeGreaterThan(10_000);
    const near = await call(memberToken, 'POST', '/time-sheets/clock-out', place);
    expect(near.json().data.clockOutFarM).toBeNull();
  });

  it('refuses a late offline clock-in that would come before a recorded punch', async () => {
    const before = new Date(Date.now() - 3 * 3_600_000).toISOString();
    const late = await call(memberToken, 'POST', '/time-sheets/clock-in', { ...place, at: before });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('This punch is out of order: it comes before a punch already recorded.');
  });
});
