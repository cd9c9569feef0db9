import { describe, expect, it } from 'vitest';
import type { WorkLogStatus } from '../../../common/schemas/workLog';
import { type ExistingWorkLog, replanDiff } from './replanDiff';

const today = '2026-11-23';
const workLog = (plannedDate: string, overrides: Partial<ExistingWorkLog> = {}): ExistingWorkLog => ({
  _id: `w-${plannedDate}`,
  serviceId: 's1',
  plannedDate,
  date: plannedDate,
  vendorId: 'v1',
  crewId: 'c1',
  status: 'pending',
  pinned: false,
  ...overrides,
});
const wanted = (plannedDate: string, crewId = 'c1', date = plannedDate) => ({ serviceId: 's1', plannedDate, date, vendorId: 'v1', crewId });

describe('replanDiff', () => {
  it('changes nothing when the plan matches', () => {
    const existing = [workLog('2026-11-23'), workLog('2026-11-30')];
    expect(replanDiff(existing, [wanted('2026-11-23'), wanted('2026-11-30')], today)).toEqual({ insert: [], update: [], remove: [] });
  });

  it('inserts the missing, moves the changed and removes the unwanted pending visits', () => {
    const existing = [workLog('2026-11-23'), workLog('2026-11-30')];
    const diff = replanDiff(existing, [wanted('2026-11-23', 'c2'), wanted('2026-12-07')], today);
    expect(diff.insert).toEqual([wanted('2026-12-07')]);
    expect(diff.update).toEqual([{ before: existing[0], after: wanted('2026-11-23', 'c2') }]);
    expect(diff.remove).toEqual([existing[1]]);
  });

  it.each<WorkLogStatus>(['started', 'completed', 'skipped', 'cancel'])('never touches a %s work log', (status) => {
    const existing = [workLog('2026-11-30', { status })];
    expect(replanDiff(existing, [], today)).toEqual({ insert: [], update: [], remove: [] });
    expect(replanDiff(existing, [wanted('2026-11-30', 'c2')], today)).toEqual({ insert: [], update: [], remove: [] });
  });

  it('leaves pinned and past work logs alone, and does not re-insert their occurrence', () => {
    const pinned = workLog('2026-11-30', { pinned: true, date: '2026-12-01', crewId: 'c9' });
    const past = workLog('2026-11-16');
    const movedIntoFuture = workLog('2026-11-16', { _id: 'w-moved', date: '2026-11-24' });
    const diff = replanDiff([pinned, past, movedIntoFuture], [wanted('2026-11-30', 'c2')], today);
    expect(diff).toEqual({ insert: [], update: [], remove: [] });
  });
});
