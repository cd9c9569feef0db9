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

export const backupFile = z.object({ file: z.string(), bytes: z.number(), createdAt: z.string() });
export type BackupFile = z.infer<typeof backupFile>;

/** `GET /backups`: the last try, the backups kept (newest first), and how many are kept. */
export const backupsState = z.object({ last: backupRun.nullable(), files: z.array(backupFile), keep: z.number() });
export type BackupsState = z.infer<typeof backupsState>;
