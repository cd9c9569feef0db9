// Making payments: one for each billable completed visit, made once its completion has committed, and each billable
// call log, made in the transaction that bills it, with its amounts worked out once and kept (docs/billing.md).
import { and, count, eq, min, sql } from 'drizzle-orm';
import { CALL_LOG_PRICE_CENTS, CHARGEABLE, type PaymentStatus } from '../../../common/schemas/payment';
import {
  callLogs,
  customers,
  discounts,
  invoiceAccounts,
  markets,
  payments,
  paymentTaxLines,
  properties,
  vendorPropertyExceptions,
  vendors,
  walletCredits,
  type WorkLog,
  workLogs,
} from '../../db/schema';
import { changedFields, recordHistory, type Tx } from '../../lib/history';
import { businessToday } from '../../lib/businessDay';
import { type Amounts, discountApplies, paymentAmounts } from './amount';
import { type ChargeTax, chargeTaxAt, chargeTaxOn, TAXED_PROPERTY_COLUMNS } from './salesTax';
import { taxLines } from './salesTaxRules';
import { depositTakenBy } from './deposits';

type CallLog = typeof callLogs.$inferSelect;
export type Payment = typeof payments.$inferSelect;

/**
 * Where a new payment starts: not billed, waiting for the customer's invoice (`manual`: never charged to a card), held
 * with the customer's charges, nothing to charge, or owed.
 */
export function initialStatus(noCharge: boolean, chargesOnHold: boolean, amountCents: number, invoiced = false): PaymentStatus {
  if (noCharge) return 'no-charge';
  if (invoiced && amountCents > 0) return 'manual';
  if (chargesOnHold) return 'hold';
  return amountCents === 0 ? 'free' : 'pending';
}

async function propertyTerms(tx: Tx, propertyId: string) {
  const [terms] = await tx
    .select({ discountId: properties.discountId, chargesOnHold: customers.chargesOnHold, invoiced: invoiceAccounts.customerId })
    .from(properties)
    .innerJoin(customers, eq(customers._id, properties.customerId))
    .leftJoin(invoiceAccounts, eq(invoiceAccounts.customerId, properties.customerId))
    .where(eq(properties._id, propertyId));
  return { ...terms, invoiced: Boolean(terms.invoiced) };
}

async function applicableDiscount(tx: Tx, workLog: WorkLog, discountId: string | null) {
  if (!discountId) return null;
  const [discount] = await tx.select().from(discounts).where(eq(discounts._id, discountId));
  if (!discount) return null;
  const [first] = await tx
    .select({ date: min(workLogs.date) })
    .from(workLogs)
    .where(
      and(eq(workLogs.customerId, workLog.customerId), eq(workLogs.serviceType, workLog.serviceType), eq(workLogs.status, 'completed')),
    );
  const [used] = await tx
    .select({ count: count() })
    .from(payments)
    .where(and(eq(payments.propertyId, workLog.propertyId), eq(payments.discountId, discount._id)));
  const context = {
    visitDate: workLog.date,
    serviceType: workLog.serviceType,
    firstVisitDate: first?.date ?? null,
    discountedSoFar: used.count,
  };
  return discountApplies(discount, context) ? discount : null;
}

type NewPayment = typeof payments.$inferInsert & Amounts & { status: PaymentStatus };

async function insertPayment(tx: Tx, values: NewPayment, tax: ChargeTax, userId: string | null): Promise<Payment | undefined> {
  const target = values.workLogId ? payments.workLogId : payments.callLogId;
  const [row] = await tx
    .insert(payments)
    .values({ ...values, taxPercent: tax.taxPercent, taxSource: tax.source })
    .onConflictDoNothing({ target })
    .returning();
  if (!row) return undefined;
  // Its tax per jurisdiction, written with it and never changed: the sales-tax report's lines.
  const lines = tax.jurisdictions.length ? taxLines(values.priceCents - values.discountCents, tax.jurisdictions) : [];
  if (lines.length) await tx.insert(paymentTaxLines).values(lines.map((line) => ({ ...line, paymentId: row._id })));
  await recordHistory(tx, {
    entity: 'payment',
    entityId: row._id,
    action: 'added',
    customerId: row.customerId,
    propertyId: row.propertyId,
    userId,
    changes: changedFields(null, { ...values }),
  });
  return row;
}

const FREE_MOW = { type: 'free', value: 0 } as const;

/**
 * What a visit's payment needs besides its discount and tax table, in one statement (a completion's round trips): the
 * property's terms, whether a free mow from the wallet was applied to it (the whole price taken off, so the payment is
 * `free`), the commission (the property's exception for the vendor, else the vendor's percent; none without a vendor)
 * and the property's place for its tax.
 */
async function workLogTerms(tx: Tx, workLog: WorkLog) {
  const [row] = await tx
    .select({
      discountId: properties.discountId,
      chargesOnHold: customers.chargesOnHold,
      invoiced: invoiceAccounts.customerId,
      freeMow: walletCredits._id,
      vendorCommission: vendors.commission,
      exceptionCommission: vendorPropertyExceptions.commission,
      place: TAXED_PROPERTY_COLUMNS,
    })
    .from(properties)
    .innerJoin(customers, eq(customers._id, properties.customerId))
    .leftJoin(invoiceAccounts, eq(invoiceAccounts.customerId, properties.customerId))
    .leftJoin(markets, eq(markets._id, properties.marketId))
    .leftJoin(walletCredits, eq(walletCredits.appliedWorkLogId, workLog._id))
    .leftJoin(vendors, workLog.vendorId ? eq(vendors._id, workLog.vendorId) : sql`false`)
    .leftJoin(
      vendorPropertyExceptions,
      and(eq(vendorPropertyExceptions.vendorId, vendors._id), eq(vendorPropertyExceptions.propertyId, properties._id)),
    )
    .where(eq(properties._id, workLog.propertyId));
  return {
    discountId: row.discountId,
    chargesOnHold: row.chargesOnHold,
    invoiced: Boolean(row.invoiced),
    freeMow: Boolean(row.freeMow),
    commissionPercent: row.exceptionCommission ?? row.vendorCommission ?? 0,
    place: { ...row.place, marketPercent: row.place.marketPercent ?? 0 },
  };
}

