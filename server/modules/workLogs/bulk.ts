// Moving a selection of visits to another crew or day, all of it or none of it, with history and notices
// (bulkRoutes.ts serves it).
import { withParams } from '../../../common/i18n/catalog';
import { asc, eq, inArray } from 'drizzle-orm';
import { crews, workLogs } from '../../db/schema';
import { readProperties } from '../customers/reads';
import { appendHistories, changedFields, type Tx } from '../../lib/history';
import { HttpProblem } from '../../lib/httpErrors';
import type { Notify } from '../messaging';
import { reoptimiseCrewDays } from './drivingRoute';
import { crewDayNotices, scheduleNoticeForCustomer, scheduleNoticeForStaff } from './notices';
import type { WorkLog } from './rows';

const sameDay = (a: Pick<WorkLog, 'crewId' | 'date'>, b: Pick<WorkLog, 'crewId' | 'date'>) => a.crewId === b.crewId && a.date === b.date;

/** The selected rows, locked; refused whole when any id is unknown or any row is no longer pending. */
export async function lockSelection(tx: Tx, ids: string[]): Promise<WorkLog[]> {
  const unique = [...new Set(ids)];
  const rows = await tx.select().from(workLogs).where(inArray(workLogs._id, unique)).orderBy(asc(workLogs._id)).for('update');
  const missing = unique.length - rows.length;
  if (missing) {
    const message = withParams('server.work_logs.selected_gone', { smart_count: missing, total: unique.length });
    throw new HttpProblem(400, message, { ids: message });
  }
  const finished = rows.filter((row) => row.status !== 'pending');
  if (finished.length) {
    // One status names itself in the reader's language; several are listed as the API names them.
    const statuses = [...new Set(finished.map((row) => row.status))];
    const named = statuses.length === 1 ? `server.work_logs.statuses.${statuses[0]}` : statuses.join(', ');
    const message = withParams('server.work_logs.selected_not_pending', {
      smart_count: finished.length,
      total: unique.length,
      statuses: named,
    });
    throw new HttpProblem(409, message, { ids: message });
  }
  return rows;
}

/** The target crew; a row that has a vendor stays with that vendor's crews. */
export async function targetCrew(tx: Tx, crewId: string, rows: WorkLog[]) {
  const [crew] = await tx.select().from(crews).where(eq(crews._id, crewId));
  if (!crew) throw new HttpProblem(400, 'server.work_logs.crew_does_not_exist', { crewId: 'server.work_logs.crew_does_not_exist' });
  const elsewhere = rows.filter((row) => row.vendorId && row.vendorId !== crew.vendorId).length;
  if (elsewhere) {
    const message = withParams('server.work_logs.crew_of_other_vendor', { crew: crew.name, smart_count: elsewhere, total: rows.length });
    throw new HttpProblem(409, message, { crewId: message });
  }
  return crew;
}

export interface Target {
  date?: string;
  /** undefined: each row keeps its crew; null: no crew (the vendor stays, its territory still covers the property). */
  crew?: typeof crews.$inferSelect | null;
}

/** The values a move writes: staff chose it by hand (pinned), and the route position belonged to the old crew's day. */
export function movedValues({ date, crew }: Target): Partial<WorkLog> {
  return {
    pinned: true,
    routePosition: null,
    ...(date && { date }),
    ...(crew === null ? { crewId: null } : crew && { crewId: crew._id, vendorId: crew.vendorId }),
  };
}

/** Writes `values` on the locked rows with a history row each ("Crew A → Crew B"); the caller re-orders the days. */
export async function writeMove(tx: Tx, userId: string, rows: WorkLog[], values: Partial<WorkLog>) {
  await tx
    .update(workLogs)
    .set(values)
    .where(
      inArray(
        workLogs._id,
        rows.map((row) => row._id),
      ),
    );
  const entries = rows
    .map((row) => ({ row, changes: changedFields(row, values) }))
    .filter(({ changes }) => Object.keys(changes).length)
    .map(({ row, changes }) => ({
      entity: 'work-log',
      entityId: row._id,
      action: 'updated',
      customerId: row.customerId,
      propertyId: row.propertyId,
      userId,
      changes,
    }));
  await appendHistories(tx, entries);
}

/**
 * Moves the locked rows, writes a history row for each, and tells staff once and each customer whose day changed once
 * in the app; answers the visits whose day changed, for their e-mail and text once committed.
 */
export async function moveRows(tx: Tx, notify: Notify, userId: string, rows: WorkLog[], { date, crew }: Target): Promise<WorkLog[]> {
  const values = movedValues({ date, crew });
  await writeMove(tx, userId, rows, values);
  // The days the visits left and joined are put in route order again.
  await reoptimiseCrewDays(tx, [...rows, ...rows.map((row) => ({ ...row, ...values }))], userId);

  await notify.staff(scheduleNoticeForStaff(rows.length, { date, crewName: crew?.name ?? null, unassigned: crew === null }), {
    except: userId,
  });
  // The crews' phones read their days again: the day each visit left and the day it joined.
  const changed = rows.filter((row) => !sameDay(row, { ...row, ...values }));
  for (const [crewId, notice] of crewDayNotices([...changed, ...changed.map((row) => ({ ...row, ...values }))]))
    await notify.crew(crewId, notice);
  const redated = rows.filter((row) => date && row.date !== date);
  if (!redated.length) return [];
  const addresses = await readProperties(
    tx,
    redated.map((row) => row.propertyId),
    '_id',
    'address',
  );
  const addressOf = new Map(addresses.map((property) => [property._id, property.address]));
  const byCustomer = new Map<string, WorkLog[]>();
  for (const row of redated) byCustomer.set(row.customerId, [...(byCustomer.get(row.customerId) ?? []), row]);
  await notify.customers(
    [...byCustomer].map(([customerId, moved]) => {
      const visits = moved.map((row) => ({ ...row, address: addressOf.get(row.propertyId) ?? '', crewName: crew?.name ?? null }));
      return {
        customerId,
        draft: scheduleNoticeForCustomer(
          visits,
          date!,
          moved.map((row) => row.date),
        ),
      };
    }),
  );
  return redated;
}
