// Demo billing: sandbox cards for the customers and a payment for every completed visit, made by the billing code
// itself, then settled through the sandbox gateway (so its ledger holds each charge):
// mostly charged, a few declined (retrying or stopped), some to charge later, a few refunded, not billed or collected
// by hand.
import { eq } from 'drizzle-orm';
import { DEFAULT_SETTINGS } from '../../common/schemas/settings';
import { changedFields, recordHistory, type Tx } from '../lib/history';
import {
  afterDecline,
  classifyDecline,
  createWorkLogPayment,
  NO_CARD,
  type Payment,
  SANDBOX_CARDS,
  sandboxGateway,
  sandboxVault,
} from '../modules/billing';
import { addDays, dateIn } from '../lib/calendar';
import { cards, customers, payments, properties, workLogs } from '../db/schema';
import { seededRandom } from './random';
import { DEMO_BUSINESS } from './configuration';

/** Which test card a customer has: most approve, a few decline, some have none yet. */
const CARD_WEIGHTS = [
  [SANDBOX_CARDS.approve, 64],
  [SANDBOX_CARDS.approveMastercard, 28],
  [SANDBOX_CARDS.insufficientFunds, 4],
  [SANDBOX_CARDS.doNotHonor, 1],
  [null, 3],
] as const;

type Outcome = 'charge' | 'refund' | 'charge-later' | 'no-charge' | 'received' | 'manual';
const OUTCOME_WEIGHTS: (readonly [Outcome, number])[] = [
  ['charge', 88],
  ['refund', 2],
  ['charge-later', 3],
  ['no-charge', 2],
  ['received', 3],
  ['manual', 2],
];

type Random = ReturnType<typeof seededRandom>;
type Gateway = ReturnType<typeof sandboxGateway>;

/**
 * monthIndex: this month as year * 12 + month - 1. The customers in an order the seed decides (not their random ids),
 * and the demo customer, whose portal shows the receipts of paid visits, always with a card that approves.
 */
async function seedCards(
  tx: Tx,
  random: Random,
  monthIndex: number,
  demoCustomerId: string,
): Promise<Map<string, { _id: string; token: string }>> {
  const rows = await tx
    .select({ _id: customers._id })
    .from(customers)
    .orderBy(customers.lastName, customers.firstName, customers.email, customers.mobile);
  const values = [];
  for (const customer of rows) {
    const drawn = random.weighted(CARD_WEIGHTS);
    const cardNumber = customer._id === demoCustomerId ? SANDBOX_CARDS.approve : drawn;
    if (!cardNumber) continue;
    // As if each customer had typed its card into the sandbox's hosted fields. Each expires in 2 to 49 months: the cards
    // expiring next month are the few the collections seed chooses, whatever month the demo is seeded in.
    const expiry = monthIndex + 1 + random.int(1, 12) + 12 * (random.int(1, 4) - 1);
    const vaulted = sandboxVault(cardNumber, (expiry % 12) + 1, Math.floor(expiry / 12));
    values.push({ customerId: customer._id, gateway: 'sandbox', isDefault: true, ...vaulted });
  }
  const stored = [];
  for (let start = 0; start < values.length; start += 500)
    stored.push(
      ...(await tx
        .insert(cards)
        .values(values.slice(start, start + 500))
        .returning()),
    );
  // Every seeded card is kept, so it has its token.
  return new Map(stored.map((card) => [card.customerId, { _id: card._id, token: card.token ?? '' }]));
}

/** The automatic charge at the visit's completion, and the tries on the next days after a retryable decline, up to today. */
async function charge(
  gateway: Gateway,
  payment: Payment,
  card: { _id: string; token: string } | undefined,
  seedDay: string,
  failureTries: number,
  chargedAt: Date,
) {
  let today = payment.date;
  let firstDeclinedOn: string | null = null;
  for (let attempt = 1; ; attempt++) {
    const result = card
      ? await gateway.charge({
          token: card.token,
          amountCents: payment.amountCents,
          idempotencyKey: `${payment._id}:${attempt}`,
          description: `${DEMO_BUSINESS.name} ${payment.item} ${payment.date}`,
        })
      : ({ approved: false, retryable: true, code: NO_CARD, message: '' } as const);
    if (result.approved)
      return {
        status: 'success' as const,
        attempts: attempt,
        cardId: card?._id ?? null,
        chargedAt,
        gatewayTransactionId: result.transactionId,
        feeCents: result.feeCents ?? null,
      };
    firstDeclinedOn ??= today;
    const declineClass = classifyDecline(result);
    const { retrySchedule: schedule } = DEFAULT_SETTINGS.payments;
    const decline = afterDecline({ attempt, failureTries, schedule, declineClass, firstDeclinedOn, today });
    const values = {
      status: decline.status,
      attempts: attempt,
      cardId: card?._id ?? null,
      nextAttemptOn: decline.nextAttemptOn,
      failureCode: result.code,
      failureMessage: result.message || null,
      declineClass,
      firstDeclinedOn,
    };
    if (decline.status === 'failed-stop' || !decline.nextAttemptOn || decline.nextAttemptOn > seedDay) return values;
    today = decline.nextAttemptOn;
  }
}

