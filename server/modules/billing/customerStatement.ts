// A customer's statement (docs/billing.md "Invoices"): its open invoices aged to a day (current, 1–30, 31–60, 61–90,
// over 90 days past due), the totals per bucket and the balance, as staff and the customer read it, and as a PDF.
import { eq } from 'drizzle-orm';
import { renderMessage } from '../../../common/i18n/catalog';
import { AGING_BUCKETS, type AgingBucket } from '../../../common/invoices';
import type { CustomerStatement } from '../../../common/schemas/invoice';
import { calendarDay } from '../../../common/format';
import { customers } from '../../db/schema';
import { dayNumber } from '../../lib/calendar';
import type { Executor } from '../../lib/history';
import { notFound } from '../../lib/httpErrors';
import { money, type PdfBusiness, startPdf } from './invoicePdf';
import { agingBucket } from './invoiceRules';
import { readInvoices } from './invoices';

export async function readCustomerStatement(executor: Executor, customerId: string, asOf: string): Promise<CustomerStatement> {
  const [customer] = await executor
    .select({ firstName: customers.firstName, lastName: customers.lastName })
    .from(customers)
    .where(eq(customers._id, customerId));
  if (!customer) throw notFound('customer');
  const open = (await readInvoices(executor, { customerId }))
    .filter((invoice) => invoice.kind === 'invoice' && invoice.status === 'open' && invoice.issuedOn <= asOf)
    .sort((a, b) => a.dueOn.localeCompare(b.dueOn) || a.number - b.number);
  const buckets = Object.fromEntries(AGING_BUCKETS.map((bucket) => [bucket, 0])) as Record<AgingBucket, number>;
  const lines = open.map((invoice) => {
    const bucket = agingBucket(invoice.dueOn, asOf);
    buckets[bucket] += invoice.balanceCents;
    return {
      id: invoice.id,
      number: invoice.number,
      issuedOn: invoice.issuedOn,
      dueOn: invoice.dueOn,
      totalCents: invoice.totalCents,
      receivedCents: invoice.receivedCents,
      balanceCents: invoice.balanceCents,
      daysPastDue: Math.max(0, dayNumber(asOf) - dayNumber(invoice.dueOn)),
      bucket,
    };
  });
  return {
    customerId,
    customerName: `${customer.firstName} ${customer.lastName}`.trim(),
    asOf,
    invoices: lines,
    buckets,
    balanceCents: lines.reduce((sum, line) => sum + line.balanceCents, 0),
  };
}

/** The bucket's words on the PDF, which is English as the invoices' are. */
const BUCKET_WORDS: Record<AgingBucket, string> = {
  current: 'Current',
  days1to30: '1–30 days',
  days31to60: '31–60 days',
  days61to90: '61–90 days',
  over90: 'Over 90 days',
};

export function statementPdf(statement: CustomerStatement, business: PdfBusiness): Promise<Buffer> {
  const { document, row, done } = startPdf(`Statement ${statement.asOf}`, business);
  document.font('Helvetica-Bold').fontSize(14).text('Statement');
  document.font('Helvetica').fontSize(10);
  document.text(`Customer: ${statement.customerName}`);
  document.text(`As of: ${calendarDay(statement.asOf)}`);
  document.moveDown();
  row(['Invoice', 'Issued', 'Due', 'Total', 'Balance'], true);
  for (const invoice of statement.invoices) {
    if (document.y > 700) document.addPage();
    row([
      String(invoice.number),
      calendarDay(invoice.issuedOn),
      `${calendarDay(invoice.dueOn)}${invoice.daysPastDue ? ` (${invoice.daysPastDue} days late)` : ''}`,
      money(invoice.totalCents),
      money(invoice.balanceCents),
    ]);
  }
  if (!statement.invoices.length) document.fontSize(10).text(renderMessage('en', 'server.invoices.statement_clear'), 50);
  document.moveDown();
  for (const bucket of AGING_BUCKETS) row(['', '', BUCKET_WORDS[bucket], '', money(statement.buckets[bucket])]);
  row(['', '', 'Balance due', '', money(statement.balanceCents)], true);
  document.end();
  return done;
}
