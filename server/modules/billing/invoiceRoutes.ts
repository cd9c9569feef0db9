// Invoices' routes (docs/billing.md "Invoices"): a customer billed by card or by invoice, issuing now, the invoices
// (staff any, a customer its own), their PDF, a customer's statement (JSON and PDF), sending one again, checks and cash received against one, and credit notes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withParams } from '../../../common/i18n/catalog';
import { isStaff } from '../../../common/permissions';
import { envelope } from '../../../common/schemas/envelope';
import { recordId } from '../../../common/schemas/fields';
import {
  invoiceIssueInput,
  invoiceListQuery,
  invoiceReceiptInput,
  invoiceRecord,
  invoicingInput,
  invoicingRecord,
  customerStatement,
  statementQuery,
} from '../../../common/schemas/invoice';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { businessToday } from '../../lib/businessDay';
import { HttpProblem, notFound } from '../../lib/httpErrors';
import { readSettings } from '../../lib/settings';
import { readCustomer } from '../customers/reads';
import { claimStaffSends } from '../messaging';
import { READERS, STAFF } from './access';
import { downloadPayUrl, openInvoicePayLink, sendInvoice } from './invoiceMail';
import { SCREEN } from '../../../common/screens';
import { readCustomerStatement, statementPdf } from './customerStatement';
import { invoiceDocument } from './invoiceDocument';
import { issueThrough } from './invoiceRules';
import { creditInvoice, invoicingOf, issueInvoices, readInvoice, readInvoices, receiveOnInvoice, setInvoicing } from './invoices';

const tags = ['invoices'];
const idParams = z.object({ id: recordId() });
const PDF_BYTES = z.string().describe('application/pdf: the invoice or credit note');
/**
 * Pay pages a customer may open for its invoices in an hour (the portal's Pay makes a new link each time): enough for
 * every open invoice and a few tries, never a flood of links. Counted per customer (staff per user), after the guard.
 */
export const PAY_LINKS_PER_HOUR = 20;
const payLinkConfig = {
  ...READERS,
  rateLimit: {
    max: PAY_LINKS_PER_HOUR,
    timeWindow: '1 hour',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `invoice-pay-link:${request.user?.customerId ?? request.user?._id}`,
    errorResponseBuilder: () => new HttpProblem(429, 'server.invoices.pay_links_limited'),
  },
};

/** Issues what is due today (the daily job, and staff's "Issue now" without a day). */
export async function issueDueInvoices(app: FastifyInstance, options: { through?: string; userId?: string } = {}) {
  const { db } = app.database;
  const [today, { invoicing }] = await Promise.all([businessToday(db), readSettings(db, ['invoicing'])]);
  return issueInvoices(app, {
    through: options.through ?? issueThrough(invoicing.period, today),
    today,
    period: invoicing.period,
    userId: options.userId,
  });
}

