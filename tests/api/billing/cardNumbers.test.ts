// No card number anywhere: every route refuses text holding one beside its field, before anything is stored
// or logged; a sweep over every route of the API document proves no route is left out.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMessage } from '../../../common/i18n/catalog';
import { CARD_NUMBER_IN_TEXT } from '../../../server/plugins/storableInput';
import { buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';

const CARDS = ['4111 1111 1111 1111', '5555-5555-5555-4444', '378282246310005'];
/** The digits of every test number, as a log line or an answer could carry them whatever their separators. */
const DIGIT_RUNS = ['1111111111111111', '5555555555554444', '378282246310005', '4111 1111', '5555-5555', '3782822463'];

const lines: string[] = [];
let t: TestApp;
let business: Business;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ logLevel: 'debug', logStream: { write: (line) => void lines.push(line) } });
  business = await buildBusiness(t.app);
  for (const kind of ['admin', 'csr', 'vendor', 'crew', 'customer'] as const)
    tokens[kind] = (await signIn(t.app, business.users[kind].username, kind === 'crew' ? 'crew' : 'admin')).token;
});
afterAll(() => t?.close());

const call = (method: string, url: string, payload?: object, caller = 'admin') =>
  t.app.inject({
    method: method as 'POST',
    url: `/api/v1${url}`,
    headers: bearer(tokens[caller]),
    ...(payload && { payload }),
  });

let customersMade = 0;
const newCustomer = (first: string, petsAndSecurity: string) => ({
  name: { first, last: 'Park' },
  email: `owen.${randomUUID().slice(0, 6)}@example.com`,
  mobile: `51255531${String((customersMade += 1)).padStart(2, '0')}`,
  emergencyPhone: '(512) 555-3142',
  source: 'internet',
  property: {
    address: '80 Rainey St',
    city: 'Austin',
    zipcode: '78701',
    lotSize: 5200,
    cornerLot: true,
    duplexUnit: 'B',
    subdivisionCode: 'RN-2',
    backyardLockCode: '4411',
    petsAndSecurity,
  },
  services: [{ type: 'mow', frequency: 2, price: 35, startDate: '2026-03-03' }],
});

const noteOf = (text: string) => ({ propertyId: business.property._id, text });
const callLogOf = (text: string) => ({ propertyId: business.property._id, code: 'C', text, billable: false });
const announcementOf = (message: string) => ({ title: 'Heat', message, repeat: 'daily', activeFrom: '2026-06-01', activeTo: '2026-06-30' });
const crewAnnouncementOf = (message: string) => ({
  vendorId: business.vendor._id,
  title: 'Gate codes',
  message,
  activeFrom: '2026-06-01',
  activeTo: '2026-06-30',
});

/** A route, a body with the text in one field, and that field's path: each accepted with plain text, refused with a card number. */
const SAMPLES: { route: string; body: (text: string) => object; field: string; accepted: number }[] = [
  { route: 'POST /customers', body: (text) => newCustomer(text, 'Dog'), field: 'name.first', accepted: 201 },
  { route: 'POST /customers', body: (text) => newCustomer('Owen', text), field: 'property.petsAndSecurity', accepted: 201 },
  { route: 'POST /notes', body: noteOf, field: 'text', accepted: 201 },
  { route: 'POST /call-logs', body: callLogOf, field: 'text', accepted: 201 },
  { route: 'POST /office-announcements', body: announcementOf, field: 'message', accepted: 201 },
  { route: 'POST /vendors/crew-announcements', body: crewAnnouncementOf, field: 'message', accepted: 201 },
];

