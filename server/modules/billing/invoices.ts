// Invoices (docs/billing.md "Invoices"): which customers are billed by invoice, issuing invoices of their completed
// visits' payments with numbers taken in the issuing transaction (no gap, none twice), checks and cash received against
// them, credit notes, and the invoices as staff and the customer read them. The rules are pure in invoiceRules.ts.
import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { withParams } from '../../../common/i18n/catalog';
import type { InvoiceReceiptInput, InvoiceRecord, InvoicingInput } from '../../../common/schemas/invoice';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { customers, invoiceAccounts, invoiceLines, invoiceNumbers, invoiceReceipts, invoices, payments, properties } from '../../db/schema';
import { changedFields, recordHistories, recordHistory, type Tx } from '../../lib/history';
import { HttpProblem, notFound } from '../../lib/httpErrors';
import { billToOf } from './billTo';
import { dueOn, invoiceBalance, invoiceGroups, payableOnInvoice } from './invoiceRules';

type Executor = Db | Tx;

/** By card (the row goes) or by invoice with terms (the row is kept), in the customer's history. */
export async function setInvoicing(db: Db, customerId: string, input: InvoicingInput, userId: string) {
  await db.transaction(async (tx) => {
    const [customer] = await tx.select({ _id: customers._id }).from(customers).where(eq(customers._id, customerId));
    if (!customer) throw notFound('customer');
    const [before] = await tx.select().from(invoiceAccounts).where(eq(invoiceAccounts.customerId, customerId));
    if (input.method === 'card') await tx.delete(invoiceAccounts).where(eq(invoiceAccounts.customerId, customerId));
    else
      await tx
        .insert(invoiceAccounts)
        .values({ customerId, termsDays: input.termsDays })
        .onConflictDoUpdate({ target: invoiceAccounts.customerId, set: { termsDays: input.termsDays } });
    await recordHistory(tx, {
      entity: 'customer',
      entityId: customerId,
      action: 'updated',
      customerId,
      userId,
      changes: changedFields(
        { billedBy: before ? 'invoice' : 'card', invoiceTermsDays: before?.termsDays ?? null },
        { billedBy: input.method, invoiceTermsDays: input.method === 'invoice' ? input.termsDays : null },
      ),
    });
  });
  return invoicingOf(db, customerId);
}

export async function invoicingOf(executor: Executor, customerId: string) {
  const [account] = await executor.select().from(invoiceAccounts).where(eq(invoiceAccounts.customerId, customerId));
  return { method: account ? ('invoice' as const) : ('card' as const), termsDays: account?.termsDays ?? null };
}

/** The next number, in the caller's transaction: a rolled-back issue gives its number back. */
async function nextNumber(tx: Tx): Promise<number> {
  const [row] = await tx
    .insert(invoiceNumbers)
    .values({ name: 'invoice', next: 2 })
    .onConflictDoUpdate({ target: invoiceNumbers.name, set: { next: sql`${invoiceNumbers.next} + 1` } })
    .returning({ next: invoiceNumbers.next });
  return row.next - 1;
}

/**
 * Invoices every invoiced customer's payments waiting for one (`manual`, not on an invoice) dated up to `through`, one
 * invoice per customer and month or per visit, each in its own transaction. A payment another issue took meanwhile
 * makes this one roll back (its number with it). Answers the invoices made.
 */
