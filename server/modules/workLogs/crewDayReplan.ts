// Crew days put in route order again after work moved into or out of them (a rain day and its undo), outside the
// transaction that moved it: the days read, each day's order searched on the solver pool, then written under the days'
// locks where the day is still the one read; a day that changed meanwhile is read and searched again (docs/routing.md
// "Where the searches run").
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { crews, workLogs } from '../../db/schema';
import { subscribe } from '../../lib/events';
import { type Executor } from '../../lib/history';
import { fewAtATime } from '../../lib/fewAtATime';
import { type CrewDay, optimisedOrderOffThread, readDayStops, type readDay, routeDay, sameWork } from './drivingRoute';
import { type PositionChange, positionChanges, writePositions } from './routeWrites';

type DayStop = Awaited<ReturnType<typeof readDay>>[number];
type Crew = typeof crews.$inferSelect;

/** Searches of a day changed underneath before the last, which orders the day under its lock as it finds it. */
const TRIES = 3;
/** Crew days per read: two parameters each. */
const DAYS_PER_READ = 500;
/** Days whose road table and search are under way at once: the pool queues the searches, the road service the tables. */
const DAYS_AT_ONCE = 8;

const dayKey = (day: CrewDay) => `${day.crewId}|${day.date}`;

/** The stops of many crew days with their property's place, in one read per few hundred days, each day in its order. */
async function readDays(executor: Executor, days: readonly CrewDay[], lock: boolean): Promise<Map<string, DayStop[]>> {
  const sorted = [...days].sort((a, b) => a.crewId.localeCompare(b.crewId) || a.date.localeCompare(b.date));
  const stopsOf = new Map<string, DayStop[]>();
  for (let start = 0; start < sorted.length; start += DAYS_PER_READ) {
    const pairs = sql.join(
      sorted.slice(start, start + DAYS_PER_READ).map((day) => sql`(${day.crewId}, ${day.date}::date)`),
      sql`, `,
    );
    const query = readDayStops(executor, sql`(${workLogs.crewId}, ${workLogs.date}) in (${pairs})`);
    for (const row of await (lock ? query.for('update', { of: workLogs }) : query)) {
      const key = dayKey({ crewId: row.workLog.crewId!, date: row.workLog.date });
      stopsOf.set(key, [...(stopsOf.get(key) ?? []), row]);
    }
  }
  return stopsOf;
}

/**
 * Re-orders the pending stops of each crew day from its last done stop, as `reoptimiseCrewDays` does, but with the
 * road tables and searches before the transaction, which then only locks the days, compares and writes. Answers the
 * days ordered.
 */
export async function replanCrewDays(
  db: Db,
  days: readonly { crewId: string | null; date: string }[],
  userId: string | null,
): Promise<CrewDay[]> {
  const unique = [...new Map(days.filter((day): day is CrewDay => day.crewId !== null).map((day) => [dayKey(day), day])).values()];
  if (!unique.length) return [];
  const crewRows = await db
    .select()
    .from(crews)
    .where(inArray(crews._id, [...new Set(unique.map((day) => day.crewId))]));
  const crewOf = new Map<string, Crew>(crewRows.map((crew) => [crew._id, crew]));
  const wanted = unique.filter((day) => crewOf.has(day.crewId));
  let waiting = wanted;
  for (let attempt = 1; waiting.length; attempt++) {
    const read = await readDays(db, waiting, false);
    const orders = await fewAtATime(waiting, DAYS_AT_ONCE, async (day) => {
      const stops = read.get(dayKey(day)) ?? [];
      const crew = crewOf.get(day.crewId)!;
      return optimisedOrderOffThread(stops, crew, await routeDay(db, crew, day.date, stops));
    });
    const orderOf = new Map(waiting.map((day, index) => [dayKey(day), orders[index]]));
    const last = attempt >= TRIES;
    waiting = await db.transaction(async (tx) => {
      const locked = await readDays(tx, waiting, true);
      const changed: PositionChange[] = [];
      const again: CrewDay[] = [];
      for (const day of waiting) {
        const stops = locked.get(dayKey(day)) ?? [];
        if (sameWork(read.get(dayKey(day)) ?? [], stops)) changed.push(...positionChanges(stops, orderOf.get(dayKey(day))!));
        else if (!last) again.push(day);
        else {
          // A day that changed under every try: ordered as the transaction finds it (its road table is most often the
          // one just fetched), on the pool only when a warm worker is free at once: the locks wait for no balance.
          const crew = crewOf.get(day.crewId)!;
          const order = await optimisedOrderOffThread(stops, crew, await routeDay(tx, crew, day.date, stops), { whenIdle: true });
          changed.push(...positionChanges(stops, order));
        }
      }
      await writePositions(tx, changed, userId);
      return again;
    });
  }
  return wanted;
}

export const replanSubscribers = [
  subscribe('workLogs.moved', 'workLogs: puts the days the visits left and joined in route order again', async (app, moved) => {
    if (moved.crewDays?.length) await replanCrewDays(app.database.db, moved.crewDays, moved.userId);
  }),
];
