// A customer an earlier import made, as an edited row changes it (its contact, its property's address, the services the
// row names) and as an undo puts it back, each change in the record's history, visits planned again when a change
// moves them.
import { and, asc, eq, ne } from 'drizzle-orm';
import type { ImportedRow, ImportedService } from '../../../common/schemas/dataImport';
import { customers, properties, services } from '../../db/schema';
import { changedFields, forgetHistories, recordHistory, type Tx } from '../../lib/history';
import { PROPERTY_SCHEDULE_FIELDS, replan, SCHEDULE_FIELDS } from '../scheduling';
import { type ImportedLocation, keepServiceWords, propertyOf } from './importedCustomers';
import { addServices, assertContactsFree, customerValues, marketForZip } from './repository';

const CUSTOMER_COLUMNS = {
  firstName: customers.firstName,
  lastName: customers.lastName,
  email: customers.email,
  mobile: customers.mobile,
  emergencyPhone: customers.emergencyPhone,
};
const PROPERTY_COLUMNS = {
  address: properties.address,
  city: properties.city,
  state: properties.state,
  zipcode: properties.zipcode,
  latitude: properties.latitude,
  longitude: properties.longitude,
  locationApproximate: properties.locationApproximate,
  lotSize: properties.lotSize,
  lotSizeCategory: properties.lotSizeCategory,
  gateCode: properties.gateCode,
};
const SERVICE_COLUMNS = {
  _id: services._id,
  type: services.type,
  frequency: services.frequency,
  price: services.price,
  startDate: services.startDate,
  mowDay: services.mowDay,
};
/** A service an update changed, as it was; `values` null when the update added it. */
type ServiceBefore = { _id: string; values: Record<string, unknown> | null };
/** `service` is how imports before several services per row recorded their one service. */
export type ImportedBefore = {
  customer: Record<string, unknown>;
  property: Record<string, unknown>;
  services?: ServiceBefore[];
  service?: ServiceBefore | null;
};
type Ids = { customerId: string; propertyId: string };

/**
 * An edited row: the customer's contact and the property's address follow it, and so does each service it names (the
 * property's oldest of that type not cancelled; added when it has none); what they were is returned for undo. A service
 * the row no longer names is left as it is. The start date changes only when the row gives one.
 */
export async function updateImportedCustomer(
  tx: Tx,
  ids: Ids,
  row: ImportedRow,
  location: ImportedLocation,
  userId: string | null,
  options: { startDateGiven: boolean },
) {
  const [customer] = await tx.select(CUSTOMER_COLUMNS).from(customers).where(eq(customers._id, ids.customerId)).for('update');
  const [property] = await tx.select(PROPERTY_COLUMNS).from(properties).where(eq(properties._id, ids.propertyId)).for('update');
  if (!customer || !property) return null;
  await assertContactsFree(tx, row.customer, ids.customerId);
  const { source: _source, marketingOptIn: _optIn, ...contact } = customerValues(row.customer);
  await writeChanges(tx, ids, { customer, property }, { customer: contact, property: propertyOf(row.property, location) }, userId);
  const changed: ServiceBefore[] = [];
  for (const service of row.services) {
    const before = await writeService(tx, ids, service, options.startDateGiven, userId);
    if (before) changed.push(before);
  }
  return { customer, property, services: changed } satisfies ImportedBefore;
}

