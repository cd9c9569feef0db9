import { CANNOT_GRANT } from '../../../common/userAccess';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reminders, roles, users } from '../../../server/db/schema';
import { addUser, buildBusiness, type Business, type RoleIds } from '../fixtures/business';
import { bearer, createTestApp, englishErrors, signIn, type TestApp } from '../helpers';

let t: TestApp;
let business: Business;
let admin: string;
let csr: string;
let roleIds: RoleIds;
let crewId: string;
/** Besides the business's sign-ins: two more crew members (a list page of three), an inactive csr, and a reminder for the csr. */
beforeAll(async () => {
  t = await createTestApp();
  business = await buildBusiness(t.app);
  admin = (await signIn(t.app, business.users.admin.username)).token;
  csr = (await signIn(t.app, business.users.csr.username)).token;
  const db = t.app.database.db;
  ({ roleIds } = business);
  crewId = business.crew._id;
  await addUser(db, roleIds, 'crew', {
    crewId: business.sameVendorCrew._id,
    vendorId: business.vendor._id,
    firstName: 'Jordan',
    lastName: 'Reyes',
  });
  await addUser(db, roleIds, 'crew', {
    crewId: business.otherVendorCrew._id,
    vendorId: business.otherVendor._id,
    firstName: 'Sam',
    lastName: 'Ortiz',
  });
  await addUser(db, roleIds, 'csr', { username: 'riley.nguyen', firstName: 'Riley', lastName: 'Nguyen', isActive: false });
  await db.insert(reminders).values({
    customerId: business.customer._id,
    propertyId: business.property._id,
    date: '2026-12-01',
    note: 'Call back',
    priority: 'low',
    assigneeId: business.users.csr._id,
  });
});
afterAll(() => t.close());

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path = '', payload?: object) =>
  t.app.inject({ method, url: `/api/v1/users${path}`, headers: bearer(token), payload });
const q = (params: Record<string, unknown>) =>
  '?' + new URLSearchParams(Object.fromEntries(Object.entries(params).map(([key, value]) => [key, JSON.stringify(value)]))).toString();

const userRow = async (id: string) => (await t.app.database.db.select().from(users).where(eq(users._id, id)))[0];

let serial = 0;
function newUser(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    username: `tester${serial}x`,
    email: `tester${serial}@example.com`,
    password: 'Secret#12',
    name: { first: 'Terry', last: `Tester${serial}` },
    mobile: `(737) 555-${String(1000 + serial)}`,
    type: 'csr',
    role: roleIds.csr,
    isActive: true,
    ...overrides,
  };
}

describe('authorization', () => {
  it('gives crew, vendor and customer 403 on every call and no token 401', async () => {
    for (const [username, loginRole] of [
      [business.users.crew.username, 'crew'],
      [business.users.vendor.username, 'admin'],
      [business.users.customer.username, 'admin'],
    ] as const) {
      const { token, _id } = await signIn(t.app, username, loginRole);
      for (const [method, path, body] of [
        ['GET', ''],
        ['GET', `/${_id}`],
        ['POST', '', newUser()],
        ['PUT', `/${_id}`, newUser()],
        ['DELETE', `/${_id}`],
        ['GET', `/check-username/${business.users.admin.username}`],
        ['GET', '/check-email/a@b.co'],
        ['GET', '/choices'],
      ] as const) {
        expect((await call(token, method, path, body)).statusCode, `${username} ${method} ${path}`).toBe(403);
      }
    }
    expect((await t.app.inject({ url: '/api/v1/users' })).statusCode).toBe(401);
  });

  it('opens each type list with its own key and the unfiltered list with all_user_list', async () => {
    const db = t.app.database.db;
    const [{ permissions }] = await db.select().from(roles).where(eq(roles._id, roleIds.csr));
    await db
      .update(roles)
      .set({ permissions: ['crew_user_list'] })
      .where(eq(roles._id, roleIds.csr));
    try {
      expect((await call(csr, 'GET', q({ filter: { type: 'crew' } }))).statusCode).toBe(200);
      expect((await call(csr, 'GET', q({ filter: { type: 'csr' } }))).statusCode).toBe(403);
      expect((await call(csr, 'GET')).statusCode).toBe(403);
      await db
        .update(roles)
        .set({ permissions: ['all_user_list'] })
        .where(eq(roles._id, roleIds.csr));
      expect((await call(csr, 'GET')).statusCode).toBe(200);
      expect((await call(csr, 'GET', q({ filter: { type: 'crew' } }))).statusCode).toBe(403);
    } finally {
      await db.update(roles).set({ permissions }).where(eq(roles._id, roleIds.csr));
    }
  });

  it('keeps a csr from granting the admin role or touching an admin account', async () => {
    const grant = await call(csr, 'POST', '', newUser({ type: 'admin', role: roleIds.admin }));
    expect(grant.statusCode).toBe(403);
    expect(grant.json().errors.role).toBe(CANNOT_GRANT);
    const adminId = business.users.admin._id;
    expect((await call(csr, 'DELETE', `/${adminId}`)).statusCode).toBe(403);
  });

  it('still serves /users/csr, /users/me and sign-in beside /users/:id', async () => {
    expect((await call(csr, 'GET', '/csr?admin=true')).json().data.length).toBeGreaterThanOrEqual(2);
    expect((await call(csr, 'GET', '/me')).json().data.type).toBe('csr');
    expect((await signIn(t.app, business.users.csr.username)).type).toBe('csr');
  });
});

