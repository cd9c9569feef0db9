// History rows: every write that changes a customer's records calls recordHistory inside its own transaction.
import { and, type Column, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { HISTORY_ACTIONS, HISTORY_ENTITIES } from '../../common/schemas/activity';
import type { Executor } from '../db/client';
import { type HistoryChanges, histories, users } from '../db/schema';
import { withNames } from './historyNames';
import { jsonRows } from './jsonRows';

export type { Executor, Tx } from '../db/client';

const IGNORED_FIELDS = new Set(['_id', 'createdAt', 'updatedAt', 'customerId', 'propertyId', 'createdById']);

const comparable = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));

/** The fields whose values differ; with no `before` every set field counts as added. */
export function changedFields(before: Record<string, unknown> | null, after: Record<string, unknown>): HistoryChanges {
  const changes: HistoryChanges = {};
  for (const [field, value] of Object.entries(after)) {
    if (IGNORED_FIELDS.has(field) || value === undefined) continue;
    const from = before ? comparable(before[field]) : null;
    const to = comparable(value);
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from, to };
  }
  return changes;
}

export interface HistoryEntry {
  entity: (typeof HISTORY_ENTITIES)[number];
  entityId: string;
  action: (typeof HISTORY_ACTIONS)[number];
  /** Null for a record of no customer's (System Settings). */
  customerId: string | null;
  propertyId?: string | null;
  userId: string | null;
  changes?: HistoryChanges;
}

/** Answers the row written (a status change answers the visit's history with it, read before). */
export async function recordHistory(executor: Executor, entry: HistoryEntry): Promise<HistoryRow> {
  const [row] = await executor
    .insert(histories)
    .values({ ...entry, propertyId: entry.propertyId ?? null, changes: entry.changes ?? {} })
    .returning();
  return row;
}

/** Many entries in one statement (a batch of imported customers). */
export async function recordHistories(executor: Executor, entries: HistoryEntry[]): Promise<void> {
  if (entries.length)
    await executor
      .insert(histories)
      .values(entries.map((entry) => ({ ...entry, propertyId: entry.propertyId ?? null, changes: entry.changes ?? {} })));
}

/** Rows written as they are (a re-plan's or a rain day's moves), in statements of at most 1,000 rows. */
export async function appendHistories(executor: Executor, rows: readonly (typeof histories.$inferInsert)[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 1000) await executor.insert(histories).values(rows.slice(start, start + 1000));
}

/** Removes history with the records it tells of (an undone import, a deleted customer): by customer, property or record. */
export async function forgetHistories(
  executor: Executor,
  scope: { customerIds: string[] } | { propertyIds: string[] } | { entity: HistoryEntry['entity']; entityId: string },
): Promise<void> {
  let where: SQL | undefined;
  if ('customerIds' in scope) where = inArray(histories.customerId, scope.customerIds);
  else if ('propertyIds' in scope) where = inArray(histories.propertyId, scope.propertyIds);
  else where = and(eq(histories.entity, scope.entity), eq(histories.entityId, scope.entityId));
  await executor.delete(histories).where(where);
}

/** A property moved to another customer takes its history with it. */
export async function moveHistoriesToCustomer(executor: Executor, propertyId: string, customerId: string): Promise<void> {
  await executor.update(histories).set({ customerId }).where(eq(histories.propertyId, propertyId));
}

export type HistoryRow = typeof histories.$inferSelect;
type HistoryRowWithUser = HistoryRow & { firstName: string | null; lastName: string | null };

/** History rows as the API answers them: who made each change (by name) and when, with the names of the records named. */
export function historyEntries(executor: Executor, rows: readonly HistoryRowWithUser[]) {
  return withNames(
    executor,
    rows.map(({ firstName, lastName, ...history }) => ({
      ...history,
      user: history.userId ? { _id: history.userId, name: `${firstName} ${lastName}` } : null,
      createdAt: history.createdAt.toISOString(),
    })),
  );
}

const NEWEST_FIRST = sql`${histories.createdAt} desc, ${histories._id} desc`;

/** One record's history as the API answers it (a work log's with its crew notes): who made each change and when, newest first. */
export async function readHistory(executor: Executor, entity: HistoryEntry['entity'] | HistoryEntry['entity'][], entityId: string) {
  const rows = await executor
    .select({ ...getTableColumns(histories), firstName: users.firstName, lastName: users.lastName })
    .from(histories)
    .leftJoin(users, eq(users._id, histories.userId))
    .where(and(inArray(histories.entity, [entity].flat()), eq(histories.entityId, entityId)))
    .orderBy(NEWEST_FIRST);
  return historyEntries(executor, rows);
}

/**
 * The same rows as a column of the record's own select (`entityId` its id column), newest first: its detail in one
 * statement. Give them to `historyEntries`.
 */
export function historyColumn(entity: HistoryEntry['entity'][], entityId: Column) {
  return jsonRows(
    { ...getTableColumns(histories), firstName: users.firstName, lastName: users.lastName },
    sql`from ${histories} left join ${users} on ${users._id} = ${histories.userId} where ${and(inArray(histories.entity, entity), eq(histories.entityId, entityId))}`,
    NEWEST_FIRST,
  );
}
