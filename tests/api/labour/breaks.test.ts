// Breaks as their own punches: a break started and ended on the phone (with their own times, offline too) adds its
// minutes to the open entries of the caller and the crew members ticked, paid or unpaid by the setting (docs/labour.md).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDay, weekOfDay } from '../../../common/schemas/timeSheet';
import { timeSheets } from '../../../server/db/schema';
import { addUser, buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';

let t: TestApp;
let business: Business;
let admin: string;
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
  crew = (await signIn(t.app, business.users.crew.username, 'crew')).token;
  memberToken = (await signIn(t.app, member.username, 'crew')).token;
});
afterAll(() => t.close());

const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { ...bearer(token), ...headers }, ...(payload && { payload }) });
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const breakOf = async (userId: string) =>
  (await t.app.database.db.select().from(timeSheets).where(eq(timeSheets.userId, userId))).find((row) => !row.clockOut)?.breakMinutes;

describe('breaks', () => {
  // Taken when the first test starts, not when the file is collected: the app's start under load would add minutes.
  let clockIn = '';

  it('adds a break to the open entries of the caller and the members ticked, once however often it is sent', async () => {
    clockIn = ago(120);
    expect((await call(crew, 'POST', '/time-sheets/clock-in', { at: clockIn, userIds: [member._id] })).statusCode).toBe(201);
    const key = randomUUID();
    const body = { startedAt: ago(70), endedAt: ago(40), userIds: [member._id] };
    const first = await call(crew, 'POST', '/time-sheets/break', body, { 'idempotency-key': key });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.members).toEqual([expect.objectContaining({ userId: member._id, outcome: 'punched' })]);
    const replay = await call(crew, 'POST', '/time-sheets/break', body, { 'idempotency-key': key });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await breakOf(business.users.crew._id)).toBe(30);
    expect(await breakOf(member._id)).toBe(30);

    // A second break of the member's own adds to it.
    expect((await call(memberToken, 'POST', '/time-sheets/break', { startedAt: ago(20), endedAt: ago(15) })).statusCode).toBe(200);
    expect(await breakOf(member._id)).toBe(35);
    expect(await breakOf(business.users.crew._id)).toBe(30);
  });

  it('keeps each break’s start and end, shown on its entry in the week view', async () => {
    const week = weekOfDay(businessDay(new Date(clockIn)));
    const people = (await call(admin, 'GET', `/time-sheets/weeks/${week}`)).json().data.people as {
      userId: string;
      days: { entries: { clockOut: string | null; breakMinutes: number; breaks: { startedAt: string; endedAt: string }[] }[] }[];
    }[];
    const openOf = (userId: string) =>
      people
        .find((person) => person.userId === userId)!
        .days.flatMap((day) => day.entries)
        .find((entry) => !entry.clockOut)!;
    const minutesOf = (taken: { startedAt: string; endedAt: string }) =>
      Math.round((Date.parse(taken.endedAt) - Date.parse(taken.startedAt)) / 60_000);
    // The replayed break is kept once; the member's own second break is kept beside the crew's.
    expect(openOf(business.users.crew._id).breaks.map(minutesOf)).toEqual([30]);
    const member_ = openOf(member._id);
    expect(member_.breaks.map(minutesOf)).toEqual([30, 5]);
    expect(member_.breaks.map(minutesOf).reduce((sum, minutes) => sum + minutes, 0)).toBe(member_.breakMinutes);
  });

  it('refuses a break ending before it starts, in the future, before the clock-in, or of a stranger', async () => {
    const backwards = await call(crew, 'POST', '/time-sheets/break', { startedAt: ago(10), endedAt: ago(20) });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual({ endedAt: 'validation.time_sheet.break_end_after_start' });
    const future = await call(crew, 'POST', '/time-sheets/break', {
      startedAt: ago(5),
      endedAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(future.json().errors).toEqual({ endedAt: 'validation.time_sheet.punch_in_future' });
    const early = await call(crew, 'POST', '/time-sheets/break', { startedAt: ago(200), endedAt: ago(190) });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors).toEqual({ startedAt: 'validation.time_sheet.punch_out_of_order' });
    const strangers = await call(crew, 'POST', '/time-sheets/break', { startedAt: ago(10), endedAt: ago(5), userIds: [stranger._id] });
    expect(strangers.statusCode).toBe(400);
    expect(await breakOf(business.users.crew._id)).toBe(30);
  });

  it("feeds the week's break minutes, taken off unpaid time and kept in paid time", async () => {
    expect((await call(crew, 'POST', '/time-sheets/clock-out', { at: ago(0), userIds: [member._id] })).statusCode).toBe(200);
    // Clocked out, a break has no entry to go to.
    expect((await call(memberToken, 'POST', '/time-sheets/break', { startedAt: ago(10), endedAt: ago(5) })).statusCode).toBe(409);
    const week = weekOfDay(businessDay(new Date(clockIn)));
    const person = async () =>
      (
        (await call(admin, 'GET', `/time-sheets/weeks/${week}`)).json().data.people as {
          userId: string;
          regularMinutes: number;
          breakMinutes: number;
        }[]
      ).find((row) => row.userId === member._id)!;
    expect(await person()).toMatchObject({ breakMinutes: 35, regularMinutes: 120 - 35 });
    expect((await call(admin, 'PUT', '/settings', { labour: { paidBreaks: true } })).statusCode).toBe(200);
    expect(await person()).toMatchObject({ breakMinutes: 35, regularMinutes: 120 });
  });
});
