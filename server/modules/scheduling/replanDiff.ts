// Re-planning as a diff: what the series wants against the work logs that exist, touching only the ones it may.
import type { WorkLogStatus } from '../../../common/schemas/workLog';

export interface PlannedWorkLog {
  serviceId: string;
  plannedDate: string;
  date: string;
  vendorId: string | null;
  crewId: string | null;
}

export interface ExistingWorkLog extends PlannedWorkLog {
  _id: string;
  status: WorkLogStatus;
  pinned: boolean;
  serviceType?: string;
}

export interface ReplanDiff<T extends ExistingWorkLog> {
  insert: PlannedWorkLog[];
  update: { before: T; after: PlannedWorkLog }[];
  remove: T[];
}

const key = (workLog: { serviceId: string; plannedDate: string }) => `${workLog.serviceId}|${workLog.plannedDate}`;

/**
 * Only a pending, un-pinned work log not yet due (date on or after `today`) may move or go: one started, completed,
 * skipped or cancelled is a record of what happened, and one staff pinned by hand keeps the date and crew they chose.
 * A treatment round's planned date is its window's first day, not a series date: one planned in an open window keeps
 * a planned date before today and may still move.
 */
export function isReplannable(workLog: ExistingWorkLog, today: string): boolean {
  const keyed = workLog.plannedDate >= today || workLog.serviceType === 'treatment';
  return workLog.status === 'pending' && !workLog.pinned && workLog.date >= today && keyed;
}

/** `existing` holds every work log of the services concerned whose planned date lies in the planned window. */
export function replanDiff<T extends ExistingWorkLog>(
  existing: readonly T[],
  wanted: readonly PlannedWorkLog[],
  today: string,
): ReplanDiff<T> {
  const wantedByKey = new Map(wanted.map((workLog) => [key(workLog), workLog]));
  const existingKeys = new Set(existing.map(key));
  const diff: ReplanDiff<T> = { insert: wanted.filter((workLog) => !existingKeys.has(key(workLog))), update: [], remove: [] };
  for (const workLog of existing) {
    if (!isReplannable(workLog, today)) continue;
    const after = wantedByKey.get(key(workLog));
    if (!after) diff.remove.push(workLog);
    else if (after.date !== workLog.date || after.crewId !== workLog.crewId || after.vendorId !== workLog.vendorId)
      diff.update.push({ before: workLog, after });
  }
  return diff;
}
