import { describe, expect, it } from 'vitest';
import { afterDecline } from './retries';

const today = '2031-03-31';

describe('afterDecline', () => {
  it('tries a retryable decline again the next day while tries are left', () => {
    expect(afterDecline({ attempt: 1, failureTries: 3, retryable: true, today })).toEqual({ status: 'failed', nextAttemptOn: '2031-04-01' });
    expect(afterDecline({ attempt: 3, failureTries: 3, retryable: true, today })).toEqual({ status: 'failed', nextAttemptOn: '2031-04-01' });
  });

  it('stops after the first try and the configured tries after it', () => {
    expect(afterDecline({ attempt: 4, failureTries: 3, retryable: true, today })).toEqual({ status: 'failed-stop', nextAttemptOn: null });
    expect(afterDecline({ attempt: 11, failureTries: 10, retryable: true, today })).toEqual({ status: 'failed-stop', nextAttemptOn: null });
  });

  it('never retries with no tries configured', () => {
    expect(afterDecline({ attempt: 1, failureTries: 0, retryable: true, today })).toEqual({ status: 'failed-stop', nextAttemptOn: null });
  });

  it('stops a hard decline at once', () => {
    expect(afterDecline({ attempt: 1, failureTries: 10, retryable: false, today })).toEqual({ status: 'failed-stop', nextAttemptOn: null });
  });

  it('crosses the month and the year by the calendar, weekends included', () => {
    expect(afterDecline({ attempt: 1, failureTries: 2, retryable: true, today: '2031-12-31' }).nextAttemptOn).toBe('2032-01-01');
    expect(afterDecline({ attempt: 1, failureTries: 2, retryable: true, today: '2031-03-01' }).nextAttemptOn).toBe('2031-03-02');
  });
});
