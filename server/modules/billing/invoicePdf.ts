// An invoice or credit note as a PDF in its customer's language, laid out as the business's own (server/lib/pdfDocument):
// whom it is billed to (company, person, billing address, PO number) beside its number, dates and terms, a line per
// visit with its tax, the totals with the tax by place (each jurisdiction's rate and tax), what is still owed, and
// the pay link the invoice's e-mail carries.
import type { Language } from '../../../common/i18n/catalogTypes';
import { renderMessage } from '../../../common/i18n/catalog';
import type { BillTo, InvoiceRecord } from '../../../common/schemas/invoice';
import { calendarDay } from '../../../common/format';
import { type DocumentBusiness, openDocument } from '../../lib/pdfDocument';

export type PdfBusiness = DocumentBusiness;

export const money = (cents: number) =>
  `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

/** The documents' words in a language (`server.documents.*`). */
export const wordsIn = (language: Language) => (key: string, params?: Record<string, string | number>) =>
  renderMessage(language, `server.documents.${key}`, params);

/** A business document's head and footer in a language: its licence line and its page numbers. */
export function openBusinessDocument(title: string, business: DocumentBusiness, language: Language) {
  const words = wordsIn(language);
  return openDocument({
    title,
    business,
    licence: business.licenceNo ? words('licence', { number: business.licenceNo }) : '',
    pageOf: (page, pages) => words('page', { page, pages }),
  });
}

/** The "Bill to" block (or another label's): the company and the person to its attention, or the person alone; then the address. */
export function billToLines(billTo: BillTo, words: ReturnType<typeof wordsIn>, grey: string, label = 'bill_to') {
  return [
    { text: words(label), size: 8, color: grey },
    ...(billTo.companyName
      ? [
          { text: billTo.companyName, bold: true, size: 10 },
          { text: words('attention', { name: billTo.name }), size: 10 },
        ]
      : [{ text: billTo.name, bold: true, size: 10 }]),
    ...billTo.lines.map((text) => ({ text, size: 10 })),
  ];
}

/** One jurisdiction's share of an invoice's sales tax. */
export interface TaxByPlace {
  name: string;
  type: string;
  ratePercent: number;
  taxCents: number;
}

export interface InvoicePdfOptions {
  taxByPlace?: TaxByPlace[];
  language?: Language;
  /** The invoice's pay link (absolute), printed under the totals while it owes something. */
  payUrl?: string | null;
  /** A credit note's: the number of the invoice it cancels. */
  creditsNumber?: number | null;
}

export function invoicePdf(invoice: InvoiceRecord, business: PdfBusiness, options: InvoicePdfOptions = {}): Promise<Buffer> {
  const { taxByPlace = [], language = 'en', payUrl = null, creditsNumber = null } = options;
  const words = wordsIn(language);
  const isInvoice = invoice.kind === 'invoice';
  const title = `${words(isInvoice ? 'invoice' : 'credit_note')} ${invoice.number}`;
  const page = openBusinessDocument(title, business, language);
  const { billTo } = invoice;
  // A type the catalog does not know is printed as it is stored.
  const jurisdictionType = (type: string) => {
    const word = words(`jurisdiction_types.${type}`);
    return word.startsWith('server.documents.') ? type : word;
  };

  page.line([{ text: title, x: page.left, width: page.width, bold: true, size: 14 }]);
  page.gap(4);
  const pair = (label: string, value: string) => ({ text: `${label}: ${value}`, size: 10 });
  page.columns(billToLines(billTo, words, page.GREY), [
    ...(creditsNumber ? [pair(words('credits'), String(creditsNumber))] : []),
    ...(billTo.poNumber ? [pair(words('po_number'), billTo.poNumber)] : []),
    pair(words('issued'), calendarDay(invoice.issuedOn)),
    ...(isInvoice ? [pair(words('due'), calendarDay(invoice.dueOn)), pair(words('terms'), words('net', { days: invoice.termsDays }))] : []),
    pair(words('period'), words('period_range', { from: calendarDay(invoice.periodFrom), to: calendarDay(invoice.periodTo) })),
  ]);
  page.gap(6);

  // A credit note has no lines of its own: it says what it cancels instead of an empty table.
  if (!invoice.lines.length && creditsNumber)
    page.line([{ text: words('credit_note_body', { number: creditsNumber }), x: page.left, width: page.width, size: 10 }]);
  else
    page.table(
      [
        { header: words('date'), width: 62 },
        { header: words('service'), width: 112 },
        { header: words('address'), width: page.width - 302 },
        { header: words('amount'), width: 64, align: 'right' },
        { header: words('tax'), width: 64, align: 'right' },
      ],
      invoice.lines.map((line) => [
        calendarDay(line.date),
        renderMessage(language, `server.invoices.items.${line.item}`),
        line.address,
        money(line.amountCents),
        money(line.taxCents),
      ]),
    );
  page.gap(6);
  page.rule();

  page.sums([
    { label: words('subtotal'), value: money(invoice.subtotalCents) },
    { label: words('sales_tax'), value: money(invoice.taxCents) },
    ...taxByPlace.map((place) => ({
      label: `${place.name} (${jurisdictionType(place.type)}) ${Number(place.ratePercent.toFixed(4))}%`,
      value: money(place.taxCents),
      detail: true,
    })),
    { label: words('total'), value: money(invoice.totalCents), bold: true },
    ...(isInvoice
      ? [
          { label: words('received'), value: money(-invoice.receivedCents) },
          {
            label: words(invoice.status === 'credited' ? 'credited' : invoice.status === 'paid' ? 'paid' : 'balance_due'),
            value: money(invoice.balanceCents),
            bold: true,
          },
        ]
      : []),
  ]);

  if (isInvoice && invoice.status === 'open' && payUrl) {
    page.gap(12);
    page.line([{ text: words('pay_online'), x: page.left, width: page.width, bold: true, size: 11 }]);
    page.line([{ text: payUrl, x: page.left, width: page.width, size: 10, color: '#1a4f9c', link: payUrl }]);
    page.line([{ text: words('pay_online_note'), x: page.left, width: page.width, size: 8, color: page.GREY }]);
  }
  return page.finish();
}
