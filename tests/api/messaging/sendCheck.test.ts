// A message is true when it is sent (docs/messages.md "Checked when sent"): texts held in quiet hours are released on a
// faked clock after the office changed what they speak of (a visit moved, a pay link paid, a rain day undone, a
// property put on hold); a replayed START after a STOP changes nothing; staff cancel a held text.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../common/schemas/settings';
import { cards, customers, payments, properties, textMessages, workLogs } from '../../../server/db/schema';
import { businessToday } from '../../../server/lib/businessDay';
import { addDays } from '../../../server/lib/calendar';
import { readSettings, writeSettings } from '../../../server/lib/settings';
import { twilioSignature } from '../../../server/modules/messaging';
import { chargePayment } from '../../../server/modules/billing/charge';
import { SANDBOX_CARDS, sandboxVault } from '../../../server/modules/billing/gateway/sandbox';
import { type SandboxHost, startSandboxHost } from '../../../server/modules/billing/gateway/sandboxHost';
import { sendMoment } from '../../../server/modules/messaging';
import { attemptQueued } from '../../../server/modules/messaging/textQueue';
import { bearer, signIn } from '../helpers';
import { momentsHarness, PUBLIC_URL, waitFor } from '../momentsHarness';

const TOKEN = 'twilio-test-token';
let gateway: SandboxHost;
beforeAll(async () => {
  gateway = await startSandboxHost();
});
afterAll(() => gateway.close());
const h = momentsHarness(() => ({ gatewayHosts: { sandboxUrl: gateway.url } }));
const db = () => h.t.app.database.db;
let quietUntil: Date;

/** Quiet hours from this hour for two hours, so every service text written now is held. */
beforeEach(async () => {
  const { serviceCalendar } = await readSettings(db(), ['serviceCalendar']);
  const hour = Number(
    new Intl.DateTimeFormat('en-US', { timeZone: serviceCalendar.timeZone, hour: 'numeric', hourCycle: 'h23' }).format(new Date()),
  );
  await writeSettings(db(), { textMessages: { ...DEFAULT_SETTINGS.textMessages, quietStart: hour, quietEnd: (hour + 2) % 24 } });
  quietUntil = new Date(Date.now() + (2 * 60 + 1) * 60_000);
});

async function as(who: 'crew' | 'csr', method: 'PUT' | 'POST', path: string, payload: object = {}) {
  const { token } = await signIn(h.t.app, h.business.users[who].username, who === 'crew' ? 'crew' : 'admin');
  return h.t.app.inject({ method, url: `/api/v1${path}`, headers: bearer(token), payload });
}
async function ok(who: 'crew' | 'csr', method: 'PUT' | 'POST', path: string, payload: object = {}) {
  const response = await as(who, method, path, payload);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response.json().data;
}

/** A customer with a payment of theirs declined (status failed), unless `cardNumber` is given to charge it now. */
async function owingCustomer(cardNumber?: string) {
  const { customer, property } = await h.newCustomer();
  if (cardNumber)
    await db()
      .insert(cards)
      .values({ customerId: customer._id, gateway: 'sandbox', ...sandboxVault(cardNumber, 12, 2035), isDefault: true });
  const today = await businessToday(db());
  const [payment] = await db()
    .insert(payments)
    .values({
      customerId: customer._id,
      propertyId: property._id,
      item: 'mow',
      date: today,
      priceCents: 4500,
      amountCents: 4500,
      ...(!cardNumber && { status: 'failed' as const }),
    })
    .returning();
  if (cardNumber) await chargePayment(h.t.app, payment._id, { today });
  return { customer, payment };
}
const askToPay = (customerId: string, subjectId: string, moment: 'payment-failed' | 'payment-reminder', link: string) =>
  sendMoment(h.t.app, {
    moment,
    customer: customerId,
    subjectId,
    variables: { service: 'mow', amountCents: 4500, reason: 'declined', link: `${PUBLIC_URL}/pay/${link}` },
  });

const textsOf = (customerId: string) =>
  db().select().from(textMessages).where(eq(textMessages.customerId, customerId)).orderBy(asc(textMessages.sequence));
const received = (mobile: string) => h.textsTo(mobile);

