// The charging engine on the fixture business: a completed visit makes one payment with its amounts, a charge runs
// once however often it is asked (replayed jobs, two callers at once, the sweep after a dead node), declines are
// retried by the day until they stop, and held or no-charge payments never reach the gateway.
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../common/schemas/settings';
import {
  cards,
  discounts,
  histories,
  payments,
  properties,
  sandboxTransactions,
  vendorPropertyExceptions,
  workLogs,
} from '../../../server/db/schema';
import { chargePayment } from '../../../server/modules/billing/charge';
import { chargeDuePayments, chargeQueued, sweepStuckPayments } from '../../../server/modules/billing/jobs';
import { SANDBOX_CARDS, sandboxGateway, sandboxVault } from '../../../server/modules/billing/gateway/sandbox';
import { addDays } from '../../../server/lib/calendar';
import { planContext } from '../../../server/modules/scheduling/planner';
import { writeSettings } from '../../../server/lib/settings';
import { addCard as addCardOf, customerWithWorkLog as visitOf } from '../paymentFixtures';
import { bearer, type TestApp } from '../helpers';
import { workLogTestApp, type WorkLogTestApp } from '../workLogFixtures';

let t: TestApp;
let fixture: WorkLogTestApp;
let today: string;

beforeAll(async () => {
  fixture = await workLogTestApp();
  t = fixture.t;
  today = (await planContext(t.app.database.db)).today;
});
afterAll(() => t.close());

