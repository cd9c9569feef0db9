// "Start my business" on the demo: POST /business-data/clear asks the admin's username and password, refuses while
// application records, invoices and payments are inside their keeping unless a separate tick says they are the demo's
// (and the install has the demo's sign-ins), then empties every table of the business in one go, keeps the admin who
// asked (never a demo sign-in, whose password is public), removes the demo's backups and starts the setup walk-through
// again; `npm run demo:clear`'s clearKeeping refuses a demo sign-in or a username no admin has, and keeps a business's
// own backups.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_TYPES } from '../../../common/permissions';
import { applications, customers, invoices, payments, roles, users } from '../../../server/db/schema';
import { hashPassword } from '../../../server/lib/password';
import { createAdmin } from '../../../server/modules/accounts';
import { clearKeeping } from '../../../server/modules/data';
import { KEPT_TABLES } from '../../../server/modules/data/clear/clearBusiness';
import { bearer, createTestApp, englishErrors, signIn, TEST_PASSWORD, type TestApp } from '../helpers';

const PASSWORD = 'Owner#2026';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  const passwordHash = await hashPassword(PASSWORD);
  await createAdmin(t.app.database.db, { username: 'owner-one', email: 'owner@example.com', firstName: '', lastName: '', passwordHash });
});
afterAll(() => t.close());

const db = () => t.app.database.db;
const clear = (token: string, confirm?: string, password = PASSWORD, recordsAreDemo?: boolean) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/business-data/clear',
    headers: bearer(token),
    payload: confirm === undefined ? {} : { confirm, password, ...(recordsAreDemo !== undefined && { recordsAreDemo }) },
  });
const totals = async () =>
  Promise.all(
    [applications, invoices, payments, customers].map(async (table) => (await db().select({ total: count() }).from(table))[0].total),
  );
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
    const demo = await clear(demoAdmin.token, 'demo-admin', TEST_PASSWORD);
    expect(demo.statusCode).toBe(409);
    expect(demo.json().message).toContain('make an admin of your own');
    const [{ total }] = await db().select({ total: count() }).from(customers);
    expect(total).toBeGreaterThan(300);
  });

  it('asks for the password, and keeps the records the law keeps unless a separate tick says they are the demo’s', async () => {
    const owner = await ownerToken();
    const before = await totals();
    // The demo's application records and payments (it issues no invoice).
    expect(before[0] > 0 && before[2] > 0).toBe(true);
    const noPassword = await clear(owner, 'owner-one', '');
    expect(noPassword.statusCode).toBe(400);
    expect(englishErrors(noPassword.json())).toEqual({ password: 'Type your password to confirm.' });
    const wrongPassword = await clear(owner, 'owner-one', 'Guess#2026');
    expect(englishErrors(wrongPassword.json())).toEqual({ password: 'That is not your password: nothing was cleared.' });

    const kept = await clear(owner, 'owner-one');
    expect(kept.statusCode).toBe(409);
    expect(englishErrors(kept.json()).recordsAreDemo).toBe(
      `Nothing was cleared: the law keeps ${before[0]} pesticide application records, ${before[1]} invoices and ${before[2]} payments that are still inside their keeping. Clear only if they are the demo’s: tick that they are.`,
    );
    expect((await clear(owner, 'owner-one', PASSWORD, false)).statusCode).toBe(409);
    // The tick is not enough where the demo's sign-ins are gone: the records are the business's own.
    await db().execute(sql`update users set username = 'x-' || username where username like 'demo-%'`);
    const own = await clear(owner, 'owner-one', PASSWORD, true);
    await db().execute(sql`update users set username = substring(username from 3) where username like 'x-demo-%'`);
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toContain('are your business’s own');
    expect(await totals()).toEqual(before);
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

    const cleared = await clear(owner, ' owner-one ', PASSWORD, true);
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
    // The demo's name and licence are not the new business's: its setup asks for its own.
    expect(settings.json().data.business).toMatchObject({ name: 'LawnDesk', licenceNo: '', address: '' });
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
