// A crew day's route as written: the positions that changed and the operator's locks and pins, each with its history
// row, in one statement a day or many (docs/routing.md "The operator's order").
import { sql } from 'drizzle-orm';
import type { RouteLock, RoutePin } from '../../../common/schemas/route';
import { workLogs } from '../../db/schema';
import { appendHistories, type Tx } from '../../lib/history';

/** What the writes read of a stop's work log. */
type RouteRow = Pick<
  typeof workLogs.$inferSelect,
  '_id' | 'customerId' | 'propertyId' | 'routePosition' | 'routeLock' | 'routePin' | 'routePinTime' | 'pinned'
>;
type RouteStop = { workLog: RouteRow };

export interface PositionChange {
  row: RouteRow;
  position: number;
}

/** A stop's `route-changed` history row. */
const routeChanged = (row: RouteRow, userId: string | null, changes: Record<string, { from: unknown; to: unknown }>) => ({
  entity: 'work-log' as const,
  entityId: row._id,
  action: 'route-changed' as const,
  customerId: row.customerId,
  propertyId: row.propertyId,
  userId,
  changes,
});

/** The stops whose position numbering the day 1..n in `order` changes. */
export function positionChanges(stops: readonly RouteStop[], order: readonly string[]): PositionChange[] {
  const byId = new Map(stops.map((stop) => [stop.workLog._id, stop.workLog]));
  return order
    .map((id, index) => ({ row: byId.get(id)!, position: index + 1 }))
    .filter(({ row, position }) => row.routePosition !== position);
}

/** Writes the positions that changed, of one day or many, in one statement, each with its history row. */
export async function writePositions(tx: Tx, changed: readonly PositionChange[], userId: string | null) {
  if (!changed.length) return;
  const values = sql.join(
    changed.map(({ row, position }) => sql`(${row._id}, ${position}::integer)`),
    sql`, `,
  );
  await tx.execute(
    sql`update ${workLogs} set route_position = v.position, updated_at = now() from (values ${values}) as v(id, position) where ${workLogs._id} = v.id`,
  );
  await appendHistories(
    tx,
    changed.map(({ row, position }) => routeChanged(row, userId, { routePosition: { from: row.routePosition, to: position } })),
  );
}

export interface DayLocks {
  /** The lock of every stop of the day: null frees it, undefined leaves each stop's as it is. */
  lock?: RouteLock | null;
  /** The day's pins (the others unpinned), or undefined to leave them. */
  pins?: readonly RoutePin[];
}

/**
 * Writes the day's locks and pins where they change, each with its history row, and sets them on `stops` too. A
 * locked or pinned visit is also pinned to its crew and date, so re-planning and balancing leave it where it is.
 */
export async function saveLocks(tx: Tx, stops: RouteStop[], { lock, pins }: DayLocks, userId: string | null) {
  const pinOf = pins && new Map(pins.map((pin) => [pin.id, pin]));
  const changed = stops.flatMap(({ workLog: row }) => {
    const routeLock = lock === undefined ? row.routeLock : lock;
    const pin = pinOf ? pinOf.get(row._id) : undefined;
    const routePin = pinOf ? (pin?.position ?? null) : row.routePin;
    const routePinTime = pinOf ? (pin?.time ?? null) : row.routePinTime;
    if (routeLock === row.routeLock && routePin === row.routePin && routePinTime === row.routePinTime) return [];
    const next = { routeLock, routePin, routePinTime, pinned: row.pinned || routeLock !== null || routePin !== null };
    const was = { routeLock: row.routeLock, routePin: row.routePin, routePinTime: row.routePinTime, pinned: row.pinned };
    Object.assign(row, next);
    return [{ row, next, was }];
  });
  if (!changed.length) return;
  const values = sql.join(
    changed.map(
      ({ row, next }) =>
        sql`(${row._id}, ${next.routeLock}::text, ${next.routePin}::text, ${next.routePinTime}::text, ${next.pinned}::boolean)`,
    ),
    sql`, `,
  );
  await tx.execute(
    sql`update ${workLogs} set route_lock = v.lock, route_pin = v.pin, route_pin_time = v.pin_time, pinned = v.pinned, updated_at = now()
        from (values ${values}) as v(id, lock, pin, pin_time, pinned) where ${workLogs._id} = v.id`,
  );
  await appendHistories(
    tx,
    changed.map(({ row, next, was }) =>
      routeChanged(
        row,
        userId,
        Object.fromEntries(
          (Object.keys(next) as (keyof typeof next)[])
            .filter((key) => next[key] !== was[key])
            .map((key) => [key, { from: was[key], to: next[key] }]),
        ),
      ),
    ),
  );
}

/** Numbers the day 1..n in `order`, writing only the positions that changed, each with its history row. */
export async function savePositions(tx: Tx, stops: RouteStop[], order: string[], userId: string | null) {
  await writePositions(tx, positionChanges(stops, order), userId);
}
