// A connection test sends the saved SMTP or gateway password only to the saved destination: loopback listeners record what arrives.
import { type AddressInfo, createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY_PASSWORD_FOR_TEST, MAIL_PASSWORD_FOR_TEST } from '../../../common/schemas/settings';
import { buildBusiness } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';

const MAIL_SECRET = 'Stored-smtp-Secret#1';
const GATEWAY_SECRET = 'Stored-gateway-Secret#2';

/** A loopback listener keeping every byte it receives; it speaks just enough SMTP or HTTP for the client to send its credentials. */
interface Listener {
  port: number;
  received: () => string;
  close: () => Promise<void>;
}

function listen(protocol: 'smtp' | 'http'): Promise<Listener> {
  const chunks: Buffer[] = [];
  const server: Server = createServer((socket) => {
    socket.on('error', () => socket.destroy());
    if (protocol === 'http') {
      socket.on('data', (chunk) => {
        chunks.push(chunk);
        if (Buffer.concat(chunks).toString().includes('grant_type'))
          socket.end('HTTP/1.1 401 Unauthorized\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
      });
      return;
    }
    socket.write('220 recorder ESMTP\r\n');
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      for (const line of chunk.toString().split('\r\n').filter(Boolean)) {
        if (/^EHLO/i.test(line)) socket.write('250-recorder\r\n250 AUTH PLAIN\r\n');
        else if (/^AUTH/i.test(line)) socket.end('535 refused\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: (server.address() as AddressInfo).port,
        // AUTH PLAIN carries the password in base64: decode every word so the password is found either way.
        received: () => {
          const text = Buffer.concat(chunks).toString();
          return [
            text,
            ...text.split(/\s+/).map((word) => Buffer.from(word, 'base64').toString()),
            decodeURIComponent(text.replace(/\+/g, ' ')),
          ].join('\n');
        },
        close: () => new Promise<void>((done) => server.close(() => done())),
      }),
    ),
  );
}

let t: TestApp;
let csr: string;
let saved: { smtp: Listener; gateway: Listener };
let other: { smtp: Listener; gateway: Listener };
let mail: { host: string; port: number; secure: boolean; user: string; from: string };
let payments: { gatewayUrl: string; username: string; autoChargeFailureTries: number };

beforeAll(async () => {
  t = await createTestApp();
  const { users } = await buildBusiness(t.app);
  const admin = (await signIn(t.app, users.admin.username)).token;
  csr = (await signIn(t.app, users.csr.username)).token;
  saved = { smtp: await listen('smtp'), gateway: await listen('http') };
  other = { smtp: await listen('smtp'), gateway: await listen('http') };
  mail = { host: '127.0.0.1', port: saved.smtp.port, secure: false, user: 'mailer', from: 'office@lawndesk.test' };
  payments = { gatewayUrl: `http://127.0.0.1:${saved.gateway.port}`, username: 'gateway-user', autoChargeFailureTries: 3 };
  const stored = await t.app.inject({
    method: 'PUT',
    url: '/api/v1/settings',
    headers: bearer(admin),
    payload: { mail: { ...mail, password: MAIL_SECRET }, payments: { ...payments, password: GATEWAY_SECRET, integratorId: 'integrator' } },
  });
  expect(stored.statusCode).toBe(200);
});
afterAll(async () => {
  await Promise.all([saved.smtp, saved.gateway, other.smtp, other.gateway].map((listener) => listener.close()));
  await t.close();
});

const test = (path: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/settings/${path}`, headers: bearer(csr), payload });

describe('SMTP test', () => {
  it('uses the saved password toward the saved server, port and user', async () => {
    const response = await test('smtp/test', { mail: { ...mail, password: '' }, to: 'admin@lawndesk.test' });
    expect(response.statusCode).toBe(200);
    expect(saved.smtp.received()).toContain(MAIL_SECRET);
  });

  it('refuses another port, host or user without a password of its own, and nothing reaches the other server', async () => {
    for (const changed of [
      { port: other.smtp.port },
      { host: 'LOCALHOST', port: other.smtp.port },
      { user: 'someone-else' },
      { secure: true },
    ]) {
      const response = await test('smtp/test', { mail: { ...mail, ...changed, password: '' }, to: 'admin@lawndesk.test' });
      expect(response.statusCode, JSON.stringify(changed)).toBe(400);
      expect(response.json().errors).toEqual({ 'mail.password': MAIL_PASSWORD_FOR_TEST });
    }
    expect(other.smtp.received()).not.toContain(MAIL_SECRET);
  });

  it('sends a password the request carries to the other server, never the saved one', async () => {
    const response = await test('smtp/test', {
      mail: { ...mail, port: other.smtp.port, password: 'typed-here' },
      to: 'admin@lawndesk.test',
    });
    expect(response.statusCode).toBe(200);
    expect(other.smtp.received()).toContain('typed-here');
    expect(other.smtp.received()).not.toContain(MAIL_SECRET);
  });
});

describe('payment gateway test', () => {
  it('uses the saved password toward the saved gateway and user', async () => {
    const response = await test('paytrace/test', { payments });
    expect(response.json().data).toMatchObject({ ok: false, message: expect.stringContaining('HTTP 401') });
    expect(saved.gateway.received()).toContain(GATEWAY_SECRET);
  });

  it('refuses another gateway address or user without a password of its own, and nothing reaches the other gateway', async () => {
    for (const changed of [{ gatewayUrl: `http://127.0.0.1:${other.gateway.port}` }, { username: 'someone-else' }]) {
      const response = await test('paytrace/test', { payments: { ...payments, ...changed } });
      expect(response.statusCode, JSON.stringify(changed)).toBe(400);
      expect(response.json().errors).toEqual({ 'payments.password': GATEWAY_PASSWORD_FOR_TEST });
    }
    expect(other.gateway.received()).not.toContain(GATEWAY_SECRET);
    const typed = await test('paytrace/test', {
      payments: { ...payments, gatewayUrl: `http://127.0.0.1:${other.gateway.port}`, password: 'typed-here' },
    });
    expect(typed.statusCode).toBe(200);
    expect(other.gateway.received()).toContain('typed-here');
    expect(other.gateway.received()).not.toContain(GATEWAY_SECRET);
  });
});
