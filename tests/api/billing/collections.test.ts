// GET /collections: a declined payment in its age bucket, this month's recovery, a held property and a card that
// expires next month, for staff with payment_list only.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CollectionsSummary } from '../../../common/schemas/collections';
import { cards, properties } from '../../../server/db/schema';
import { chargePayment } from '../../../server/modules/billing/charge';
import { nextMonth } from '../../../server/modules/billing/collectionsRules';
import { SANDBOX_CARDS } from '../../../server/modules/billing/gateway/sandbox';
import { bearer } from '../helpers';
import { billingTestApp, completeWorkLog, customerWithWorkLog } from '../paymentFixtures';

const world = billingTestApp();
const read = async (who: 'admin' | 'crew' = 'admin', query = '') =>
  world.fixture.t.app.inject({ url: `/api/v1/collections${query}`, headers: bearer(world.fixture.tokens[who]) });

describe('GET /collections', () => {
  it('counts failed payments by age, this month’s recovery, held properties and next month’s expiring cards', async () => {
    const { app } = world.fixture.t;
    const before = (await read()).json().data as CollectionsSummary;
    const declined = await customerWithWorkLog(world.fixture, world.today, SANDBOX_CARDS.stolenCard);
    const payment = await completeWorkLog(world.fixture, declined.workLog._id);
    await chargePayment(app, payment._id, { today: world.today });
    const recovering = await customerWithWorkLog(world.fixture, world.today, SANDBOX_CARDS.insufficientFundsThenApprove);
    const recovered = await completeWorkLog(world.fixture, recovering.workLog._id);
    for (const attempts of [0, 1, 2])
      await chargePayment(app, recovered._id, { today: world.today, force: true, expectedAttempts: attempts });
    await app.database.db
      .update(properties)
      .set({ visitsHeld: true, visitsHeldAt: new Date(), visitsHoldReason: 'Owes three' })
      .where(eq(properties._id, declined.property._id));
    const { year, month } = nextMonth(world.today);
    await app.database.db.update(cards).set({ expiryYear: year, expiryMonth: month }).where(eq(cards.customerId, declined.customer._id));

    const response = await read();
    expect(response.statusCode).toBe(200);
    const after = response.json().data as CollectionsSummary;
    const fresh = (summary: CollectionsSummary) => summary.outstanding.find((row) => row.bucket === '0-7')!;
    expect(fresh(after).count - fresh(before).count).toBe(1);
    expect(fresh(after).amountCents - fresh(before).amountCents).toBe(payment.amountCents);
    expect(after.recovered.count - before.recovered.count).toBe(1);
    expect(after.recovered.declined - before.recovered.declined).toBe(2);
    expect(after.recovered.rate).toBeGreaterThan(0);
    expect(after.held).toContainEqual(expect.objectContaining({ propertyId: declined.property._id, visitsHoldReason: 'Owes three' }));
    expect(after.expiringCards).toContainEqual(expect.objectContaining({ customerId: declined.customer._id, last4: '9979' }));
    expect((await read('crew')).statusCode).toBe(403);
  });

  it('answers the held properties a page at a time, oldest hold first, with their total', async () => {
    const { app } = world.fixture.t;
    const held = [];
    for (const hour of [1, 2, 3]) {
      const { property } = await customerWithWorkLog(world.fixture, world.today, SANDBOX_CARDS.approve);
      await app.database.db
        .update(properties)
        .set({ visitsHeld: true, visitsHeldAt: new Date(Date.UTC(2020, 0, 1, hour)), visitsHoldReason: `Hold ${hour}` })
        .where(eq(properties._id, property._id));
      held.push(property._id);
    }
    const page = async (query: string) => (await read('admin', query)).json().data as CollectionsSummary;
    const second = await page('?perPage=1&heldPage=2');
    expect(second.held.map((row) => row.propertyId)).toEqual([held[1]]);
    expect(second.heldTotal).toBeGreaterThanOrEqual(3);
    expect(second.expiringCards.length).toBeLessThanOrEqual(1);
    const all = await page(`?perPage=500`);
    expect(all.held).toHaveLength(all.heldTotal);
    expect(all.held.slice(0, 3).map((row) => row.propertyId)).toEqual(held);
    for (const bad of ['?perPage=0', '?perPage=501', '?heldPage=0', '?expiringPage=x'])
      expect((await read('admin', bad)).statusCode, bad).toBe(400);
  });
});
