// A quote's deposit in QuickBooks against the local fake of Intuit: paid, it goes that day as a SalesReceipt of the
// customer deposit item, whose account is a liability, so the processor's payout matches; the visit it pays goes as a
// receipt whose negative deposit line takes it out of the liability, its total what the card paid; a deposit refund is a
// RefundReceipt of the same item. The first pass with a deposit makes the "Customer Deposits" account; when QuickBooks
// refuses it, the item fails in the bookkeeper's words and what names it waits until the admin chooses one.
import { describe, expect, it } from 'vitest';
import { depositRefunds, deposits, payments } from '../../../server/db/schema';
import { addCustomer, type Business } from '../fixtures/business';
import { bearer, type TestApp } from '../helpers';
import { connectedQuickBooksApp, QUICKBOOKS, syncQuickBooks } from '../quickbooksFixtures';

type Line = { Amount: number; SalesItemLineDetail: { ItemRef: { value: string } } };
type Receipt = {
  CustomerRef: { value: string };
  TotalAmt: number;
  Line: Line[];
  PrivateNote: string;
  DepositToAccountRef?: { value: string };
};

/** A customer's quote deposit of `depositCents` paid today, and a visit of today (`visitCents`) that used `usedCents` of it. */
async function depositAndWorkLog(t: TestApp, business: Business, depositCents: number, usedCents: number, visitCents = 6000) {
  const db = t.app.database.db;
  const { customer, property } = await addCustomer(db, business.market._id);
  const [deposit] = await db
    .insert(deposits)
    .values({
      customerId: customer._id,
      propertyId: property._id,
      quoteId: `quote-${customer._id}`,
      amountCents: depositCents,
      status: 'success',
      chargedAt: new Date(),
    })
    .returning();
  const [visit] = await db
    .insert(payments)
    .values({
      customerId: customer._id,
      propertyId: property._id,
      item: 'mow',
      date: new Date().toISOString().slice(0, 10),
      priceCents: visitCents,
      amountCents: visitCents,
      depositCents: usedCents,
      status: 'success',
    })
    .returning();
  return { deposit, visit };
}

async function recordsOf(t: TestApp, admin: string) {
  const answer = await t.app.inject({ method: 'GET', url: `${QUICKBOOKS}/records`, headers: bearer(admin) });
  return answer.json().data.list as { id: string; kind: string; localId: string; status: string; failure: string | null }[];
}

