// A quote's deposit in QuickBooks: paid, a SalesReceipt of the deposit item (its account the liability deposits are
// held in) deposited with the other receipts, so the processor's payout of that day matches; refunded, a RefundReceipt of
// the same item. The receipts of the visits it pays then carry it as a negative deposit line (push.ts). Reads billing's
// deposits as a read model.
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type accountingRecords, depositRefunds, deposits } from '../../db/schema';
import { businessToday } from '../../lib/businessDay';
import { type Accounts, linkedIds } from './links';
import { DEPOSIT_ITEM, dollarsOf } from './pushRules';

type AccountingRecordRow = typeof accountingRecords.$inferSelect;
type DepositRequest = { entity: 'salesreceipt' | 'refundreceipt'; body: object } | 'wait';

/** The deposit item's line: `cents` may be negative, where a visit's receipt uses the deposit. */
export const depositLine = (cents: number, itemRef: string, description: string) => ({
  Amount: dollarsOf(cents),
  Description: description,
  DetailType: 'SalesItemLineDetail',
  SalesItemLineDetail: { ItemRef: { value: itemRef }, Qty: 1, UnitPrice: dollarsOf(cents), TaxCodeRef: { value: 'NON' } },
});

export async function depositRequestsOf(
  db: Db,
  realmId: string,
  records: AccountingRecordRow[],
  accounts: Accounts,
): Promise<Map<string, DepositRequest>> {
  const ids = (kind: string) => records.filter((record) => record.kind === kind).map((record) => record.localId);
  const refundRows = ids('depositrefund').length
    ? await db
        .select()
        .from(depositRefunds)
        .where(inArray(depositRefunds._id, ids('depositrefund')))
    : [];
  const depositIds = [...ids('deposit'), ...refundRows.map((refund) => refund.depositId)];
  const [depositRows, customerLinks, itemLinks] = await Promise.all([
    depositIds.length ? db.select().from(deposits).where(inArray(deposits._id, depositIds)) : [],
    linkedIds(db, realmId, 'customer', [...new Set(records.map((record) => record.customerId ?? ''))]),
    linkedIds(db, realmId, 'item', [DEPOSIT_ITEM]),
  ]);
  const depositOf = new Map(depositRows.map((row) => [row._id, row]));
  const refundOf = new Map(refundRows.map((row) => [row._id, row]));
  const itemRef = itemLinks.get(DEPOSIT_ITEM);
  const depositTo = accounts.deposit ? { DepositToAccountRef: { value: accounts.deposit } } : {};
  const answers = new Map<string, DepositRequest>();
  for (const record of records) {
    const customerRef = customerLinks.get(record.customerId ?? '');
    const refund = refundOf.get(record.localId);
    const deposit = depositOf.get(refund?.depositId ?? record.localId);
    if (!customerRef || !itemRef || !deposit || (record.kind === 'depositrefund' && !refund)) {
      answers.set(record._id, 'wait');
      continue;
    }
    const note = `LawnDesk deposit for quote ${deposit.quoteId}`;
    answers.set(
      record._id,
      refund
        ? {
            entity: 'refundreceipt',
            body: {
              CustomerRef: { value: customerRef },
              TxnDate: await businessToday(db, refund.createdAt),
              PrivateNote: `LawnDesk refund of the deposit for quote ${deposit.quoteId}: ${refund.reason}`.slice(0, 4000),
              Line: [depositLine(refund.amountCents, itemRef, note)],
              ...depositTo,
            },
          }
        : {
            entity: 'salesreceipt',
            body: {
              CustomerRef: { value: customerRef },
              TxnDate: await businessToday(db, deposit.chargedAt ?? deposit.createdAt),
              PrivateNote: note,
              Line: [depositLine(deposit.amountCents, itemRef, note)],
              ...depositTo,
            },
          },
    );
  }
  return answers;
}
