import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDay, weekBounds, weekOfDay } from '../../../common/schemas/timeSheet';
import { roles, timeSheets } from '../../../server/db/schema';
import { buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';

let t: TestApp;
let accounts: Business['users'];
let admin: Awaited<ReturnType<typeof signIn>>;
let csr: Awaited<ReturnType<typeof signIn>>;
let crew: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  t = await createTestApp();
  ({ users: accounts } = await buildBusiness(t.app));
  admin = await signIn(t.app, accounts.admin.username);
  csr = await signIn(t.app, accounts.csr.username);
  crew = await signIn(t.app, accounts.crew.username, 'crew');
});
afterAll(() => t.close());

const call = (token: string, method: 'GET' | 'POST', path: string) =>
  t.app.inject({ method, url: `/api/v1/time-sheets${path}`, headers: bearer(token) });
const entries = (token: string, filter: object = {}) =>
  call(token, 'GET', `/entries?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,49]`);

describe('week helpers', () => {
  it('names ISO weeks and their Monday bounds', () => {
    expect(weekOfDay('2026-11-23')).toBe('2026-W48');
    expect(weekOfDay('2027-01-03')).toBe('2026-W53');
    expect(weekBounds('2026-W48')).toEqual({ from: '2026-11-23', until: '2026-11-30' });
    expect(weekBounds('2026-W01')).toEqual({ from: '2025-12-29', until: '2026-01-05' });
    // 03:00 UTC on a Monday is still Sunday evening in Texas.
    expect(businessDay(new Date('2026-11-23T03:00:00Z'))).toBe('2026-11-22');
  });
});

describe('clock in and out', () => {
  it('keeps one open entry per user and answers 409 otherwise', async () => {
    expect((await call(crew.token, 'GET', '/current')).json()).toEqual({ status: 200, data: null });
    const notIn = await call(crew.token, 'POST', '/clock-out');
    expect(notIn.statusCode).toBe(409);
    expect(notIn.json().message).toBe('You are not clocked in.');

    const clockIn = await call(crew.token, 'POST', '/clock-in');
    expect(clockIn.statusCode).toBe(201);
    expect(clockIn.json().data).toMatchObject({ clockOut: null, hours: 0 });
    const twice = await call(crew.token, 'POST', '/clock-in');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('You are already clocked in.');
    expect((await call(crew.token, 'GET', '/current')).json().data._id).toBe(clockIn.json().data._id);

    const clockOut = await call(crew.token, 'POST', '/clock-out');
    expect(clockOut.statusCode).toBe(200);
    expect(clockOut.json().data).toMatchObject({ _id: clockIn.json().data._id, clockOut: expect.any(String) });
    expect((await call(crew.token, 'GET', '/current')).json().data).toBeNull();
  });

  it('refuses vendors and customers', async () => {
    for (const { username } of [accounts.vendor, accounts.customer]) {
      const { token } = await signIn(t.app, username);
      expect((await call(token, 'POST', '/clock-in')).statusCode).toBe(403);
      expect((await entries(token)).statusCode).toBe(403);
    }
  });
});

describe('weekly list', () => {
  it('gives each entry its hours and each user a weekly total on the business clock', async () => {
    const db = t.app.database.db;
    // Monday 2025-03-03, 08:00 to 12:30 and 13:00 to 17:15 in Texas (UTC-6); Sunday night 22:00 belongs to the week before.
    await db.insert(timeSheets).values([
      { userId: csr._id, clockIn: new Date('2025-03-03T14:00:00Z'), clockOut: new Date('2025-03-03T18:30:00Z') },
      { userId: csr._id, clockIn: new Date('2025-03-03T19:00:00Z'), clockOut: new Date('2025-03-03T23:15:00Z') },
      { userId: csr._id, clockIn: new Date('2025-03-03T04:00:00Z'), clockOut: new Date('2025-03-03T05:00:00Z') },
      { userId: crew._id, clockIn: new Date('2025-03-07T13:00:00Z'), clockOut: new Date('2025-03-07T21:00:00Z') },
    ]);
    const response = await entries(admin.token, { week: '2025-W10' });
    expect(response.statusCode).toBe(200);
    const sheets = response.json() as { userId: string; totalHours: number; entries: { hours: number }[] }[];
    const ofCsr = sheets.find((sheet) => sheet.userId === csr._id)!;
    expect(ofCsr.entries.map((entry) => entry.hours)).toEqual(expect.arrayContaining([4.5, 4.25]));
    expect(ofCsr.entries.some((entry) => entry.hours === 1)).toBe(false);
    expect(ofCsr.totalHours).toBeCloseTo(8.75, 2);
    expect(sheets.find((sheet) => sheet.userId === crew._id)).toMatchObject({ totalHours: 8, week: '2025-W10', name: 'Test crew' });
    expect(response.headers['content-range']).toMatch(/^time-sheets 0-\d+\/\d+$/);

    const onlyCrew = await entries(admin.token, { week: '2025-W10', userId: crew._id });
    expect(onlyCrew.json()).toHaveLength(1);
    const previous = await entries(admin.token, { week: '2025-W09', userId: csr._id });
    expect(previous.json()[0].entries.some((entry: { hours: number }) => entry.hours === 1)).toBe(true);
  });

  it('shows a user without user_time_sheet only its own sheet, and 403 for anyone else’s', async () => {
    const own = await entries(crew.token, { week: '2025-W10' });
    expect(own.json().map((sheet: { userId: string }) => sheet.userId)).toEqual([crew._id]);
    expect((await entries(crew.token, { userId: csr._id })).statusCode).toBe(403);

    const db = t.app.database.db;
    const [csrRole] = await db.select().from(roles).where(eq(roles.name, 'csr'));
    await db
      .update(roles)
      .set({ permissions: csrRole.permissions.filter((key) => key !== 'user_time_sheet') })
      .where(eq(roles._id, csrRole._id));
    try {
      expect((await entries(csr.token, { week: '2025-W10' })).json().map((sheet: { userId: string }) => sheet.userId)).toEqual([csr._id]);
    } finally {
      await db.update(roles).set({ permissions: csrRole.permissions }).where(eq(roles._id, csrRole._id));
    }
    expect((await entries(csr.token, { week: '2025-W10' })).json().length).toBeGreaterThan(1);
  });

  it('defaults to the current week, validates the week and keeps the blank keep-alive list', async () => {
    const current = await entries(admin.token, { userId: admin._id });
    expect(current.json()[0].week).toBe(weekOfDay(businessDay(new Date())));
    const bad = await entries(admin.token, { week: '2026-48' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Week is written YYYY-Www, e.g. 2026-W48.');
    const keepAlive = await call(crew.token, 'GET', '');
    expect(keepAlive.statusCode).toBe(200);
    expect(keepAlive.json()).toEqual([]);
    expect(keepAlive.headers['content-range']).toBe('time-sheets 0-0/0');
  });
});
