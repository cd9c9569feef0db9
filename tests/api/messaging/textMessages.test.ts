// Text messages against a local fake of Twilio's API: sending, retries, consent, quiet hours, Twilio's signed webhooks,
// and the recovery code by text.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customers, histories, textMessages, users } from '../../../server/db/schema';
import { writeSettings } from '../../../server/lib/settings';
import { claimTextSend } from '../../../server/modules/messaging/textRate';
import { twilioSignature } from '../../../server/modules/messaging';
import { queueText } from '../../../server/modules/messaging';
import { type FakeTwilio, startFakeTwilio } from '../../fakeTwilio';
import { addCustomer, buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';
import { DEFAULT_SETTINGS } from '../../../common/schemas/settings';

const TOKEN = 'twilio-test-token';
const PUBLIC_URL = 'https://lawn.example.com';
let t: TestApp;
let twilio: FakeTwilio;
let business: Business;

beforeAll(async () => {
  twilio = await startFakeTwilio();
  t = await createTestApp({
    jobs: true,
    jobsPollSeconds: 0.5,
    publicUrl: PUBLIC_URL,
    twilio: { apiUrl: twilio.url, accountSid: 'AC0001', authToken: TOKEN, from: '+15125550000' },
  });
  business = await buildBusiness(t.app);
  await t.app.ready();
});
afterAll(async () => {
  await t.close();
  await twilio.close();
});
// Never quiet unless a test says so.
beforeEach(() => writeSettings(t.app.database.db, { textMessages: { ...DEFAULT_SETTINGS.textMessages, quietStart: 0, quietEnd: 0 } }));

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() - started > timeoutMs) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
const textRow = (id: string) =>
  t.app.database.db
    .select()
    .from(textMessages)
    .where(eq(textMessages._id, id))
    .then(([row]) => row);
const settled = (id: string) =>
  waitFor(
    () => textRow(id),
    (row) => !['queued', 'retrying', 'sending'].includes(row.status),
  );