const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  /** The invoice when the caller may read it: staff any, a customer its own (another's is not found). */
  const readable = async (request: FastifyRequest, id: string) => {
    const invoice = await readInvoice(db, id);
    const user = app.currentUser(request);
    if (!isStaff(user) && invoice.customerId !== user.customerId) throw notFound('record');
    return invoice;
  };

  app.get(
    '/customers/:id/invoicing',
    { config: STAFF, schema: { tags, params: idParams, response: { 200: envelope(invoicingRecord) } } },
    async (request) => ({ status: 200, data: await invoicingOf(db, request.params.id) }),
  );

  app.put(
    '/customers/:id/invoicing',
    { config: STAFF, schema: { tags, params: idParams, body: invoicingInput, response: { 200: envelope(invoicingRecord) } } },
    async (request) => {
      const data = await setInvoicing(db, request.params.id, request.body, app.currentUser(request)._id);
      return {
        status: 200,
        message: data.method === 'invoice' ? 'server.invoices.invoiced_customer' : 'server.invoices.card_customer',
        data,
      };
    },
  );

  app.post(
    '/invoices/issue',
    { config: STAFF, schema: { tags, body: invoiceIssueInput, response: { 200: envelope(z.array(invoiceRecord)) } } },
    async (request) => {
      const ids = await issueDueInvoices(app, { through: request.body.through, userId: app.currentUser(request)._id });
      return {
        status: 200,
        message: withParams('server.invoices.issued', { smart_count: ids.length }),
        data: ids.length ? await readInvoices(db, { ids }) : [],
      };
    },
  );

  app.get(
    '/invoices',
    { config: READERS, schema: { tags, querystring: invoiceListQuery, response: { 200: envelope(z.array(invoiceRecord)) } } },
    async (request) => {
      const user = app.currentUser(request);
      const customerId = isStaff(user) ? request.query.customerId : (user.customerId ?? '');
      return { status: 200, data: await readInvoices(db, { customerId }) };
    },
  );

  /** The statement's customer: staff name one, a customer reads its own; aged to the business's today unless told. */
  const statementOf = async (request: FastifyRequest, query: { customerId?: string; asOf?: string }) => {
    const user = app.currentUser(request);
    const customerId = isStaff(user) ? query.customerId : user.customerId;
    if (!customerId)
      throw new HttpProblem(400, 'validation.invoice.customer_required', { customerId: 'validation.invoice.customer_required' });
    return readCustomerStatement(db, customerId, query.asOf ?? (await businessToday(db)));
  };

  app.get(
    '/invoices/statement',
    { config: READERS, schema: { tags, querystring: statementQuery, response: { 200: envelope(customerStatement) } } },
    async (request) => ({ status: 200, data: await statementOf(request, request.query) }),
  );

  app.get(
    '/invoices/statement/pdf',
    {
      config: READERS,
      schema: {
        tags,
        querystring: statementQuery,
        response: { 200: { description: 'The statement as a PDF', content: { 'application/pdf': { schema: PDF_BYTES } } } },
      },
    },
    async (request, reply) => {
      const statement = await statementOf(request, request.query);
      const { business } = await readSettings(db, ['business']);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="statement-${statement.asOf}.pdf"`)
        .send((await statementPdf(statement, business)) as unknown as string);
    },
  );

  app.get(
    '/invoices/:id',
    { config: READERS, schema: { tags, params: idParams, response: { 200: envelope(invoiceRecord) } } },
    async (request) => ({ status: 200, data: await readable(request, request.params.id) }),
  );

  app.get(
    '/invoices/:id/pdf',
    {
      config: READERS,
      schema: {
        tags,
        params: idParams,
        response: { 200: { description: 'The invoice as a PDF', content: { 'application/pdf': { schema: PDF_BYTES } } } },
      },
    },
    async (request, reply) => {
      const invoice = await readable(request, request.params.id);
      const { business } = await readSettings(db, ['business']);
      const pdf = await invoiceDocument(db, invoice, business, { payUrl: await downloadPayUrl(app, invoice) });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="invoice-${invoice.number}.pdf"`)
        .send(pdf as unknown as string);
    },
  );

  app.post(
    '/invoices/:id/receipts',
    { config: STAFF, schema: { tags, params: idParams, body: invoiceReceiptInput, response: { 200: envelope(invoiceRecord) } } },
    async (request) => {
      const data = await receiveOnInvoice(db, request.params.id, request.body, app.currentUser(request)._id);
      return {
        status: 200,
        message: withParams('server.invoices.received', { balance: `$${(data.balanceCents / 100).toFixed(2)}` }),
        data,
      };
    },
  );

  /** The pay page of an open invoice for the portal's Pay button (or staff paying with the customer on the phone). */
  app.post(
    '/invoices/:id/pay-link',
    { config: payLinkConfig, schema: { tags, params: idParams, response: { 200: envelope(z.object({ path: z.string() })) } } },
    async (request) => {
      const invoice = await readable(request, request.params.id);
      if (invoice.kind !== 'invoice' || invoice.status !== 'open') throw new HttpProblem(409, 'server.invoices.not_open');
      // A new purpose each time: never one made already.
      const token = (await openInvoicePayLink(app, invoice, `:portal:${Date.now().toString(36)}`, true))!;
      return { status: 200, data: { path: SCREEN.payLink.path.replace(':token', token) } };
    },
  );

  app.post(
    '/invoices/:id/send',
    {
      config: STAFF,
      schema: { tags, params: idParams, response: { 200: envelope(z.object({ emails: z.number(), texts: z.number() })) } },
    },
    async (request) => {
      const invoice = await readInvoice(db, request.params.id);
      if (invoice.kind !== 'invoice' || invoice.status !== 'open') throw new HttpProblem(409, 'server.invoices.not_open');
      // The staff sending limit, per user and per recipient, as every message staff send (issue 65).
      const customer = await readCustomer(db, invoice.customerId);
      await claimStaffSends(db, app.currentUser(request)._id, [
        ...(customer?.email && customer.emailService ? [{ channel: 'email' as const, to: customer.email }] : []),
        ...(customer?.mobile && customer.textService ? [{ channel: 'sms' as const, to: customer.mobile }] : []),
      ]);
      const data = await sendInvoice(app, invoice.id, { again: Date.now().toString(36) });
      const sent = data.emails + data.texts > 0;
      return {
        status: 200,
        message: withParams(sent ? 'server.invoices.sent' : 'server.invoices.not_sent', { number: invoice.number, ...data }),
        data,
      };
    },
  );

  app.post(
    '/invoices/:id/credit',
    { config: STAFF, schema: { tags, params: idParams, response: { 200: envelope(invoiceRecord) } } },
    async (request) => {
      const data = await creditInvoice(db, request.params.id, await businessToday(db), app.currentUser(request)._id);
      return { status: 200, message: withParams('server.invoices.credited', { number: data.number }), data };
    },
  );
};

export default invoiceRoutes;
