// Backups' names: `lawndesk-<UTC time>[-n].pglite.tar.gz` (the embedded database) or `.pgdump` (PostgreSQL); the
// second and later backups of one second get -2, -3…, so the order is by time, then by that number.
import path from 'node:path';
import { BACKUP_NAME, type BackupRun } from '../../../../common/schemas/backup';

export type BackupKind = BackupRun['kind'];

export const isBackupName = (name: string) => BACKUP_NAME.test(name);

export const kindOfBackup = (file: string): BackupKind | null => {
  const match = BACKUP_NAME.exec(path.basename(file));
  return match ? (match[3] === 'pgdump' ? 'postgres' : 'pglite') : null;
};

function orderOf(name: string): [string, number] {
  const match = BACKUP_NAME.exec(name);
  return match ? [match[1], Number(match[2] ?? 1)] : ['', 0];
}

/** For `sort`: the newest backup first. */
export function newestFirst(a: string, b: string): number {
  const [timeA, countA] = orderOf(a);
  const [timeB, countB] = orderOf(b);
  return timeA === timeB ? countB - countA : timeB.localeCompare(timeA);
}

/**
 * The name for a backup taken at `stamp` (its UTC time): the second and later of one second get one more than the
 * highest number of that second in `existing`, never a number pruning freed, so a new backup always sorts newest.
 */
export function nextBackupName(existing: readonly string[], stamp: string, suffix: string): string {
  const taken = existing.map(orderOf).filter(([time]) => time === stamp);
  if (taken.length === 0) return `lawndesk-${stamp}${suffix}`;
  return `lawndesk-${stamp}-${Math.max(...taken.map(([, count]) => count)) + 1}${suffix}`;
}
