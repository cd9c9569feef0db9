// What every request of a pass reads: the accounts chosen, and the QuickBooks ids of the records already sent.
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountingRecords, type QuickBooksRecordKind } from '../../db/schema';
import type { BilledItem } from './pushRules';

export interface Accounts {
  income: (item: BilledItem) => string | undefined;
  deposit: string | undefined;
  /** Where card fees go: the admin's choice, else QuickBooks' bank charges account. */
  fee: string | undefined;
  /** The liability account quotes' deposits are held in: the admin's choice, else one named for customer deposits. */
  customerDeposits: string | undefined;
  /** QuickBooks' payment methods (Cash, Check…), named on receipts and payments. */
  methods: { Id: string; Name: string }[];
}

/**
 * The QuickBooks ids of the records of one kind already in QuickBooks, by local id: a customer whose latest change
 * waits or failed is there all the same.
 */
export async function linkedIds(db: Db, realmId: string, kind: QuickBooksRecordKind, localIds: string[]): Promise<Map<string, string>> {
  if (!localIds.length) return new Map();
  const rows = await db
    .select({ localId: accountingRecords.localId, quickbooksId: accountingRecords.quickbooksId })
    .from(accountingRecords)
    .where(
      and(
        eq(accountingRecords.realmId, realmId),
        eq(accountingRecords.kind, kind),
        isNotNull(accountingRecords.quickbooksId),
        inArray(accountingRecords.localId, localIds),
      ),
    );
  return new Map(rows.map((row) => [row.localId, row.quickbooksId!]));
}
