// What the customer import asks of the customers domain: the stored customers a row would duplicate, and a row's
// customer, property and service written (or updated, or put back by an undo) with their histories, by the
// same rules as the Add Customer form.
import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { ImportedRow, ImportedService } from '../../../common/schemas/dataImport';
import { customers, histories, payments, properties, services, workLogs } from '../../db/schema';
import { changedFields, type Executor, recordHistories, recordHistory, type Tx } from '../../lib/history';
import { PROPERTY_SCHEDULE_FIELDS, replan, SCHEDULE_FIELDS } from '../scheduling';
import { addServices, assertContactsFree, customerValues, marketForZip, propertyValues, referralCode } from './repository';

export interface ImportedLocation {
  latitude: number | null;
  longitude: number | null;
  approximate: boolean;
}

/** The customers already holding any of these e-mails, phones or service addresses (`address|zip`, lower case). */
export async function storedContacts(executor: Executor, wanted: { emails: string[]; phones: string[]; addresses: string[] }) {
  const byContact =
    wanted.emails.length || wanted.phones.length
      ? await executor
          .select({ email: sql<string | null>`lower(${customers.email})`, mobile: customers.mobile })
          .from(customers)
          .where(
            or(
              wanted.emails.length ? inArray(sql`lower(${customers.email})`, wanted.emails) : undefined,
              wanted.phones.length ? inArray(customers.mobile, wanted.phones) : undefined,
            ),
          )
      : [];
  const addressKey = sql<string>`lower(regexp_replace(${properties.address}, '\\s+', ' ', 'g')) || '|' || ${properties.zipcode}`;
  const byAddress = wanted.addresses.length
    ? await executor.select({ address: addressKey }).from(properties).where(inArray(addressKey, wanted.addresses))
    : [];
  return {
    emails: new Set(byContact.map((row) => row.email).filter((email) => email !== null)),
    phones: new Set(byContact.map((row) => row.mobile).filter((phone) => phone !== null)),
    addresses: new Set(byAddress.map((row) => row.address)),
  };
}

function propertyOf(row: ImportedRow, location: ImportedLocation) {
  return {
    ...propertyValues(row.property),
    latitude: location.latitude,
    longitude: location.longitude,
    locationApproximate: location.approximate,
  };
}

/**
 * New customers with their properties and services, a batch in a few multi-row statements (an import writes
 * thousands); the caller plans the services' visits (`planImported`). Answers each row's ids, in order.
 */
export async function createImportedCustomers(tx: Tx, list: { row: ImportedRow; location: ImportedLocation }[], userId: string | null) {
  if (!list.length) return [];
  const contacts = await storedContacts(tx, {
    emails: list.flatMap(({ row }) => (row.customer.email ? [row.customer.email] : [])),
    phones: list.flatMap(({ row }) => (row.customer.mobile ? [row.customer.mobile] : [])),
    addresses: [],
  });
  for (const { row } of list)
    await assertContactsFree(tx, {
      email: contacts.emails.has(row.customer.email ?? '') ? row.customer.email : null,
      mobile: contacts.phones.has(row.customer.mobile ?? '') ? row.customer.mobile : null,
    });
  const customerValuesList = list.map(({ row }) => customerValues(row.customer));
  const customerRows = await tx
    .insert(customers)
    .values(customerValuesList.map((values) => ({ ...values, referralCode: referralCode() })))
    .returning({ _id: customers._id });
  await recordHistories(
    tx,
    customerRows.map(({ _id }, index) => ({
      entity: 'customer',
      entityId: _id,
      action: 'added',
      customerId: _id,
      userId,
      changes: changedFields(null, customerValuesList[index]),
    })),
  );
  const markets = new Map<string, Awaited<ReturnType<typeof marketForZip>>>();
  for (const zipcode of new Set(list.map(({ row }) => row.property.zipcode))) markets.set(zipcode, await marketForZip(tx, zipcode));
  const propertyValuesList = list.map(({ row, location }) => propertyOf(row, location));
  const propertyRows = await tx
    .insert(properties)
    .values(
      propertyValuesList.map((values, index) => ({
        ...values,
        customerId: customerRows[index]._id,
        marketId: markets.get(values.zipcode)?._id ?? null,
      })),
    )
    .returning({ _id: properties._id, customerId: properties.customerId });
  await recordHistories(
    tx,
    propertyRows.map(({ _id, customerId }, index) => ({
      entity: 'property',
      entityId: _id,
      action: 'added',
      customerId,
      propertyId: _id,
      userId,
      changes: changedFields(null, propertyValuesList[index]),
    })),
  );
  const wanted = list.flatMap(({ row }, index) => (row.service ? [{ service: row.service, property: propertyRows[index] }] : []));
  const serviceRows = wanted.length
    ? await tx
        .insert(services)
        .values(
          wanted.map(({ service, property }) => ({
            ...service,
            propertyId: property._id,
            customerId: property.customerId,
            createdById: userId,
          })),
        )
        .returning({ _id: services._id, propertyId: services.propertyId })
    : [];
  await recordHistories(
    tx,
    serviceRows.map(({ _id }, index) => ({
      entity: 'service',
      entityId: _id,
      action: 'added',
      customerId: wanted[index].property.customerId,
      propertyId: wanted[index].property._id,
      userId,
      changes: changedFields(null, wanted[index].service),
    })),
  );
  return propertyRows.map((property) => ({
    customerId: property.customerId,
    propertyId: property._id,
    serviceIds: serviceRows.filter((service) => service.propertyId === property._id).map((service) => service._id),
  }));
}

