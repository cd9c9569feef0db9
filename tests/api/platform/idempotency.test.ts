// Writes repeated after a lost signal: a status change sent twice with one Idempotency-Key applies once and answers the
// same; a conflict is not stored; a key is per user and per call, malformed keys are refused, and a key still running
// answers 409.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { histories, idempotentRequests, workLogs } from '../../../server/db/schema';
import { planContext } from '../../../server/modules/scheduling/planner';
import { CLAIM_LEASE_MINUTES, isFinalAnswer, purgeIdempotentRequests } from '../../../server/plugins/idempotency';
import { bearer, englishErrors, type TestApp } from '../helpers';
import { workLogTestApp, type WorkLogTestApp, type World } from '../workLogFixtures';

let t: TestApp;
let world: World;
let setup: WorkLogTestApp;
let tokens: WorkLogTestApp['tokens'];

beforeAll(async () => {
  setup = await workLogTestApp();
  ({ t, world, tokens } = setup);
});
afterAll(() => t.close());

type Who = keyof typeof tokens;
const db = () => t.app.database.db;
const send = (who: Who, method: 'PUT' | 'POST', path: string, payload: object, key?: string) =>
  t.app.inject({ method, url: `/api/v1${path}`, headers: { ...bearer(tokens[who]), ...(key && { 'idempotency-key': key }) }, payload });
const setStatus = (who: Who, id: string, change: object, key?: string) => send(who, 'PUT', `/work-logs/${id}/status`, change, key);
const historyOf = (id: string) =>
  db()
    .select()
    .from(histories)
    .where(and(eq(histories.entity, 'work-log'), eq(histories.entityId, id)));
/** A work log on today's route: a crew acts only on today's stops. */
const insertToday: World['insert'] = async (values = {}) => world.insert({ date: (await planContext(db())).today, ...values });
const skipNoticesOf = (caller: 'admin') => setup.noticesOf(caller, 'service-skip', world.propertyId);