/** Every text of the customer written so far has left the queue for quiet hours (its first try found them). */
async function allHeld(customerId: string, count: number) {
  for (let tries = 0; tries < 200; tries++) {
    const rows = await textsOf(customerId);
    if (rows.length >= count && rows.every((row) => row.status === 'held')) return rows;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`texts of ${customerId} not held: ${JSON.stringify((await textsOf(customerId)).map((row) => row.status))}`);
}

/** The end of quiet hours on a faked clock: every held text of the customer released at once, as the queue does. */
async function releaseAll(customerId: string) {
  const held = (await textsOf(customerId)).filter((row) => row.status === 'held');
  await Promise.all(held.map((row) => attemptQueued(h.t.app, row._id, quietUntil)));
  return textsOf(customerId);
}
const outcome = (rows: (typeof textMessages.$inferSelect)[]) =>
  rows.map((row) => ({ moment: row.moment?.split(':')[0], status: row.status, dropReason: row.dropReason }));
const usDate = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return `${month}/${day}/${year}`;
};

describe('a held visit message released at the end of quiet hours', () => {
  it('does not tell "on its way, arriving around" for a visit the office moved twice since: only the latest date', async () => {
    const today = await businessToday(db());
    const done = await h.newWorkLog(today, {}, { status: 'started' });
    const { customer, visit, property } = await h.newWorkLog(today, {}, { routePosition: 0 });
    // Completing the stop before tells the next stop's customer the crew is on its way: held for quiet hours.
    await ok('crew', 'PUT', `/work-logs/${done.visit._id}/status`, { action: 'complete' });
    await allHeld(customer._id, 1);
    const first = addDays(today, 1);
    const second = addDays(today, 2);
    await ok('csr', 'POST', '/work-logs/move', { ids: [visit._id], date: first });
    await ok('csr', 'POST', '/work-logs/move', { ids: [visit._id], date: second });
    await allHeld(customer._id, 3);
    expect(outcome(await releaseAll(customer._id))).toEqual([
      { moment: 'on-my-way', status: 'dropped', dropReason: 'visit_moved' },
      { moment: 'visit-moved', status: 'dropped', dropReason: 'visit_moved' },
      { moment: 'visit-moved', status: 'sent', dropReason: null },
    ]);
    expect(received(customer.mobile!)).toEqual([
      `LawnDesk: Hi ${customer.firstName}, your lawn mowing at ${property.address} has moved to ${usDate(second)}. Reply STOP to opt out.`,
    ]);
  });

  it('keeps "on its way" to a property put on hold, and to another crew’s visit, from going out', async () => {
    const today = await businessToday(db());
    const held = await h.newWorkLog(today);
    const reassigned = await h.newWorkLog(today);
    for (const { customer, visit } of [held, reassigned])
      await sendMoment(h.t.app, { moment: 'on-my-way', customer: customer._id, subjectId: visit._id, variables: {} });
    await allHeld(held.customer._id, 1);
    await allHeld(reassigned.customer._id, 1);
    await db().update(properties).set({ visitsHeld: true, visitsHeldAt: new Date() }).where(eq(properties._id, held.property._id));
    await db().update(workLogs).set({ crewId: null }).where(eq(workLogs._id, reassigned.visit._id));
    expect(outcome(await releaseAll(held.customer._id))).toEqual([{ moment: 'on-my-way', status: 'dropped', dropReason: 'visits_held' }]);
    expect(outcome(await releaseAll(reassigned.customer._id))).toEqual([
      { moment: 'on-my-way', status: 'dropped', dropReason: 'crew_changed' },
    ]);
    expect([...received(held.customer.mobile!), ...received(reassigned.customer.mobile!)]).toEqual([]);
  });

  it('sends a held message that is still true, word for word', async () => {
    const today = await businessToday(db());
    const { customer, visit, property } = await h.newWorkLog(today);
    await sendMoment(h.t.app, { moment: 'on-my-way', customer: customer._id, subjectId: visit._id, variables: { service: 'mow' } });
    await allHeld(customer._id, 1);
    expect(outcome(await releaseAll(customer._id))).toEqual([{ moment: 'on-my-way', status: 'sent', dropReason: null }]);
    expect(received(customer.mobile!)).toEqual([
      `LawnDesk: Hi ${customer.firstName}, your crew is on its way to ${property.address} for your lawn mowing. Reply STOP to opt out.`,
    ]);
  });
});

