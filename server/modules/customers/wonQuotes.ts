// A quote approved (the quotes domain's): its customer, property and services, written in the approval's transaction,
// and the visits planned as Add Customer plans them. A lead whose e-mail a customer already has becomes that customer.
import { sql } from 'drizzle-orm';
import type { Language } from '../../../common/i18n/catalog';
import { customers, properties } from '../../db/schema';
import { customerForWrite, propertyForWrite } from '../../lib/customerGuards';
import { changedFields, recordHistory, type Tx } from '../../lib/history';
import { addCustomerRow, insertServices, marketForZip, phoneTaken, propertyValues } from './repository';

export interface WonPerson {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string | null;
  language: Language;
  /** The lead said texts are welcome: the customer's service texts follow it. */
  textConsent: boolean;
}

export interface WonPlace {
  address: string;
  city: string | null;
  zipcode: string;
  lotSize: number | null;
}

export interface WonService {
  type: 'mow' | 'bnb';
  frequency: number;
  price: number;
  startDate: string;
}

export type WonWork = { services: readonly WonService[] } & ({ propertyId: string } | { person: WonPerson; place: WonPlace });

/** Writes the won work; answers the customer and property it went to, and the services made (their visits planned). */
export async function addWonWork(tx: Tx, work: WonWork, userId: string | null) {
  const { customerId, propertyId } = 'propertyId' in work ? await onProperty(tx, work.propertyId) : await newProperty(tx, work, userId);
  const rows = await insertServices(
    tx,
    propertyId,
    customerId,
    work.services.map((service) => ({ ...service, frontBack: 'both' as const, status: 'pending' as const, mowDay: null })),
    userId,
  );
  return { customerId, propertyId, serviceIds: rows.map((row) => row._id) };
}

async function onProperty(tx: Tx, propertyId: string) {
  const { property } = await propertyForWrite(tx, propertyId);
  return { customerId: property.customerId, propertyId };
}

async function newProperty(tx: Tx, work: { person: WonPerson; place: WonPlace }, userId: string | null) {
  const customerId = await customerFor(tx, work.person, userId);
  const market = await marketForZip(tx, work.place.zipcode);
  const values = propertyValues({
    address: work.place.address,
    city: work.place.city ?? '',
    zipcode: work.place.zipcode,
    lotSize: work.place.lotSize,
  });
  const [property] = await tx
    .insert(properties)
    .values({ ...values, customerId, marketId: market?._id ?? null })
    .returning();
  await recordHistory(tx, {
    entity: 'property',
    entityId: property._id,
    action: 'added',
    customerId,
    propertyId: property._id,
    userId,
    changes: changedFields(null, values),
  });
  return { customerId, propertyId: property._id };
}

async function customerFor(tx: Tx, person: WonPerson, userId: string | null) {
  const [existing] = await tx
    .select({ _id: customers._id })
    .from(customers)
    .where(sql`lower(${customers.email}) = ${person.email.trim().toLowerCase()}`)
    .orderBy(customers.createdAt)
    .limit(1);
  if (existing) return (await customerForWrite(tx, existing._id))._id;
  // A number another customer holds is left off rather than refusing a signed approval; staff can add it.
  const mobile = person.mobile && !(await phoneTaken(tx, person.mobile)) ? person.mobile : null;
  const values = {
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email.trim().toLowerCase(),
    mobile,
    language: person.language,
    textService: person.textConsent,
  };
  const customer = await addCustomerRow(tx, values, userId);
  return customer._id;
}
