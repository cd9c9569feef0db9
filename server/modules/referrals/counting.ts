// Counting the referred property's completed visits on its tracker, exactly once each, and keeping both customers'
// free mows in line with the count. Runs in the transaction that changes the work log's status.
import { and, count, desc, eq, inArray, isNull, notExists } from 'drizzle-orm';
import type { UncountedWorkLog } from '../../../common/schemas/referral';
import { withParams } from '../../../common/i18n/catalog';
import { referralTrackers, referralVisits, walletCredits, type WorkLog, workLogs } from '../../db/schema';
import { type Executor, recordHistory, type Tx } from '../../lib/history';
import { readProperty } from '../customers/reads';
import type { Notify } from '../messaging';
import { subscribe } from '../../lib/events';
import { WORK_LOG_EVENT_OF } from '../../../common/events';
import { type RewardReason, REWARD_VISIT, rewardChanges } from './rules';

type Tracker = typeof referralTrackers.$inferSelect;

/** Who a reward goes to: the referrer's or the referred property (and its customer). */
const beneficiary = (tracker: Tracker, reason: RewardReason) =>
  reason === 'referrer-reward' ? tracker.referrerPropertyId : tracker.referredPropertyId;

async function grant(tx: Tx, notify: Notify, tracker: Tracker, reason: RewardReason, userId: string | null) {
  const property = (await readProperty(tx, beneficiary(tracker, reason)))!;
  // The unique (tracker, reason) index: a completion counted on two nodes at once still grants the reward once.
  const [credit] = await tx
    .insert(walletCredits)
    .values({ customerId: property.customerId, propertyId: property._id, reason, trackerId: tracker._id, createdById: userId })
    .onConflictDoNothing()
    .returning();
  if (!credit) return;
  await recordHistory(tx, {
    entity: 'wallet-credit',
    entityId: credit._id,
    action: 'added',
    customerId: credit.customerId,
    propertyId: credit.propertyId,
    userId,
    changes: { reason: { from: null, to: reason } },
  });
  await notify.customer(credit.customerId, {
    type: 'referral-completed',
    title: 'notifications.referrals.free_mow_title',
    message: withParams(`notifications.referrals.${reason === 'referrer-reward' ? 'referrer' : 'referred'}_free_mow_message`, {
      visits: REWARD_VISIT[reason],
    }),
    additionalData: { property: { _id: property._id, address: property.address } },
  });
}

async function withdraw(tx: Tx, tracker: Tracker, reason: RewardReason, userId: string | null) {
  const removed = await tx
    .delete(walletCredits)
    .where(and(eq(walletCredits.trackerId, tracker._id), eq(walletCredits.reason, reason), isNull(walletCredits.appliedWorkLogId)))
    .returning();
  for (const credit of removed) {
    await recordHistory(tx, {
      entity: 'wallet-credit',
      entityId: credit._id,
      action: 'deleted',
      customerId: credit.customerId,
      propertyId: credit.propertyId,
      userId,
      changes: { reason: { from: reason, to: null } },
    });
  }
}

/** Grants the rewards the tracker's count now earns and withdraws unspent ones it no longer does. */
export async function settleRewards(tx: Tx, notify: Notify, tracker: Tracker, userId: string | null) {
  const [{ visits }] = await tx.select({ visits: count() }).from(referralVisits).where(eq(referralVisits.trackerId, tracker._id));
  const held = await tx
    .select({ reason: walletCredits.reason, appliedWorkLogId: walletCredits.appliedWorkLogId })
    .from(walletCredits)
    .where(and(eq(walletCredits.trackerId, tracker._id), inArray(walletCredits.reason, ['referrer-reward', 'referred-reward'])));
  const changes = rewardChanges(
    visits,
    held.map((credit) => ({ reason: credit.reason as RewardReason, applied: credit.appliedWorkLogId !== null })),
  );
  for (const reason of changes.grant) await grant(tx, notify, tracker, reason, userId);
  for (const reason of changes.withdraw) await withdraw(tx, tracker, reason, userId);
}

/** Counts one completed visit on the tracker; a visit already counted (a replay) changes nothing. */
export async function countWorkLog(tx: Tx, notify: Notify, tracker: Tracker, workLogId: string, userId: string | null): Promise<boolean> {
  const [counted] = await tx.insert(referralVisits).values({ trackerId: tracker._id, workLogId }).onConflictDoNothing().returning();
  if (counted) await settleRewards(tx, notify, tracker, userId);
  return Boolean(counted);
}

/** More completed visits than a tracker ever needs to look back on. */
const UNCOUNTED_WORK_LOGS_SHOWN = 50;

/** The referred property's completed visits the tracker has not counted (made before it existed), newest first. */
export async function uncountedWorkLogs(executor: Executor, tracker: Tracker): Promise<UncountedWorkLog[]> {
  const counted = executor
    .select({ _id: referralVisits._id })
    .from(referralVisits)
    .where(and(eq(referralVisits.trackerId, tracker._id), eq(referralVisits.workLogId, workLogs._id)));
  return executor
    .select({ workLogId: workLogs._id, date: workLogs.date, serviceType: workLogs.serviceType })
    .from(workLogs)
    .where(and(eq(workLogs.propertyId, tracker.referredPropertyId), eq(workLogs.status, 'completed'), notExists(counted)))
    .orderBy(desc(workLogs.date), desc(workLogs._id))
    .limit(UNCOUNTED_WORK_LOGS_SHOWN);
}

/**
 * After a work log's status changed: a completed visit of a referred property is counted on its tracker, one no longer
 * completed is taken off it (the count goes back); a mow skipped or cancelled gives its free mow back to the wallet.
 */
export async function syncReferralWorkLog(tx: Tx, notify: Notify, workLog: WorkLog, userId: string | null) {
  if (workLog.status === 'skipped' || workLog.status === 'cancel') {
    const released = await tx
      .update(walletCredits)
      .set({ appliedWorkLogId: null, appliedAt: null })
      .where(eq(walletCredits.appliedWorkLogId, workLog._id))
      .returning();
    for (const credit of released) {
      await recordHistory(tx, {
        entity: 'wallet-credit',
        entityId: credit._id,
        action: 'updated',
        customerId: credit.customerId,
        propertyId: credit.propertyId,
        userId,
        changes: { appliedWorkLogId: { from: workLog._id, to: null } },
      });
    }
  }
  const [tracker] = await tx
    .select()
    .from(referralTrackers)
    .where(eq(referralTrackers.referredPropertyId, workLog.propertyId))
    .for('update');
  if (!tracker) return;
  if (workLog.status === 'completed') {
    await countWorkLog(tx, notify, tracker, workLog._id, userId);
    return;
  }
  const uncounted = await tx
    .delete(referralVisits)
    .where(and(eq(referralVisits.trackerId, tracker._id), eq(referralVisits.workLogId, workLog._id)))
    .returning();
  if (uncounted.length) await settleRewards(tx, notify, tracker, userId);
}

/**
 * Every status a visit moves to may count or uncount it: once the change has committed, in a transaction of its own,
 * from the visit as it is then (a second delivery of the same event finds the count already right).
 */
export const referralSubscribers = Object.values(WORK_LOG_EVENT_OF).map((event) =>
  subscribe(event, 'referrals: counts the visit on its tracker, or takes it off', (app, visit) =>
    app.notifier.transaction(async (tx, notify) => {
      const [workLog] = await tx.select().from(workLogs).where(eq(workLogs._id, visit.workLogId));
      if (workLog) await syncReferralWorkLog(tx, notify, workLog, visit.userId);
    }),
  ),
);
