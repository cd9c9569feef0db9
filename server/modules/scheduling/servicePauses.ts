// A pause of services (docs/scheduling.md "Service pauses"): the pending visits of a date range in a property, a
// market or a service type leave their crews' days in one transaction, kept whole so that ending the pause puts each
// back on the same crew, date and route position when it still can. No day is re-ordered: a locked order stays.
import { and, asc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { ServicePauseInput } from '../../../common/schemas/servicePause';
import { PAUSE_SCOPES, type NotRestoredReason, type PauseScope } from '../../../common/schemas/servicePause';
import { markets, servicePauses, type WorkLog, workLogs } from '../../db/schema';
import { appendHistories, type Tx } from '../../lib/history';
import { HttpProblem, notFound } from '../../lib/httpErrors';
import { propertyIdsOfMarket, readProperties, readProperty } from '../customers/reads';
import { removeAbsorbedWorkLogs, restoreAbsorbedWorkLogs } from '../workLogs';
import { fillHorizon, planContext } from './planner';
import { loadServices } from './planInputs';
import { history, storedRow } from './rainDay';
import { notRestoredReason } from './servicePauseRules';

/** One key for every pause's start and end, so two over the same visits queue. */
const PAUSE_LOCK = 3_300_002;
const lockPauses = (tx: Tx) => tx.execute(sql`select pg_advisory_xact_lock(${PAUSE_LOCK})`);

export type PauseRow = typeof servicePauses.$inferSelect;
export interface Told {
  customerId: string;
  propertyId: string;
  address: string;
}

const scopeOf = (scope: ServicePauseInput['scope']) => {
  const key = PAUSE_SCOPES.find((name) => scope[name] !== undefined)!;
  return { scope: key, scopeId: scope[key]! };
};

/** 400 on the scope's field when its property or market does not exist; the visits' condition otherwise. */
async function scopeCondition(tx: Tx, scope: PauseScope, scopeId: string): Promise<SQL> {
  if (scope === 'propertyId') {
    if (!(await readProperty(tx, scopeId, '_id')))
      throw new HttpProblem(400, 'server.service_pause.unknown_property', { 'scope.propertyId': 'server.service_pause.unknown_property' });
    return eq(workLogs.propertyId, scopeId);
  }
  if (scope === 'marketId') {
    const [market] = await tx.select({ _id: markets._id }).from(markets).where(eq(markets._id, scopeId));
    if (!market)
      throw new HttpProblem(400, 'server.service_pause.unknown_market', { 'scope.marketId': 'server.service_pause.unknown_market' });
    return inArray(workLogs.propertyId, propertyIdsOfMarket(tx, scopeId));
  }
  return eq(workLogs.serviceType, scopeId as WorkLog['serviceType']);
}

/** Each property once, with its customer and address: whom the pause or its end tells. */
async function toldOf(tx: Tx, propertyIds: Iterable<string>): Promise<Told[]> {
  const rows = await readProperties(tx, propertyIds, '_id', 'customerId', 'address');
  return rows.map((row) => ({ customerId: row.customerId, propertyId: row._id, address: row.address }));
}

/** Takes the pending visits of the range and scope off their days; refuses a range already over. */
export async function pauseServices(tx: Tx, input: ServicePauseInput, userId: string) {
  await lockPauses(tx);
  const { today } = await planContext(tx);
  if (input.to < today) throw new HttpProblem(400, 'server.service_pause.in_the_past', { to: 'server.service_pause.in_the_past' });
  const { scope, scopeId } = scopeOf(input.scope);
  const condition = await scopeCondition(tx, scope, scopeId);
  const from = input.from < today ? today : input.from;
  const found = await tx
    .select({ _id: workLogs._id })
    .from(workLogs)
    .where(and(eq(workLogs.status, 'pending'), gte(workLogs.date, from), lte(workLogs.date, input.to), condition));
  // A crew starting a visit takes no pause lock: the rows are locked and read again.
  const removed = found.length
    ? (
        await tx
          .select()
          .from(workLogs)
          .where(
            inArray(
              workLogs._id,
              found.map((row) => row._id),
            ),
          )
          .orderBy(asc(workLogs._id))
          .for('update')
      ).filter((row) => row.status === 'pending')
    : [];
  await removeAbsorbedWorkLogs(
    tx,
    removed.map((row) => row._id),
  );
  await appendHistories(
    tx,
    removed.map((row) => history(row, 'deleted', userId, { servicePause: { from: row.date, to: null } })),
  );
  const told = await toldOf(tx, scope === 'propertyId' ? [scopeId] : removed.map((row) => row.propertyId));
  const [record] = await tx
    .insert(servicePauses)
    .values({
      scope,
      scopeId,
      from: input.from,
      to: input.to,
      reason: input.reason.trim(),
      removed: removed as unknown as Record<string, unknown>[],
      customers: new Set(told.map((row) => row.customerId)).size,
      createdBy: userId,
    })
    .returning();
  return { record, told, ids: removed.map((row) => row._id) };
}

/** Ends a pause: each removed visit back in its place when its day is not past, its service still planned, its property not held and its occurrence not planned again. */
export async function endPause(tx: Tx, id: string, userId: string) {
  await lockPauses(tx);
  const [record] = await tx.select().from(servicePauses).where(eq(servicePauses._id, id)).for('update');
  if (!record) throw notFound('service_pause');
  if (record.endedAt) throw new HttpProblem(409, 'server.service_pause.already_ended');
  const context = await planContext(tx);
  const rows = record.removed.map(storedRow);
  const serviceIds = [...new Set(rows.map((row) => row.serviceId))];
  const services = serviceIds.length ? await loadServices(tx, '9999-12-31', { serviceIds }, false) : [];
  const heldRows = await readProperties(tx, new Set(rows.map((row) => row.propertyId)), '_id', 'visitsHeld');
  const held = new Set(heldRows.filter((row) => row.visitsHeld).map((row) => row._id));
  const taken = serviceIds.length
    ? await tx
        .select({ serviceId: workLogs.serviceId, plannedDate: workLogs.plannedDate })
        .from(workLogs)
        .where(and(inArray(workLogs.serviceId, serviceIds), gte(workLogs.plannedDate, record.from)))
    : [];
  const facts = {
    today: context.today,
    taken: new Set(taken.map((row) => `${row.serviceId}|${row.plannedDate}`)),
    held,
    scheduled: new Set(services.filter((service) => service.scheduled || held.has(service.propertyId)).map((service) => service._id)),
  };
  const notRestored: { workLogId: string; date: string; reason: NotRestoredReason }[] = [];
  const restore: WorkLog[] = [];
  for (const row of rows) {
    const reason = notRestoredReason(row, facts);
    if (reason) notRestored.push({ workLogId: row._id, date: row.date, reason });
    else restore.push(row);
  }
  await restoreAbsorbedWorkLogs(tx, restore);
  await appendHistories(
    tx,
    restore.map((row) => history(row, 'created', userId, { servicePauseEnded: { from: null, to: row.date } })),
  );
  const [ended] = await tx
    .update(servicePauses)
    .set({ endedAt: new Date(), endedBy: userId, restored: restore.length, notRestored })
    .where(eq(servicePauses._id, id))
    .returning();
  // The range's dates the pause kept free of visits never planned: planned now, as the nightly fill would.
  const propertyIds = [...new Set([...rows.map((row) => row.propertyId), ...(record.scope === 'propertyId' ? [record.scopeId] : [])])];
  if (propertyIds.length) await fillHorizon(tx, await planContext(tx), { propertyIds });
  const told = await toldOf(tx, record.scope === 'propertyId' ? [record.scopeId] : restore.map((row) => row.propertyId));
  return { record: ended, told, ids: restore.map((row) => row._id) };
}
