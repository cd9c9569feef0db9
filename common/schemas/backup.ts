// The database's backups as the API answers them: how the last try went, and the newest one an admin may download.
import { z } from 'zod';

/** One try, as `last-backup.json` in the backup folder keeps it: the file made, or why none was. */
export const backupRun = z.object({
  ok: z.boolean(),
  /** `pglite` (the embedded database's data directory, gzipped tar) or `postgres` (pg_dump's custom format). */
  kind: z.enum(['pglite', 'postgres']),
  file: z.string().nullable(),
  bytes: z.number().nullable(),
  sha256: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string(),
  /** Why it failed, in the tool's words; null when it worked. */
  error: z.string().nullable(),
});
export type BackupRun = z.infer<typeof backupRun>;

/** A backup kept in the folder; `sha256` from the checksum file beside it, null when that file is missing. */
export const backupFile = z.object({ file: z.string(), bytes: z.number(), createdAt: z.string(), sha256: z.string().nullable() });
export type BackupFile = z.infer<typeof backupFile>;

/** `GET /backups`: the last try, the backups kept (newest first), how many are kept, and whether one is being made now. */
export const backupsState = z.object({ last: backupRun.nullable(), files: z.array(backupFile), keep: z.number(), running: z.boolean() });
export type BackupsState = z.infer<typeof backupsState>;

/** How backups are named (`lawndesk-<UTC time>[-n].pglite.tar.gz` or `.pgdump`): a name can hold no folder. */
export const BACKUP_NAME = /^lawndesk-(\d{8}T\d{6}Z)(?:-(\d+))?\.(pglite\.tar\.gz|pgdump)$/;
export const backupFileParams = z.object({ file: z.string().max(100).regex(BACKUP_NAME, 'validation.backups.file_name') });
