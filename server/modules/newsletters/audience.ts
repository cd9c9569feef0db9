// Who a newsletter's audience holds: each unarchived customer matching it once, with the first of its matching properties.
import { and, asc, count, eq, exists, inArray, not, type SQL, sql } from 'drizzle-orm';
import type { AudienceCount, NewsletterAudience } from '../../../common/schemas/newsletter';
import type { Db } from '../../db/client';
import { customers, newsletterRecipients, properties, services } from '../../db/schema';
import type { Executor } from '../../lib/history';

/** Services that still visit: a cancelled or finished one-time service does not make its customer a current one. */
const LIVE_SERVICE_STATUSES = ['pending', 'started', 'move-date'] as const;

function audienceWhere(audience: NewsletterAudience): SQL | undefined {
  return and(
    not(customers.isArchived),
    not(properties.isArchived),
    audience.marketIds.length ? inArray(properties.marketId, audience.marketIds) : undefined,
    audience.statuses.length ? inArray(customers.status, audience.statuses) : undefined,
    audience.sources.length ? inArray(customers.source, audience.sources) : undefined,
    audience.serviceTypes.length
      ? exists(
          sql`(select 1 from ${services} where ${and(eq(services.propertyId, properties._id), inArray(services.type, audience.serviceTypes), inArray(services.status, [...LIVE_SERVICE_STATUSES]))})`,
        )
      : undefined,
  );
}

const hasEmail = sql`coalesce(trim(${customers.email}), '') <> ''`;

function audienceRows(db: Executor, audience: NewsletterAudience) {
  return db
    .selectDistinctOn([customers._id], {
      customerId: sql<string>`${customers._id}`.as('customer_id'),
      propertyId: sql<string>`${properties._id}`.as('property_id'),
      name: sql<string>`${customers.firstName} || ' ' || ${customers.lastName}`.as('name'),
      email: sql<string | null>`${customers.email}`.as('email'),
      optedIn: sql<boolean>`${customers.marketingOptIn}`.as('opted_in'),
      hasEmail: sql<boolean>`${hasEmail}`.as('has_email'),
    })
    .from(customers)
    .innerJoin(properties, eq(properties.customerId, customers._id))
    .where(audienceWhere(audience))
    .orderBy(asc(customers._id), asc(properties.createdAt))
    .as('audience');
}

/** The count shown before sending: one aggregate over the audience, never its rows. */
export async function countAudience(db: Db, audience: NewsletterAudience): Promise<AudienceCount> {
  const rows = audienceRows(db, audience);
  const [counted] = await db
    .select({
      total: count(),
      willReceive: sql<number>`count(*) filter (where ${rows.optedIn} and ${rows.hasEmail})`.mapWith(Number),
      noOptIn: sql<number>`count(*) filter (where not ${rows.optedIn})`.mapWith(Number),
      noEmail: sql<number>`count(*) filter (where ${rows.optedIn} and not ${rows.hasEmail})`.mapWith(Number),
    })
    .from(rows);
  return counted;
}

/**
 * Writes one recipient row per customer of the audience in one statement: pending for those who will receive it, skipped
 * (with the reason) for those who did not agree to marketing e-mail or have no address, so the record shows them too.
 */
export async function insertRecipients(tx: Executor, newsletterId: string, audience: NewsletterAudience): Promise<void> {
  const rows = audienceRows(tx, audience);
  await tx.insert(newsletterRecipients).select(
    tx
      .select({
        _id: sql<string>`gen_random_uuid()::text`.as('_id'),
        createdAt: sql<Date>`now()`.as('created_at'),
        updatedAt: sql<Date>`now()`.as('updated_at'),
        newsletterId: sql<string>`${newsletterId}`.as('newsletter_id'),
        customerId: rows.customerId,
        propertyId: rows.propertyId,
        name: rows.name,
        email: rows.email,
        status: sql<'pending' | 'skipped'>`case when ${rows.optedIn} and ${rows.hasEmail} then 'pending' else 'skipped' end`.as('status'),
        reason: sql<string | null>`case when not ${rows.optedIn} then 'no_opt_in' when not ${rows.hasEmail} then 'no_email' end`.as(
          'reason',
        ),
        sentAt: sql<Date | null>`null::timestamptz`.as('sent_at'),
      })
      .from(rows),
  );
}
