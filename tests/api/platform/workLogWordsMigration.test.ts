// Migration 0104 renames the events stored under the old word for a work log ("visit"), so that one announced before
// an upgrade and not yet delivered reaches the subscribers of its new name; the photo prune job's old schedule goes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOMAIN_EVENTS } from '../../../common/events';
import { domainEvents } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../helpers';

const MIGRATION = readFileSync(path.resolve(__dirname, '../../../server/db/migrations/0104_work_log_words.sql'), 'utf8');
const statements = MIGRATION.split('--> statement-breakpoint').map((statement) => statement.trim());

let t: TestApp;
const db = () => t.app.database.db;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('migration 0104', () => {
  it('gives the stored events their new names, payloads untouched, and leaves the others alone', async () => {
    const old = ['visit.started', 'visit.completed', 'visit.noChargeSet', 'visit.rated', 'visits.moved'];
    const rows = await db()
      .insert(domainEvents)
      .values([...old, 'payment.succeeded'].map((name, index) => ({ name, payload: { index }, deliveredAt: index ? null : new Date() })))
      .returning({ _id: domainEvents._id });
    for (const statement of statements) await db().execute(sql.raw(statement));

    const after = await db()
      .select({ name: domainEvents.name, payload: domainEvents.payload })
      .from(domainEvents)
      .where(
        inArray(
          domainEvents._id,
          rows.map((row) => row._id),
        ),
      )
      .orderBy(domainEvents._id);
    expect(after).toEqual([
      { name: 'workLog.started', payload: { index: 0 } },
      { name: 'workLog.completed', payload: { index: 1 } },
      { name: 'workLog.noChargeSet', payload: { index: 2 } },
      { name: 'workLog.rated', payload: { index: 3 } },
      { name: 'workLogs.moved', payload: { index: 4 } },
      { name: 'payment.succeeded', payload: { index: 5 } },
    ]);
    for (const { name } of after) expect(Object.keys(DOMAIN_EVENTS)).toContain(name);
  });

  it('runs again on a database with nothing to rename', async () => {
    for (const statement of statements) await expect(db().execute(sql.raw(statement))).resolves.toBeDefined();
  });
});
