// Holds (docs/billing.md "Holds"): a property's unpaid failed payments hold its future visits (the planner leaves them
// out, the crew's day hides them), released by themselves when one is paid or the customer saves a new card, and
// by staff's hand (PUT /properties/{id}/visits-hold); every change writes the property's history.
import { and, count, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withParams } from '../../../common/i18n/catalog';
import { envelope } from '../../../common/schemas/envelope';
import { byId } from '../../../common/schemas/fields';
import { visitsHoldInput, visitsHoldResult, type VisitsHoldResult } from '../../../common/schemas/hold';
import { payments, properties } from '../../db/schema';
import { changedFields, recordHistory, type Tx } from '../../lib/history';
import { notFound } from '../../lib/httpErrors';
import { readSettings } from '../../lib/settings';
import { STAFF } from './access';
import { shouldHold, UNPAID_FAILED } from './holdRules';

type Property = typeof properties.$inferSelect;

/** Holds or releases these properties where that changes them; re-plans them; answers the ones changed. */
export async function setVisitsHold(
  app: FastifyInstance,
  tx: Tx,
  propertyIds: readonly string[],
  change: { hold: boolean; reason: string; userId: string | null },
): Promise<Property[]> {
  if (!propertyIds.length) return [];
  const targets = await tx
    .select()
    .from(properties)
    .where(and(inArray(properties._id, [...propertyIds]), ne(properties.visitsHeld, change.hold)))
    .for('update');
  const changed: Property[] = [];
  for (const before of targets) {
    const values = { visitsHeld: change.hold, visitsHeldAt: change.hold ? new Date() : null, visitsHoldReason: change.reason };
    const [after] = await tx.update(properties).set(values).where(eq(properties._id, before._id)).returning();
    await recordHistory(tx, {
      entity: 'property',
      entityId: before._id,
      action: 'updated',
      customerId: before.customerId,
      propertyId: before._id,
      userId: change.userId,
      changes: changedFields(before, values),
    });
    changed.push(after);
  }
  if (changed.length)
    await app.replanProperties(
      tx,
      changed.map((property) => property._id),
      change.userId,
    );
  return changed;
}

/** After a decline: the payment's property is held once its unpaid failed payments reach System Settings' count. */
export async function holdAfterDecline(app: FastifyInstance, tx: Tx, propertyId: string) {
  const { payments: settings } = await readSettings(tx, ['payments']);
  const [{ unpaid }] = await tx
    .select({ unpaid: count() })
    .from(payments)
    .where(and(eq(payments.propertyId, propertyId), inArray(payments.status, [...UNPAID_FAILED])));
  if (!shouldHold(unpaid, settings.holdAfterFailedPayments)) return [];
  const reason = withParams('server.holds.failed_payments', { count: String(unpaid) });
  return setVisitsHold(app, tx, [propertyId], { hold: true, reason, userId: null });
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

const holdRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/properties/:id/visits-hold',
    {
      config: STAFF,
      schema: { tags: ['payments'], params: byId, body: visitsHoldInput, response: { 200: envelope(visitsHoldResult) } },
    },
    async (request) => {
      const userId = app.currentUser(request)._id;
      const { hold, reason } = request.body;
      const property = await app.database.db.transaction(async (tx) => {
        await setVisitsHold(app, tx, [request.params.id], { hold, reason, userId });
        const [row] = await tx.select().from(properties).where(eq(properties._id, request.params.id));
        return row;
      });
      if (!property) throw notFound('property');
      return { status: 200, message: hold ? 'server.holds.visits_held' : 'server.holds.visits_released', data: holdOf(property) };
    },
  );
};

export default holdRoutes;
