// Demo collections, so the Collections screen opens on a month like a real one: a few payments declined this month and
// recovered on a later try, cards that expire next month, and one property held for unpaid charges (two weeks of
// weekly visits do not always reach the hold rule's count, so the seed tops its customer up). The demo customer's own
// records are left as the payments seed made them, for the specs that work them.
import { and, asc, desc, eq, gte, inArray, isNull, like, ne, sql } from 'drizzle-orm';
import { withParams } from '../../common/i18n/catalog';
import { DEFAULT_SETTINGS } from '../../common/schemas/settings';
import { monthStart, nextMonth } from '../modules/billing';
import { dateIn, dayNumber } from '../lib/calendar';
import type { Tx } from '../lib/history';
import { cards, payments, properties, sandboxTransactions, workLogs } from '../db/schema';

const RECOVERED = 6;
const EXPIRING = 5;

export async function seedCollections(tx: Tx, { demoCustomerId, now = new Date() }: { demoCustomerId: string; now?: Date }) {
  const today = dateIn(DEFAULT_SETTINGS.serviceCalendar.timeZone, now);
  const notDemo = ne(payments.customerId, demoCustomerId);

  // First, so the payments it declines are not among those shown recovered below.
  await holdOneProperty(tx, demoCustomerId, today);

  // Declined with insufficient funds on the visit's day, approved on the next try.
  const approved = await tx
    .select({ _id: payments._id })
    .from(payments)
    .where(and(notDemo, eq(payments.status, 'success'), gte(payments.date, monthStart(today)), isNull(payments.manualMethod)))
    .orderBy(asc(payments.date), asc(payments._id))
    .limit(RECOVERED);
  if (approved.length)
    await tx
      .update(payments)
      .set({
        attempts: 2,
        failureCode: '51',
        failureMessage: 'Insufficient funds',
        declineClass: 'soft',
        firstDeclinedOn: sql`${payments.date}`,
      })
      .where(
        inArray(
          payments._id,
          approved.map((row) => row._id),
        ),
      );

  const { year, month } = nextMonth(today);
  const expiring = await tx
    .select({ _id: cards._id })
    .from(cards)
    .where(ne(cards.customerId, demoCustomerId))
    .orderBy(asc(cards._id))
    .limit(EXPIRING);
  if (expiring.length)
    await tx
      .update(cards)
      .set({ expiryMonth: month, expiryYear: year })
      .where(
        inArray(
          cards._id,
          expiring.map((row) => row._id),
        ),
      );
}

const UNPAID_FAILED = ['failed', 'failed-stop'] as const;
/** What a declining card would have made of a visit's payment, where the property has no decline of its own to copy. */
const INSUFFICIENT_FUNDS = { failureCode: '51', failureMessage: 'Insufficient funds', declineClass: 'soft' as const };

/** How many unpaid declined payments the held property is given (its latest other charges declined like its first). */
const HELD_DECLINES = 3;

/**
 * The property with the most unpaid failed payments (the demo customer's aside) gets HELD_DECLINES of them, with no
 * retry left, and is held as the rule holds it (its oldest decline is days old): its visits from today on are not
 * planned. Any property with as many visits billed qualifies, so there is one whatever the seed's day declined.
 */
async function holdOneProperty(tx: Tx, demoCustomerId: string, today: string) {
  const holdAfter = HELD_DECLINES;
  const isUnpaid = inArray(payments.status, [...UNPAID_FAILED]);
  // Charged, waiting to be charged, left to charge by hand or paid in cash or check: each could have been a declined card.
  const couldDecline = inArray(payments.status, ['success', 'charge-later', 'manual']);
  const unpaidCount = sql<number>`count(*) filter (where ${isUnpaid})`.mapWith(Number);
  const [worst] = await tx
    .select({ propertyId: payments.propertyId, unpaid: unpaidCount })
    .from(payments)
    .where(ne(payments.customerId, demoCustomerId))
    .groupBy(payments.propertyId)
    .having(sql`${unpaidCount} + count(*) filter (where ${couldDecline}) >= ${holdAfter}`)
    .orderBy(desc(unpaidCount), asc(payments.propertyId))
    .limit(1);
  if (!worst?.propertyId) return;
  const { propertyId } = worst;
  const [declined = INSUFFICIENT_FUNDS] = await tx
    .select({ failureCode: payments.failureCode, failureMessage: payments.failureMessage, declineClass: payments.declineClass })
    .from(payments)
    .where(and(eq(payments.propertyId, propertyId), isUnpaid))
    .orderBy(asc(payments.date))
    .limit(1);
  const topUp = await tx
    .select({ _id: payments._id })
    .from(payments)
    .where(and(eq(payments.propertyId, propertyId), couldDecline))
    .orderBy(desc(payments.date))
    .limit(Math.max(0, holdAfter - worst.unpaid));
  if (topUp.length)
    await tx
      .update(payments)
      .set({
        ...declined,
        status: 'failed-stop',
        attempts: DEFAULT_SETTINGS.payments.autoChargeFailureTries,
        nextAttemptOn: null,
        chargeLaterDate: null,
        chargedAt: null,
        gatewayTransactionId: null,
        manualMethod: null,
        manualReference: null,
        firstDeclinedOn: sql`${payments.date}`,
      })
      .where(
        inArray(
          payments._id,
          topUp.map((row) => row._id),
        ),
      );
  // The sandbox gateway's ledger declines the approved ones too, so it still matches the payments.
  for (const { _id } of topUp)
    await tx
      .update(sandboxTransactions)
      .set({ approved: false, declineCode: declined.failureCode })
      .where(and(eq(sandboxTransactions.kind, 'charge'), like(sandboxTransactions.idempotencyKey, `${_id}:%`)));
  const [{ since }] = await tx
    .select({ since: sql<string>`min(coalesce(${payments.firstDeclinedOn}, ${payments.date}))::text` })
    .from(payments)
    .where(and(eq(payments.propertyId, propertyId), isUnpaid));
  const days = String(dayNumber(today) - dayNumber(since));
  await tx
    .update(properties)
    .set({
      visitsHeld: true,
      visitsHeldAt: sql`now() - interval '2 days'`,
      visitsHoldReason: withParams('server.holds.unpaid_after_retries', { since, days }),
    })
    .where(eq(properties._id, propertyId));
  await tx.delete(workLogs).where(and(eq(workLogs.propertyId, propertyId), eq(workLogs.status, 'pending'), gte(workLogs.date, today)));
}
