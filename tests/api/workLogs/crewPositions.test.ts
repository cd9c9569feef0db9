// Crews on the office's map (docs/field.md): positions from a clocked-in crew's phone, the office's map of each crew's
// last position and current stop, the day's trail, the live event, and the prune of positions past the set period.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREW_POSITIONS_CHANGED_EVENT, MAX_POSITIONS_PER_CALL } from '../../../common/schemas/crewPosition';
import { crewPositions, workLogs } from '../../../server/db/schema';
import { prunePositions } from '../../../server/modules/workLogs';
import { businessToday } from '../../../server/lib/businessDay';
import { addStop, addUser, buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';
import { connect, listen } from '../realtime';

let t: TestApp;
let business: Business;
let admin: string;
let crew: string;
let vendor: string;
let member: string;
beforeAll(async () => {
  t = await createTestApp();
  business = await buildBusiness(t.app);
  const { db } = t.app.database;
  const mate = await addUser(db, business.roleIds, 'crew', { crewId: business.crew._id, firstName: 'Mia', lastName: 'Mate' });
  admin = (await signIn(t.app, business.users.admin.username)).token;
  vendor = (await signIn(t.app, business.users.vendor.username)).token;
  crew = (await signIn(t.app, business.users.crew.username, 'crew')).token;
  member = (await signIn(t.app, mate.username, 'crew')).token;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST';
const call = (token: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload && { payload }) });
const ago = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();
const fix = (secondsAgo: number, over: object = {}) => ({ latitude: 30.27, longitude: -97.74, accuracyM: 8, at: ago(secondsAgo), ...over });
const report = (token: string, positions: object[]) => call(token, 'POST', '/crew/positions', { positions });

describe('POST /crew/positions', () => {
  it('refuses a crew that is not clocked in, and stores nothing', async () => {
    const answer = await report(crew, [fix(10)]);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().messageKey).toBe('server.crew_positions.not_clocked_in');
    expect(await t.app.database.db.select().from(crewPositions)).toHaveLength(0);
  });

  it('refuses staff and vendors, and a batch over the limit with its field message', async () => {
    expect((await report(admin, [fix(10)])).statusCode).toBe(403);
    expect((await report(vendor, [fix(10)])).statusCode).toBe(403);
    const tooMany = await report(
      crew,
      Array.from({ length: MAX_POSITIONS_PER_CALL + 1 }, (_, i) => fix(i + 1)),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toHaveProperty('positions');
    const spanish = await t.app.inject({
      method: 'POST',
      url: '/api/v1/crew/positions',
      headers: { ...bearer(crew), 'accept-language': 'es' },
      payload: { positions: [{ latitude: 'north', longitude: 1, accuracyM: 3, at: 'yesterday' }] },
    });
    expect(spanish.statusCode).toBe(400);
    expect(JSON.stringify(spanish.json().errors)).toMatch(/latitud|hora/);
  });

  it('stores a clocked-in crew’s good positions once, dropping bad ones by reason', async () => {
    expect((await call(crew, 'POST', '/time-sheets/clock-in', { at: ago(600) })).statusCode).toBe(201);
    const batch = [
      fix(30),
      fix(90, { latitude: 30.28 }),
      fix(60, { latitude: 95 }),
      fix(45, { accuracyM: null }),
      { latitude: 30, longitude: -97, at: ago(40) },
      fix(-600),
      fix(3 * 3600),
    ];
    const answer = await report(crew, batch);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual({ stored: 2, dropped: { outsideWorld: 1, noAccuracy: 2, future: 1, outsideShift: 1 } });
    // The same batch again (a lost answer): nothing stored twice.
    const again = await report(crew, batch.slice(0, 2));
    expect(again.json().data).toEqual({ stored: 0, dropped: { repeated: 2 } });
    expect(await t.app.database.db.select().from(crewPositions)).toHaveLength(2);
  });
});

describe('GET /crew-positions', () => {
  it('shows the office each crew’s last position, its age and the stop it has started; the day’s trail on demand', async () => {
    const { db } = t.app.database;
    const stop = { _id: await addStop(db, business, { crewId: business.crew._id, date: await businessToday(db) }) };
    await db.update(workLogs).set({ status: 'started', startedAt: new Date() }).where(eq(workLogs._id, stop._id));
    expect((await call(member, 'POST', '/time-sheets/clock-in', { at: ago(600) })).statusCode).toBe(201);
    expect((await report(member, [fix(5, { latitude: 30.3, longitude: -97.7, accuracyM: 20 })])).statusCode).toBe(200);

    const answer = await call(admin, 'GET', '/crew-positions');
    expect(answer.statusCode).toBe(200);
    const { crews, trail } = answer.json().data;
    expect(trail).toBeNull();
    expect(crews).toHaveLength(1);
    expect(crews[0]).toMatchObject({
      crewId: business.crew._id,
      latitude: 30.3,
      longitude: -97.7,
      accuracyM: 20,
      userName: 'Mia Mate',
      currentStop: { _id: stop._id },
    });
    expect(crews[0].ageSeconds).toBeGreaterThanOrEqual(4);
    expect(crews[0].ageSeconds).toBeLessThan(60);
    expect(crews[0].currentStop.address).not.toBe('');

    const day = (await call(admin, 'GET', `/crew-positions?crewId=${business.crew._id}`)).json().data;
    expect(day.trail.map((point: { latitude: number }) => point.latitude)).toEqual([30.28, 30.27, 30.3]);
    const yesterday = new Date(Date.now() - 86_400_000 * 2).toISOString().slice(0, 10);
    expect((await call(admin, 'GET', `/crew-positions?crewId=${business.crew._id}&date=${yesterday}`)).json().data).toMatchObject({
      crews: [],
      trail: [],
    });
    expect((await call(admin, 'GET', '/crew-positions?crewId=nope')).statusCode).toBe(400);
    expect((await call(crew, 'GET', '/crew-positions')).statusCode).toBe(403);
    expect((await call(vendor, 'GET', '/crew-positions')).statusCode).toBe(403);
  });

  it('tells open staff tabs live, with the crew and no position, and prints the time from report to event', async () => {
    const url = await listen(t.app);
    const office = await connect(url, admin, 'admin');
    try {
      const heard = new Promise<{ crewIds: string[] }>((resolve) => office.socket.once(CREW_POSITIONS_CHANGED_EVENT, resolve));
      const sent = performance.now();
      expect((await report(crew, [fix(1)])).statusCode).toBe(200);
      const event = await heard;
      const eventMs = performance.now() - sent;
      const map = await call(admin, 'GET', '/crew-positions');
      const totalMs = performance.now() - sent;
      expect(event).toEqual({ crewIds: [business.crew._id] });
      expect(map.json().data.crews[0].ageSeconds).toBeLessThan(5);
      console.log(`report → event ${eventMs.toFixed(0)} ms; report → map read again ${totalMs.toFixed(0)} ms`);
    } finally {
      office.socket.close();
    }
  });

  it('forgets positions past the set period', async () => {
    const { db } = t.app.database;
    const [kept] = await db.select().from(crewPositions).limit(1);
    await db
      .update(crewPositions)
      .set({ at: new Date(Date.now() - 91 * 86_400_000) })
      .where(eq(crewPositions._id, kept._id));
    const before = (await db.select().from(crewPositions)).length;
    expect(await prunePositions(db, 90)).toBe(1);
    expect(await db.select().from(crewPositions)).toHaveLength(before - 1);
    expect(await prunePositions(db, 90)).toBe(0);
  });

  it('takes a batch sent within 2 minutes of the clock-out (its fixes from before it), and refuses one later', async () => {
    const { db } = t.app.database;
    const late = await addUser(db, business.roleIds, 'crew', { crewId: business.crew._id, firstName: 'Lee', lastName: 'Late' });
    const gone = await addUser(db, business.roleIds, 'crew', { crewId: business.crew._id, firstName: 'Gus', lastName: 'Gone' });
    for (const user of [late, gone]) {
      const token = (await signIn(t.app, user.username, 'crew')).token;
      expect((await call(token, 'POST', '/time-sheets/clock-in', { at: ago(3600) })).statusCode).toBe(201);
      const out = await call(token, 'POST', '/time-sheets/clock-out', { at: ago(user === late ? 60 : 180) });
      expect(out.statusCode, out.body).toBe(200);
    }
    // A minute after clocking out: the queued fix from before the clock-out is kept, one after it dropped.
    const lateToken = (await signIn(t.app, late.username, 'crew')).token;
    const within = await report(lateToken, [fix(120), fix(30)]);
    expect(within.statusCode, within.body).toBe(200);
    expect(within.json().data).toEqual({ stored: 1, dropped: { outsideShift: 1 } });
    // Three minutes after: refused as before.
    const after = await report((await signIn(t.app, gone.username, 'crew')).token, [fix(240)]);
    expect(after.statusCode).toBe(409);
    expect(after.json().messageKey).toBe('server.crew_positions.not_clocked_in');
  });
});
