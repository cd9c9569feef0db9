// One management rule on every route that reads a user for edit or changes one: a csr cannot take over the admin.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANNOT_GRANT, ONLY_ADMIN_MAKES_ADMIN, OWN_ROLE_LOCKED } from '../../../common/userAccess';
import { users } from '../../../server/db/schema';
import { MESSAGES } from '../../../server/lib/httpErrors';
import { buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signIn>>;
let csr: Awaited<ReturnType<typeof signIn>>;
let crewId: string;
let roleIds: Business['roleIds'];
let accounts: Business['users'];
const ADMIN_IMAGE = '/api/v1/uploads/profile/admin-kept.png';

beforeAll(async () => {
  t = await createTestApp();
  ({ roleIds, users: accounts } = await buildBusiness(t.app));
  admin = await signIn(t.app, accounts.admin.username);
  csr = await signIn(t.app, accounts.csr.username);
  crewId = accounts.crew._id;
  await t.app.database.db.update(users).set({ profileImage: ADMIN_IMAGE }).where(eq(users._id, admin._id));
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (token: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), payload });
const userRow = async (id: string) => (await t.app.database.db.select().from(users).where(eq(users._id, id)))[0];

function pngUpload(token: string) {
  const boundary = '----lawndesk-manage';
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

let serial = 0;
function userBody(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    username: `managed${serial}x`,
    email: `managed${serial}@example.com`,
    password: 'Secret#12',
    name: { first: 'Mia', last: `Managed${serial}` },
    mobile: `(737) 555-${String(2000 + serial)}`,
    type: 'csr',
    role: roleIds.csr,
    isActive: true,
    ...overrides,
  };
}

/** The admin as PUT /users would send it back, with one change. */
async function adminBody(overrides: Record<string, unknown> = {}) {
  const record = (await call(admin.token, 'GET', `/users/${admin._id}`)).json();
  return {
    username: record.username,
    email: record.email,
    name: record.name,
    mobile: record.mobile,
    type: record.type,
    role: record.role,
    isActive: record.isActive,
    ...overrides,
  };
}

describe('a csr against the admin', () => {
  it('is refused on every profile and user route, and the admin is unchanged', async () => {
    const before = await userRow(admin._id);
    const attempts = [
      await call(csr.token, 'GET', `/user/${admin._id}`),
      await call(csr.token, 'GET', `/users/${admin._id}`),
      await call(csr.token, 'PUT', `/user/${admin._id}`, {
        name: { first: 'Taken', last: 'Over' },
        email: 'csr-owned@example.com',
        mobile: '',
      }),
      await t.app.inject({ method: 'PUT', url: `/api/v1/user/${admin._id}`, ...pngUpload(csr.token) }),
      await call(csr.token, 'DELETE', `/user/${admin._id}/profile-image`),
      await call(csr.token, 'PUT', `/users/${admin._id}`, await adminBody({ email: 'csr-owned@example.com' })),
      await call(csr.token, 'PUT', `/users/${admin._id}`, await adminBody({ isActive: false })),
      await call(csr.token, 'PUT', `/users/${admin._id}`, await adminBody({ password: 'Owned#1234' })),
      await call(csr.token, 'PUT', `/users/${admin._id}`, await adminBody({ role: roleIds.csr, type: 'csr' })),
      await call(csr.token, 'DELETE', `/users/${admin._id}`),
    ];
    for (const [index, response] of attempts.entries()) {
      expect(response.statusCode, `attempt ${index}`).toBe(403);
      expect(response.json().messageKey, `attempt ${index}`).toBe(MESSAGES.forbidden);
    }
    const after = await userRow(admin._id);
    expect(after).toEqual(before);
    expect(after.profileImage).toBe(ADMIN_IMAGE);
    expect((await signIn(t.app, accounts.admin.username))._id).toBe(admin._id);
  });

  it('cannot create an admin, by type or by the admin role', async () => {
    const byType = await call(csr.token, 'POST', '/users', userBody({ type: 'admin' }));
    expect(byType.statusCode).toBe(403);
    expect(byType.json().errors).toEqual({ type: ONLY_ADMIN_MAKES_ADMIN });
    const byRole = await call(csr.token, 'POST', '/users', userBody({ role: roleIds.admin }));
    expect(byRole.statusCode).toBe(403);
    expect(byRole.json().errors.role).toBe(CANNOT_GRANT);
    const created = await t.app.database.db
      .select()
      .from(users)
      .where(eq(users.lastName, `Managed${serial}`));
    expect(created).toEqual([]);
  });

  it('cannot promote a csr to admin, nor change its own role or type', async () => {
    const other = (await call(admin.token, 'POST', '/users', userBody())).json();
    const otherBody = { ...userBody(), username: other.username, email: other.email, mobile: other.mobile, name: other.name, password: '' };
    const promoted = await call(csr.token, 'PUT', `/users/${other._id}`, { ...otherBody, type: 'admin' });
    expect(promoted.statusCode).toBe(403);
    expect(promoted.json().errors).toEqual({ type: ONLY_ADMIN_MAKES_ADMIN });
    expect((await userRow(other._id)).type).toBe('csr');

    const self = (await call(csr.token, 'GET', `/users/${csr._id}`)).json();
    const selfBody = {
      username: self.username,
      email: self.email,
      name: self.name,
      mobile: self.mobile,
      type: self.type,
      role: self.role,
      isActive: true,
    };
    const ownType = await call(csr.token, 'PUT', `/users/${csr._id}`, { ...selfBody, type: 'crew', crew: crewId });
    expect(ownType.statusCode).toBe(403);
    expect(ownType.json().errors).toEqual({ type: OWN_ROLE_LOCKED });
    const crewRole = await call(csr.token, 'PUT', `/users/${csr._id}`, { ...selfBody, role: roleIds.crew });
    expect(crewRole.statusCode).toBe(403);
    expect(crewRole.json().errors).toEqual({ role: OWN_ROLE_LOCKED });
    expect(await userRow(csr._id)).toMatchObject({ type: 'csr', roleId: roleIds.csr });
    expect((await call(csr.token, 'PUT', `/users/${csr._id}`, { ...selfBody, name: { first: 'Cara', last: 'Self' } })).statusCode).toBe(
      200,
    );
  });
});

describe('the legitimate versions', () => {
  it('a csr manages a crew user: profile, image, status and password', async () => {
    expect((await call(csr.token, 'GET', `/user/${crewId}`)).statusCode).toBe(200);
    const profile = await call(csr.token, 'PUT', `/user/${crewId}`, {
      name: { first: 'Carlos', last: 'Mendoza' },
      email: 'crew-managed@example.com',
      mobile: '(512) 555-0188',
    });
    expect(profile.statusCode).toBe(202);
    expect((await call(csr.token, 'DELETE', `/user/${crewId}/profile-image`)).statusCode).toBe(200);
    const record = (await call(csr.token, 'GET', `/users/${crewId}`)).json();
    const body = {
      username: record.username,
      email: record.email,
      name: record.name,
      mobile: record.mobile,
      type: 'crew',
      role: record.role,
      crew: record.crew,
      isActive: false,
      password: 'Crew#12345',
    };
    const saved = await call(csr.token, 'PUT', `/users/${crewId}`, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await userRow(crewId)).isActive).toBe(false);
    expect((await call(csr.token, 'PUT', `/users/${crewId}`, { ...body, isActive: true, password: '' })).statusCode).toBe(200);
  });

  it('an admin creates an admin, promotes a csr and edits another admin', async () => {
    const created = await call(admin.token, 'POST', '/users', userBody({ type: 'admin', role: roleIds.admin }));
    expect(created.statusCode).toBe(201);
    const other = (await call(admin.token, 'POST', '/users', userBody())).json();
    const promoted = await call(admin.token, 'PUT', `/users/${other._id}`, {
      username: other.username,
      email: other.email,
      mobile: other.mobile,
      name: other.name,
      type: 'admin',
      role: roleIds.admin,
      isActive: true,
    });
    expect(promoted.statusCode).toBe(200);
    expect(await userRow(other._id)).toMatchObject({ type: 'admin', roleId: roleIds.admin });
    const secondAdmin = created.json()._id;
    expect((await call(admin.token, 'GET', `/user/${secondAdmin}`)).statusCode).toBe(200);
    expect(
      (
        await call(admin.token, 'PUT', `/user/${secondAdmin}`, {
          name: { first: 'Ada', last: 'Second' },
          email: 'second-admin@example.com',
          mobile: '',
        })
      ).statusCode,
    ).toBe(202);
    expect((await call(admin.token, 'DELETE', `/users/${secondAdmin}`)).statusCode).toBe(200);
  });

  it('anyone edits their own profile, a csr included', async () => {
    const own = await call(csr.token, 'PUT', `/user/${csr._id}`, {
      name: { first: 'Cora', last: 'Office' },
      email: 'csr-own@example.com',
      mobile: '',
    });
    expect(own.statusCode).toBe(202);
    expect((await call(csr.token, 'DELETE', `/user/${csr._id}/profile-image`)).statusCode).toBe(200);
  });
});
