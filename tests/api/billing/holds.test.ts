// Holds: a property is held once a payment with no retry left is still unpaid System Settings' days after its first
// decline (never on a clean customer's first declined day, however many charges it declined), its future visits out of
// the plan and off the crew's day, the customer told "paused" with a pay link; a payment (charged or received by hand)
// or a new card releases it by itself with a "resumed" message, and staff hold or release by hand with the property's
// history.
import { randomUUID } from 'node:crypto';
import { and, eq, gte, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parseMessage } from '../../../common/i18n/catalog';
import { cards, customers, emailMessages, histories, properties, services, textMessages, workLogs } from '../../../server/db/schema';
import { chargePayment } from '../../../server/modules/billing/charge';
import { SANDBOX_CARDS } from '../../../server/modules/billing/gateway/sandbox';
import { holdUnpaidProperties } from '../../../server/modules/billing/holds';
import { remindUnpaidPayments } from '../../../server/modules/billing/payReminders';
import { replan } from '../../../server/modules/scheduling/planner';
import { addDays } from '../../../server/lib/calendar';
import { addCustomer, addProperty } from '../fixtures/business';
import { bearer } from '../helpers';
import { billingTestApp, addCard, completeWorkLog, startedWorkLog } from '../paymentFixtures';

const world = billingTestApp();

const db = () => world.fixture.t.app.database.db;
const api = (method: 'PUT' | 'POST' | 'GET', url: string, payload?: object, who: 'admin' | 'crew' | 'customer' = 'admin') =>
  world.fixture.t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(world.fixture.tokens[who]), ...(payload && { payload }) });
const propertyOf = async (id: string) => (await db().select().from(properties).where(eq(properties._id, id)))[0];
const plannedVisits = async (propertyId: string) =>
  db()
    .select()
    .from(workLogs)
    .where(and(eq(workLogs.propertyId, propertyId), eq(workLogs.status, 'pending'), gte(workLogs.date, world.today)));
