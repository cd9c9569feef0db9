// Holds: a property's third unpaid failed payment holds its future visits (out of the plan and off the crew's day), the
// customer's other properties untouched; a payment (charged or received by hand) or a new card releases them by itself,
// and staff hold or release by hand with the property's history.
import { randomUUID } from 'node:crypto';
import { and, eq, gte } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { histories, properties, services, workLogs } from '../../server/db/schema';
import { chargePayment } from '../../server/modules/billing/charge';
import { SANDBOX_CARDS } from '../../server/modules/billing/gateway/sandbox';
import { replan } from '../../server/modules/scheduling/planner';
import { addDays } from '../../server/lib/calendar';
import { addCustomer, addProperty } from './fixtures/business';
import { bearer } from './helpers';
import { billingTestApp, addCard, completeVisit, startedVisit } from './paymentFixtures';

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

/** A customer whose weekly mow is planned over the horizon, with a default card of `cardNumber`. */
async function plannedCustomer(cardNumber: string) {
  const { customer, property, service } = await addCustomer(db(), world.fixture.business.market._id);
  await db().update(services).set({ startDate: world.today }).where(eq(services._id, service._id));
  await replan(db(), { propertyIds: [property._id] }, null);
  await addCard(world.fixture, customer._id, cardNumber);
  return { customer, property, service };
}

let daysBack = 0;
/** A visit moved to world.today from an earlier planned day (each call its own), completed and charged: its payment as the charge left it. */
async function chargedVisit(of: Awaited<ReturnType<typeof plannedCustomer>>) {
  daysBack += 1;
  const ids = { customerId: of.customer._id, propertyId: of.property._id, serviceId: of.service._id };
  const workLog = await startedVisit(world.fixture, world.today, { ...ids, plannedDate: addDays(world.today, -daysBack) });
  const payment = await completeVisit(world.fixture, workLog._id);
  const result = await chargePayment(world.fixture.t.app, payment._id, { today: world.today });
  return result.charged ? result.payment : payment;
}

describe('holds', () => {
  it('holds the property’s future visits at the third unpaid failed payment', async () => {
    const customer = await plannedCustomer(SANDBOX_CARDS.doNotHonor);
    const planned = (await plannedVisits(customer.property._id)).length;
    expect(planned).toBeGreaterThan(0);

    await chargedVisit(customer);
    await chargedVisit(customer);
    expect((await propertyOf(customer.property._id)).visitsHeld).toBe(false);
    await chargedVisit(customer);
    expect(await propertyOf(customer.property._id)).toMatchObject({
      visitsHeld: true,
      visitsHoldReason: expect.stringContaining('failed_payments'),
    });
    expect(await plannedVisits(customer.property._id)).toHaveLength(0);
    // The planner's next pass leaves it out too.
    await replan(db(), { propertyIds: [customer.property._id] }, null);
    expect(await plannedVisits(customer.property._id)).toHaveLength(0);

    // Staff see it on the property's history, with no author: the rule held it.
    const [entry] = await db().select().from(histories).where(eq(histories.entityId, customer.property._id));
    expect(entry).toMatchObject({ entity: 'property', userId: null });
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
    const payment = await chargedVisit(customer);
    await chargePayment(world.fixture.t.app, payment._id, { force: true, expectedAttempts: 1 });
    await chargePayment(world.fixture.t.app, payment._id, { force: true, expectedAttempts: 2 });
    expect(await propertyOf(customer.property._id)).toMatchObject({ visitsHeld: false, visitsHoldReason: 'server.holds.released_paid' });
    expect(await plannedVisits(customer.property._id)).toHaveLength(planned);
  });

  it('lets staff hold and release by hand, saying why, with the property’s history; the crew’s day hides a held visit', async () => {
    const customer = await plannedCustomer(SANDBOX_CARDS.approve);
    const planned = (await plannedVisits(customer.property._id)).length;
    // The planner's visit of world.today, pinned by staff: the planner keeps it whatever happens.
    const [pinned] = (await plannedVisits(customer.property._id)).filter((visit) => visit.date === world.today);
    await db().update(workLogs).set({ pinned: true, crewId: world.fixture.business.crew._id }).where(eq(workLogs._id, pinned._id));

    expect((await api('PUT', `/properties/${customer.property._id}/visits-hold`, { hold: true })).statusCode).toBe(400);
    const held = await api('PUT', `/properties/${customer.property._id}/visits-hold`, { hold: true, reason: 'Owes since May' });
    expect(held.json().data).toMatchObject({ propertyId: customer.property._id, visitsHeld: true, visitsHoldReason: 'Owes since May' });
    const day = await api('GET', `/crew/day?date=${world.today}`, undefined, 'crew');
    expect(day.statusCode).toBe(200);
    expect(JSON.stringify(day.json())).not.toContain(pinned._id);

    const released = await api('PUT', `/properties/${customer.property._id}/visits-hold`, { hold: false, reason: 'Paid by check' });
    expect(released.json().data).toMatchObject({ visitsHeld: false, visitsHeldAt: null });
    expect(await plannedVisits(customer.property._id)).toHaveLength(planned);
    expect(JSON.stringify((await api('GET', `/crew/day?date=${world.today}`, undefined, 'crew')).json())).toContain(pinned._id);

    const history = await db().select().from(histories).where(eq(histories.entityId, customer.property._id));
    expect(history.map((row) => [row.userId, row.changes.visitsHoldReason?.to])).toEqual(
      expect.arrayContaining([
        [world.fixture.business.users.admin._id, 'Owes since May'],
        [world.fixture.business.users.admin._id, 'Paid by check'],
      ]),
    );
    expect((await api('PUT', `/properties/${randomUUID()}/visits-hold`, { hold: true, reason: 'x' })).statusCode).toBe(404);
  });

  it('holds only the property whose payments failed, and releases it when staff record money received by hand', async () => {
    const customer = await plannedCustomer(SANDBOX_CARDS.insufficientFunds);
    const other = await addProperty(db(), customer.customer._id, world.fixture.business.market._id);
    const failed = [await chargedVisit(customer), await chargedVisit(customer), await chargedVisit(customer)];
    expect(failed.map((payment) => payment.status)).toEqual(['failed', 'failed', 'failed']);
    expect((await propertyOf(customer.property._id)).visitsHeld).toBe(true);
    expect((await propertyOf(other._id)).visitsHeld).toBe(false);

    const received = await api('POST', `/payments/${failed[0]._id}/received`, { method: 'check', reference: '1042' });
    expect(received.statusCode).toBe(200);
    expect(received.json().data.status).toBe('success');
    expect(await propertyOf(customer.property._id)).toMatchObject({ visitsHeld: false, visitsHoldReason: 'server.holds.released_paid' });
    const history = await db().select().from(histories).where(eq(histories.entityId, customer.property._id));
    expect(history.map((row) => [row.userId, row.changes.visitsHoldReason?.to])).toContainEqual([
      world.fixture.business.users.admin._id,
      'server.holds.released_paid',
    ]);
  });
});
