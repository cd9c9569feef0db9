// Drizzle's migrator applies a journal entry only when its `when` is later than the last one the database applied:
// an entry dated before its predecessor (a branch's migration generated today beside ones dated ahead) would be
// skipped on every database already migrated, while a fresh one applies it, so only upgrades would break.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const FOLDER = join(__dirname, 'migrations');
const journal = JSON.parse(readFileSync(join(FOLDER, 'meta', '_journal.json'), 'utf8')) as {
  entries: { idx: number; when: number; tag: string }[];
};

describe('the migration journal', () => {
  it('numbers its entries in increasing order, each with its file and a later date than the one before', () => {
    journal.entries.forEach((entry, index) => {
      expect(entry.tag.startsWith(String(entry.idx).padStart(4, '0')), entry.tag).toBe(true);
      expect(existsSync(join(FOLDER, `${entry.tag}.sql`)), entry.tag).toBe(true);
      if (index > 0)
        expect(entry.when, `${entry.tag} is dated before ${journal.entries[index - 1].tag}`).toBeGreaterThan(
          journal.entries[index - 1].when,
        );
    });
  });
});