describe('a write sent again with the same Idempotency-Key', () => {
  it('applies a skip once (one history row, one notice) and answers the first answer again', async () => {
    const row = await insertToday();
    const key = randomUUID();
    const noticesBefore = (await skipNoticesOf('admin')).length;
    const first = await setStatus('crew', row._id, { action: 'skip', reason: 'Gate locked' }, key);
    expect(first.statusCode).toBe(200);
    const again = await setStatus('crew', row._id, { action: 'skip', reason: 'Gate locked' }, key.toUpperCase());
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await historyOf(row._id)).toHaveLength(1);
    expect((await skipNoticesOf('admin')).length).toBe(noticesBefore + 1);
    const [stored] = await db().select().from(idempotentRequests).where(eq(idempotentRequests.key, key));
    expect(stored).toMatchObject({ route: 'PUT /api/v1/work-logs/:id/status', statusCode: 200 });
  });

  it("answers a final refusal (403: another crew's stop) the same way again, without running it a second time", async () => {
    const row = await insertToday({ crewId: world.sameVendorCrew._id });
    const key = randomUUID();
    const first = await setStatus('crew', row._id, { action: 'skip', reason: 'Rain' }, key);
    expect(first.statusCode).toBe(403);
    // The office hands the stop over meanwhile: the replay still answers what the first call answered.
    await db().update(workLogs).set({ crewId: world.crew._id }).where(eq(workLogs._id, row._id));
    const again = await setStatus('crew', row._id, { action: 'skip', reason: 'Rain' }, key);
    expect([again.statusCode, again.headers['idempotent-replayed']]).toEqual([403, 'true']);
    expect(again.json()).toEqual(first.json());
    expect((await db().select().from(workLogs).where(eq(workLogs._id, row._id)))[0].status).toBe('pending');
  });

  it('does not store a conflict: a completion sent before its start runs again with the same key once started', async () => {
    const row = await insertToday();
    const key = randomUUID();
    const early = await setStatus('crew', row._id, { action: 'complete' }, key);
    expect(early.statusCode).toBe(409);
    expect(await db().select().from(idempotentRequests).where(eq(idempotentRequests.key, key))).toHaveLength(0);
    expect((await setStatus('crew', row._id, { action: 'start' }, randomUUID())).statusCode).toBe(200);
    const completed = await setStatus('crew', row._id, { action: 'complete' }, key);
    expect(completed.statusCode).toBe(200);
    expect(completed.headers['idempotent-replayed']).toBeUndefined();
    expect(completed.json().data.status).toBe('completed');
    const replayed = await setStatus('crew', row._id, { action: 'complete' }, key);
    expect([replayed.statusCode, replayed.headers['idempotent-replayed']]).toEqual([200, 'true']);
    expect(replayed.json()).toEqual(completed.json());
    expect(await historyOf(row._id)).toHaveLength(2);
  });

  it('stores 2xx and the 4xx that cannot change, never a conflict, a limit or a failure', () => {
    const final = [200, 201, 204, 400, 401, 403, 404, 410, 413, 415, 422];
    const passing = [101, 302, 408, 409, 412, 423, 425, 428, 429, 500, 502, 503, 504];
    expect(final.filter((status) => !isFinalAnswer(status))).toEqual([]);
    expect(passing.filter(isFinalAnswer)).toEqual([]);
  });

  it('runs every call without a key, and each new key once', async () => {
    const row = await insertToday();
    expect((await setStatus('csr', row._id, { action: 'start' })).statusCode).toBe(200);
    expect((await setStatus('csr', row._id, { action: 'complete' }, randomUUID())).statusCode).toBe(200);
    const fresh = await setStatus('csr', row._id, { action: 'complete' }, randomUUID());
    // A new key runs the call: the completed stop cannot be completed again.
    expect(fresh.statusCode).toBe(409);
    expect(fresh.headers['idempotent-replayed']).toBeUndefined();
    expect(await historyOf(row._id)).toHaveLength(2);
  });

  it('refuses the key on another call with 422, and changes nothing there', async () => {
    const row = await insertToday({ serviceType: 'bnb', status: 'started' });
    const key = randomUUID();
    expect((await setStatus('crew', row._id, { action: 'complete' }, key)).statusCode).toBe(200);
    const other = await insertToday({ serviceType: 'bnb', status: 'started' });
    const reused = await send('crew', 'POST', `/work-logs/${other._id}/extra-time`, { minutes: 30 }, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toBe('This idempotency key was already used for another call.');
    expect((await db().select().from(workLogs).where(eq(workLogs._id, other._id)))[0].extraTimeStatus).not.toBe('requested');
  });

  it('asks for extra time once when the request is sent twice', async () => {
    const row = await insertToday({ serviceType: 'bnb', status: 'started' });
    const key = randomUUID();
    const first = await send('crew', 'POST', `/work-logs/${row._id}/extra-time`, { minutes: 30 }, key);
    expect(first.statusCode).toBe(200);
    const again = await send('crew', 'POST', `/work-logs/${row._id}/extra-time`, { minutes: 30 }, key);
    // Without the key the second ask would be refused (409, already asked); with it the first answer comes back.
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
  });

  it('keeps the keys of different users apart', async () => {
    const key = randomUUID();
    const mine = await insertToday();
    const theirs = await insertToday();
    expect((await setStatus('crew', mine._id, { action: 'start' }, key)).json().data.status).toBe('started');
    const other = await setStatus('csr', theirs._id, { action: 'start' }, key);
    expect(other.statusCode).toBe(200);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(other.json().data._id).toBe(theirs._id);
  });

  it('refuses a malformed key with 400 on the header, before anything runs', async () => {
    const row = await insertToday();
    for (const key of ['not-a-uuid', `${randomUUID()}x`, 'a\u0000b', 'x'.repeat(10_000)]) {
      const refused = await setStatus('crew', row._id, { action: 'start' }, key);
      expect(refused.statusCode, key.slice(0, 20)).toBe(400);
      expect(englishErrors(refused.json())['Idempotency-Key']).toBe('The Idempotency-Key header must be a UUID.');
    }
    expect(await historyOf(row._id)).toHaveLength(0);
  });

  it('answers 409 while the first call with the key is still running, and runs nothing', async () => {
    const row = await insertToday();
    const key = randomUUID();
    const crewUser = setup.business.users.crew._id;
    await db()
      .insert(idempotentRequests)
      .values({ userId: crewUser, key, route: 'PUT /api/v1/work-logs/:id/status', statusCode: 0, response: {} });
    const second = await setStatus('crew', row._id, { action: 'start' }, key);
    expect(second.statusCode).toBe(409);
    expect(second.json().messageKey).toBe('server.idempotency.key_in_progress');
    expect(await historyOf(row._id)).toHaveLength(0);
  });

  it('takes over a claim left in progress past its lease by a node that died, and runs the call', async () => {
    const row = await insertToday();
    const key = randomUUID();
    const crewUser = setup.business.users.crew._id;
    const route = 'PUT /api/v1/work-logs/:id/status';
    const claimedAt = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    await db()
      .insert(idempotentRequests)
      .values({ userId: crewUser, key, route, statusCode: 0, response: {}, createdAt: claimedAt(CLAIM_LEASE_MINUTES - 1) });
    expect((await setStatus('crew', row._id, { action: 'start' }, key)).statusCode).toBe(409);
    await db()
      .update(idempotentRequests)
      .set({ createdAt: claimedAt(CLAIM_LEASE_MINUTES + 1) })
      .where(eq(idempotentRequests.key, key));
    const taken = await setStatus('crew', row._id, { action: 'start' }, key);
    expect(taken.statusCode).toBe(200);
    expect(await historyOf(row._id)).toHaveLength(1);
    const again = await setStatus('crew', row._id, { action: 'start' }, key);
    expect([again.statusCode, again.headers['idempotent-replayed']]).toEqual([200, 'true']);
    expect(await historyOf(row._id)).toHaveLength(1);
  });

  it('runs two copies sent together once', async () => {
    const row = await insertToday();
    const key = randomUUID();
    const answers = await Promise.all([0, 1].map(() => setStatus('crew', row._id, { action: 'start' }, key)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual(expect.arrayContaining([200]));
    expect(answers.every((answer) => answer.statusCode === 200 || answer.statusCode === 409)).toBe(true);
    expect(await historyOf(row._id)).toHaveLength(1);
  });

  it('forgets keys older than a week', async () => {
    const key = randomUUID();
    const crewUser = setup.business.users.crew._id;
    const old = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    await db()
      .insert(idempotentRequests)
      .values({ userId: crewUser, key, route: 'PUT /api/v1/work-logs/:id/status', statusCode: 200, response: {}, createdAt: old });
    const fresh = randomUUID();
    await db()
      .insert(idempotentRequests)
      .values({ userId: crewUser, key: fresh, route: 'PUT /api/v1/work-logs/:id/status', statusCode: 200, response: {} });
    expect((await purgeIdempotentRequests(db())).purged).toBeGreaterThanOrEqual(1);
    expect(await db().select().from(idempotentRequests).where(eq(idempotentRequests.key, key))).toHaveLength(0);
    expect(await db().select().from(idempotentRequests).where(eq(idempotentRequests.key, fresh))).toHaveLength(1);
  });
});
