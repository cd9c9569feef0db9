import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { listBackups } from './backup';

describe('listBackups', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('leaves out a backup removed between the folder’s read and its own, rather than failing the list', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lawndesk-backup-list-'));
    dirs.push(dir);
    writeFileSync(path.join(dir, 'lawndesk-20261125T094413Z.pgdump'), 'dump');
    writeFileSync(path.join(dir, 'lawndesk-20261125T094413Z.pgdump.sha256'), 'abc123  lawndesk-20261125T094413Z.pgdump\n');
    // Listed by the folder's read, gone when it is opened: as a backup the prune of a run under way has just removed.
    symlinkSync(path.join(dir, 'removed'), path.join(dir, 'lawndesk-20261124T094412Z.pgdump'));
    const listed = await listBackups(dir);
    expect(listed).toEqual([{ file: 'lawndesk-20261125T094413Z.pgdump', bytes: 4, createdAt: expect.any(String), sha256: 'abc123' }]);
  });
});
