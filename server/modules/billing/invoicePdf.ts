// An invoice or credit note as a PDF (pdfkit, its built-in Helvetica): the business, the customer, the dates and terms,
// a line per visit with its tax, the tax by place (each jurisdiction's rate and tax), the totals and what is still owed. English, as the e-mails are (docs/architecture.md).
import PDFDocument from 'pdfkit';
import { renderMessage } from '../../../common/i18n/catalog';
import type { InvoiceRecord } from '../../../common/schemas/invoice';
import { calendarDay } from '../../../common/format';

export const money = (cents: number) =>
  `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
const COLUMNS = [
  { at: 50, width: 70 },
  { at: 120, width: 90 },
  { at: 210, width: 200 },
  { at: 410, width: 70, right: true },
  { at: 480, width: 70, right: true },
] as const;

export interface PdfBusiness {
  name: string;
  phone: string;
  email: string;
}

/** A letter page with the business at its head, a row writer over five columns, and the bytes once it ends. */
export function startPdf(title: string, business: PdfBusiness) {
  const document = new PDFDocument({ size: 'LETTER', margin: 50, info: { Title: title } });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });
  const row = (cells: string[], bold = false) => {
    const y = document.y;
    document.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    cells.forEach((cell, index) => {
      const column = COLUMNS[index];
      document.text(cell, column.at, y, { width: column.width, align: 'right' in column ? 'right' : 'left' });
    });
    document.moveDown(0.4);
  };
  document.font('Helvetica-Bold').fontSize(18).text(business.name);
  document.font('Helvetica').fontSize(9).text([business.phone, business.email].filter(Boolean).join(' · '));
  document.moveDown();
  return { document, row, done };
}

/** One jurisdiction's share of an invoice's sales tax. */
export interface TaxByPlace {
  name: string;
  type: string;
  ratePercent: number;
  taxCents: number;
}

export function invoicePdf(invoice: InvoiceRecord, business: PdfBusiness, taxByPlace: TaxByPlace[] = []): Promise<Buffer> {
  const { document, row, done } = startPdf(`${invoice.kind === 'invoice' ? 'Invoice' : 'Credit note'} ${invoice.number}`, business);
  document
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(`${invoice.kind === 'invoice' ? 'Invoice' : 'Credit note'} ${invoice.number}`);
  document.font('Helvetica').fontSize(10);
  document.text(`Bill to: ${invoice.customerName}`);
  document.text(`Issued: ${calendarDay(invoice.issuedOn)}`);
  if (invoice.kind === 'invoice') document.text(`Due: ${calendarDay(invoice.dueOn)} (net ${invoice.termsDays})`);
  document.text(`Visits from ${calendarDay(invoice.periodFrom)} to ${calendarDay(invoice.periodTo)}`);
  document.moveDown();
  row(['Date', 'Service', 'Address', 'Amount', 'Tax'], true);
  for (const line of invoice.lines) {
    if (document.y > 700) document.addPage();
    row([
      calendarDay(line.date),
      renderMessage('en', `server.invoices.items.${line.item}`),
      line.address,
      money(line.amountCents),
      money(line.taxCents),
    ]);
  }
  document.moveDown();
  const total = (label: string, cents: number, bold = false) => row(['', '', label, money(cents), ''], bold);
  total('Subtotal', invoice.subtotalCents);
  total('Sales tax', invoice.taxCents);
  for (const place of taxByPlace)
    row(['', '', `   ${place.name} (${place.type}) ${Number(place.ratePercent.toFixed(4))}%`, money(place.taxCents), '']);
  total('Total', invoice.totalCents, true);
  if (invoice.kind === 'invoice') {
    total('Received', -invoice.receivedCents);
    total(invoice.status === 'credited' ? 'Credited: nothing owed' : 'Balance due', invoice.balanceCents, true);
  }
  document.end();
  return done;
}
