import { describe, expect, it } from 'vitest';
import { isBackupName, kindOfBackup, newestFirst, nextBackupName } from './backupNames';

describe('backup names', () => {
  it('orders by time, then by the number a second backup in the same second gets', () => {
    const names = [
      'lawndesk-20261125T094412Z.pgdump',
      'lawndesk-20261125T094412Z-10.pgdump',
      'lawndesk-20261124T235959Z.pglite.tar.gz',
      'lawndesk-20261125T094412Z-2.pgdump',
      'lawndesk-20261125T094413Z.pgdump',
    ];
    expect([...names].sort(newestFirst)).toEqual([
      'lawndesk-20261125T094413Z.pgdump',
      'lawndesk-20261125T094412Z-10.pgdump',
      'lawndesk-20261125T094412Z-2.pgdump',
      'lawndesk-20261125T094412Z.pgdump',
      'lawndesk-20261124T235959Z.pglite.tar.gz',
    ]);
  });

  it('knows the kind from the name, and no other file is a backup', () => {
    expect(kindOfBackup('/x/lawndesk-20261125T094412Z-2.pgdump')).toBe('postgres');
    expect(kindOfBackup('lawndesk-20261125T094412Z.pglite.tar.gz')).toBe('pglite');
    for (const name of [
      'last-backup.json',
      'lawndesk-20261125T094412Z.pgdump.sha256',
      '.lawndesk-20261125T094412Z.pgdump.partial',
      '../lawndesk-20261125T094412Z.pgdump',
    ]) {
      expect(isBackupName(name), name).toBe(false);
    }
  });

  it('names a second backup of one second after the highest kept, never a number pruning freed', () => {
    const stamp = '20261125T094412Z';
    expect(nextBackupName(['last-backup.json'], stamp, '.pgdump')).toBe('lawndesk-20261125T094412Z.pgdump');
    expect(nextBackupName(['lawndesk-20261125T094412Z.pgdump'], stamp, '.pgdump')).toBe('lawndesk-20261125T094412Z-2.pgdump');
    // The first of the second was pruned, the -2 kept: the next is -3, which sorts newest, not the freed first name.
    const kept = ['lawndesk-20261125T094412Z-2.pgdump', 'lawndesk-20261125T094411Z.pgdump'];
    const next = nextBackupName(kept, stamp, '.pgdump');
    expect(next).toBe('lawndesk-20261125T094412Z-3.pgdump');
    expect([...kept, next].sort(newestFirst)[0]).toBe(next);
  });
});
