// The first admin on an empty business: made with the default roles, its refusals, and the request a running server on
// the embedded data directory answers. The script itself, spawned, is a sweep: adminCreateScript.test.ts.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS, USER_TYPES } from '../../../common/permissions';
import type { AdminRequest } from '../../../common/schemas/firstAdmin';
import { roles, users } from '../../../server/db/schema';
import { hashPassword } from '../../../server/lib/password';
import { answerAdminRequests, askServerForAdmin, createAdmin } from '../../../server/modules/accounts';
import { createTestApp, type TestApp } from '../helpers';

const PASSWORD = 'Owner#2026';
let t: TestApp;
let request: (username: string, email: string) => Promise<AdminRequest>;
beforeAll(async () => {
  t = await createTestApp();
  const passwordHash = await hashPassword(PASSWORD);
  request = async (username, email) => ({ username, email, firstName: '', lastName: '', passwordHash });
});
afterAll(() => t.close());

const signIn = (id: string, password = PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { id, password, loginRole: 'admin' } });

describe('the first admin', () => {
  it('is made on a database without users or roles, with the admin role and every default role', async () => {
    const db = t.app.database.db;
    expect(await db.select().from(users)).toHaveLength(0);
    expect(await db.select().from(roles)).toHaveLength(0);
    const result = await createAdmin(db, await request('owner-one', 'owner@example.com'));
    expect(result.ok).toBe(true);
    const roleRows = await db.select().from(roles);
    expect(roleRows.map((role) => role.name).sort()).toEqual([...USER_TYPES].sort());
    expect(roleRows.find((role) => role.name === 'admin')?.permissions).toEqual(DEFAULT_ROLE_PERMISSIONS.admin);
    const session = await signIn('owner-one');
    expect(session.statusCode).toBe(200);
    expect(session.json().data).toMatchObject({ type: 'admin', role: 'admin', name: 'owner-one' });
    expect(session.json().data.permissions).toEqual(DEFAULT_ROLE_PERMISSIONS.admin);
  });

  it('refuses a username or e-mail already taken, whatever its case, and keeps the roles as they are', async () => {
    const db = t.app.database.db;
    expect(await createAdmin(db, await request('OWNER-ONE', 'other@example.com'))).toMatchObject({ ok: false, field: 'username' });
    expect(await createAdmin(db, await request('owner-two', 'Owner@Example.com'))).toMatchObject({ ok: false, field: 'email' });
    expect(await createAdmin(db, await request('owner-two', 'two@example.com'))).toMatchObject({ ok: true });
    expect(await db.select().from(roles)).toHaveLength(USER_TYPES.length);
    expect(await db.select().from(users).where(eq(users.type, 'admin'))).toHaveLength(2);
  });

  it('is made by a running server from a request left in DATA_DIR/requests, which is then removed', async ({ skip }) => {
    if (t.app.database.kind !== 'pglite') skip('the request folder serves the embedded database only');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lawndesk-admin-'));
    const stop = answerAdminRequests(t.app, { dataDir, inMemory: false });
    try {
      expect(await askServerForAdmin(dataDir, await request('owner-three', 'three@example.com'), 10_000)).toMatchObject({ ok: true });
      expect(await askServerForAdmin(dataDir, await request('owner-three', 'four@example.com'), 10_000)).toMatchObject({
        ok: false,
        field: 'username',
        message: 'validation.user.username_already_exists_try_different_username',
      });
      expect(readdirSync(path.join(dataDir, 'requests'))).toEqual([]);
      expect((await signIn('owner-three')).statusCode).toBe(200);
    } finally {
      stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
