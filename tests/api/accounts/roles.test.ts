import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_KEYS } from '../../../common/permissions';
import { users } from '../../../server/db/schema';
import { buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';

let t: TestApp;
let business: Business;
let admin: string;
let csr: string;
let roleIds: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  business = await buildBusiness(t.app);
  admin = (await signIn(t.app, business.users.admin.username)).token;
  csr = (await signIn(t.app, business.users.csr.username)).token;
  const list = await call(admin, 'GET', '?range=[0,49]');
  roleIds = Object.fromEntries(list.json().map((role: { name: string; _id: string }) => [role.name, role._id]));
});
afterAll(() => t.close());

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path = '', payload?: object) =>
  t.app.inject({ method, url: `/api/v1/users/roles${path}`, headers: bearer(token), payload });

describe('authorization', () => {
  it('refuses a csr (no user_role_list) with 403 on reads and writes, and crew, vendor and customer on every call', async () => {
    for (const [method, path, body] of [
      ['GET', ''],
      ['POST', '', { name: 'sneaky', permissions: [] }],
      ['PUT', `/${roleIds.csr}`, { name: 'csr', permissions: [...PERMISSION_KEYS] }],
      ['DELETE', `/${roleIds.vendor}`],
    ] as const) {
      expect((await call(csr, method, path, body)).statusCode, `csr ${method}`).toBe(403);
    }
    for (const [caller, loginRole] of [
      ['crew', 'crew'],
      ['vendor', 'admin'],
      ['customer', 'admin'],
    ] as const) {
      const { token } = await signIn(t.app, business.users[caller].username, loginRole);
      expect((await call(token, 'GET')).statusCode).toBe(403);
      expect((await call(token, 'POST', '', { name: 'x', permissions: [] })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: '/api/v1/users/roles' })).statusCode).toBe(401);
  });
});

describe('roles CRUD', () => {
  it('lists the default roles with their user counts', async () => {
    const response = await call(admin, 'GET', '?sort=["name","ASC"]');
    const names = response.json().map((role: { name: string }) => role.name);
    expect(names).toEqual(expect.arrayContaining(['admin', 'crew', 'csr', 'customer', 'vendor']));
    expect(names).toEqual([...names].sort());
    expect(response.headers['content-range']).toBe(`roles 0-${names.length - 1}/${names.length}`);
    const csrCount = (await t.app.database.db.select().from(users).where(eq(users.type, 'csr'))).length;
    expect(response.json().find((role: { name: string }) => role.name === 'csr')).toMatchObject({
      userCount: csrCount,
      permissions: expect.not.arrayContaining(['user_role_list']),
    });
  });

  it('creates, reads, renames and deletes a role, keeping each permission once', async () => {
    const created = await call(admin, 'POST', '', {
      name: '  Dispatcher ',
      permissions: ['customer_list', 'customer_list', 'market_list'],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Dispatcher', permissions: ['customer_list', 'market_list'], userCount: 0 });
    const id = created.json()._id;
    expect((await call(admin, 'GET', `/${id}`)).json().name).toBe('Dispatcher');
    expect((await call(admin, 'PUT', `/${id}`, { name: 'Dispatch', permissions: [] })).json()).toMatchObject({
      name: 'Dispatch',
      permissions: [],
    });
    expect((await call(admin, 'DELETE', `/${id}`)).statusCode).toBe(200);
    expect((await call(admin, 'GET', `/${id}`)).statusCode).toBe(404);
  });

  it('validates the name and the permission keys', async () => {
    const response = await call(admin, 'POST', '', { name: ' ', permissions: ['customer_list', 'fly_drones'] });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      name: 'validation.role.role_name_required',
      'permissions.1': 'validation.role.unknown_permission',
      permissions: 'validation.role.unknown_permission',
    });
    expect((await call(admin, 'POST', '', { name: 'x'.repeat(61) })).json().errors.name).toBe(
      'validation.role.role_name_at_most_60_characters',
    );
  });

  it('answers 409 for a taken name, whatever the case', async () => {
    const response = await call(admin, 'POST', '', { name: 'CSR', permissions: [] });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toEqual({ name: 'server.roles.role_name_already_exists_try_different_name' });
  });

  it('keeps the admin role able to edit roles, named admin, and undeletable', async () => {
    const withoutEditing = PERMISSION_KEYS.filter((key) => key !== 'user_role_list');
    const response = await call(admin, 'PUT', `/${roleIds.admin}`, { name: 'admin', permissions: withoutEditing });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'The admin role must keep the permission to edit roles.',
      messageKey: 'validation.role.admin_role_must_keep_permission_to_edit',
      errors: { permissions: 'validation.role.admin_role_must_keep_permission_to_edit' },
    });
    expect((await call(admin, 'PUT', `/${roleIds.admin}`, { name: 'owner', permissions: [...PERMISSION_KEYS] })).json().errors).toEqual({
      name: 'server.roles.admin_role_cannot_be_renamed',
    });
    expect((await call(admin, 'DELETE', `/${roleIds.admin}`)).statusCode).toBe(400);
    expect((await call(admin, 'GET', '')).statusCode).toBe(200);
  });

  it('refuses with 409 to delete a role that users hold', async () => {
    const crewCount = (await t.app.database.db.select().from(users).where(eq(users.roleId, roleIds.crew))).length;
    const response = await call(admin, 'DELETE', `/${roleIds.crew}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(`This role is assigned to ${crewCount} user(s). Give them another role first.`);
  });
});

describe('a role change applies at the next request', () => {
  it('takes market_list away from csr and gives it back without a new sign-in', async () => {
    const before = (await call(admin, 'GET', `/${roleIds.csr}`)).json();
    // An empty market is refused by validation (400) only once the guard has let the csr through.
    const addMarket = () => t.app.inject({ method: 'POST', url: '/api/v1/markets', headers: bearer(csr), payload: {} });
    expect((await addMarket()).statusCode).toBe(400);
    await call(admin, 'PUT', `/${roleIds.csr}`, {
      name: 'csr',
      permissions: before.permissions.filter((key: string) => key !== 'market_list'),
    });
    expect((await addMarket()).statusCode).toBe(403);
    const me = await t.app.inject({ url: '/api/v1/users/me', headers: bearer(csr) });
    expect(me.json().data.permissions).not.toContain('market_list');
    await call(admin, 'PUT', `/${roleIds.csr}`, { name: 'csr', permissions: before.permissions });
    expect((await addMarket()).statusCode).toBe(400);
  });

  it('lets a csr edit roles once its role holds user_role_list', async () => {
    const before = (await call(admin, 'GET', `/${roleIds.csr}`)).json();
    await call(admin, 'PUT', `/${roleIds.csr}`, { name: 'csr', permissions: [...before.permissions, 'user_role_list'] });
    expect((await call(csr, 'GET')).statusCode).toBe(200);
    await call(admin, 'PUT', `/${roleIds.csr}`, { name: 'csr', permissions: before.permissions });
    expect((await call(csr, 'GET')).statusCode).toBe(403);
  });
});
