import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_SCHEDULE } from '../../../common/retrySchedule';
import { afterDecline, type Decline } from './retries';

const first = '2031-03-31';
const soft: Decline = {
  attempt: 1,
  failureTries: 6,
  schedule: DEFAULT_RETRY_SCHEDULE,
  declineClass: 'soft',
  firstDeclinedOn: first,
  today: first,
};
const stop = { status: 'failed-stop', nextAttemptOn: null };

describe('afterDecline', () => {
  it('tries a soft decline again on the schedule’s days after the first decline', () => {
    const tries = [
      ['2031-03-31', '2031-04-01'],
      ['2031-04-01', '2031-04-03'],
      ['2031-04-03', '2031-04-05'],
      ['2031-04-05', '2031-04-07'],
      ['2031-04-07', '2031-04-10'],
      ['2031-04-10', '2031-04-14'],
    ];
    tries.forEach(([today, next], index) =>
      expect(afterDecline({ ...soft, attempt: index + 1, today })).toEqual({ status: 'failed', nextAttemptOn: next }),
    );
    expect(afterDecline({ ...soft, attempt: 7, today: '2031-04-14' })).toEqual(stop);
  });

  it('uses only the configured tries of the schedule', () => {
    expect(afterDecline({ ...soft, attempt: 3, failureTries: 3, today: '2031-04-03' }).status).toBe('failed');
    expect(afterDecline({ ...soft, attempt: 4, failureTries: 3, today: '2031-04-05' })).toEqual(stop);
    expect(afterDecline({ ...soft, failureTries: 0 })).toEqual(stop);
  });

  it('stops a hard or an expired decline at once', () => {
    expect(afterDecline({ ...soft, declineClass: 'hard' })).toEqual(stop);
    expect(afterDecline({ ...soft, declineClass: 'expired' })).toEqual(stop);
  });

  it('never schedules a late try for today or before, nor past day 30', () => {
    expect(afterDecline({ ...soft, attempt: 2, today: '2031-04-06' })).toEqual({ status: 'failed', nextAttemptOn: '2031-04-07' });
    expect(afterDecline({ ...soft, attempt: 2, today: '2031-04-30' })).toEqual(stop);
  });

  it('crosses the month and the year by the calendar', () => {
    expect(afterDecline({ ...soft, firstDeclinedOn: '2031-12-31', today: '2031-12-31' }).nextAttemptOn).toBe('2032-01-01');
  });
});
