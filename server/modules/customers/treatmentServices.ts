// A treatment program's service on a property (the treatments domain enrols, this domain owns the service row): its
// visits are the program's rounds, planned by scheduling like any other service's, and charged on completion.
import { and, eq, ne } from 'drizzle-orm';
import { services } from '../../db/schema';
import { propertyForWrite } from '../../lib/customerGuards';
import { changedFields, recordHistory, type Tx } from '../../lib/history';
import { replan } from '../scheduling';

/** Adds the treatment service an enrolment plans its rounds on; its visits are planned once the enrolment names it. */
export async function addTreatmentService(tx: Tx, propertyId: string, startDate: string, userId: string | null) {
  const { property } = await propertyForWrite(tx, propertyId);
  const values = { type: 'treatment' as const, frequency: -1, price: 0, startDate, status: 'pending' as const };
  const [row] = await tx
    .insert(services)
    .values({ ...values, propertyId, customerId: property.customerId, createdById: userId })
    .returning({ _id: services._id });
  await recordHistory(tx, {
    entity: 'service',
    entityId: row._id,
    action: 'added',
    customerId: property.customerId,
    propertyId,
    userId,
    changes: changedFields(null, values),
  });
  return { serviceId: row._id, customerId: property.customerId };
}

/** Ends a treatment service (an unenrolment): its rounds still pending come off the schedule, those done stay. */
export async function endTreatmentService(tx: Tx, serviceId: string, userId: string | null) {
  const [before] = await tx
    .select()
    .from(services)
    .where(and(eq(services._id, serviceId), eq(services.type, 'treatment'), ne(services.status, 'cancel')));
  if (!before) return { removed: 0 };
  await tx.update(services).set({ status: 'cancel' }).where(eq(services._id, serviceId));
  await recordHistory(tx, {
    entity: 'service',
    entityId: serviceId,
    action: 'cancelled',
    customerId: before.customerId,
    propertyId: before.propertyId,
    userId,
    changes: changedFields(before, { status: 'cancel' }),
  });
  return replan(tx, { serviceIds: [serviceId] }, userId);
}
