// Referral trackers: reading them as the wallet shows them, and making and removing them (by hand or by a referral
// code), each in history and with the referral notifications.
import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { withParams } from '../../../common/i18n/catalog';
import { MAX_TRACKERS_PER_PROPERTY, type TrackerRecord } from '../../../common/schemas/referral';
import { customers, properties, referralTrackers, referralVisits, walletCredits } from '../../db/schema';
import type { EventBus } from '../../lib/events';
import { type Executor, recordHistory, type Tx } from '../../lib/history';
import { HttpProblem, notFound } from '../../lib/httpErrors';
import type { Notify } from '../messaging';
import { canAddTracker } from './rules';

type Tracker = typeof referralTrackers.$inferSelect;

const referrer = alias(properties, 'referrer');
const referred = alias(properties, 'referred');
const referrerCustomer = alias(customers, 'referrer_customer');
const referredCustomer = alias(customers, 'referred_customer');

const side = <P extends typeof referrer | typeof referred, C extends typeof referrerCustomer | typeof referredCustomer>(
  property: P,
  customer: C,
) => ({
  propertyId: property._id,
  customerId: customer._id,
  address: property.address,
  customerName: sql<string>`${customer.firstName} || ' ' || ${customer.lastName}`,
});

const earned = (reason: 'referrer-reward' | 'referred-reward') =>
  sql<boolean>`exists (select 1 from ${walletCredits} where ${walletCredits.trackerId} = ${referralTrackers._id} and ${walletCredits.reason} = ${reason})`;

