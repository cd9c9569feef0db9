// One property as the property view shows it, and its writes: fields, status, archive, conversion to another customer.
import { withParams } from '../../../common/i18n/catalog';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { convertPropertyInput, propertyUpdate } from '../../../common/schemas/customer';
import type { Db } from '../../db/client';
import { callLogs, customers, markets, notes, properties, reminders, services } from '../../db/schema';
import { changedFields, type Executor, moveHistoriesToCustomer, recordHistory } from '../../lib/history';
import { HttpProblem, notFound } from '../../lib/httpErrors';
import { customerForWrite, propertyForWrite } from '../../lib/customerGuards';
import { toCustomerRecord, toPropertyRecord, toServiceRecord } from './records';
import { assertDiscountExists, insertCustomer, marketForZip, propertyValues } from './repository';
import type { NotificationDraft, Notifier } from '../messaging';
import { PROPERTY_SCHEDULE_FIELDS, replan } from '../scheduling';
import { moveWorkLogsToCustomer } from '../workLogs';

type PropertyUpdate = z.infer<typeof propertyUpdate>;

/** A customer is active while any of its open properties is; otherwise it takes the changed property's status. */
async function syncCustomerStatus(tx: Executor, customerId: string, changed: typeof properties.$inferSelect, userId: string) {
  const [customer] = await tx.select().from(customers).where(eq(customers._id, customerId));
  const others = await tx
    .select({ status: properties.status })
    .from(properties)
    .where(and(eq(properties.customerId, customerId), ne(properties._id, changed._id), eq(properties.isArchived, false)));
  const next = others.some((other) => other.status === 'active')
    ? { status: 'active' as const, pastCustomerType: null, statusReason: null }
    : { status: changed.status, pastCustomerType: changed.pastCustomerType, statusReason: changed.statusReason };
  const changes = changedFields(customer, next);
  if (!Object.keys(changes).length) return;
  await tx.update(customers).set(next).where(eq(customers._id, customerId));
  await recordHistory(tx, { entity: 'customer', entityId: customerId, action: 'status-changed', customerId, userId, changes });
}

function statusUpdateNotification(property: typeof properties.$inferSelect, customerName: string): NotificationDraft {
  return {
    type: 'property-status-update',
    title: 'notifications.property_status_title',
    message: withParams('notifications.property_status_message', {
      address: property.address,
      customer: customerName,
      status: `notifications.property_statuses.${property.status}`,
    }),
    additionalData: { property: { _id: property._id, address: property.address } },
  };
}

