// The staff inbox against the fake Twilio: texts in threaded with their customer (or kept as a lead's thread), MMS parts,
// unread counts per staff member, assignees, replies through the messaging domain (consent, STOP, the staff limit, once
// per Idempotency-Key, in order), a replayed webhook, and a burst of texts in at once.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { conversations, customers, inboundTexts, leads, staffSends, textMessages } from '../../../server/db/schema';
import { writeSettings } from '../../../server/lib/settings';
import { fewAtATime } from '../../../server/lib/fewAtATime';
import { queueText, twilioSignature } from '../../../server/modules/messaging';
import { bearer, signIn } from '../helpers';
import { momentsHarness, PUBLIC_URL, waitFor } from '../momentsHarness';

const h = momentsHarness();
beforeEach(async () => {
  await h.t.app.database.db.delete(staffSends);
  await writeSettings(h.t.app.database.db, { staffMessages: { perUser: 30, windowMinutes: 10, perRecipient: 3 } });
});

let sids = 0;
/** Twilio's inbound webhook, signed as Twilio signs it. */
function textIn(from: string, body: string, extra: Record<string, string> = {}) {
  const form = { MessageSid: `SMin${Date.now()}${++sids}`, From: `+1${from}`, To: '+15125550000', Body: body, ...extra };
  const signature = twilioSignature('twilio-test-token', `${PUBLIC_URL}/api/v1/messages/sms/inbound`, form);
  return h.t.app.inject({
    method: 'POST',
    url: '/api/v1/messages/sms/inbound',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
    payload: new URLSearchParams(form).toString(),
  });
}

const token = async (who: 'csr' | 'admin') => (await signIn(h.t.app, h.business.users[who].username)).token;
const get = async (who: 'csr' | 'admin', url: string) =>
  h.t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(await token(who)) });
const reply = async (who: 'csr' | 'admin', id: string, body: unknown, key = randomUUID(), language?: string) =>
  h.t.app.inject({
    method: 'POST',
    url: `/api/v1/conversations/${id}/messages`,
    headers: { ...bearer(await token(who)), 'idempotency-key': key, ...(language && { 'accept-language': language }) },
    payload: body as object,
  });
const threadOf = (customerId: string) =>
  h.t.app.database.db
    .select()
    .from(conversations)
    .where(eq(conversations.customerId, customerId))
    .then(([row]) => row);

