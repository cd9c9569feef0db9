// Declines by class through the sandbox gateway: a hard decline stops at once, a soft one is tried again on the retry
// schedule's days until it is approved, an expired card stops and asks for a new card (docs/billing.md "Retries").
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments, sandboxTransactions } from '../../../server/db/schema';
import { addDays } from '../../../server/lib/calendar';
import { chargePayment } from '../../../server/modules/billing/charge';
import { SANDBOX_CARDS } from '../../../server/modules/billing/gateway/sandbox';
import { chargeDuePayments } from '../../../server/modules/billing/jobs';
import { billingTestApp, completeWorkLog, customerWithWorkLog } from '../paymentFixtures';
import { bearer } from '../helpers';

const world = billingTestApp();

const db = () => world.fixture.t.app.database.db;
const paymentOf = async (id: string) => (await db().select().from(payments).where(eq(payments._id, id)))[0];
const gatewayKeys = async (paymentId: string) =>
  (
    await db()
      .select({ key: sandboxTransactions.idempotencyKey })
      .from(sandboxTransactions)
      .where(and(eq(sandboxTransactions.kind, 'charge'), like(sandboxTransactions.idempotencyKey, `${paymentId}:%`)))
  ).map(({ key }) => key);

/** A completed visit of a new customer whose default card is the sandbox's `cardNumber`: its pending payment. */
async function paymentOnCard(cardNumber: string) {
  const { workLog } = await customerWithWorkLog(world.fixture, world.today, cardNumber);
  return completeWorkLog(world.fixture, workLog._id);
}

/** Runs the daily retries on each of the next `days` days. */
async function runDays(days: number) {
  for (let day = 1; day <= days; day++) await chargeDuePayments(world.fixture.t.app, addDays(world.today, day));
}

describe('declines by class', () => {
  it('stops a hard decline (stolen card) at once and never retries it', async () => {
    const payment = await paymentOnCard(SANDBOX_CARDS.stolenCard);
    await chargePayment(world.fixture.t.app, payment._id, { today: world.today });
    expect(await paymentOf(payment._id)).toMatchObject({
      status: 'failed-stop',
      declineClass: 'hard',
      failureCode: '43',
      nextAttemptOn: null,
      firstDeclinedOn: world.today,
    });
    await runDays(15);
    expect(await gatewayKeys(payment._id)).toEqual([`${payment._id}:1`]);
  });

  it('tries a soft decline again on the schedule’s days (1, then 3 after the first decline) until approved', async () => {
    const payment = await paymentOnCard(SANDBOX_CARDS.insufficientFundsThenApprove);
    await chargePayment(world.fixture.t.app, payment._id, { today: world.today });
    expect(await paymentOf(payment._id)).toMatchObject({ status: 'failed', declineClass: 'soft', nextAttemptOn: addDays(world.today, 1) });
    await runDays(1);
    expect(await paymentOf(payment._id)).toMatchObject({ status: 'failed', attempts: 2, nextAttemptOn: addDays(world.today, 3) });
    await runDays(2);
    expect((await paymentOf(payment._id)).attempts).toBe(2);
    await chargeDuePayments(world.fixture.t.app, addDays(world.today, 3));
    expect(await paymentOf(payment._id)).toMatchObject({
      status: 'success',
      attempts: 3,
      declineClass: null,
      failureCode: null,
      firstDeclinedOn: world.today,
    });
    expect(await gatewayKeys(payment._id)).toHaveLength(3);
  });

  it('stops an expired card and asks the customer for a new card', async () => {
    const payment = await paymentOnCard(SANDBOX_CARDS.expiredCard);
    await chargePayment(world.fixture.t.app, payment._id, { today: world.today });
    expect(await paymentOf(payment._id)).toMatchObject({ status: 'failed-stop', declineClass: 'expired', failureCode: '54' });
    await runDays(5);
    expect(await gatewayKeys(payment._id)).toHaveLength(1);
    const [notice] = await world.fixture.noticesOf('admin', 'payment-failed', payment.propertyId);
    expect(notice.message).toContain('please add a new card');

    const detail = await world.fixture.t.app.inject({
      url: `/api/v1/payments/${payment._id}`,
      headers: bearer(world.fixture.tokens.admin),
    });
    expect(detail.json().data).toMatchObject({ declineClass: 'expired', firstDeclinedOn: world.today });
  });
});