describe('a held "on its way, arriving around"', () => {
  it('is said again without the arrival time it waited past, in the customer’s language', async () => {
    const { customer, visit, property } = await h.newWorkLog(await businessToday(db()), { language: 'es', firstName: 'Luz' });
    await sendMoment(h.t.app, {
      moment: 'on-my-way',
      customer: customer._id,
      subjectId: visit._id,
      variables: { service: 'mow', eta: '8:10 AM' },
    });
    const [held] = await allHeld(customer._id, 1);
    expect(held.body).toContain('8:10 AM');
    expect(outcome(await releaseAll(customer._id))).toEqual([{ moment: 'on-my-way', status: 'sent', dropReason: null }]);
    const said = `LawnDesk: Hola Luz, su equipo va en camino a ${property.address} para su corte de césped. Responda PARAR para cancelar.`;
    expect(received(customer.mobile!)).toEqual([said]);
    expect((await textsOf(customer._id))[0].body).toBe(said);
  });
});

describe('a rain day and its undo', () => {
  it('held together, nothing is told: the visit is back on the date its customer knows', async () => {
    const date = addDays(await businessToday(db()), 30);
    const target = addDays(date, 2);
    const { customer } = await h.newWorkLog(date);
    const body = { date, scope: 'crew', scopeId: h.business.crew._id, targetDate: target };
    const plan = await ok('csr', 'POST', '/work-logs/rain-day/preview', body);
    const applied = await ok('csr', 'POST', '/work-logs/rain-day/apply', { ...body, fingerprint: plan.fingerprint });
    await ok('csr', 'POST', `/work-logs/rain-day/${applied._id}/undo`);
    await allHeld(customer._id, 2);
    expect(outcome(await releaseAll(customer._id))).toEqual([
      { moment: 'visit-moved', status: 'dropped', dropReason: 'visit_moved' },
      { moment: 'visit-moved', status: 'dropped', dropReason: 'already_told' },
    ]);
    expect(received(customer.mobile!)).toEqual([]);
  });

  it('a move on the board reverted before its text went: neither text goes', async () => {
    const date = addDays(await businessToday(db()), 32);
    const { customer, visit } = await h.newWorkLog(date);
    await ok('csr', 'POST', '/work-logs/move', { ids: [visit._id], date: addDays(date, 1) });
    await ok('csr', 'POST', '/work-logs/move', { ids: [visit._id], date });
    await allHeld(customer._id, 2);
    expect(outcome(await releaseAll(customer._id))).toEqual([
      { moment: 'visit-moved', status: 'dropped', dropReason: 'visit_moved' },
      { moment: 'visit-moved', status: 'dropped', dropReason: 'already_told' },
    ]);
    expect(received(customer.mobile!)).toEqual([]);
  });

  it('moved back after the customer heard of the move: they hear of the first date again', async () => {
    const date = addDays(await businessToday(db()), 33);
    const { customer, visit, property } = await h.newWorkLog(date);
    const moved = addDays(date, 1);
    await ok('csr', 'POST', '/work-logs/move', { ids: [visit._id], date: moved });
    await allHeld(customer._id, 1);
    await releaseAll(customer._id);
    await ok('csr', 'POST', '/work-logs/move', { ids: [visit._id], date });
    await waitFor(
      () => textsOf(customer._id),
      (rows) => rows.length === 2 && rows[1].status === 'held',
    );
    expect(outcome(await releaseAll(customer._id))).toEqual([
      { moment: 'visit-moved', status: 'sent', dropReason: null },
      { moment: 'visit-moved', status: 'sent', dropReason: null },
    ]);
    const said = (day: string) =>
      `LawnDesk: Hi ${customer.firstName}, your lawn mowing at ${property.address} has moved to ${usDate(day)}. Reply STOP to opt out.`;
    expect(received(customer.mobile!)).toEqual([said(moved), said(date)]);
  });

  it('outside quiet hours, applied and undone at once: a customer told of the rain day hears of the first date', async () => {
    await writeSettings(db(), { textMessages: { ...DEFAULT_SETTINGS.textMessages, quietStart: 0, quietEnd: 0 } });
    const date = addDays(await businessToday(db()), 35);
    const visits = await Promise.all([1, 2, 3, 4].map(() => h.newWorkLog(date)));
    const body = { date, scope: 'crew', scopeId: h.business.crew._id, targetDate: addDays(date, 2) };
    const plan = await ok('csr', 'POST', '/work-logs/rain-day/preview', body);
    const applied = await ok('csr', 'POST', '/work-logs/rain-day/apply', { ...body, fingerprint: plan.fingerprint });
    await ok('csr', 'POST', `/work-logs/rain-day/${applied._id}/undo`);
    for (const { customer, property } of visits) {
      const rows = await waitFor(
        () => textsOf(customer._id),
        (texts) => texts.length === 2 && texts.every((text) => !['queued', 'held', 'retrying', 'sending'].includes(text.status)),
      );
      // Told of the rain day's date (its text went before the undo), then of the first; else told nothing.
      const [rainDay, undo] = rows;
      if (rainDay.status === 'sent') {
        expect(undo.status).toBe('sent');
        expect(received(customer.mobile!).at(-1)).toBe(
          `LawnDesk: Hi ${customer.firstName}, your lawn mowing at ${property.address} has moved to ${usDate(date)}. Reply STOP to opt out.`,
        );
      } else {
        expect(outcome(rows).map((row) => row.status)).toEqual(['dropped', 'dropped']);
        expect(received(customer.mobile!)).toEqual([]);
      }
    }
  });

  it('the undo’s text waits while the rain day’s is being sent, and never goes before it', async () => {
    const date = addDays(await businessToday(db()), 40);
    const { customer, visit, property } = await h.newWorkLog(date);
    const moved = addDays(date, 1);
    await sendMoment(h.t.app, {
      moment: 'visit-moved',
      customer: customer._id,
      subjectId: `${visit._id}:${moved}`,
      variables: { service: 'mow', date: moved, cause: 'weather' },
    });
    await sendMoment(h.t.app, {
      moment: 'visit-moved',
      customer: customer._id,
      subjectId: `${visit._id}:${date}`,
      variables: { service: 'mow', date },
    });
    const [rainDay, undo] = await allHeld(customer._id, 2);
    // The rain day's text is on its way to Twilio (checked, not yet answered) when the undo's time comes.
    await db().update(textMessages).set({ status: 'sending' }).where(eq(textMessages._id, rainDay._id));
    expect(await attemptQueued(h.t.app, undo._id, quietUntil)).toEqual({ outcome: 'wait' });
    expect((await textsOf(customer._id))[1].status).toBe('held');
    await db().update(textMessages).set({ status: 'sent' }).where(eq(textMessages._id, rainDay._id));
    expect(await attemptQueued(h.t.app, undo._id, quietUntil)).toEqual({ outcome: 'sent' });
    // The rain day's text, tried again after the undo's went (a retry), names a date the visit is no longer on.
    await db().update(textMessages).set({ status: 'retrying' }).where(eq(textMessages._id, rainDay._id));
    await attemptQueued(h.t.app, rainDay._id, quietUntil);
    expect(outcome(await textsOf(customer._id))[0]).toEqual({ moment: 'visit-moved', status: 'dropped', dropReason: 'visit_moved' });
    expect(received(customer.mobile!)).toEqual([
      `LawnDesk: Hi ${customer.firstName}, your lawn mowing at ${property.address} has moved to ${usDate(date)}. Reply STOP to opt out.`,
    ]);
  });
});

