// Connecting QuickBooks is bound to the admin's browser: the callback needs the state AND the HttpOnly cookie the
// connect set, the realm the redirect names must be the one the tokens open, and no log line holds the code or state.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accountingConnections, serverSecrets } from '../../../server/db/schema';
import { type FakeQuickBooks, startFakeQuickBooks } from '../../fakeQuickBooks';
import { buildBusiness } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';
import { authorizeQuickBooks, QUICKBOOKS } from '../quickbooksFixtures';

let t: TestApp;
let fake: FakeQuickBooks;
let admin: string;
const lines: string[] = [];

beforeAll(async () => {
  fake = await startFakeQuickBooks();
  t = await createTestApp({
    jobs: false,
    quickbooks: fake.settings,
    logLevel: 'info',
    logStream: { write: (line) => void lines.push(line) },
  });
  admin = (await signIn(t.app, (await buildBusiness(t.app)).users.admin.username)).token;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const connected = async () => (await t.app.database.db.select().from(accountingConnections)).some((row) => row.refreshToken);
const secretsOf = (callback: string) => {
  const query = new URL(callback, 'http://x').searchParams;
  return [query.get('code')!, query.get('state')!];
};

describe('QuickBooks connect', () => {
  it('sets an HttpOnly cookie for the callback only', async () => {
    const { setCookie } = await authorizeQuickBooks(t.app, admin);
    expect(setCookie).toMatch(
      /^ld_quickbooks_connect=[\w-]{20,}; Path=\/api\/v1\/accounting\/quickbooks\/callback; Max-Age=600; HttpOnly; SameSite=Lax/,
    );
  });

  it('refuses a valid state from a browser without the cookie, or with another connect’s', async () => {
    const victim = await authorizeQuickBooks(t.app, admin);
    const attacker = await authorizeQuickBooks(t.app, admin);
    for (const cookie of ['', attacker.cookie]) {
      const answer = await t.app.inject({ method: 'GET', url: victim.callback, headers: { cookie } });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().messageKey).toBe('server.accounting.state_refused');
    }
    expect(await connected()).toBe(false);
  });

  it('refuses a realmId the tokens do not open', async () => {
    const started = await authorizeQuickBooks(t.app, admin);
    const forged = started.callback.replace(`realmId=${fake.realmId}`, 'realmId=4620816365999999999');
    const answer = await t.app.inject({ method: 'GET', url: forged, headers: { cookie: started.cookie } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().messageKey).toBe('server.accounting.connect_refused');
    expect(await connected()).toBe(false);
  });

  it('connects from the browser that started it, clears the cookie, and logs no code or state', async () => {
    lines.length = 0;
    const started = await authorizeQuickBooks(t.app, admin);
    const answer = await t.app.inject({ method: 'GET', url: started.callback, headers: { cookie: started.cookie } });
    expect(answer.statusCode).toBe(200);
    expect(String(answer.headers['set-cookie'])).toMatch(/^ld_quickbooks_connect=; Path=[^;]+; Max-Age=0;/);
    expect(await connected()).toBe(true);
    const logged = lines.join('');
    expect(logged).toContain('/accounting/quickbooks/callback?code=[redacted]&state=[redacted]');
    for (const secret of [...secretsOf(started.callback), started.cookie.split('=')[1]]) expect(logged).not.toContain(secret);
  });

  it('keeps the tokens sealed with a key backups leave out: a restore without it must connect again', async () => {
    const db = t.app.database.db;
    const [row] = await db.select().from(accountingConnections);
    expect(row.accessToken).toMatch(/^v1\./);
    expect(row.refreshToken).toMatch(/^v1\./);
    const status = async () => (await t.app.inject({ method: 'GET', url: QUICKBOOKS, headers: bearer(admin) })).json().data;
    expect(await status()).toMatchObject({ connected: true });
    // A restore: every row but server_secrets' (docs/data.md), so the key that sealed the tokens is not there.
    await db.delete(serverSecrets).where(eq(serverSecrets.name, 'accounting-tokens'));
    expect(await status()).toMatchObject({ connected: false });
  });
});
