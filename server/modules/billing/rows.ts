// The payment as a list row: the record joined with its property, customer, vendor, card and invoice in one select.
import { eq, sql } from 'drizzle-orm';
import type { PaymentRow } from '../../../common/schemas/paymentRecord';
import { cards, customers, invoiceLines, invoices, payments, properties, vendors } from '../../db/schema';
import type { Executor } from '../../lib/history';
import { type BillingClock, isClosed } from './closed';
import type { Payment } from './create';

/** The columns of a row beside the payment itself. */
export const rowColumns = {
  payment: payments,
  address: properties.address,
  city: properties.city,
  zipcode: properties.zipcode,
  customerName: sql<string>`${customers.firstName} || ' ' || ${customers.lastName}`,
  vendorName: vendors.companyName,
  cardLast4: cards.last4,
  invoiceNumber: invoices.number,
};

/** The select every row read starts from; callers add their where, order and range. */
export function selectRows(executor: Executor) {
  return executor
    .select(rowColumns)
    .from(payments)
    .innerJoin(properties, eq(properties._id, payments.propertyId))
    .innerJoin(customers, eq(customers._id, payments.customerId))
    .leftJoin(vendors, eq(vendors._id, payments.vendorId))
    .leftJoin(cards, eq(cards._id, payments.cardId))
    .leftJoin(invoiceLines, eq(invoiceLines.paymentId, payments._id))
    .leftJoin(invoices, eq(invoices._id, invoiceLines.invoiceId));
}

type Selected = Omit<PaymentRow, keyof Payment | 'closed'> & { payment: Payment };

/**
 * The row as staff read it: timestamps as ISO text, `closed` worked out, the gateway's transaction id kept inside.
 * A customer reads it through `customerPaymentOf`.
 */
export function toRow({ payment, ...joined }: Selected, clock: BillingClock): PaymentRow {
  const { gatewayTransactionId: _transaction, ...shown } = payment;
  return {
    ...shown,
    chargedAt: payment.chargedAt?.toISOString() ?? null,
    createdAt: payment.createdAt.toISOString(),
    updatedAt: payment.updatedAt.toISOString(),
    closed: isClosed(payment.date, clock),
    ...joined,
  };
}