describe('a held "payment failed, pay here"', () => {
  it('is dropped once its link was paid; the receipt goes', async () => {
    const { customer } = await owingCustomer(SANDBOX_CARDS.insufficientFunds);
    const [failed] = await allHeld(customer._id, 1);
    const token = /\/pay\/([\w-]{43})/.exec(failed.body)![1];
    const card = await gateway.enter(SANDBOX_CARDS.approve, '123');
    const owed: { ref: string }[] = (await h.t.app.inject({ url: `/api/v1/pay/${token}` })).json().data.owed;
    const paid = await h.t.app.inject({
      method: 'POST',
      url: `/api/v1/pay/${token}`,
      payload: {
        payments: owed.map(({ ref }) => ref),
        token: card.hpf_token,
        encKey: card.enc_key,
        last4: card.last4,
        brand: card.card_type,
        expiryMonth: 12,
        expiryYear: 2035,
      },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const rows = await allHeld(customer._id, 2);
    expect(outcome(await releaseAll(customer._id)).map(({ moment, status, dropReason }) => [moment, status, dropReason])).toEqual(
      rows.map((row) =>
        row.moment?.startsWith('payment-failed') ? ['payment-failed', 'dropped', 'paid'] : [row.moment?.split(':')[0], 'sent', null],
      ),
    );
    expect(received(customer.mobile!).filter((body) => body.includes('/pay/'))).toEqual([]);
  });

  it('is dropped once staff collected the payment by hand', async () => {
    const { customer, payment } = await owingCustomer();
    await askToPay(customer._id, `${payment._id}:1`, 'payment-failed', 'x');
    await allHeld(customer._id, 1);
    await db().update(payments).set({ status: 'manual' }).where(eq(payments._id, payment._id));
    expect(outcome(await releaseAll(customer._id))).toEqual([{ moment: 'payment-failed', status: 'dropped', dropReason: 'paid' }]);
  });

  it('still unpaid, gives way to a later reminder held with it: one pay link reaches the customer', async () => {
    const { customer, payment } = await owingCustomer();
    await askToPay(customer._id, `${payment._id}:1`, 'payment-failed', 'first');
    await askToPay(customer._id, `${payment._id}:3`, 'payment-reminder', 'second');
    await allHeld(customer._id, 2);
    expect(outcome(await releaseAll(customer._id))).toEqual([
      { moment: 'payment-failed', status: 'dropped', dropReason: 'superseded' },
      { moment: 'payment-reminder', status: 'sent', dropReason: null },
    ]);
    expect(received(customer.mobile!).map((body) => /\/pay\/(\w+)/.exec(body)?.[1])).toEqual(['second']);
  });
});

describe('Twilio’s inbound webhook replayed', () => {
  const reply = (from: string, Body: string, MessageSid: string) => {
    const form = { From: `+1${from}`, To: '+15125550000', Body, MessageSid };
    return h.t.app.inject({
      method: 'POST',
      url: '/api/v1/sms/inbound',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': twilioSignature(TOKEN, `${PUBLIC_URL}/api/v1/sms/inbound`, form),
      },
      payload: new URLSearchParams(form).toString(),
    });
  };
  const textService = async (id: string) =>
    (await db().select({ on: customers.textService }).from(customers).where(eq(customers._id, id)))[0].on;

  it('refuses a START seen before: replayed after the customer’s STOP, texts stay off', async () => {
    const { customer } = await h.newCustomer({ textService: false });
    const start = await reply(customer.mobile!, 'START', 'SMstart0001');
    expect(start.body).toContain('You will receive our text messages again.');
    expect(await textService(customer._id)).toBe(true);
    expect((await reply(customer.mobile!, 'STOP', 'SMstop0001')).body).toContain('You will receive no more text messages from us.');
    const replayed = await reply(customer.mobile!, 'START', 'SMstart0001');
    expect([replayed.statusCode, replayed.body]).toEqual([200, '<?xml version="1.0" encoding="UTF-8"?><Response></Response>']);
    expect(await textService(customer._id)).toBe(false);
  });

  it('changes nothing for a signed reply without its MessageSid', async () => {
    const { customer } = await h.newCustomer();
    const form = { From: `+1${customer.mobile}`, Body: 'STOP' };
    const response = await h.t.app.inject({
      method: 'POST',
      url: '/api/v1/sms/inbound',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': twilioSignature(TOKEN, `${PUBLIC_URL}/api/v1/sms/inbound`, form),
      },
      payload: new URLSearchParams(form).toString(),
    });
    expect(response.statusCode).toBe(200);
    expect(await textService(customer._id)).toBe(true);
  });
});

