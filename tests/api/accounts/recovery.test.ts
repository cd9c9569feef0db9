// Recovery codes reach only the recipient's mailbox (a loopback SMTP sink here); codes are limited per code and per account.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureCounters, outbox, passwordResets, users } from '../../../server/db/schema';
import { type SmtpSink, startSmtpSink } from '../../smtpSink';
import { buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, signIn, TEST_PASSWORD, type TestApp } from '../helpers';

let t: TestApp;
let business: Business;
let mailbox: SmtpSink;
/** Each sign-in's e-mail address, as the fixture stored it. */
let email: Record<keyof Business['users'], string>;
beforeAll(async () => {
  mailbox = await startSmtpSink();
  t = await createTestApp({ smtp: { host: '127.0.0.1', port: mailbox.port, from: 'no-reply@lawndesk.test' } });
  business = await buildBusiness(t.app);
  const rows = await t.app.database.db.select({ _id: users._id, email: users.email }).from(users);
  email = Object.fromEntries(
    Object.entries(business.users).map(([caller, { _id }]) => [caller, rows.find((row) => row._id === _id)!.email]),
  ) as typeof email;
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

const call = (method: 'PUT' | 'POST', path: string, payload: object, remoteAddress = '10.1.0.1') =>
  t.app.inject({ method, url: `/api/v1/users/login/${path}`, payload, remoteAddress });

async function latestCodeTo(to: string) {
  await t.app.messenger.idle();
  const code = mailbox.latestCodeTo(to);
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}

async function requestCode(emailOrPhone: string) {
  const response = await call('PUT', 'forgot-password', { emailOrPhone });
  expect(response.statusCode).toBe(200);
  return response.json().data.token as string;
}

const NEW_PASSWORD = 'Mow#2027';
const reset = (token: string, otp: string, password = NEW_PASSWORD) =>
  call('POST', 'reset-password', { token, otp, password, confirmPassword: password });
const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

describe('password recovery', () => {
  it('mails a code, resets the password with it, and revokes old sessions', async () => {
    const before = await signIn(t.app, business.users.csr.username);
    const token = await requestCode(`  ${email.csr.toUpperCase()} `);
    const code = await latestCodeTo(email.csr);
    expect((await reset(token, code)).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/users/me', headers: bearer(before.token) })).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { id: business.users.csr.username, password: NEW_PASSWORD, loginRole: 'admin' },
    });
    expect(login.statusCode).toBe(200);
    const again = await reset(token, code, 'Other#123');
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.otp).toBe('server.users.code_wrong_or_has_expired_ask_for');
  });

  it('sends the code to the phone channel when asked with a phone number; without Twilio the outbox keeps no code', async () => {
    await requestCode('(512) 555-0104');
    await t.app.messenger.idle();
    const kept = await t.app.database.db.select().from(outbox);
    expect(kept).toEqual([expect.objectContaining({ to: '5125550104', channel: 'sms', sensitive: true })]);
    expect(kept[0].text).not.toMatch(/\d{6}/);
  });

  it('stores the code only as a hash keyed by the server secret', async () => {
    const token = await requestCode(email.vendor);
    const code = await latestCodeTo(email.vendor);
    const [row] = await t.app.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, createHash('sha256').update(token).digest('hex')));
    expect(row.codeHash).not.toContain(code);
    expect(row.codeHash).not.toBe(createHash('sha256').update(`${token}:${code}`).digest('hex'));
  });

  it('voids a code after 5 wrong tries', async () => {
    const token = await requestCode(email.vendor);
    const code = await latestCodeTo(email.vendor);
    for (let i = 0; i < 5; i++) expect((await reset(token, wrongCodeFor(code))).statusCode).toBe(400);
    expect((await reset(token, code)).statusCode).toBe(400);
  });

  it('keeps one live code per account: a new request voids the one before', async () => {
    const first = await requestCode(email.vendor);
    const firstCode = await latestCodeTo(email.vendor);
    const second = await requestCode(email.vendor);
    const secondCode = await latestCodeTo(email.vendor);
    expect((await reset(first, firstCode)).statusCode).toBe(400);
    expect((await reset(second, secondCode)).statusCode).toBe(200);
  });

  it('stops the recovery of an account after 10 wrong codes across requests, even with the right code', async () => {
    const wrongTries = async () => {
      const token = await requestCode(email.customer);
      const code = await latestCodeTo(email.customer);
      for (let i = 0; i < 5; i++) expect((await reset(token, wrongCodeFor(code))).statusCode).toBe(400);
    };
    await wrongTries();
    await wrongTries();
    const token = await requestCode(email.customer);
    const refused = await reset(token, await latestCodeTo(email.customer));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.otp).toBe('server.users.code_wrong_or_has_expired_ask_for');
    const [customer] = await t.app.database.db.select().from(users).where(eq(users._id, business.users.customer._id));
    await t.app.database.db.delete(failureCounters).where(eq(failureCounters.subject, `recovery:${customer._id}`));
    const token2 = await requestCode(email.customer);
    expect((await reset(token2, await latestCodeTo(email.customer), TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const token = await requestCode(email.admin);
    const code = await latestCodeTo(email.admin);
    await t.app.database.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await reset(token, code)).statusCode).toBe(400);
    expect((await signIn(t.app, business.users.admin.username)).type).toBe('admin');
  });

  it('answers an unknown address exactly like a known one and sends nothing', async () => {
    await t.app.messenger.idle();
    const count = mailbox.mails.length;
    const unknown = await call('PUT', 'forgot-password', { emailOrPhone: 'nobody@example.com' });
    const known = await call('PUT', 'forgot-password', { emailOrPhone: email.customer });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json().message).toBe(known.json().message);
    expect(unknown.json().data.token).toEqual(expect.any(String));
    await t.app.messenger.idle();
    expect(mailbox.mails.slice(count).map((mail) => mail.recipients)).toEqual([[email.customer]]);
  });

  it('validates the reset form with the spec messages', async () => {
    const response = await call('POST', 'reset-password', { token: 't', otp: ' ', password: '', confirmPassword: '' });
    expect(response.json().errors).toMatchObject({
      otp: 'validation.auth.otp_required',
      password: 'validation.auth.new_password_required',
      confirmPassword: 'validation.auth.confirm_password_required',
    });
    const mismatch = await call('POST', 'reset-password', { token: 't', otp: '1', password: 'Abc#1234', confirmPassword: 'Abc#1235' });
    expect(mismatch.json().errors.confirmPassword).toBe('validation.auth.confirm_password_not_match');
    expect((await call('PUT', 'forgot-password', { emailOrPhone: '  ' })).json().errors.emailOrPhone).toBe(
      'validation.auth.email_or_phone_number_required',
    );
  });

  it('sends the username', async () => {
    const response = await call('POST', 'forgot-username', { emailOrPhone: email.customer });
    expect(response.statusCode).toBe(200);
    await t.app.messenger.idle();
    expect(mailbox.mails.at(-1)).toMatchObject({
      recipients: [email.customer],
      data: expect.stringContaining(business.users.customer.username),
    });
  });

  it('rate-limits the recovery calls per address', async () => {
    const limited = await createTestApp({ recoveryRateLimit: 2 });
    try {
      const ask = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/v1/users/login/forgot-username',
          payload: { emailOrPhone: 'x@example.com' },
          remoteAddress: '10.9.9.9',
        });
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
  it('shows the outbox through outbox_list, not the user type: a csr made type admin is still refused', async () => {
    const admin = await signIn(t.app, business.users.admin.username);
    const list = await t.app.inject({ url: '/api/v1/outbox', headers: bearer(admin.token) });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-range']).toMatch(/^outbox 0-\d+\/\d+$/);
    await t.app.database.db.update(users).set({ type: 'admin' }).where(eq(users._id, business.users.csr._id));
    const csr = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { id: business.users.csr.username, password: NEW_PASSWORD, loginRole: 'admin' },
    });
    expect(csr.json().data).toMatchObject({ type: 'admin', permissions: expect.not.arrayContaining(['outbox_list']) });
    expect((await t.app.inject({ url: '/api/v1/outbox', headers: bearer(csr.json().data.token) })).statusCode).toBe(403);
    await t.app.database.db.update(users).set({ type: 'csr' }).where(eq(users._id, business.users.csr._id));
  });

  it('changes the password with 202, revoking every session of the user', async () => {
    const first = await signIn(t.app, business.users.customer.username);
    const second = await signIn(t.app, business.users.customer.username);
    const change = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/v1/user/current/password', headers: bearer(first.token), payload });
    const wrongOld = await change({ oldPassword: 'nope', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json().errors.oldPassword).toBe('server.users.old_password_incorrect');
    const weak = await change({ oldPassword: TEST_PASSWORD, newPassword: 'abcdefg', confirmPassword: 'abcdefg' });
    expect(weak.json().errors.newPassword).toBe('validation.auth.password_needs_1_lowercase_1_uppercase_1');
    const ok = await change({ oldPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(ok.statusCode).toBe(202);
    for (const token of [first.token, second.token])
      expect((await t.app.inject({ url: '/api/v1/users/me', headers: bearer(token) })).statusCode).toBe(401);
  });
});
