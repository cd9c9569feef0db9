import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, passwordResets } from '../../server/db/schema';
import { bearer, createTestApp, DEMO_PASSWORD, signIn, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'PUT' | 'POST', path: string, payload: object, remoteAddress = '10.1.0.1') =>
  t.app.inject({ method, url: `/api/v1/users/login/${path}`, payload, remoteAddress });

async function latestMessageTo(to: string) {
  const [message] = await t.app.database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.createdAt)).limit(1);
  return message;
}

async function requestCode(emailOrPhone: string) {
  const response = await call('PUT', 'forgot-password', { emailOrPhone });
  expect(response.statusCode).toBe(200);
  return response.json().data.token as string;
}

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';
const NEW_PASSWORD = 'Mow#2027';

describe('password recovery', () => {
  it('sends a code to the outbox, resets the password with it, and revokes old sessions', async () => {
    const before = await signIn(t.app, 'demo-csr');
    const token = await requestCode('  CSR@lawndesk.test ');
    const message = await latestMessageTo('csr@lawndesk.test');
    expect(message).toMatchObject({ channel: 'email', subject: 'Your LawnDesk password reset code' });
    const reset = await call('POST', 'reset-password', { token, otp: codeIn(message.text), password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(reset.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/users/me', headers: bearer(before.token) })).statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { id: 'demo-csr', password: NEW_PASSWORD, loginRole: 'admin' } });
    expect(login.statusCode).toBe(200);
    const again = await call('POST', 'reset-password', { token, otp: codeIn(message.text), password: 'Other#123', confirmPassword: 'Other#123' });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.otp).toMatch(/wrong or has expired/);
  });

  it('sends the code by text message when asked with a phone number', async () => {
    await requestCode('(512) 555-0104');
    expect(await latestMessageTo('5125550104')).toMatchObject({ channel: 'sms' });
  });

  it('voids a code after 5 wrong tries', async () => {
    const token = await requestCode('vendor@lawndesk.test');
    const code = codeIn((await latestMessageTo('vendor@lawndesk.test')).text);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect((await call('POST', 'reset-password', { token, otp: wrong, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).statusCode).toBe(400);
    }
    expect((await call('POST', 'reset-password', { token, otp: code, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).statusCode).toBe(400);
  });

  it('refuses an expired code', async () => {
    const token = await requestCode('admin@lawndesk.test');
    const code = codeIn((await latestMessageTo('admin@lawndesk.test')).text);
    await t.app.database.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await call('POST', 'reset-password', { token, otp: code, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).statusCode).toBe(400);
    expect((await signIn(t.app, 'demo-admin')).type).toBe('admin');
  });

  it('answers an unknown address exactly like a known one and sends nothing', async () => {
    const count = (await t.app.database.db.select().from(outbox)).length;
    const unknown = await call('PUT', 'forgot-password', { emailOrPhone: 'nobody@example.com' });
    const known = await call('PUT', 'forgot-password', { emailOrPhone: 'customer@lawndesk.test' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json().message).toBe(known.json().message);
    expect(unknown.json().data.token).toEqual(expect.any(String));
    expect((await t.app.database.db.select().from(outbox)).length).toBe(count + 1);
  });

  it('validates the reset form with the spec messages', async () => {
    const response = await call('POST', 'reset-password', { token: 't', otp: ' ', password: '', confirmPassword: '' });
    expect(response.json().errors).toMatchObject({ otp: 'OTP required.', password: 'New Password required.', confirmPassword: 'Confirm Password required.' });
    const mismatch = await call('POST', 'reset-password', { token: 't', otp: '1', password: 'Abc#1234', confirmPassword: 'Abc#1235' });
    expect(mismatch.json().errors.confirmPassword).toBe('Confirm password not match');
    expect((await call('PUT', 'forgot-password', { emailOrPhone: '  ' })).json().errors.emailOrPhone).toBe('Email or Phone Number required.');
  });

  it('sends the username', async () => {
    const response = await call('POST', 'forgot-username', { emailOrPhone: 'customer@lawndesk.test' });
    expect(response.statusCode).toBe(200);
    expect((await latestMessageTo('customer@lawndesk.test')).text).toContain('demo-customer');
  });

  it('rate-limits the recovery calls per address', async () => {
    const limited = await createTestApp({ recoveryRateLimit: 2 });
    try {
      const ask = () => limited.app.inject({ method: 'POST', url: '/api/v1/users/login/forgot-username', payload: { emailOrPhone: 'x@example.com' }, remoteAddress: '10.9.9.9' });
      expect((await ask()).statusCode).toBe(200);
      expect((await ask()).statusCode).toBe(200);
      const third = await ask();
      expect(third.statusCode).toBe(429);
      expect(third.json().status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('outbox and password change', () => {
  it('shows the outbox to admins only', async () => {
    const admin = await signIn(t.app, 'demo-admin');
    const list = await t.app.inject({ url: '/api/v1/outbox', headers: bearer(admin.token) });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-range']).toMatch(/^outbox 0-\d+\/\d+$/);
    expect(list.json()[0]).toMatchObject({ to: expect.any(String), channel: expect.any(String), subject: expect.any(String), text: expect.any(String) });
    const csr = await t.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { id: 'demo-csr', password: NEW_PASSWORD, loginRole: 'admin' } });
    expect((await t.app.inject({ url: '/api/v1/outbox', headers: bearer(csr.json().data.token) })).statusCode).toBe(403);
  });

  it('changes the password with 202, revoking every session of the user', async () => {
    const first = await signIn(t.app, 'demo-customer');
    const second = await signIn(t.app, 'demo-customer');
    const change = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/v1/user/current/password', headers: bearer(first.token), payload });
    const wrongOld = await change({ oldPassword: 'nope', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json().errors.oldPassword).toBe('Old password is incorrect.');
    const weak = await change({ oldPassword: DEMO_PASSWORD, newPassword: 'abcdefg', confirmPassword: 'abcdefg' });
    expect(weak.json().errors.newPassword).toMatch(/1 lowercase, 1 uppercase/);
    const ok = await change({ oldPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(ok.statusCode).toBe(202);
    for (const token of [first.token, second.token]) expect((await t.app.inject({ url: '/api/v1/users/me', headers: bearer(token) })).statusCode).toBe(401);
  });
});
