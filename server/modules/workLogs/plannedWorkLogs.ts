// The visits a re-plan, a rain day or a property's move to another customer writes (scheduling decides where and when; the rows are written here):
// inserted once per service and date, removed or moved only while still re-plannable.
import { and, eq, gte, inArray, ne, or, sql } from 'drizzle-orm';
import { type WorkLog, workLogs } from '../../db/schema';
import type { Executor } from '../../lib/history';

/** Statements of at most this many rows. */
const CHUNK = 1000;

const inChunks = <T>(list: readonly T[]) =>
  Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, index) => list.slice(index * CHUNK, (index + 1) * CHUNK));

/** Rows per statement for whole rows: a work log is some 40 parameters, and PGlite aborts on statements far past 10,000. */
const WHOLE_ROW_CHUNK = 200;
const inSmallChunks = <T>(list: readonly T[]) =>
  Array.from({ length: Math.ceil(list.length / WHOLE_ROW_CHUNK) }, (_, index) =>
    list.slice(index * WHOLE_ROW_CHUNK, (index + 1) * WHOLE_ROW_CHUNK),
  );

/**
 * The rows a re-plan may touch, checked again in its statements: a work log a crew started (or staff pinned) after
 * the re-plan read it stays as it is. A treatment round is keyed by its window's first day, which may be past.
 */
const replannable = (today: string) =>
  and(
    eq(workLogs.status, 'pending'),
    eq(workLogs.pinned, false),
    gte(workLogs.date, today),
    or(gte(workLogs.plannedDate, today), eq(workLogs.serviceType, 'treatment')),
  );

export type PlannedWorkLogRemoved = Pick<WorkLog, '_id' | 'customerId' | 'propertyId'>;
export type PlannedWorkLogMove = { before: Pick<WorkLog, '_id'>; values: Pick<WorkLog, 'date' | 'vendorId' | 'crewId' | 'routePosition'> };

/** The visits planned for the services given (a quote's new services once approved), for the staff's screens. */
export async function workLogIdsOfServices(executor: Executor, serviceIds: readonly string[]): Promise<string[]> {
  if (!serviceIds.length) return [];
  const rows = await executor
    .select({ id: workLogs._id })
    .from(workLogs)
    .where(inArray(workLogs.serviceId, [...serviceIds]));
  return rows.map((row) => row.id);
}

/** Inserts the visits not planned yet; the occurrence key makes a repeat, or a run on another node, a no-op. */
export async function createPlannedWorkLogs(executor: Executor, rows: readonly (typeof workLogs.$inferInsert)[]): Promise<number> {
  let created = 0;
  // Whole rows: a thousand of them made a statement whose building alone held the server's thread 100 to 250 ms.
  for (const chunk of inSmallChunks(rows)) {
    const inserted = await executor
      .insert(workLogs)
      .values(chunk)
      .onConflictDoNothing({ target: [workLogs.serviceId, workLogs.plannedDate] })
      .returning({ _id: workLogs._id });
    created += inserted.length;
  }
  return created;
}

/** Deletes the rows (a statement per thousand); answers those that were still re-plannable. */
export async function removePlannedWorkLogs(
  executor: Executor,
  rows: readonly Pick<WorkLog, '_id'>[],
  today: string,
): Promise<PlannedWorkLogRemoved[]> {
  const removed: PlannedWorkLogRemoved[] = [];
  for (const chunk of inChunks(rows)) {
    removed.push(
      ...(await executor
        .delete(workLogs)
        .where(
          and(
            inArray(
              workLogs._id,
              chunk.map((row) => row._id),
            ),
            replannable(today),
          ),
        )
        .returning({ _id: workLogs._id, customerId: workLogs.customerId, propertyId: workLogs.propertyId })),
    );
  }
  return removed;
}

