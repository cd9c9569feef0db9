// Card fees in QuickBooks against the local fake of Intuit: the sandbox gateway reports its fee on an approved charge,
// the payment keeps it, and a pass books it once as a JournalEntry from the deposit account to the fee account (QuickBooks'
// bank charges account unless the admin chose another), with its requestid; a payment without a reported fee books none,
// and a fee account deleted in QuickBooks fails the fee with the reason until another is chosen and it is sent again.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cards, customers, payments } from '../../../server/db/schema';
import { requestIdOf } from '../../../server/modules/accounting/pushRules';
import { chargePayment } from '../../../server/modules/billing/charge';
import { SANDBOX_CARDS, sandboxFeeCents, sandboxVault } from '../../../server/modules/billing/gateway/sandbox';
import { type FakeQuickBooks } from '../../fakeQuickBooks';
import { addCustomer, type Business } from '../fixtures/business';
import { bearer, type TestApp } from '../helpers';
import { connectedQuickBooksApp, QUICKBOOKS, syncQuickBooks } from '../quickbooksFixtures';
import { DEFAULT_SETTINGS } from '../../../common/schemas/settings';
import { dateIn } from '../../../server/lib/calendar';

let t: TestApp;
let fake: FakeQuickBooks;
let business: Business;
let admin: string;

connectedQuickBooksApp((setup) => ({ t, fake, business, admin } = setup));

const today = () => new Date().toISOString().slice(0, 10);
const accountNamed = (name: string) => fake.records('Account').find((account) => account.Name === name)!.Id;
const journalEntries = () =>
  fake.records('JournalEntry') as unknown as {
    Line: { Amount: number; JournalEntryLineDetail: { PostingType: string; AccountRef: { value: string } } }[];
    TxnDate: string;
  }[];
const postingsOf = (entry: ReturnType<typeof journalEntries>[number]) =>
  entry.Line.map((line) => [line.JournalEntryLineDetail.PostingType, line.JournalEntryLineDetail.AccountRef.value, line.Amount]);

/** A customer with a sandbox card, and a payment of today charged through the gateway. */
async function chargedPayment(amountCents: number) {
  const db = t.app.database.db;
  const made = await addCustomer(db, business.market._id);
  await db
    .insert(cards)
    .values({ customerId: made.customer._id, gateway: 'sandbox', ...sandboxVault(SANDBOX_CARDS.approve, 12, 2035), isDefault: true });
  const [payment] = await db
    .insert(payments)
    .values({
      customerId: made.customer._id,
      propertyId: made.property._id,
      item: 'mow',
      date: today(),
      priceCents: amountCents,
      amountCents,
    })
    .returning();
  expect(await chargePayment(t.app, payment._id)).toMatchObject({ charged: true });
  const [charged] = await db.select().from(payments).where(eq(payments._id, payment._id));
  return charged;
}

async function records(status?: string) {
  const answer = await t.app.inject({
    method: 'GET',
    url: `${QUICKBOOKS}/records${status ? `?status=${status}` : ''}`,
    headers: bearer(admin),
  });
  return answer.json().data.list as {
    id: string;
    kind: string;
    amountCents: number;
    status: string;
    failureKey: string | null;
    failure: string;
  }[];
}

