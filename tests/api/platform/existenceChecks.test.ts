// Username, e-mail and phone existence checks: staff only, and a budget of calls per user.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXISTENCE_CHECKS_PER_MINUTE } from '../../../server/lib/existenceChecks';
import { roles } from '../../../server/db/schema';
import { buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, signIn, TEST_PASSWORD, type TestApp } from '../helpers';

let t: TestApp;
let business: Business;
/** Each check with a value the business holds. */
let CHECKS: { method: 'GET' | 'HEAD'; url: string }[];
beforeAll(async () => {
  t = await createTestApp();
  business = await buildBusiness(t.app);
  const { users, customer } = business;
  CHECKS = [
    { method: 'HEAD', url: `/check-email-exist/${users.crew.email}` },
    { method: 'GET', url: `/users/check-username/${users.admin.username}` },
    { method: 'GET', url: `/users/check-email/${users.admin.email}` },
    { method: 'GET', url: `/customers/check-email/${customer.email}` },
    { method: 'GET', url: `/customers/check-phone/${customer.mobile}` },
  ];
});
afterAll(() => t.close());

const check = (token: string, { method, url }: { method: 'GET' | 'HEAD'; url: string }) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token) });

describe('existence checks', () => {
  it('refuse customers, crews and vendors', async () => {
    for (const [caller, loginRole] of [
      ['customer', 'admin'],
      ['crew', 'crew'],
      ['vendor', 'admin'],
    ] as const) {
      const username = business.users[caller].username;
      const { token } = await signIn(t.app, username, loginRole);
      for (const route of CHECKS) expect((await check(token, route)).statusCode, `${username} ${route.url}`).toBe(403);
    }
  });

  it('answer staff, whether the value is taken or free', async () => {
    for (const username of [business.users.admin.username, business.users.csr.username]) {
      const { token } = await signIn(t.app, username);
      expect((await check(token, CHECKS[0])).statusCode).toBe(200);
      expect(
        (await t.app.inject({ method: 'HEAD', url: '/api/v1/check-email-exist/nobody@example.com', headers: bearer(token) })).statusCode,
      ).toBe(404);
      expect((await check(token, CHECKS[1])).json().data).toEqual({ exists: true });
      expect((await t.app.inject({ url: '/api/v1/users/check-username/nobody-here', headers: bearer(token) })).json().data).toEqual({
        exists: false,
      });
      expect((await check(token, CHECKS[2])).json().data).toEqual({ exists: true });
      expect((await check(token, CHECKS[3])).statusCode).toBe(200);
      expect((await check(token, CHECKS[4])).statusCode).toBe(200);
    }
  });

  it(`answer 429 from call ${EXISTENCE_CHECKS_PER_MINUTE + 1} in a minute, per user`, async () => {
    const admin = await signIn(t.app, business.users.admin.username);
    const [csrRole] = await t.app.database.db.select().from(roles).where(eq(roles.name, 'csr'));
    const fresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      headers: bearer(admin.token),
      payload: {
        username: 'fresh-csr',
        email: 'fresh-csr@example.com',
        password: TEST_PASSWORD,
        name: { first: 'Fay', last: 'Fresh' },
        mobile: '(737) 555-0142',
        type: 'csr',
        role: csrRole._id,
      },
    });
    expect(fresh.statusCode).toBe(201);
    const { token } = await signIn(t.app, 'fresh-csr');
    const other = admin;
    const route = { method: 'GET', url: '/users/check-email/someone@example.com' } as const;
    for (let call = 1; call <= EXISTENCE_CHECKS_PER_MINUTE; call += 1)
      expect((await check(token, route)).statusCode, `call ${call}`).toBe(200);
    const over = await check(token, route);
    expect(over.statusCode).toBe(429);
    expect(over.json().status).toBe(429);
    expect((await check(other.token, route)).statusCode).toBe(200);
  });
});
