// The outbound rates the office sees and the e-mail pace (docs/messages.md "Rates"): GET /messaging/outbound counts
// what waits and estimates its finish, and e-mails beyond the minute's number wait for a later minute.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../common/schemas/settings';
import { emailMessages } from '../../../server/db/schema';
import { writeSettings } from '../../../server/lib/settings';
import { deliverEmail } from '../../../server/modules/messaging/emailQueue';
import { finishTime } from '../../../server/modules/messaging/outbound';
import { waitForGatewayTurn } from '../../../server/modules/billing/gatewayPace';
import { addCustomer, buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';

let t: TestApp;
let business: Business;

beforeAll(async () => {
  t = await createTestApp({ jobs: true, jobsPollSeconds: 60 });
  business = await buildBusiness(t.app);
  await t.app.ready();
});
afterAll(() => t.close());

const MINUTE = 60_000;

describe('the time a burst takes', () => {
  const now = new Date('2031-03-04T15:00:00Z'); // 9:00 in Chicago
  const day = {
    left: 2000,
    perDay: 2000,
    next: new Date('2031-03-05T06:00:00Z'),
    timeZone: 'America/Chicago',
    quiet: { start: 20, end: 8 },
  };

  it('is the waiting messages over the rate, from the end of quiet hours, across the day’s limit', () => {
    expect(finishTime(now, { waiting: 0, perMinute: 60 })).toBeNull();
    expect(finishTime(now, { waiting: 1240, perMinute: 60 })).toEqual(new Date(now.getTime() + 21 * MINUTE));
    expect(finishTime(now, { waiting: 1240, perMinute: 60, day })).toEqual(new Date(now.getTime() + 21 * MINUTE));
    // At 21:00 (quiet): from 8:00 the next morning.
    const evening = new Date('2031-03-05T03:00:00Z');
    expect(finishTime(evening, { waiting: 60, perMinute: 60, day })).toEqual(new Date('2031-03-05T14:01:00Z'));
    // 2,500 with 2,000 left today: 500 the next day from 8:00, 9 minutes at 60.
    expect(finishTime(now, { waiting: 2500, perMinute: 60, day })).toEqual(new Date('2031-03-05T14:09:00Z'));
  });
});

describe('GET /messaging/outbound', () => {
  it('tells staff how many texts and e-mails wait, the urgent ones, the rate and when they should be done', async () => {
    const db = t.app.database.db;
    await writeSettings(db, { textMessages: { ...DEFAULT_SETTINGS.textMessages, quietStart: 0, quietEnd: 0, perMinute: 2 } });
    const { customer } = await addCustomer(db, business.market._id, { mobile: '5125550199' });
    const text = (moment: string) =>
      t.app.texts.record({ to: customer.mobile!, body: 'Hi', kind: 'service', language: 'en', customerId: customer._id, moment });
    for (const moment of ['visit-eve:a', 'visit-eve:b', 'visit-eve:c', 'visit-moved:d']) await text(moment);
    await db.insert(emailMessages).values([1, 2, 3].map((n) => ({ to: `o${n}@example.com`, subject: 'S', body: 'B', customerId: null })));

    const { token } = await signIn(t.app, business.users.csr.username);
    const before = Date.now();
    const response = await t.app.inject({ url: '/api/v1/messaging/outbound', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const { channels } = response.json().data;
    const sms = channels.find((channel: { channel: string }) => channel.channel === 'sms');
    expect(sms).toMatchObject({ waiting: 4, urgent: 1, perMinute: 2 });
    // 4 at 2 a minute: about 2 minutes.
    expect(Date.parse(sms.finishAt) - before).toBeGreaterThanOrEqual(2 * MINUTE - 1000);
    expect(Date.parse(sms.finishAt) - before).toBeLessThan(2 * MINUTE + 5000);
    const email = channels.find((channel: { channel: string }) => channel.channel === 'email');
    expect(email).toMatchObject({ waiting: 3, urgent: 0, perMinute: 30 });
  });
});

describe('the e-mail rate', () => {
  it('sends the minute’s number of e-mails and leaves the rest queued for a later minute', async () => {
    const db = t.app.database.db;
    await writeSettings(db, { mail: { ...DEFAULT_SETTINGS.mail, perMinute: 2 } });
    const rows = await db
      .insert(emailMessages)
      .values([1, 2, 3].map((n) => ({ to: `rate${n}@example.com`, subject: 'Rain', body: 'Moved', customerId: null })))
      .returning({ _id: emailMessages._id });
    const minute = new Date('2031-03-04T16:00:10Z');
    const answers = [];
    for (const { _id } of rows) answers.push(await deliverEmail(t.app, _id, minute));
    expect(answers.slice(0, 2)).toEqual([{}, {}]);
    expect(answers[2].retryAfter).toBeGreaterThanOrEqual(50);
    const status = async (id: string) => (await db.select().from(emailMessages).where(eq(emailMessages._id, id)))[0].status;
    expect(await status(rows[0]._id)).toBe('sent');
    expect(await status(rows[2]._id)).toBe('queued');
    // The next minute has room for it.
    expect(await deliverEmail(t.app, rows[2]._id, new Date('2031-03-04T16:01:10Z'))).toEqual({});
    expect(await status(rows[2]._id)).toBe('sent');
  });
});

describe('the payment gateway’s pace', () => {
  it('lets the configured number of charges call the gateway each second, the others waiting for the next', async () => {
    let clock = Date.parse('2031-03-04T17:00:00.000Z');
    const fake = { now: () => new Date(clock), sleep: async (ms: number) => void (clock += ms) };
    const calledAt: number[] = [];
    for (let n = 0; n < 7; n++) {
      await waitForGatewayTurn(t.app.database.db, 3, fake);
      calledAt.push(Math.floor((clock - Date.parse('2031-03-04T17:00:00.000Z')) / 1000));
    }
    expect(calledAt).toEqual([0, 0, 0, 1, 1, 1, 2]);
  });

  it('keeps the calls a second System Settings saves and refuses 0', async () => {
    const { token } = await signIn(t.app, business.users.admin.username);
    const put = (callsPerSecond: number) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/settings',
        headers: bearer(token),
        payload: { payments: { ...DEFAULT_SETTINGS.payments, callsPerSecond } },
      });
    const refused = await put(0);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('callsPerSecond');
    expect((await put(8)).statusCode).toBe(200);
    const read = await t.app.inject({ url: '/api/v1/settings', headers: bearer(token) });
    expect(read.json().data.payments.callsPerSecond).toBe(8);
  });
});
