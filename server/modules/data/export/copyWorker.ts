// The backup copy's worker thread: opens the copied embedded database (or loads it from a tar), runs the statements
// that empty what a backup leaves out, and writes the copy's gzipped dump. Started by pgliteCopy, off the server's
// event loop: opening a database, its recovery, the tar and the gzip each take seconds of one thread.
import { writeFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from '../../../db/pgliteExtensions';
import type { CopyAnswer, CopyRequest } from './pgliteCopy';

const { dataDir, tar, statements, out } = workerData as CopyRequest;
const answer = (message: CopyAnswer) => parentPort!.postMessage(message);
try {
  const copy = new PGlite(dataDir, { extensions: PGLITE_EXTENSIONS, ...(tar && { loadDataDir: new Blob([tar]) }) });
  try {
    for (const statement of statements) await copy.exec(statement);
    await writeFile(out, Buffer.from(await (await copy.dumpDataDir('gzip')).arrayBuffer()));
  } finally {
    await copy.close();
  }
  answer({ ok: true });
} catch (error) {
  answer({ ok: false, error: error instanceof Error ? error.message : String(error) });
}