export function propertyDetail(db: Db, notifier: Notifier) {
  return {
    async get(id: string) {
      const [row] = await db
        .select({
          property: properties,
          customer: customers,
          market: { _id: markets._id, name: markets.name, taxPercent: markets.taxPercent },
        })
        .from(properties)
        .innerJoin(customers, eq(customers._id, properties.customerId))
        .leftJoin(markets, eq(markets._id, properties.marketId))
        .where(eq(properties._id, id));
      if (!row) throw notFound('property');
      const serviceRows = await db.select().from(services).where(eq(services.propertyId, id)).orderBy(asc(services.createdAt));
      const siblings = await db
        .select({ _id: properties._id, address: properties.address, isArchived: properties.isArchived })
        .from(properties)
        .where(eq(properties.customerId, row.customer._id))
        .orderBy(asc(properties.createdAt));
      return {
        ...toPropertyRecord(row.property, row.market),
        customer: { ...toCustomerRecord(row.customer), properties: siblings },
        services: serviceRows.map(toServiceRecord),
      };
    },

    async update(id: string, input: PropertyUpdate, userId: string) {
      await notifier.transaction(async (tx, notify) => {
        const { property: before, customer } = await propertyForWrite(tx, id);
        await assertDiscountExists(tx, input.discountId);
        const values: Partial<typeof properties.$inferInsert> = propertyValues(input);
        if (input.zipcode !== undefined && input.zipcode !== before.zipcode)
          values.marketId = (await marketForZip(tx, input.zipcode))?._id ?? null;
        // Coordinates staff set by hand are the address's own: the zip code's centre is no longer standing in for them.
        const moved = (['latitude', 'longitude'] as const).some((field) => input[field] != null && input[field] !== before[field]);
        if (before.locationApproximate && moved) values.locationApproximate = false;
        if (input.status && input.status === 'active') Object.assign(values, { pastCustomerType: null, statusReason: null });
        const changes = changedFields(before, values);
        if (!Object.keys(changes).length) return;
        const [property] = await tx.update(properties).set(values).where(eq(properties._id, id)).returning();
        const action = changes.status ? 'status-changed' : 'updated';
        await recordHistory(tx, { entity: 'property', entityId: id, action, customerId: customer._id, propertyId: id, userId, changes });
        if (changes.status || changes.pastCustomerType || changes.statusReason)
          await syncCustomerStatus(tx, customer._id, property, userId);
        if (PROPERTY_SCHEDULE_FIELDS.some((field) => changes[field])) await replan(tx, { propertyIds: [id] }, userId);
        if (changes.status) {
          const draft = statusUpdateNotification(property, `${customer.firstName} ${customer.lastName}`);
          await notify.staff(draft, { except: userId });
          await notify.customer(customer._id, draft);
        }
      });
      return this.get(id);
    },

    /** Archiving the customer's last open property archives the customer; restoring a property restores it. */
    async setArchived(id: string, isArchived: boolean, userId: string) {
      await db.transaction(async (tx) => {
        const { property, customer } = await propertyForWrite(tx, id);
        if (property.isArchived === isArchived) return;
        await tx.update(properties).set({ isArchived }).where(eq(properties._id, id));
        await recordHistory(tx, {
          entity: 'property',
          entityId: id,
          action: isArchived ? 'archived' : 'restored',
          customerId: customer._id,
          propertyId: id,
          userId,
          changes: { isArchived: { from: !isArchived, to: isArchived } },
        });
        await replan(tx, { propertyIds: [id] }, userId);
        const [openSibling] = await tx
          .select({ _id: properties._id })
          .from(properties)
          .where(and(eq(properties.customerId, customer._id), eq(properties.isArchived, false)))
          .limit(1);
        const customerArchived = !openSibling;
        if (customer.isArchived !== customerArchived) {
          await tx.update(customers).set({ isArchived: customerArchived }).where(eq(customers._id, customer._id));
          await recordHistory(tx, {
            entity: 'customer',
            entityId: customer._id,
            action: customerArchived ? 'archived' : 'restored',
            customerId: customer._id,
            userId,
            changes: { isArchived: { from: !customerArchived, to: customerArchived } },
          });
        }
      });
      return this.get(id);
    },

    /** Moves the property, with its services, call logs, reminders, notes and history, to another customer. */
    async convert(id: string, input: z.infer<typeof convertPropertyInput>, userId: string) {
      await db.transaction(async (tx) => {
        const { property, customer: from } = await propertyForWrite(tx, id);
        const to = 'customerId' in input ? await customerForWrite(tx, input.customerId) : await insertCustomer(tx, input.customer, userId);
        if (to._id === from._id)
          throw new HttpProblem(400, 'server.properties.property_already_belongs_to_customer', {
            customerId: 'server.properties.choose_another_customer',
          });
        await tx.update(properties).set({ customerId: to._id, isArchived: false }).where(eq(properties._id, id));
        for (const table of [services, callLogs, reminders, notes])
          await tx.update(table).set({ customerId: to._id }).where(eq(table.propertyId, id));
        await moveHistoriesToCustomer(tx, id, to._id);
        await moveWorkLogsToCustomer(tx, id, to._id);
        const changes = { customerId: { from: from._id, to: to._id } };
        await recordHistory(tx, {
          entity: 'property',
          entityId: id,
          action: 'converted',
          customerId: to._id,
          propertyId: id,
          userId,
          changes,
        });
        if (property.isArchived) await replan(tx, { propertyIds: [id] }, userId);
        await recordHistory(tx, {
          entity: 'customer',
          entityId: from._id,
          action: 'converted',
          customerId: from._id,
          propertyId: null,
          userId,
          changes: { property: { from: property.address, to: null } },
        });
      });
      return this.get(id);
    },
  };
}
