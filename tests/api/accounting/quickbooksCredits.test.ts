// A credit note in QuickBooks, against the local fake of Intuit: a CreditMemo after its invoice (the visits' share of
// what the invoice still owed, the tax apart, LawnDesk's number), then a Payment of zero applying it to that Invoice,
// so the Invoice's balance in QuickBooks is LawnDesk's; each once, through a second sync and a 429 with a lost answer.
import { describe, expect, it } from 'vitest';
import { accountingConnections } from '../../../server/db/schema';
import { readConnection } from '../../../server/modules/accounting/connection';
import { type FakeQuickBooks } from '../../fakeQuickBooks';
import { type Business } from '../fixtures/business';
import { bearer, type TestApp } from '../helpers';
import { connectedQuickBooksApp, invoicedCustomer, issueInvoices, lastMonth, receive, syncQuickBooks } from '../quickbooksFixtures';

let t: TestApp;
let fake: FakeQuickBooks;
let business: Business;
let admin: string;

connectedQuickBooksApp((setup) => ({ t, fake, business, admin } = setup));

const sync = (since?: string) => syncQuickBooks(t.app, admin, since);
const creates = () => fake.requests.filter((request) => request.method === 'POST');
const credit = async (invoiceId: string) => {
  const answer = await t.app.inject({ method: 'POST', url: `/api/v1/invoices/${invoiceId}/credit`, headers: bearer(admin) });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as { id: string; number: number; totalCents: number; taxCents: number };
};
const balanceInLawnDesk = async (invoiceId: string) => {
  const answer = await t.app.inject({ method: 'GET', url: `/api/v1/invoices/${invoiceId}`, headers: bearer(admin) });
  return (answer.json().data as { balanceCents: number }).balanceCents / 100;
};
const qbInvoice = (number: number) => fake.records('Invoice').find((row) => row.DocNumber === String(number))!;
const qbMemo = (number: number) => fake.records('CreditMemo').filter((row) => row.DocNumber === String(number));
type Linked = { Amount: number; LinkedTxn: { TxnId: string; TxnType: string }[] };
const applying = (memoId: string) =>
  fake.records('Payment').filter((row) => (row.Line as Linked[]).some((line) => line.LinkedTxn[0].TxnId === memoId));

