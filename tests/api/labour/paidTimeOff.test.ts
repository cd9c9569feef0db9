// Paid time off: staff add hours off for a person on a day with a reason; the week view shows them and pays them at the
// day's rate outside the overtime count, the payroll CSVs carry them, and an approved week locks them (docs/labour.md).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';

let t: TestApp;
let business: Business;
let admin: string;
let csr: string;
let crew: string;
beforeAll(async () => {
  t = await createTestApp();
  business = await buildBusiness(t.app);
  admin = (await signIn(t.app, business.users.admin.username)).token;
  csr = (await signIn(t.app, business.users.csr.username)).token;
  crew = (await signIn(t.app, business.users.crew.username, 'crew')).token;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (token: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload && { payload }) });

// 2026-W41 runs Monday 5 October to Sunday 11 October; 13:00 UTC is 08:00 in Texas.
const shift = (day: string, hours: number) => ({
  userId: business.users.crew._id,
  clockIn: `${day}T13:00:00Z`,
  clockOut: new Date(Date.parse(`${day}T13:00:00Z`) + hours * 3_600_000).toISOString(),
  reason: 'Paper time sheet',
});
const timeOff = (day: string, minutes: number, reason = 'Vacation') => ({ userId: business.users.crew._id, day, minutes, reason });

describe('paid time off', () => {
  it('is added by staff with a reason, shown on its day, and paid at straight time outside overtime', async () => {
    expect(
      (await call(admin, 'PUT', `/users/${business.users.crew._id}`, { payRateCents: 2000, effectiveFrom: '2026-01-01' })).statusCode,
    ).toBe(200);
    for (const day of ['2026-10-05', '2026-10-06', '2026-10-07', '2026-10-08'])
      expect((await call(csr, 'POST', '/time-sheets', shift(day, 10))).statusCode).toBe(201);
    const added = await call(csr, 'POST', '/time-sheets/paid-time-off', timeOff('2026-10-09', 480));
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data).toMatchObject({ day: '2026-10-09', minutes: 480, reason: 'Vacation' });

    const person = (await call(admin, 'GET', '/time-sheets/weeks/2026-W41')).json().data.people[0];
    // 40 hours worked and 8 off: no overtime, $800.00 + $160.00.
    expect(person).toMatchObject({ regularMinutes: 2400, overtimeMinutes: 0, paidTimeOffMinutes: 480, grossCents: 96000 });
    const friday = person.days.find((day: { day: string }) => day.day === '2026-10-09');
    expect(friday).toMatchObject({ minutes: 0, entries: [], paidTimeOff: [{ minutes: 480, reason: 'Vacation' }] });
    // A csr sees the hours off, not the money.
    const seen = (await call(csr, 'GET', '/time-sheets/weeks/2026-W41')).json().data.people[0];
    expect(seen).toMatchObject({ paidTimeOffMinutes: 480 });
    expect(seen).not.toHaveProperty('grossCents');
  });

  it('offers every active crew member for a week of no hours, and whoever the week shows', async () => {
    const db = t.app.database.db;
    const away = await addUser(db, business.roleIds, 'crew', { firstName: 'Ana', lastName: 'Away', crewId: business.crew._id });
    await addUser(db, business.roleIds, 'crew', { firstName: 'Gone', lastName: 'Before', isActive: false });
    // 2026-W45: nobody clocked, nobody off.
    const empty = (await call(csr, 'GET', '/time-sheets/weeks/2026-W45')).json().data;
    expect(empty.people).toEqual([]);
    const names = empty.roster.map((person: { name: string }) => person.name);
    expect(names).toContain('Ana Away');
    expect(names).not.toContain('Gone Before');
    // Staff are offered only in a week they have hours in.
    expect(empty.roster.map((person: { userId: string }) => person.userId)).not.toContain(business.users.csr._id);
    // A week off for the one away all week, from the screen's list.
    expect((await call(csr, 'POST', '/time-sheets/paid-time-off', { ...timeOff('2026-11-02', 480), userId: away._id })).statusCode).toBe(
      201,
    );
    const after = (await call(csr, 'GET', '/time-sheets/weeks/2026-W45')).json().data;
    expect(after.people.map((person: { name: string }) => person.name)).toEqual(['Ana Away']);
  });

  it('refuses bad minutes, a missing reason, a day over 24 hours off, an unknown person and a crew member', async () => {
    const zero = await call(csr, 'POST', '/time-sheets/paid-time-off', timeOff('2026-10-10', 0));
    expect(zero.statusCode).toBe(400);
    expect(zero.json().errors).toEqual({ minutes: 'validation.time_sheet.time_off_minutes' });
    expect((await call(csr, 'POST', '/time-sheets/paid-time-off', timeOff('2026-10-10', 60, ''))).json().errors).toHaveProperty('reason');
    const full = await call(csr, 'POST', '/time-sheets/paid-time-off', timeOff('2026-10-09', 961));
    expect(full.statusCode).toBe(400);
    expect(full.json().message).toBe('This day would hold more than 24 hours of paid time off.');
    const stranger = await call(csr, 'POST', '/time-sheets/paid-time-off', { ...timeOff('2026-10-10', 60), userId: randomUUID() });
    expect(stranger.statusCode).toBe(404);
    expect((await call(crew, 'POST', '/time-sheets/paid-time-off', timeOff('2026-10-10', 60))).statusCode).toBe(403);
  });

  it('is taken back while the week is open, then locked with the week, and carried by both payroll files', async () => {
    const extra = await call(csr, 'POST', '/time-sheets/paid-time-off', timeOff('2026-10-10', 90, 'Doctor'));
    expect(extra.statusCode).toBe(201);
    expect((await call(csr, 'DELETE', `/time-sheets/paid-time-off/${extra.json().data._id}`)).statusCode).toBe(200);
    const week = (await call(admin, 'GET', '/time-sheets/weeks/2026-W41')).json().data;
    expect(week.people[0].paidTimeOffMinutes).toBe(480);

    expect((await call(admin, 'POST', '/time-sheets/weeks/2026-W41/approve')).statusCode).toBe(200);
    const locked = await call(csr, 'POST', '/time-sheets/paid-time-off', timeOff('2026-10-10', 60));
    expect(locked.statusCode).toBe(409);
    const friday = week.people[0].days.find((day: { day: string }) => day.day === '2026-10-09');
    expect((await call(csr, 'DELETE', `/time-sheets/paid-time-off/${friday.paidTimeOff[0]._id}`)).statusCode).toBe(409);

    const csv = await call(admin, 'GET', '/reports/payroll.csv?week=2026-W41');
    expect(csv.body.slice(1).split('\n')[1]).toBe('Test crew,,40.00,0.00,0.00,8.00,960.00');
    const gusto = await call(admin, 'GET', '/reports/payroll.csv?week=2026-W41&layout=gusto');
    expect(gusto.body.slice(1).split('\n').slice(0, 2)).toEqual([
      'first_name,last_name,gusto_employee_id,regular_hours,overtime_hours,double_overtime_hours,paid_time_off_hours',
      'Test,crew,,40.00,0.00,0.00,8.00',
    ]);
  });
});