/** The completed visit's payment; undefined when it has one already (one a visit: the unique work log). */
export async function createWorkLogPayment(tx: Tx, workLog: WorkLog, userId: string | null = null): Promise<Payment | undefined> {
  const terms = await workLogTerms(tx, workLog);
  // A free mow takes the whole price, so the property's discount code is not spent on this visit.
  const discount = terms.freeMow ? null : await applicableDiscount(tx, workLog, terms.discountId);
  const tax = await chargeTaxAt(tx, terms.place, workLog.date, workLog.serviceType);
  const amounts = paymentAmounts({
    price: workLog.price,
    discount: terms.freeMow ? FREE_MOW : discount,
    taxPercent: tax.taxPercent,
    commissionPercent: terms.commissionPercent,
  });
  const status = initialStatus(workLog.noCharge, terms.chargesOnHold, amounts.amountCents, terms.invoiced);
  // A quote's paid deposit pays the first charges before the card: a visit it covers whole is paid when made.
  const depositCents = status === 'pending' ? await depositTakenBy(tx, workLog.customerId, amounts.amountCents) : 0;
  const coveredWhole = depositCents > 0 && depositCents === amounts.amountCents;
  return insertPayment(
    tx,
    {
      customerId: workLog.customerId,
      propertyId: workLog.propertyId,
      workLogId: workLog._id,
      item: workLog.serviceType,
      vendorId: workLog.vendorId,
      date: workLog.date,
      discountId: discount?._id ?? null,
      discountCode: discount?.code ?? null,
      ...amounts,
      depositCents,
      status: coveredWhole ? 'success' : status,
      ...(coveredWhole && { chargedAt: new Date() }),
    },
    tax,
    userId,
  );
}

/**
 * A completed visit's payment as the customer is told of it: the one an earlier completion (or an earlier delivery of
 * this one's event) made, kept with its discount and tax, never the visit's bare price; else the one made now (`made`).
 * Null when there is none.
 */
export async function workLogPaymentOf(tx: Tx, workLog: WorkLog, userId: string | null) {
  const paymentOfWorkLog = () => tx.select().from(payments).where(eq(payments.workLogId, workLog._id));
  const [earlier] = await paymentOfWorkLog();
  const made = earlier ? undefined : await createWorkLogPayment(tx, workLog, userId);
  // Another delivery made it in between: the unique work log keeps one payment, which this one then reads.
  const [payment] = earlier ? [earlier] : made ? [made] : await paymentOfWorkLog();
  if (!payment) return { told: null, made };
  const { _id, amountCents, depositCents, status, attempts } = payment;
  const [account] = await tx
    .select({ customerId: invoiceAccounts.customerId })
    .from(invoiceAccounts)
    .where(eq(invoiceAccounts.customerId, payment.customerId));
  return { told: { _id, amountCents, depositCents, status, attempts, made: Boolean(made), invoiced: Boolean(account) }, made };
}

async function setStatus(tx: Tx, payment: Payment, status: PaymentStatus, userId: string | null): Promise<Payment> {
  const [row] = await tx.update(payments).set({ status }).where(eq(payments._id, payment._id)).returning();
  await recordHistory(tx, {
    entity: 'payment',
    entityId: payment._id,
    action: 'status-changed',
    customerId: payment.customerId,
    propertyId: payment.propertyId,
    userId,
    changes: changedFields(payment, { status }),
  });
  return row;
}

/**
 * A call log billed: its payment is made (or billed again); a call log no longer billed: its payment, not yet charged,
 * becomes non-billable. Answers the payment when it is now owed, for the caller to queue its charge after commit.
 */
export async function syncCallLogPayment(tx: Tx, callLog: CallLog, userId: string | null = null): Promise<Payment | undefined> {
  const [existing] = await tx.select().from(payments).where(eq(payments.callLogId, callLog._id)).for('update');
  if (!callLog.billable) {
    if (existing && CHARGEABLE.includes(existing.status)) await setStatus(tx, existing, 'non-billable', userId);
    return undefined;
  }
  const terms = await propertyTerms(tx, callLog.propertyId);
  if (existing) {
    if (existing.status !== 'non-billable') return undefined;
    return setStatus(tx, existing, initialStatus(false, terms.chargesOnHold, existing.amountCents, terms.invoiced), userId);
  }
  const today = await businessToday(tx);
  const tax = await chargeTaxOn(tx, callLog.propertyId, today, 'call-log');
  const amounts = paymentAmounts({ price: CALL_LOG_PRICE_CENTS / 100, discount: null, taxPercent: tax.taxPercent, commissionPercent: 0 });
  return insertPayment(
    tx,
    {
      customerId: callLog.customerId,
      propertyId: callLog.propertyId,
      callLogId: callLog._id,
      item: 'call-log',
      vendorId: null,
      date: today,
      ...amounts,
      status: initialStatus(false, terms.chargesOnHold, amounts.amountCents, terms.invoiced),
    },
    tax,
    userId,
  );
}
