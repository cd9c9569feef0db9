import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers';

const SECRET = 'Gateway-Pa55-7f3c9e';
const lines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ logLevel: 'info', logStream: { write: (line) => void lines.push(line) } });
  // Stand-ins for a route whose schema missed a check, and for a bug, each sending a stored secret to PostgreSQL.
  t.app.get('/log-test/refused-value', { config: { access: { public: true } } }, async () =>
    t.app.database.db.execute(sql`select ${SECRET}::int`),
  );
  t.app.get('/log-test/bug', { config: { access: { public: true } } }, async () =>
    t.app.database.db.execute(sql`select * from no_such_table where secret = ${SECRET}`),
  );
});
afterAll(() => t.close());

const logged = () => lines.join('');
const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown> & { err?: Record<string, unknown> });

describe('log redaction', () => {
  it('logs a value PostgreSQL refused as a 400 warning with its SQLSTATE and route, without the value', async () => {
    lines.length = 0;
    const response = await t.app.inject({ url: '/log-test/refused-value' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 400, message: 'Invalid value.', messageKey: 'server.common.invalid_value' });
    const warning = entries().find((entry) => entry.msg === 'database refused a value');
    expect(warning).toMatchObject({ level: 40, route: '/log-test/refused-value', err: { sqlState: '22P02' } });
    expect(logged()).not.toContain(SECRET);
  });

  it('logs a failed query as a 500 error with its SQLSTATE, without the query text or its parameters', async () => {
    lines.length = 0;
    const response = await t.app.inject({ url: '/log-test/bug' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain(SECRET);
    const error = entries().find((entry) => entry.msg === 'request failed');
    expect(error).toMatchObject({ level: 50, route: '/log-test/bug', err: { message: 'Failed query', sqlState: '42P01' } });
    expect(logged()).not.toContain(SECRET);
    expect(logged()).not.toContain('no_such_table where');
  });

  it('redacts passwords, tokens, codes and the authorization header wherever they sit in a log object', async () => {
    lines.length = 0;
    t.app.log.info(
      {
        req: { headers: { authorization: `Bearer ${SECRET}`, cookie: `sid=${SECRET}` } },
        body: { password: SECRET, newPassword: SECRET, confirmPassword: SECRET, otp: SECRET, code: SECRET },
        settings: { paytrace: { gateway: { password: SECRET } }, smtp: { pass: SECRET, secret: SECRET } },
        token: SECRET,
      },
      'a line carrying secrets',
    );
    const line = entries().find((entry) => entry.msg === 'a line carrying secrets');
    expect(line).toMatchObject({ body: { password: '[redacted]', code: '[redacted]' }, settings: { smtp: { pass: '[redacted]' } } });
    expect(logged()).not.toContain(SECRET);
  });
});
