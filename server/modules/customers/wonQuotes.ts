// A quote approved (the quotes domain's): its customer, property and services, written in the approval's transaction,
// and the visits planned as Add Customer plans them. A lead becomes a new customer unless the quotes domain names the
// customer it is (staff confirmed the match side by side, or the customer asked signed in): an e-mail or a phone typed
// on a public form proves nothing, so a stranger's address and services never join an account, nor its card pay them
// (issue 65).
import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Language } from '../../../common/i18n/catalog';
import type { CustomerMatch } from '../../../common/schemas/leadMatch';
import type { CustomerSource } from '../../../common/schemas/property';
import { customers, properties } from '../../db/schema';
import { customerForWrite, propertyForWrite } from '../../lib/customerGuards';
import { changedFields, type Executor, recordHistory, type Tx } from '../../lib/history';
import { addCustomerRow, insertServices, marketForZip, phoneTaken, propertyValues } from './repository';

export interface WonPerson {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string | null;
  language: Language;
  /** The lead said texts are welcome: the customer's service texts follow it. */
  textConsent: boolean;
  /** Where the lead heard of us: a new customer keeps it. */
  source: CustomerSource;
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

/**
 * `customerId`: the existing customer the lead is, confirmed (see above); null makes a new customer. `cardId`: the card
 * that customer chose, signed in, for the new property; without one the property is charged to no card (never silently
 * to the account's default) until one is chosen.
 */
export type WonWork = { services: readonly WonService[] } & (
  { propertyId: string } | { person: WonPerson; place: WonPlace; customerId: string | null; cardId?: string | null }
);

/** Writes the won work; answers the customer and property it went to, and the services made (their visits planned). */
export async function addWonWork(tx: Tx, work: WonWork, userId: string | null) {
  const { customerId, propertyId, autoCharge } =
    'propertyId' in work ? await onProperty(tx, work.propertyId) : await newProperty(tx, work, userId);
  const rows = await insertServices(
    tx,
    propertyId,
    customerId,
    work.services.map((service) => ({ ...service, frontBack: 'both' as const, status: 'pending' as const, mowDay: null })),
    userId,
  );
  return { customerId, propertyId, autoCharge, serviceIds: rows.map((row) => row._id) };
}

async function onProperty(tx: Tx, propertyId: string) {
  const { property } = await propertyForWrite(tx, propertyId);
  return { customerId: property.customerId, propertyId, autoCharge: property.autoCharge };
}

async function newProperty(tx: Tx, work: Extract<WonWork, { person: WonPerson }>, userId: string | null) {
  const customerId = work.customerId ? (await customerForWrite(tx, work.customerId))._id : await newCustomer(tx, work.person, userId);
  // A new customer has no card yet: the one they add is theirs for this property. An existing account's is not chosen.
  const charge = !work.customerId
    ? { autoCharge: 'default' as const, autoChargeCardId: null }
    : work.cardId
      ? { autoCharge: 'card' as const, autoChargeCardId: work.cardId }
      : { autoCharge: 'none' as const, autoChargeCardId: null };
  const market = await marketForZip(tx, work.place.zipcode);
  const values = propertyValues({
    address: work.place.address,
    city: work.place.city ?? '',
    zipcode: work.place.zipcode,
    lotSize: work.place.lotSize,
  });
  const [property] = await tx
    .insert(properties)
    .values({ ...values, ...charge, customerId, marketId: market?._id ?? null })
    .returning();
  await recordHistory(tx, {
    entity: 'property',
    entityId: property._id,
    action: 'added',
    customerId,
    propertyId: property._id,
    userId,
    changes: changedFields(null, { ...values, ...charge }),
  });
  return { customerId, propertyId: property._id, autoCharge: charge.autoCharge };
}

async function newCustomer(tx: Tx, person: WonPerson, userId: string | null) {
  // A number another customer holds is left off rather than refusing a signed approval; staff can add it.
  const mobile = person.mobile && !(await phoneTaken(tx, person.mobile)) ? person.mobile : null;
  const values = {
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email.trim().toLowerCase(),
    mobile,
    language: person.language,
    textService: person.textConsent,
    source: person.source,
  };
  const customer = await addCustomerRow(tx, values, userId);
  return customer._id;
}

/** The customers whose e-mail (any case) or mobile (its digits) is the lead's, the oldest first, at most 5. */
export async function customersMatching(executor: Executor, contact: { email: string; mobile: string | null }): Promise<CustomerMatch[]> {
  const digits = contact.mobile?.replace(/\D/g, '') || null;
  const rows = await executor
    .select()
    .from(customers)
    .where(or(sql`lower(${customers.email}) = ${contact.email.trim().toLowerCase()}`, digits ? eq(customers.mobile, digits) : undefined))
    .orderBy(asc(customers.createdAt))
    .limit(5);
  const places = rows.length
    ? await executor
        .select({ customerId: properties.customerId, address: properties.address, city: properties.city, zipcode: properties.zipcode })
        .from(properties)
        .where(
          inArray(
            properties.customerId,
            rows.map((row) => row._id),
          ),
        )
        .orderBy(asc(properties.createdAt))
    : [];
  return rows.map((row) => ({
    _id: row._id,
    name: `${row.firstName} ${row.lastName}`,
    email: row.email,
    mobile: row.mobile,
    emailMatches: row.email?.toLowerCase() === contact.email.trim().toLowerCase(),
    mobileMatches: Boolean(digits) && row.mobile === digits,
    addresses: places.filter((place) => place.customerId === row._id).map((place) => `${place.address}, ${place.city} ${place.zipcode}`),
    createdAt: row.createdAt.toISOString(),
  }));
}
