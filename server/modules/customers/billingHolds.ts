// The holds billing decides and customers keep (docs/billing.md "Holds"): a property's visits held, a customer's charges
// held. Billing announces them inside its transaction and these write them there (customers' within-subscribers).
import { and, eq, inArray, ne } from 'drizzle-orm';
import { customers, properties } from '../../db/schema';
import { changedFields, recordHistory, type Tx } from '../../lib/history';

/** Holds or releases the properties' visits where that changes them, each in the property's history. */
export async function setPropertyVisitsHold(
  tx: Tx,
  propertyIds: readonly string[],
  change: { hold: boolean; reason: string; userId: string | null },
) {
  const targets = await tx
    .select()
    .from(properties)
    .where(and(inArray(properties._id, [...propertyIds]), ne(properties.visitsHeld, change.hold)))
    .for('update');
  for (const before of targets) {
    const values = { visitsHeld: change.hold, visitsHeldAt: change.hold ? new Date() : null, visitsHoldReason: change.reason };
    await tx.update(properties).set(values).where(eq(properties._id, before._id));
    await recordHistory(tx, {
      entity: 'property',
      entityId: before._id,
      action: 'updated',
      customerId: before.customerId,
      propertyId: before._id,
      userId: change.userId,
      changes: changedFields(before, values),
    });
  }
}

/** Holds or lets go the customer's charges, in the customer's history when that changes them. */
export async function setChargesOnHold(tx: Tx, customerId: string, hold: boolean, userId: string) {
  const [before] = await tx.select().from(customers).where(eq(customers._id, customerId)).for('update');
  if (!before || before.chargesOnHold === hold) return;
  await tx.update(customers).set({ chargesOnHold: hold }).where(eq(customers._id, customerId));
  await recordHistory(tx, {
    entity: 'customer',
    entityId: customerId,
    action: 'updated',
    customerId,
    userId,
    changes: changedFields(before, { chargesOnHold: hold }),
  });
}
