import { describe, expect, it } from 'vitest';
import { MOMENT_KINDS } from '../../../common/schemas/customerMessage';
import { PAYMENT_STATUSES } from '../../../common/schemas/payment';
import { WORK_LOG_STATUSES } from '../../../common/workLogStatuses';
import { aboutId, aboutKind, aboutOf, ETA_FRESH_MINUTES, REPLY_MOMENT, type SendCheck, sendDecision, type WorkLogNow } from './sendRules';

const TUESDAY = '2026-11-24';
const claim = { date: TUESDAY, crewId: 'crew-a' };
// Planned for the Monday, moved to the Tuesday.
const workLog: WorkLogNow = { date: TUESDAY, plannedDate: '2026-11-23', crewId: 'crew-a', status: 'pending', held: false };
const aboutVisit = (moment: string, now: WorkLogNow | null, over: Partial<SendCheck> = {}) =>
  sendDecision({ moment, claim, laterWaiting: false, earlierSending: false, visit: now, ...over });
const aboutPayment = (moment: string, payment: SendCheck['payment']) =>
  sendDecision({ moment, claim: {}, laterWaiting: false, earlierSending: false, payment });

describe('aboutOf', () => {
  it('names the visit, payment or card of every moment, from the first part of its subject id', () => {
    expect(aboutOf('visit-moved', 'wl1:2026-11-24')).toBe('visit:wl1');
    expect(aboutOf('on-my-way', 'wl1')).toBe('visit:wl1');
    expect(aboutOf('payment-failed', 'pay1:2')).toBe('payment:pay1');
    expect(aboutOf('card-expiring', 'card1:2026-12')).toBe('card:card1');
    expect(aboutOf('resend', 'x')).toBeUndefined();
    for (const moment of MOMENT_KINDS) expect(aboutOf(moment, 'id:more'), moment).toMatch(/^(visit|payment|card|property|invoice):id$/);
    expect(aboutId('visit:wl1')).toBe('wl1');
    expect(aboutKind('payment:p1')).toBe('payment');
  });
});

