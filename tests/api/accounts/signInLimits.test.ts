// Sign-in limits: failures counted per account and per address in the database, growing waits, a lockout that a password
// recovery lifts, X-Forwarded-For ignored unless TRUST_PROXY says otherwise, and one password check whoever is named.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../server/config';
import { failureCounters, users } from '../../../server/db/schema';
import * as password from '../../../server/lib/password';
import { failureCounter } from '../../../server/modules/accounts/loginThrottle';
import { type SmtpSink, startSmtpSink } from '../../smtpSink';
import { buildBusiness, type Business } from '../fixtures/business';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../helpers';

// API files share a worker's loaded modules (isolate: false): load the server again so that it sees the mock below.
vi.hoisted(() => vi.resetModules());
vi.mock('../../../server/lib/password', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../server/lib/password')>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

let t: TestApp;
let accounts: Business['users'];
let mailbox: SmtpSink;
beforeAll(async () => {
  mailbox = await startSmtpSink();
  // No growing waits here, so that ten failures in a row reach the lock; the waits have their own test below.
  t = await createTestApp({
    loginDelayMs: 0,
    loginAddressFailureLimit: 15,
    smtp: { host: '127.0.0.1', port: mailbox.port, from: 'no-reply@lawndesk.test' },
  });
  ({ users: accounts } = await buildBusiness(t.app));
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});
beforeEach(async () => {
  await t.app.database.db.delete(failureCounters);
});

const login = (id: string, secret: string, remoteAddress: string, headers: Record<string, string> = {}, loginRole = 'admin') =>
  t.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { id, password: secret, loginRole }, remoteAddress, headers });

describe('the account lock', () => {
  it('locks an account after 10 wrong passwords from rotating addresses; the right one then answers 429 until a recovery', async () => {
    for (let i = 1; i <= 10; i++) {
      const response = await login(accounts.vendor.username, 'wrong', `10.5.0.${i}`, { 'x-forwarded-for': `203.0.113.${i}` });
      expect(response.statusCode).toBe(401);
    }
    const eleventh = await login(accounts.vendor.username, 'wrong', '10.5.0.11', { 'x-forwarded-for': '203.0.113.11' });
    expect(eleventh.statusCode).toBe(429);
    const right = await login(accounts.vendor.username, TEST_PASSWORD, '10.5.0.12', { 'x-forwarded-for': '203.0.113.12' });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toMatch(/locked for 15 minutes.*Forgot Password/);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(14 * 60);

    const forgot = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/login/forgot-password',
      payload: { emailOrPhone: accounts.vendor.email },
      remoteAddress: '10.5.1.1',
    });
    await t.app.messenger.idle();
    const otp = mailbox.latestCodeTo(accounts.vendor.email)!;
    const newPassword = 'Edge#2027';
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login/reset-password',
      payload: { token: forgot.json().data.token, otp, password: newPassword, confirmPassword: newPassword },
      remoteAddress: '10.5.1.1',
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(accounts.vendor.username, newPassword, '10.5.0.13')).statusCode).toBe(200);
  });

  it('counts an unknown username like an account, so the lock does not tell which names exist', async () => {
    for (let i = 1; i <= 10; i++) expect((await login('nobody-here', 'wrong', `10.7.0.${i}`)).statusCode).toBe(401);
    expect((await login('nobody-here', 'wrong', '10.7.0.11')).json().message).toMatch(/locked/);
  });

  it("lets no other account's success clear a count: neither the account's nor the address's", async () => {
    const address = '10.6.0.1';
    for (let i = 0; i < 9; i++) expect((await login(accounts.customer.username, 'wrong', address)).statusCode).toBe(401);
    for (let i = 0; i < 5; i++) expect((await login(`nobody-${i}`, 'wrong', address)).statusCode).toBe(401);
    expect((await login(accounts.crew.username, TEST_PASSWORD, address, {}, 'crew')).statusCode).toBe(200);
    expect((await login(accounts.customer.username, 'wrong', address)).statusCode).toBe(401);
    expect((await login(accounts.customer.username, TEST_PASSWORD, '10.6.0.2')).statusCode).toBe(429);
    const fromAddress = await login(accounts.admin.username, TEST_PASSWORD, address);
    expect(fromAddress.statusCode).toBe(429);
    expect(fromAddress.json().message).toMatch(/from this address/);
  });

  it("clears only the account's own failures on its success", async () => {
    for (let i = 0; i < 9; i++) expect((await login(accounts.csr.username, 'wrong', '10.8.0.1')).statusCode).toBe(401);
    expect((await login(accounts.csr.username, TEST_PASSWORD, '10.8.0.2')).statusCode).toBe(200);
    const subjects = (await t.app.database.db.select().from(failureCounters)).map((row) => row.subject);
    expect(subjects).toEqual(['address:10.8.0.1']);
  });
});

