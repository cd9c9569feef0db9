// A backup of an embedded database kept on disk, as the server keeps it (the other backup tests back up one held in
// memory): its files are copied between two statements while writes go on, and the copy is opened and dumped in a
// worker thread. The restore holds the database as it stood at one moment: each transaction whole or absent.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { PGLITE_EXTENSIONS } from '../../../server/db/pgliteExtensions';
import { PGliteThread } from '../../../server/db/pgliteThread';
import { backUp } from '../../../server/modules/data/export/backup';
import { pgliteDirOf, restoreBackup } from '../../../server/modules/data/export/restore';
import { emptyPgliteSnapshotFile } from '../templates';

const work = mkdtempSync(path.join(tmpdir(), 'lawndesk-backup-on-disk-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const PAIR = "insert into markets (name) values ('pair ' || gen_random_uuid()), ('pair ' || gen_random_uuid())";
const pairRows = "select count(*)::int as n from markets where name like 'pair %'";

describe.skipIf(Boolean(process.env.DATABASE_URL))('a backup of the embedded database on disk', () => {
  it('is copied while transactions go on and restores with each one whole or absent, without what backups leave out', async () => {
    const snapshot = new Blob([readFileSync((await emptyPgliteSnapshotFile())!)]);
    mkdirSync(path.join(work, 'live'));
    // As the server holds it: in a worker thread of its own.
    const live = new PGliteThread(pgliteDirOf(path.join(work, 'live')), snapshot);
    try {
      await live.query("insert into server_secrets (name, value) values ('jwt', 'signing-key-left-out')");
      await live.query(PAIR);

      // Two-row transactions, one after the other, for as long as the backup runs (a turn of the loop between them,
      // as the server's statements take).
      let backingUp = true;
      let during = 0;
      const writing = (async () => {
        while (backingUp) {
          await live.transaction(async (tx) => {
            await tx.query("insert into markets (name) values ('pair ' || gen_random_uuid())");
            await nextTurn();
            await tx.query("insert into markets (name) values ('pair ' || gen_random_uuid())");
          });
          during += 1;
          await nextTurn();
        }
      })();
      const run = await backUp({ kind: 'pglite', client: live }, path.join(work, 'backups'), 3);
      backingUp = false;
      await writing;
      expect(run).toMatchObject({ ok: true, kind: 'pglite', error: null });
      expect(during).toBeGreaterThan(0);

      const file = path.join(work, 'backups', run.file!);
      expect(gunzipSync(readFileSync(file)).includes('signing-key-left-out')).toBe(false);
      const target = path.join(work, 'restored');
      await restoreBackup(file, { kind: 'pglite', dataDir: target });
      const restored = new PGlite(pgliteDirOf(target), { extensions: PGLITE_EXTENSIONS });
      try {
        const [{ n }] = (await restored.query<{ n: number }>(pairRows)).rows;
        expect(n % 2).toBe(0);
        expect(n).toBeGreaterThanOrEqual(2);
        expect(n).toBeLessThanOrEqual(2 + 2 * during);
      } finally {
        await restored.close();
      }
    } finally {
      await live.close();
    }
  }, 300_000);
});