export async function issueInvoices(
  app: FastifyInstance,
  { through, today, period, userId = null }: { through: string; today: string; period: 'month' | 'visit'; userId?: string | null },
): Promise<string[]> {
  const { db } = app.database;
  const waiting = await db
    .select({
      paymentId: payments._id,
      customerId: payments.customerId,
      date: payments.date,
      item: payments.item,
      address: properties.address,
      amountCents: payments.amountCents,
      taxCents: payments.taxCents,
      termsDays: invoiceAccounts.termsDays,
    })
    .from(payments)
    .innerJoin(invoiceAccounts, eq(invoiceAccounts.customerId, payments.customerId))
    .innerJoin(properties, eq(properties._id, payments.propertyId))
    .leftJoin(invoiceLines, eq(invoiceLines.paymentId, payments._id))
    .where(and(eq(payments.status, 'manual'), isNull(invoiceLines.paymentId), lte(payments.date, through)))
    .orderBy(asc(payments.date))
    .limit(10_000);
  const made: string[] = [];
  for (const group of invoiceGroups(waiting, period)) {
    try {
      made.push(await issueOne(app, group, today, userId));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return made;
}

/** A unique index refused the write (Drizzle keeps the driver's error as its cause). */
const isUniqueViolation = (error: unknown) =>
  [error, (error as { cause?: unknown })?.cause].some((candidate) => (candidate as { code?: string } | undefined)?.code === '23505');

async function issueOne(
  app: FastifyInstance,
  group: {
    paymentId: string;
    customerId: string;
    date: string;
    item: string;
    address: string;
    amountCents: number;
    taxCents: number;
    termsDays: number;
  }[],
  today: string,
  userId: string | null,
) {
  return app.events.transaction(async (tx) => {
    const [{ customerId, termsDays }] = group;
    const billTo = await billToAtIssue(tx, customerId, group[0].paymentId);
    const totalCents = group.reduce((sum, line) => sum + line.amountCents, 0);
    const taxCents = group.reduce((sum, line) => sum + line.taxCents, 0);
    const [invoice] = await tx
      .insert(invoices)
      .values({
        number: await nextNumber(tx),
        customerId,
        issuedOn: today,
        dueOn: dueOn(today, termsDays),
        termsDays,
        periodFrom: group[0].date,
        periodTo: group.at(-1)!.date,
        subtotalCents: totalCents - taxCents,
        taxCents,
        totalCents,
        issuedById: userId,
        billTo,
      })
      .returning();
    await tx.insert(invoiceLines).values(
      group.map((line) => ({
        invoiceId: invoice._id,
        paymentId: line.paymentId,
        date: line.date,
        item: line.item as 'mow',
        address: line.address,
        amountCents: line.amountCents - line.taxCents,
        taxCents: line.taxCents,
      })),
    );
    await recordHistory(tx, {
      entity: 'customer',
      entityId: customerId,
      action: 'added',
      customerId,
      userId,
      changes: changedFields(null, { invoiceNumber: invoice.number, totalCents }),
    });
    // Its customer is sent it once this has committed (billing's subscriber: the PDF and a pay link).
    await app.events.emit(tx, 'invoice.issued', { invoiceId: invoice._id, customerId });
    return invoice._id;
  });
}

/** What an invoice's bill-to is made of (billTo.ts), as the customers table keeps it. */
export const billingColumns = {
  firstName: customers.firstName,
  lastName: customers.lastName,
  companyName: customers.companyName,
  billingAddress: customers.billingAddress,
  billingCity: customers.billingCity,
  billingState: customers.billingState,
  billingZipcode: customers.billingZipcode,
  poNumber: customers.poNumber,
};

/** Whom the invoice is billed to as it is issued: the customer now, and the service address of its first visit. */
async function billToAtIssue(tx: Tx, customerId: string, paymentId: string) {
  const [customer] = await tx.select(billingColumns).from(customers).where(eq(customers._id, customerId));
  const [service] = await tx
    .select({ address: properties.address, city: properties.city, state: properties.state, zipcode: properties.zipcode })
    .from(payments)
    .innerJoin(properties, eq(properties._id, payments.propertyId))
    .where(eq(payments._id, paymentId));
  return billToOf(customer, service ?? null);
}

/** Invoices with their lines and what they still owe, newest first. */
export async function readInvoices(executor: Executor, where: { customerId?: string; ids?: string[] }): Promise<InvoiceRecord[]> {
  const rows = await executor
    .select({ invoice: invoices, customer: billingColumns })
    .from(invoices)
    .innerJoin(customers, eq(customers._id, invoices.customerId))
    .where(
      and(
        where.customerId ? eq(invoices.customerId, where.customerId) : undefined,
        where.ids ? inArray(invoices._id, where.ids) : undefined,
      ),
    )
    .orderBy(desc(invoices.number))
    .limit(500);
  const ids = rows.map((row) => row.invoice._id);
  if (!ids.length) return [];
  const [lines, received, credits] = await Promise.all([
    executor.select().from(invoiceLines).where(inArray(invoiceLines.invoiceId, ids)).orderBy(asc(invoiceLines.date)),
    executor
      .select({ invoiceId: invoiceReceipts.invoiceId, cents: sql<number>`sum(${invoiceReceipts.amountCents})::int` })
      .from(invoiceReceipts)
      .where(inArray(invoiceReceipts.invoiceId, ids))
      .groupBy(invoiceReceipts.invoiceId),
    executor.select({ credits: invoices.creditsInvoiceId }).from(invoices).where(inArray(invoices.creditsInvoiceId, ids)),
  ]);
  const receivedOf = new Map(received.map((row) => [row.invoiceId, row.cents]));
  const credited = new Set(credits.map((row) => row.credits));
  return rows.map(({ invoice, customer }) => {
    const invoiceLinesOf = lines
      .filter((line) => line.invoiceId === invoice._id)
      .map(({ paymentId, date, item, address, amountCents, taxCents }) => ({ paymentId, date, item, address, amountCents, taxCents }));
    const receivedCents = receivedOf.get(invoice._id) ?? 0;
    const { balanceCents, status } =
      invoice.kind === 'credit-note'
        ? { balanceCents: 0, status: 'paid' as const }
        : invoiceBalance(invoice, receivedCents, credited.has(invoice._id));
    return {
      id: invoice._id,
      number: invoice.number,
      kind: invoice.kind,
      customerId: invoice.customerId,
      customerName: `${customer.firstName} ${customer.lastName}`.trim(),
      // Invoices issued before bill-to was kept are addressed as the customer is now, at their first visit's street.
      billTo: invoice.billTo ?? billToOf(customer, invoiceLinesOf[0] ?? null),
      creditsInvoiceId: invoice.creditsInvoiceId,
      issuedOn: invoice.issuedOn,
      dueOn: invoice.dueOn,
      termsDays: invoice.termsDays,
      periodFrom: invoice.periodFrom,
      periodTo: invoice.periodTo,
      subtotalCents: invoice.subtotalCents,
      taxCents: invoice.taxCents,
      totalCents: invoice.totalCents,
      receivedCents,
      balanceCents,
      status,
      lines: invoiceLinesOf,
    };
  });
}

export async function readInvoice(executor: Executor, invoiceId: string): Promise<InvoiceRecord> {
  const [invoice] = await readInvoices(executor, { ids: [invoiceId] });
  if (!invoice) throw notFound('record');
  return invoice;
}

/** The invoice locked, as its balance stands: the one place receipts and credit notes are decided. */
async function lockedOpenInvoice(tx: Tx, invoiceId: string) {
  const [row] = await tx.select().from(invoices).where(eq(invoices._id, invoiceId)).for('update');
  if (!row || row.kind !== 'invoice') throw notFound('record');
  const invoice = await readInvoice(tx, invoiceId);
  if (invoice.status !== 'open') throw new HttpProblem(409, 'server.invoices.not_open');
  return invoice;
}

/**
 * A check or cash received against an invoice (at most what it owes). Once it owes nothing, its payments are marked
 * received by that method, naming the invoice, with their history.
 */
export async function receiveOnInvoice(db: Db, invoiceId: string, input: Required<InvoiceReceiptInput>, userId: string) {
  return db.transaction(async (tx) => {
    const invoice = await lockedOpenInvoice(tx, invoiceId);
    if (input.amountCents > invoice.balanceCents) {
      const message = withParams('server.invoices.more_than_owed', { balance: (invoice.balanceCents / 100).toFixed(2) });
      throw new HttpProblem(400, message, { amountCents: message });
    }
    await tx.insert(invoiceReceipts).values({ ...input, invoiceId, recordedById: userId });
    if (input.amountCents === invoice.balanceCents) {
      const paymentIds = invoice.lines.map((line) => line.paymentId);
      const values = {
        status: 'success' as const,
        manualMethod: input.method,
        manualReference: `Invoice ${invoice.number}`,
        chargedAt: new Date(),
      };
      const paid = await tx
        .update(payments)
        .set(values)
        .where(and(inArray(payments._id, paymentIds), eq(payments.status, 'manual')))
        .returning({ _id: payments._id, customerId: payments.customerId, propertyId: payments.propertyId });
      await recordHistories(
        tx,
        paid.map((payment) => ({
          entity: 'payment' as const,
          entityId: payment._id,
          action: 'payment-success' as const,
          customerId: payment.customerId,
          propertyId: payment.propertyId,
          userId,
          changes: changedFields(
            { status: 'manual' },
            { status: 'success', manualMethod: input.method, manualReference: values.manualReference },
          ),
        })),
      );
    }
    return readInvoice(tx, invoiceId);
  });
}

/** A credit note cancelling what an open invoice still owes: the invoice is never edited, the note says it. */
export async function creditInvoice(db: Db, invoiceId: string, today: string, userId: string) {
  return db.transaction(async (tx) => {
    const invoice = await lockedOpenInvoice(tx, invoiceId);
    const share = invoice.balanceCents / invoice.totalCents;
    const taxCents = -Math.round(invoice.taxCents * share);
    const [note] = await tx
      .insert(invoices)
      .values({
        number: await nextNumber(tx),
        kind: 'credit-note',
        customerId: invoice.customerId,
        creditsInvoiceId: invoice.id,
        issuedOn: today,
        dueOn: today,
        termsDays: 0,
        periodFrom: invoice.periodFrom,
        periodTo: invoice.periodTo,
        subtotalCents: -invoice.balanceCents - taxCents,
        taxCents,
        totalCents: -invoice.balanceCents,
        issuedById: userId,
        billTo: invoice.billTo,
      })
      .returning();
    await recordHistory(tx, {
      entity: 'customer',
      entityId: invoice.customerId,
      action: 'added',
      customerId: invoice.customerId,
      userId,
      changes: changedFields(null, { creditNoteNumber: note.number, creditsInvoiceNumber: invoice.number }),
    });
    return readInvoice(tx, note._id);
  });
}

/** The customer's payments the pay page may charge as their invoices' (payableOnInvoice), by id. */
export async function payableInvoicePayments(executor: Executor, customerId: string): Promise<Set<string>> {
  const open = (await readInvoices(executor, { customerId })).filter((invoice) => invoice.kind === 'invoice' && invoice.status === 'open');
  const ids = open.flatMap((invoice) => invoice.lines.map((line) => line.paymentId));
  if (!ids.length) return new Set();
  const rows = await executor
    .select({ _id: payments._id, status: payments.status, amountCents: payments.amountCents })
    .from(payments)
    .where(inArray(payments._id, ids));
  const payable = open.flatMap((invoice) =>
    payableOnInvoice(
      invoice.balanceCents,
      rows.filter((row) => invoice.lines.some((line) => line.paymentId === row._id)),
    ),
  );
  return new Set(payable.map((row) => row._id));
}

/**
 * A card payment of an invoice's payment on the pay page, in the charge's transaction: received against its invoice
 * (locked, so a check recorded meanwhile waits). Answers whether the payment was on an invoice.
 */
export async function receiveCardOnInvoice(tx: Tx, payment: { _id: string; amountCents: number }, receivedOn: string, reference: string) {
  const [line] = await tx.select({ invoiceId: invoiceLines.invoiceId }).from(invoiceLines).where(eq(invoiceLines.paymentId, payment._id));
  if (!line) return false;
  await tx.select({ _id: invoices._id }).from(invoices).where(eq(invoices._id, line.invoiceId)).for('update');
  await tx
    .insert(invoiceReceipts)
    .values({ invoiceId: line.invoiceId, amountCents: payment.amountCents, method: 'card', reference, receivedOn });
  return true;
}

/** Whether the payment is on an invoice: a declined card leaves it waiting for its invoice, not in the retries. */
export async function isInvoiced(executor: Executor, paymentId: string) {
  const [line] = await executor
    .select({ invoiceId: invoiceLines.invoiceId })
    .from(invoiceLines)
    .where(eq(invoiceLines.paymentId, paymentId));
  return Boolean(line);
}