const db = () => t.app.database.db;
const app = () => t.app;
const api = (who: 'admin' | 'csr' | 'crew', method: 'PUT' | 'POST' | 'DELETE', path: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${path}`, headers: bearer(fixture.tokens[who]), ...(payload && { payload }) });

const addCard = (customerId: string, cardNumber: string) => addCardOf(fixture, customerId, cardNumber);
const customerWithWorkLog = (cardNumber: string | null, customerValues: { chargesOnHold?: boolean } = {}) =>
  visitOf(fixture, today, cardNumber, customerValues);

async function complete(workLogId: string) {
  const response = await api('crew', 'PUT', `/work-logs/${workLogId}/status`, { action: 'complete' });
  expect(response.statusCode).toBe(200);
  const [payment] = await db().select().from(payments).where(eq(payments.workLogId, workLogId));
  return payment;
}

const withoutId = ({ _id: _omitted, ...values }: typeof payments.$inferSelect) => values;
const paymentOf = async (id: string) => (await db().select().from(payments).where(eq(payments._id, id)))[0];
const gatewayCharges = async (paymentId: string) =>
  db()
    .select()
    .from(sandboxTransactions)
    .where(and(eq(sandboxTransactions.kind, 'charge'), like(sandboxTransactions.idempotencyKey, `${paymentId}:%`)));

describe('a completed visit', () => {
  it('makes exactly one payment with the discount, the market’s tax and the property’s commission exception', async () => {
    const { customer, property, workLog } = await customerWithWorkLog(SANDBOX_CARDS.approve);
    const [discount] = await db()
      .insert(discounts)
      .values({
        code: `TEN${Date.now()}`,
        type: 'percentage',
        value: 10,
        numberOfServices: 1,
        startDate: addDays(today, -30),
        endDate: addDays(today, 30),
        service: 'mow',
        customerType: 'new',
      })
      .returning();
    await db().update(properties).set({ discountId: discount._id }).where(eq(properties._id, property._id));
    await db().insert(vendorPropertyExceptions).values({ vendorId: fixture.business.vendor._id, propertyId: property._id, commission: 15 });

    const payment = await complete(workLog._id);
    // $45.00 less 10 % is $40.50; 8.25 % tax on it is 334.125 cents (334); the 15 % exception is 607.5 cents (608).
    expect(payment).toMatchObject({
      customerId: customer._id,
      propertyId: property._id,
      marketId: fixture.business.market._id,
      item: 'mow',
      vendorId: fixture.business.vendor._id,
      date: today,
      status: 'pending',
      priceCents: 4500,
      discountId: discount._id,
      discountCode: discount.code,
      discountCents: 450,
      taxPercent: 8.25,
      taxCents: 334,
      amountCents: 4384,
      commissionPercent: 15,
      commissionCents: 608,
      attempts: 0,
    });
    const again = await api('crew', 'PUT', `/work-logs/${workLog._id}/status`, { action: 'complete' });
    expect(again.statusCode).toBe(409);
    expect(await db().select().from(payments).where(eq(payments.workLogId, workLog._id))).toHaveLength(1);
    const history = await db()
      .select()
      .from(histories)
      .where(and(eq(histories.entity, 'payment'), eq(histories.entityId, payment._id)));
    expect(history.map((row) => row.action)).toEqual(['added']);
  });

  it('uses the vendor’s commission without an exception, and makes a free payment of a free code', async () => {
    const { property, workLog } = await customerWithWorkLog(SANDBOX_CARDS.approve);
    const [discount] = await db()
      .insert(discounts)
      .values({
        code: `FREE${Date.now()}`,
        type: 'free',
        value: 0,
        numberOfServices: 3,
        startDate: addDays(today, -30),
        endDate: addDays(today, 30),
        service: 'mow',
        customerType: 'new',
      })
      .returning();
    await db().update(properties).set({ discountId: discount._id }).where(eq(properties._id, property._id));
    const payment = await complete(workLog._id);
    expect(payment).toMatchObject({ status: 'free', amountCents: 0, taxCents: 0, commissionPercent: 20, commissionCents: 0 });
    expect(await chargePayment(app(), payment._id)).toEqual({ charged: false, reason: 'not-chargeable' });
    expect(await gatewayCharges(payment._id)).toHaveLength(0);
  });
});

describe('charging', () => {
  it('charges a replayed job once, and tells staff and the customer', async () => {
    const workLog = await fixture.world.insert({ date: today, status: 'started' });
    await addCard(fixture.world.customerId, SANDBOX_CARDS.approve);
    const payment = await complete(workLog._id);
    const job = { data: { paymentId: payment._id } };
    expect(await chargeQueued(app(), [job])).toBe(1);
    expect(await chargeQueued(app(), [job, job])).toBe(0);

    const charged = await paymentOf(payment._id);
    expect(charged).toMatchObject({ status: 'success', attempts: 1, failureCode: null });
    expect(charged.chargedAt).toBeInstanceOf(Date);
    expect(charged.gatewayTransactionId).toBeTruthy();
    const ledger = await gatewayCharges(payment._id);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ idempotencyKey: `${payment._id}:1`, amountCents: payment.amountCents, approved: true });
    expect(await fixture.noticesOf('admin', 'payment-success', fixture.world.propertyId)).toHaveLength(1);
    expect(await fixture.noticesOf('customer', 'payment-success', fixture.world.propertyId)).toHaveLength(1);
    const actions = await db().select({ action: histories.action }).from(histories).where(eq(histories.entityId, payment._id));
    expect(actions.map((row) => row.action)).toEqual(['added', 'payment-success']);
  });

  it('charges once when two callers ask at the same moment', async () => {
    const { workLog } = await customerWithWorkLog(SANDBOX_CARDS.approveMastercard);
    const payment = await complete(workLog._id);
    const results = await Promise.all([
      chargePayment(app(), payment._id),
      chargePayment(app(), payment._id),
      chargePayment(app(), payment._id, { force: true }),
    ]);
    expect(results.filter((result) => result.charged)).toHaveLength(1);
    expect(await gatewayCharges(payment._id)).toHaveLength(1);
    expect((await paymentOf(payment._id)).status).toBe('success');
  });

  it('makes one gateway attempt for ten "charge now" clicks at once, on a declining card and on an approving one', async () => {
    for (const [card, status] of [
      [SANDBOX_CARDS.insufficientFunds, 'failed'],
      [SANDBOX_CARDS.approve, 'success'],
    ] as const) {
      const { workLog } = await customerWithWorkLog(card);
      const payment = await complete(workLog._id);
      // As the button sends them: each click carries the tries the page showed.
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => api('csr', 'POST', `/payments/${payment._id}/charge`, { attempts: 0 })),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      console.info(`ten clicks, ${status}: answers ${statuses.join(' ')}`);
      // Each try has a key of its own (`<id>:<attempt>`), so the sandbox's ledger holds one row per gateway attempt.
      expect(await gatewayCharges(payment._id)).toHaveLength(1);
      expect(await paymentOf(payment._id)).toMatchObject({ status, attempts: 1 });
      const tries = await db()
        .select()
        .from(histories)
        .where(and(eq(histories.entityId, payment._id), like(histories.action, 'payment-%')));
      expect(tries).toHaveLength(1);
      for (const answer of answers) {
        if (answer.statusCode === 409) expect(answer.json().message).toBe('A charge for this payment is already in progress.');
        else expect([answer.statusCode, answer.json().data.status]).toEqual([200, status]);
      }
    }
  });

  it('makes one gateway attempt for ten "charge now" calls at once that do not say the tries they saw', async () => {
    const { workLog } = await customerWithWorkLog(SANDBOX_CARDS.insufficientFunds);
    const payment = await complete(workLog._id);
    const answers = await Promise.all(Array.from({ length: 10 }, () => api('csr', 'POST', `/payments/${payment._id}/charge`)));
    expect(await gatewayCharges(payment._id)).toHaveLength(1);
    expect(await paymentOf(payment._id)).toMatchObject({ status: 'failed', attempts: 1 });
    for (const answer of answers)
      if (answer.statusCode === 409) expect(answer.json().messageKey).toBe('server.payments.charge_in_progress');
      else expect([answer.statusCode, answer.json().data.attempts]).toEqual([200, 1]);
    // Having seen that try, a caller asks for another and gets it.
    expect((await api('csr', 'POST', `/payments/${payment._id}/charge`, { attempts: 1 })).json().data.attempts).toBe(2);
  });

  it('answers 409 "already in progress" while a try runs, with or without the tries seen, and asks the gateway nothing', async () => {
    const { workLog } = await customerWithWorkLog(SANDBOX_CARDS.insufficientFunds);
    const payment = await complete(workLog._id);
    await db().update(payments).set({ status: 'in-progress', attempts: 1 }).where(eq(payments._id, payment._id));
    for (const attempts of [undefined, 1]) {
      const refused = await api('csr', 'POST', `/payments/${payment._id}/charge`, attempts === undefined ? undefined : { attempts });
      expect([refused.statusCode, refused.json().messageKey]).toEqual([409, 'server.payments.charge_in_progress']);
    }
    expect(await gatewayCharges(payment._id)).toHaveLength(0);
    expect(await paymentOf(payment._id)).toMatchObject({ status: 'in-progress', attempts: 1 });
  });

  it('answers a click made before another try the result of that try instead of charging again', async () => {
    const { workLog } = await customerWithWorkLog(SANDBOX_CARDS.insufficientFunds);
    const payment = await complete(workLog._id);
    const first = await api('csr', 'POST', `/payments/${payment._id}/charge`, { attempts: 0 });
    expect(first.json().data).toMatchObject({ status: 'failed', attempts: 1 });
    const late = await api('admin', 'POST', `/payments/${payment._id}/charge`, { attempts: 0 });
    expect([late.statusCode, late.json().data.attempts]).toEqual([200, 1]);
    expect(await gatewayCharges(payment._id)).toHaveLength(1);
    // Asked again having seen that try: a new one.
    expect((await api('admin', 'POST', `/payments/${payment._id}/charge`, { attempts: 1 })).json().data.attempts).toBe(2);
    expect(await gatewayCharges(payment._id)).toHaveLength(2);
  });

  it('retries a soft decline on the retry schedule’s days and stops after the configured tries', async () => {
    await writeSettings(db(), { payments: { ...DEFAULT_SETTINGS.payments, autoChargeFailureTries: 2 } });
    const { workLog } = await customerWithWorkLog(SANDBOX_CARDS.insufficientFunds);
    const payment = await complete(workLog._id);

    await chargePayment(app(), payment._id, { today });
    expect(await paymentOf(payment._id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      nextAttemptOn: addDays(today, 1),
      failureCode: '51',
      failureMessage: 'Insufficient funds',
    });
    await chargeDuePayments(app(), today);
    expect((await paymentOf(payment._id)).attempts).toBe(1);

    await chargeDuePayments(app(), addDays(today, 1));
    // The default schedule's second retry is 3 days after the first decline.
    expect(await paymentOf(payment._id)).toMatchObject({ status: 'failed', attempts: 2, nextAttemptOn: addDays(today, 3) });
    await chargeDuePayments(app(), addDays(today, 2));
    expect((await paymentOf(payment._id)).attempts).toBe(2);
    await chargeDuePayments(app(), addDays(today, 3));
    expect(await paymentOf(payment._id)).toMatchObject({ status: 'failed-stop', attempts: 3, nextAttemptOn: null, failureCode: '51' });
    await chargeDuePayments(app(), addDays(today, 5));

    expect((await gatewayCharges(payment._id)).map((row) => row.idempotencyKey)).toEqual(
      [1, 2, 3].map((attempt) => `${payment._id}:${attempt}`),
    );
    expect(await fixture.noticesOf('admin', 'payment-failed', payment.propertyId)).toHaveLength(3);
    await writeSettings(db(), { payments: DEFAULT_SETTINGS.payments });
  });

  it('stops a hard decline at once, and "charge now" may try it again', async () => {
    const { workLog } = await customerWithWorkLog(SANDBOX_CARDS.doNotHonor);
    const payment = await complete(workLog._id);
    await chargePayment(app(), payment._id, { today });
    expect(await paymentOf(payment._id)).toMatchObject({ status: 'failed-stop', attempts: 1, failureCode: '05' });
    await chargeDuePayments(app(), addDays(today, 1));
    expect(await gatewayCharges(payment._id)).toHaveLength(1);
    expect(await chargePayment(app(), payment._id, { force: true })).toMatchObject({ charged: true });
    expect(await gatewayCharges(payment._id)).toHaveLength(2);
  });

  it('records a try without a card as a retryable no-card failure, without asking the gateway', async () => {
    const { workLog } = await customerWithWorkLog(null);
    const payment = await complete(workLog._id);
    await chargePayment(app(), payment._id, { today });
    expect(await paymentOf(payment._id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      failureCode: 'no-card',
      failureMessage: 'server.payments.no_card_on_file',
      cardId: null,
      nextAttemptOn: addDays(today, 1),
    });
    expect(await gatewayCharges(payment._id)).toHaveLength(0);
  });

  it('asks again with the same key for a payment a dead node left in-progress, and charges nothing twice', async () => {
    const { workLog } = await customerWithWorkLog(SANDBOX_CARDS.approve);
    const payment = await complete(workLog._id);
    const [card] = await db().select().from(cards).where(eq(cards.customerId, payment.customerId));
    // The dead node had claimed try 1 and the gateway had charged it before the node went away.
    await db().update(payments).set({ status: 'in-progress', attempts: 1, cardId: card._id }).where(eq(payments._id, payment._id));
    await sandboxGateway(db()).charge({
      token: card.token ?? '',
      amountCents: payment.amountCents,
      idempotencyKey: `${payment._id}:1`,
      description: 'test',
    });

    expect(await sweepStuckPayments(app())).toEqual({ resumed: 0 });
    await db().execute(sql`update payments set updated_at = now() - interval '11 minutes' where _id = ${payment._id}`);
    expect(await sweepStuckPayments(app())).toEqual({ resumed: 1 });
    expect(await paymentOf(payment._id)).toMatchObject({ status: 'success', attempts: 1 });
    expect(await gatewayCharges(payment._id)).toHaveLength(1);
  });
});

describe('holds and no-charge', () => {
  it('keeps a held customer’s payments from the gateway until the hold is lifted', async () => {
    const { customer, workLog } = await customerWithWorkLog(SANDBOX_CARDS.approve);
    const hold = await api('csr', 'PUT', `/customers/${customer._id}/charges-hold`, { hold: true, reason: 'Disputed invoice' });
    expect(hold.json().data).toEqual({ customerId: customer._id, chargesOnHold: true, paymentsChanged: 0 });
    const payment = await complete(workLog._id);
    expect(payment.status).toBe('hold');
    expect(await chargePayment(app(), payment._id)).toEqual({ charged: false, reason: 'not-chargeable' });
    await chargeDuePayments(app(), addDays(today, 1), new Date(Date.now() + 3_600_000));
    expect(await gatewayCharges(payment._id)).toHaveLength(0);

    const lifted = await api('csr', 'PUT', `/customers/${customer._id}/charges-hold`, { hold: false });
    expect(lifted.json().data).toEqual({ customerId: customer._id, chargesOnHold: false, paymentsChanged: 1 });
    expect((await paymentOf(payment._id)).status).toBe('pending');
    expect(await chargePayment(app(), payment._id)).toMatchObject({ charged: true });
  });

  it('marks a visit not charged and back, telling the other staff, and never charges it meanwhile', async () => {
    const { workLog } = await customerWithWorkLog(SANDBOX_CARDS.approve);
    const payment = await complete(workLog._id);
    const marked = await api('csr', 'PUT', `/work-logs/${workLog._id}/no-charge`, { noCharge: true, reason: 'Rain cut it short' });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().data).toEqual({ workLogId: workLog._id, noCharge: true, paymentId: payment._id, paymentStatus: 'no-charge' });
    expect(await chargePayment(app(), payment._id, { force: true })).toEqual({ charged: false, reason: 'not-chargeable' });
    expect(await gatewayCharges(payment._id)).toHaveLength(0);
    expect(await fixture.noticesOf('admin', 'no-charge-assignment', payment.propertyId)).toHaveLength(1);
    expect(await fixture.noticesOf('csr', 'no-charge-assignment', payment.propertyId)).toHaveLength(0);

    const reverted = await api('admin', 'PUT', `/work-logs/${workLog._id}/no-charge`, { noCharge: false });
    expect(reverted.json().data).toMatchObject({ noCharge: false, paymentStatus: 'pending' });
    expect(await fixture.noticesOf('csr', 'no-charge-revert', payment.propertyId)).toHaveLength(1);
    const actions = await db().select({ action: histories.action }).from(histories).where(eq(histories.entityId, payment._id));
    // Rows written in one transaction share their time: compared as a set of actions.
    expect(actions.map((row) => row.action).sort()).toEqual(['added', 'status-changed', 'status-changed']);
  });

  it('leaves a closed season’s payments alone: no-charge answers 409, a hold moves only the open ones', async () => {
    const { customer, workLog } = await customerWithWorkLog(null);
    const lastSeason = await complete(workLog._id);
    await db()
      .update(payments)
      .set({ date: addDays(today, -30), status: 'failed' })
      .where(eq(payments._id, lastSeason._id));
    const [open] = await db()
      .insert(payments)
      .values({ ...withoutId(lastSeason), workLogId: null, date: today, status: 'failed' })
      .returning();
    await writeSettings(db(), { serviceCalendar: { ...DEFAULT_SETTINGS.serviceCalendar, transferDate: addDays(today, -1) } });
    try {
      const refused = await api('csr', 'PUT', `/work-logs/${workLog._id}/no-charge`, { noCharge: true });
      expect([refused.statusCode, refused.json().messageKey]).toEqual([409, 'server.payments.closed']);
      expect((await db().select().from(workLogs).where(eq(workLogs._id, workLog._id)))[0].noCharge).toBe(false);

      const hold = await api('csr', 'PUT', `/customers/${customer._id}/charges-hold`, { hold: true });
      expect(hold.json().data).toMatchObject({ paymentsChanged: 1 });
      expect((await paymentOf(lastSeason._id)).status).toBe('failed');
      expect((await paymentOf(open._id)).status).toBe('hold');
    } finally {
      await writeSettings(db(), { serviceCalendar: DEFAULT_SETTINGS.serviceCalendar });
    }
  });

  it('makes a no-charge visit’s payment no-charge when it is completed', async () => {
    const { workLog } = await customerWithWorkLog(SANDBOX_CARDS.approve);
    const marked = await api('admin', 'PUT', `/work-logs/${workLog._id}/no-charge`, { noCharge: true });
    expect(marked.json().data).toEqual({ workLogId: workLog._id, noCharge: true, paymentId: null, paymentStatus: null });
    expect((await complete(workLog._id)).status).toBe('no-charge');
  });

  it('answers 404 for an unknown visit or customer and 400 for a body without the choice', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await api('admin', 'PUT', `/work-logs/${unknown}/no-charge`, { noCharge: true })).statusCode).toBe(404);
    expect((await api('admin', 'PUT', `/customers/${unknown}/charges-hold`, { hold: true })).statusCode).toBe(404);
    expect((await api('admin', 'PUT', `/customers/${fixture.world.customerId}/charges-hold`, {})).statusCode).toBe(400);
  });
});

describe('the card a property is charged to', () => {
  const choose = (who: 'admin' | 'csr' | 'customer', propertyId: string, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/customers/properties/${propertyId}/auto-charge`,
      headers: bearer(fixture.tokens[who]),
      payload,
    });
  const cardOf = async (customerId: string, isDefault: boolean) =>
    (
      await db()
        .insert(cards)
        .values({ customerId, gateway: 'sandbox', ...sandboxVault(SANDBOX_CARDS.approve, 11, 2034), isDefault })
        .returning()
    )[0];

  it('charges the card chosen for the property, in its history, and refuses a card of another customer', async () => {
    const { customer, property, workLog } = await customerWithWorkLog(SANDBOX_CARDS.approve);
    const chosen = await cardOf(customer._id, false);
    const stranger = await customerWithWorkLog(SANDBOX_CARDS.approve);
    const strangersCard = await cardOf(stranger.customer._id, false);

    const refused = await choose('csr', property._id, { autoCharge: 'card', cardId: strangersCard._id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toHaveProperty('cardId');
    expect((await choose('csr', property._id, { autoCharge: 'card' })).statusCode).toBe(400);
    expect((await choose('csr', property._id, { autoCharge: 'default', cardId: chosen._id })).statusCode).toBe(400);

    const saved = await choose('csr', property._id, { autoCharge: 'card', cardId: chosen._id });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({ autoCharge: 'card', autoChargeCardId: chosen._id });
    const [history] = await db()
      .select()
      .from(histories)
      .where(and(eq(histories.entity, 'property'), eq(histories.entityId, property._id)));
    expect(history.changes).toMatchObject({
      autoCharge: { from: 'default', to: 'card' },
      autoChargeCardId: { from: null, to: chosen._id },
    });

    const payment = await complete(workLog._id);
    await chargePayment(app(), payment._id, { today });
    expect(await paymentOf(payment._id)).toMatchObject({ status: 'success', cardId: chosen._id });
  });

  it('charges no card when the property is set to none, so its visit waits to be paid', async () => {
    const { property, workLog } = await customerWithWorkLog(SANDBOX_CARDS.approve);
    expect((await choose('admin', property._id, { autoCharge: 'none' })).statusCode).toBe(200);
    const payment = await complete(workLog._id);
    await chargePayment(app(), payment._id, { today });
    expect((await paymentOf(payment._id)).cardId).toBeNull();
    expect(await gatewayCharges(payment._id)).toHaveLength(0);
  });

  it('lets a customer choose for its own property only', async () => {
    const own = await choose('customer', fixture.world.propertyId, { autoCharge: 'none' });
    expect(own.statusCode, own.body).toBe(200);
    const { property } = await customerWithWorkLog(SANDBOX_CARDS.approve);
    expect((await choose('customer', property._id, { autoCharge: 'none' })).statusCode).toBe(403);
    const [after] = await db().select().from(properties).where(eq(properties._id, property._id));
    expect(after.autoCharge).toBe('default');
    expect((await choose('customer', fixture.world.propertyId, { autoCharge: 'default' })).statusCode).toBe(200);
  });
});

