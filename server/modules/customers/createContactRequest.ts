// Stores a customer's contact request and tells staff, inside the caller's transaction.
import { withParams } from '../../../common/i18n/catalog';
import { eq } from 'drizzle-orm';
import type { ContactUsInput } from '../../../common/schemas/contactRequest';
import { contactRequests, users } from '../../db/schema';
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