describe('the client address', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    await login('nobody', 'wrong', '10.9.0.1', { 'x-forwarded-for': '198.51.100.7' });
    expect((await t.app.database.db.select().from(failureCounters)).map((row) => row.subject)).toContain('address:10.9.0.1');
  });

  it('reads TRUST_PROXY as Fastify takes it', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8, 127.0.0.1');
  });

  it('takes the address from X-Forwarded-For behind a trusted proxy', async () => {
    const behindProxy = await createTestApp({ trustProxy: '127.0.0.1' });
    try {
      await behindProxy.app.inject({
        method: 'POST',
        url: '/api/v1/users/login',
        payload: { id: 'nobody', password: 'wrong', loginRole: 'admin' },
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '198.51.100.7' },
      });
      expect((await behindProxy.app.database.db.select().from(failureCounters)).map((row) => row.subject)).toContain(
        'address:198.51.100.7',
      );
    } finally {
      await behindProxy.close();
    }
  });
});

describe('growing waits', () => {
  it('makes each try after the fifth failure wait twice as long as the one before', async () => {
    const counter = failureCounter(t.app.database.db);
    const rules = [{ subject: 'account:waits', limit: 10, windowMs: 15 * 60_000, delay: { afterFailures: 5, firstMs: 1000 } }];
    for (let i = 0; i < 4; i++) await counter.recordFailure(rules);
    expect(await counter.refusal(rules)).toBeUndefined();
    await counter.recordFailure(rules);
    expect(await counter.refusal(rules)).toMatchObject({ kind: 'wait', retryAfterSeconds: 1 });
    await counter.recordFailure(rules);
    expect(await counter.refusal(rules)).toMatchObject({ kind: 'wait', retryAfterSeconds: 2 });
    await counter.recordFailure(rules);
    expect(await counter.refusal(rules)).toMatchObject({ kind: 'wait', retryAfterSeconds: 4 });
    await t.app.database.db.update(failureCounters).set({ lastFailureAt: sql`now() - interval '5 seconds'` });
    expect(await counter.refusal(rules)).toBeUndefined();
  });
});

describe('one password check whoever is named', () => {
  const verify = vi.mocked(password.verifyPassword);
  beforeEach(() => {
    verify.mockClear();
  });

  it('checks a password against a hash of the same kind for an unknown username, an inactive user and a crew on the wrong page', async () => {
    const [known] = await t.app.database.db.select().from(users).where(eq(users.username, accounts.admin.username));
    expect((await login(accounts.admin.username, 'wrong', '10.10.0.1')).statusCode).toBe(401);
    expect((await login('no-such-user', 'wrong', '10.10.0.1')).statusCode).toBe(401);
    await t.app.database.db.update(users).set({ isActive: false }).where(eq(users.username, accounts.csr.username));
    expect((await login(accounts.csr.username, TEST_PASSWORD, '10.10.0.1')).statusCode).toBe(401);
    await t.app.database.db.update(users).set({ isActive: true }).where(eq(users.username, accounts.csr.username));
    expect((await login(accounts.crew.username, TEST_PASSWORD, '10.10.0.1')).statusCode).toBe(403);

    expect(verify).toHaveBeenCalledTimes(4);
    const hashes = verify.mock.calls.map(([, hash]) => hash);
    expect(hashes[0]).toBe(known.passwordHash);
    const shape = (hash: string) => hash.split('$').map((part, index) => (index === 0 ? part : part.length));
    for (const hash of hashes) expect(shape(hash)).toEqual(shape(known.passwordHash!));
  });
});
