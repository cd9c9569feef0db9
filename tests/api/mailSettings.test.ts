// Outgoing mail follows System Settings' mail group, read per message, falling back to the SMTP_* environment, then to the outbox only.
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '../../common/schemas/settings';
import { outbox } from '../../server/db/schema';
import { RECOVERY_MESSAGES } from '../../server/modules/users/recovery';
import { bearer, createTestApp, signIn, type TestApp } from './helpers';

interface Received {
  port: number;
  auth: string[];
  recipients: string[];
}

/** Just enough SMTP to accept one message: records the AUTH PLAIN credentials and the recipients it was given. */
function fakeSmtpServer(received: Received[]): Promise<Server> {
  const server = createServer((socket) => {
    const session: Received = { port: (server.address() as AddressInfo).port, auth: [], recipients: [] };
    received.push(session);
    let buffer = '';
    let inData = false;
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            socket.write('250 queued\r\n');
          }
          continue;
        }
        const command = line.toUpperCase();
        if (command.startsWith('EHLO')) socket.write('250-fake\r\n250 AUTH PLAIN\r\n');
        else if (command.startsWith('AUTH PLAIN ')) {
          session.auth.push(Buffer.from(line.slice(11), 'base64').toString().split('\0').slice(1).join(':'));
          socket.write('235 accepted\r\n');
        } else if (command.startsWith('RCPT TO:')) {
          session.recipients.push(line.slice(8).replace(/[<>]/g, ''));
          socket.write('250 ok\r\n');
        } else if (command === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (command === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
    socket.on('error', () => socket.destroy());
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const received: Received[] = [];
let environmentServer: Server;
let settingsServer: Server;
let withEnvironment: TestApp;
let outboxOnly: TestApp;
const portOf = (server: Server) => (server.address() as AddressInfo).port;

beforeAll(async () => {
  [environmentServer, settingsServer] = await Promise.all([fakeSmtpServer(received), fakeSmtpServer(received)]);
  [withEnvironment, outboxOnly] = await Promise.all([
    createTestApp({ smtp: { host: '127.0.0.1', port: portOf(environmentServer), from: 'env@lawndesk.test' } }),
    createTestApp(),
  ]);
});
afterAll(async () => {
  await Promise.all([withEnvironment.close(), outboxOnly.close()]);
  environmentServer.close();
  settingsServer.close();
});

async function saveMail(t: TestApp, mail: Partial<typeof DEFAULT_SETTINGS.mail>) {
  const { token } = await signIn(t.app, 'demo-admin');
  const response = await t.app.inject({ method: 'PUT', url: '/api/v1/settings', headers: bearer(token), payload: { mail: { ...DEFAULT_SETTINGS.mail, ...mail } } });
  expect(response.statusCode, response.body).toBe(200);
}

const forgotPassword = (t: TestApp, emailOrPhone: string) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/users/login/forgot-password', payload: { emailOrPhone }, remoteAddress: '10.2.0.1' });

async function latestMessageTo(t: TestApp, to: string) {
  await t.app.messenger.idle();
  const [message] = await t.app.database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.createdAt), desc(outbox._id)).limit(1);
  return message;
}

const sessionsOn = (server: Server) => received.filter((session) => session.port === portOf(server) && session.recipients.length);

describe('outgoing mail and the mail settings', () => {
  it('records a failed attempt on the saved mail server and still answers the generic success', async () => {
    await saveMail(withEnvironment, { host: '127.0.0.1', port: 1, user: 'mailer', password: 'smtp-secret' });
    const logError = vi.spyOn(withEnvironment.app.log, 'error');
    const known = await forgotPassword(withEnvironment, 'csr@lawndesk.test');
    const unknown = await forgotPassword(withEnvironment, 'nobody@example.com');
    expect(known.statusCode).toBe(200);
    expect(known.json().message).toBe(RECOVERY_MESSAGES.codeSent);
    expect(unknown.json().message).toBe(known.json().message);
    expect(await latestMessageTo(withEnvironment, 'csr@lawndesk.test')).toMatchObject({ channel: 'email', delivery: 'failed', subject: 'Your LawnDesk password reset code' });
    expect(logError).toHaveBeenCalledWith(
      expect.objectContaining({ to: 'csr@lawndesk.test', smtp: { source: 'settings', host: '127.0.0.1', port: 1 } }),
      'sending mail failed',
    );
    expect(sessionsOn(environmentServer).flatMap((session) => session.recipients)).not.toContain('csr@lawndesk.test');
    logError.mockRestore();
  });

  it('answers a recovery request before the mail server has even greeted', async () => {
    const held: Socket[] = [];
    const silent = createServer((socket) => held.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      await saveMail(withEnvironment, { host: '127.0.0.1', port: portOf(silent), user: '', password: '' });
      const answer = await forgotPassword(withEnvironment, 'admin@lawndesk.test');
      expect(answer.json().message).toBe(RECOVERY_MESSAGES.codeSent);
      const [pending] = await withEnvironment.app.database.db.select().from(outbox).where(eq(outbox.to, 'admin@lawndesk.test')).orderBy(desc(outbox.createdAt), desc(outbox._id)).limit(1);
      expect(pending.delivery).toBe('outbox');
    } finally {
      for (const socket of held) socket.destroy();
      silent.close();
    }
    expect(await latestMessageTo(withEnvironment, 'admin@lawndesk.test')).toMatchObject({ delivery: 'failed' });
  });

  it('sends the next message through a newly saved server with the stored password, without a restart', async () => {
    await saveMail(withEnvironment, { host: '127.0.0.1', port: portOf(settingsServer), user: 'mailer', password: '' });
    expect((await forgotPassword(withEnvironment, 'admin@lawndesk.test')).statusCode).toBe(200);
    expect(await latestMessageTo(withEnvironment, 'admin@lawndesk.test')).toMatchObject({ delivery: 'smtp' });
    const [session] = sessionsOn(settingsServer);
    expect(session).toMatchObject({ auth: ['mailer:smtp-secret'], recipients: ['admin@lawndesk.test'] });
  });

  it('falls back to the environment when the saved host is cleared', async () => {
    await saveMail(withEnvironment, { host: '' });
    expect((await forgotPassword(withEnvironment, 'vendor@lawndesk.test')).statusCode).toBe(200);
    expect(await latestMessageTo(withEnvironment, 'vendor@lawndesk.test')).toMatchObject({ delivery: 'smtp' });
    expect(sessionsOn(environmentServer).flatMap((session) => session.recipients)).toEqual(['vendor@lawndesk.test']);
    expect(sessionsOn(settingsServer)).toHaveLength(1);
  });

  it('keeps a text message in the outbox only, whatever the mail settings', async () => {
    await saveMail(withEnvironment, { host: '127.0.0.1', port: 1 });
    await forgotPassword(withEnvironment, '(512) 555-0104');
    expect(await latestMessageTo(withEnvironment, '5125550104')).toMatchObject({ channel: 'sms', delivery: 'outbox' });
  });

  it('keeps every message in the outbox only without a saved host or SMTP environment', async () => {
    await saveMail(outboxOnly, { host: '' });
    expect((await forgotPassword(outboxOnly, 'csr@lawndesk.test')).json().message).toBe(RECOVERY_MESSAGES.codeSent);
    expect(await latestMessageTo(outboxOnly, 'csr@lawndesk.test')).toMatchObject({ channel: 'email', delivery: 'outbox' });
  });
});
