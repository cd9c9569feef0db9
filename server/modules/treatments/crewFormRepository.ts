// What a crew's phone needs to record the applications of its day's treatment stops: each round's products with their
// label limits, the lawn's latest area, what is already recorded, and the crew member's own licence.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CrewTreatments } from '../../../common/schemas/treatment';
import { applications, lawns, products, programEnrolments, programs, properties, workLogs } from '../../db/schema';
import { readSettings } from '../../lib/settings';
import type { Db } from '../../db/client';
import { applicatorOf } from './applicationRepository';
import { postsFlags } from './rules';

export async function readCrewTreatments(db: Db, userId: string, crewId: string, date: string): Promise<CrewTreatments> {
  const [applicator, { treatments }] = await Promise.all([applicatorOf(db, userId), readSettings(db, ['treatments'])]);

  const visits = await db
    .select({
      workLogId: workLogs._id,
      roundIndex: workLogs.roundIndex,
      roundName: workLogs.roundName,
      // The lawn as last measured or typed on the Programs tab; the enrolment's area where none is on file.
      lawnSqFt: sql<number>`coalesce(${lawns.sqFt}, ${programEnrolments.lawnSqFt})`.mapWith(Number),
      rounds: programs.rounds,
      state: properties.state,
    })
    .from(workLogs)
    .innerJoin(programEnrolments, eq(programEnrolments._id, workLogs.enrolmentId))
    .innerJoin(programs, eq(programs._id, programEnrolments.programId))
    .innerJoin(properties, eq(properties._id, workLogs.propertyId))
    .leftJoin(lawns, eq(lawns.propertyId, workLogs.propertyId))
    .where(and(eq(workLogs.crewId, crewId), eq(workLogs.date, date), eq(workLogs.serviceType, 'treatment')));

  const rates = visits.map((workLog) => (workLog.roundIndex === null ? [] : (workLog.rounds[workLog.roundIndex]?.products ?? [])));
  const productIds = [...new Set(rates.flat().map((rate) => rate.productId))];
  const labels = productIds.length ? await db.select().from(products).where(inArray(products._id, productIds)) : [];
  const label = new Map(labels.map((product) => [product._id, product]));
  const workLogIds = visits.map((workLog) => workLog.workLogId);
  const recorded = workLogIds.length
    ? await db
        .select({ workLogId: applications.workLogId, productId: applications.productId })
        .from(applications)
        .where(inArray(applications.workLogId, workLogIds))
    : [];

  return {
    applicator: {
      name: `${applicator.firstName} ${applicator.lastName}`.trim(),
      licenceNo: applicator.licenceNo,
      expiresOn: applicator.expiresOn,
    },
    stops: visits.map((workLog, index) => ({
      workLogId: workLog.workLogId,
      roundName: workLog.roundName,
      applicationMethod: (workLog.roundIndex === null ? null : workLog.rounds[workLog.roundIndex]?.applicationMethod) ?? null,
      lawnSqFt: workLog.lawnSqFt,
      products: rates[index].flatMap(({ productId, ratePer1000 }) => {
        const product = label.get(productId);
        if (!product) return [];
        const { name, kind, epaRegNo, unit, rateMinPer1000, rateMaxPer1000, windLimitMph, restrictedUse, reentryHours } = product;
        return [
          { productId, ratePer1000, name, kind, epaRegNo, unit, rateMinPer1000, rateMaxPer1000, windLimitMph, restrictedUse, reentryHours },
        ];
      }),
      recordedProductIds: recorded.filter((row) => row.workLogId === workLog.workLogId).map((row) => row.productId),
      postFlags: postsFlags(treatments.postingStates, workLog.state),
    })),
  };
}