describe('staff cancel a held message', () => {
  it('drops it for good: never sent at the end of quiet hours; a second cancel is 409; another customer’s path 404', async () => {
    const today = await businessToday(db());
    const { customer, visit } = await h.newWorkLog(today);
    const other = await h.newWorkLog(today);
    await sendMoment(h.t.app, { moment: 'on-my-way', customer: customer._id, subjectId: visit._id, variables: {} });
    const [text] = await allHeld(customer._id, 1);
    expect((await as('csr', 'POST', `/customers/${other.customer._id}/messages/${text._id}/cancel`)).statusCode).toBe(404);
    expect(await ok('csr', 'POST', `/customers/${customer._id}/messages/${text._id}/cancel`)).toEqual({
      channel: 'sms',
      dropReason: 'cancelled',
    });
    const again = await as('csr', 'POST', `/customers/${customer._id}/messages/${text._id}/cancel`);
    expect([again.statusCode, again.json().message]).toEqual([
      409,
      'This message is no longer waiting: it was already sent, dropped or cancelled.',
    ]);
    expect(outcome(await releaseAll(customer._id))).toEqual([{ moment: 'on-my-way', status: 'dropped', dropReason: 'cancelled' }]);
    expect(await attemptQueued(h.t.app, text._id, quietUntil)).toEqual({ outcome: 'done' });
    expect(received(customer.mobile!)).toEqual([]);
  });

  it('is refused to a crew member (403), and the list shows why a message was not sent', async () => {
    const today = await businessToday(db());
    const { customer, visit } = await h.newWorkLog(today);
    await sendMoment(h.t.app, { moment: 'on-my-way', customer: customer._id, subjectId: visit._id, variables: {} });
    const [text] = await allHeld(customer._id, 1);
    expect((await as('crew', 'POST', `/customers/${customer._id}/messages/${text._id}/cancel`)).statusCode).toBe(403);
    await ok('csr', 'POST', `/customers/${customer._id}/messages/${text._id}/cancel`);
    const { token } = await signIn(h.t.app, h.business.users.csr.username);
    const list = await h.t.app.inject({ url: `/api/v1/customers/${customer._id}/messages`, headers: bearer(token) });
    expect(list.json().data.find((message: { _id: string }) => message._id === text._id)).toMatchObject({
      status: 'dropped',
      dropReason: 'cancelled',
    });
    expect(
      await db()
        .select()
        .from(textMessages)
        .where(and(eq(textMessages._id, text._id), eq(textMessages.status, 'dropped'))),
    ).toHaveLength(1);
  });
});

