// What the customer's notices around a treatment say (docs/treatments.md "Telling the customer"): the round planned and
// how long to keep off the lawn (the longest re-entry interval of its products), and what was applied at a visit. A
// read model of the treatments domain's tables, as reports keep one: through the treatments door, messaging would
// close a circle (treatments plans rounds through customers and scheduling, which tell customers through messaging).
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { applications, products, programEnrolments, programs, workLogs } from '../../db/schema';
import type { Executor } from '../../lib/history';

/** The round of a treatment visit and the longest re-entry of its products (null: no label gives one). */
export interface RoundNotice {
  roundName: string | null;
  reentryHours: number | null;
}

const longest = (hours: (number | null)[]) => {
  const known = hours.filter((value) => value !== null);
  return known.length ? Math.max(...known) : null;
};

/** Each treatment visit's round and re-entry, by work log id; visits that are not a program's round are left out. */
export async function roundNotices(db: Executor, workLogIds: readonly string[]): Promise<Map<string, RoundNotice>> {
  if (!workLogIds.length) return new Map();
  const visits = await db
    .select({ workLogId: workLogs._id, roundIndex: workLogs.roundIndex, roundName: workLogs.roundName, rounds: programs.rounds })
    .from(workLogs)
    .innerJoin(programEnrolments, eq(programEnrolments._id, workLogs.enrolmentId))
    .innerJoin(programs, eq(programs._id, programEnrolments.programId))
    .where(inArray(workLogs._id, [...workLogIds]));
  const productsOf = visits.map((workLog) => (workLog.roundIndex === null ? [] : (workLog.rounds[workLog.roundIndex]?.products ?? [])));
  const productIds = [...new Set(productsOf.flat().map((rate) => rate.productId))];
  const labels = productIds.length
    ? await db.select({ _id: products._id, reentryHours: products.reentryHours }).from(products).where(inArray(products._id, productIds))
    : [];
  const reentryOf = new Map(labels.map((label) => [label._id, label.reentryHours]));
  return new Map(
    visits.map((workLog, index) => [
      workLog.workLogId,
      { roundName: workLog.roundName, reentryHours: longest(productsOf[index].map((rate) => reentryOf.get(rate.productId) ?? null)) },
    ]),
  );
}

const successor = alias(applications, 'notice_successor');

/**
 * What was applied at a visit, as its current records say (a corrected record counts as its correction): each product
 * once with its EPA registration number, and the longest re-entry among them. Empty when nothing was recorded.
 */
export async function appliedAtWorkLog(db: Executor, workLogId: string) {
  const rows = await db
    .select({ productName: applications.productName, epaRegNo: applications.epaRegNo, reentryHours: products.reentryHours })
    .from(applications)
    .innerJoin(products, eq(products._id, applications.productId))
    .leftJoin(successor, eq(successor.correctsId, applications._id))
    .where(and(eq(applications.workLogId, workLogId), isNull(successor._id)))
    .orderBy(asc(applications.startedAt), asc(applications._id));
  const seen = new Set<string>();
  const applied = rows.flatMap((row) => {
    const key = `${row.productName}|${row.epaRegNo}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ product: row.productName, epa: row.epaRegNo }];
  });
  return { applied, reentryHours: longest(rows.map((row) => row.reentryHours)) };
}
