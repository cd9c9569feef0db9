// The business's own Twilio account in System Settings: saved by an admin (its token masked, never read
// back), refused to a csr, used for the next text at the server's Twilio address, its token checking the webhooks'
// signatures; blank again, texts go back to the outbox.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MaskedSettings } from '../../../common/schemas/settingsRecord';
import { DEFAULT_SETTINGS } from '../../../common/schemas/settings';
import { outbox, textMessages } from '../../../server/db/schema';
import { writeSettings } from '../../../server/lib/settings';
import { twilioSignature } from '../../../server/modules/messaging';
import { queueText } from '../../../server/modules/messaging';
import { type FakeTwilio, startFakeTwilio } from '../../fakeTwilio';
import { addCustomer, buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';

const SID = `AC${'a1'.repeat(16)}`;
const TOKEN = 'business-own-token';
let t: TestApp;
let twilio: FakeTwilio;
let business: Business;

beforeAll(async () => {
  twilio = await startFakeTwilio();
  // No SMS_PROVIDER: without a saved account, texts stay in the outbox.
  // Twilio signs the webhook's URL as it called it: here the app's own address, with no PUBLIC_URL in front.
  t = await createTestApp({ jobs: false, twilioApiUrl: twilio.url, publicUrl: undefined });
  business = await buildBusiness(t.app);
  // Never quiet: the texts go at whatever hour the test runs.
  await writeSettings(t.app.database.db, { textMessages: { ...DEFAULT_SETTINGS.textMessages, quietStart: 0, quietEnd: 0 } });
});
afterAll(async () => {
  await t.close();
  await twilio.close();
});

const textMessagesGroup = (values: Partial<typeof DEFAULT_SETTINGS.textMessages>) => ({
  textMessages: { ...DEFAULT_SETTINGS.textMessages, quietStart: 0, quietEnd: 0, authToken: '', ...values },
});

async function save(who: 'admin' | 'csr', body: object) {
  const { token } = await signIn(t.app, business.users[who].username);
  return t.app.inject({ method: 'PUT', url: '/api/v1/settings', headers: bearer(token), payload: body });
}

async function textTo(mobile: string, moment: string) {
  const { customer } = await addCustomer(t.app.database.db, business.market._id, { mobile });
  const id = await queueText(t.app, { to: mobile, body: 'Hi', kind: 'service', language: 'en', customerId: customer._id, moment });
  return (await t.app.database.db.select().from(textMessages).where(eq(textMessages._id, id!)))[0];
}

describe('a Twilio account saved in System Settings', () => {
  it('is saved by an admin with the token masked, refused to a csr, and sends the next text at the server’s Twilio address', async () => {
    const before = await textTo('5125551201', 'account-1');
    expect(before.status).toBe('sent');
    expect(await t.app.database.db.select().from(outbox).where(eq(outbox.to, '5125551201'))).toHaveLength(1);

    const refused = await save('csr', textMessagesGroup({ accountSid: SID, authToken: TOKEN, from: '+15125550000' }));
    expect(refused.statusCode).toBe(403);
    for (const [values, field, message] of [
      [{ accountSid: 'AC123' }, 'textMessages.accountSid', 'validation.settings.twilio_account_sid'],
      [{ from: '5125550000' }, 'textMessages.from', 'validation.settings.twilio_from'],
    ] as const)
      expect((await save('admin', textMessagesGroup(values))).json().errors[field]).toBe(message);

    const saved = await save('admin', textMessagesGroup({ accountSid: SID, authToken: TOKEN, from: '+15125550000' }));
    expect(saved.statusCode).toBe(200);
    const { token } = await signIn(t.app, business.users.admin.username);
    const settings = (await t.app.inject({ url: '/api/v1/settings', headers: bearer(token) })).json().data as MaskedSettings;
    expect(settings.textMessages).toMatchObject({ accountSid: SID, authToken: { set: true }, from: '+15125550000' });
    expect(JSON.stringify(settings)).not.toContain(TOKEN);

    // A csr changing the quiet hours keeps the account and its token. The quiet hour set is hours away from now in the
    // business's zone, so the next text is not held whenever the test runs.
    const hour = Number(
      new Intl.DateTimeFormat('en-US', { timeZone: DEFAULT_SETTINGS.serviceCalendar.timeZone, hour: 'numeric', hourCycle: 'h23' }).format(
        new Date(),
      ),
    );
    const quiet = { quietStart: (hour + 3) % 24, quietEnd: (hour + 4) % 24 };
    expect((await save('csr', textMessagesGroup({ accountSid: SID, from: '+15125550000', ...quiet }))).statusCode).toBe(200);
    // The sending number is the account's: a csr cannot change it, an admin can without typing the token again.
    const numberByCsr = await save('csr', textMessagesGroup({ accountSid: SID, from: '+15125559999', ...quiet }));
    expect(numberByCsr.statusCode).toBe(403);
    expect(numberByCsr.json().errors).toEqual({ 'textMessages.from': 'server.settings.only_admin_changes_secret_settings' });
    expect((await save('admin', textMessagesGroup({ accountSid: SID, from: '+15125559999', ...quiet }))).statusCode).toBe(200);
    expect((await save('admin', textMessagesGroup({ accountSid: SID, from: '+15125550000', ...quiet }))).statusCode).toBe(200);

    const after = await textTo('5125551202', 'account-2');
    expect(after.status).toBe('sent');
    const [request] = twilio.requests.filter((sent) => sent.form.To === '+15125551202');
    expect(request.path).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(request.authorization).toBe(`Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`);
    expect(request.form.From).toBe('+15125550000');
  });

  it('checks the inbound webhook’s signature with the saved token, and sends to the outbox again once the account is removed', async () => {
    const url = 'http://localhost:80/api/v1/messages/sms/inbound';
    const form = { From: '+15125559876', Body: 'HELP' };
    const post = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/messages/sms/inbound',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': twilioSignature(token, url, form) },
        payload: new URLSearchParams(form).toString(),
      });
    expect((await post('another-token')).statusCode).toBe(403);
    expect((await post(TOKEN)).statusCode).toBe(200);

    expect((await save('admin', textMessagesGroup({ accountSid: '', authToken: null as unknown as string, from: '' }))).statusCode).toBe(
      200,
    );
    const later = await textTo('5125551203', 'account-3');
    expect(later.status).toBe('sent');
    expect(twilio.requests.filter((sent) => sent.form.To === '+15125551203')).toEqual([]);
    expect(await t.app.database.db.select().from(outbox).where(eq(outbox.to, '5125551203'))).toHaveLength(1);
  });
});
