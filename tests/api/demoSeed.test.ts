// The demo business the README promises: its coming work is planned on crews, not left unassigned.
import { gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workLogs } from '../../server/db/schema';
import { fillHorizon, planContext } from '../../server/modules/scheduling/planner';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(() => t.close());

const db = () => t.app.database.db;

describe('the demo', () => {
  it('gives a crew to every coming work log, the horizon filled', async () => {
    const context = await planContext(db());
    await fillHorizon(db(), context);
    const coming = await db().select({ crewId: workLogs.crewId }).from(workLogs).where(gte(workLogs.date, context.today));
    expect(coming.length).toBeGreaterThan(100);
    expect(coming.filter((row) => row.crewId === null)).toHaveLength(0);
  });
});
