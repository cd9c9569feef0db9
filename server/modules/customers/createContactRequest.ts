// Stores a customer's contact request and tells staff, inside the caller's transaction; what the customer asked is
// also announced as a lead (the quotes domain keeps it in the same transaction).
import { withParams } from '../../../common/i18n/catalog';
import { asc, eq } from 'drizzle-orm';
import type { DomainEventPayload } from '../../../common/events';
import type { ContactUsInput } from '../../../common/schemas/contactRequest';
import { contactRequests, customers, properties, users } from '../../db/schema';
import type { Tx } from '../../lib/history';
import type { Notify } from '../messaging';

export interface ContactRequestAuthor {
  customerId: string | null;
  userId: string;
}

export async function createContactRequest(tx: Tx, notify: Notify, author: ContactRequestAuthor, input: ContactUsInput) {
  const [row] = await tx
    .insert(contactRequests)
    .values({ ...author, ...input })
    .returning();
  const [from] = await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users._id, author.userId));
  const name = from ? `${from.firstName} ${from.lastName}` : '';
  await notify.staff({
    type: 'contact_us_request',
    title: withParams('notifications.contact_request_title', { subject: input.subject }),
    message: { text: `${name}: ${input.message}` },
    additionalData: { others: { contactRequestId: row._id } },
  });
  return row;
}

/** The lead a signed-in customer's request makes: the customer's contact and their first property's address. */
export async function contactRequestLead(
  tx: Tx,
  customerId: string,
  input: ContactUsInput,
): Promise<DomainEventPayload<'lead.requested'> | null> {
  const [row] = await tx
    .select({ customer: customers, property: properties })
    .from(customers)
    .innerJoin(properties, eq(properties.customerId, customers._id))
    .where(eq(customers._id, customerId))
    .orderBy(asc(properties.createdAt))
    .limit(1);
  if (!row) return null;
  const { customer, property } = row;
  return {
    channel: 'contact-request',
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email ?? '',
    mobile: customer.mobile,
    address: property.address,
    city: property.city,
    zipcode: property.zipcode,
    lotSize: property.lotSize,
    asked: `${input.subject}\n${input.message}`.slice(0, 2000),
    source: 'none',
    language: customer.language,
    customerId,
  };
}
