// An issued invoice sent to its customer (docs/billing.md "Invoices"): the `invoice-issued` moment, an e-mail with the
// invoice's PDF and a pay link (a text with the link), under the customer's consent as every moment; staff send it again.
import { and, eq, gt, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { InvoiceRecord } from '../../../common/schemas/invoice';
import { payLinks } from '../../db/schema';
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

/** Downloads of a customer's invoices that get a pay link of their own in an hour (as the portal's Pay button's). */
export const DOWNLOAD_LINKS_PER_HOUR = 20;

/**
 * The pay link printed on a downloaded open invoice (staff post it, the customer keeps it): a new one, as the portal's
 * Pay button makes; past the hour's allowance, or where no link can be made, the PDF goes without one.
 */
export async function downloadPayUrl(app: FastifyInstance, invoice: InvoiceRecord): Promise<string | null> {
  if (invoice.kind !== 'invoice' || invoice.status !== 'open' || !invoice.lines.length) return null;
  const [{ made }] = await app.database.db
    .select({ made: sql<number>`count(*)::int` })
    .from(payLinks)
    .where(
      and(
        eq(payLinks.customerId, invoice.customerId),
        like(payLinks.purpose, 'invoice:%:pdf:%'),
        gt(payLinks.createdAt, new Date(Date.now() - 60 * 60 * 1000)),
      ),
    );
  if (Number(made) >= DOWNLOAD_LINKS_PER_HOUR) return null;
  try {
    const token = await openInvoicePayLink(app, invoice, `:pdf:${Date.now().toString(36)}`);
    return token ? await payLinkUrl(app, token) : null;
  } catch (error) {
    app.log.warn({ err: error, invoiceId: invoice.id }, 'invoice PDF without a pay link');
    return null;
  }
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
  const link = await payLinkUrl(app, token);
  const pdf = await invoiceDocument(db, invoice, business, { payUrl: link });
  return sendMoment(app, {
    moment: 'invoice-issued',
    customer: invoice.customerId,
    subjectId: `${invoice.id}${suffix}`,
    variables: { number: invoice.number, amountCents: invoice.balanceCents, due: invoice.dueOn, link },
    attachment: { filename: `invoice-${invoice.number}.pdf`, contentType: 'application/pdf', contentBase64: pdf.toString('base64') },
  });
}