/** Trackers where one of these properties refers or is referred (or the named trackers), oldest first. */
export async function readTrackers(executor: Executor, scope: { propertyIds?: string[]; trackerIds?: string[] }): Promise<TrackerRecord[]> {
  const { propertyIds = [], trackerIds = [] } = scope;
  if (!propertyIds.length && !trackerIds.length) return [];
  const rows = await executor
    .select({
      _id: referralTrackers._id,
      referrer: side(referrer, referrerCustomer),
      referred: side(referred, referredCustomer),
      visits: sql<number>`(select count(*)::int from ${referralVisits} where ${referralVisits.trackerId} = ${referralTrackers._id})`,
      referrerRewardEarned: earned('referrer-reward'),
      referredRewardEarned: earned('referred-reward'),
      createdAt: referralTrackers.createdAt,
    })
    .from(referralTrackers)
    .innerJoin(referrer, eq(referrer._id, referralTrackers.referrerPropertyId))
    .innerJoin(referrerCustomer, eq(referrerCustomer._id, referrer.customerId))
    .innerJoin(referred, eq(referred._id, referralTrackers.referredPropertyId))
    .innerJoin(referredCustomer, eq(referredCustomer._id, referred.customerId))
    .where(
      or(
        propertyIds.length ? inArray(referralTrackers.referrerPropertyId, propertyIds) : undefined,
        propertyIds.length ? inArray(referralTrackers.referredPropertyId, propertyIds) : undefined,
        trackerIds.length ? inArray(referralTrackers._id, trackerIds) : undefined,
      ),
    )
    .orderBy(asc(referralTrackers.createdAt), asc(referralTrackers._id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

export async function readTracker(executor: Executor, trackerId: string): Promise<TrackerRecord> {
  const [tracker] = await readTrackers(executor, { trackerIds: [trackerId] });
  if (!tracker) throw notFound('referral_tracker');
  return tracker;
}

async function propertyOf(tx: Tx, propertyId: string) {
  // Locked so two trackers made at once for the same referrer both see the other when counting to the limit.
  const [property] = await tx.select().from(properties).where(eq(properties._id, propertyId)).for('update');
  if (!property) throw notFound('property');
  return property;
}

/** Links the referred property to its referrer: refused for a property referring itself or its own customer, one already referred, or a referrer at the limit. */
export async function createTracker(
  tx: Tx,
  notify: Notify,
  link: { referrerPropertyId: string; referredPropertyId: string },
  userId: string | null,
): Promise<Tracker> {
  const from = await propertyOf(tx, link.referrerPropertyId);
  const to = await propertyOf(tx, link.referredPropertyId);
  if (from.customerId === to.customerId) throw new HttpProblem(409, 'server.referrals.cannot_refer_own_property');
  const [already] = await tx
    .select({ _id: referralTrackers._id })
    .from(referralTrackers)
    .where(eq(referralTrackers.referredPropertyId, to._id));
  if (already) throw new HttpProblem(409, 'server.referrals.property_already_referred');
  const [{ trackers }] = await tx
    .select({ trackers: count() })
    .from(referralTrackers)
    .where(eq(referralTrackers.referrerPropertyId, from._id));
  if (!canAddTracker(trackers))
    throw new HttpProblem(409, withParams('server.referrals.tracker_limit_reached', { max: MAX_TRACKERS_PER_PROPERTY }));

  const [tracker] = await tx
    .insert(referralTrackers)
    .values({ ...link, createdById: userId })
    .returning();
  const changes = { referrerPropertyId: { from: null, to: from._id }, referredPropertyId: { from: null, to: to._id } };
  for (const property of [from, to]) {
    await recordHistory(tx, {
      entity: 'referral-tracker',
      entityId: tracker._id,
      action: 'added',
      customerId: property.customerId,
      propertyId: property._id,
      userId,
      changes,
    });
  }
  const draft = {
    type: 'referral-created' as const,
    title: 'notifications.referrals.created_title' as const,
    message: withParams('notifications.referrals.created_message', { referrer: from.address, referred: to.address }),
    additionalData: { property: { _id: from._id, address: from.address } },
  };
  await notify.staff(draft, userId ? { except: userId } : undefined);
  await notify.customer(from.customerId, draft);
  return tracker;
}

/**
 * The referrer a referral code names: the customer with that code, through its oldest property still in use (the
 * link is the customer's, the tracker is between properties).
 */
async function referrerPropertyFor(tx: Tx, referralCode: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ propertyId: properties._id })
    .from(customers)
    .innerJoin(properties, eq(properties.customerId, customers._id))
    .where(and(eq(customers.referralCode, referralCode), eq(properties.isArchived, false)))
    .orderBy(asc(properties.createdAt), asc(properties._id))
    .limit(1);
  return row?.propertyId;
}

/**
 * A new or existing property arrived with a referral code: its tracker, and the code kept on the property. A code
 * typed by staff must name a customer (404); one a visitor's link brought that names none is passed over.
 */
export async function linkByCode(
  events: EventBus,
  tx: Tx,
  notify: Notify,
  referredPropertyId: string,
  code: { referralCode: string; typed: boolean },
  userId: string | null,
) {
  const referrerPropertyId = await referrerPropertyFor(tx, code.referralCode);
  if (!referrerPropertyId) {
    if (!code.typed) return undefined;
    throw new HttpProblem(404, 'server.referrals.referral_code_not_found', { referralCode: 'server.referrals.referral_code_not_found' });
  }
  const tracker = await createTracker(tx, notify, { referrerPropertyId, referredPropertyId }, userId);
  // customers keeps the code on the property, in this transaction.
  await events.emit(tx, 'referral.linked', { propertyId: referredPropertyId, referralCode: code.referralCode });
  return tracker;
}

/** Removes a tracker and its counted visits; free mows it earned stay in the wallets. */
export async function removeTracker(tx: Tx, trackerId: string, userId: string): Promise<TrackerRecord> {
  const record = await readTracker(tx, trackerId);
  await tx.delete(referralTrackers).where(eq(referralTrackers._id, trackerId));
  const changes = {
    referrerPropertyId: { from: record.referrer.propertyId, to: null },
    referredPropertyId: { from: record.referred.propertyId, to: null },
  };
  for (const { customerId, propertyId } of [record.referrer, record.referred]) {
    await recordHistory(tx, {
      entity: 'referral-tracker',
      entityId: trackerId,
      action: 'deleted',
      customerId,
      propertyId,
      userId,
      changes,
    });
  }
  return record;
}
