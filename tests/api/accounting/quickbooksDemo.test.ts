// The check on the demo business, against the local fake of Intuit: connect, a sync since a date before the
// demo's history, then each demo customer with an approved payment in QuickBooks once and each approved payment once,
// a second sync sending nothing, a refund arriving as one RefundReceipt, and no token in any API answer.
import { and, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountingConnections, invoiceLines, payments } from '../../../server/db/schema';
import { APPROVED_STATUSES } from '../../../server/modules/accounting/plan';
import { type FakeQuickBooks, startFakeQuickBooks } from '../../fakeQuickBooks';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';
import { connectQuickBooks, QUICKBOOKS } from '../quickbooksFixtures';

let t: TestApp;
let fake: FakeQuickBooks;
let admin: string;
const answers: string[] = [];

beforeAll(async () => {
  fake = await startFakeQuickBooks();
  t = await createTestApp({ demo: true, jobs: false, quickbooks: fake.settings });
  admin = (await signIn(t.app, 'demo-admin')).token;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

async function call(method: 'GET' | 'POST', url: string, payload?: object) {
  const response = await t.app.inject({ method, url, headers: bearer(admin), ...(payload && { payload }) });
  answers.push(response.body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}
const creates = () => fake.requests.filter((request) => request.method === 'POST').length;
/** Approved payments the demo bills by card (an invoiced visit's goes on its invoice, not as a receipt). */
const approvedByCard = () =>
  t.app.database.db
    .select({
      id: payments._id,
      customerId: payments.customerId,
      refundedCents: payments.refundedCents,
      transaction: payments.gatewayTransactionId,
    })
    .from(payments)
    .leftJoin(invoiceLines, eq(invoiceLines.paymentId, payments._id))
    .where(and(inArray(payments.status, [...APPROVED_STATUSES]), isNull(invoiceLines.paymentId)));

describe("the issue's check on the demo business", () => {
  it('brings the demo history over once, sends nothing on a second sync, a refund as one RefundReceipt, and no token', async () => {
    await connectQuickBooks(t.app, admin);
    const state = await call('POST', `${QUICKBOOKS}/sync`, { since: '2000-01-01' });
    expect(state).toMatchObject({ connected: true, lastErrorKey: null, counts: { pending: 0, failed: 0 } });

    const approved = await approvedByCard();
    expect(approved.length).toBeGreaterThan(100);
    const names = fake.records('Customer').map((customer) => String(customer.DisplayName));
    for (const customerId of new Set(approved.map((payment) => payment.customerId)))
      expect(
        names.filter((name) => name.endsWith(`(${customerId.slice(0, 8)})`)),
        customerId,
      ).toHaveLength(1);
    expect(new Set(names).size).toBe(names.length);
    // Each receipt's note names its payment, then the visit it paid (the receipt is dated by the money: the charge).
    const notes = fake.records('SalesReceipt').map((receipt) => String(receipt.PrivateNote).split(' for the visit of ')[0]);
    expect(notes.sort()).toEqual(approved.map((payment) => `LawnDesk payment ${payment.id}`).sort());
    expect(fake.records('RefundReceipt')).toHaveLength(approved.filter((payment) => payment.refundedCents > 0).length);
    // The sandbox gateway's fee on each card charge of the demo, as one journal entry each.
    const charged = await t.app.database.db
      .select({ id: payments._id })
      .from(payments)
      .where(and(inArray(payments.status, [...APPROVED_STATUSES]), gt(payments.feeCents, 0)));
    expect(charged.length).toBeGreaterThan(100);
    expect(
      fake
        .records('JournalEntry')
        .map((entry) => String(entry.PrivateNote))
        .sort(),
    ).toEqual(charged.map((payment) => `Card processing fee, LawnDesk payment ${payment.id}`).sort());

    const before = creates();
    await call('POST', `${QUICKBOOKS}/sync`, {});
    expect(creates()).toBe(before);

    const refundable = approved.find((payment) => payment.refundedCents === 0 && payment.transaction)!;
    const receipts = fake.records('RefundReceipt').length;
    await call('POST', `/api/v1/payments/${refundable.id}/refund`, { amountCents: 1000, reason: 'Missed the back yard' });
    await call('POST', `${QUICKBOOKS}/sync`, {});
    expect(fake.records('RefundReceipt')).toHaveLength(receipts + 1);
    expect(fake.records('RefundReceipt').at(-1)).toMatchObject({
      TotalAmt: 10,
      PrivateNote: `LawnDesk refund of payment ${refundable.id}`,
    });
    expect(creates()).toBe(before + 1);

    answers.push(JSON.stringify(await call('GET', QUICKBOOKS)), JSON.stringify(await call('GET', `${QUICKBOOKS}/records?length=200`)));
    const [connection] = await t.app.database.db.select().from(accountingConnections).where(isNotNull(accountingConnections.refreshToken));
    for (const token of [connection.accessToken!, connection.refreshToken!])
      expect(answers.some((body) => body.includes(token))).toBe(false);
  }, 300_000);
});
