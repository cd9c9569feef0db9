// The collections screen's figures (docs/billing.md "Collections"): what is owed, by age (collectionRoutes.ts serves it).
import { and, asc, count, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { AGE_BUCKETS, collectionsQuery, type CollectionsQuery, type CollectionsSummary } from '../../../common/schemas/collections';
import { cards, customers, payments, properties } from '../../db/schema';
import { businessToday } from '../../lib/businessDay';
import type { Executor } from '../../lib/history';
import { ageBucket, monthStart, nextMonth, recoveryRate } from './collectionsRules';
import { UNPAID_FAILED } from './holdRules';

const customerName = sql<string>`${customers.firstName} || ' ' || ${customers.lastName}`;

/** Failed payments still owed, summed per day first declined (a few hundred days at most), then per age bucket. */
async function outstanding(db: Executor, today: string) {
  const since = sql<string>`coalesce(${payments.firstDeclinedOn}, ${payments.date})`;
  const days = await db
    .select({ since, count: count(), owed: sql<number>`sum(${payments.amountCents})`.mapWith(Number) })
    .from(payments)
    .where(inArray(payments.status, [...UNPAID_FAILED]))
    .groupBy(since);
  return AGE_BUCKETS.map((bucket) => {
    const inBucket = days.filter((day) => ageBucket(day.since, today) === bucket);
    return {
      bucket,
      count: inBucket.reduce((sum, day) => sum + day.count, 0),
      amountCents: inBucket.reduce((sum, day) => sum + day.owed, 0),
    };
  });
}

async function recovered(db: Executor, today: string) {
  const [row] = await db
    .select({
      declined: sql<number>`count(*)`.mapWith(Number),
      count: sql<number>`count(*) filter (where ${payments.status} in ('success', 'refund-success'))`.mapWith(Number),
      amountCents:
        sql<number>`coalesce(sum(${payments.amountCents}) filter (where ${payments.status} in ('success', 'refund-success')), 0)`.mapWith(
          Number,
        ),
    })
    .from(payments)
    .where(gte(payments.firstDeclinedOn, monthStart(today)));
  return { ...row, rate: recoveryRate(row.count, row.declined) };
}

export async function readCollections(db: Executor, query: CollectionsQuery = {}): Promise<CollectionsSummary> {
  const { heldPage, expiringPage, perPage } = collectionsQuery.parse(query);
  const today = await businessToday(db);
  const { year, month } = nextMonth(today);
  const expiringWhere = and(eq(cards.expiryYear, year), eq(cards.expiryMonth, month), isNotNull(cards.token), isNull(cards.discardedAt));
  const [{ heldTotal }] = await db.select({ heldTotal: count() }).from(properties).where(eq(properties.visitsHeld, true));
  const [{ expiringTotal }] = await db.select({ expiringTotal: count() }).from(cards).where(expiringWhere);
  const held = await db
    .select({
      propertyId: properties._id,
      customerId: properties.customerId,
      customerName,
      address: properties.address,
      visitsHeldAt: properties.visitsHeldAt,
      visitsHoldReason: properties.visitsHoldReason,
    })
    .from(properties)
    .innerJoin(customers, eq(customers._id, properties.customerId))
    .where(eq(properties.visitsHeld, true))
    .orderBy(asc(properties.visitsHeldAt), asc(properties._id))
    .limit(perPage)
    .offset((heldPage - 1) * perPage);
  const expiringCards = await db
    .select({
      cardId: cards._id,
      customerId: cards.customerId,
      customerName,
      brand: cards.brand,
      last4: cards.last4,
      expiryMonth: cards.expiryMonth,
      expiryYear: cards.expiryYear,
    })
    .from(cards)
    .innerJoin(customers, eq(customers._id, cards.customerId))
    .where(expiringWhere)
    .orderBy(asc(customerName), asc(cards._id))
    .limit(perPage)
    .offset((expiringPage - 1) * perPage);
  return {
    today,
    outstanding: await outstanding(db, today),
    recovered: await recovered(db, today),
    held: held.map((row) => ({ ...row, visitsHeldAt: row.visitsHeldAt?.toISOString() ?? null })),
    heldTotal,
    expiringCards,
    expiringTotal,
  };
}
