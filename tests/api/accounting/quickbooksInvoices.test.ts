// An invoiced customer in QuickBooks, against the local fake of Intuit: each invoice pushed once as an Invoice (a line
// per visit, the tax apart, LawnDesk's number), each check, cash or card received against it once as a Payment applied
// to that Invoice, in order (customer, invoice, payment), never as a SalesReceipt; a second sync sends nothing, and
// a 429 storm is waited out with everything arriving once. The kill -9 is quickbooksKill.test.ts.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountingConnections, invoiceLines, invoiceReceipts, payments } from '../../../server/db/schema';
import { type FakeQuickBooks } from '../../fakeQuickBooks';
import { type Business } from '../fixtures/business';
import { type TestApp } from '../helpers';
import { connectedQuickBooksApp, invoicedCustomer, issueInvoices, lastMonth, receive, syncQuickBooks } from '../quickbooksFixtures';

let t: TestApp;
let fake: FakeQuickBooks;
let business: Business;
let admin: string;

connectedQuickBooksApp((setup) => ({ t, fake, business, admin } = setup));

const sync = (since?: string) => syncQuickBooks(t.app, admin, since);
const creates = () => fake.requests.filter((request) => request.method === 'POST');
const refOf = (record: Record<string, unknown>, key: string) => (record[key] as { value: string }).value;
const linkedInvoiceOf = (payment: Record<string, unknown>) =>
  (payment.Line as { LinkedTxn: { TxnId: string; TxnType: string }[] }[])[0].LinkedTxn[0];

