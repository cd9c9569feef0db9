import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS } from '../../common/permissions';
import { sessions } from '../../server/db/schema';
import { bearer, createTestApp, DEMO_PASSWORD, signIn, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(() => t.close());

const login = (payload: object, remoteAddress = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/v1/users/login', payload, remoteAddress });

describe('POST /users/login', () => {
  it.each([
    ['demo-admin', 'admin', 'admin'],
    ['demo-csr', 'csr', 'admin'],
    ['demo-vendor', 'vendor', 'admin'],
    ['demo-customer', 'customer', 'admin'],
    ['demo-crew', 'crew', 'crew'],
  ] as const)('signs in %s as %s with the role permissions', async (username, type, loginRole) => {
    const user = await signIn(t.app, username, loginRole);
    expect(user.type).toBe(type);
    expect(user.role).toBe(type);
    expect(user.token.split('.')).toHaveLength(3);
    expect([...user.permissions].sort()).toEqual([...DEFAULT_ROLE_PERMISSIONS[type]].sort());
  });

  it('describes the customer with its properties and the vendor with its status', async () => {
    expect((await signIn(t.app, 'demo-customer')).properties).toHaveLength(2);
    expect((await signIn(t.app, 'demo-vendor')).vendor).toMatchObject({ status: 'active' });
    expect((await signIn(t.app, 'demo-crew', 'crew')).vendor?._id).toEqual(expect.any(String));
    expect((await signIn(t.app, 'demo-admin')).vendor).toBeNull();
  });

  it('accepts the e-mail (any case) or the phone, trimmed', async () => {
    expect((await login({ id: '  ADMIN@lawndesk.test ', password: DEMO_PASSWORD, loginRole: 'admin' })).statusCode).toBe(200);
    expect((await login({ id: '(512) 555-0102', password: DEMO_PASSWORD, loginRole: 'admin' })).json().data.type).toBe('csr');
  });

  it('answers 401 with one message for a wrong password or an unknown user', async () => {
    const wrong = await login({ id: 'demo-admin', password: 'nope', loginRole: 'admin' }, '10.0.0.2');
    const unknown = await login({ id: 'nobody', password: DEMO_PASSWORD, loginRole: 'admin' }, '10.0.0.2');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ status: 401, message: 'Invalid username or password.', messageKey: 'server.users.invalid_username_or_password' });
    }
  });

  it('sends crews to the crew page and everyone else to the staff page', async () => {
    const crewOnAdmin = await login({ id: 'demo-crew', password: DEMO_PASSWORD, loginRole: 'admin' });
    expect(crewOnAdmin.statusCode).toBe(403);
    expect(crewOnAdmin.json().message).toContain('/crew/login');
    const adminOnCrew = await login({ id: 'demo-admin', password: DEMO_PASSWORD, loginRole: 'crew' });
    expect(adminOnCrew.statusCode).toBe(403);
    expect(adminOnCrew.json().message).toContain('/login');
  });

  it('validates the body with field messages', async () => {
    const response = await login({ id: '   ', password: '', loginRole: 'boss' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({ id: 'validation.common.username_required', password: 'validation.common.password_required', loginRole: expect.any(String) });
  });
});

describe('sessions', () => {
  it('answers /users/me for a valid token and 401 without one or with garbage', async () => {
    const { token } = await signIn(t.app, 'demo-csr');
    const me = await t.app.inject({ url: '/api/v1/users/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ type: 'csr', name: 'Casey Rivera' });
    expect(me.json().data.token).toBeUndefined();
    for (const headers of [{}, bearer('garbage'), bearer(`${token}x`)]) {
      const response = await t.app.inject({ url: '/api/v1/users/me', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ status: 401, message: 'You are not allowed or logged out from the system.', messageKey: 'server.common.you_are_not_allowed_or_logged_out' });
    }
  });

  it('revokes the token on logout', async () => {
    const { token, _id } = await signIn(t.app, 'demo-admin');
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/users/login/logout', headers: bearer(token), payload: { id: _id, type: 'admin' } });
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/users/me', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('ends a session 12 hours after sign-in however active it stays', async () => {
    const { token } = await signIn(t.app, 'demo-csr');
    const ageSession = (hours: number) => t.app.database.db.update(sessions)
      .set({ createdAt: new Date(Date.now() - hours * 60 * 60 * 1000), lastSeenAt: new Date() })
      .where(eq(sessions._id, decodeJwt(token).sid as string));
    await ageSession(11);
    expect((await t.app.inject({ url: '/api/v1/users/me', headers: bearer(token) })).statusCode).toBe(200);
    await ageSession(13);
    const expired = await t.app.inject({ url: '/api/v1/users/me', headers: bearer(token) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ status: 401, message: 'You are not allowed or logged out from the system.', messageKey: 'server.common.you_are_not_allowed_or_logged_out' });
  });

  it('keeps the session alive with a blank GET /time-sheets', async () => {
    const { token } = await signIn(t.app, 'demo-crew', 'crew');
    const response = await t.app.inject({ url: '/api/v1/time-sheets', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});
