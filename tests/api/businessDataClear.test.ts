// "Start my business" on the demo: POST /business-data/clear empties every table of the business in one go, keeps
// the admin who asked (never a demo sign-in, whose password is public), removes the demo's backups and starts the setup
// walk-through again; `npm run demo:clear`'s clearKeeping refuses a demo sign-in or a username no admin has, and keeps
// a business's own backups.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_TYPES } from '../../common/permissions';
import { customers, roles, users } from '../../server/db/schema';
import { hashPassword } from '../../server/lib/password';
import { createAdmin } from '../../server/modules/accounts';
import { clearKeeping } from '../../server/modules/data';
import { KEPT_TABLES } from '../../server/modules/data/clear/clearBusiness';
import { bearer, createTestApp, englishErrors, signIn, TEST_PASSWORD, type TestApp } from './helpers';

const PASSWORD = 'Owner#2026';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  const passwordHash = await hashPassword(PASSWORD);
  await createAdmin(t.app.database.db, { username: 'owner-one', email: 'owner@example.com', firstName: '', lastName: '', passwordHash });
});
afterAll(() => t.close());

const db = () => t.app.database.db;
const clear = (token: string, confirm?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/business-data/clear',
    headers: bearer(token),
    payload: confirm === undefined ? {} : { confirm },
  });
async function ownerToken() {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/users/login',
    payload: { id: 'owner-one', password: PASSWORD, loginRole: 'admin' },
  });
  return response.json().data.token as string;
}
async function rowsByTable() {
  const { rows } = await db().execute<{ name: string }>(sql`select tablename as name from pg_tables where schemaname = 'public'`);
  const counts: Record<string, number> = {};
  for (const { name } of rows) {
    const [{ total }] = (await db().execute<{ total: number }>(sql.raw(`select count(*)::int as total from "${name}"`))).rows;
    counts[name] = total;
  }
  return counts;
}

describe('start my business', () => {
  it('is refused to a csr, to a confirmation that is not the username, and to a demo sign-in', async () => {
    expect((await clear((await signIn(t.app, 'demo-csr')).token, 'demo-csr')).statusCode).toBe(403);
    const owner = await ownerToken();
    expect((await clear(owner)).statusCode).toBe(400);
    const wrong = await clear(owner, 'demo-admin');
    expect(wrong.statusCode).toBe(400);
    expect(englishErrors(wrong.json())).toEqual({ confirm: 'The confirmation is not your username: nothing was cleared.' });
    const demoAdmin = await signIn(t.app, 'demo-admin');
    const demo = await clear(demoAdmin.token, 'demo-admin');
    expect(demo.statusCode).toBe(409);
    expect(demo.json().message).toContain('make an admin of your own');
    const [{ total }] = await db().select({ total: count() }).from(customers);
    expect(total).toBeGreaterThan(300);
  });

  it('empties every table but the kept ones, keeps the asking admin signed in and starts the setup again', async () => {
    const before = await rowsByTable();
    const emptied = Object.keys(before).filter((table) => !KEPT_TABLES.includes(table));
    expect(emptied.filter((table) => before[table] > 0).length).toBeGreaterThan(20);
    const owner = await ownerToken();
    // Two backups of the demo (each would restore its public sign-ins), their checksums and the last run's record.
    const backupDir = t.config.backupDir!;
    mkdirSync(backupDir, { recursive: true });
    const demoBackups = ['lawndesk-20260101T000000Z.pglite.tar.gz', 'lawndesk-20260102T000000Z.pgdump'];
    for (const file of demoBackups) for (const name of [file, `${file}.sha256`]) writeFileSync(path.join(backupDir, name), 'x');
    writeFileSync(path.join(backupDir, 'last-backup.json'), '{}');
    writeFileSync(path.join(backupDir, 'notes.txt'), 'not a backup');

    const cleared = await clear(owner, ' owner-one ');
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data).toEqual({ tables: emptied.length, users: before.users - 1, files: 2 });
    expect(readdirSync(backupDir)).toEqual(['notes.txt']);

    const after = await rowsByTable();
    expect(Object.entries(after).filter(([table, rows]) => !KEPT_TABLES.includes(table) && rows > 0)).toEqual([]);
    expect((await db().select({ username: users.username }).from(users)).map((user) => user.username)).toEqual(['owner-one']);
    expect((await db().select({ name: roles.name }).from(roles)).map((role) => role.name).sort()).toEqual([...USER_TYPES].sort());
    expect(after.zipcodes).toBe(before.zipcodes);

    const settings = await t.app.inject({ url: '/api/v1/settings', headers: bearer(owner) });
    expect(settings.statusCode).toBe(200);
    expect(settings.json().data.setup).toEqual({ step: 'business' });
    const demoSignIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { id: 'demo-admin', password: TEST_PASSWORD, loginRole: 'admin' },
    });
    expect(demoSignIn.statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { id: 'owner-one', password: PASSWORD, loginRole: 'admin' },
    });
    expect(again.json().data.setupPending).toBe(true);
  });

  it("from the command line, refuses a demo sign-in or a username no admin has, and keeps a business's own backups", async () => {
    const files = { backupDir: t.config.backupDir!, dataDir: null };
    expect(await clearKeeping(db(), 'demo-admin', files)).toEqual({ ok: false, message: 'server.business_data.demo_sign_in_kept' });
    expect(await clearKeeping(db(), 'nobody-here', files)).toEqual({ ok: false, message: 'server.business_data.admin_to_keep_not_found' });
    const own = 'lawndesk-20260301T000000Z.pgdump';
    writeFileSync(path.join(files.backupDir, own), 'x');
    const cleared = await clearKeeping(db(), 'owner-one', files);
    expect(cleared).toMatchObject({ ok: true, cleared: { users: 0, files: 0 } });
    expect(existsSync(path.join(files.backupDir, own))).toBe(true);
  });
});
