// An embedded database's files on disk: where a PGlite keeps them, and their copy taken between two statements for a
// backup (pgliteCopy.ts dumps the copy). Runs on the database's own thread (pgliteWorker.ts).
import { copyFile, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

const WAL_SEGMENT = /^[0-9A-F]{24}$/;

/** The data directory on disk a PGlite was opened on, or null for one held in memory. */
export function directoryOf(client: Pick<PGlite, 'dataDir'>): string | null {
  const dataDir = client.dataDir?.replace(/^file:\/\//, '');
  // As PGlite reads it: no folder, or a scheme (memory://, idb://…), is not a directory on disk.
  return dataDir && !/^[a-z0-9-]+:\/\//.test(dataDir) ? path.resolve(dataDir) : null;
}

/** Copies a directory's tree, leaving out the files `keep` refuses (by their path relative to `from`). */
async function copyTree(from: string, to: string, keep: (relative: string) => boolean, under = ''): Promise<void> {
  await mkdir(path.join(to, under), { recursive: true });
  for (const entry of await readdir(path.join(from, under), { withFileTypes: true })) {
    const relative = path.join(under, entry.name);
    if (entry.isDirectory()) await copyTree(from, to, keep, relative);
    else if (entry.isFile() && keep(relative)) await copyFile(path.join(from, relative), path.join(to, relative));
  }
}

/**
 * Copies an open embedded database into `to` as a crash would leave it (what the copy's first start recovers, as it
 * would PGlite's own dump): after a checkpoint, under the query lock, so no statement writes while the files are read.
 * The log before the checkpoint's redo point is left out: recovery never reads it. Answers false for a database held
 * in memory (nothing on disk to copy).
 */
export async function copyDataDir(client: PGlite, to: string): Promise<boolean> {
  const from = directoryOf(client);
  if (!from) return false;
  await client.exec('CHECKPOINT');
  const [{ redo }] = (await client.query<{ redo: string }>('SELECT pg_walfile_name(redo_lsn) AS redo FROM pg_control_checkpoint()')).rows;
  const needed = (relative: string) => {
    const [folder, name, ...deeper] = relative.split(path.sep);
    return !(folder === 'pg_wal' && name && !deeper.length && WAL_SEGMENT.test(name) && name < redo);
  };
  await client._runExclusiveQuery(() => copyTree(from, to, needed));
  return true;
}