describe('a quote deposit in QuickBooks', () => {
  const setup = connectedQuickBooksApp();

  it('is held as a liability when paid, used by the visit it pays, and given back by its refund', async () => {
    const { t, fake, business, admin } = setup;
    const receipts = (entity: 'SalesReceipt' | 'RefundReceipt') => fake.records(entity) as unknown as Receipt[];
    // $75 paid with the quote; the first visit, $60: $50 of it from the deposit, $10 on the card; $25 refunded.
    const { deposit, visit } = await depositAndWorkLog(t, business, 7500, 5000);
    await t.app.database.db.insert(depositRefunds).values({ depositId: deposit._id, amountCents: 2500, reason: 'Bed clean-up dropped' });
    const state = await syncQuickBooks(t.app, admin);
    expect(state.counts).toMatchObject({ failed: 0, pending: 0 });

    const liability = fake.records('Account').find((account) => account.Name === 'Customer Deposits')!;
    expect(liability).toMatchObject({ AccountType: 'Other Current Liability' });
    const item = fake.records('Item').find((candidate) => candidate.Name === 'Customer deposit')!;
    expect(item).toMatchObject({ IncomeAccountRef: { value: liability.Id } });
    const undeposited = fake.records('Account').find((account) => account.Name === 'Undeposited Funds')!.Id;
    const [held, used] = receipts('SalesReceipt');
    expect(held).toMatchObject({ TotalAmt: 75, DepositToAccountRef: { value: undeposited } });
    expect(held.Line.map((line) => [line.SalesItemLineDetail.ItemRef.value, line.Amount])).toEqual([[item.Id, 75]]);
    // The visit's receipt: $60 of Lawn Service less the $50 the deposit paid; $10 deposited, what the card paid.
    expect(used.PrivateNote).toContain(visit._id);
    expect(used).toMatchObject({ TotalAmt: 10, CustomerRef: held.CustomerRef });
    expect(used.Line.map((line) => line.Amount)).toEqual([60, -50]);
    expect(used.Line[1].SalesItemLineDetail.ItemRef.value).toBe(item.Id);
    const [refund] = receipts('RefundReceipt');
    expect(refund).toMatchObject({ TotalAmt: 25, CustomerRef: held.CustomerRef });
    expect(refund.Line[0].SalesItemLineDetail.ItemRef.value).toBe(item.Id);

    // What the deposit item holds for the customer is what is left of the deposit in LawnDesk: nothing.
    const itemCents = (receipt: Receipt) =>
      receipt.Line.filter((line) => line.SalesItemLineDetail.ItemRef.value === item.Id).reduce(
        (sum, line) => sum + Math.round(line.Amount * 100),
        0,
      );
    const sum = (list: Receipt[]) => list.reduce((total, receipt) => total + itemCents(receipt), 0);
    expect(sum(receipts('SalesReceipt')) - sum(receipts('RefundReceipt'))).toBe(0);

    // A second pass sends nothing new.
    const before = fake.requests.length;
    await syncQuickBooks(t.app, admin);
    expect(fake.requests.slice(before).filter((request) => request.method === 'POST')).toHaveLength(0);
  });
});

describe('a company whose deposits account QuickBooks refuses to make', () => {
  const setup = connectedQuickBooksApp();

  it('fails the deposit item in words, keeps the deposit and its visit waiting, then sends them to the account chosen', async () => {
    const { t, fake, business, admin } = setup;
    // An inactive account already has the name: QuickBooks refuses a second.
    fake.deleteAccount(fake.addAccount({ Name: 'Customer Deposits', AccountType: 'Other Current Liability' }));
    await depositAndWorkLog(t, business, 5000, 5000, 5000);
    await syncQuickBooks(t.app, admin);
    const records = await recordsOf(t, admin);
    const failed = records.find((record) => record.kind === 'item' && record.localId === 'deposit')!;
    expect(failed).toMatchObject({ status: 'failed' });
    expect(failed.failure).toMatch(/account to hold quote deposits/);
    expect(records.filter((record) => ['deposit', 'salesreceipt'].includes(record.kind)).map((record) => record.status)).toEqual([
      'pending',
      'pending',
    ]);
    expect(fake.records('SalesReceipt')).toHaveLength(0);

    const chosen = fake.addAccount({ Name: 'Deposits Held', AccountType: 'Other Current Liability' });
    const lists = await t.app.inject({ method: 'GET', url: `${QUICKBOOKS}/accounts`, headers: bearer(admin) });
    expect(lists.json().data.customerDeposits).toEqual([expect.objectContaining({ id: chosen, name: 'Deposits Held' })]);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `${QUICKBOOKS}/accounts`,
      headers: bearer(admin),
      payload: { customerDepositsAccountId: chosen },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.accounts.customerDepositsAccountId).toBe(chosen);
    // Choosing the account it failed for want of sends it again by itself.
    expect(saved.json().data.counts).toMatchObject({ failed: 0 });
    expect((await syncQuickBooks(t.app, admin)).counts).toMatchObject({ failed: 0, pending: 0 });
    expect(fake.records('Item').find((item) => item.Name === 'Customer deposit')).toMatchObject({ IncomeAccountRef: { value: chosen } });
    // The visit the deposit paid in whole: a receipt of $0, its sale and the deposit line cancelling out.
    expect((fake.records('SalesReceipt') as unknown as Receipt[]).map((receipt) => receipt.TotalAmt)).toEqual([50, 0]);
  });
});
