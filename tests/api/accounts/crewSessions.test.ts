// A crew stays signed in through its working day (docs/field.md): its session ignores idle time until its end, a
// staff session keeps its idle timeout, the office ends a crew's sessions on every phone.
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../../server/db/schema';
import { buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';

let t: TestApp;
let business: Business;
beforeAll(async () => {
  t = await createTestApp();
  business = await buildBusiness(t.app);
});
afterAll(() => t.close());

const me = (token: string) => t.app.inject({ url: '/api/v1/users/me', headers: bearer(token) });
const sessionOf = (token: string) => decodeJwt(token).sid as string;
const age = (token: string, values: Partial<typeof sessions.$inferInsert>) =>
  t.app.database.db
    .update(sessions)
    .set(values)
    .where(eq(sessions._id, sessionOf(token)));
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

describe('a crew session', () => {
  it('lasts the set hours on the phone whatever its idle time, then ends', async () => {
    const { token } = await signIn(t.app, business.users.crew.username, 'crew');
    const [row] = await t.app.database.db
      .select()
      .from(sessions)
      .where(eq(sessions._id, sessionOf(token)));
    const hours = (row.openUntil!.getTime() - row.createdAt.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(14, 1);
    // Two hours in a pocket, mowing, with no call at all: still signed in (a staff session ends after 15 minutes).
    await age(token, { lastSeenAt: hoursAgo(2), createdAt: hoursAgo(13) });
    expect((await me(token)).statusCode).toBe(200);
    await age(token, { openUntil: hoursAgo(0.01) });
    expect((await me(token)).statusCode).toBe(401);
  });

  it('follows the crewPhones.sessionHours setting, and refuses one out of range', async () => {
    const { token: admin } = await signIn(t.app, business.users.admin.username);
    const put = (sessionHours: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/settings',
        headers: bearer(admin),
        payload: { crewPhones: { positionRetentionDays: 90, sessionHours } },
      });
    expect((await put(25)).statusCode).toBe(400);
    expect((await put(10)).statusCode).toBe(200);
    const { token } = await signIn(t.app, business.users.crew.username, 'crew');
    const [row] = await t.app.database.db
      .select()
      .from(sessions)
      .where(eq(sessions._id, sessionOf(token)));
    expect((row.openUntil!.getTime() - row.createdAt.getTime()) / 3_600_000).toBeCloseTo(10, 1);
    expect((await put(14)).statusCode).toBe(200);
  });

  it('keeps a staff session to its idle timeout', async () => {
    const { token } = await signIn(t.app, business.users.csr.username);
    const [row] = await t.app.database.db
      .select()
      .from(sessions)
      .where(eq(sessions._id, sessionOf(token)));
    expect(row.openUntil).toBeNull();
    await age(token, { lastSeenAt: new Date(Date.now() - 20 * 60_000) });
    expect((await me(token)).statusCode).toBe(401);
  });

  it('is ended on every phone by the office, and the crew signs in again', async () => {
    const crew = business.users.crew;
    const phone = (await signIn(t.app, crew.username, 'crew')).token;
    const spare = (await signIn(t.app, crew.username, 'crew')).token;
    const { token: csr } = await signIn(t.app, business.users.csr.username);
    const { token: vendor } = await signIn(t.app, business.users.vendor.username);
    const end = (token: string, id = crew._id) =>
      t.app.inject({ method: 'POST', url: `/api/v1/users/${id}/sessions/end`, headers: bearer(token) });
    expect((await end(vendor)).statusCode).toBe(403);
    expect((await end(phone)).statusCode).toBe(403);
    expect((await me(phone)).statusCode).toBe(200);
    const ended = await end(csr);
    expect(ended.statusCode).toBe(200);
    expect(ended.json().data.ended).toBeGreaterThanOrEqual(2);
    expect(ended.json().message).toMatch(/^Signed out on \d+ devices$/);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(spare)).statusCode).toBe(401);
    expect((await me(csr)).statusCode).toBe(200);
    expect((await end(csr, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await me((await signIn(t.app, crew.username, 'crew')).token)).statusCode).toBe(200);
  });
});
