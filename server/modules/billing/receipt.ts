// A paid payment's receipt as its customer receives it (docs/billing.md "Receipts"): read for staff or for the
// payment's own customer (404 for another's), parsed through the customer-facing schema, and rendered as a PDF.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { CardBrand } from '../../../common/schemas/card';
import { BILLING_GROUPS } from '../../../common/schemas/payment';
import { hasReceipt, type PaymentReceipt, paymentReceipt, type ReceiptMethod } from '../../../common/schemas/receipt';
import { cards, customers, payments, paymentTaxLines, properties } from '../../db/schema';
import { dateIn } from '../../lib/calendar';
import type { Executor } from '../../lib/history';
import { HttpProblem, notFound } from '../../lib/httpErrors';
import { cityLine } from '../../lib/pdfDocument';
import type { AuthUser } from '../../lib/sessionTokens';
import { readSettings } from '../../lib/settings';
import { readableBy } from './access';
import { billToOf } from './billTo';
import { billingColumns } from './invoices';

export async function readReceipt(executor: Executor, paymentId: string, user: AuthUser, now = new Date()): Promise<PaymentReceipt> {
  const [row] = await executor
    .select({
      payment: payments,
      customer: { ...billingColumns, language: customers.language },
      property: { address: properties.address, city: properties.city, state: properties.state, zipcode: properties.zipcode },
      card: { brand: cards.brand, last4: cards.last4 },
    })
    .from(payments)
    .innerJoin(customers, eq(customers._id, payments.customerId))
    .innerJoin(properties, eq(properties._id, payments.propertyId))
    .leftJoin(cards, eq(cards._id, payments.cardId))
    .where(and(eq(payments._id, paymentId), readableBy(user)));
  if (!row) throw notFound('payment');
  const { payment, customer, property, card } = row;
  if (!hasReceipt(payment)) throw new HttpProblem(409, 'server.payments.no_receipt');

  const { serviceCalendar } = await readSettings(executor, ['serviceCalendar']);
  const [taxLines, [owed]] = await Promise.all([
    executor
      .select({
        name: paymentTaxLines.name,
        type: paymentTaxLines.type,
        ratePercent: paymentTaxLines.ratePercent,
        taxCents: paymentTaxLines.taxCents,
      })
      .from(paymentTaxLines)
      .where(eq(paymentTaxLines.paymentId, paymentId))
      .orderBy(sql`${paymentTaxLines.type} <> 'state'`, asc(paymentTaxLines.name)),
    executor
      .select({ cents: sql<number>`coalesce(sum(${payments.amountCents} - ${payments.depositCents}), 0)`.mapWith(Number) })
      .from(payments)
      .where(and(eq(payments.customerId, payment.customerId), inArray(payments.status, [...BILLING_GROUPS.pending]))),
  ]);

  return paymentReceipt.parse({
    paymentId: payment._id,
    language: customer.language ?? 'en',
    billTo: billToOf(customer, property),
    paidOn: payment.chargedAt ? dateIn(serviceCalendar.timeZone, payment.chargedAt) : payment.date,
    item: payment.item,
    serviceDate: payment.date,
    serviceAddress: [property.address, cityLine(property)].filter(Boolean).join(', '),
    method: methodOf(payment, card),
    priceCents: payment.priceCents,
    discountCode: payment.discountCode,
    discountCents: payment.discountCents,
    taxLines,
    taxCents: payment.taxCents,
    amountCents: payment.amountCents,
    depositCents: payment.depositCents,
    refundedCents: payment.refundedCents,
    balanceCents: owed?.cents ?? 0,
    balanceOn: dateIn(serviceCalendar.timeZone, now),
  });
}

/** Money recorded by hand names its method (a check its number); else the card the gateway charged. */
function methodOf(
  payment: { manualMethod: string | null; manualReference: string | null },
  card: { brand: CardBrand; last4: string } | null,
): ReceiptMethod {
  if (payment.manualMethod === 'check') return { kind: 'check', number: payment.manualReference?.trim() || null };
  if (payment.manualMethod === 'cash' || payment.manualMethod === 'card-terminal' || payment.manualMethod === 'other')
    return { kind: payment.manualMethod };
  return { kind: 'card', brand: card?.brand ?? null, last4: card && /^\d{4}$/.test(card.last4) ? card.last4 : null };
}
