// Who a quote speaks to: its lead, or the customer of the property it was made for. Read here (reads cross freely);
// the customer's consent decides whether a text may go, as the messaging domain's rules have it.
import { eq } from 'drizzle-orm';
import type { Language } from '../../../common/i18n/catalog';
import { customers, leads, properties, type Quote } from '../../db/schema';
import type { Executor } from '../../lib/history';

export interface QuoteRecipient {
  firstName: string;
  email: string | null;
  /** Null when no text may go: no number, a refused one, or no consent. */
  textTo: string | null;
  language: Language;
  address: string;
  customerId: string | null;
}

export async function recipientOf(executor: Executor, quote: Pick<Quote, 'leadId' | 'propertyId'>): Promise<QuoteRecipient | null> {
  if (quote.leadId) {
    const [lead] = await executor.select().from(leads).where(eq(leads._id, quote.leadId));
    if (!lead) return null;
    return {
      firstName: lead.firstName,
      email: lead.email,
      textTo: lead.textConsent ? lead.mobile : null,
      language: lead.language,
      address: lead.address,
      customerId: lead.customerId,
    };
  }
  const [row] = await executor
    .select({ customer: customers, address: properties.address })
    .from(properties)
    .innerJoin(customers, eq(customers._id, properties.customerId))
    .where(eq(properties._id, quote.propertyId ?? ''));
  if (!row) return null;
  const { customer, address } = row;
  return {
    firstName: customer.firstName,
    email: customer.email && !customer.emailInvalidAt && customer.emailService ? customer.email : null,
    textTo: customer.mobile && !customer.mobileInvalidAt && customer.textService ? customer.mobile : null,
    language: customer.language,
    address,
    customerId: customer._id,
  };
}
