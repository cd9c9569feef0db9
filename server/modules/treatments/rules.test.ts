import { describe, expect, it } from 'vitest';
import { EPA_REG_NO } from '../../../common/schemas/treatment';
import { judgeApplication, planRounds, ratePer1000, seasonPrice } from './rules';

const label = { unit: 'lb', rateMinPer1000: 2, rateMaxPer1000: 4, windLimitMph: 10, restrictedUse: false };
const facts = {
  amount: 18,
  unit: 'lb',
  areaSqFt: 6000,
  windMph: 5,
  licence: { licenceNo: 'TDA-1', expiresOn: '2027-12-31' },
  day: '2027-04-02',
  overrideReason: null,
  mayOverride: false,
  stockOnHand: 100,
  startedAt: new Date('2027-04-02T14:00:00Z'),
  now: new Date('2027-04-02T16:00:00Z'),
};

describe('an application against its label and licence', () => {
  it('refuses an application that has not happened yet, allowing a phone’s clock a quarter-hour ahead', () => {
    const at = (iso: string) => judgeApplication(label, { ...facts, startedAt: new Date(iso) }).refusals;
    expect(at('2027-04-02T16:15:00Z')).toEqual([]);
    expect(at('2027-04-02T16:15:01Z')).toEqual(['server.treatments.started_in_future']);
    expect(at('2027-04-03T09:00:00Z')).toEqual(['server.treatments.started_in_future']);
  });

  it('passes within the label with a valid licence', () => {
    expect(judgeApplication(label, facts)).toEqual({ ratePer1000: 3, refusals: [], warnings: [] });
  });

  it('walks the rate: below warns, above refuses, a crew’s override refuses, a supervisor’s warns', () => {
    expect(judgeApplication(label, { ...facts, amount: 6 }).warnings).toEqual(['server.treatments.rate_below_label']);
    expect(judgeApplication(label, { ...facts, amount: 24 }).refusals).toEqual([]);
    expect(judgeApplication(label, { ...facts, amount: 24.1 }).refusals).toEqual(['server.treatments.rate_above_label']);
    expect(judgeApplication(label, { ...facts, amount: 30, overrideReason: 'spot' }).refusals).toEqual([
      'server.treatments.override_supervisor_only',
    ]);
    const overridden = judgeApplication(label, { ...facts, amount: 30, overrideReason: 'spot', mayOverride: true });
    expect(overridden).toMatchObject({ refusals: [], warnings: ['server.treatments.rate_above_label_overridden'] });
  });

  it('walks the licence: missing or expired refuses a restricted-use product and warns otherwise; valid on its last day', () => {
    const restricted = { ...label, restrictedUse: true };
    for (const [licence, key] of [
      [null, 'server.treatments.licence_missing'],
      [{ licenceNo: 'TDA-1', expiresOn: '2027-04-01' }, 'server.treatments.licence_expired'],
    ] as const) {
      expect(judgeApplication(restricted, { ...facts, licence }).refusals).toEqual([key]);
      expect(judgeApplication(label, { ...facts, licence }).warnings).toEqual([key]);
    }
    expect(judgeApplication(restricted, { ...facts, licence: { licenceNo: 'TDA-1', expiresOn: '2027-04-02' } }).refusals).toEqual([]);
  });

  it('warns of wind above the label’s limit (none without one), of short stock, and refuses another unit', () => {
    expect(judgeApplication(label, { ...facts, windMph: 10 }).warnings).toEqual([]);
    expect(judgeApplication(label, { ...facts, windMph: 10.5 }).warnings).toEqual(['server.treatments.wind_above_label']);
    expect(judgeApplication({ ...label, windLimitMph: null }, { ...facts, windMph: 40 }).warnings).toEqual([]);
    expect(judgeApplication(label, { ...facts, stockOnHand: 10 }).warnings).toEqual(['server.treatments.stock_short']);
    expect(judgeApplication(label, { ...facts, unit: 'oz' }).refusals).toEqual(['server.treatments.unit_mismatch']);
  });

  it('states the rate per 1,000 sq ft to four decimals', () => {
    expect(ratePer1000(3.5, 6000)).toBe(0.5833);
    expect(ratePer1000(1, 1000)).toBe(1);
  });
});

describe('the rounds of a season', () => {
  const rounds = [
    { name: 'Pre-emergent', windowStart: '02-01', windowEnd: '03-15', priceCents: 5500, minutes: 20 },
    { name: 'Leap', windowStart: '02-29', windowEnd: '03-31', priceCents: 100, minutes: 20 },
    { name: 'Winterizer', windowStart: '10-15', windowEnd: '11-30', priceCents: 6000, minutes: 25 },
  ];

  it('plans each round on its window’s first day, before the season', () => {
    expect(planRounds(rounds, 2028, '2027-11-01').map((round) => round.date)).toEqual(['2028-02-01', '2028-02-29', '2028-10-15']);
  });

  it('reads Feb 29 as Feb 28 in a common year', () => {
    expect(planRounds(rounds, 2027, '2027-01-01')[1].date).toBe('2027-02-28');
  });

  it('plans an open window today and leaves a closed one out, and prices what is left', () => {
    const planned = planRounds(rounds, 2027, '2027-03-16');
    expect(planned.map((round) => [round.name, round.date])).toEqual([
      ['Leap', '2027-03-16'],
      ['Winterizer', '2027-10-15'],
    ]);
    expect(seasonPrice(planned)).toBe(6100);
    expect(planRounds(rounds, 2027, '2027-12-01')).toEqual([]);
  });

  it('prices a round by the lawn’s area band when it has bands, the last band for a larger lawn', () => {
    const banded = [
      {
        ...rounds[0],
        priceBands: [
          { maxSqFt: 10_000, priceCents: 7000 },
          { maxSqFt: 5000, priceCents: 5000 },
        ],
      },
    ];
    expect(planRounds(banded, 2027, '2027-01-01', 4000)[0].priceCents).toBe(5000);
    expect(planRounds(banded, 2027, '2027-01-01', 5000)[0].priceCents).toBe(5000);
    expect(planRounds(banded, 2027, '2027-01-01', 9000)[0].priceCents).toBe(7000);
    expect(planRounds(banded, 2027, '2027-01-01', 30_000)[0].priceCents).toBe(7000);
    expect(planRounds(rounds, 2027, '2027-01-01', 30_000)[0].priceCents).toBe(5500);
  });
});

describe('an EPA registration number', () => {
  it('is company-product, with a distributor number when relabelled', () => {
    for (const good of ['100-1070', '524-475-1234', '62719-542', '1-1']) expect(EPA_REG_NO.test(good), good).toBe(true);
    for (const bad of ['100', '0100-1070', '100-1070-', '100-1070-1-2', '100 1070', 'A-1', '12345678-1'])
      expect(EPA_REG_NO.test(bad), bad).toBe(false);
  });
});
