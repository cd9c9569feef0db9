// What a receipt, a refund and a customer carry beside their money: the day the money moved in the business's time
// zone (not the visit's day, not UTC), the place (QuickBooks' own sales tax follows ShipAddr, else BillAddr), and how a
// check or cash was paid. Reads customers', properties' and billing's tables, and payments' history, as a read model.
import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type customers, histories, properties } from '../../db/schema';
import { dateIn } from '../../lib/calendar';
import { readSettings } from '../../lib/settings';

type Customer = typeof customers.$inferSelect;
type Place = { address: string; city: string; state: string; zipcode: string };

/** The calendar day of an instant in the business's time zone (System Settings). */
export async function businessDayOf(db: Db): Promise<(instant: Date) => string> {
  const { serviceCalendar } = await readSettings(db, ['serviceCalendar']);
  return (instant) => dateIn(serviceCalendar.timeZone, instant);
}

/** Intuit's physical address: Line1 at most 500 characters, the state as its code. */
export const addressOf = (place: Place) => ({
  Line1: place.address.slice(0, 500),
  City: place.city.slice(0, 255),
  CountrySubDivisionCode: place.state.slice(0, 255),
  PostalCode: place.zipcode.slice(0, 30),
});

/** The billing address when the customer has one, else the service property's. */
export function billingPlaceOf(customer: Customer, property: Place | undefined): Place | undefined {
  if (customer.billingAddress && customer.billingCity && customer.billingZipcode)
    return {
      address: customer.billingAddress,
      city: customer.billingCity,
      state: customer.billingState ?? property?.state ?? '',
      zipcode: customer.billingZipcode,
    };
  return property;
}

/** Each property by id, and each customer's first property (its service address). */
export async function placesOf(db: Db, propertyIds: string[], customerIds: string[]) {
  const rows =
    propertyIds.length || customerIds.length
      ? await db
          .select()
          .from(properties)
          .where(
            or(
              inArray(properties._id, propertyIds.length ? propertyIds : ['']),
              inArray(properties.customerId, customerIds.length ? customerIds : ['']),
            ),
          )
          .orderBy(asc(properties.createdAt), asc(properties._id))
      : [];
  const byId = new Map<string, Place>(rows.map((row) => [row._id, row]));
  const firstOf = new Map<string, Place>();
  for (const row of rows) if (!firstOf.has(row.customerId)) firstOf.set(row.customerId, row);
  return { byId, firstOf };
}

/** The customer as QuickBooks keeps it: names, company, contacts, and both addresses. */
export function customerBody(customer: Customer, displayName: string, service: Place | undefined) {
  const billing = billingPlaceOf(customer, service);
  return {
    DisplayName: displayName,
    GivenName: customer.firstName.slice(0, 100),
    FamilyName: customer.lastName.slice(0, 100),
    ...(customer.companyName && { CompanyName: customer.companyName.slice(0, 100) }),
    ...(customer.email && { PrimaryEmailAddr: { Address: customer.email } }),
    ...(customer.mobile && { Mobile: { FreeFormNumber: customer.mobile } }),
    ...(billing && { BillAddr: addressOf(billing) }),
    ...(service && { ShipAddr: addressOf(service) }),
  };
}

/** QuickBooks' default payment method names for LawnDesk's ways of paying by hand. */
const METHOD_NAMES: Record<string, string[]> = { cash: ['Cash'], check: ['Check'], 'card-terminal': ['Credit Card', 'Visa'] };

/** The payment method's reference and the check's number, as far as QuickBooks has a method of that name. */
export function paidBy(
  methods: { Id: string; Name: string }[],
  method: string | null | undefined,
  reference: string | null | undefined,
  fallback?: string,
) {
  const names = METHOD_NAMES[method ?? fallback ?? ''] ?? [];
  const found = methods.find((candidate) => names.includes(candidate.Name));
  return {
    ...(found && { PaymentMethodRef: { value: found.Id } }),
    // Intuit keeps at most 21 characters of a reference number.
    ...(reference && { PaymentRefNum: reference.slice(0, 21) }),
  };
}

/** When each payment was last refunded (its history's `refunded` rows), for a refund receipt's day. */
export async function refundedAtOf(db: Db, paymentIds: string[]): Promise<Map<string, Date>> {
  if (!paymentIds.length) return new Map();
  const rows = await db
    .select({ id: histories.entityId, at: histories.createdAt })
    .from(histories)
    .where(and(eq(histories.entity, 'payment'), eq(histories.action, 'refunded'), inArray(histories.entityId, paymentIds)))
    .orderBy(desc(histories.createdAt));
  const latest = new Map<string, Date>();
  for (const row of rows) if (!latest.has(row.id)) latest.set(row.id, row.at);
  return latest;
}
