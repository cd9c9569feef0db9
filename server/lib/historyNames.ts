// The names behind the ids a history's changes hold (an assignee, a market, a crew, a card, a visit): readers see names, never ids.
import { inArray, sql } from 'drizzle-orm';
import type { HistoryChanges } from '../db/schema';
import { cards, crews, discounts, markets, phrases, users, vendors, workLogs } from '../db/schema';
import type { Executor } from '../db/client';

/** The changed fields that hold another record's id, by the table that names it. */
const ID_FIELDS = {
  users: ['assigneeId', 'userId', 'createdById', 'completedById'],
  markets: ['marketId'],
  crews: ['crewId'],
  vendors: ['vendorId'],
  discounts: ['discountId'],
  phrases: ['reasonPhraseId'],
  cards: ['cardId'],
  workLogs: ['workLogId', 'appliedWorkLogId'],
} as const;

type Source = keyof typeof ID_FIELDS;

function idsOf(changes: HistoryChanges[], source: Source): string[] {
  const fields: readonly string[] = ID_FIELDS[source];
  const ids = changes.flatMap((change) =>
    Object.entries(change)
      .filter(([field]) => fields.includes(field))
      .flatMap(([, { from, to }]) => [from, to]),
  );
  return [...new Set(ids.filter((id): id is string => typeof id === 'string' && id !== ''))];
}

const QUERIES: Record<Source, (executor: Executor, ids: string[]) => Promise<{ id: string; name: string }[]>> = {
  users: (executor, ids) =>
    executor
      .select({ id: users._id, name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
      .from(users)
      .where(inArray(users._id, ids)),
  markets: (executor, ids) => executor.select({ id: markets._id, name: markets.name }).from(markets).where(inArray(markets._id, ids)),
  crews: (executor, ids) => executor.select({ id: crews._id, name: crews.name }).from(crews).where(inArray(crews._id, ids)),
  vendors: (executor, ids) =>
    executor.select({ id: vendors._id, name: vendors.companyName }).from(vendors).where(inArray(vendors._id, ids)),
  discounts: (executor, ids) =>
    executor.select({ id: discounts._id, name: discounts.code }).from(discounts).where(inArray(discounts._id, ids)),
  phrases: (executor, ids) => executor.select({ id: phrases._id, name: phrases.name }).from(phrases).where(inArray(phrases._id, ids)),
  /** A card by its last digits, written the same in every language. */
  cards: (executor, ids) =>
    executor
      .select({ id: cards._id, name: sql<string>`'•••• ' || ${cards.last4}` })
      .from(cards)
      .where(inArray(cards._id, ids)),
  /** A visit by its day (yyyy-MM-dd, shown M/D/YYYY). */
  workLogs: (executor, ids) => executor.select({ id: workLogs._id, name: workLogs.date }).from(workLogs).where(inArray(workLogs._id, ids)),
};

/** `{id: name}` for every record a change refers to that still exists (a deleted one keeps showing as its id). */
export async function namesInChanges(executor: Executor, changes: HistoryChanges[]): Promise<Record<string, string>> {
  const found = await Promise.all(
    (Object.keys(QUERIES) as Source[]).map((source) => {
      const ids = idsOf(changes, source);
      return ids.length ? QUERIES[source](executor, ids) : Promise.resolve([]);
    }),
  );
  return Object.fromEntries(found.flat().map(({ id, name }) => [id, name]));
}

/** Each entry with the names its own changes refer to. */
export async function withNames<Entry extends { changes: HistoryChanges }>(
  executor: Executor,
  entries: Entry[],
): Promise<(Entry & { names: Record<string, string> })[]> {
  const names = await namesInChanges(
    executor,
    entries.map((entry) => entry.changes),
  );
  return entries.map((entry) => {
    const ids = new Set(Object.values(entry.changes).flatMap(({ from, to }) => [from, to]));
    return { ...entry, names: Object.fromEntries(Object.entries(names).filter(([id]) => ids.has(id))) };
  });
}