describe('QuickBooks Online: credit notes', () => {
  it('sends a credit note as a CreditMemo applied to its invoice, leaving the balance LawnDesk has', async () => {
    await invoicedCustomer(t.app, admin, business.market._id, lastMonth());
    const [invoice] = await issueInvoices(t.app, admin);
    await receive(t.app, admin, invoice.id, 5000, 'check', '1042');
    await sync('2026-01-01');
    expect(qbInvoice(invoice.number).Balance).toBe(124.9);

    const note = await credit(invoice.id);
    expect(note.totalCents).toBe(-12490);
    const state = await sync();
    expect(state).toMatchObject({ lastErrorKey: null, counts: { pending: 0, failed: 0 } });
    const [memo] = qbMemo(note.number);
    expect(qbMemo(note.number)).toHaveLength(1);
    const pushed = qbInvoice(invoice.number);
    // The visits' share of what was still owed (124.90 of 174.90), to the cent, with its share of the tax apart.
    expect(memo).toMatchObject({
      CustomerRef: pushed.CustomerRef,
      TotalAmt: 124.9,
      TxnTaxDetail: { TotalTax: 7.07 },
      RemainingCredit: 0,
      Line: [
        { Amount: 32.14, SalesItemLineDetail: { ServiceDate: `${lastMonth()}-05`, TaxCodeRef: { value: 'NON' } } },
        { Amount: 85.69, SalesItemLineDetail: { ServiceDate: `${lastMonth()}-12`, TaxCodeRef: { value: 'TAX' } } },
      ],
    });
    expect((memo.Line as { SalesItemLineDetail: { ItemRef: unknown } }[]).map((line) => line.SalesItemLineDetail.ItemRef)).toEqual(
      (pushed.Line as { SalesItemLineDetail: { ItemRef: unknown } }[]).map((line) => line.SalesItemLineDetail.ItemRef),
    );
    const [applied] = applying(memo.Id);
    expect(applying(memo.Id)).toHaveLength(1);
    expect(applied).toMatchObject({
      TotalAmt: 0,
      Line: [
        { Amount: 124.9, LinkedTxn: [{ TxnId: pushed.Id, TxnType: 'Invoice' }] },
        { Amount: 124.9, LinkedTxn: [{ TxnId: memo.Id, TxnType: 'CreditMemo' }] },
      ],
    });
    expect(pushed.Balance).toBe(await balanceInLawnDesk(invoice.id));
    expect(pushed.Balance).toBe(0);

    // In order, each with its requestid; a second sync (and one since the start) sends nothing.
    const paths = creates().map((request) => request.path.split('/').at(-1));
    expect(paths.lastIndexOf('creditmemo')).toBeGreaterThan(paths.indexOf('invoice'));
    expect(paths.at(-1)).toBe('payment');
    expect(creates().every((request) => request.requestId)).toBe(true);
    const before = creates().length;
    await sync('2026-01-01');
    await sync();
    expect(creates().length).toBe(before);
  });

  it('waits out a 429 and a lost answer, then makes the credit memo and its payment once', async () => {
    await invoicedCustomer(t.app, admin, business.market._id, lastMonth());
    const [invoice] = await issueInvoices(t.app, admin);
    await sync();
    const note = await credit(invoice.id);
    const db = t.app.database.db;
    const resume = () => db.update(accountingConnections).set({ pausedUntil: null });
    // The credit memo is made but its answer lost; the next pass meets a 429 first, then sends the same requestid.
    fake.answerNext({ status: 200, drop: true });
    await sync();
    expect(qbMemo(note.number)).toHaveLength(1);
    await resume();
    fake.answerNext({ status: 429, retryAfter: 2 });
    expect((await sync()).lastErrorKey).toBe('server.accounting.rate_limited');
    await resume();
    expect(await sync()).toMatchObject({ lastErrorKey: null, counts: { pending: 0, failed: 0 } });

    const memos = qbMemo(note.number);
    expect(memos).toHaveLength(1);
    expect(applying(memos[0].Id)).toHaveLength(1);
    expect(memos[0].RemainingCredit).toBe(0);
    expect(qbInvoice(invoice.number).Balance).toBe(await balanceInLawnDesk(invoice.id));
    const requestIds = creates()
      .filter((request) => request.path.endsWith('/creditmemo'))
      .map((request) => request.requestId);
    expect(new Set(requestIds).size).toBe(2);
    expect(requestIds.length).toBeGreaterThan(2);
  });

  it('sends an invoice credited before its first push, and its credit memo, in one pass', async () => {
    await invoicedCustomer(t.app, admin, business.market._id, lastMonth());
    const [invoice] = await issueInvoices(t.app, admin);
    const note = await credit(invoice.id);
    expect(await sync()).toMatchObject({ lastErrorKey: null, counts: { pending: 0, failed: 0 } });
    const [memo] = qbMemo(note.number);
    expect(memo).toMatchObject({ TotalAmt: 174.9, TxnTaxDetail: { TotalTax: 9.9 }, RemainingCredit: 0 });
    expect(applying(memo.Id)).toHaveLength(1);
    expect(qbInvoice(invoice.number).Balance).toBe(await balanceInLawnDesk(invoice.id));
  });

  it('refuses, as QuickBooks does, a credit memo of an unknown customer and a credit applied to an unknown invoice', async () => {
    // The tokens are sealed in the row: the connection as the server opens it.
    const connection = (await readConnection(t.app.database.db))!;
    const post = async (entity: string, body: object) => {
      const answer = await fetch(`${fake.url}/v3/company/${fake.realmId}/${entity}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${connection.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const [error] = ((await answer.json()) as { Fault: { Error: { code: string; Detail: string }[] } }).Fault.Error;
      return { status: answer.status, code: error.code, detail: error.Detail };
    };
    const [memo] = fake.records('CreditMemo');
    const customer = (memo.CustomerRef as { value: string }).value;
    expect(await post('creditmemo', { CustomerRef: { value: '99999' }, Line: [{ Amount: 1 }] })).toMatchObject({
      status: 400,
      code: '2500',
    });
    const line = (txnId: string, txnType: string) => ({ Amount: 1, LinkedTxn: [{ TxnId: txnId, TxnType: txnType }] });
    const unknownInvoice = { CustomerRef: { value: customer }, TotalAmt: 0, Line: [line('99999', 'Invoice'), line(memo.Id, 'CreditMemo')] };
    expect(await post('payment', unknownInvoice)).toMatchObject({ status: 400, detail: 'LinkedTxn 99999 is not an invoice' });
    const unknownMemo = {
      CustomerRef: { value: customer },
      TotalAmt: 0,
      Line: [line('99999', 'CreditMemo'), line(fake.records('Invoice')[0].Id, 'Invoice')],
    };
    expect(await post('payment', unknownMemo)).toMatchObject({ status: 400, detail: 'LinkedTxn 99999 is not a credit memo' });
  });
});