describe('texts in', () => {
  it("threads a customer's text with the customer and with the automatic texts it answers, unread for every staff member until read", async () => {
    const { customer } = await h.newCustomer();
    await queueText(h.t.app, {
      to: customer.mobile!,
      body: 'Your visit is tomorrow.',
      kind: 'service',
      language: 'en',
      customerId: customer._id,
      moment: `visit-eve:${randomUUID()}`,
    });
    await waitFor(
      () => h.textsTo(customer.mobile!),
      (texts) => texts.length === 1,
    );
    const pushed = vi.spyOn(h.t.app.realtime, 'conversationsChanged');
    expect((await textIn(customer.mobile!, 'Can you skip Friday? The gate code is 4417')).statusCode).toBe(200);
    expect(pushed).toHaveBeenCalledWith([expect.any(String)]);

    const list = (await get('csr', '/conversations?unread=true&length=100')).json().data;
    const row = list.list.find((item: { customerId: string }) => item.customerId === customer._id);
    expect(row).toMatchObject({ unread: 1, assigneeId: null, lastBody: 'Can you skip Friday? The gate code is 4417', lastInbound: true });
    expect(list.unreadThreads).toBeGreaterThanOrEqual(1);

    const detail = (await get('csr', `/conversations/${customer._id}`)).json().data;
    expect(detail.messages.map((message: { direction: string; body: string }) => [message.direction, message.body])).toEqual([
      ['out', expect.stringContaining('Your visit is tomorrow.')],
      ['in', 'Can you skip Friday? The gate code is 4417'],
    ]);
    expect(detail.messages[0].moment).toBe('visit-eve');
    expect(detail.thread.unread).toBe(0);
    // Read by the csr only: the admin still has it unread.
    const adminRow = (await get('admin', '/conversations?unread=true&length=100')).json().data.list;
    expect(adminRow.find((item: { customerId: string }) => item.customerId === customer._id)?.unread).toBe(1);
    const csrRow = (await get('csr', '/conversations?unread=true&length=100')).json().data.list;
    expect(csrRow.find((item: { customerId: string }) => item.customerId === customer._id)).toBeUndefined();
  });

  it('keeps an MMS photo as the parts Twilio names, and a replayed webhook (same MessageSid) changes nothing', async () => {
    const { customer } = await h.newCustomer();
    const form = {
      MessageSid: `SMmms${randomUUID().slice(0, 8)}`,
      NumMedia: '2',
      MediaUrl0: 'https://api.twilio.com/2010-04-01/Accounts/AC0001/Messages/MM1/Media/ME1',
      MediaContentType0: 'image/jpeg',
      MediaUrl1: 'http://insecure.example.com/x.png',
      MediaContentType1: 'image/png',
    };
    expect((await textIn(customer.mobile!, 'Broken head by the gate', form)).statusCode).toBe(200);
    expect((await textIn(customer.mobile!, 'Broken head by the gate', form)).statusCode).toBe(200);
    const thread = await threadOf(customer._id);
    expect(thread.inboundCount).toBe(1);
    const kept = await h.t.app.database.db.select().from(inboundTexts).where(eq(inboundTexts.conversationId, thread._id));
    expect(kept).toHaveLength(1);
    expect(kept[0].media).toEqual([{ url: form.MediaUrl0, contentType: 'image/jpeg' }]);
    const detail = (await get('admin', `/conversations/${customer._id}`)).json().data;
    expect(detail.messages.filter((message: { direction: string }) => message.direction === 'in')).toHaveLength(1);
  });

  it('makes an unknown number a lead and its own thread, which joins the customer once one has the number', async () => {
    const mobile = `5125571${String(Date.now()).slice(-3)}`;
    await textIn(mobile, 'Do you mow in Round Rock?');
    await textIn(mobile, 'About half an acre');
    const [thread] = await h.t.app.database.db.select().from(conversations).where(eq(conversations.mobile, mobile));
    expect(thread).toMatchObject({ customerId: null, inboundCount: 2 });
    const made = await waitFor(
      () => h.t.app.database.db.select().from(leads).where(eq(leads.mobile, mobile)),
      (rows) => rows.length > 0,
    );
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ channel: 'text', asked: 'Do you mow in Round Rock?' });

    const detail = (await get('csr', `/conversations/${thread._id}`)).json().data;
    expect(detail.thread).toMatchObject({ id: thread._id, customerId: null, name: null, mobile });
    expect(detail.context.textsAllowed).toBe(true);
    const answered = await reply('csr', thread._id, { body: 'Yes we do! Can we call you?' });
    expect(answered.statusCode).toBe(201);
    await waitFor(
      () => h.textsTo(mobile),
      (texts) => texts.length === 1,
    );
    expect(h.textsTo(mobile)[0]).toContain('Yes we do! Can we call you?');

    // The lead's STOP: no more replies to the number.
    await textIn(mobile, 'STOP');
    expect((await reply('csr', thread._id, { body: 'Sorry to bother you' })).statusCode).toBe(409);

    const { customer } = await h.newCustomer({ mobile });
    await textIn(mobile, 'I signed up!');
    const joined = await threadOf(customer._id);
    expect(joined._id).toBe(thread._id);
    expect(joined.inboundCount).toBe(4);
  });

  it('loses and doubles nothing when 200 texts from 50 customers arrive 20 at a time, 40 of them twice', async () => {
    const people = await Promise.all(Array.from({ length: 50 }, () => h.newCustomer().then(({ customer }) => customer)));
    const forms = people.flatMap((customer, index) =>
      Array.from({ length: 4 }, (_, n) => ({ customer, sid: `SMburst${index}x${n}${randomUUID().slice(0, 6)}` })),
    );
    const send = ({ customer, sid }: (typeof forms)[number]) => textIn(customer.mobile!, `text ${sid}`, { MessageSid: sid });
    // 20 at once is 1,200 a minute at a second each, over twice the 500 a minute the bench measures.
    const replayed = forms.filter((_, index) => index % 5 === 0);
    const answers = await fewAtATime(
      [...forms, ...replayed].sort(() => Math.random() - 0.5),
      20,
      send,
    );
    expect(answers.filter((answer) => answer.statusCode !== 200).map((answer) => answer.body)).toEqual([]);
    for (const customer of people) expect((await threadOf(customer._id)).inboundCount).toBe(4);
    const kept = await h.t.app.database.db.select({ sid: inboundTexts.messageSid }).from(inboundTexts);
    expect(forms.every(({ sid }) => kept.some((row) => row.sid === sid))).toBe(true);
  });
});

