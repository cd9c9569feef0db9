import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EXPORT_TYPE_NAMES, EXPORT_TYPES, headerOf } from './exportTypes';

describe('the export types', () => {
  it('decide every column of their table: exported or withheld, never both, so a new column waits for a decision', () => {
    for (const name of EXPORT_TYPE_NAMES) {
      const type = EXPORT_TYPES[name];
      const all = Object.keys(getTableColumns(type.table)).sort();
      const decided = [...type.columns, ...Object.keys(type.withheld)].sort();
      expect(decided, name).toEqual(all);
      expect(new Set(type.columns).size, name).toBe(type.columns.length);
    }
  });

  it('start each file with our id and write no secret', () => {
    for (const name of EXPORT_TYPE_NAMES) {
      const type = EXPORT_TYPES[name];
      expect(headerOf(type, type.columns[0]), name).toBe('id');
      const headers = type.columns.map((key) => headerOf(type, key));
      expect(
        headers.filter((header) => /password|hash|token|secret/i.test(header)),
        name,
      ).toEqual([]);
    }
    expect(EXPORT_TYPES.users.withheld).toEqual({ passwordHash: 'secret' });
  });
});