describe('card fees in QuickBooks', () => {
  it('keeps the fee the gateway reported and books it once to the bank charges account, beside the sales receipt', async () => {
    const payment = await chargedPayment(12_990);
    expect(payment.status).toBe('success');
    expect(payment.feeCents).toBe(sandboxFeeCents(12_990));
    expect(payment.feeCents).toBe(407);
    // A check recorded by staff: no gateway, no fee.
    const [check] = await t.app.database.db
      .insert(payments)
      .values({
        customerId: payment.customerId,
        propertyId: payment.propertyId,
        item: 'bnb',
        date: today(),
        priceCents: 12_000,
        amountCents: 12_000,
        status: 'success',
        manualMethod: 'check',
      })
      .returning();

    expect(await syncQuickBooks(t.app, admin)).toMatchObject({ counts: { pending: 0, failed: 0 }, lastErrorKey: null });
    expect(fake.records('SalesReceipt')).toHaveLength(2);
    expect(journalEntries()).toHaveLength(1);
    const [entry] = journalEntries();
    expect(postingsOf(entry)).toEqual([
      ['Debit', accountNamed('Bank Charges & Fees'), 4.07],
      ['Credit', accountNamed('Undeposited Funds'), 4.07],
    ]);
    // The charge's day in the business's time zone (a UTC date is a day ahead on a Texas evening).
    expect(entry.TxnDate).toBe(dateIn(DEFAULT_SETTINGS.serviceCalendar.timeZone, payment.chargedAt!));
    const sent = fake.requests.filter((request) => request.path.endsWith('/journalentry'));
    expect(sent.map((request) => request.requestId)).toEqual([requestIdOf(fake.realmId, 'fee', payment._id)]);

    const fees = (await records()).filter((record) => record.kind === 'fee');
    expect(fees).toEqual([expect.objectContaining({ status: 'sent', amountCents: 407 })]);
    expect(fees.some((record) => record.id === check._id)).toBe(false);

    const creates = fake.requests.filter((request) => request.method === 'POST').length;
    await syncQuickBooks(t.app, admin);
    expect(fake.requests.filter((request) => request.method === 'POST')).toHaveLength(creates);
    expect(journalEntries()).toHaveLength(1);
  });

  it('books to the fee account chosen; a fee account deleted in QuickBooks fails the fee with the reason, then it is sent again', async () => {
    const merchant = accountNamed('Merchant Fees');
    const lists = await t.app.inject({ method: 'GET', url: `${QUICKBOOKS}/accounts`, headers: bearer(admin) });
    expect(
      lists
        .json()
        .data.fee.map((account: { name: string }) => account.name)
        .sort(),
    ).toEqual(['Bank Charges & Fees', 'Merchant Fees']);
    // A new QuickBooks company applies credits by itself: the screen warns until it is turned off there.
    expect(lists.json().data.autoApplyCredit).toBe(true);
    fake.records('Preferences')[0].SalesFormsPrefs = { AutoApplyCredit: false };
    const turnedOff = await t.app.inject({ method: 'GET', url: `${QUICKBOOKS}/accounts`, headers: bearer(admin) });
    expect(turnedOff.json().data.autoApplyCredit).toBe(false);
    const chosen = await t.app.inject({
      method: 'PUT',
      url: `${QUICKBOOKS}/accounts`,
      headers: bearer(admin),
      payload: { feeAccountId: merchant },
    });
    expect(chosen.json().data.accounts.feeAccountId).toBe(merchant);

    const first = await chargedPayment(4_500);
    await syncQuickBooks(t.app, admin);
    expect(postingsOf(journalEntries().at(-1)!)[0]).toEqual(['Debit', merchant, dollars(first.feeCents!)]);

    fake.deleteAccount(merchant);
    const second = await chargedPayment(6_000);
    await syncQuickBooks(t.app, admin);
    const failed = await records('failed');
    expect(failed).toEqual([expect.objectContaining({ kind: 'fee', failureKey: 'server.accounting.failure.reference_missing' })]);
    expect(failed[0].failure).toMatch(/deleted or made inactive in QuickBooks/);
    expect(journalEntries()).toHaveLength(2);

    const bankCharges = accountNamed('Bank Charges & Fees');
    await t.app.inject({ method: 'PUT', url: `${QUICKBOOKS}/accounts`, headers: bearer(admin), payload: { feeAccountId: bankCharges } });
    const retried = await t.app.inject({ method: 'POST', url: `${QUICKBOOKS}/records/${failed[0].id}/retry`, headers: bearer(admin) });
    expect(retried.statusCode).toBe(200);
    expect(await syncQuickBooks(t.app, admin)).toMatchObject({ counts: { pending: 0, failed: 0 } });
    expect(journalEntries()).toHaveLength(3);
    expect(postingsOf(journalEntries()[2])[0]).toEqual(['Debit', bankCharges, dollars(second.feeCents!)]);
  });

  it('lists each record with its customer, day and amount, paged and filtered; choosing the missing account sends its failures again', async () => {
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: `${QUICKBOOKS}/accounts`, headers: bearer(admin), payload });
    // No fee account chosen and none of QuickBooks' own: the fees fail for want of one.
    expect((await put({})).statusCode).toBe(200);
    fake.deleteAccount(accountNamed('Bank Charges & Fees'));
    const charged = [await chargedPayment(5_000), await chargedPayment(7_000)];
    await syncQuickBooks(t.app, admin);
    const failedFees = await t.app.inject({
      method: 'GET',
      url: `${QUICKBOOKS}/records?status=failed&kind=fee&length=1`,
      headers: bearer(admin),
    });
    const page = failedFees.json().data as { total: number; list: { customerName: string; date: string; amountCents: number }[] };
    expect(page.total).toBe(2);
    expect(page.list).toHaveLength(1);
    const names = await Promise.all(charged.map(async (payment) => (await customerOf(payment.customerId)).lastName));
    expect(page.list[0]).toMatchObject({ customerName: expect.stringMatching(new RegExp(names.join('|'))), date: today() });

    const cardFees = fake.addAccount({ Name: 'Card Fees', AccountType: 'Expense', AccountSubType: 'BankCharges' });
    const chosen = await put({ feeAccountId: cardFees });
    expect(chosen.json().data.counts).toMatchObject({ failed: 0 });
    expect(await syncQuickBooks(t.app, admin)).toMatchObject({ counts: { pending: 0, failed: 0 } });
    expect(
      journalEntries()
        .slice(-2)
        .map((entry) => postingsOf(entry)[0][1]),
    ).toEqual([cardFees, cardFees]);

    // A refusal of another kind waits for the bookkeeper: "send all failed again".
    fake.deleteAccount(cardFees);
    await chargedPayment(3_000);
    await syncQuickBooks(t.app, admin);
    expect((await records('failed')).map((record) => record.failureKey)).toEqual(['server.accounting.failure.reference_missing']);
    await put({ feeAccountId: fake.addAccount({ Name: 'Processor Fees', AccountType: 'Expense' }) });
    expect(await records('failed')).toHaveLength(1);
    const again = await t.app.inject({
      method: 'POST',
      url: `${QUICKBOOKS}/records/retry`,
      headers: bearer(admin),
      payload: { allFailed: true },
    });
    expect(again.json().data).toEqual({ queued: 1 });
    expect(await syncQuickBooks(t.app, admin)).toMatchObject({ counts: { pending: 0, failed: 0 } });
    const refused = await t.app.inject({
      method: 'POST',
      url: `${QUICKBOOKS}/records/retry`,
      headers: bearer(admin),
      payload: { ids: [] },
    });
    expect(refused.statusCode).toBe(400);
  });
});

const customerOf = async (id: string) => (await t.app.database.db.select().from(customers).where(eq(customers._id, id)))[0];

const dollars = (cents: number) => cents / 100;
