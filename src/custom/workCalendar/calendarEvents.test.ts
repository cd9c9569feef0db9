import { describe, expect, it } from 'vitest';
import type { WorkLogDaySummary } from '../../../common/schemas/workLogRecord';
import { dropTarget, summaryToEvents, visibleRange } from './calendarEvents';

const counts = { pending: 4, started: 1, completed: 2, skipped: 0, cancel: 0 };
const summary = (changes: Partial<WorkLogDaySummary>): WorkLogDaySummary => ({
  date: '2026-11-24',
  crewId: 'crew-a',
  crewName: 'Alpha',
  counts,
  plannedMinutes: 300,
  ...changes,
});
const label = (row: WorkLogDaySummary) => `${row.counts.pending} pending`;

describe('visibleRange', () => {
  it('covers the whole weeks (Monday to Sunday) around a month', () => {
    expect(visibleRange('month', new Date(2026, 1, 12))).toEqual({ dateFrom: '2026-01-26', dateTo: '2026-03-01' });
  });

  it('covers a Monday-to-Sunday week across a year end, and one day', () => {
    expect(visibleRange('week', new Date(2026, 11, 31))).toEqual({ dateFrom: '2026-12-28', dateTo: '2027-01-03' });
    expect(visibleRange('day', new Date(2028, 1, 29))).toEqual({ dateFrom: '2028-02-29', dateTo: '2028-02-29' });
  });
});

describe('summaryToEvents', () => {
  it('makes one all-day event per crew and day, the unassigned work on a column of its own', () => {
    const [alpha, unassigned] = summaryToEvents(
      [summary({}), summary({ crewId: null, crewName: null, date: '2026-11-01' })],
      label,
      'Unassigned',
    );
    expect(alpha).toMatchObject({ id: 'crew-a|2026-11-24', title: 'Alpha: 4 pending', resourceId: 'crew-a', allDay: true });
    expect([alpha.start, alpha.end]).toEqual([new Date(2026, 10, 24), new Date(2026, 10, 25)]);
    // The day DST ends in the US still spans exactly that calendar day.
    expect([unassigned.start.getDate(), unassigned.end.getDate()]).toEqual([1, 2]);
    expect(unassigned).toMatchObject({ title: 'Unassigned: 4 pending', resourceId: 'none' });
  });
});

describe('dropTarget', () => {
  const [event] = summaryToEvents([summary({})], label, 'Unassigned');

  it('moves the day to the day it was dropped on, keeping the crew', () => {
    expect(dropTarget(event, new Date(2026, 10, 26, 9), 'crew-a')).toEqual({
      fromDate: '2026-11-24',
      fromCrewId: 'crew-a',
      toDate: '2026-11-26',
    });
  });

  it('hands the day to the crew of the column it was dropped on', () => {
    expect(dropTarget(event, new Date(2026, 10, 24, 7), 'crew-b')).toEqual({
      fromDate: '2026-11-24',
      fromCrewId: 'crew-a',
      toDate: '2026-11-24',
      toCrewId: 'crew-b',
    });
  });

  it('hands the day back to no crew when dropped on the Unassigned column, on the same day or another', () => {
    expect(dropTarget(event, new Date(2026, 10, 24, 12), 'none')).toEqual({
      fromDate: '2026-11-24',
      fromCrewId: 'crew-a',
      toDate: '2026-11-24',
      toCrewId: null,
    });
    expect(dropTarget(event, new Date(2026, 10, 25, 12), 'none')).toEqual({
      fromDate: '2026-11-24',
      fromCrewId: 'crew-a',
      toDate: '2026-11-25',
      toCrewId: null,
    });
  });

  it('does nothing when dropped where it was, unassigned work included, or on the same day of the month view', () => {
    const [unassigned] = summaryToEvents([summary({ crewId: null, crewName: null })], label, 'Unassigned');
    expect(dropTarget(event, new Date(2026, 10, 24, 12), 'crew-a')).toBeNull();
    expect(dropTarget(unassigned, new Date(2026, 10, 24, 12), 'none')).toBeNull();
    expect(dropTarget(event, new Date(2026, 10, 24, 12))).toBeNull();
  });
});
