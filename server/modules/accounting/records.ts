// The records a bookkeeper works through: each with its customer, its day and amount, paged and filtered; and sending
// failed ones again (one, a selection, all, or those that failed for want of an account just chosen). Reads customers',
// payments' and invoices' tables as a read model; writes only accounting's.
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AccountingRecord } from '../../../common/schemas/accounting';
import { isMessageKey, type MessageKey, renderMessage } from '../../../common/i18n/catalog';
import type { Db } from '../../db/client';
import { accountingRecords, customers, invoiceReceipts, invoices, payments } from '../../db/schema';
import { countedEntriesOf, paidTimeOffOf } from '../accounts';
import { requestIdOf } from './pushRules';

export const english = (key: string | null) => (key ? (isMessageKey(key) ? renderMessage('en', key) : key) : null);

/** Which refusal an account chosen under Accounts answers: its failed records go again. */
export const UNMAPPED_KEYS = {
  feeAccountId: 'server.accounting.failure.fee_account_unmapped',
  customerDepositsAccountId: 'server.accounting.failure.deposits_account_unmapped',
  income: 'server.accounting.failure.account_unmapped',
  paidTimeOffPayrollItemId: 'server.accounting.failure.payroll_item_unmapped',
} as const satisfies Record<string, MessageKey>;

export async function listRecords(
  db: Db,
  realmId: string,
  filter: { status?: AccountingRecord['status']; kind?: AccountingRecord['kind']; start: number; length: number },
): Promise<{ total: number; list: AccountingRecord[] }> {
  const where = and(
    eq(accountingRecords.realmId, realmId),
    // An employee link is the admin's mapping, not something sent.
    ne(accountingRecords.kind, 'employee'),
    filter.status ? eq(accountingRecords.status, filter.status) : undefined,
    filter.kind ? eq(accountingRecords.kind, filter.kind) : undefined,
  );
  const day = sql<string>`coalesce(
    ${payments.date}::text,
    ${invoices.issuedOn}::text,
    ${invoiceReceipts.receivedOn}::text,
    to_char(${accountingRecords.createdAt}, 'YYYY-MM-DD')
  )`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        record: accountingRecords,
        day,
        customerName: sql<
          string | null
        >`coalesce(nullif(${customers.companyName}, ''), ${customers.firstName} || ' ' || ${customers.lastName})`,
      })
      .from(accountingRecords)
      .leftJoin(customers, eq(customers._id, accountingRecords.customerId))
      .leftJoin(payments, eq(payments._id, accountingRecords.paymentId))
      .leftJoin(
        invoices,
        and(inArray(accountingRecords.kind, ['invoice', 'creditmemo', 'creditapply']), eq(invoices._id, accountingRecords.localId)),
      )
      .leftJoin(invoiceReceipts, and(eq(accountingRecords.kind, 'payment'), eq(invoiceReceipts._id, accountingRecords.localId)))
      .where(where)
      // Failed first when all are shown: those are the ones to work on.
      .orderBy(
        asc(sql`case ${accountingRecords.status} when 'failed' then 0 when 'pending' then 1 else 2 end`),
        desc(accountingRecords.updatedAt),
        desc(accountingRecords._id),
      )
      .offset(filter.start)
      .limit(filter.length),
    db.select({ n: count() }).from(accountingRecords).where(where),
  ]);
  const idsOf = (kind: AccountingRecord['kind']) => rows.filter(({ record }) => record.kind === kind).map(({ record }) => record.localId);
  const [entries, timeOff] = await Promise.all([countedEntriesOf(db, idsOf('timeactivity')), paidTimeOffOf(db, idsOf('paidtimeoff'))]);
  // A TimeActivity's person, minutes and day: its entry's or its paid time off's.
  const hoursOf = (row: { kind: AccountingRecord['kind']; localId: string }) =>
    row.kind === 'timeactivity' ? entries.get(row.localId) : row.kind === 'paidtimeoff' ? timeOff.get(row.localId) : undefined;
  return {
    total: Number(total?.n ?? 0),
    list: rows.map(({ record: row, day: date, customerName }) => {
      const hours = hoursOf(row);
      return {
        id: row._id,
        kind: row.kind,
        localId: row.localId,
        customerId: row.customerId,
        customerName,
        personName: hours?.name ?? null,
        minutes: hours?.minutes ?? null,
        date: hours?.day ?? date,
        paymentId: row.paymentId,
        amountCents: row.amountCents,
        status: row.status,
        quickbooksId: row.quickbooksId,
        attempts: row.attempts,
        failureKey: row.failureKey,
        failure: english(row.failureKey),
        failureDetail: row.failureDetail,
        sentAt: row.sentAt?.toISOString() ?? null,
        updatedAt: row.updatedAt.toISOString(),
      };
    }),
  };
}

/**
 * Failed records of the company go again in the next pass. QuickBooks refused the first request and made nothing: each
 * gets a new requestid, so its answer is not the refusal kept. Answers how many.
 */
export async function sendAgain(
  db: Db,
  realmId: string,
  which: { ids: string[] } | { failureKeys: string[] } | { allFailed: true },
): Promise<number> {
  return db.transaction(async (tx) => {
    const failed = await tx
      .select()
      .from(accountingRecords)
      .where(
        and(
          eq(accountingRecords.realmId, realmId),
          eq(accountingRecords.status, 'failed'),
          'ids' in which ? inArray(accountingRecords._id, which.ids) : undefined,
          'failureKeys' in which ? inArray(accountingRecords.failureKey, which.failureKeys) : undefined,
        ),
      )
      .for('update');
    for (const record of failed)
      await tx
        .update(accountingRecords)
        .set({
          status: 'pending',
          requestId: requestIdOf(record.realmId, record.kind, `${record.localId}#${record.attempts}`),
          failureKey: null,
          failureDetail: null,
        })
        .where(eq(accountingRecords._id, record._id));
    return failed.length;
  });
}
