// Outgoing mail follows System Settings' mail group, read per message, falling back to the SMTP_* environment; only a
// server with neither keeps messages, in the outbox.
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../common/schemas/settings';
import { outbox } from '../../../server/db/schema';
import { REDACTED_SMS_TEXT, REDACTED_TEXT } from '../../../server/modules/messaging';
import { RECOVERY_MESSAGES } from '../../../server/modules/accounts/recovery';
import { type SmtpSink, startSmtpSink } from '../../smtpSink';
import { buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';

let environmentSink: SmtpSink;
let settingsSink: SmtpSink;
let withEnvironment: TestApp;
let outboxOnly: TestApp;
/** The fixture's accounts, named alike in both apps. */
let users: Business['users'];

beforeAll(async () => {
  [environmentSink, settingsSink] = await Promise.all([startSmtpSink(), startSmtpSink()]);
  [withEnvironment, outboxOnly] = await Promise.all([
    createTestApp({ smtp: { host: '127.0.0.1', port: environmentSink.port, from: 'env@lawndesk.test' } }),
    createTestApp(),
  ]);
  [{ users }] = await Promise.all([buildBusiness(withEnvironment.app), buildBusiness(outboxOnly.app)]);
});
afterAll(async () => {
  await Promise.all([withEnvironment.close(), outboxOnly.close()]);
  await Promise.all([environmentSink.close(), settingsSink.close()]);
});

async function saveMail(t: TestApp, mail: Partial<typeof DEFAULT_SETTINGS.mail>) {
  const { token } = await signIn(t.app, users.admin.username);
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/v1/settings',
    headers: bearer(token),
    payload: { mail: { ...DEFAULT_SETTINGS.mail, ...mail } },
  });
  expect(response.statusCode, response.body).toBe(200);
}

const forgotPassword = (t: TestApp, emailOrPhone: string) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/users/login/forgot-password', payload: { emailOrPhone }, remoteAddress: '10.2.0.1' });

const outboxRowsTo = (t: TestApp, to: string) => t.app.database.db.select().from(outbox).where(eq(outbox.to, to));
const recipientsOf = (sink: SmtpSink) => sink.mails.flatMap((mail) => mail.recipients);

describe('outgoing mail and the mail settings', () => {
  it('logs a failed attempt on the saved mail server without keeping the message, and still answers the generic success', async () => {
    await saveMail(withEnvironment, { host: '127.0.0.1', port: 1, user: 'mailer', password: 'smtp-secret' });
    const logError = vi.spyOn(withEnvironment.app.log, 'error');
    const known = await forgotPassword(withEnvironment, users.csr.email);
    const unknown = await forgotPassword(withEnvironment, 'nobody@example.com');
    expect(known.statusCode).toBe(200);
    expect(known.json().messageKey).toBe(RECOVERY_MESSAGES.codeSent);
    expect(unknown.json().message).toBe(known.json().message);
    await withEnvironment.app.messenger.idle();
    expect(logError).toHaveBeenCalledWith(
      expect.objectContaining({ to: users.csr.email, smtp: { source: 'settings', host: '127.0.0.1', port: 1 } }),
      'sending mail failed',
    );
    expect(JSON.stringify(logError.mock.calls)).not.toMatch(/reset code is/);
    expect(await outboxRowsTo(withEnvironment, users.csr.email)).toEqual([]);
    expect(recipientsOf(environmentSink)).not.toContain(users.csr.email);
    logError.mockRestore();
  });

  it('answers a recovery request before the mail server has even greeted', async () => {
    const held: Socket[] = [];
    const silent = createServer((socket) => held.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const logError = vi.spyOn(withEnvironment.app.log, 'error');
    try {
      await saveMail(withEnvironment, { host: '127.0.0.1', port: (silent.address() as AddressInfo).port, user: '', password: null });
      const answer = await forgotPassword(withEnvironment, users.admin.email);
      expect(answer.json().messageKey).toBe(RECOVERY_MESSAGES.codeSent);
      expect(logError).not.toHaveBeenCalled();
    } finally {
      for (const socket of held) socket.destroy();
      silent.close();
    }
    await withEnvironment.app.messenger.idle();
    expect(logError).toHaveBeenCalledWith(expect.objectContaining({ to: users.admin.email }), 'sending mail failed');
    logError.mockRestore();
  });

  it('sends the next message through a newly saved server with its password given again, without a restart', async () => {
    await saveMail(withEnvironment, { host: '127.0.0.1', port: settingsSink.port, user: 'mailer', password: 'smtp-secret' });
    expect((await forgotPassword(withEnvironment, users.admin.email)).statusCode).toBe(200);
    await withEnvironment.app.messenger.idle();
    expect(settingsSink.mails).toEqual([expect.objectContaining({ auth: ['mailer:smtp-secret'], recipients: [users.admin.email] })]);
    expect(settingsSink.latestCodeTo(users.admin.email)).toMatch(/^\d{6}$/);
    expect(await outboxRowsTo(withEnvironment, users.admin.email)).toEqual([]);
  });

  it('falls back to the environment when the saved host is cleared', async () => {
    await saveMail(withEnvironment, { host: '', password: null });
    expect((await forgotPassword(withEnvironment, users.vendor.email)).statusCode).toBe(200);
    await withEnvironment.app.messenger.idle();
    expect(recipientsOf(environmentSink)).toEqual([users.vendor.email]);
    expect(settingsSink.mails).toHaveLength(1);
  });

  it('sends a recovery code asked by phone as a text, whatever the mail server: without a text gateway it waits in the outbox, redacted', async () => {
    await forgotPassword(withEnvironment, '(512) 555-0104');
    await withEnvironment.app.messenger.idle();
    expect(await outboxRowsTo(withEnvironment, '5125550104')).toEqual([
      expect.objectContaining({ channel: 'sms', sensitive: true, text: REDACTED_SMS_TEXT }),
    ]);
  });

  it('keeps messages in the outbox only without a saved host or SMTP environment, recovery messages redacted', async () => {
    await saveMail(outboxOnly, { host: '' });
    expect((await forgotPassword(outboxOnly, users.csr.email)).json().messageKey).toBe(RECOVERY_MESSAGES.codeSent);
    await outboxOnly.app.messenger.idle();
    const [kept] = await outboxRowsTo(outboxOnly, users.csr.email);
    expect(kept).toMatchObject({ channel: 'email', subject: 'Your LawnDesk password reset code', sensitive: true, text: REDACTED_TEXT });
    await outboxOnly.app.messenger.send({ to: 'ops@lawndesk.test', channel: 'email', subject: 'Hello', text: 'A plain note.' });
    expect(await outboxRowsTo(outboxOnly, 'ops@lawndesk.test')).toEqual([
      expect.objectContaining({ sensitive: false, text: 'A plain note.' }),
    ]);
    const { token } = await signIn(outboxOnly.app, users.admin.username);
    const listed = await outboxOnly.app.inject({
      url: `/api/v1/outbox?filter=${encodeURIComponent(JSON.stringify({ to: users.csr.email }))}`,
      headers: bearer(token),
    });
    expect(listed.json()).toEqual([expect.objectContaining({ sensitive: true, text: REDACTED_TEXT })]);
    expect(listed.body).not.toMatch(/\b\d{6}\b/);
  });
});
