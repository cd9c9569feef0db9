// The business speaks: every e-mail is from the business's name with its reply address, every text opens with its name,
// HELP answers with its name and phone, whether or not System Settings names a mail host (here the server's own SMTP
// sends), and blank settings fall back on the product's name and the server's address.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../common/schemas/settings';
import { writeSettings } from '../../../server/lib/settings';
import { twilioSignature } from '../../../server/modules/messaging';
import { sendMoment } from '../../../server/modules/messaging';
import { bearer, signIn } from '../helpers';
import { momentsHarness, PUBLIC_URL, settledCount, waitFor } from '../momentsHarness';

const h = momentsHarness();
const GREEN_ACRES = { name: 'Green Acres Lawn', phone: '(512) 555-0100', email: 'hello@greenacres.test' };

/** The raw mails (headers and body) the sink received for `address`. */
const rawMailsTo = (address: string) => h.mailbox.mails.filter((mail) => mail.recipients.includes(address) && mail.data);
const header = (data: string, name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(data.slice(0, data.indexOf('\n\n')))?.[1];

async function movedWorkLog(values: Parameters<typeof h.newCustomer>[0] = {}) {
  const { customer } = await h.newCustomer(values);
  await sendMoment(h.t.app, {
    moment: 'visit-moved',
    customer: customer._id,
    subjectId: `moved-${customer._id}`,
    variables: { service: 'mow', date: '2031-06-09' },
  });
  return customer;
}

function inbound(body: string, mobile: string) {
  const form = { From: `+1${mobile}`, To: '+15125550000', Body: body, MessageSid: `SM${Math.random().toString(16).slice(2)}` };
  return h.t.app.inject({
    method: 'POST',
    url: '/api/v1/sms/inbound',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilioSignature('twilio-test-token', `${PUBLIC_URL}/api/v1/sms/inbound`, form),
    },
    payload: new URLSearchParams(form).toString(),
  });
}

describe('the business speaks', () => {
  it('sends e-mail from the business’s name and System Settings’ From address, replying to the office, with no mail host set', async () => {
    await writeSettings(h.t.app.database.db, {
      business: GREEN_ACRES,
      mail: { ...DEFAULT_SETTINGS.mail, host: '', from: 'office@greenacres.test' },
    });
    const customer = await movedWorkLog({ firstName: 'Jo' });
    await settledCount(() => h.mailsTo(customer.email!), 1);
    const [mail] = rawMailsTo(customer.email!);
    expect(header(mail.data, 'From')).toMatch(/^"?Green Acres Lawn"? <office@greenacres\.test>$/);
    expect(header(mail.data, 'Reply-To')).toBe('hello@greenacres.test');
    expect(h.mailsTo(customer.email!)[0]).toMatch(/— Green Acres Lawn · \(512\) 555-0100\s*$/);
    expect(await settledCount(() => h.textsTo(customer.mobile!), 1)).toEqual([
      'Green Acres Lawn: Hi Jo, your lawn mowing at your property has moved to 6/9/2031. Reply STOP to opt out.',
    ]);
  });

  it('answers HELP with the business’s name and phone, in English and in Spanish', async () => {
    await writeSettings(h.t.app.database.db, { business: GREEN_ACRES });
    const { customer } = await h.newCustomer();
    const help = await inbound('HELP', customer.mobile!);
    expect(help.statusCode).toBe(200);
    expect(help.body).toContain(
      '<Message>Green Acres Lawn, lawn care: visit reminders and account messages. Questions? Call (512) 555-0100.',
    );
    const ayuda = await inbound('AYUDA', customer.mobile!);
    expect(ayuda.body).toContain('Green Acres Lawn, cuidado del césped');
    expect(ayuda.body).toContain('Llame al (512) 555-0100');
    expect((await inbound('STOP', customer.mobile!)).body).toContain('<Message>Green Acres Lawn: You will receive no more text messages');
  });

  it('sends System Settings’ mail test from the business too, through the host set there', async () => {
    await writeSettings(h.t.app.database.db, { business: GREEN_ACRES });
    const { token } = await signIn(h.t.app, h.business.users.admin.username);
    const mail = { ...DEFAULT_SETTINGS.mail, host: '127.0.0.1', port: h.mailbox.port, from: 'office@greenacres.test', password: '' };
    const to = 'owner@greenacres.test';
    const response = await h.t.app.inject({
      method: 'POST',
      url: '/api/v1/settings/smtp/test',
      headers: bearer(token),
      payload: { mail, to },
    });
    expect(response.json().data).toMatchObject({ ok: true });
    const [sent] = await waitFor(
      () => rawMailsTo(to),
      (mails) => mails.length > 0,
    );
    expect(header(sent.data, 'From')).toMatch(/^"?Green Acres Lawn"? <office@greenacres\.test>$/);
    expect(header(sent.data, 'Reply-To')).toBe('hello@greenacres.test');
  });

  it('falls back on the product’s name and the mail server’s address when the settings are blank', async () => {
    await writeSettings(h.t.app.database.db, {
      business: { name: '', phone: '', email: '' },
      mail: { ...DEFAULT_SETTINGS.mail, host: '', from: '' },
    });
    const customer = await movedWorkLog({ firstName: 'Al' });
    await settledCount(() => h.mailsTo(customer.email!), 1);
    const [mail] = rawMailsTo(customer.email!);
    expect(header(mail.data, 'From')).toMatch(/^"?LawnDesk"? <no-reply@lawndesk\.test>$/);
    expect(header(mail.data, 'Reply-To')).toBeUndefined();
    expect(h.mailsTo(customer.email!)[0]).toMatch(/— LawnDesk\s*$/);
    expect(await settledCount(() => h.textsTo(customer.mobile!), 1)).toEqual([
      'LawnDesk: Hi Al, your lawn mowing at your property has moved to 6/9/2031. Reply STOP to opt out.',
    ]);
    const help = await inbound('HELP', customer.mobile!);
    expect(help.body).toContain('<Message>LawnDesk, lawn care: visit reminders and account messages. Reply STOP');
  });
});