describe('sendDecision', () => {
  it('drops "visit moved" naming the date the customer knows: the planned one, or the last a moved message told', () => {
    const backOnPlanned = { ...workLog, plannedDate: TUESDAY };
    expect(aboutVisit('visit-moved', backOnPlanned)).toEqual({ drop: 'already_told' });
    expect(aboutVisit('visit-moved', backOnPlanned, { toldDate: null })).toEqual({ drop: 'already_told' });
    expect(aboutVisit('visit-moved', backOnPlanned, { toldDate: '2026-11-25' })).toEqual({ send: true });
    expect(aboutVisit('visit-moved', workLog)).toEqual({ send: true });
    expect(aboutVisit('visit-moved', workLog, { toldDate: TUESDAY })).toEqual({ drop: 'already_told' });
    // An earlier "visit moved" being handed over may tell the customer another date: wait for it.
    expect(aboutVisit('visit-moved', backOnPlanned, { earlierSending: true })).toEqual({ wait: true });
    // Only a moved message: a reminder of the planned day still goes.
    expect(aboutVisit('visit-eve', backOnPlanned)).toEqual({ send: true });
  });

  it('drops "paused" once the hold is released and "resumed" once the property is held again', () => {
    const about = (moment: string, held: boolean | null) =>
      sendDecision({ moment, claim: null, laterWaiting: false, earlierSending: false, held });
    expect(about('service-paused', true)).toEqual({ send: true });
    expect(about('service-paused', false)).toEqual({ drop: 'hold_released' });
    expect(about('service-resumed', false)).toEqual({ send: true });
    expect(about('service-resumed', true)).toEqual({ drop: 'visits_held' });
    expect(sendDecision({ moment: 'service-paused', claim: null, laterWaiting: true, earlierSending: false, held: true })).toEqual({
      drop: 'superseded',
    });
  });

  it('drops a message a later one about the same thing supersedes, saying first what is no longer true', () => {
    expect(aboutVisit('visit-moved', workLog, { laterWaiting: true })).toEqual({ drop: 'superseded' });
    expect(aboutVisit('visit-moved', null, { laterWaiting: true, earlierSending: true })).toEqual({ drop: 'visit_gone' });
    expect(aboutVisit('on-my-way', { ...workLog, date: '2026-11-25' }, { laterWaiting: true })).toEqual({ drop: 'visit_moved' });
    expect(aboutVisit('visit-moved', workLog, { laterWaiting: true, earlierSending: true })).toEqual({ drop: 'superseded' });
    expect(aboutPayment('payment-failed', 'failed')).toEqual({ send: true });
  });

  it('waits while an earlier message about the same thing is being sent, unless it is no longer true anyway', () => {
    expect(aboutVisit('visit-moved', workLog, { earlierSending: true })).toEqual({ wait: true });
    expect(aboutVisit('visit-moved', { ...workLog, status: 'cancel' }, { earlierSending: true })).toEqual({ drop: 'visit_cancelled' });
  });

  it('sends a visit message only while the visit is as it says, for every status', () => {
    const expected = {
      pending: { send: true },
      started: { send: true },
      completed: { drop: 'visit_done' },
      skipped: { drop: 'visit_cancelled' },
      cancel: { drop: 'visit_cancelled' },
    } as const;
    for (const status of WORK_LOG_STATUSES)
      for (const moment of ['visit-eve', 'on-my-way', 'visit-moved'])
        expect(aboutVisit(moment, { ...workLog, status }), `${moment} ${status}`).toEqual(expected[status]);
  });

  it('drops a visit message once the visit moved, and on my way once another crew has it', () => {
    const moved = { ...workLog, date: '2026-11-25' };
    for (const moment of ['visit-eve', 'on-my-way', 'visit-moved']) expect(aboutVisit(moment, moved)).toEqual({ drop: 'visit_moved' });
    expect(aboutVisit('on-my-way', { ...workLog, crewId: 'crew-b' })).toEqual({ drop: 'crew_changed' });
    expect(aboutVisit('visit-eve', { ...workLog, crewId: 'crew-b' })).toEqual({ send: true });
    // A message written before claims were kept says nothing of the day: only the visit's state decides.
    expect(sendDecision({ moment: 'on-my-way', claim: null, laterWaiting: false, earlierSending: false, visit: moved })).toEqual({
      send: true,
    });
  });

  it('tells a held property nothing ahead of its visits, but still says a done visit is done', () => {
    expect(aboutVisit('on-my-way', { ...workLog, held: true })).toEqual({ drop: 'visits_held' });
    expect(aboutVisit('visit-eve', { ...workLog, held: true })).toEqual({ drop: 'visits_held' });
    expect(aboutVisit('visit-done', { ...workLog, status: 'completed', held: true })).toEqual({ send: true });
  });

  it("drops a day-before reminder once its visit's day has come in the business's zone, and nothing else for it", () => {
    const monday = '2026-11-23';
    for (const moment of ['visit-eve', 'treatment-eve']) {
      expect(aboutVisit(moment, workLog, { today: monday }), moment).toEqual({ send: true });
      expect(aboutVisit(moment, workLog, { today: TUESDAY }), moment).toEqual({ drop: 'day_passed' });
      expect(aboutVisit(moment, workLog, { today: '2026-11-25' }), moment).toEqual({ drop: 'day_passed' });
      // Without the business's date (a caller that does not know it) the reminder is judged as before.
      expect(aboutVisit(moment, workLog), moment).toEqual({ send: true });
    }
    for (const moment of ['on-my-way', 'visit-moved', 'visit-done'])
      expect(aboutVisit(moment, { ...workLog, status: moment === 'visit-done' ? 'completed' : 'pending' }, { today: TUESDAY })).toEqual({
        send: true,
      });
  });

  it('drops any message about a visit deleted since', () => {
    for (const moment of ['visit-eve', 'on-my-way', 'visit-moved', 'visit-done'])
      expect(aboutVisit(moment, null)).toEqual({ drop: 'visit_gone' });
  });

  it('asks to pay only while the payment is unpaid, for every payment status', () => {
    const settled = new Set(['success', 'free', 'manual', 'refund-success', 'no-charge', 'non-billable']);
    for (const status of PAYMENT_STATUSES)
      for (const moment of ['payment-failed', 'payment-reminder'])
        expect(aboutPayment(moment, status), `${moment} ${status}`).toEqual(settled.has(status) ? { drop: 'paid' } : { send: true });
    expect(aboutPayment('payment-failed', null)).toEqual({ drop: 'payment_gone' });
    expect(sendDecision({ moment: 'payment-failed', claim: null, laterWaiting: false, earlierSending: false, payment: null })).toEqual({
      send: true,
    });
    expect(aboutPayment('payment-receipt', 'success')).toEqual({ send: true });
    expect(aboutPayment('payment-receipt', null)).toEqual({ send: true });
  });

  it('says "on my way" again without its arrival time once it waited past it, and keeps the time while it is fresh', () => {
    const variables = { service: 'mow' as const, eta: '8:10 AM' };
    const withEta = { claim: { ...claim, variables } };
    expect(aboutVisit('on-my-way', workLog, { ...withEta, waitedMinutes: ETA_FRESH_MINUTES + 1 })).toEqual({
      rewrite: { service: 'mow', eta: undefined },
    });
    expect(aboutVisit('on-my-way', workLog, { ...withEta, waitedMinutes: ETA_FRESH_MINUTES })).toEqual({ send: true });
    expect(aboutVisit('on-my-way', workLog, { claim: { ...claim, variables: { service: 'mow' } }, waitedMinutes: 80 })).toEqual({
      send: true,
    });
    // Untrue is dropped, not rewritten; a later message still wins.
    expect(aboutVisit('on-my-way', { ...workLog, date: '2026-11-25' }, { ...withEta, waitedMinutes: 80 })).toEqual({ drop: 'visit_moved' });
    expect(aboutVisit('on-my-way', workLog, { ...withEta, waitedMinutes: 80, laterWaiting: true })).toEqual({ drop: 'superseded' });
  });

  it("sends an inbox reply after the thread's earlier replies, never superseded by a later one", () => {
    const reply = (over: Partial<SendCheck>) =>
      sendDecision({ moment: REPLY_MOMENT, claim: null, laterWaiting: false, earlierSending: false, ...over });
    expect(reply({})).toEqual({ send: true });
    expect(reply({ laterWaiting: true })).toEqual({ send: true });
    expect(reply({ earlierWaiting: true })).toEqual({ wait: true });
    expect(reply({ earlierWaiting: true, laterWaiting: true })).toEqual({ wait: true });
    expect(reply({ momentOff: true })).toEqual({ drop: 'moment_off' });
  });

  it('sends a message about nothing it can check', () => {
    expect(sendDecision({ moment: 'card-expiring', claim: null, laterWaiting: false, earlierSending: false })).toEqual({ send: true });
  });
});

describe('a moment switched off', () => {
  it('drops its message whatever the visit or payment says, before any other reason', () => {
    expect(aboutVisit('on-my-way', workLog, { momentOff: true })).toEqual({ drop: 'moment_off' });
    expect(aboutVisit('visit-moved', null, { momentOff: true, laterWaiting: true })).toEqual({ drop: 'moment_off' });
    expect(sendDecision({ moment: 'payment-receipt', momentOff: true, claim: {}, laterWaiting: false, earlierSending: false })).toEqual({
      drop: 'moment_off',
    });
    expect(aboutVisit('on-my-way', workLog, { momentOff: false })).toEqual({ send: true });
  });
});