describe('QuickBooks Online: invoiced customers', () => {
  let invoice: { id: string; number: number; totalCents: number };
  let customerId: string;

  it('pushes an invoice once with a line per visit and the tax apart, after its customer, and no sales receipt', async () => {
    const made = await invoicedCustomer(t.app, admin, business.market._id, lastMonth());
    customerId = made.customer._id;
    // A card customer beside it still gets a sales receipt.
    const [cardPayment] = await t.app.database.db
      .insert(payments)
      .values({
        customerId: business.customer._id,
        propertyId: business.property._id,
        item: 'mow',
        date: `${lastMonth()}-06`,
        priceCents: 4500,
        amountCents: 4500,
        status: 'success',
      })
      .returning();
    [invoice] = await issueInvoices(t.app, admin);
    expect(invoice.totalCents).toBe(17490);

    const state = await sync('2026-01-01');
    expect(state).toMatchObject({ lastErrorKey: null, counts: { pending: 0, failed: 0 } });
    expect(fake.records('Customer')).toHaveLength(2);
    expect(fake.records('SalesReceipt')).toHaveLength(1);
    expect(fake.records('SalesReceipt')[0].PrivateNote).toContain(cardPayment._id);
    const [pushed] = fake.records('Invoice');
    expect(fake.records('Invoice')).toHaveLength(1);
    expect(pushed).toMatchObject({
      DocNumber: String(invoice.number),
      TotalAmt: 174.9,
      Balance: 174.9,
      TxnTaxDetail: { TotalTax: 9.9 },
      Line: [
        { Amount: 45, SalesItemLineDetail: { ServiceDate: `${lastMonth()}-05`, TaxCodeRef: { value: 'NON' } } },
        { Amount: 120, SalesItemLineDetail: { ServiceDate: `${lastMonth()}-12`, TaxCodeRef: { value: 'TAX' } } },
      ],
    });
    const items = new Map(fake.records('Item').map((item) => [item.Id, item.Name]));
    expect(
      (pushed.Line as { SalesItemLineDetail: { ItemRef: { value: string } } }[]).map((line) =>
        items.get(line.SalesItemLineDetail.ItemRef.value),
      ),
    ).toEqual(['Lawn Service', 'Bush and Bed']);
    // Its customer went before it, with a requestid on every create.
    const invoiced = fake.records('Customer').findIndex((row) => row.Id === refOf(pushed, 'CustomerRef'));
    expect(String(fake.records('Customer')[invoiced].DisplayName)).toContain(customerId.slice(0, 8));
    // Its create among the customers' (the card payment's customer may go before or after: nothing orders the two).
    const paths = creates().map((request) => request.path.split('/').at(-1));
    const customerCreates = paths.flatMap((path, index) => (path === 'customer' ? [index] : []));
    expect(paths.indexOf('invoice')).toBeGreaterThan(customerCreates[invoiced]);
    expect(creates().every((request) => request.requestId)).toBe(true);
  });

  it('applies each check and cash received to that invoice once, as Payments, never as sales receipts', async () => {
    await receive(t.app, admin, invoice.id, 5000, 'check', 'Check 1042 from the HOA treasurer');
    await sync();
    expect(fake.records('Payment')).toHaveLength(1);
    const [check] = fake.records('Payment');
    const qbInvoice = fake.records('Invoice')[0];
    expect(check).toMatchObject({
      TotalAmt: 50,
      PaymentRefNum: 'Check 1042 from the H',
      CustomerRef: { value: refOf(qbInvoice, 'CustomerRef') },
    });
    expect(linkedInvoiceOf(check)).toEqual({ TxnId: qbInvoice.Id, TxnType: 'Invoice' });
    expect(qbInvoice.Balance).toBe(124.9);

    // The rest in cash: the invoice's visits become paid payments, still not sales receipts.
    await receive(t.app, admin, invoice.id, 12490, 'cash');
    const paid = await t.app.database.db.select().from(payments).where(eq(payments.customerId, customerId));
    expect(paid.map((payment) => payment.status)).toEqual(['success', 'success']);
    const before = creates().length;
    await sync();
    expect(creates().length).toBe(before + 1);
    expect(fake.records('Payment')).toHaveLength(2);
    expect(fake.records('SalesReceipt')).toHaveLength(1);
    expect(qbInvoice.Balance).toBe(0);
  });

  it('applies a card paid through the pay link to its invoice, and a second sync sends nothing', async () => {
    const made = await invoicedCustomer(t.app, admin, business.market._id, lastMonth());
    const [second] = await issueInvoices(t.app, admin);
    // What the pay page writes in the charge's transaction (billing's receiveCardOnInvoice), for both visits.
    const db = t.app.database.db;
    const lines = await db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, second.id));
    for (const line of lines) {
      await db.update(payments).set({ status: 'success', chargedAt: new Date() }).where(eq(payments._id, line.paymentId));
      const [payment] = await db.select().from(payments).where(eq(payments._id, line.paymentId));
      await db.insert(invoiceReceipts).values({
        invoiceId: second.id,
        amountCents: payment.amountCents,
        method: 'card',
        reference: `pay link ${payment._id.slice(0, 6)}`,
        receivedOn: new Date().toISOString().slice(0, 10),
      });
    }
    await sync();
    const pushed = fake.records('Invoice').find((row) => row.DocNumber === String(second.number))!;
    const applied = fake.records('Payment').filter((row) => linkedInvoiceOf(row).TxnId === pushed.Id);
    expect(applied.map((row) => row.TotalAmt).sort()).toEqual([129.9, 45]);
    expect(pushed.Balance).toBe(0);
    expect(fake.records('SalesReceipt')).toHaveLength(1);
    expect(fake.records('Customer').filter((row) => String(row.DisplayName).includes(made.customer._id.slice(0, 8)))).toHaveLength(1);

    const before = creates().length;
    await sync('2026-01-01');
    await sync();
    expect(creates().length).toBe(before);

    // The office refunds $20 of the $129.90 card: a refund receipt gives it back (its share of the tax apart), once;
    // the Invoice stays paid, as in LawnDesk.
    const refunded = await Promise.all(
      lines.map(async (line) => (await db.select().from(payments).where(eq(payments._id, line.paymentId)))[0]),
    );
    const mow = refunded.find((payment) => payment.amountCents === 12990)!;
    await db.update(payments).set({ status: 'refund-success', refundedCents: 2000 }).where(eq(payments._id, mow._id));
    await sync();
    await sync();
    const refunds = fake.records('RefundReceipt').filter((row) => String(row.PrivateNote).includes(mow._id));
    expect(refunds).toHaveLength(1);
    expect(refunds[0].TotalAmt).toBe(20);
    expect(refOf(refunds[0], 'CustomerRef')).toBe(refOf(pushed, 'CustomerRef'));
    expect(fake.records('Invoice').find((row) => row.Id === pushed.Id)!.Balance).toBe(0);
    expect(creates().length).toBe(before + 1);
  });

  it('waits out a 429 storm, then sends the customer, invoice and payment each once', async () => {
    await invoicedCustomer(t.app, admin, business.market._id, lastMonth());
    const [third] = await issueInvoices(t.app, admin);
    await receive(t.app, admin, third.id, third.totalCents, 'check', '2001');
    const counts = () => ['Customer', 'Invoice', 'Payment'].map((entity) => fake.records(entity as 'Invoice').length);
    const before = counts();
    const db = t.app.database.db;
    const resume = () => db.update(accountingConnections).set({ pausedUntil: null });
    // The storm: each pass meets a 429 (some after QuickBooks acted and the answer was lost), waits its Retry-After.
    for (const answer of [{ status: 429, retryAfter: 30 }, { status: 200, drop: true }, { status: 429 }, { status: 429, retryAfter: 2 }]) {
      fake.answerNext(answer);
      const state = await sync();
      if (answer.status === 429) {
        expect(state.lastErrorKey).toBe('server.accounting.rate_limited');
        const [connection] = await db.select().from(accountingConnections);
        expect(connection.pausedUntil!.getTime()).toBeGreaterThan(Date.now());
        // Paused: a pass now asks QuickBooks nothing.
        const asked = fake.requests.length;
        await sync();
        expect(fake.requests.length).toBe(asked);
      }
      await resume();
    }
    const state = await sync();
    expect(state).toMatchObject({ lastErrorKey: null, counts: { pending: 0, failed: 0 } });
    expect(counts()).toEqual(before.map((n) => n + 1));
    const pushed = fake.records('Invoice').find((row) => row.DocNumber === String(third.number))!;
    expect(pushed.Balance).toBe(0);
  });
});
