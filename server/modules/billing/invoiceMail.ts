// An issued invoice sent to its customer (docs/billing.md "Invoices"): the `invoice-issued` moment, an e-mail with the
// invoice's PDF and a pay link (a text with the link), under the customer's consent as every moment; staff send it again.
import type { FastifyInstance } from 'fastify';
import type { InvoiceRecord } from '../../../common/schemas/invoice';
import { readSettings } from '../../lib/settings';
import { sendMoment } from '../messaging';
import { invoiceDocument } from './invoiceDocument';
import { readInvoice } from './invoices';
import { openPayLink, payLinkUrl } from './payLinks';

/**
 * A pay link made on the invoice's first payment (its page lists every payment the customer may pay), for `invoice:<number>`
 * and a suffix (none for the issue's: once per invoice); null when that one was made already. The e-mailed link works
 * until the invoice is paid or credited (a net-30 invoice is paid weeks later); one opened from the portal, PAY_LINK_DAYS.
 */
export async function openInvoicePayLink(app: FastifyInstance, invoice: InvoiceRecord, suffix: string, inPage = false) {
  const payment = { _id: invoice.lines[0].paymentId, customerId: invoice.customerId };
  return openPayLink(app, payment, `invoice:${invoice.number}${suffix}`, { ownMessage: true, inPage, untilSettled: !inPage });
}

/**
 * Sends the invoice with a new pay link for what it still owes. `again` (staff's resend, a time) makes a new link and
 * message; without it the link and the message are once per invoice, so a second delivery of the event sends nothing.
 * Answers how many messages were queued; an invoice that owes nothing is not sent.
 */
export async function sendInvoice(app: FastifyInstance, invoiceId: string, { again }: { again?: string } = {}) {
  const { db } = app.database;
  const invoice = await readInvoice(db, invoiceId);
  if (invoice.kind !== 'invoice' || invoice.status !== 'open' || !invoice.lines.length) return { emails: 0, texts: 0 };
  const suffix = again ? `:${again}` : '';
  const token = await openInvoicePayLink(app, invoice, suffix);
  if (!token) return { emails: 0, texts: 0 };
  const { business } = await readSettings(db, ['business']);
  const pdf = await invoiceDocument(db, invoice, business);
  return sendMoment(app, {
    moment: 'invoice-issued',
    customer: invoice.customerId,
    subjectId: `${invoice.id}${suffix}`,
    variables: { number: invoice.number, amountCents: invoice.balanceCents, due: invoice.dueOn, link: await payLinkUrl(app, token) },
    attachment: { filename: `invoice-${invoice.number}.pdf`, contentType: 'application/pdf', contentBase64: pdf.toString('base64') },
  });
}