describe('list', () => {
  it('filters by type, activity and text, sorts and pages with Content-Range', async () => {
    const db = t.app.database.db;
    const everyone = await db.select({ username: users.username, type: users.type }).from(users);
    const crewCount = everyone.filter((user) => user.type === 'crew').length;
    const crewList = await call(admin, 'GET', q({ filter: { type: 'crew' }, sort: ['name', 'ASC'], range: [0, 2] }));
    expect(crewList.statusCode).toBe(200);
    expect(crewList.headers['content-range']).toBe(`users 0-2/${crewCount}`);
    expect(crewList.json().every((user: { type: string }) => user.type === 'crew')).toBe(true);
    expect(crewList.json()[0]).toMatchObject({ crewName: expect.any(String), vendorName: expect.any(String), roleName: 'crew' });
    expect(crewList.json()[0]).not.toHaveProperty('passwordHash');
    const inactive = await call(admin, 'GET', q({ filter: { type: 'csr', isActive: false } }));
    expect(inactive.json().map((user: { username: string }) => user.username)).toEqual(['riley.nguyen']);
    const found = await call(admin, 'GET', q({ filter: { q: 'rivera' } }));
    expect(found.json().map((user: { username: string }) => user.username)).toEqual([business.users.csr.username]);
    const sorted = await call(admin, 'GET', q({ sort: ['username', 'DESC'], range: [0, 0] }));
    expect(sorted.json()[0].username).toBe(
      everyone
        .map((user) => user.username)
        .sort()
        .at(-1),
    );
  });
});

describe('create, read, edit, delete', () => {
  it('creates a crew member attached to its crew and vendor, reads and edits it, then deletes it', async () => {
    const created = await call(
      admin,
      'POST',
      '',
      newUser({ type: 'crew', role: roleIds.crew, crew: crewId, address: '12 Elm St', dateOfJoining: '2026-03-02' }),
    );
    expect(created.statusCode).toBe(201);
    const user = created.json();
    expect(user).toMatchObject({
      type: 'crew',
      crew: crewId,
      vendor: expect.any(String),
      address: '12 Elm St',
      dateOfJoining: '2026-03-02',
      mobile: expect.stringMatching(/^737555\d{4}$/),
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { id: user.username, password: 'Secret#12', loginRole: 'crew' },
    });
    expect(login.statusCode).toBe(200);

    expect((await call(admin, 'GET', `/${user._id}`)).json().name).toEqual(user.name);
    const { _id: _, roleName: _r, vendorName: _v, crewName: _c, createdAt: _a, updatedAt: _u, ...editable } = user;
    const edited = await call(admin, 'PUT', `/${user._id}`, { ...editable, name: { first: 'Toni', last: 'Tester' }, password: '' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().name).toEqual({ first: 'Toni', last: 'Tester' });
    const stillSignsIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { id: user.username, password: 'Secret#12', loginRole: 'crew' },
    });
    expect(stillSignsIn.statusCode).toBe(200);

    expect((await call(admin, 'DELETE', `/${user._id}`)).statusCode).toBe(200);
    expect((await call(admin, 'GET', `/${user._id}`)).statusCode).toBe(404);
  });

  it('refuses to delete or deactivate yourself', async () => {
    const me = await signIn(t.app, business.users.admin.username);
    const deleted = await call(me.token, 'DELETE', `/${me._id}`);
    expect(deleted.statusCode).toBe(400);
    expect(deleted.json().messageKey).toBe('server.users_admin.you_cannot_delete_own_account');
    const record = (await call(me.token, 'GET', `/${me._id}`)).json();
    const deactivated = await call(me.token, 'PUT', `/${me._id}`, {
      ...newUser(),
      username: record.username,
      email: record.email,
      mobile: record.mobile,
      type: 'admin',
      role: roleIds.admin,
      isActive: false,
      password: '',
    });
    expect(deactivated.json().errors).toEqual({ isActive: 'server.users_admin.you_cannot_deactivate_own_account' });
  });
});

