// The dashboard's office figures: new customers of the week, the signed-in user's due reminders and assigned
// properties, and what waits for the office (open contact requests, new sign-ups). Each list is one query whose
// `count(*) over ()` carries the total beside the first rows.
import { and, asc, desc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { NewCustomers } from '../../../common/schemas/dashboard';
import { contactRequests, customers, markets, properties, reminders, signups } from '../../db/schema';
import type { Executor } from '../../lib/history';
import type { Week } from './weeks';

/** How many rows of each list the dashboard shows; the total says how many more there are. */
export const LIST_LENGTH = 6;

const total = sql<number>`(count(*) over ())::int`;
const customerName = sql<string>`${customers.firstName} || ' ' || ${customers.lastName}`;

const listOf = <Row extends { total: number }>(rows: Row[]) => ({
  total: rows[0]?.total ?? 0,
  list: rows.map(({ total: _total, ...row }) => row),
});

/** Customers created in the week on the business's clock (`timeZone`), by source and by their properties' markets. */
export async function newCustomers(db: Executor, week: Week, timeZone: string): Promise<NewCustomers> {
  const start = sql`(${week.from}::date)::timestamp at time zone ${timeZone}`;
  const end = sql`(${week.to}::date + 1)::timestamp at time zone ${timeZone}`;
  const created = and(gte(customers.createdAt, start), lt(customers.createdAt, end));
  const bySource = await db
    .select({ source: customers.source, count: sql<number>`count(*)::int` })
    .from(customers)
    .where(created)
    .groupBy(customers.source)
    .orderBy(desc(sql`2`), asc(customers.source));
  const byMarket = await db
    .select({ marketId: properties.marketId, marketName: markets.name, count: sql<number>`count(distinct ${customers._id})::int` })
    .from(customers)
    .innerJoin(properties, eq(properties.customerId, customers._id))
    .leftJoin(markets, eq(markets._id, properties.marketId))
    .where(created)
    .groupBy(properties.marketId, markets.name)
    .orderBy(desc(sql`3`), sql`${markets.name} asc nulls last`);
  return { total: bySource.reduce((sum, row) => sum + row.count, 0), bySource, byMarket };
}

/** The user's reminders not done and due on or before the day, oldest first. */
export async function dueReminders(db: Executor, userId: string, date: string) {
  const rows = await db
    .select({
      _id: reminders._id,
      date: reminders.date,
      note: reminders.note,
      priority: reminders.priority,
      propertyId: reminders.propertyId,
      address: properties.address,
      customerName,
      total,
    })
    .from(reminders)
    .innerJoin(properties, eq(properties._id, reminders.propertyId))
    .innerJoin(customers, eq(customers._id, reminders.customerId))
    .where(and(eq(reminders.assigneeId, userId), eq(reminders.isDone, false), lte(reminders.date, date)))
    .orderBy(asc(reminders.date), asc(reminders._id))
    .limit(LIST_LENGTH);
  return listOf(rows);
}

/** The properties the user is the assignee of (archived ones left out). */
export async function assignedProperties(db: Executor, userId: string) {
  const rows = await db
    .select({ propertyId: properties._id, address: properties.address, customerName, status: properties.status, total })
    .from(properties)
    .innerJoin(customers, eq(customers._id, properties.customerId))
    .where(and(eq(properties.assigneeId, userId), eq(properties.isArchived, false)))
    .orderBy(asc(properties.customerSortName), asc(properties._id))
    .limit(LIST_LENGTH);
  return listOf(rows);
}

const createdAtText = (column: typeof contactRequests.createdAt | typeof signups.createdAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** Contact requests nobody has handled yet, newest first. */
export async function openContactRequests(db: Executor) {
  const rows = await db
    .select({ _id: contactRequests._id, title: contactRequests.subject, createdAt: createdAtText(contactRequests.createdAt), total })
    .from(contactRequests)
    .where(eq(contactRequests.status, 'open'))
    .orderBy(desc(contactRequests.createdAt), desc(contactRequests._id))
    .limit(LIST_LENGTH);
  return listOf(rows);
}

/** Sign-ups from the website not yet converted or declined, newest first. */
export async function waitingSignups(db: Executor) {
  const rows = await db
    .select({
      _id: signups._id,
      title: sql<string>`${signups.firstName} || ' ' || ${signups.lastName} || ', ' || ${signups.city}`,
      createdAt: createdAtText(signups.createdAt),
      total,
    })
    .from(signups)
    .where(eq(signups.status, 'new'))
    .orderBy(desc(signups.createdAt), desc(signups._id))
    .limit(LIST_LENGTH);
  return listOf(rows);
}