async function settle(
  gateway: Gateway,
  payment: Payment,
  outcome: Outcome,
  card: { _id: string; token: string } | undefined,
  { seedDay, completedAt, random }: { seedDay: string; completedAt: Date; random: Random },
) {
  const failureTries = DEFAULT_SETTINGS.payments.autoChargeFailureTries;
  switch (outcome) {
    case 'charge-later':
      return { status: 'charge-later' as const, chargeLaterDate: addDays(seedDay, random.int(1, 10)) };
    case 'manual':
      return { status: 'manual' as const };
    case 'received':
      return {
        status: 'success' as const,
        manualMethod: random.pick(['cash', 'check'] as const),
        manualReference: `Check ${random.int(1001, 1999)}`,
        chargedAt: completedAt,
      };
    case 'no-charge':
      return undefined;
    case 'charge':
    case 'refund': {
      // The automatic charge runs as the crew completes the visit.
      const charged = await charge(gateway, payment, card, seedDay, failureTries, new Date(completedAt.getTime() + 60_000));
      if (outcome === 'charge' || charged.status !== 'success') return charged;
      const refundedCents = random.next() < 0.5 ? payment.amountCents : Math.round(payment.amountCents / 2);
      await gateway.refund({
        transactionId: charged.gatewayTransactionId,
        amountCents: refundedCents,
        idempotencyKey: `${payment._id}:refund:0`,
      });
      return { ...charged, status: 'refund-success' as const, refundedCents };
    }
  }
}

export async function seedPayments(tx: Tx, { demoCustomerId, now = new Date() }: { demoCustomerId: string; now?: Date }): Promise<void> {
  const seedDay = dateIn(DEFAULT_SETTINGS.serviceCalendar.timeZone, now);
  const random = seededRandom(1515);
  const gateway = sandboxGateway(tx);
  const cardOf = await seedCards(tx, random, Number(seedDay.slice(0, 4)) * 12 + Number(seedDay.slice(5, 7)) - 1, demoCustomerId);

  // In an order the seed decides (not the rows' random ids), so the same day seeds the same outcomes on every install.
  const completed = await tx
    .select({ workLog: workLogs })
    .from(workLogs)
    .innerJoin(properties, eq(properties._id, workLogs.propertyId))
    .where(eq(workLogs.status, 'completed'))
    .orderBy(workLogs.date, properties.address, workLogs.serviceType, workLogs.routePosition);
  for (const { workLog } of completed) {
    const outcome = random.weighted(OUTCOME_WEIGHTS);
    if (outcome === 'no-charge') await tx.update(workLogs).set({ noCharge: true }).where(eq(workLogs._id, workLog._id));
    const payment = await createWorkLogPayment(tx, { ...workLog, noCharge: outcome === 'no-charge' });
    if (payment?.status !== 'pending') continue;
    const values = await settle(gateway, payment, outcome, cardOf.get(payment.customerId), {
      seedDay,
      completedAt: workLog.completedAt ?? now,
      random,
    });
    if (!values) continue;
    await tx.update(payments).set(values).where(eq(payments._id, payment._id));
    const { gatewayTransactionId: _hidden, ...shown } = values as typeof values & { gatewayTransactionId?: string };
    const action =
      values.status === 'success' || values.status === 'refund-success'
        ? 'payment-success'
        : values.status.startsWith('failed')
          ? 'payment-failed'
          : 'status-changed';
    await recordHistory(tx, {
      entity: 'payment',
      entityId: payment._id,
      action,
      customerId: payment.customerId,
      propertyId: payment.propertyId,
      userId: null,
      changes: changedFields(payment, shown),
    });
  }
}
