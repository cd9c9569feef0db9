// Holds (docs/billing.md "Holds"): a property's payment still unpaid days after a decline with no retry left holds its
// future visits (the planner leaves them out, the crew's day hides them), released by themselves when one is paid or the
// customer saves a new card, and by staff's hand (holdRoutes.ts); every change writes the property's
// history, and the customer hears of the rule's holds once the change has committed (holdMessages.ts).
import { and, between, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { withParams } from '../../../common/i18n/catalog';
import type { VisitsHoldResult } from '../../../common/schemas/hold';
import { payments, properties } from '../../db/schema';
import { businessToday } from '../../lib/businessDay';
import type { Tx } from '../../lib/history';
import { readSettings } from '../../lib/settings';
import type { HoldChange } from './holdMessages';
import { holdDecision, holdWindow, releasedByStaff, UNPAID_FAILED } from './holdRules';

export type { HoldChange } from './holdMessages';
type Property = HoldChange['after'];

/**
 * Holds or releases these properties where that changes them, announced: customers keeps the hold in this transaction,
 * scheduling re-plans once it has committed. Answers the changes.
 */
export async function setVisitsHold(
  app: FastifyInstance,
  tx: Tx,
  propertyIds: readonly string[],
  change: { hold: boolean; reason: string; userId: string | null; today?: string },
): Promise<HoldChange[]> {
  if (!propertyIds.length) return [];
  const targets = await tx
    .select()
    .from(properties)
    .where(and(inArray(properties._id, [...propertyIds]), ne(properties.visitsHeld, change.hold)))
    .for('update');
  if (!targets.length) return [];
  const changedIds = targets.map((before) => before._id);
  // The customer hears of it once this has committed (billing's own subscribers, holdMessages.ts).
  const heldBefore = targets.map((before) => ({
    propertyId: before._id,
    visitsHeldAt: before.visitsHeldAt?.toISOString() ?? null,
    visitsHoldReason: before.visitsHoldReason,
  }));
  await app.events.emit(
    tx,
    change.hold ? 'hold.placed' : 'hold.released',
    change.hold
      ? { propertyIds: changedIds, userId: change.userId, reason: change.reason, today: change.today }
      : { propertyIds: changedIds, userId: change.userId, reason: change.reason, heldBefore },
  );
  const afterOf = new Map((await tx.select().from(properties).where(inArray(properties._id, changedIds))).map((row) => [row._id, row]));
  return targets.map((before) => ({ before, after: afterOf.get(before._id)! }));
}

/** The property is held when System Settings' days have passed on a payment with no retry left (holdRules.ts). */
export async function holdIfUnpaid(app: FastifyInstance, tx: Tx, propertyId: string, today: string): Promise<HoldChange[]> {
  const { payments: settings } = await readSettings(tx, ['payments']);
  if (settings.holdAfterDays <= 0) return [];
  const [property] = await tx
    .select({ customerId: properties.customerId, visitsHeld: properties.visitsHeld })
    .from(properties)
    .where(eq(properties._id, propertyId));
  if (!property || property.visitsHeld) return [];
  const unpaid = await tx
    .select({ status: payments.status, firstDeclinedOn: payments.firstDeclinedOn, date: payments.date })
    .from(payments)
    .where(and(eq(payments.propertyId, propertyId), inArray(payments.status, [...UNPAID_FAILED])));
  const declineDays = await tx
    .selectDistinct({ day: payments.firstDeclinedOn })
    .from(payments)
    .where(and(eq(payments.customerId, property.customerId), isNotNull(payments.firstDeclinedOn)));
  const customerDeclineDays = declineDays.map((row) => row.day!);
  const decision = holdDecision({ today, holdAfterDays: settings.holdAfterDays, unpaid, customerDeclineDays });
  if (!decision.hold) return [];
  const reason = withParams('server.holds.unpaid_after_retries', { since: decision.since, days: String(decision.days) });
  return setVisitsHold(app, tx, [propertyId], { hold: true, reason, userId: null, today });
}

/**
 * Daily, after the morning's retries: properties not held with a payment of no retry left whose days unpaid are reached
 * today (`holdWindow`; a hard decline has no later try to find it), each decided and told on its own.
 */
export async function holdUnpaidProperties(app: FastifyInstance, today?: string): Promise<{ held: number }> {
  const db = app.database.db;
  const day = today ?? (await businessToday(db));
  const { payments: settings } = await readSettings(db, ['payments']);
  const window = holdWindow(day, settings.holdAfterDays);
  if (!window) return { held: 0 };
  const candidates = await db
    .selectDistinct({ _id: properties._id, visitsHeld: properties.visitsHeld, visitsHoldReason: properties.visitsHoldReason })
    .from(payments)
    .innerJoin(properties, eq(properties._id, payments.propertyId))
    .where(
      and(
        eq(payments.status, 'failed-stop'),
        eq(properties.visitsHeld, false),
        between(sql`coalesce(${payments.firstDeclinedOn}, ${payments.date})`, window.from, window.to),
      ),
    );
  let held = 0;
  for (const { _id } of candidates.filter((candidate) => !releasedByStaff(candidate))) {
    const changes = await app.events.transaction((tx) => holdIfUnpaid(app, tx, _id, day));
    held += changes.length;
  }
  return { held };
}

/** A payment of the property was approved or received by hand: its visits are planned again. */
export const releasePaidHold = (app: FastifyInstance, tx: Tx, propertyId: string, userId: string | null) =>
  setVisitsHold(app, tx, [propertyId], { hold: false, reason: 'server.holds.released_paid', userId });

/** The customer saved a new card, which pays for all its properties: every held one is planned again. */
export async function releaseCustomerHolds(app: FastifyInstance, tx: Tx, customerId: string, userId: string | null) {
  const held = await tx
    .select({ _id: properties._id })
    .from(properties)
    .where(and(eq(properties.customerId, customerId), eq(properties.visitsHeld, true)));
  return setVisitsHold(
    app,
    tx,
    held.map((row) => row._id),
    { hold: false, reason: 'server.holds.released_new_card', userId },
  );
}

export const holdOf = (property: Property): VisitsHoldResult => ({
  propertyId: property._id,
  visitsHeld: property.visitsHeld,
  visitsHeldAt: property.visitsHeldAt?.toISOString() ?? null,
  visitsHoldReason: property.visitsHoldReason,
});