export async function planImported(tx: Tx, serviceIds: string[], userId: string | null) {
  if (serviceIds.length) await replan(tx, { serviceIds }, userId);
}

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
  frequency: services.frequency,
  price: services.price,
  startDate: services.startDate,
  mowDay: services.mowDay,
};
/** The service an update changed, as it was; `values` null when the update added it. */
type ServiceBefore = { _id: string; values: Record<string, unknown> | null };
export type ImportedBefore = { customer: Record<string, unknown>; property: Record<string, unknown>; service?: ServiceBefore | null };
type Ids = { customerId: string; propertyId: string };

/**
 * An edited row: the customer's contact and the property's address follow it, and so does the property's Lawn Service
 * (the oldest not cancelled; added when it has none); what they were is returned for undo. A service the row no longer
 * names is left as it is. The start date changes only when the row gives one.
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
  await writeChanges(tx, ids, { customer, property }, { customer: contact, property: propertyOf(row, location) }, userId);
  const service = row.service ? await writeService(tx, ids, row.service, options.startDateGiven, userId) : null;
  return { customer, property, service } satisfies ImportedBefore;
}

async function writeService(tx: Tx, ids: Ids, service: ImportedService, startDateGiven: boolean, userId: string | null) {
  const [current] = await tx
    .select(SERVICE_COLUMNS)
    .from(services)
    .where(and(eq(services.propertyId, ids.propertyId), eq(services.type, 'mow'), ne(services.status, 'cancel')))
    .orderBy(asc(services.createdAt), asc(services._id))
    .limit(1)
    .for('update');
  if (!current) {
    const [added] = await addServices(tx, ids.propertyId, ids.customerId, [service], userId);
    await replan(tx, { serviceIds: [added._id] }, userId);
    return { _id: added._id, values: null } satisfies ServiceBefore;
  }
  const { _id, ...values } = current;
  const { type: _type, startDate, ...said } = service;
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
  const service = before.service;
  if (!service) return;
  if (!service.values) {
    // Its planned visits go with it (cascade); undo is refused once one was started or completed.
    await tx.delete(histories).where(and(eq(histories.entity, 'service'), eq(histories.entityId, service._id)));
    await tx.delete(services).where(eq(services._id, service._id));
    return;
  }
  const [current] = await tx.select(SERVICE_COLUMNS).from(services).where(eq(services._id, service._id)).for('update');
  if (current) await updateService(tx, ids, service._id, current, service.values, userId);
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

/** Customers something has been done with since: a visit completed or a payment recorded. Undo leaves the import alone then. */
export async function customersWithActivity(executor: Executor, customerIds: string[]) {
  if (!customerIds.length) return 0;
  const [{ visits }] = await executor
    .select({ visits: sql<number>`count(*)::int` })
    .from(workLogs)
    .where(and(inArray(workLogs.customerId, customerIds), inArray(workLogs.status, ['started', 'completed'])));
  const [{ paid }] = await executor
    .select({ paid: sql<number>`count(*)::int` })
    .from(payments)
    .where(inArray(payments.customerId, customerIds));
  return visits + paid;
}

/** Undo of a create: the customers, their histories, and everything cascading from them (properties, services, planned visits). */
export async function removeImportedCustomers(tx: Tx, customerIds: string[]) {
  if (!customerIds.length) return;
  // Histories name their customer without a foreign key (they outlive deletions elsewhere): these go with the import.
  await tx.delete(histories).where(inArray(histories.customerId, customerIds));
  await tx.delete(customers).where(inArray(customers._id, customerIds));
}