describe('a moment switched off in System Settings', () => {
  it('is not queued once off; one held before it was switched off is dropped when its time comes; on again, it goes', async () => {
    const today = await businessToday(db());
    const { customer, visit } = await h.newWorkLog(today);
    const heldBefore = await h.newWorkLog(today);
    await sendMoment(h.t.app, {
      moment: 'on-my-way',
      customer: heldBefore.customer._id,
      subjectId: heldBefore.visit._id,
      variables: { service: 'mow' },
    });
    await allHeld(heldBefore.customer._id, 1);

    const { token } = await signIn(h.t.app, h.business.users.admin.username, 'admin');
    const put = (moments: object) =>
      h.t.app.inject({ method: 'PUT', url: '/api/v1/settings', headers: bearer(token), payload: { moments } });
    const off = await put({ ...DEFAULT_SETTINGS.moments, 'on-my-way': false });
    expect(off.statusCode, off.body.slice(0, 300)).toBe(200);
    expect(off.json().data.moments).toMatchObject({ 'on-my-way': false, 'visit-done': true });
    expect((await put({ ...DEFAULT_SETTINGS.moments, 'on-my-way': 'no' })).statusCode).toBe(400);

    await sendMoment(h.t.app, { moment: 'on-my-way', customer: customer._id, subjectId: visit._id, variables: { service: 'mow' } });
    expect(await textsOf(customer._id)).toEqual([]);
    expect(outcome(await releaseAll(heldBefore.customer._id))).toEqual([
      { moment: 'on-my-way', status: 'dropped', dropReason: 'moment_off' },
    ]);
    expect(received(heldBefore.customer.mobile!)).toEqual([]);

    await put(DEFAULT_SETTINGS.moments);
    await sendMoment(h.t.app, { moment: 'on-my-way', customer: customer._id, subjectId: visit._id, variables: { service: 'mow' } });
    expect(await allHeld(customer._id, 1)).toHaveLength(1);
  });
});
