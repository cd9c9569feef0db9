import { describe, expect, it } from 'vitest';
import { withParams } from '../../../common/i18n/catalog';
import { type HoldFacts, holdDecision, holdWindow, isRuleHold, releasedByStaff, type UnpaidPayment } from './holdRules';

const today = '2031-04-10';
const stopped = (firstDeclinedOn: string | null, date = '2031-04-01'): UnpaidPayment => ({ status: 'failed-stop', firstDeclinedOn, date });
const retrying = (firstDeclinedOn: string): UnpaidPayment => ({ status: 'failed', firstDeclinedOn, date: firstDeclinedOn });
const facts = (change: Partial<HoldFacts>): HoldFacts => ({
  today,
  holdAfterDays: 3,
  unpaid: [stopped('2031-04-07')],
  customerDeclineDays: ['2031-04-07'],
  ...change,
});

describe('holdDecision', () => {
  it('walks the whole table', () => {
    const table: [string, Partial<HoldFacts>, ReturnType<typeof holdDecision>][] = [
      ['off', { holdAfterDays: 0 }, { hold: false, why: 'off' }],
      ['nothing unpaid', { unpaid: [] }, { hold: false, why: 'nothing-unpaid' }],
      [
        'retries left, however old',
        { unpaid: [retrying('2031-03-20')], customerDeclineDays: ['2031-03-20'] },
        { hold: false, why: 'retries-left' },
      ],
      [
        'a clean customer’s first declined day: mow, bed care and a trip charge declined hard together',
        { unpaid: [stopped(today), stopped(today), stopped(today)], customerDeclineDays: [today], holdAfterDays: 1 },
        { hold: false, why: 'first-declined-day' },
      ],
      [
        'no retry left, 2 of 3 days',
        { unpaid: [stopped('2031-04-08')], customerDeclineDays: ['2031-04-08'] },
        { hold: false, why: 'too-soon' },
      ],
      ['no retry left, 3 of 3 days', {}, { hold: true, since: '2031-04-07', days: 3, events: 1 }],
      [
        'the oldest payment with no retry left decides; declined days are counted once each',
        {
          unpaid: [stopped('2031-04-09'), stopped('2031-04-02'), stopped('2031-04-02'), retrying('2031-04-01')],
          customerDeclineDays: ['2031-04-01', '2031-04-02', '2031-04-09'],
        },
        { hold: true, since: '2031-04-02', days: 8, events: 3 },
      ],
      [
        'a decline before the first was recorded: its own day stands in',
        { unpaid: [stopped(null, '2031-04-05')], customerDeclineDays: ['2031-04-05'] },
        { hold: true, since: '2031-04-05', days: 5, events: 1 },
      ],
      [
        'a customer with an earlier declined day is held on a new one’s day, for the old debt',
        { unpaid: [stopped('2031-04-01'), stopped(today)], customerDeclineDays: ['2031-04-01', today] },
        { hold: true, since: '2031-04-01', days: 9, events: 2 },
      ],
    ];
    for (const [name, change, expected] of table) expect(holdDecision(facts(change)), name).toEqual(expected);
  });

  it('holds once the days pass, never before, for every setting', () => {
    for (const holdAfterDays of [1, 3, 7, 30])
      for (let days = 0; days <= 31; days += 1) {
        const first = '2031-03-01';
        const day = new Date(Date.UTC(2031, 2, 1 + days)).toISOString().slice(0, 10);
        const decision = holdDecision({ today: day, holdAfterDays, unpaid: [stopped(first)], customerDeclineDays: [first] });
        expect(decision.hold, `${holdAfterDays} days, day ${days}`).toBe(days >= holdAfterDays);
      }
  });
});

describe('holdWindow', () => {
  it('looks at the payments whose days unpaid are reached today, or up to 2 days ago; none when holds are off', () => {
    expect(holdWindow('2031-04-10', 3)).toEqual({ from: '2031-04-05', to: '2031-04-07' });
    expect(holdWindow('2031-04-10', 1)).toEqual({ from: '2031-04-07', to: '2031-04-09' });
    expect(holdWindow('2031-04-10', 0)).toBeNull();
  });
});

describe('isRuleHold', () => {
  it('knows the rule’s reasons, the older count rule’s too, and nothing staff wrote', () => {
    expect(isRuleHold(withParams('server.holds.unpaid_after_retries', { since: '4/2/2031', days: '8' }))).toBe(true);
    expect(isRuleHold(withParams('server.holds.failed_payments', { count: '3' }))).toBe(true);
    expect(isRuleHold('Owes since May')).toBe(false);
    expect(isRuleHold(null)).toBe(false);
  });

  it('tells a release by staff from one by itself and from a property never held', () => {
    expect(releasedByStaff({ visitsHeld: false, visitsHoldReason: 'Promised to pay Friday' })).toBe(true);
    expect(releasedByStaff({ visitsHeld: true, visitsHoldReason: 'Owes since May' })).toBe(false);
    expect(releasedByStaff({ visitsHeld: false, visitsHoldReason: 'server.holds.released_paid' })).toBe(false);
    expect(releasedByStaff({ visitsHeld: false, visitsHoldReason: null })).toBe(false);
  });
});