async function newCustomer(values: Partial<typeof customers.$inferInsert> = {}) {
  const mobile = `512555${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
  return (await addCustomer(t.app.database.db, business.market._id, { mobile, ...values })).customer;
}
const visitText = (
  customer: { _id: string; mobile: string | null; language?: 'en' | 'es' },
  moment: string,
  kind: 'service' | 'marketing' = 'service',
) =>
  queueText(t.app, {
    to: customer.mobile!,
    body: 'Your visit is tomorrow.',
    kind,
    language: customer.language ?? 'en',
    customerId: customer._id,
    moment,
  });
const requestsTo = (mobile: string) => twilio.requests.filter((request) => request.form.To === `+1${mobile}`);

let replies = 0;
/** A form as Twilio posts it, signed: a reply carries a MessageSid of its own unless the test gives one. */
function signedPost(path: string, given: Record<string, string>, signature?: string) {
  const form = path.endsWith('/inbound') ? { MessageSid: `SMreply${++replies}`, ...given } : given;
  signature ??= twilioSignature(TOKEN, `${PUBLIC_URL}/api/v1${path}`, form);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1${path}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
    payload: new URLSearchParams(form).toString(),
  });
}

describe('sending', () => {
  it("sends through Twilio's API with the account's credentials, the sender and the stop line", async () => {
    const customer = await newCustomer();
    const id = (await visitText(customer, `visit-eve:${customer._id}`))!;
    expect((await settled(id)).status).toBe('sent');
    const [request] = requestsTo(customer.mobile!);
    expect(request.path).toBe('/2010-04-01/Accounts/AC0001/Messages.json');
    expect(request.authorization).toBe(`Basic ${Buffer.from(`AC0001:${TOKEN}`).toString('base64')}`);
    expect(request.form).toMatchObject({
      From: '+15125550000',
      Body: 'LawnDesk: Your visit is tomorrow. Reply STOP to opt out.',
      StatusCallback: `${PUBLIC_URL}/api/v1/sms/status`,
    });
    expect((await textRow(id)).providerId).toMatch(/^SM/);
  });

  it('sends one message per moment, customer and channel', async () => {
    const customer = await newCustomer();
    const first = await visitText(customer, `visit-eve:${customer._id}`);
    const again = await visitText(customer, `visit-eve:${customer._id}`);
    expect(again).toBeUndefined();
    await settled(first!);
    expect(requestsTo(customer.mobile!)).toHaveLength(1);
  });

  it('retries a provider error (500) through the queue until it is sent', async () => {
    const customer = await newCustomer();
    twilio.answerNext({ status: 500, body: { code: 20500, message: 'Internal Server Error' } });
    const id = (await visitText(customer, `retry:${customer._id}`))!;
    const row = await settled(id);
    expect(row.status).toBe('sent');
    expect(row.attempts).toBe(2);
    expect(requestsTo(customer.mobile!)).toHaveLength(2);
  });

  it('does not retry an invalid number (21211)', async () => {
    const customer = await newCustomer();
    twilio.answerNext({ status: 400, body: { code: 21211, message: "The 'To' number is not a valid phone number." } });
    const id = (await visitText(customer, `invalid:${customer._id}`))!;
    const row = await settled(id);
    expect(row).toMatchObject({ status: 'failed', errorCode: '21211', attempts: 1 });
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(requestsTo(customer.mobile!)).toHaveLength(1);
  });

  it('asks Twilio before trying again a text a stopped node left sending, and does not send one it has twice', async () => {
    const db = t.app.database.db;
    const lostTry = { status: 'sending' as const, providerId: null, updatedAt: new Date(Date.now() - 5 * 60_000) };
    const listsOf = (mobile: string) => twilio.requests.filter((request) => request.path.includes(`To=%2B1${mobile}`));
    // Handed to Twilio, then the node stopped before the `sent` mark.
    const reached = await newCustomer();
    const id = (await visitText(reached, `lost-after:${reached._id}`))!;
    const { providerId } = await settled(id);
    await db.update(textMessages).set(lostTry).where(eq(textMessages._id, id));
    twilio.answerNextList({ status: 503, body: { code: 20503, message: 'Service Unavailable' } });
    expect(await t.app.texts.attempt(id)).toMatchObject({ outcome: 'retry' });
    expect(await textRow(id)).toMatchObject({ status: 'sending', updatedAt: lostTry.updatedAt });
    expect(await t.app.texts.attempt(id)).toEqual({ outcome: 'sent' });
    expect(await textRow(id)).toMatchObject({ status: 'sent', providerId });
    expect(requestsTo(reached.mobile!)).toHaveLength(1);
    expect(listsOf(reached.mobile!)).toHaveLength(2);

    // The node stopped before Twilio took it: Twilio has nothing, so it goes.
    const missed = await newCustomer();
    const lost = (await t.app.texts.record({
      to: missed.mobile!,
      body: 'Your visit is tomorrow.',
      kind: 'service',
      language: 'en',
      customerId: missed._id,
    }))!;
    await db.update(textMessages).set(lostTry).where(eq(textMessages._id, lost));
    expect(await t.app.texts.attempt(lost)).toEqual({ outcome: 'sent' });
    expect(requestsTo(missed.mobile!)).toHaveLength(1);
    expect(listsOf(missed.mobile!)).toHaveLength(1);
    expect((await textRow(lost)).providerId).toMatch(/^SM/);
  });

  it('sends service texts only with consent, and marketing only with the opt-in', async () => {
    const stopped = await newCustomer({ textService: false });
    const noMarketing = await newCustomer();
    const refused = [await visitText(stopped, `c1:${stopped._id}`), await visitText(noMarketing, `c2:${noMarketing._id}`, 'marketing')];
    for (const id of refused) expect((await settled(id!)).status).toBe('refused');
    const optedIn = await newCustomer({ textMarketing: true });
    expect((await settled((await visitText(optedIn, `c3:${optedIn._id}`, 'marketing'))!)).status).toBe('sent');
    expect([...requestsTo(stopped.mobile!), ...requestsTo(noMarketing.mobile!)]).toEqual([]);
  });

  it('holds a service text in quiet hours', async () => {
    const hour = Number(
      new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', hour: 'numeric', hourCycle: 'h23' }).format(new Date()),
    );
    await writeSettings(t.app.database.db, {
      textMessages: { ...DEFAULT_SETTINGS.textMessages, quietStart: hour, quietEnd: (hour + 2) % 24 },
    });
    const customer = await newCustomer();
    const id = (await visitText(customer, `quiet:${customer._id}`))!;
    expect(
      (
        await waitFor(
          () => textRow(id),
          (row) => !['queued', 'sending'].includes(row.status),
        )
      ).status,
    ).toBe('held');
    expect(requestsTo(customer.mobile!)).toEqual([]);
  });

  it('sends a Spanish-speaking customer the Spanish stop line', async () => {
    const customer = await newCustomer({ language: 'es' });
    await settled(
      (await queueText(t.app, {
        to: customer.mobile!,
        body: 'Su visita es mañana.',
        kind: 'service',
        language: 'es',
        customerId: customer._id,
        moment: `es:${customer._id}`,
      }))!,
    );
    expect(requestsTo(customer.mobile!)[0].form.Body).toBe('LawnDesk: Su visita es mañana. Responda PARAR para cancelar.');
  });
});

describe('the outbound rate', () => {
  it('lets no more claims through than the minute and the day allow, however many come at once', async () => {
    const db = t.app.database.db;
    const claimAll = (at: Date, rate: { perMinute: number; perDay: number }) =>
      Promise.all(Array.from({ length: 30 }, () => claimTextSend(db, at, 'America/Chicago', rate, true)));
    // A day of its own (2033): the minute takes 7 of 30.
    const first = await claimAll(new Date('2033-06-01T15:00:05Z'), { perMinute: 7, perDay: 10 });
    expect(first.filter((turn) => turn === true)).toHaveLength(7);
    expect(first.filter((turn) => turn !== true).every((turn) => (turn as Date) >= new Date('2033-06-01T15:01:00Z'))).toBe(true);
    // The next minute would take 7 more, but the day has 3 left: the others wait for the next day, midnight in Chicago.
    const second = await claimAll(new Date('2033-06-01T15:01:05Z'), { perMinute: 7, perDay: 10 });
    expect(second.filter((turn) => turn === true)).toHaveLength(3);
    const nextDay = new Date('2033-06-02T05:00:00Z');
    expect(second.filter((turn) => turn !== true).every((turn) => (turn as Date).getTime() === nextDay.getTime())).toBe(true);
  });

  it('lets a new day’s first claims come at once without two of them waiting on each other', async () => {
    const db = t.app.database.db;
    // Days of their own (2034), each opened by twelve claims a millisecond or two apart: some start before the first
    // has made the day's row, some after. Each claim locks the day before the minute, so none waits on another's.
    const claim = (at: Date, delay: number) =>
      new Promise((resolve) => setTimeout(resolve, delay)).then(() =>
        claimTextSend(db, at, 'America/Chicago', { perMinute: 5, perDay: 8 }, true),
      );
    for (let day = 1; day <= 30; day++) {
      const at = new Date(Date.UTC(2034, 0, day, 15, 0, 5));
      const turns = await Promise.all(Array.from({ length: 12 }, (_, n) => claim(at, n % 4)));
      expect(turns.filter((turn) => turn === true)).toHaveLength(5);
    }
  });

  it('sends at most the minute’s and the business day’s number of texts, and tells the others when to try again', async () => {
    const db = t.app.database.db;
    await writeSettings(db, { textMessages: { ...DEFAULT_SETTINGS.textMessages, quietStart: 0, quietEnd: 0, perMinute: 2, perDay: 3 } });
    const customer = await newCustomer();
    const ids = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        t.app.texts.record({
          to: customer.mobile!,
          body: 'Your visit moved to Friday.',
          kind: 'service',
          language: 'en',
          customerId: customer._id,
          moment: `rate:${customer._id}:${n}`,
        }),
      ),
    );
    // 9:00 in Chicago, a minute of its own: no other test sends in it.
    const nine = new Date('2031-03-04T15:00:10Z');
    const first = await Promise.all(ids.map((id) => t.app.texts.attempt(id!, nine)));
    expect(first.filter(({ outcome }) => outcome === 'sent')).toHaveLength(2);
    const waiting = ids.filter((_, index) => first[index].outcome === 'held');
    expect(waiting).toHaveLength(2);
    for (const outcome of first.filter((outcome) => outcome.outcome === 'held'))
      expect((outcome as { until: Date }).until.getTime()).toBeGreaterThanOrEqual(Date.parse('2031-03-04T15:01:00Z'));
    expect((await textRow(waiting[0]!)).status).toBe('held');

    // The next minute has room for two, the day for one more: the last waits for the next day (midnight in Chicago).
    const second = await Promise.all(waiting.map((id) => t.app.texts.attempt(id!, new Date('2031-03-04T15:01:05Z'))));
    expect(second.map(({ outcome }) => outcome).sort()).toEqual(['held', 'sent']);
    expect(second.find(({ outcome }) => outcome === 'held')).toEqual({ outcome: 'held', until: new Date('2031-03-05T06:00:00Z') });
    expect(requestsTo(customer.mobile!)).toHaveLength(3);
  });

  it('sends a today’s change queued after 100 reminders within the minute they fill, the reminders leaving it a turn', async () => {
    const db = t.app.database.db;
    await writeSettings(db, {
      textMessages: { ...DEFAULT_SETTINGS.textMessages, quietStart: 0, quietEnd: 0, perMinute: 60, perDay: 10_000 },
    });
    const customer = await newCustomer();
    const text = (moment: string) =>
      t.app.texts.record({ to: customer.mobile!, body: 'Your visit', kind: 'service', language: 'en', customerId: customer._id, moment });
    const reminders: string[] = [];
    for (let n = 0; n < 100; n++) reminders.push((await text(`visit-eve:${customer._id}-${n}`))!);
    const change = (await text(`visit-moved:${customer._id}`))!;
    expect((await textRow(change)).urgent).toBe(true);
    expect((await textRow(reminders[0])).urgent).toBe(false);

    // 9:00 in Chicago on a day of its own: the reminders are tried first, as they were queued, then the change.
    const nine = new Date('2031-03-11T15:00:05Z');
    const outcomes: string[] = [];
    for (const id of reminders) outcomes.push((await t.app.texts.attempt(id, nine)).outcome);
    expect(await t.app.texts.attempt(change, nine)).toEqual({ outcome: 'sent' });
    const sent = outcomes.filter((outcome) => outcome === 'sent').length;
    expect(sent).toBeLessThanOrEqual(59);
    expect(sent).toBeGreaterThan(50);
    expect(outcomes.filter((outcome) => outcome === 'held')).toHaveLength(100 - sent);

    // With no urgent text waiting, a reminder may take every turn of the next minute.
    const next = new Date('2031-03-11T15:01:05Z');
    const second: string[] = [];
    for (const id of reminders.filter((_, index) => outcomes[index] === 'held')) second.push((await t.app.texts.attempt(id, next)).outcome);
    expect(second.filter((outcome) => outcome === 'sent')).toHaveLength(100 - sent);
  });

  it('keeps no minute for urgent texts held for quiet hours until the morning: the others go meanwhile', async () => {
    const db = t.app.database.db;
    const customer = await newCustomer();
    const text = (moment: string) =>
      t.app.texts.record({ to: customer.mobile!, body: 'Your visit', kind: 'service', language: 'en', customerId: customer._id, moment });
    // Five of today's changes written at 22:00 in Chicago, in quiet hours: held until 8:00.
    await writeSettings(db, {
      textMessages: { ...DEFAULT_SETTINGS.textMessages, quietStart: 20, quietEnd: 8, perMinute: 3, perDay: 10_000 },
    });
    const ten = new Date('2031-03-19T04:00:05Z');
    const changes: string[] = [];
    for (let n = 0; n < 5; n++) changes.push((await text(`visit-moved:${customer._id}-${n}`))!);
    for (const id of changes)
      expect(await t.app.texts.attempt(id, ten)).toEqual({ outcome: 'held', until: new Date('2031-03-19T13:00:00Z') });
    try {
      // The office lifts quiet hours for the night: a reminder still goes this minute, though five urgent texts wait.
      await writeSettings(db, {
        textMessages: { ...DEFAULT_SETTINGS.textMessages, quietStart: 0, quietEnd: 0, perMinute: 3, perDay: 10_000 },
      });
      const reminder = (await text(`visit-eve:${customer._id}-night`))!;
      expect(await t.app.texts.attempt(reminder, new Date('2031-03-19T04:01:05Z'))).toEqual({ outcome: 'sent' });
    } finally {
      await db.update(textMessages).set({ status: 'dropped' }).where(inArray(textMessages._id, changes));
    }
  });

  it('keeps the rate System Settings saves, and refuses a rate of 0 or above what any carrier allows', async () => {
    const { token: admin } = await signIn(t.app, business.users.admin.username);
    for (const [field, value] of [
      ['perMinute', 0],
      ['perDay', 2_000_000],
    ] as const) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/settings',
        headers: bearer(admin),
        payload: { textMessages: { ...DEFAULT_SETTINGS.textMessages, [field]: value } },
      });
      expect(response.statusCode, field).toBe(400);
      expect(response.body, field).toContain(field);
    }
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/settings',
      headers: bearer(admin),
      payload: { textMessages: { ...DEFAULT_SETTINGS.textMessages, perMinute: 240, perDay: 10_000 } },
    });
    expect(saved.statusCode).toBe(200);
    const read = await t.app.inject({ url: '/api/v1/settings', headers: bearer(admin) });
    expect(read.json().data.textMessages).toMatchObject({ perMinute: 240, perDay: 10_000 });
  });
});

describe("Twilio's webhooks", () => {
  const consentOf = (id: string) =>
    t.app.database.db
      .select({ textService: customers.textService, textMarketing: customers.textMarketing })
      .from(customers)
      .where(eq(customers._id, id))
      .then(([row]) => row);

  it('STOP stops texts at once and answers in English; START brings them back', async () => {
    const customer = await newCustomer({ textMarketing: true });
    const stop = await signedPost('/sms/inbound', { From: `+1${customer.mobile}`, To: '+15125550000', Body: 'Stop', MessageSid: 'SMin1' });
    expect(stop.statusCode).toBe(200);
    expect(stop.headers['content-type']).toMatch(/text\/xml/);
    expect(stop.body).toContain('<Message>LawnDesk: You will receive no more text messages from us.');
    expect(await consentOf(customer._id)).toEqual({ textService: false, textMarketing: false });
    expect((await settled((await visitText(customer, `after-stop:${customer._id}`))!)).status).toBe('refused');
    const start = await signedPost('/sms/inbound', { From: `+1${customer.mobile}`, Body: 'START' });
    expect(start.body).toContain('You will receive our text messages again.');
    expect((await consentOf(customer._id)).textService).toBe(true);
  });

  it('PARAR stops texts and answers in Spanish; AYUDA helps in Spanish', async () => {
    const customer = await newCustomer();
    const stop = await signedPost('/sms/inbound', { From: `+1${customer.mobile}`, Body: 'PARAR' });
    expect(stop.body).toContain('No recibirá más mensajes de texto nuestros.');
    expect((await consentOf(customer._id)).textService).toBe(false);
    expect((await signedPost('/sms/inbound', { From: `+1${customer.mobile}`, Body: 'ayuda' })).body).toContain(
      'Responda PARAR para cancelar',
    );
  });

  it('a STOP holding a card number still stops texts, and the number is stored nowhere', async () => {
    const customer = await newCustomer({ textMarketing: true });
    const form = { From: `+1${customer.mobile}`, Body: 'STOP 4242 4242 4242 4242', MessageSid: 'SMcard1' };
    const stop = await signedPost('/sms/inbound', form);
    expect(stop.statusCode).toBe(200);
    expect(stop.body).toContain('<Message>LawnDesk: You will receive no more text messages from us.');
    expect(await consentOf(customer._id)).toEqual({ textService: false, textMarketing: false });
    const status = await signedPost('/sms/status', { MessageSid: '4242424242424242', MessageStatus: 'delivered' });
    expect(status.statusCode).toBe(200);
    const { db } = t.app.database;
    const stored = JSON.stringify([
      await db.select().from(customers).where(eq(customers._id, customer._id)),
      await db.select().from(histories).where(eq(histories.customerId, customer._id)),
      await db.select().from(textMessages).where(eq(textMessages.customerId, customer._id)),
    ]);
    expect(stored).toContain('textService');
    expect(stored).not.toMatch(/4242.?4242.?4242/);
  });

  it('answers at /messages/sms/inbound too, the address the issue names', async () => {
    const customer = await newCustomer();
    const stop = await signedPost('/messages/sms/inbound', { From: `+1${customer.mobile}`, Body: 'STOP' });
    expect(stop.statusCode).toBe(200);
    expect((await consentOf(customer._id)).textService).toBe(false);
    expect((await signedPost('/messages/sms/inbound', { From: `+1${customer.mobile}`, Body: 'STOP' }, 'bad-signature')).statusCode).toBe(
      403,
    );
  });

  it('refuses a call without a valid signature (403) and changes nothing', async () => {
    const customer = await newCustomer();
    const form = { From: `+1${customer.mobile}`, Body: 'STOP' };
    expect((await signedPost('/sms/inbound', form, 'bad-signature')).statusCode).toBe(403);
    expect(
      (await signedPost('/sms/inbound', form, twilioSignature('another-token', `${PUBLIC_URL}/api/v1/sms/inbound`, form))).statusCode,
    ).toBe(403);
    expect(
      (await signedPost('/sms/inbound', { ...form, Body: 'START' }, twilioSignature(TOKEN, `${PUBLIC_URL}/api/v1/sms/inbound`, form)))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/sms/status', payload: { MessageSid: 'SM1', MessageStatus: 'delivered' } }))
        .statusCode,
    ).toBe(403);
    expect((await consentOf(customer._id)).textService).toBe(true);
  });

  it('stores a delivery status callback on the message', async () => {
    const customer = await newCustomer();
    const id = (await visitText(customer, `status:${customer._id}`))!;
    const { providerId } = await settled(id);
    const answer = await signedPost('/sms/status', { MessageSid: providerId!, MessageStatus: 'undelivered', ErrorCode: '30003' });
    expect(answer.statusCode).toBe(200);
    expect(await textRow(id)).toMatchObject({ status: 'undelivered', errorCode: '30003' });
    expect((await signedPost('/sms/status', { MessageSid: providerId!, MessageStatus: 'sending' })).statusCode).toBe(200);
    expect((await textRow(id)).status).toBe('undelivered');
  });

  it('answers 400 to a signed form without its fields', async () => {
    expect((await signedPost('/sms/status', { MessageStatus: 'delivered' })).statusCode).toBe(400);
  });
});

describe('consent on the customer record', () => {
  it('staff edit language and consent; an edit without them leaves a STOP in place', async () => {
    const customer = await newCustomer({ textService: false, emergencyPhone: '5125550199' });
    const { token } = await signIn(t.app, business.users.csr.username);
    const edit = (consent: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/customers/${customer._id}`,
        headers: bearer(token),
        payload: {
          name: { first: 'Ana', last: 'Ruiz' },
          email: customer.email,
          mobile: customer.mobile,
          emergencyPhone: '5125550199',
          source: 'none',
          ...consent,
        },
      });
    const kept = await edit({});
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ textService: false, language: 'en', textMarketing: false });
    const changed = await edit({ language: 'es', textService: true, textMarketing: true, emailService: false });
    expect(changed.json()).toMatchObject({ language: 'es', textService: true, textMarketing: true, emailService: false });
    expect((await edit({ language: 'fr' })).json().errors.language).toBe('validation.customer.choose_language');
  });
});

describe('password recovery by phone', () => {
  it('sends the code by text, and keeps no copy of it', async () => {
    // Outside the 512-555 numbers the file's other customers get at random, so no earlier text can be to it.
    const mobile = '7375559876';
    await t.app.database.db.update(users).set({ mobile }).where(eq(users._id, business.users.customer._id));
    const answer = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/login/forgot-password',
      payload: { emailOrPhone: '(737) 555-9876' },
      remoteAddress: '10.9.0.1',
    });
    expect(answer.statusCode).toBe(200);
    await t.app.messenger.idle();
    const request = await waitFor(async () => requestsTo(mobile)[0], Boolean);
    expect(request.form.Body).toMatch(/reset code is \d{6}\..*Reply STOP to opt out\.$/);
    const [row] = await t.app.database.db.select().from(textMessages).where(eq(textMessages.to, mobile));
    expect(row).toMatchObject({ kind: 'account', sensitive: true, status: 'sent' });
    expect(row.body).not.toMatch(/\d{6}/);
  });
});
