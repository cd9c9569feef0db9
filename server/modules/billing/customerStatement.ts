// A customer's statement (docs/billing.md "Invoices"): its open invoices aged to a day (current, 1–30, 31–60, 61–90,
// over 90 days past due), the totals per bucket and the balance, as staff and the customer read it, and as a PDF in
// the customer's language addressed as its invoices are.
import { eq } from 'drizzle-orm';
import { renderMessage } from '../../../common/i18n/catalog';
import { AGING_BUCKETS, type AgingBucket } from '../../../common/invoices';
import type { CustomerStatement } from '../../../common/schemas/invoice';
import { calendarDay } from '../../../common/format';
import { customers } from '../../db/schema';
import { firstProperty } from '../customers/reads';
import { dayNumber } from '../../lib/calendar';
import type { Executor } from '../../lib/history';
import { notFound } from '../../lib/httpErrors';
import { billToOf } from './billTo';
import { billToLines, money, openBusinessDocument, type PdfBusiness, wordsIn } from './invoicePdf';
import { agingBucket } from './invoiceRules';
import { billingColumns, readInvoices } from './invoices';

export async function readCustomerStatement(executor: Executor, customerId: string, asOf: string): Promise<CustomerStatement> {
  const [customer] = await executor
    .select({ ...billingColumns, language: customers.language })
    .from(customers)
    .where(eq(customers._id, customerId));
  if (!customer) throw notFound('customer');
  // A statement is addressed as the customer is now, at its first property when it keeps no billing address.
  const service = await firstProperty(executor, customerId, 'address', 'city', 'state', 'zipcode');
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
    billTo: billToOf(customer, service ?? null),
    language: customer.language,
    asOf,
    invoices: lines,
    buckets,
    balanceCents: lines.reduce((sum, line) => sum + line.balanceCents, 0),
  };
}

/** The statement as a PDF in the customer's language, addressed as its invoices are (bill to, PO number). */
export function statementPdf(statement: CustomerStatement, business: PdfBusiness): Promise<Buffer> {
  const language = statement.language;
  const words = wordsIn(language);
  const title = words('statement');
  const page = openBusinessDocument(title, business, language);
  const { billTo } = statement;
  page.line([{ text: title, x: page.left, width: page.width, bold: true, size: 14 }]);
  page.gap(4);
  page.columns(billToLines(billTo, words, page.GREY), [
    { text: `${words('as_of')}: ${calendarDay(statement.asOf)}`, size: 10 },
    ...(billTo.poNumber ? [{ text: `${words('po_number')}: ${billTo.poNumber}`, size: 10 }] : []),
  ]);
  page.gap(6);
  if (statement.invoices.length)
    page.table(
      [
        { header: words('invoice_column'), width: 70 },
        { header: words('issued'), width: 80 },
        { header: words('due'), width: page.width - 310 },
        { header: words('total_column'), width: 80, align: 'right' },
        { header: words('balance_column'), width: 80, align: 'right' },
      ],
      statement.invoices.map((invoice) => [
        String(invoice.number),
        calendarDay(invoice.issuedOn),
        `${calendarDay(invoice.dueOn)}${invoice.daysPastDue ? ` (${words('days_late', { days: invoice.daysPastDue })})` : ''}`,
        money(invoice.totalCents),
        money(invoice.balanceCents),
      ]),
    );
  else page.line([{ text: renderMessage(language, 'server.invoices.statement_clear'), x: page.left, width: page.width, size: 10 }]);
  page.gap(6);
  page.rule();
  page.sums([
    ...AGING_BUCKETS.map((bucket) => ({ label: words(`buckets.${bucket}`), value: money(statement.buckets[bucket]) })),
    { label: words('balance_due'), value: money(statement.balanceCents), bold: true },
  ]);
  return page.finish();
}