describe('replies', () => {
  it('sends a reply once per Idempotency-Key, in order, named and with the stop line, shown in the thread with its author', async () => {
    const { customer } = await h.newCustomer();
    await textIn(customer.mobile!, 'Is Friday still on?');
    const key = randomUUID();
    // The same click repeated after a lost answer: one text, the first answer again.
    const first = await reply('csr', customer._id, { body: 'Yes, Friday morning.' }, key);
    const again = await reply('csr', customer._id, { body: 'Yes, Friday morning.' }, key);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(first.json().data.id).toBe(again.json().data.id);
    await reply('csr', customer._id, { body: 'Second: the crew will text when on the way.' });
    await reply('csr', customer._id, { body: 'Third: thank you!' });
    const texts = await waitFor(
      () => h.textsTo(customer.mobile!),
      (sent) => sent.length >= 3,
    );
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(h.textsTo(customer.mobile!)).toHaveLength(3);
    expect(texts.map((body) => body.replace(/^.*?: /, '').split(' ')[0])).toEqual(['Yes,', 'Second:', 'Third:']);
    expect(texts[0]).toMatch(/Reply STOP to opt out\.$/);
    const detail = (await get('csr', `/conversations/${customer._id}`)).json().data;
    const out = detail.messages.filter((message: { direction: string }) => message.direction === 'out');
    expect(out).toHaveLength(3);
    expect(out[0]).toMatchObject({ moment: 'reply', sentByName: expect.any(String) });
    const rows = await h.t.app.database.db.select().from(textMessages).where(eq(textMessages.customerId, customer._id));
    expect(rows.every((row) => row.sentById === h.business.users.csr._id)).toBe(true);
    expect(detail.thread).toMatchObject({ lastInbound: false, lastBody: 'Third: thank you!' });
  });

  it('refuses a reply to a customer who replied STOP, or without consent, and a blank or too long one in the user’s language', async () => {
    const { customer } = await h.newCustomer();
    await textIn(customer.mobile!, 'STOP');
    const stopped = await reply('csr', customer._id, { body: 'Are you sure?' });
    expect(stopped.statusCode).toBe(409);
    expect(stopped.json().messageKey).toBe('server.messages.no_consent_text');
    const [row] = await h.t.app.database.db.select().from(customers).where(eq(customers._id, customer._id));
    expect(row.textService).toBe(false);

    const blank = await reply('csr', customer._id, { body: '   ' }, randomUUID(), 'es');
    expect(blank.statusCode).toBe(400);
    // Field messages are catalog keys, which the web app says in the user's language (both catalogs hold it).
    expect(blank.json().errors).toEqual({ body: 'validation.conversation.body_required' });
    expect((await reply('csr', customer._id, { body: 'x'.repeat(1_531) })).statusCode).toBe(400);
    expect((await reply('csr', randomUUID(), { body: 'Hello' })).statusCode).toBe(404);
  });

  it('counts replies against the user’s sending limit (429), not the one per recipient', async () => {
    await writeSettings(h.t.app.database.db, { staffMessages: { perUser: 5, windowMinutes: 10, perRecipient: 1 } });
    const { customer } = await h.newCustomer();
    const codes = [];
    for (let index = 0; index < 6; index++) codes.push((await reply('admin', customer._id, { body: `Reply ${index}` })).statusCode);
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('assignees and filters', () => {
  it('assigns a thread to staff only, and lists the threads assigned to me', async () => {
    const { customer } = await h.newCustomer();
    await textIn(customer.mobile!, 'Hello?');
    const put = async (assigneeId: string | null) =>
      h.t.app.inject({
        method: 'PUT',
        url: `/api/v1/conversations/${customer._id}/assignee`,
        headers: bearer(await token('admin')),
        payload: { assigneeId },
      });
    expect((await put(h.business.users.crew._id)).statusCode).toBe(400);
    const assigned = await put(h.business.users.csr._id);
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().data.assigneeId).toBe(h.business.users.csr._id);
    const mine = (await get('csr', '/conversations?mine=true&length=100')).json().data.list;
    expect(mine.map((item: { customerId: string }) => item.customerId)).toContain(customer._id);
    const adminMine = (await get('admin', '/conversations?mine=true&length=100')).json().data.list;
    expect(adminMine.map((item: { customerId: string }) => item.customerId)).not.toContain(customer._id);
    expect((await put(null)).json().data.assigneeId).toBeNull();
  });

  it("shows the customer's next visit, balance and last messages beside the thread, and pages the list", async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const { customer, visit } = await h.newWorkLog(tomorrow);
    await textIn(customer.mobile!, 'What time tomorrow?');
    const detail = (await get('csr', `/conversations/${customer._id}?markRead=false`)).json().data;
    expect(detail.context).toMatchObject({ customerId: customer._id, textsAllowed: true, balanceCents: 0 });
    expect(detail.context.nextVisit).toMatchObject({ id: visit._id, date: tomorrow });
    expect(detail.thread.unread).toBe(1);
    const read = await h.t.app.inject({
      method: 'POST',
      url: `/api/v1/conversations/${customer._id}/read`,
      headers: bearer(await token('csr')),
    });
    expect(read.json().data.unread).toBe(0);
    const first = (await get('csr', '/conversations?length=2')).json().data;
    const second = (await get('csr', '/conversations?length=2&start=2')).json().data;
    expect(first.list).toHaveLength(2);
    expect(first.total).toBeGreaterThan(2);
    expect(second.list.map((item: { id: string }) => item.id)).not.toContain(first.list[0].id);
    expect((await get('csr', '/conversations?length=500')).statusCode).toBe(400);
  });
});
