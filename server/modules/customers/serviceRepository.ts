// A property's services: saved as a list (new ones added, existing ones updated) and the time cap switched on and off.
import { and, asc, eq } from 'drizzle-orm';
import type { ServiceInput } from '../../../common/schemas/service';
import type { Db } from '../../db/client';
import { services } from '../../db/schema';
import { changedFields, recordHistory } from '../../lib/history';
import { HttpProblem, notFound } from '../../lib/httpErrors';
import { replan, SCHEDULE_FIELDS } from '../scheduling';
import { propertyForWrite } from '../../lib/customerGuards';
import { toServiceRecord } from './records';
import { insertServices } from './repository';

export function servicesRepository(db: Db) {
  async function propertyOfCustomer(tx: Parameters<Parameters<Db['transaction']>[0]>[0], customerId: string, propertyId: string) {
    const { property } = await propertyForWrite(tx, propertyId);
    if (property.customerId !== customerId) throw notFound('property');
    return property;
  }

  async function listFor(propertyId: string) {
    const rows = await db
      .select()
      .from(services)
      .where(eq(services.propertyId, propertyId))
      .orderBy(asc(services.createdAt), asc(services._id));
    return rows.map(toServiceRecord);
  }

  return {
    listFor,

    async save(customerId: string, propertyId: string, list: ServiceInput[], userId: string) {
      await db.transaction(async (tx) => {
        await propertyOfCustomer(tx, customerId, propertyId);
        const added = list.filter((service) => !service._id);
        const rescheduled: string[] = [];
        for (const { _id, ...values } of list.filter((service) => service._id)) {
          const [before] = await tx
            .select()
            .from(services)
            .where(and(eq(services._id, _id!), eq(services.propertyId, propertyId)));
          if (!before) throw new HttpProblem(404, 'server.not_found.service');
          if (before.type === 'treatment') throw new HttpProblem(409, 'server.customers.treatment_service_by_enrolment');
          const changes = changedFields(before, values);
          if (!Object.keys(changes).length) continue;
          await tx.update(services).set(values).where(eq(services._id, before._id));
          const action = changes.status?.to === 'cancel' ? 'cancelled' : changes.status?.from === 'cancel' ? 'restored' : 'updated';
          await recordHistory(tx, { entity: 'service', entityId: before._id, action, customerId, propertyId, userId, changes });
          if (SCHEDULE_FIELDS.some((field) => changes[field])) rescheduled.push(before._id);
        }
        if (rescheduled.length) await replan(tx, { serviceIds: rescheduled }, userId);
        await insertServices(tx, propertyId, customerId, added, userId);
      });
      return listFor(propertyId);
    },

    /** Without hours the time cap switches off, or on at `switchOnHours`. */
    async toggleTimeCap(
      customerId: string,
      propertyId: string,
      serviceId: string,
      hours: number | null | undefined,
      switchOnHours: number,
      userId: string,
    ) {
      await db.transaction(async (tx) => {
        await propertyOfCustomer(tx, customerId, propertyId);
        const [before] = await tx
          .select()
          .from(services)
          .where(and(eq(services._id, serviceId), eq(services.propertyId, propertyId)));
        if (!before) throw new HttpProblem(404, 'server.not_found.service');
        const timeCapHours = hours ?? (before.timeCapHours === null ? switchOnHours : null);
        await tx.update(services).set({ timeCapHours }).where(eq(services._id, serviceId));
        await recordHistory(tx, {
          entity: 'service',
          entityId: serviceId,
          action: 'updated',
          customerId,
          propertyId,
          userId,
          changes: changedFields(before, { timeCapHours }),
        });
      });
      return listFor(propertyId);
    },
  };
}
