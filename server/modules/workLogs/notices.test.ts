import { describe, expect, it } from 'vitest';
import { withParams } from '../../../common/i18n/catalog';
import { crewDayNotices } from './notices';

const changed = (smart_count: number, date: string) =>
  withParams('notifications.work_logs.crew_day_changed_message', { smart_count, date });

describe('crewDayNotices', () => {
  it('tells each crew once per day it gained or lost visits, with their count, and no one for unassigned visits', () => {
    const notices = crewDayNotices([
      { crewId: 'north', date: '2031-07-01' },
      { crewId: 'south', date: '2031-07-01' },
      { crewId: 'north', date: '2031-07-01' },
      { crewId: 'north', date: '2031-07-02' },
      { crewId: null, date: '2031-07-02' },
    ]);
    expect(notices.map(([crewId, notice]) => [crewId, notice.message])).toEqual([
      ['north', changed(2, '2031-07-01')],
      ['south', changed(1, '2031-07-01')],
      ['north', changed(1, '2031-07-02')],
    ]);
    expect(notices.every(([, notice]) => notice.type === 'service-schedule')).toBe(true);
  });
});