describe('a billable call log', () => {
  it('gets a $20 payment with the market’s tax, which becomes non-billable when the call log stops being billable', async () => {
    const created = await api('csr', 'POST', '/call-logs', {
      propertyId: fixture.world.propertyId,
      code: 'C',
      text: 'Asked for an extra edge',
      billable: true,
    });
    expect(created.statusCode).toBe(201);
    const callLog = created.json();
    const [payment] = await db().select().from(payments).where(eq(payments.callLogId, callLog._id));
    expect(payment).toMatchObject({
      item: 'call-log',
      status: 'pending',
      priceCents: 2000,
      taxCents: 165,
      amountCents: 2165,
      vendorId: null,
      commissionCents: 0,
      marketId: fixture.business.market._id,
    });

    await api('csr', 'PUT', `/call-logs/${callLog._id}`, {
      propertyId: fixture.world.propertyId,
      code: 'C',
      text: 'Asked for an extra edge',
      billable: false,
    });
    expect((await paymentOf(payment._id)).status).toBe('non-billable');
    await api('csr', 'PUT', `/call-logs/${callLog._id}`, {
      propertyId: fixture.world.propertyId,
      code: 'C',
      text: 'Asked for an extra edge',
      billable: true,
    });
    expect((await paymentOf(payment._id)).status).toBe('pending');
    expect(await db().select().from(payments).where(eq(payments.callLogId, callLog._id))).toHaveLength(1);
  });

  it('leaves its payment non-billable when the call log is deleted, and a charged one as it was', async () => {
    const billable = { propertyId: fixture.world.propertyId, code: 'C', text: 'Called twice about the gate', billable: true };
    const owed = (await api('csr', 'POST', '/call-logs', billable)).json();
    const charged = (await api('csr', 'POST', '/call-logs', billable)).json();
    const [owedPayment] = await db().select().from(payments).where(eq(payments.callLogId, owed._id));
    const [chargedPayment] = await db().update(payments).set({ status: 'success' }).where(eq(payments.callLogId, charged._id)).returning();

    expect((await api('csr', 'DELETE', `/call-logs/${owed._id}`)).statusCode).toBe(200);
    expect((await api('csr', 'DELETE', `/call-logs/${charged._id}`)).statusCode).toBe(200);
    expect(await paymentOf(owedPayment._id)).toMatchObject({ status: 'non-billable', callLogId: null });
    expect(await paymentOf(chargedPayment._id)).toMatchObject({ status: 'success', callLogId: null });
    expect(await chargePayment(app(), owedPayment._id, { force: true })).toEqual({ charged: false, reason: 'not-chargeable' });
  });
});