describe('card numbers in text fields', () => {
  it.each(SAMPLES)('$route refuses one in $field with a field message, and takes the same body without it', async (sample) => {
    const [method, url] = sample.route.split(' ');
    const plain = await call(method, url, sample.body('Paid by check, call 512-555-0142 before 9am'));
    expect(plain.statusCode, plain.body).toBe(sample.accepted);
    for (const card of CARDS) {
      lines.length = 0;
      const refused = await call(method, url, sample.body(`Card on file: ${card}, exp 12/28`));
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ messageKey: CARD_NUMBER_IN_TEXT, errors: { [sample.field]: CARD_NUMBER_IN_TEXT } });
      for (const digits of DIGIT_RUNS) {
        expect(refused.body).not.toContain(digits);
        expect(lines.join('')).not.toContain(digits);
      }
      expect(lines.length).toBeGreaterThan(0);
    }
  });

  it("answers with a catalog key the browser shows in the user's language", async () => {
    const refused = (await call('POST', '/notes', noteOf('Tarjeta 4111111111111111'))).json();
    expect(refused.message).toBe('LawnDesk never keeps a card number: take it out of this field.');
    expect(renderMessage('es', refused.errors.text)).toBe('LawnDesk nunca guarda un número de tarjeta: quítelo de este campo.');
  });

  it('refuses one in the crew notes, a query or a path, and logs the request line without it', async () => {
    const notes = await call('PUT', `/work-logs/${randomUUID()}/notes`, { crewNotes: 'card 5555 5555 5555 4444' }, 'crew');
    expect(notes.json().errors).toEqual({ crewNotes: CARD_NUMBER_IN_TEXT });
    lines.length = 0;
    const search = await call('GET', '/customers?q=4111+1111+1111+1111');
    expect(search.json().errors).toEqual({ q: CARD_NUMBER_IN_TEXT });
    // However the path is spelled, the route it reaches decides.
    const spelled = await t.app.inject({
      method: 'POST',
      url: '/%61pi/v1/notes',
      headers: bearer(tokens.admin),
      payload: noteOf('card 4111111111111111'),
    });
    expect(spelled.statusCode).toBe(400);
    expect(spelled.json().errors).toEqual({ text: CARD_NUMBER_IN_TEXT });
    const path = await call('GET', '/customers/4111-1111-1111-1111');
    expect(path.statusCode).toBe(400);
    const logged = lines.join('');
    expect(logged).toContain('/api/v1/customers?q=[redacted]');
    expect(logged).toContain('/api/v1/customers/[redacted]');
    for (const digits of DIGIT_RUNS) expect(logged).not.toContain(digits);
  });

  it('keeps what only looks like a number: phones, zip codes, dates, amounts, ids and idempotency keys', async () => {
    const key = randomUUID();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/notes',
      headers: { ...bearer(tokens.admin), 'idempotency-key': key },
      payload: noteOf(
        `Call (512) 555-0142 or +1 512 555 0143; zip 78701-1234; 2026-11-26 2026-12-03; $1,250.00; ref ${key}; t 1797300000000`,
      ),
    });
    expect(created.statusCode, created.body).toBe(201);
  });
});

/** Outside services' signed webhooks: never refused for a card number, they read it masked (textMessages.test.ts). */
const WEBHOOKS = new Set(['POST /api/v1/sms/inbound', 'POST /api/v1/messages/sms/inbound', 'POST /api/v1/sms/status']);

interface Operation {
  method: string;
  path: string;
}

describe('every route', () => {
  it('refuses a card number in any body or query before its own checks, whoever may call it', async () => {
    const document = (await t.app.inject({ url: '/api/v1/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const operations: Operation[] = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
    );
    expect(operations.length).toBeGreaterThan(150);
    const missed: string[] = [];
    for (const { method, path } of operations) {
      if (WEBHOOKS.has(`${method} ${path}`)) continue;
      const url = path.replace(/^\/api\/v1/, '').replace(/\{\w+\}/g, randomUUID());
      const withBody = !['GET', 'HEAD', 'DELETE'].includes(method);
      let answer;
      // The first caller kind the route lets past its access check; 401 and 403 are answered before any input is read.
      for (const caller of Object.keys(tokens)) {
        answer = await call(
          method,
          withBody ? url : `${url}${url.includes('?') ? '&' : '?'}memo=4111%201111%201111%201111`,
          withBody ? { memo: 'See card', extra: [{ text: 'card 5555-5555-5555-4444' }] } : undefined,
          caller,
        );
        if (![401, 403].includes(answer.statusCode)) break;
      }
      const body = answer!.body;
      if (answer!.statusCode !== 400 || !body.includes(CARD_NUMBER_IN_TEXT))
        missed.push(`${method} ${path}: ${answer!.statusCode} ${body.slice(0, 120)}`);
    }
    expect(missed).toEqual([]);
  });
});
