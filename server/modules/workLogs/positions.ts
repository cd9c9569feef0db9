// Where the phone was at each of the crew's actions on a visit (docs/field.md): kept as the phone reported it, with the
// distance from the property at that moment and a flag when that passes the routing setting `visitDistanceM`. A far
// action is shown to the office, never refused; a position outside the world or without an accuracy is not stored.
import { asc, eq } from 'drizzle-orm';
import { distanceKm, pointOf } from '../../../common/geo/distance';
import { reportedPosition } from '../../../common/geo/reportedPosition';
import type { WorkLogActionPosition, WorkLogPositionAction } from '../../../common/schemas/workLogPhotos';
import { workLogPositions } from '../../db/schema';
import type { Executor } from '../../lib/history';
import { readSettings } from '../../lib/settings';
import { readProperty } from '../customers/reads';

/** Metres between the phone and the property, whole; null when the property has no position. */
export function metresFrom(at: { latitude: number; longitude: number }, property: { latitude: number | null; longitude: number | null }) {
  const home = pointOf(property);
  return home ? Math.round(distanceKm(at, home) * 1000) : null;
}

/** Stores the action's position when the phone gave a possible one; answers whether one was stored. */
export async function recordActionPosition(
  executor: Executor,
  workLog: { _id: string; propertyId: string },
  action: WorkLogPositionAction,
  place: { latitude?: unknown; longitude?: unknown; accuracyM?: unknown },
  userId: string,
  at: Date,
): Promise<boolean> {
  const position = reportedPosition(place);
  if (!position) return false;
  const property = await readProperty(executor, workLog.propertyId, 'latitude', 'longitude');
  const distanceM = property ? metresFrom(position, property) : null;
  const { routing } = await readSettings(executor, ['routing']);
  await executor.insert(workLogPositions).values({
    workLogId: workLog._id,
    action,
    at,
    ...position,
    distanceM,
    far: distanceM !== null && distanceM > routing.visitDistanceM,
    userId,
  });
  return true;
}

export async function positionsOf(executor: Executor, workLogId: string): Promise<WorkLogActionPosition[]> {
  const rows = await executor
    .select()
    .from(workLogPositions)
    .where(eq(workLogPositions.workLogId, workLogId))
    .orderBy(asc(workLogPositions.at), asc(workLogPositions._id));
  return rows.map((row) => ({
    action: row.action,
    at: row.at.toISOString(),
    latitude: row.latitude,
    longitude: row.longitude,
    accuracyM: row.accuracyM,
    distanceM: row.distanceM,
    far: row.far,
  }));
}
