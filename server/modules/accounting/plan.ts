// What a pass has to send: one pending record per approved payment not yet linked (and its customer and service item),
// per refund not yet sent, per sent receipt whose payment is no longer approved (a void), and for invoiced customers
// per invoice, per payment received against it (their payments are never receipts) and per credit note (a CreditMemo
// and the Payment applying it to its invoice), per card fee the gateway reported on an approved charge, and per quote
// deposit paid and deposit refund (with the deposit item they name). Reads billing's and customers' tables as a read
// model; writes only accounting's. Each record is unique per company, kind and local id, so planning twice, on two
// nodes at once, or after a crash plans each record once.
import { type AnyColumn, and, eq, gte, inArray, isNotNull, isNull, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { accountingRecords, depositRefunds, deposits, invoiceLines, invoiceReceipts, invoices, payments } from '../../db/schema';
import { DEPOSIT_ITEM, requestIdOf } from './pushRules';

/** A payment the gateway approved or money recorded as received: what the books hold. Declines never are. */
export const APPROVED_STATUSES = ['success', 'refund-success'] as const;

type NewRecord = typeof accountingRecords.$inferInsert;

function recordOf(realmId: string, kind: NewRecord['kind'], localId: string, extra: Partial<NewRecord> = {}): NewRecord {
  return { realmId, kind, localId, requestId: requestIdOf(realmId, kind, localId), ...extra };
}

async function insertNew(db: Db, records: NewRecord[]): Promise<number> {
  let added = 0;
  for (let start = 0; start < records.length; start += 500) {
    const rows = await db
      .insert(accountingRecords)
      .values(records.slice(start, start + 500))
      .onConflictDoNothing()
      .returning({ id: accountingRecords._id });
    added += rows.length;
  }
  return added;
}

/** The join to the accounting record of `kind` in the realm made for a local row (a payment's by default). */
const linkOf = (
  realmId: string,
  kind: NewRecord['kind'],
  localId: AnyColumn = payments._id,
  records: Record<'realmId' | 'kind' | 'localId', AnyColumn> = accountingRecords,
) => and(eq(records.realmId, realmId), eq(records.kind, kind), eq(records.localId, localId));

/** Plans every record not yet planned; answers how many were added. */
export async function planRecords(db: Db, realmId: string, pushFrom: string): Promise<number> {
  const receipts = await db
    .select({
      id: payments._id,
      customerId: payments.customerId,
      item: payments.item,
      amountCents: payments.amountCents,
      depositCents: payments.depositCents,
    })
    .from(payments)
    .leftJoin(accountingRecords, linkOf(realmId, 'salesreceipt'))
    .leftJoin(invoiceLines, eq(invoiceLines.paymentId, payments._id))
    .where(
      and(
        inArray(payments.status, [...APPROVED_STATUSES]),
        gte(payments.date, pushFrom),
        isNull(accountingRecords._id),
        isNull(invoiceLines.paymentId),
      ),
    );

  // An invoice issued from the first day pushed, with the items its lines bill; a credit note is not one.
  const newInvoices = await db
    .select({ id: invoices._id, customerId: invoices.customerId, totalCents: invoices.totalCents })
    .from(invoices)
    .leftJoin(accountingRecords, linkOf(realmId, 'invoice', invoices._id))
    .where(and(eq(invoices.kind, 'invoice'), gte(invoices.issuedOn, pushFrom), isNull(accountingRecords._id)));
  const invoicedItems = newInvoices.length
    ? await db
        .selectDistinct({ item: invoiceLines.item })
        .from(invoiceLines)
        .where(
          inArray(
            invoiceLines.invoiceId,
            newInvoices.map((invoice) => invoice.id),
          ),
        )
    : [];
  // A check, cash or card received against an invoice planned: applied to it once it is in QuickBooks.
  const invoiceRecords = alias(accountingRecords, 'invoice_records');
  const newReceipts = await db
    .select({ id: invoiceReceipts._id, customerId: invoiceRecords.customerId, amountCents: invoiceReceipts.amountCents })
    .from(invoiceReceipts)
    .innerJoin(invoiceRecords, linkOf(realmId, 'invoice', invoiceReceipts.invoiceId, invoiceRecords))
    .leftJoin(accountingRecords, linkOf(realmId, 'payment', invoiceReceipts._id))
    .where(isNull(accountingRecords._id));

  // A credit note of an invoice planned: its CreditMemo, then the zero Payment applying it to that Invoice.
  const creditRecords = alias(accountingRecords, 'credit_records');
  const newCredits = await db
    .select({ id: invoices._id, customerId: invoices.customerId, totalCents: invoices.totalCents })
    .from(invoices)
    .innerJoin(invoiceRecords, linkOf(realmId, 'invoice', invoices.creditsInvoiceId, invoiceRecords))
    .leftJoin(creditRecords, linkOf(realmId, 'creditmemo', invoices._id, creditRecords))
    .where(and(eq(invoices.kind, 'credit-note'), isNull(creditRecords._id)));

  // The processor's fee on an approved charge from the first day pushed, whichever way the payment itself is booked.
  const feeRecords = alias(accountingRecords, 'fee_records');
  const fees = await db
    .select({ id: payments._id, customerId: payments.customerId, feeCents: payments.feeCents })
    .from(payments)
    .leftJoin(feeRecords, linkOf(realmId, 'fee', payments._id, feeRecords))
    .where(
      and(
        inArray(payments.status, [...APPROVED_STATUSES]),
        gte(payments.date, pushFrom),
        sql`${payments.feeCents} > 0`,
        isNull(feeRecords._id),
      ),
    );

  const refundSums = db
    .select({
      paymentId: accountingRecords.paymentId,
      cents: sql<number>`coalesce(sum(${accountingRecords.amountCents}), 0)::int`.as('cents'),
    })
    .from(accountingRecords)
    .where(and(eq(accountingRecords.realmId, realmId), eq(accountingRecords.kind, 'refundreceipt')))
    .groupBy(accountingRecords.paymentId)
    .as('refund_sums');
  const refunds = await db
    .select({
      id: payments._id,
      customerId: payments.customerId,
      refundedCents: payments.refundedCents,
      sentCents: sql<number>`coalesce(${refundSums.cents}, 0)`,
    })
    .from(payments)
    .leftJoin(accountingRecords, linkOf(realmId, 'salesreceipt'))
    // A card paid on an invoice went as a Payment on its Invoice: its refund is a refund receipt all the same.
    .leftJoin(invoiceLines, eq(invoiceLines.paymentId, payments._id))
    .leftJoin(invoiceRecords, linkOf(realmId, 'invoice', invoiceLines.invoiceId, invoiceRecords))
    .leftJoin(refundSums, eq(refundSums.paymentId, payments._id))
    .where(
      and(
        sql`${payments.refundedCents} > coalesce(${refundSums.cents}, 0)`,
        or(isNotNull(accountingRecords._id), isNotNull(invoiceRecords._id)),
      ),
    );

  const voided = await db
    .select({ id: accountingRecords.localId, customerId: accountingRecords.customerId })
    .from(accountingRecords)
    .leftJoin(payments, eq(payments._id, accountingRecords.localId))
    .where(
      and(
        eq(accountingRecords.realmId, realmId),
        eq(accountingRecords.kind, 'salesreceipt'),
        eq(accountingRecords.status, 'sent'),
        sql`(${payments._id} is null or ${notInArray(payments.status, [...APPROVED_STATUSES])})`,
      ),
    );

  // A quote's deposit paid from the first day pushed: held as the customer's until the visits it pays use it.
  const newDeposits = await db
    .select({ id: deposits._id, customerId: deposits.customerId, amountCents: deposits.amountCents })
    .from(deposits)
    .leftJoin(accountingRecords, linkOf(realmId, 'deposit', deposits._id))
    .where(and(eq(deposits.status, 'success'), sql`${deposits.chargedAt} >= ${pushFrom}::date`, isNull(accountingRecords._id)));
  const depositRecords = alias(accountingRecords, 'deposit_records');
  const newDepositRefunds = await db
    .select({ id: depositRefunds._id, customerId: depositRecords.customerId, amountCents: depositRefunds.amountCents })
    .from(depositRefunds)
    .innerJoin(depositRecords, linkOf(realmId, 'deposit', depositRefunds.depositId, depositRecords))
    .leftJoin(accountingRecords, linkOf(realmId, 'depositrefund', depositRefunds._id))
    .where(isNull(accountingRecords._id));
  const usesDeposits = newDeposits.length > 0 || receipts.some((receipt) => receipt.depositCents > 0);

  return insertNew(db, [
    ...(usesDeposits ? [recordOf(realmId, 'item', DEPOSIT_ITEM)] : []),
    ...newDeposits.map((deposit) =>
      recordOf(realmId, 'deposit', deposit.id, { customerId: deposit.customerId, amountCents: deposit.amountCents }),
    ),
    ...newDepositRefunds.map((refund) =>
      recordOf(realmId, 'depositrefund', refund.id, { customerId: refund.customerId, amountCents: refund.amountCents }),
    ),
    ...[...new Set([...receipts, ...invoicedItems].map((row) => row.item))].map((item) => recordOf(realmId, 'item', item)),
    ...[...new Set([...receipts, ...newInvoices, ...newDeposits].map((row) => row.customerId))].map((id) =>
      recordOf(realmId, 'customer', id, { customerId: id }),
    ),
    ...newInvoices.map((invoice) =>
      recordOf(realmId, 'invoice', invoice.id, { customerId: invoice.customerId, amountCents: invoice.totalCents }),
    ),
    ...newReceipts.map((receipt) =>
      recordOf(realmId, 'payment', receipt.id, { customerId: receipt.customerId, amountCents: receipt.amountCents }),
    ),
    ...newCredits.flatMap((note) =>
      (['creditmemo', 'creditapply'] as const).map((kind) =>
        recordOf(realmId, kind, note.id, { customerId: note.customerId, amountCents: -note.totalCents }),
      ),
    ),
    ...receipts.map((receipt) =>
      recordOf(realmId, 'salesreceipt', receipt.id, {
        customerId: receipt.customerId,
        paymentId: receipt.id,
        amountCents: receipt.amountCents,
      }),
    ),
    // A refund is named by the refunded total before it: the same refund is always the same record.
    ...refunds.map((refund) =>
      recordOf(realmId, 'refundreceipt', `${refund.id}:${refund.sentCents}`, {
        customerId: refund.customerId,
        paymentId: refund.id,
        amountCents: refund.refundedCents - refund.sentCents,
      }),
    ),
    ...fees.map((fee) => recordOf(realmId, 'fee', fee.id, { customerId: fee.customerId, paymentId: fee.id, amountCents: fee.feeCents })),
    ...voided.map((sale) => recordOf(realmId, 'void', sale.id, { customerId: sale.customerId, paymentId: sale.id })),
  ]);
}
