import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { directoryOf } from './pgliteDataDir';

const opened = (dataDir?: string) => ({ dataDir }) as PGlite;

describe('directoryOf', () => {
  it('is the data directory on disk a PGlite was opened on, as PGlite reads its argument', () => {
    expect(directoryOf(opened('/srv/lawndesk/pglite'))).toBe('/srv/lawndesk/pglite');
    expect(directoryOf(opened('file:///srv/lawndesk/pglite'))).toBe('/srv/lawndesk/pglite');
    expect(directoryOf(opened('data/pglite'))).toBe(path.resolve('data/pglite'));
  });

  it('is null for a database held in memory or in a browser store', () => {
    for (const dataDir of [undefined, '', 'memory://', 'memory://demo', 'idb://lawndesk', 'opfs-ahp://lawndesk'])
      expect(directoryOf(opened(dataDir))).toBeNull();
  });
});
