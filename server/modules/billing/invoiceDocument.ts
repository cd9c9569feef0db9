// The invoice's PDF as the customer receives it (e-mailed or downloaded), in the customer's language: its sales tax
// told by place, each jurisdiction's rate and tax summed over the visits' tax lines (kept with each payment when it
// was made), and the pay link the caller made for it.
import { asc, eq, sql } from 'drizzle-orm';
import type { InvoiceRecord } from '../../../common/schemas/invoice';
import type { Executor } from '../../lib/history';
import { invoiceLines, invoices, paymentTaxLines } from '../../db/schema';
import { readCustomer } from '../customers/reads';
import { invoicePdf, type PdfBusiness, type TaxByPlace } from './invoicePdf';

/** The invoice's tax per jurisdiction and rate, state first. */
export async function invoiceTaxByPlace(db: Executor, invoiceId: string): Promise<TaxByPlace[]> {
  const rows = await db
    .select({
      name: paymentTaxLines.name,
      type: paymentTaxLines.type,
      ratePercent: paymentTaxLines.ratePercent,
      taxCents: sql<number>`sum(${paymentTaxLines.taxCents})::int`,
    })
    .from(paymentTaxLines)
    .innerJoin(invoiceLines, eq(invoiceLines.paymentId, paymentTaxLines.paymentId))
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .groupBy(paymentTaxLines.name, paymentTaxLines.type, paymentTaxLines.ratePercent)
    .orderBy(sql`${paymentTaxLines.type} <> 'state'`, asc(paymentTaxLines.name), asc(paymentTaxLines.ratePercent));
  return rows.map((row) => ({ ...row, taxCents: Number(row.taxCents) }));
}

export async function invoiceDocument(
  db: Executor,
  invoice: InvoiceRecord,
  business: PdfBusiness,
  { payUrl = null }: { payUrl?: string | null } = {},
): Promise<Buffer> {
  const customer = await readCustomer(db, invoice.customerId, 'language');
  const taxByPlace = invoice.kind === 'invoice' ? await invoiceTaxByPlace(db, invoice.id) : [];
  const [credited] = invoice.creditsInvoiceId
    ? await db.select({ number: invoices.number }).from(invoices).where(eq(invoices._id, invoice.creditsInvoiceId))
    : [];
  return invoicePdf(invoice, business, { taxByPlace, language: customer?.language ?? 'en', payUrl, creditsNumber: credited?.number });
}
