// Invoices on the fixture business: a customer billed by invoice (net 30) whose completed visits wait for their invoice
// instead of a card charge, one invoice of the month numbered without a gap (two issues at once make no duplicate),
// its PDF, the customer reading its own, a check received in part then in full (the visits' payments then received),
// a credit note cancelling another, the AR aging report, and a customer's statement (aged, as JSON and PDF).
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices, payments, sandboxTransactions } from '../../../server/db/schema';
import { addDays } from '../../../server/lib/calendar';
import { addCustomer } from '../fixtures/business';
import { bearer, englishErrors } from '../helpers';
import { overlaps, pageTexts, wordBoxes } from '../../pdfBoxes';
import { PAY_LINKS_PER_HOUR } from '../../../server/modules/billing/invoiceRoutes';
import { billingTestApp, completeWorkLog, startedWorkLog } from '../paymentFixtures';

const world = billingTestApp();
const db = () => world.fixture.t.app.database.db;
type Caller = 'admin' | 'csr' | 'crew' | 'customer';
const api = (who: Caller, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  world.fixture.t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(world.fixture.tokens[who]), ...(payload && { payload }) });

/** Two visits of the customer's service completed today (planned a week apart): its payments. */
async function twoWorkLogs(customer: { _id: string }, property: { _id: string }, service: { _id: string }) {
  const made = [];
  for (const weeksAgo of [0, 1]) {
    const workLog = await startedWorkLog(world.fixture, world.today, {
      customerId: customer._id,
      propertyId: property._id,
      serviceId: service._id,
      plannedDate: addDays(world.today, -7 * weeksAgo),
    });
    made.push(await completeWorkLog(world.fixture, workLog._id));
  }
  return made;
}

