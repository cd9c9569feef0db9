// A customer's message preferences (language, the kinds of e-mail and text they get), changed by the customer in the
// portal or by an unsubscribe link; each change goes into the customer's history.
import { and, eq } from 'drizzle-orm';
import type { MessagePreferences } from '../../../common/schemas/portal';
import { customers } from '../../db/schema';
import { changedFields, recordHistory, type Tx } from '../../lib/history';

/** Saves the preferences given, in the caller's transaction: the customer's row as it then is, undefined for none. */
export async function setMessagePreferences(tx: Tx, customerId: string, preferences: Partial<MessagePreferences>, userId: string | null) {
  const [customer] = await tx.select().from(customers).where(eq(customers._id, customerId)).for('update');
  if (!customer) return undefined;
  const before = Object.fromEntries(Object.keys(preferences).map((key) => [key, customer[key as keyof MessagePreferences]]));
  const changes = changedFields(before, preferences);
  if (!Object.keys(changes).length) return customer;
  const [updated] = await tx.update(customers).set(preferences).where(eq(customers._id, customerId)).returning();
  await recordHistory(tx, { entity: 'customer', entityId: customerId, action: 'updated', customerId, userId, changes });
  return updated;
}

/**
 * The provider said the customer's mobile cannot take texts: it is flagged with the provider's words (staff see it on
 * the customer record; moments stop texting it) while it is still the number the text went to.
 */
export async function flagInvalidMobile(tx: Tx, customerId: string, mobile: string, reason: string) {
  await tx
    .update(customers)
    .set({ mobileInvalid: reason.slice(0, 300), mobileInvalidAt: new Date() })
    .where(and(eq(customers._id, customerId), eq(customers.mobile, mobile)));
}

/**
 * The mail server said the customer's address does not exist: it is flagged with the server's words (staff see it on
 * the customer record; e-mails to it are refused) while it is still the address the e-mail went to.
 */
export async function flagInvalidEmail(tx: Tx, customerId: string, email: string, reason: string) {
  await tx
    .update(customers)
    .set({ emailInvalid: reason.slice(0, 300), emailInvalidAt: new Date() })
    .where(and(eq(customers._id, customerId), eq(customers.email, email)));
}
