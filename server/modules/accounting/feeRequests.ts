// A card fee in QuickBooks: the processor's fee the gateway reported on an approved charge, as a JournalEntry moving it
// out of the account the receipt was deposited to (Undeposited Funds by default) into the fee account, so what is left
// there is what the processor pays out. It names no customer or receipt, so it never waits on them. Reads billing's
// payments as a read model.
import { inArray } from 'drizzle-orm';
import type { MessageKey } from '../../../common/i18n/catalog';
import type { Db } from '../../db/client';
import { type accountingRecords, payments } from '../../db/schema';
import type { Accounts } from './links';
import { dollarsOf } from './pushRules';

type AccountingRecordRow = typeof accountingRecords.$inferSelect;
type FeeRequest = { entity: 'journalentry'; body: object } | { missing: MessageKey };

const feeLine = (postingType: 'Debit' | 'Credit', accountId: string, cents: number, description: string) => ({
  Description: description,
  Amount: dollarsOf(cents),
  DetailType: 'JournalEntryLineDetail',
  JournalEntryLineDetail: { PostingType: postingType, AccountRef: { value: accountId } },
});

export async function feeRequestsOf(
  db: Db,
  records: AccountingRecordRow[],
  accounts: Accounts,
  dayOf: (instant: Date) => string,
): Promise<Map<string, FeeRequest>> {
  const rows = await db
    .select({ id: payments._id, date: payments.date, chargedAt: payments.chargedAt })
    .from(payments)
    .where(
      inArray(
        payments._id,
        records.map((record) => record.localId),
      ),
    );
  const paymentOf = new Map(rows.map((row) => [row.id, row]));
  const answers = new Map<string, FeeRequest>();
  for (const record of records) {
    const payment = paymentOf.get(record.localId);
    if (!accounts.fee || !accounts.deposit || !payment) {
      answers.set(record._id, {
        missing: payment ? 'server.accounting.failure.fee_account_unmapped' : 'server.accounting.failure.refused',
      });
      continue;
    }
    const description = `Card processing fee, LawnDesk payment ${payment.id}`;
    const cents = record.amountCents ?? 0;
    answers.set(record._id, {
      entity: 'journalentry',
      body: {
        // The charge's day in the business's time zone, as its receipt's.
        TxnDate: payment.chargedAt ? dayOf(payment.chargedAt) : payment.date,
        PrivateNote: description,
        Line: [feeLine('Debit', accounts.fee, cents, description), feeLine('Credit', accounts.deposit, cents, description)],
      },
    });
  }
  return answers;
}