describe('invoices', () => {
  let invoiceId: string;
  let number: number;

  it('bills a customer by invoice: its visits wait for the invoice, never the card', async () => {
    const { customer, property, service } = world.fixture.business;
    expect((await api('csr', 'PUT', `/customers/${customer._id}/invoicing`, { method: 'invoice', termsDays: 45 })).statusCode).toBe(400);
    const bad = await api('csr', 'PUT', `/customers/${customer._id}/invoicing`, { method: 'invoice', termsDays: 45 });
    expect(Object.keys(bad.json().errors)).toContain('termsDays');
    expect((await api('crew', 'PUT', `/customers/${customer._id}/invoicing`, { method: 'invoice', termsDays: 30 })).statusCode).toBe(403);
    const set = await api('csr', 'PUT', `/customers/${customer._id}/invoicing`, { method: 'invoice', termsDays: 30 });
    expect(set.json()).toMatchObject({ data: { method: 'invoice', termsDays: 30 }, message: 'This customer is billed by invoice.' });

    const made = await twoWorkLogs(customer, property, service);
    expect(made.map((payment) => payment.status)).toEqual(['manual', 'manual']);
    const charged = await db().select().from(sandboxTransactions);
    expect(charged.filter((row) => made.some((payment) => row.idempotencyKey.startsWith(payment._id)))).toHaveLength(0);
  });

  it('issues one invoice of the month, numbered without a gap, once however often it is asked', async () => {
    const [first, second] = await Promise.all([
      api('csr', 'POST', '/invoices/issue', { through: world.today }),
      api('csr', 'POST', '/invoices/issue', { through: world.today }),
    ]);
    expect([first.statusCode, second.statusCode], second.body).toEqual([200, 200]);
    const issued = [...first.json().data, ...second.json().data];
    expect(issued).toHaveLength(1);
    const [invoice] = issued;
    ({ id: invoiceId, number } = invoice);
    expect(invoice).toMatchObject({
      kind: 'invoice',
      termsDays: 30,
      issuedOn: world.today,
      dueOn: addDays(world.today, 30),
      status: 'open',
      totalCents: 9742,
      taxCents: 742,
      subtotalCents: 9000,
      balanceCents: 9742,
    });
    expect(invoice.lines).toHaveLength(2);
    expect((await api('csr', 'POST', '/invoices/issue', { through: world.today })).json().data).toHaveLength(0);
    // Its visits are the invoice's: their rows name it, and no single-payment action takes them.
    const onInvoice = await api('csr', 'POST', `/payments/${invoice.lines[0].paymentId}/received`, { method: 'check', reference: '77' });
    expect(onInvoice.statusCode).toBe(409);
    expect(onInvoice.json().message).toBe('This visit is billed on an invoice: record what was received, or credit it, on the invoice.');
    const detail = await api('csr', 'GET', `/payments/${invoice.lines[0].paymentId}`);
    expect(detail.json().data).toMatchObject({ invoiceNumber: invoice.number, status: 'manual' });
    // The customer reads it too, so the portal says where the visit is paid.
    const own = await api('customer', 'GET', `/payments/${invoice.lines[0].paymentId}`);
    expect(own.json().data).toMatchObject({ invoiceNumber: invoice.number, status: 'manual' });

    // Another invoiced customer's invoice takes the next number.
    const other = await addCustomer(db(), world.fixture.business.market._id);
    await api('csr', 'PUT', `/customers/${other.customer._id}/invoicing`, { method: 'invoice', termsDays: 15 });
    await twoWorkLogs(other.customer, other.property, other.service);
    const next = (await api('csr', 'POST', '/invoices/issue', {})).json();
    expect(next.data).toHaveLength(0);
    const [otherInvoice] = (await api('csr', 'POST', '/invoices/issue', { through: world.today })).json().data;
    expect(otherInvoice.number).toBe(number + 1);
    const numbers = (await db().select({ number: invoices.number }).from(invoices)).map((row) => row.number).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, index) => numbers[0] + index));
  });

  it('makes a PDF of the invoice, and shows the customer only its own', async () => {
    const pdf = await api('customer', 'GET', `/invoices/${invoiceId}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.length).toBeGreaterThan(1000);
    // Read as its receiver reads it: nothing overprints, it is billed to the customer, and it carries a pay link.
    const words = wordBoxes(pdf.rawPayload);
    expect(overlaps(words)).toEqual([]);
    const text = pageTexts(words).join(' ');
    for (const label of ['Bill to', 'Subtotal', 'Total', 'Balance due', 'Pay online']) expect(text).toContain(label);
    expect(text).toMatch(/\/pay\/[\w-]{20,}/);
    const own = (await api('customer', 'GET', '/invoices')).json().data;
    expect(own.map((invoice: { id: string }) => invoice.id)).toEqual([invoiceId]);
    const others = (await api('admin', 'GET', '/invoices')).json().data.filter((invoice: { id: string }) => invoice.id !== invoiceId);
    expect((await api('customer', 'GET', `/invoices/${others[0].id}`)).statusCode).toBe(404);
    expect((await api('crew', 'GET', '/invoices')).statusCode).toBe(403);
  });

  it('opens pay pages for the customer, a limited number an hour', async () => {
    const statuses: number[] = [];
    for (let call = 0; call <= PAY_LINKS_PER_HOUR; call += 1)
      statuses.push((await api('customer', 'POST', `/invoices/${invoiceId}/pay-link`)).statusCode);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(PAY_LINKS_PER_HOUR);
    expect(statuses.at(-1)).toBe(429);
    const refused = await api('customer', 'POST', `/invoices/${invoiceId}/pay-link`);
    expect([refused.statusCode, refused.json().message]).toEqual([
      429,
      'Too many pay pages were opened for these invoices in the last hour. Try again in an hour, or call the office.',
    ]);
    // Counted per customer: staff opening one with the customer on the phone still may.
    expect((await api('csr', 'POST', `/invoices/${invoiceId}/pay-link`)).statusCode).toBe(200);
  });

  it('records a check in part, refuses more than owed, and marks the visits received once paid', async () => {
    const part = await api('csr', 'POST', `/invoices/${invoiceId}/receipts`, {
      amountCents: 5000,
      method: 'check',
      reference: '1042',
      receivedOn: world.today,
    });
    expect(part.json().data).toMatchObject({ receivedCents: 5000, balanceCents: 4742, status: 'open' });
    const over = await api('csr', 'POST', `/invoices/${invoiceId}/receipts`, {
      amountCents: 5000,
      method: 'cash',
      receivedOn: world.today,
    });
    expect(over.statusCode).toBe(400);
    expect(englishErrors(over.json()).amountCents).toBe('That is more than the invoice owes (47.42).');
    const invalid = await api('csr', 'POST', `/invoices/${invoiceId}/receipts`, { amountCents: -1, method: 'wire', receivedOn: 'x' });
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['amountCents', 'method', 'receivedOn']);
    const rest = await api('csr', 'POST', `/invoices/${invoiceId}/receipts`, {
      amountCents: 4742,
      method: 'check',
      reference: '1043',
      receivedOn: world.today,
    });
    expect(rest.json().data).toMatchObject({ balanceCents: 0, status: 'paid' });
    const paid = await db()
      .select()
      .from(payments)
      .where(
        inArray(
          payments._id,
          rest.json().data.lines.map((line: { paymentId: string }) => line.paymentId),
        ),
      );
    expect(paid.map((payment) => [payment.status, payment.manualMethod, payment.manualReference])).toEqual([
      ['success', 'check', `Invoice ${number}`],
      ['success', 'check', `Invoice ${number}`],
    ]);
    expect(
      (await api('csr', 'POST', `/invoices/${invoiceId}/receipts`, { amountCents: 1, method: 'cash', receivedOn: world.today })).statusCode,
    ).toBe(409);
  });

  it('ages what is owed, and a credit note cancels an invoice without editing it', async () => {
    const [open] = (await api('admin', 'GET', '/invoices')).json().data.filter((invoice: { status: string }) => invoice.status === 'open');
    const asOf = addDays(open.dueOn, 45);
    const aging = (await api('admin', 'GET', `/reports/ar-aging?dateTo=${asOf}`)).json().data.list;
    expect(aging).toEqual([
      expect.objectContaining({ invoices: 1, current: 0, days31to60: open.totalCents, balanceCents: open.totalCents }),
    ]);
    const csv = await api('admin', 'GET', `/reports/ar-aging/csv?dateTo=${asOf}&language=es`);
    expect(csv.body.replace(/^\uFEFF/, '').split('\n')[0]).toBe(
      'Cliente,Facturas,Al corriente,1–30 días,31–60 días,61–90 días,Más de 90 días,Saldo',
    );

    // The customer's statement: its open invoice aged to the day, the buckets and the balance; staff name the
    // customer, a customer reads its own whatever it names.
    const statement = await api('csr', 'GET', `/invoices/statement?customerId=${open.customerId}&asOf=${asOf}`);
    expect(statement.json().data).toMatchObject({
      customerId: open.customerId,
      asOf,
      invoices: [{ id: open.id, number: open.number, balanceCents: open.totalCents, daysPastDue: 45, bucket: 'days31to60' }],
      buckets: { current: 0, days1to30: 0, days31to60: open.totalCents, days61to90: 0, over90: 0 },
      balanceCents: open.totalCents,
    });
    const missing = await api('csr', 'GET', '/invoices/statement');
    expect(missing.statusCode).toBe(400);
    expect(englishErrors(missing.json())).toEqual({ customerId: 'Choose the customer whose statement to show.' });
    const own = (await api('customer', 'GET', `/invoices/statement?asOf=${asOf}`)).json().data;
    const named = (await api('customer', 'GET', `/invoices/statement?asOf=${asOf}&customerId=${world.fixture.business.vendor._id}`)).json()
      .data;
    expect(named).toEqual(own);
    expect((await api('crew', 'GET', '/invoices/statement')).statusCode).toBe(403);
    const pdf = await api('csr', 'GET', `/invoices/statement/pdf?customerId=${open.customerId}&asOf=${asOf}`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const credit = await api('csr', 'POST', `/invoices/${open.id}/credit`);
    expect(credit.statusCode).toBe(200);
    expect(credit.json().data).toMatchObject({
      kind: 'credit-note',
      creditsInvoiceId: open.id,
      totalCents: -open.totalCents,
      number: open.number + 1,
    });
    const [after] = (await api('admin', 'GET', '/invoices')).json().data.filter((invoice: { id: string }) => invoice.id === open.id);
    expect(after).toMatchObject({ status: 'credited', balanceCents: 0, totalCents: open.totalCents });
    expect((await api('admin', 'GET', `/reports/ar-aging?dateTo=${asOf}`)).json().data.list).toEqual([]);
    const settled = await api('csr', 'GET', `/invoices/statement?customerId=${open.customerId}&asOf=${asOf}`);
    expect(settled.json().data).toMatchObject({ invoices: [], balanceCents: 0 });
    expect((await api('csr', 'POST', `/invoices/${open.id}/credit`)).statusCode).toBe(409);
    const [stored] = await db().select().from(invoices).where(eq(invoices._id, open.id));
    expect(stored.totalCents).toBe(open.totalCents);
  });
});
