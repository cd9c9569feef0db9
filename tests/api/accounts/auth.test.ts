import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS } from '../../../common/permissions';
import { sessions } from '../../../server/db/schema';
import { addProperty, buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, TEST_PASSWORD, signIn, type TestApp } from '../helpers';

let t: TestApp;
let business: Business;
let secondPropertyId: string;
beforeAll(async () => {
  t = await createTestApp();
  business = await buildBusiness(t.app);
  secondPropertyId = (await addProperty(t.app.database.db, business.customer._id, business.market._id))._id;
});
afterAll(() => t.close());

const login = (payload: object, remoteAddress = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/v1/users/login', payload, remoteAddress });

describe('POST /users/login', () => {
  it.each([
    ['admin', 'admin', 'admin'],
    ['csr', 'csr', 'admin'],
    ['vendor', 'vendor', 'admin'],
    ['customer', 'customer', 'admin'],
    ['crew', 'crew', 'crew'],
  ] as const)('signs in the %s as %s with the role permissions', async (caller, type, loginRole) => {
    const user = await signIn(t.app, business.users[caller].username, loginRole);
    expect(user.type).toBe(type);
    expect(user.role).toBe(type);
    expect(user.token.split('.')).toHaveLength(3);
    expect([...user.permissions].sort()).toEqual([...DEFAULT_ROLE_PERMISSIONS[type]].sort());
  });

  it('describes the customer with its properties and the vendor with its status', async () => {
    expect([...(await signIn(t.app, business.users.customer.username)).properties].sort()).toEqual(
      [business.property._id, secondPropertyId].sort(),
    );
    expect((await signIn(t.app, business.users.vendor.username)).vendor).toEqual({ _id: business.vendor._id, status: 'active' });
    expect((await signIn(t.app, business.users.pendingVendor.username)).vendor).toEqual({
      _id: business.pendingVendor._id,
      status: 'pending_for_price',
    });
    expect((await signIn(t.app, business.users.crew.username, 'crew')).vendor?._id).toBe(business.vendor._id);
    expect((await signIn(t.app, business.users.admin.username)).vendor).toBeNull();
  });

  it('accepts the e-mail (any case) or the phone, trimmed', async () => {
    expect((await login({ id: '  TEST-ADMIN@lawndesk.test ', password: TEST_PASSWORD, loginRole: 'admin' })).statusCode).toBe(200);
    expect((await login({ id: '(512) 555-0102', password: TEST_PASSWORD, loginRole: 'admin' })).json().data.type).toBe('csr');
  });

  it('signs a crew in by its username only: its e-mail or phone answer as an unknown name would', async () => {
    for (const id of ['test-crew@lawndesk.test', '512-555-0104']) {
      const response = await login({ id, password: TEST_PASSWORD, loginRole: 'crew' }, '10.0.0.3');
      expect(response.statusCode, id).toBe(401);
      expect(response.json().messageKey).toBe('server.users.invalid_username_or_password');
    }
    expect(
      (await login({ id: business.users.customer.email, password: TEST_PASSWORD, loginRole: 'admin' }, '10.0.0.3')).json().data.type,
    ).toBe('customer');
  });

  it('signs staff in by username only when contact sign-in is off (production builds)', async () => {
    const production = await createTestApp({ staffSignInByContact: false });
    try {
      const fixture = await buildBusiness(production.app);
      const as = (id: string) =>
        production.app.inject({
          method: 'POST',
          url: '/api/v1/users/login',
          payload: { id, password: TEST_PASSWORD, loginRole: 'admin' },
          remoteAddress: '10.0.0.4',
        });
      expect((await as(fixture.users.admin.email)).statusCode).toBe(401);
      expect((await as('(512) 555-0102')).statusCode).toBe(401);
      expect((await as(fixture.users.admin.username)).statusCode).toBe(200);
      expect((await as(fixture.users.customer.email)).json().data.type).toBe('customer');
    } finally {
      await production.close();
    }
  });

  it('answers 401 with one message for a wrong password or an unknown user', async () => {
    const wrong = await login({ id: business.users.admin.username, password: 'nope', loginRole: 'admin' }, '10.0.0.2');
    const unknown = await login({ id: 'nobody', password: TEST_PASSWORD, loginRole: 'admin' }, '10.0.0.2');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        status: 401,
        message: 'Invalid username or password.',
        messageKey: 'server.users.invalid_username_or_password',
      });
    }
  });

  it('sends crews to the crew page and everyone else to the staff page', async () => {
    const crewOnAdmin = await login({ id: business.users.crew.username, password: TEST_PASSWORD, loginRole: 'admin' });
    expect(crewOnAdmin.statusCode).toBe(403);
    expect(crewOnAdmin.json().message).toContain('/crew/login');
    const adminOnCrew = await login({ id: business.users.admin.username, password: TEST_PASSWORD, loginRole: 'crew' });
    expect(adminOnCrew.statusCode).toBe(403);
    expect(adminOnCrew.json().message).toContain('/login');
  });

  it('validates the body with field messages', async () => {
    const response = await login({ id: '   ', password: '', loginRole: 'boss' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      id: 'validation.common.username_required',
      password: 'validation.common.password_required',
      loginRole: expect.any(String),
    });
  });
});

describe('sessions', () => {
  it('answers /users/me for a valid token and 401 without one or with garbage', async () => {
    const { token } = await signIn(t.app, business.users.csr.username);
    const me = await t.app.inject({ url: '/api/v1/users/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ type: 'csr', name: 'Casey Rivera' });
    expect(me.json().data.token).toBeUndefined();
    for (const headers of [{}, bearer('garbage'), bearer(`${token}x`)]) {
      const response = await t.app.inject({ url: '/api/v1/users/me', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        status: 401,
        message: 'You are not allowed or logged out from the system.',
        messageKey: 'server.common.you_are_not_allowed_or_logged_out',
      });
    }
  });

  it('revokes the token on logout', async () => {
    const { token, _id } = await signIn(t.app, business.users.admin.username);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login/logout',
      headers: bearer(token),
      payload: { id: _id, type: 'admin' },
    });
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/users/me', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('ends a session 12 hours after sign-in however active it stays', async () => {
    const { token } = await signIn(t.app, business.users.csr.username);
    const ageSession = (hours: number) =>
      t.app.database.db
        .update(sessions)
        .set({ createdAt: new Date(Date.now() - hours * 60 * 60 * 1000), lastSeenAt: new Date() })
        .where(eq(sessions._id, decodeJwt(token).sid as string));
    await ageSession(11);
    expect((await t.app.inject({ url: '/api/v1/users/me', headers: bearer(token) })).statusCode).toBe(200);
    await ageSession(13);
    const expired = await t.app.inject({ url: '/api/v1/users/me', headers: bearer(token) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({
      status: 401,
      message: 'You are not allowed or logged out from the system.',
      messageKey: 'server.common.you_are_not_allowed_or_logged_out',
    });
  });

  it('keeps the session alive with a blank GET /time-sheets', async () => {
    const { token } = await signIn(t.app, business.users.crew.username, 'crew');
    const response = await t.app.inject({ url: '/api/v1/time-sheets', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});
