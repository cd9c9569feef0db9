// Uploaded cells are kept only while their import needs them (System Settings' `imports.keepDays` after the upload):
// then a finished import's cells are emptied, its outcomes, report and undo kept, and a preview never started is
// deleted, as nothing was written from it, as is a preview a stopped server left half written. Run nightly by the
// `import-files-purge` job.
import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { importRows, imports } from '../../../db/schema';
import { readSettings } from '../../../lib/settings';

const DAY_MS = 24 * 60 * 60 * 1000;
const FINISHED = ['done', 'failed', 'undone'] as const;
/** A preview takes seconds: one still `previewing` after this was cut short (a stopped server) and is never finished. */
const PREVIEW_ABANDONED_MS = 60 * 60 * 1000;

/** What one run removed, as counts only (the job's result is logged). */
export async function purgeImportFiles(db: Db, now = new Date()): Promise<{ deleted: number; emptied: number }> {
  const { keepDays } = (await readSettings(db, ['imports'])).imports;
  const uploadedBefore = lt(imports.createdAt, new Date(now.getTime() - keepDays * DAY_MS));
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(imports)
      .where(
        or(
          and(eq(imports.status, 'previewed'), uploadedBefore),
          and(eq(imports.status, 'previewing'), lt(imports.updatedAt, new Date(now.getTime() - PREVIEW_ABANDONED_MS))),
        ),
      )
      .returning({ _id: imports._id });
    const emptied = await tx
      .update(imports)
      .set({ cellsPurgedAt: now })
      .where(and(inArray(imports.status, FINISHED), uploadedBefore, isNull(imports.cellsPurgedAt)))
      .returning({ _id: imports._id });
    if (emptied.length)
      await tx
        .update(importRows)
        .set({ cells: [] })
        .where(
          inArray(
            importRows.importId,
            emptied.map((row) => row._id),
          ),
        );
    return { deleted: deleted.length, emptied: emptied.length };
  });
}