describe('validation', () => {
  it('answers every field message', async () => {
    const response = await call(admin, 'POST', '', {
      username: 'ab c',
      email: 'nope',
      password: 'short',
      name: { first: ' ', last: '' },
      mobile: '123',
      type: 'boss',
      role: '',
    });
    expect(response.statusCode).toBe(400);
    expect(englishErrors(response.json())).toMatchObject({ username: 'Username must be at least 6 characters.' });
    expect(response.json().errors).toMatchObject({
      username: 'validation.user.username_too_short',
      email: 'validation.common.valid_email_required',
      password: 'validation.auth.password_must_be_6_to_12_characters',
      'name.first': 'validation.common.first_name_required',
      'name.last': 'validation.common.last_name_required',
      mobile: 'validation.common.enter_valid_mobile_number_10_digits',
      type: 'validation.user.choose_user_type',
      role: 'validation.common.choose_role',
    });
    const more = await call(admin, 'POST', '', newUser({ username: 'has space', password: 'abcdefgh', mobile: '', email: '' }));
    expect(more.json().errors).toMatchObject({
      username: 'validation.user.username_cannot_contain_spaces',
      password: 'validation.auth.password_needs_1_lowercase_1_uppercase_1',
      mobile: 'validation.common.mobile_number_required',
      email: 'validation.common.valid_email_required',
    });
    expect((await call(admin, 'POST', '', newUser({ username: '' }))).json().errors.username).toBe('validation.common.username_required');
    expect((await call(admin, 'POST', '', newUser({ password: '' }))).json().errors.password).toBe('validation.common.password_required');
    expect((await call(admin, 'POST', '', newUser({ type: 'crew', role: roleIds.crew }))).json().errors).toEqual({
      crew: 'validation.common.choose_crew',
    });
    expect((await call(admin, 'POST', '', newUser({ type: 'vendor', role: roleIds.vendor }))).json().errors).toEqual({
      vendor: 'validation.common.choose_vendor',
    });
    expect((await call(admin, 'POST', '', newUser({ role: 'no-such-role' }))).json().errors).toEqual({
      role: 'validation.common.choose_role',
    });
  });

  it('answers 409 with the field for a taken username, e-mail or mobile, whatever the case', async () => {
    const [adminRow, csrRow] = await Promise.all([userRow(business.users.admin._id), userRow(business.users.csr._id)]);
    const taken = await call(
      admin,
      'POST',
      '',
      newUser({ username: adminRow.username.toUpperCase(), email: csrRow.email!.toUpperCase(), mobile: adminRow.mobile }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({
      username: 'validation.user.username_already_exists_try_different_username',
      email: 'validation.profile.email_address_already_exists_try_different_email',
      mobile: 'validation.user.mobile_number_already_exists_try_different_mobile',
    });
  });

  it('checks username and e-mail availability', async () => {
    const check = async (path: string) => (await call(csr, 'GET', path)).json();
    const { _id: adminId, email: adminEmail } = await userRow(business.users.admin._id);
    expect(await check(`/check-username/${business.users.crew.username}`)).toEqual({ status: 200, data: { exists: true } });
    expect(await check('/check-username/nobody-here')).toEqual({ status: 200, data: { exists: false } });
    expect(await check(`/check-email/${adminEmail!.toUpperCase()}`)).toEqual({ status: 200, data: { exists: true } });
    expect(await check('/check-email/free@example.com')).toEqual({ status: 200, data: { exists: false } });
    expect(await check(`/check-email/${adminEmail}?except=${adminId}`)).toEqual({ status: 200, data: { exists: false } });
  });
});

describe('deactivation', () => {
  it('revokes the user’s sessions at once, and they stay revoked after reactivation', async () => {
    const created = (await call(admin, 'POST', '', newUser())).json();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { id: created.username, password: 'Secret#12', loginRole: 'admin' },
    });
    const token = login.json().data.token as string;
    expect((await t.app.inject({ url: '/api/v1/users/me', headers: bearer(token) })).statusCode).toBe(200);

    const { _id, roleName: _r, vendorName: _v, crewName: _c, createdAt: _a, updatedAt: _u, ...editable } = created;
    expect((await call(admin, 'PUT', `/${_id}`, { ...editable, isActive: false })).json().isActive).toBe(false);
    expect((await t.app.inject({ url: '/api/v1/users/me', headers: bearer(token) })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/users/login',
          payload: { id: created.username, password: 'Secret#12', loginRole: 'admin' },
        })
      ).statusCode,
    ).toBe(401);

    await call(admin, 'PUT', `/${_id}`, { ...editable, isActive: true });
    expect((await t.app.inject({ url: '/api/v1/users/me', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('ends the other sessions of a user given a new password, but not the editor’s own', async () => {
    const created = (await call(admin, 'POST', '', newUser({ type: 'admin', role: roleIds.admin }))).json();
    const signInAs = async (password: string) =>
      (
        await t.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { id: created.username, password, loginRole: 'admin' } })
      ).json().data?.token as string | undefined;
    const [editing, other] = [(await signInAs('Secret#12'))!, (await signInAs('Secret#12'))!];
    const { _id, roleName: _r, vendorName: _v, crewName: _c, createdAt: _a, updatedAt: _u, ...editable } = created;
    expect((await call(editing, 'PUT', `/${_id}`, { ...editable, password: 'Newer#345' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/users/me', headers: bearer(editing) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/users/me', headers: bearer(other) })).statusCode).toBe(401);
    expect(await signInAs('Secret#12')).toBeUndefined();
    expect(await signInAs('Newer#345')).toEqual(expect.any(String));
  });

  it('answers 409 instead of deleting a user that records still point to', async () => {
    const { _id } = business.users.csr;
    const response = await call(admin, 'DELETE', `/${_id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/Deactivate the user instead/);
  });
});
