// A customer's wallet: its free mows, the future mows one can go on, and spending one (the mow's payment is then free).
import { and, asc, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { FutureMowService, ReferralWallet, TrackerRecord, WalletCredit, WalletQuery } from '../../../common/schemas/referral';
import { payments, properties, walletCredits, workLogs } from '../../db/schema';
import { type Executor, recordHistory, type Tx } from '../../lib/history';
import { HttpProblem, notFound } from '../../lib/httpErrors';
import { toCents } from '../billing';
import { businessToday } from '../../lib/businessDay';
import { readTrackers } from './trackers';

type CreditRow = typeof walletCredits.$inferSelect;

export async function creditsOf(executor: Executor, { customerId, propertyId }: WalletQuery): Promise<WalletCredit[]> {
  const rows = await executor
    .select({ credit: walletCredits, workLogDate: workLogs.date, address: properties.address })
    .from(walletCredits)
    .leftJoin(workLogs, eq(workLogs._id, walletCredits.appliedWorkLogId))
    .leftJoin(properties, eq(properties._id, workLogs.propertyId))
    .where(and(eq(walletCredits.customerId, customerId), propertyId ? eq(walletCredits.propertyId, propertyId) : undefined))
    .orderBy(desc(walletCredits.createdAt), desc(walletCredits._id));
  return rows.map(({ credit, workLogDate, address }) => ({
    _id: credit._id,
    customerId: credit.customerId,
    propertyId: credit.propertyId,
    reason: credit.reason,
    trackerId: credit.trackerId,
    appliedTo:
      credit.appliedWorkLogId && workLogDate && address ? { workLogId: credit.appliedWorkLogId, date: workLogDate, address } : null,
    // A mow the planner removed set appliedWorkLogId to null: the free mow is back in the wallet.
    appliedAt: (credit.appliedWorkLogId && credit.appliedAt?.toISOString()) || null,
    createdAt: credit.createdAt.toISOString(),
  }));
}

/** Another customer's end of a tracker as a customer may see it: a first name, no address. */
function privateSide(side: TrackerRecord['referrer']): TrackerRecord['referrer'] {
  return { ...side, address: null, customerName: side.customerName.split(' ')[0] };
}

/** The trackers of the customer's properties (or the one property) and its free mows; `asCustomer` hides the other customers. */
export async function readWallet(executor: Executor, query: WalletQuery, asCustomer = false): Promise<ReferralWallet> {
  const owned = await executor
    .select({ _id: properties._id })
    .from(properties)
    .where(and(eq(properties.customerId, query.customerId), query.propertyId ? eq(properties._id, query.propertyId) : undefined));
  const all = await readTrackers(executor, { propertyIds: owned.map((property) => property._id) });
  const hide = (side: TrackerRecord['referrer']) => (asCustomer && side.customerId !== query.customerId ? privateSide(side) : side);
  const trackers = all.map((tracker) => ({ ...tracker, referrer: hide(tracker.referrer), referred: hide(tracker.referred) }));
  const credits = await creditsOf(executor, query);
  return { trackers, credits, available: credits.filter((credit) => !credit.appliedTo).length };
}

/** The customer's pending mows from today on that carry no free mow yet and have no payment. */
export async function futureMows(executor: Executor, { customerId, propertyId }: WalletQuery): Promise<FutureMowService[]> {
  const today = await businessToday(executor);
  const rows = await executor
    .select({
      workLogId: workLogs._id,
      propertyId: workLogs.propertyId,
      address: properties.address,
      date: workLogs.date,
      price: workLogs.price,
    })
    .from(workLogs)
    .innerJoin(properties, eq(properties._id, workLogs.propertyId))
    .leftJoin(walletCredits, eq(walletCredits.appliedWorkLogId, workLogs._id))
    .leftJoin(payments, eq(payments.workLogId, workLogs._id))
    .where(
      and(
        eq(workLogs.customerId, customerId),
        propertyId ? eq(workLogs.propertyId, propertyId) : undefined,
        eq(workLogs.serviceType, 'mow'),
        eq(workLogs.status, 'pending'),
        eq(workLogs.noCharge, false),
        gte(workLogs.date, today),
        isNull(walletCredits._id),
        isNull(payments._id),
      ),
    )
    .orderBy(asc(workLogs.date), asc(workLogs._id))
    .limit(100);
  return rows.map(({ price, ...row }) => ({ ...row, priceCents: toCents(price) }));
}

/** Spends the customer's oldest unused free mow on one of its future mows; 409 when it has none left or the mow is free already. */
export async function applyCredit(tx: Tx, customerId: string, workLogId: string, userId: string): Promise<CreditRow> {
  const [workLog] = await tx
    .select()
    .from(workLogs)
    .where(and(eq(workLogs._id, workLogId), eq(workLogs.customerId, customerId)))
    .for('update');
  if (!workLog) throw notFound('work_log');
  const [mow] = await futureMows(tx, { customerId, propertyId: workLog.propertyId }).then((mows) =>
    mows.filter((candidate) => candidate.workLogId === workLogId),
  );
  if (!mow) {
    const [credited] = await tx.select({ _id: walletCredits._id }).from(walletCredits).where(eq(walletCredits.appliedWorkLogId, workLogId));
    throw new HttpProblem(409, credited ? 'server.referrals.mow_already_free' : 'server.referrals.not_a_future_mow');
  }
  const [credit] = await tx
    .select()
    .from(walletCredits)
    .where(and(eq(walletCredits.customerId, customerId), isNull(walletCredits.appliedWorkLogId)))
    .orderBy(asc(walletCredits.createdAt), asc(walletCredits._id))
    .limit(1)
    .for('update', { skipLocked: true });
  if (!credit) throw new HttpProblem(409, 'server.referrals.no_free_mows_left');
  const [applied] = await tx
    .update(walletCredits)
    .set({ appliedWorkLogId: workLogId, appliedAt: sql`now()` })
    .where(eq(walletCredits._id, credit._id))
    .returning();
  await recordHistory(tx, {
    entity: 'wallet-credit',
    entityId: credit._id,
    action: 'updated',
    customerId,
    propertyId: workLog.propertyId,
    userId,
    changes: { appliedWorkLogId: { from: null, to: workLogId } },
  });
  return applied;
}
