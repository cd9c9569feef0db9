// Where the phone was at each of the crew's actions on a visit (docs/field.md): kept as the phone reported it, with the
// distance from the property at that moment and a flag when that passes the routing setting `visitDistanceM`. A far
// action is shown to the office, never refused; a position outside the world or without an accuracy is not stored.
import { eq, sql } from 'drizzle-orm';
import { distanceKm, pointOf } from '../../../common/geo/distance';
import { reportedPosition } from '../../../common/geo/reportedPosition';
import type { WorkLogActionPosition, WorkLogPositionAction } from '../../../common/schemas/workLogPhotos';
import { workLogPositions, workLogs } from '../../db/schema';
import type { Executor } from '../../lib/history';
import { jsonRows } from '../../lib/jsonRows';
import { readSettings } from '../../lib/settings';
import { readProperty } from '../customers/reads';

/** Metres between the phone and the property, whole; null when the property has no position. */
export function metresFrom(at: { latitude: number; longitude: number }, property: { latitude: number | null; longitude: number | null }) {
  const home = pointOf(property);
  return home ? Math.round(distanceKm(at, home) * 1000) : null;
}

export type PositionRow = typeof workLogPositions.$inferSelect;
type Place = { latitude: number | null; longitude: number | null };

/**
 * Stores the action's position when the phone gave a possible one; answers the row stored, if any. `property` is the
 * property's place when the caller read it already (a status change reads it with its lock).
 */
export async function recordActionPosition(
  executor: Executor,
  workLog: { _id: string; propertyId: string },
  action: WorkLogPositionAction,
  place: { latitude?: unknown; longitude?: unknown; accuracyM?: unknown },
  userId: string,
  at: Date,
  property?: Place,
): Promise<PositionRow | undefined> {
  const position = reportedPosition(place);
  if (!position) return undefined;
  const home = property ?? (await readProperty(executor, workLog.propertyId, 'latitude', 'longitude'));
  const distanceM = home ? metresFrom(position, home) : null;
  const { routing } = await readSettings(executor, ['routing']);
  const [row] = await executor
    .insert(workLogPositions)
    .values({
      workLogId: workLog._id,
      action,
      at,
      ...position,
      distanceM,
      far: distanceM !== null && distanceM > routing.visitDistanceM,
      userId,
    })
    .returning();
  return row;
}

const OLDEST_FIRST = sql`${workLogPositions.at} asc, ${workLogPositions._id} asc`;

/** A position as the detail answers it. */
export const toPosition = (row: Omit<PositionRow, '_id' | 'createdAt' | 'workLogId' | 'userId'>): WorkLogActionPosition => ({
  action: row.action,
  at: row.at.toISOString(),
  latitude: row.latitude,
  longitude: row.longitude,
  accuracyM: row.accuracyM,
  distanceM: row.distanceM,
  far: row.far,
});

/** The visit's positions as a column of its own select, oldest first: its detail in one statement. */
export const positionsColumn = () =>
  jsonRows(
    {
      action: workLogPositions.action,
      at: workLogPositions.at,
      latitude: workLogPositions.latitude,
      longitude: workLogPositions.longitude,
      accuracyM: workLogPositions.accuracyM,
      distanceM: workLogPositions.distanceM,
      far: workLogPositions.far,
    },
    sql`from ${workLogPositions} where ${eq(workLogPositions.workLogId, workLogs._id)}`,
    OLDEST_FIRST,
  );
