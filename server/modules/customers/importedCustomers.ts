// What the customer import asks of the customers domain: the stored customers a row would duplicate, new customers
// with their properties and services (or properties for a customer kept) written with their histories by the same
// rules as the Add Customer form, and what an undo removes. Updates are importedUpdates.ts.
import { and, inArray, or, sql } from 'drizzle-orm';
import type { ImportedCustomer, ImportedProperty, ImportedService } from '../../../common/schemas/dataImport';
import { customers, notes, payments, properties, services, workLogs } from '../../db/schema';
import { changedFields, type Executor, forgetHistories, recordHistories, type Tx } from '../../lib/history';
import { replan } from '../scheduling';
import { assertContactsFree, customerValues, marketsForZips, propertyValues, referralCode } from './repository';
import { anyOf } from '../../lib/anyOf';

export interface ImportedLocation {
  latitude: number | null;
  longitude: number | null;
  approximate: boolean;
}

/** A stored customer as the import tells people apart: name, e-mail and phone. */
export interface ImportPerson {
  customerId: string;
  name: { first: string; last: string };
  email: string | null;
  mobile: string | null;
}
const personColumns = {
  customerId: customers._id,
  first: customers.firstName,
  last: customers.lastName,
  email: sql<string | null>`lower(${customers.email})`,
  mobile: customers.mobile,
};
const personOf = ({
  customerId,
  first,
  last,
  email,
  mobile,
}: {
  customerId: string;
  first: string;
  last: string;
  email: string | null;
  mobile: string | null;
}): ImportPerson => ({
  customerId,
  name: { first, last },
  email,
  mobile,
});

/** These customers (an earlier import made them) by id, as people. */
export async function importPeople(executor: Executor, ids: string[]) {
  if (!ids.length) return new Map<string, ImportPerson>();
  const rows = await executor.select(personColumns).from(customers).where(anyOf(customers._id, ids));
  return new Map(rows.map((row) => [row.customerId, personOf(row)]));
}

/**
 * The customers already holding any of these e-mails, phones or service addresses (`address|zip`, lower case), each
 * address with a property there (the first by id) and its customer.
 */
export async function storedContacts(executor: Executor, wanted: { emails: string[]; phones: string[]; addresses: string[] }) {
  const byContact =
    wanted.emails.length || wanted.phones.length
      ? await executor
          .select(personColumns)
          .from(customers)
          .where(
            or(
              wanted.emails.length ? anyOf(sql`lower(${customers.email})`, wanted.emails, 'text') : undefined,
              wanted.phones.length ? anyOf(customers.mobile, wanted.phones) : undefined,
            ),
          )
      : [];
  const addressKey = sql<string>`lower(regexp_replace(${properties.address}, '\\s+', ' ', 'g')) || '|' || ${properties.zipcode}`;
  const byAddress = wanted.addresses.length
    ? await executor
        .select({ address: addressKey, customerId: properties.customerId, propertyId: properties._id })
        .from(properties)
        .where(anyOf(addressKey, wanted.addresses, 'text'))
        .orderBy(properties._id)
    : [];
  const people = byContact.map(personOf);
  return {
    emails: new Map(people.flatMap((person) => (person.email ? [[person.email, person] as const] : []))),
    phones: new Map(people.flatMap((person) => (person.mobile ? [[person.mobile, person] as const] : []))),
    addresses: new Map(
      [...byAddress].reverse().map((row) => [row.address, { customerId: row.customerId, propertyId: row.propertyId }] as const),
    ),
  };
}

export function propertyOf(property: ImportedProperty, location: ImportedLocation) {
  return {
    ...propertyValues(property),
    latitude: location.latitude,
    longitude: location.longitude,
    locationApproximate: location.approximate,
  };
}

/** A property the import adds, where it is and the services its rows name (each type once). */
export interface ImportedPropertyDraft {
  property: ImportedProperty;
  location: ImportedLocation;
  services: ImportedService[];
}

/**
 * New customers with their properties and services, a batch in a few multi-row statements (an import writes
 * thousands); the caller plans the services' visits (`planImported`). Answers each customer's ids, in order.
 */
