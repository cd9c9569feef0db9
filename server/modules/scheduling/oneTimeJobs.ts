// A quote's one-time jobs placed (I/O around oneTimeRules.ts): each one's visit, planned by the scheduler as any
// service's, moves to the first working day from tomorrow on which the property's vendor has a crew on the zip code
// with room, pinned there; with no such day in the horizon, the scheduler's placement stands and the answer says why.
import { and, eq } from 'drizzle-orm';
import type { OneTimePlacement } from '../../../common/schemas/quote';
import { crews, properties, workLogs } from '../../db/schema';
import { addDays } from '../../lib/calendar';
import { appendHistories, changedFields, type Executor } from '../../lib/history';
import { pinWorkLogOnCrewDay, serviceMinutes } from '../workLogs';
import { rulesFor } from './closedDays';
import { capacityOf, crewDays } from './crewRoom';
import { oneTimeDay } from './oneTimeRules';
import { loadTerritory, planContext } from './planner';
import { byPreference, servingRow } from './territory';

async function plannedWorkLogOf(executor: Executor, serviceId: string) {
  const [visit] = await executor
    .select({
      _id: workLogs._id,
      date: workLogs.date,
      crewId: workLogs.crewId,
      customerId: workLogs.customerId,
      propertyId: workLogs.propertyId,
      serviceType: workLogs.serviceType,
      timeCapHours: workLogs.timeCapHours,
      extraTimeGrantedMinutes: workLogs.extraTimeGrantedMinutes,
      minutesOnSite: workLogs.minutesOnSite,
      zipcode: properties.zipcode,
      marketId: properties.marketId,
      lotSizeCategory: properties.lotSizeCategory,
    })
    .from(workLogs)
    .innerJoin(properties, eq(properties._id, workLogs.propertyId))
    .where(and(eq(workLogs.serviceId, serviceId), eq(workLogs.status, 'pending')))
    .limit(1);
  return visit;
}

async function crewName(executor: Executor, crewId: string | null) {
  if (!crewId) return null;
  const [crew] = await executor.select({ name: crews.name }).from(crews).where(eq(crews._id, crewId));
  return crew?.name ?? null;
}

/**
 * Places the visits of the one-time services given (already planned, in the caller's transaction), one after the
 * other so a second job counts the first in its crew's day. Answers where each is, in the order given.
 */
export async function placeOneTimeJobs(
  executor: Executor,
  serviceIds: readonly string[],
  userId: string | null,
): Promise<OneTimePlacement[]> {
  const plan = await planContext(executor);
  const from = addDays(plan.today, 1);
  const placements: OneTimePlacement[] = [];
  for (const serviceId of serviceIds) {
    const workLog = await plannedWorkLogOf(executor, serviceId);
    if (!workLog) {
      placements.push({ workLogId: null, date: null, crewName: null, fallback: 'not-planned' });
      continue;
    }
    const rows = (await loadTerritory(executor, [workLog.zipcode])).get(workLog.zipcode) ?? [];
    const vendorId = servingRow(rows, null)?.vendorId ?? null;
    const serving = rows.filter((row) => row.vendorId === vendorId).sort(byPreference);
    const crewIds = [...new Set(serving.map((row) => row.crewId).filter((crew) => crew !== null))];
    const { load, crewRows, routing } = await crewDays(executor, crewIds, from, plan.until, [workLog._id]);
    const chosen = oneTimeDay(
      {
        from,
        until: plan.until,
        minutes: serviceMinutes(workLog, routing),
        crews: serving,
        rulesFor: (crewId) => rulesFor(plan.rules, plan.rainedOut ?? [], { marketId: workLog.marketId, vendorId, crewId }),
      },
      { load, capacity: capacityOf(crewRows) },
    );
    const placed = 'date' in chosen && vendorId ? await pinWorkLogOnCrewDay(executor, { _id: workLog._id, ...chosen, vendorId }) : null;
    if (placed) {
      await appendHistories(executor, [
        {
          entity: 'work-log',
          entityId: workLog._id,
          action: 'updated',
          customerId: workLog.customerId,
          propertyId: workLog.propertyId,
          userId,
          changes: changedFields(placed.before, placed.after),
        },
      ]);
      placements.push({
        workLogId: workLog._id,
        date: placed.after.date,
        crewName: await crewName(executor, placed.after.crewId),
        fallback: null,
      });
    } else {
      const fallback = 'fallback' in chosen ? chosen.fallback : 'not-planned';
      placements.push({ workLogId: workLog._id, date: workLog.date, crewName: await crewName(executor, workLog.crewId), fallback });
    }
  }
  return placements;
}
