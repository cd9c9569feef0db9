// The demo's work logs as the seed leaves them: two weeks done, today part done, the coming days planned on crews.
import { describe, expect, it } from 'vitest';
import { workLogs } from '../../server/db/schema';
import { addDays } from '../../server/modules/scheduling/calendar';
import { fillHorizon, planContext } from '../../server/modules/scheduling/planner';
import { createTestApp } from './helpers';

describe('the demo seed', () => {
  it('holds four weeks of planned work around the seed day', async () => {
    const seeded = await createTestApp({ demo: true });
    try {
      const seedDb = seeded.app.database.db;
      const today = (await planContext(seedDb)).today;
      const rows = await seedDb.select({ date: workLogs.date, status: workLogs.status, crewId: workLogs.crewId, routePosition: workLogs.routePosition, reason: workLogs.reason, reasonPhraseId: workLogs.reasonPhraseId }).from(workLogs);
      const pastRows = rows.filter((row) => row.date < today);
      expect(pastRows.length).toBeGreaterThan(100);
      expect(Math.min(...pastRows.map((row) => Date.parse(row.date)))).toBeGreaterThanOrEqual(Date.parse(addDays(today, -14)));
      const skippedRows = pastRows.filter((row) => row.status === 'skipped');
      expect(skippedRows.length).toBeGreaterThan(0);
      expect(skippedRows.length).toBeLessThan(pastRows.length / 5);
      expect(skippedRows.every((row) => row.reason || row.reasonPhraseId)).toBe(true);
      expect(pastRows.every((row) => row.status === 'completed' || row.status === 'skipped')).toBe(true);
      expect(rows.filter((row) => row.date > today).every((row) => row.status === 'pending')).toBe(true);
      expect(rows.some((row) => row.date > addDays(today, 4))).toBe(true);
      const assigned = rows.filter((row) => row.crewId);
      expect(assigned.length).toBeGreaterThan(0);
      expect(assigned.every((row) => row.routePosition !== null)).toBe(true);
      // Today is part done, unless the seed day is a weekend-off day.
      const todayRows = rows.filter((row) => row.date === today);
      if (todayRows.length) expect(new Set(todayRows.map((row) => row.status))).toEqual(new Set(['completed', 'started', 'pending']));
      // The engine agrees with the seed: filling the horizon again adds nothing before the seed's last day.
      const plan = await planContext(seedDb);
      expect((await fillHorizon(seedDb, { ...plan, until: addDays(today, 7) })).created).toBe(0);
    } finally {
      await seeded.close();
    }
  });
});