/** What the customer was sent for a moment (`service-paused`, `service-resumed`): its e-mails and texts. */
const sentNow = async (customerId: string, moment: string) => ({
  emails: await db()
    .select()
    .from(emailMessages)
    .where(and(eq(emailMessages.customerId, customerId), like(emailMessages.moment, `${moment}:%`))),
  texts: await db()
    .select()
    .from(textMessages)
    .where(and(eq(textMessages.customerId, customerId), like(textMessages.moment, `${moment}:%`))),
});
/** The messages of a moment once at least `least` of each channel are queued: they are queued after the commit. */
async function sent(customerId: string, moment: string, least = { emails: 0, texts: 0 }) {
  for (let tries = 0; ; tries++) {
    const found = await sentNow(customerId, moment);
    if ((found.emails.length >= least.emails && found.texts.length >= least.texts) || tries === 100) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
const BOTH = { emails: 1, texts: 1 };

/** A customer whose weekly mow is planned over the horizon, with a default card of `cardNumber`. */
async function plannedCustomer(cardNumber: string) {
  const { customer, property, service } = await addCustomer(db(), world.fixture.business.market._id);
  await db().update(services).set({ startDate: world.today }).where(eq(services._id, service._id));
  await replan(db(), { propertyIds: [property._id] }, null);
  await addCard(world.fixture, customer._id, cardNumber);
  return { customer, property, service };
}

const visitsCharged = new Map<string, number>();
/**
 * A visit moved to world.today from an earlier planned day (each of a customer's its own, the first 4 days back, as a
 * visit of last week), completed and charged: its payment as the charge left it.
 */
async function chargedWorkLog(of: Awaited<ReturnType<typeof plannedCustomer>>) {
  const daysBack = (visitsCharged.get(of.customer._id) ?? 3) + 1;
  visitsCharged.set(of.customer._id, daysBack);
  const ids = { customerId: of.customer._id, propertyId: of.property._id, serviceId: of.service._id };
  const workLog = await startedWorkLog(world.fixture, world.today, { ...ids, plannedDate: addDays(world.today, -daysBack) });
  const payment = await completeWorkLog(world.fixture, workLog._id);
  const result = await chargePayment(world.fixture.t.app, payment._id, { today: world.today });
  return result.charged ? result.payment : payment;
}

describe('holds', () => {
  it('never holds on a clean customer’s first declined day, however many charges; holds once the days pass, and tells', async () => {
    const customer = await plannedCustomer(SANDBOX_CARDS.doNotHonor);
    expect((await plannedVisits(customer.property._id)).length).toBeGreaterThan(0);

    // Three charges declined hard the same day (no retry left for any): one event, and the customer's first.
    const declined = [await chargedWorkLog(customer), await chargedWorkLog(customer), await chargedWorkLog(customer)];
    expect(declined.map((payment) => payment.status)).toEqual(['failed-stop', 'failed-stop', 'failed-stop']);
    expect((await propertyOf(customer.property._id)).visitsHeld).toBe(false);
    await holdUnpaidProperties(world.fixture.t.app, world.today);
    await holdUnpaidProperties(world.fixture.t.app, addDays(world.today, 2));
    expect((await propertyOf(customer.property._id)).visitsHeld).toBe(false);
    expect(await sent(customer.customer._id, 'service-paused')).toEqual({ emails: [], texts: [] });

    // System Settings' 3 days later, still unpaid: the morning's run holds it, once.
    expect((await holdUnpaidProperties(world.fixture.t.app, addDays(world.today, 3))).held).toBeGreaterThanOrEqual(1);
    await holdUnpaidProperties(world.fixture.t.app, addDays(world.today, 4));
    const held = await propertyOf(customer.property._id);
    expect(held.visitsHeld).toBe(true);
    expect(parseMessage(held.visitsHoldReason ?? '')).toEqual({
      key: 'server.holds.unpaid_after_retries',
      params: { since: world.today, days: '3' },
    });
    expect(await plannedVisits(customer.property._id)).toHaveLength(0);
    // The planner's next pass leaves it out too.
    await replan(db(), { propertyIds: [customer.property._id] }, null);
    expect(await plannedVisits(customer.property._id)).toHaveLength(0);
    // Staff see it on the property's history, with no author: the rule held it.
    const [entry] = await db().select().from(histories).where(eq(histories.entityId, customer.property._id));
    expect(entry).toMatchObject({ entity: 'property', userId: null });

    // The customer is told, once per channel: paused, what is owed, and a pay link that opens.
    const paused = await sent(customer.customer._id, 'service-paused', BOTH);
    expect(paused.emails).toHaveLength(1);
    expect(paused.texts).toHaveLength(1);
    expect(paused.emails[0].subject).toBe('Your lawn service is paused');
    expect(paused.emails[0].body).toContain(customer.property.address);
    expect(paused.emails[0].body).toContain(`$${((declined[0].amountCents * 3) / 100).toFixed(2)} is still unpaid`);
    expect(paused.texts[0].body).toMatch(/^LawnDesk: Hi Terry, your lawn service at .* is paused/);
    const token = /\/pay\/([\w-]{43})/.exec(paused.texts[0].body)?.[1];
    expect(token).toBeDefined();
    const page = () => world.fixture.t.app.inject({ method: 'GET', url: `/api/v1/pay/${token}` });
    // The link opens the customer's whole page: all three unpaid payments of the held property can be paid there.
    expect((await page()).json().data).toMatchObject({ state: 'open', owed: [{ amountCents: declined[0].amountCents }, {}, {}] });
    // Day 3 is a reminder day too: the paused message's link is the customer's open page, so the morning's job sends no
    // second link replacing it, nor one per other payment (one link per customer).
    await remindUnpaidPayments(world.fixture.t.app, addDays(world.today, 3));
    expect(await sent(customer.customer._id, 'payment-reminder')).toEqual({ emails: [], texts: [] });
    expect((await page()).json().data.state).toBe('open');

    // Staff release it (the customer hears service resumed); the next mornings leave it released, a new decline holds again.
    await api('PUT', `/properties/${customer.property._id}/visits-hold`, { hold: false, reason: 'Promised to pay Friday' });
    expect((await sent(customer.customer._id, 'service-resumed', BOTH)).texts).toHaveLength(1);
    for (const day of [4, 5]) await holdUnpaidProperties(world.fixture.t.app, addDays(world.today, day));
    expect((await propertyOf(customer.property._id)).visitsHeld).toBe(false);
    await chargePayment(world.fixture.t.app, declined[1]._id, { force: true, today: addDays(world.today, 5) });
    expect((await propertyOf(customer.property._id)).visitsHeld).toBe(true);
  });

  it('waits for a soft decline’s last retry, then holds at it; a payment releases it and the customer hears it resumed', async () => {
    const customer = await plannedCustomer(SANDBOX_CARDS.insufficientFunds);
    const other = await addProperty(db(), customer.customer._id, world.fixture.business.market._id);
    const planned = (await plannedVisits(customer.property._id)).length;
    const first = await chargedWorkLog(customer);
    expect(first).toMatchObject({ status: 'failed', nextAttemptOn: addDays(world.today, 1) });
    // However late, a payment with tries left holds nothing.
    await holdUnpaidProperties(world.fixture.t.app, addDays(world.today, 4));
    expect((await propertyOf(customer.property._id)).visitsHeld).toBe(false);

    // The schedule's tries (days 1 and 3 declined, with retries left), then day 5's, the last: no retry left, 5 days unpaid.
    for (const day of [1, 3]) {
      const retried = await chargePayment(world.fixture.t.app, first._id, { today: addDays(world.today, day) });
      expect(retried).toMatchObject({ charged: true, payment: { status: 'failed' } });
      expect((await propertyOf(customer.property._id)).visitsHeld).toBe(false);
    }
    const last = await chargePayment(world.fixture.t.app, first._id, { today: addDays(world.today, 5) });
    expect(last).toMatchObject({ charged: true, payment: { status: 'failed-stop' } });
    expect(await propertyOf(customer.property._id)).toMatchObject({ visitsHeld: true });
    expect((await propertyOf(other._id)).visitsHeld).toBe(false);
    expect((await sent(customer.customer._id, 'service-paused', BOTH)).texts).toHaveLength(1);

    // Money received by hand releases it, and the customer hears the service resumed, once per channel.
    const received = await api('POST', `/payments/${first._id}/received`, { method: 'check', reference: '1042' });
    expect(received.statusCode).toBe(200);
    expect(await propertyOf(customer.property._id)).toMatchObject({ visitsHeld: false, visitsHoldReason: 'server.holds.released_paid' });
    expect(await plannedVisits(customer.property._id)).toHaveLength(planned);
    const resumed = await sent(customer.customer._id, 'service-resumed', BOTH);
    expect(resumed.emails.map((email) => email.subject)).toEqual(['Your lawn service has resumed']);
    expect(resumed.texts).toHaveLength(1);
    expect(resumed.texts[0].body).toContain(`your lawn service at ${customer.property.address} has resumed`);
    const history = await db().select().from(histories).where(eq(histories.entityId, customer.property._id));
    expect(history.map((row) => [row.userId, row.changes.visitsHoldReason?.to])).toContainEqual([
      world.fixture.business.users.admin._id,
      'server.holds.released_paid',
    ]);
  });

  it('releases a rule’s hold when a new card pays, in Spanish for a Spanish customer', async () => {
    const customer = await plannedCustomer(SANDBOX_CARDS.stolenCard);
    await db().update(properties).set({ address: '77 Calle Sol' }).where(eq(properties._id, customer.property._id));
    await db().update(customers).set({ language: 'es' }).where(eq(customers._id, customer.customer._id));
    const payment = await chargedWorkLog(customer);
    expect(payment.status).toBe('failed-stop');
    await holdUnpaidProperties(world.fixture.t.app, addDays(world.today, 3));
    expect((await propertyOf(customer.property._id)).visitsHeld).toBe(true);
    expect((await sent(customer.customer._id, 'service-paused', BOTH)).emails[0]).toMatchObject({
      subject: 'Su servicio de jardín está en pausa',
      body: expect.stringContaining('su servicio de jardín en 77 Calle Sol está en pausa'),
    });

    // A new default card, and staff charge it now: approved, released, told.
    await db().update(cards).set({ isDefault: false }).where(eq(cards.customerId, customer.customer._id));
    await addCard(world.fixture, customer.customer._id, SANDBOX_CARDS.approve);
    const paid = await chargePayment(world.fixture.t.app, payment._id, { force: true, expectedAttempts: 1 });
    expect(paid).toMatchObject({ charged: true, payment: { status: 'success' } });
    expect((await propertyOf(customer.property._id)).visitsHeld).toBe(false);
    const resumed = await sent(customer.customer._id, 'service-resumed', BOTH);
    expect(resumed.texts.map((text) => text.body)).toEqual([
      'LawnDesk: Hola Terry, gracias: su servicio de jardín en 77 Calle Sol se reanudó y sus visitas vuelven a estar programadas. Responda PARAR para cancelar.',
    ]);
  });

  it('never holds while System Settings says 0', async () => {
    const settings = await api('GET', '/settings');
    const payments = settings.json().data.payments;
    const { password: _password, integratorId: _integratorId, ...kept } = payments;
    expect((await api('PUT', '/settings', { payments: { ...kept, holdAfterDays: 0 } })).statusCode).toBe(200);
    try {
      const customer = await plannedCustomer(SANDBOX_CARDS.doNotHonor);
      await chargedWorkLog(customer);
      await holdUnpaidProperties(world.fixture.t.app, addDays(world.today, 30));
      expect((await propertyOf(customer.property._id)).visitsHeld).toBe(false);
      expect((await api('PUT', '/settings', { payments: { ...kept, holdAfterDays: 61 } })).json()).toMatchObject({
        errors: { 'payments.holdAfterDays': 'validation.settings.hold_after_days' },
      });
    } finally {
      await api('PUT', '/settings', { payments: { ...kept, holdAfterDays: 3 } });
    }
  });

  it('releases the hold by itself when the customer pays', async () => {
    const customer = await plannedCustomer(SANDBOX_CARDS.insufficientFundsThenApprove);
    const planned = (await plannedVisits(customer.property._id)).length;
    await db()
      .update(properties)
      .set({ visitsHeld: true, visitsHeldAt: new Date(), visitsHoldReason: 'test' })
      .where(eq(properties._id, customer.property._id));
    await replan(db(), { propertyIds: [customer.property._id] }, null);
    expect(await plannedVisits(customer.property._id)).toHaveLength(0);
    const payment = await chargedWorkLog(customer);
    await chargePayment(world.fixture.t.app, payment._id, { force: true, expectedAttempts: 1 });
    await chargePayment(world.fixture.t.app, payment._id, { force: true, expectedAttempts: 2 });
    expect(await propertyOf(customer.property._id)).toMatchObject({ visitsHeld: false, visitsHoldReason: 'server.holds.released_paid' });
    expect(await plannedVisits(customer.property._id)).toHaveLength(planned);
  });

  it('lets staff hold and release by hand, saying why, with the property’s history; the crew’s day hides a held visit', async () => {
    const customer = await plannedCustomer(SANDBOX_CARDS.approve);
    const planned = (await plannedVisits(customer.property._id)).length;
    // The planner's first visit (today, or the next working day on a weekend), pinned by staff: the planner keeps it.
    const [pinned] = (await plannedVisits(customer.property._id)).sort((a, b) => a.date.localeCompare(b.date));
    await db().update(workLogs).set({ pinned: true, crewId: world.fixture.business.crew._id }).where(eq(workLogs._id, pinned._id));

    expect((await api('PUT', `/properties/${customer.property._id}/visits-hold`, { hold: true })).statusCode).toBe(400);
    const held = await api('PUT', `/properties/${customer.property._id}/visits-hold`, { hold: true, reason: 'Owes since May' });
    expect(held.json().data).toMatchObject({ propertyId: customer.property._id, visitsHeld: true, visitsHoldReason: 'Owes since May' });
    const day = await api('GET', `/crew/day?date=${pinned.date}`, undefined, 'crew');
    expect(day.statusCode).toBe(200);
    expect(JSON.stringify(day.json())).not.toContain(pinned._id);

    const released = await api('PUT', `/properties/${customer.property._id}/visits-hold`, { hold: false, reason: 'Paid by check' });
    // Staff's own hold is theirs to explain: the customer gets no paused or resumed message from it.
    expect(await sent(customer.customer._id, 'service-paused')).toEqual({ emails: [], texts: [] });
    expect(await sent(customer.customer._id, 'service-resumed')).toEqual({ emails: [], texts: [] });
    expect(released.json().data).toMatchObject({ visitsHeld: false, visitsHeldAt: null });
    expect(await plannedVisits(customer.property._id)).toHaveLength(planned);
    expect(JSON.stringify((await api('GET', `/crew/day?date=${pinned.date}`, undefined, 'crew')).json())).toContain(pinned._id);

    const history = await db().select().from(histories).where(eq(histories.entityId, customer.property._id));
    expect(history.map((row) => [row.userId, row.changes.visitsHoldReason?.to])).toEqual(
      expect.arrayContaining([
        [world.fixture.business.users.admin._id, 'Owes since May'],
        [world.fixture.business.users.admin._id, 'Paid by check'],
      ]),
    );
    expect((await api('PUT', `/properties/${randomUUID()}/visits-hold`, { hold: true, reason: 'x' })).statusCode).toBe(404);
  });
});