async function writeService(tx: Tx, ids: Ids, { note, ...service }: ImportedService, startDateGiven: boolean, userId: string | null) {
  // A one-time job with the file's words (an aeration) is a job of its own, never an edit of the Bush and Bed there.
  if (note) {
    const [added] = await addServices(tx, ids.propertyId, ids.customerId, [service], userId);
    await keepServiceWords(tx, [{ note, ...ids }], userId);
    await replan(tx, { serviceIds: [added._id] }, userId);
    return { _id: added._id, values: null } satisfies ServiceBefore;
  }
  const [current] = await tx
    .select(SERVICE_COLUMNS)
    .from(services)
    .where(and(eq(services.propertyId, ids.propertyId), eq(services.type, service.type), ne(services.status, 'cancel')))
    .orderBy(asc(services.createdAt), asc(services._id))
    .limit(1)
    .for('update');
  if (!current) {
    const [added] = await addServices(tx, ids.propertyId, ids.customerId, [service], userId);
    await replan(tx, { serviceIds: [added._id] }, userId);
    return { _id: added._id, values: null } satisfies ServiceBefore;
  }
  const { _id, type: _current, ...values } = current;
  const { type: _type, frontBack: _sides, startDate, ...said } = service;
  const next = startDateGiven ? { ...said, startDate } : said;
  if (!(await updateService(tx, ids, _id, values, next, userId))) return null;
  return { _id, values: Object.fromEntries(Object.keys(next).map((field) => [field, values[field as keyof typeof values]])) };
}

/** Answers whether anything changed; the visits are planned again when the frequency, day or start did. */
async function updateService(
  tx: Tx,
  ids: Ids,
  serviceId: string,
  now: Record<string, unknown>,
  next: Record<string, unknown>,
  userId: string | null,
) {
  const changes = changedFields(now, next);
  if (!Object.keys(changes).length) return false;
  await tx.update(services).set(next).where(eq(services._id, serviceId));
  await recordHistory(tx, { entity: 'service', entityId: serviceId, action: 'updated', ...ids, userId, changes });
  if (SCHEDULE_FIELDS.some((field) => changes[field])) await replan(tx, { serviceIds: [serviceId] }, userId);
  return true;
}

/** Undo of an update: the customer, property and service as they were before the import (a service it added removed). */
export async function restoreImportedCustomer(tx: Tx, ids: Ids, before: ImportedBefore, userId: string | null) {
  const [customer] = await tx.select(CUSTOMER_COLUMNS).from(customers).where(eq(customers._id, ids.customerId)).for('update');
  const [property] = await tx.select(PROPERTY_COLUMNS).from(properties).where(eq(properties._id, ids.propertyId)).for('update');
  if (!customer || !property) return;
  await writeChanges(tx, ids, { customer, property }, before, userId);
  for (const service of before.services ?? (before.service ? [before.service] : [])) {
    if (!service.values) {
      // Its planned visits go with it (cascade); undo is refused once one was started or completed.
      await forgetHistories(tx, { entity: 'service', entityId: service._id });
      await tx.delete(services).where(eq(services._id, service._id));
      continue;
    }
    const [current] = await tx.select(SERVICE_COLUMNS).from(services).where(eq(services._id, service._id)).for('update');
    if (current) {
      const { type: _type, ...values } = current;
      await updateService(tx, ids, service._id, values, service.values, userId);
    }
  }
}

async function writeChanges(tx: Tx, ids: Ids, now: ImportedBefore, next: ImportedBefore, userId: string | null) {
  const customerChanges = changedFields(now.customer, next.customer);
  if (Object.keys(customerChanges).length) {
    await tx.update(customers).set(next.customer).where(eq(customers._id, ids.customerId));
    await recordHistory(tx, {
      entity: 'customer',
      entityId: ids.customerId,
      action: 'updated',
      customerId: ids.customerId,
      userId,
      changes: customerChanges,
    });
  }
  const propertyChanges = changedFields(now.property, next.property);
  if (Object.keys(propertyChanges).length) {
    const market = await marketForZip(tx, String(next.property.zipcode));
    await tx
      .update(properties)
      .set({ ...next.property, marketId: market?._id ?? null })
      .where(eq(properties._id, ids.propertyId));
    await recordHistory(tx, {
      entity: 'property',
      entityId: ids.propertyId,
      action: 'updated',
      customerId: ids.customerId,
      propertyId: ids.propertyId,
      userId,
      changes: propertyChanges,
    });
    if (PROPERTY_SCHEDULE_FIELDS.some((field) => propertyChanges[field])) await replan(tx, { propertyIds: [ids.propertyId] }, userId);
  }
}