export async function createImportedCustomers(
  tx: Tx,
  list: { customer: ImportedCustomer; properties: ImportedPropertyDraft[] }[],
  userId: string | null,
) {
  if (!list.length) return [];
  const contacts = await storedContacts(tx, {
    emails: list.flatMap(({ customer }) => (customer.email ? [customer.email] : [])),
    phones: list.flatMap(({ customer }) => (customer.mobile ? [customer.mobile] : [])),
    addresses: [],
  });
  for (const { customer } of list)
    await assertContactsFree(tx, {
      email: contacts.emails.has(customer.email ?? '') ? customer.email : null,
      mobile: contacts.phones.has(customer.mobile ?? '') ? customer.mobile : null,
    });
  const customerValuesList = list.map(({ customer }) => customerValues(customer));
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
  const added = await addImportedProperties(
    tx,
    list.flatMap(({ properties: drafts }, index) => drafts.map((draft) => ({ customerId: customerRows[index]._id, draft }))),
    userId,
  );
  return customerRows.map(({ _id }) => ({ customerId: _id, properties: added.filter((property) => property.customerId === _id) }));
}

/** Properties with their services for customers stored (or just created), in a few multi-row statements; answers their ids in order. */
export async function addImportedProperties(tx: Tx, list: { customerId: string; draft: ImportedPropertyDraft }[], userId: string | null) {
  if (!list.length) return [];
  const markets = await marketsForZips(
    tx,
    list.map(({ draft }) => draft.property.zipcode),
  );
  const propertyValuesList = list.map(({ draft }) => propertyOf(draft.property, draft.location));
  const propertyRows = await tx
    .insert(properties)
    .values(
      propertyValuesList.map((values, index) => ({
        ...values,
        customerId: list[index].customerId,
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
  const wanted = list.flatMap(({ draft }, index) => draft.services.map((service) => ({ service, property: propertyRows[index] })));
  const serviceRows = wanted.length
    ? await tx
        .insert(services)
        .values(
          wanted.map(({ service: { note: _note, ...service }, property }) => ({
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
  await keepServiceWords(
    tx,
    wanted.map(({ service, property }) => ({ note: service.note, customerId: property.customerId, propertyId: property._id })),
    userId,
  );
  return propertyRows.map((property) => ({
    customerId: property.customerId,
    propertyId: property._id,
    serviceIds: serviceRows.filter((service) => service.propertyId === property._id).map((service) => service._id),
  }));
}

/** The file's words for the one-time jobs it made (another tool's aeration, an "As Needed" mowing), as property notes. */
export async function keepServiceWords(
  tx: Tx,
  list: { note?: string | null; customerId: string; propertyId: string }[],
  userId: string | null,
) {
  const kept = list.flatMap(({ note, customerId, propertyId }) =>
    note ? [{ text: note, customerId, propertyId, createdById: userId }] : [],
  );
  if (kept.length) await tx.insert(notes).values(kept);
}

export async function planImported(tx: Tx, serviceIds: string[], userId: string | null) {
  if (serviceIds.length) await replan(tx, { serviceIds }, userId);
}

/** Customers something has been done with since: a visit completed or a payment recorded. Undo leaves the import alone then. */
export async function customersWithActivity(executor: Executor, customerIds: string[]) {
  if (!customerIds.length) return 0;
  const [{ visits }] = await executor
    .select({ visits: sql<number>`count(*)::int` })
    .from(workLogs)
    .where(and(anyOf(workLogs.customerId, customerIds), inArray(workLogs.status, ['started', 'completed'])));
  const [{ paid }] = await executor
    .select({ paid: sql<number>`count(*)::int` })
    .from(payments)
    .where(anyOf(payments.customerId, customerIds));
  return visits + paid;
}

/** Undo of a create: the customers, their histories, and everything cascading from them (properties, services, planned visits). */
export async function removeImportedCustomers(tx: Tx, customerIds: string[]) {
  if (!customerIds.length) return;
  // Histories name their customer without a foreign key (they outlive deletions elsewhere): these go with the import.
  await forgetHistories(tx, { customerIds });
  await tx.delete(customers).where(anyOf(customers._id, customerIds));
}

/** Undo of a property added to a customer kept: the property, its histories and what cascades from it (services, planned visits). */
export async function removeImportedProperties(tx: Tx, propertyIds: string[]) {
  if (!propertyIds.length) return;
  await forgetHistories(tx, { propertyIds });
  await tx.delete(properties).where(anyOf(properties._id, propertyIds));
}