/** Sets each row's new date, vendor, crew and route position from a VALUES list (a statement per thousand). */
export async function movePlannedWorkLogs(executor: Executor, moves: readonly PlannedWorkLogMove[], today: string): Promise<Set<string>> {
  const moved = new Set<string>();
  for (const chunk of inChunks(moves)) {
    const values = sql.join(
      chunk.map(
        ({ before, values: after }) =>
          sql`(${before._id}::text, ${after.date}::date, ${after.vendorId}::text, ${after.crewId}::text, ${after.routePosition}::integer)`,
      ),
      sql`, `,
    );
    const { rows } = await executor.execute<{ _id: string }>(sql`
      update ${workLogs} set date = v.date, vendor_id = v.vendor_id, crew_id = v.crew_id, route_position = v.route_position, updated_at = now()
      from (values ${values}) as v(_id, date, vendor_id, crew_id, route_position)
      where ${workLogs._id} = v._id and ${replannable(today)}
      returning ${workLogs._id}`);
    for (const row of rows) moved.add(row._id);
  }
  return moved;
}

/** A rain day's moves (and their undo): each row's new date, pin and route position from a VALUES list. */
export async function setWorkLogDates(
  executor: Executor,
  values: readonly { _id: string; date: string; pinned: boolean; routePosition: number | null }[],
) {
  for (const part of inSmallChunks(values)) {
    const rows = sql.join(
      part.map((row) => sql`(${row._id}::text, ${row.date}::date, ${row.pinned}::boolean, ${row.routePosition}::integer)`),
      sql`, `,
    );
    await executor.execute(sql`
      update ${workLogs} set date = v.date, pinned = v.pinned, route_position = v.route_position, updated_at = now()
      from (values ${rows}) as v(_id, date, pinned, route_position) where ${workLogs._id} = v._id`);
  }
}

/** The visits that stayed get back the route positions they had, where they are still on that day. */
export async function restoreRoutePositions(
  executor: Executor,
  kept: readonly { workLogId: string; date: string; routePosition: number | null }[],
) {
  for (const part of inSmallChunks(kept)) {
    const rows = sql.join(
      part.map((row) => sql`(${row.workLogId}::text, ${row.date}::date, ${row.routePosition}::integer)`),
      sql`, `,
    );
    await executor.execute(sql`
      update ${workLogs} set route_position = v.route_position from (values ${rows}) as v(_id, date, route_position)
      where ${workLogs._id} = v._id and ${workLogs.date} = v.date and ${workLogs.routePosition} is distinct from v.route_position`);
  }
}

/** Removes the visits a rain day's move absorbed (a visit of the same series already on the day it moves to). */
export async function removeAbsorbedWorkLogs(executor: Executor, ids: readonly string[]) {
  if (ids.length) await executor.delete(workLogs).where(inArray(workLogs._id, [...ids]));
}

/** Puts back, as they were, the visits a rain day absorbed (its undo). */
export async function restoreAbsorbedWorkLogs(executor: Executor, rows: readonly WorkLog[]) {
  for (const part of inSmallChunks(rows)) await executor.insert(workLogs).values(part);
}

/** A property moved to another customer takes its visits, past and planned, with it. */
export async function moveWorkLogsToCustomer(executor: Executor, propertyId: string, customerId: string) {
  await executor.update(workLogs).set({ customerId }).where(eq(workLogs.propertyId, propertyId));
}

/**
 * A pending visit put on a chosen day and crew (a one-time job placed where its crew has room): at the end of that
 * day's route, and pinned, so a later re-plan keeps it there as it keeps a visit staff moved. Answers the row before
 * and after, or null when it is no longer pending.
 */
export async function pinWorkLogOnCrewDay(
  executor: Executor,
  workLog: { _id: string; date: string; vendorId: string; crewId: string },
): Promise<{ before: WorkLog; after: WorkLog } | null> {
  const [before] = await executor.select().from(workLogs).where(eq(workLogs._id, workLog._id)).for('update');
  if (!before || before.status !== 'pending') return null;
  const [{ last }] = await executor
    .select({ last: sql<number | null>`max(${workLogs.routePosition})` })
    .from(workLogs)
    .where(and(eq(workLogs.crewId, workLog.crewId), eq(workLogs.date, workLog.date), ne(workLogs._id, workLog._id)));
  const [after] = await executor
    .update(workLogs)
    .set({
      date: workLog.date,
      vendorId: workLog.vendorId,
      crewId: workLog.crewId,
      routePosition: Number(last ?? 0) + 1,
      pinned: true,
      updatedAt: new Date(),
    })
    .where(eq(workLogs._id, workLog._id))
    .returning();
  return { before, after };
}
