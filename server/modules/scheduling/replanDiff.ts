// Re-planning as a diff: what the series wants against the work logs that exist, touching only the ones it may.
import type { WorkLogStatus } from '../../../common/schemas/workLog';

export interface PlannedVisit {
  serviceId: string;
  plannedDate: string;
  date: string;
  vendorId: string | null;
  crewId: string | null;
}

export interface ExistingVisit extends PlannedVisit {
  _id: string;
  status: WorkLogStatus;
  pinned: boolean;
  serviceType?: string;
}

export interface ReplanDiff<T extends ExistingVisit> {
  insert: PlannedVisit[];
  update: { before: T; after: PlannedVisit }[];
  remove: T[];
}

const key = (visit: { serviceId: string; plannedDate: string }) => `${visit.serviceId}|${visit.plannedDate}`;

/**
 * Only a pending, un-pinned work log not yet due (date on or after `today`) may move or go: one started, completed,
 * skipped or cancelled is a record of what happened, and one staff pinned by hand keeps the date and crew they chose.
 * A treatment round's planned date is its window's first day, not a series date: one planned in an open window keeps
 * a planned date before today and may still move.
 */
export function isReplannable(visit: ExistingVisit, today: string): boolean {
  const keyed = visit.plannedDate >= today || visit.serviceType === 'treatment';
  return visit.status === 'pending' && !visit.pinned && visit.date >= today && keyed;
}

/** `existing` holds every work log of the services concerned whose planned date lies in the planned window. */
export function replanDiff<T extends ExistingVisit>(existing: readonly T[], wanted: readonly PlannedVisit[], today: string): ReplanDiff<T> {
  const wantedByKey = new Map(wanted.map((visit) => [key(visit), visit]));
  const existingKeys = new Set(existing.map(key));
  const diff: ReplanDiff<T> = { insert: wanted.filter((visit) => !existingKeys.has(key(visit))), update: [], remove: [] };
  for (const visit of existing) {
    if (!isReplannable(visit, today)) continue;
    const after = wantedByKey.get(key(visit));
    if (!after) diff.remove.push(visit);
    else if (after.date !== visit.date || after.crewId !== visit.crewId || after.vendorId !== visit.vendorId)
      diff.update.push({ before: visit, after });
  }
  return diff;
}
