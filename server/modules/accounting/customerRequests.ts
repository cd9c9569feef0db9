// Customers in QuickBooks: a create the first time; afterwards, when the customer or a property changed in LawnDesk, a
// sparse update naming only the fields that changed (Id and the SyncToken read just before). Reads customers' and
// properties' tables as a read model; writes only accounting's.
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { MessageKey } from '../../../common/i18n/catalog';
import type { Db } from '../../db/client';
import { accountingRecords, customers, properties } from '../../db/schema';
import { type CustomerFields, sparseChangesOf } from './customerRules';
import { displayNameOf, requestIdOf } from './pushRules';
import { customerBody, placesOf } from './receiptDetails';

type AccountingRecordRow = typeof accountingRecords.$inferSelect;

/**
 * A create; an update (`Id`, `sparse` and the changes: the SyncToken is read first), with its own requestid; nothing
 * to send (`unchanged`); or 'wait' (new customers wait while the bookkeeper reviews the links to QuickBooks' own).
 */
export type CustomerRequest =
  | { entity: 'customer'; body: CustomerFields; update?: { requestId: string }; pushed: CustomerFields }
  | { unchanged: CustomerFields }
  | { missing: MessageKey }
  | 'wait';

/** The customer's fields as QuickBooks keeps them, by customer id. */
export async function customerFieldsOf(db: Db, customerIds: string[]): Promise<Map<string, CustomerFields>> {
  const [rows, places] = await Promise.all([
    customerIds.length ? db.select().from(customers).where(inArray(customers._id, customerIds)) : [],
    placesOf(db, [], customerIds),
  ]);
  return new Map(rows.map((row) => [row._id, customerBody(row, displayNameOf(row), places.firstOf.get(row._id))]));
}

export async function customerRequestsOf(
  db: Db,
  realmId: string,
  records: AccountingRecordRow[],
  holdNew: boolean,
): Promise<Map<string, CustomerRequest>> {
  const fields = await customerFieldsOf(
    db,
    records.map((record) => record.localId),
  );
  const answers = new Map<string, CustomerRequest>();
  for (const record of records) {
    const next = fields.get(record.localId);
    if (!next) answers.set(record._id, { missing: 'server.accounting.failure.refused' });
    else if (!record.quickbooksId) answers.set(record._id, holdNew ? 'wait' : { entity: 'customer', body: next, pushed: next });
    else {
      const changes = sparseChangesOf(next, record.pushed ?? null);
      const pushed = { ...record.pushed, ...changes };
      if (!Object.keys(changes).length) answers.set(record._id, { unchanged: pushed });
      else
        answers.set(record._id, {
          entity: 'customer',
          body: { Id: record.quickbooksId, sparse: true, ...changes },
          // Each change is its own request: the create's requestid would answer the create again.
          update: { requestId: requestIdOf(realmId, 'customer-update', `${record.localId}\n${JSON.stringify(pushed)}`) },
          pushed,
        });
    }
  }
  return answers;
}

/**
 * A customer already in QuickBooks whose record or property changed since it was last sent goes again: the pass
 * then sends what changed. Answers how many.
 */
export async function planCustomerChanges(db: Db, realmId: string): Promise<number> {
  const changed = await db
    .update(accountingRecords)
    .set({ status: 'pending' })
    .where(
      and(
        eq(accountingRecords.realmId, realmId),
        eq(accountingRecords.kind, 'customer'),
        eq(accountingRecords.status, 'sent'),
        isNotNull(accountingRecords.quickbooksId),
        sql`(exists (select 1 from ${customers} where ${customers._id} = ${accountingRecords.localId} and ${customers.updatedAt} > ${accountingRecords.sentAt})
          or exists (select 1 from ${properties} where ${properties.customerId} = ${accountingRecords.localId} and ${properties.updatedAt} > ${accountingRecords.sentAt}))`,
      ),
    )
    .returning({ id: accountingRecords._id });
  return changed.length;
}
