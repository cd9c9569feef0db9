// The crew_positions table's queries: a batch stored once, each crew's last position on a day, a crew's trail, the prune.
import { and, asc, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { CrewLastPosition, PositionPoint } from '../../../common/schemas/crewPosition';
import type { Db } from '../../db/client';
import { crewPositions, crews, timeSheets, users, workLogs } from '../../db/schema';
import type { Executor } from '../../lib/history';
import { propertyAddress } from '../customers/reads';
import type { KeptPosition, Shift } from './positionRules';

/** How far back a batch may reach into the caller's time sheet: a phone a whole day without signal. */
const SHIFT_LOOKBACK_MS = 36 * 3_600_000;

/** Whether the user is clocked in now, and their shifts of the last day and a half (the open one included). */
export async function shiftsOf(db: Executor, userId: string, now: Date): Promise<{ clockedIn: boolean; shifts: Shift[] }> {
  const rows = await db
    .select({ from: timeSheets.clockIn, until: timeSheets.clockOut })
    .from(timeSheets)
    .where(
      and(
        eq(timeSheets.userId, userId),
        isNull(timeSheets.supersededAt),
        or(isNull(timeSheets.clockOut), gt(timeSheets.clockOut, new Date(now.getTime() - SHIFT_LOOKBACK_MS))),
      ),
    );
  return { clockedIn: rows.some((row) => row.until === null), shifts: rows };
}

/** Stores the kept positions; one already stored (the same user and time: a batch sent again) is skipped. */
export async function storePositions(db: Db, userId: string, crewId: string, kept: KeptPosition[]): Promise<number> {
  if (!kept.length) return 0;
  const rows = await db
    .insert(crewPositions)
    .values(kept.map((position) => ({ ...position, userId, crewId })))
    .onConflictDoNothing({ target: [crewPositions.userId, crewPositions.at] })
    .returning({ _id: crewPositions._id });
  return rows.length;
}

/** The instants bounding a business day in its time zone. */
const dayBounds = (date: string, timeZone: string) => ({
  start: sql`(${date}::date)::timestamp at time zone ${timeZone}`,
  end: sql`((${date}::date) + 1)::timestamp at time zone ${timeZone}`,
});

const point = (row: { latitude: number; longitude: number; accuracyM: number; at: Date }): PositionPoint => ({
  latitude: row.latitude,
  longitude: row.longitude,
  accuracyM: row.accuracyM,
  at: row.at.toISOString(),
});

/** Each crew's last position on the day (one crew only with `crewId`), with its age and the stop it has started. */
export async function lastPositions(
  db: Db,
  day: { date: string; timeZone: string; now: Date },
  crewId?: string,
): Promise<CrewLastPosition[]> {
  const { start, end } = dayBounds(day.date, day.timeZone);
  const rows = await db
    .selectDistinctOn([crewPositions.crewId], {
      crewId: crewPositions.crewId,
      crewName: crews.name,
      userName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      latitude: crewPositions.latitude,
      longitude: crewPositions.longitude,
      accuracyM: crewPositions.accuracyM,
      at: crewPositions.at,
    })
    .from(crewPositions)
    .innerJoin(crews, eq(crews._id, crewPositions.crewId))
    .innerJoin(users, eq(users._id, crewPositions.userId))
    .where(
      and(sql`${crewPositions.at} >= ${start}`, sql`${crewPositions.at} < ${end}`, crewId ? eq(crewPositions.crewId, crewId) : undefined),
    )
    .orderBy(crewPositions.crewId, desc(crewPositions.at));
  const stops = await currentStops(
    db,
    day.date,
    rows.map((row) => row.crewId),
  );
  return rows
    .map((row) => ({
      ...point(row),
      crewId: row.crewId,
      crewName: row.crewName,
      userName: row.userName,
      ageSeconds: Math.max(0, Math.round((day.now.getTime() - row.at.getTime()) / 1000)),
      currentStop: stops.get(row.crewId) ?? null,
    }))
    .sort((a, b) => a.crewName.localeCompare(b.crewName));
}

/** The stop each crew has started on the day (the latest started, should a crew have two). */
async function currentStops(db: Db, date: string, crewIds: string[]) {
  const stops = new Map<string, { _id: string; address: string }>();
  if (!crewIds.length) return stops;
  const rows = await db
    .selectDistinctOn([workLogs.crewId], { _id: workLogs._id, crewId: workLogs.crewId, propertyId: workLogs.propertyId })
    .from(workLogs)
    .where(and(inArray(workLogs.crewId, crewIds), eq(workLogs.date, date), eq(workLogs.status, 'started')))
    .orderBy(workLogs.crewId, sql`${workLogs.startedAt} desc nulls last`);
  for (const row of rows) stops.set(row.crewId!, { _id: row._id, address: (await propertyAddress(db, row.propertyId)) ?? '' });
  return stops;
}

/** The crew's positions of the day, oldest first (a phone's day at one a minute: under a thousand). */
export async function trailOf(db: Db, crewId: string, day: { date: string; timeZone: string }): Promise<PositionPoint[]> {
  const { start, end } = dayBounds(day.date, day.timeZone);
  const rows = await db
    .select({
      latitude: crewPositions.latitude,
      longitude: crewPositions.longitude,
      accuracyM: crewPositions.accuracyM,
      at: crewPositions.at,
    })
    .from(crewPositions)
    .where(and(eq(crewPositions.crewId, crewId), sql`${crewPositions.at} >= ${start}`, sql`${crewPositions.at} < ${end}`))
    .orderBy(asc(crewPositions.at))
    .limit(TRAIL_MAX_POINTS);
  return rows.map(point);
}

/** A day of one position a minute from two phones of the crew, with room. */
export const TRAIL_MAX_POINTS = 5_000;

/** Rows one prune statement deletes: short transactions, so the phones' inserts never wait long behind it. */
const PRUNE_BATCH = 10_000;

/** Deletes positions older than the retention period, a batch at a time; answers how many went. */
export async function prunePositions(db: Db, retentionDays: number, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - retentionDays * 86_400_000);
  let total = 0;
  for (;;) {
    const oldest = db.select({ _id: crewPositions._id }).from(crewPositions).where(lt(crewPositions.at, before)).limit(PRUNE_BATCH);
    const rows = await db.delete(crewPositions).where(inArray(crewPositions._id, oldest)).returning({ _id: crewPositions._id });
    total += rows.length;
    if (rows.length < PRUNE_BATCH) return total;
  }
}
