import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../../db/schema';
import { EXPORT_TYPE_NAMES, EXPORT_TYPES, headerOf, keyOf, settingsWithoutSecrets } from './exportTypes';
import { WITHHELD_TABLES } from './withheldTables';

const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

describe('the export types', () => {
  it('decide every table of the schema: exported, or withheld with its reason, never both', () => {
    expect(tables.length).toBeGreaterThanOrEqual(54);
    const exported = new Set(EXPORT_TYPE_NAMES.map((name) => EXPORT_TYPES[name].table));
    expect(exported.size).toBe(EXPORT_TYPE_NAMES.length);
    const undecided = tables.filter((table) => !exported.has(table) && !WITHHELD_TABLES.has(table)).map(getTableName);
    expect(undecided, 'add each to EXPORT_TYPES or WITHHELD_TABLES').toEqual([]);
    expect([...WITHHELD_TABLES.keys()].filter((table) => exported.has(table)).map(getTableName)).toEqual([]);
    for (const [table, reason] of WITHHELD_TABLES) expect(reason.length, getTableName(table)).toBeGreaterThan(20);
  });

  it('decide every column of their table: exported or withheld, never both, so a new column waits for a decision', () => {
    for (const name of EXPORT_TYPE_NAMES) {
      const type = EXPORT_TYPES[name];
      const all = Object.keys(getTableColumns(type.table)).sort();
      const decided = [...type.columns, ...Object.keys(type.withheld)].sort();
      expect(decided, name).toEqual(all);
      expect(new Set(type.columns).size, name).toBe(type.columns.length);
    }
  });

  it('start each file with its primary key and write no secret', () => {
    for (const name of EXPORT_TYPE_NAMES) {
      const type = EXPORT_TYPES[name];
      const key = keyOf(type);
      const primary = Object.entries(getTableColumns(type.table)).filter(([, column]) => column.primary);
      if (primary.length) expect(key, name).toEqual(primary.map(([column]) => column));
      expect(type.columns.slice(0, key.length), name).toEqual(key);
      const headers = type.columns.map((column) => headerOf(type, column));
      expect(
        headers.filter((header) => /password|hash|token|secret|card/i.test(header)),
        name,
      ).toEqual([]);
    }
    expect(EXPORT_TYPES.users.withheld).toEqual({ passwordHash: 'secret' });
  });

  it('take the secrets out of a settings group and leave the rest', () => {
    const mail = { key: 'mail', value: { host: 'smtp.test', port: 587, user: 'office', password: 'hunter2' } };
    expect(settingsWithoutSecrets(mail)).toEqual({ key: 'mail', value: { host: 'smtp.test', port: 587, user: 'office' } });
    const gateway = { key: 'payments', value: { username: 'u', password: 'p', integratorId: 'i', gateway: 'paytrace' } };
    expect(settingsWithoutSecrets(gateway).value).toEqual({ username: 'u', gateway: 'paytrace' });
    const texts = { key: 'textMessages', value: { accountSid: 'AC1', authToken: 't', from: '+15125550100' } };
    expect(settingsWithoutSecrets(texts).value).toEqual({ accountSid: 'AC1', from: '+15125550100' });
    const business = { key: 'business', value: { name: 'Green Lawns' } };
    expect(settingsWithoutSecrets(business)).toBe(business);
  });
});
