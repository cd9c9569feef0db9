import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SAMPLE_RATE_FILE as AUSTIN } from '../../../common/salesTaxSample';
import { renderMessage } from '../../../common/i18n/catalog';
import { combinedPercent, itemTaxable, jurisdictionsAt, jurisdictionsNamed, readRateFile, taxLines } from './salesTaxRules';

function places(text = AUSTIN) {
  const read = readRateFile(text);
  if (!read.ok) throw new Error(renderMessage('en', read.message));
  return read.places;
}

function refusal(text: string) {
  const read = readRateFile(text);
  if (read.ok) throw new Error('read');
  return { line: read.line, text: renderMessage('en', read.message) };
}

describe('reading a rate file', () => {
  it('reads each jurisdiction at its place, the Comptroller’s fractions as percents', () => {
    const read = places();
    expect(read).toHaveLength(6);
    expect(read[0]).toEqual({ code: 'TX', name: 'Texas', type: 'state', ratePercent: 6.25, zipcode: '', city: '' });
    expect(read[1]).toMatchObject({ code: '2227015', zipcode: '78701', city: 'austin', ratePercent: 1 });
  });

  it('takes the columns in any order, with others beside them, a byte-order mark and quoted names', () => {
    const read = places(
      '\uFEFFRate,Type,Jurisdiction,Local Code,City,Zip,Note\n.0625,state,Texas,TX,,,x\n.02,city,"Dallas, City of",2057000,Dallas,75201,y',
    );
    expect(read[1]).toMatchObject({ name: 'Dallas, City of', ratePercent: 2, zipcode: '75201' });
  });

  it('refuses a malformed file with the line and the reason', () => {
    expect(refusal('zip,city,local_code,jurisdiction,type\n')).toEqual({ line: 1, text: 'Line 1: the column "rate" is missing.' });
    expect(refusal(`${AUSTIN}\n7870,,1,X,city,.01`)).toMatchObject({ line: 8, text: expect.stringContaining('Line 8') });
    expect(refusal(`${AUSTIN}\n78702,,1,X,borough,.01`).text).toContain('"borough"');
    expect(refusal(`${AUSTIN}\n78702,,1,X,city,1.5`).text).toContain('1.5');
    expect(refusal(`${AUSTIN}\n78702,,1,X,city,8.25%`).line).toBe(8);
    expect(refusal(`${AUSTIN}\n78702,,2227015,Austin,city,.02`)).toMatchObject({ line: 8, text: expect.stringContaining('line 3') });
    expect(refusal('zip,city,local_code,jurisdiction,type,rate\n78701,,1,X,city,.01').text).toContain('state');
    expect(refusal(`${AUSTIN}\n,,TX2,Texas,state,.0625`).line).toBe(8);
    expect(refusal(`${AUSTIN}\n78702,,1,,city,.01`).line).toBe(8);
    expect(refusal('zip,city,local_code,jurisdiction,type,rate\n"78701,,1').line).toBeGreaterThanOrEqual(1);
    expect(refusal('').line).toBe(1);
  });

  it('counts lines as the file has them, blank lines and a cell over two lines included', () => {
    expect(refusal(`zip,city,local_code,jurisdiction,type,rate\n,,TX,Texas,state,.0625\n\n78701,"Austin\nTX",1,"A",city,x`).line).toBe(4);
  });
});

describe('the jurisdictions holding a property', () => {
  it('the state, the zip code’s, and the city’s only in that city (its spelling aside)', () => {
    const inAustin = jurisdictionsAt(places(), { zipcode: '78701-1234', city: ' AUSTIN ' })!;
    expect(inAustin.map((jurisdiction) => jurisdiction.code)).toEqual(['TX', '2227015', '3227999']);
    expect(combinedPercent(inAustin)).toBe(8.25);
    const outside = jurisdictionsAt(places(), { zipcode: '78660', city: 'Austin' })!;
    expect(outside.map((jurisdiction) => jurisdiction.code)).toEqual(['TX', '3227999', '5227550']);
    expect(combinedPercent(outside)).toBe(7.5);
  });

  it('none when the table does not know the zip code', () => {
    expect(jurisdictionsAt(places(), { zipcode: '75201', city: 'Dallas' })).toBeNull();
  });

  it('staff’s codes with the state’s', () => {
    const named = jurisdictionsNamed(places(), ['2227042', '3227999', '5227550']);
    expect(named.map((jurisdiction) => jurisdiction.code)).toEqual(['TX', '3227999', '2227042', '5227550']);
    expect(combinedPercent(named)).toBe(8.5);
  });
});

describe('a charge’s tax per jurisdiction', () => {
  it('8.25 % of $45.00 is $3.71, shared by the rates', () => {
    const lines = taxLines(4500, jurisdictionsAt(places(), { zipcode: '78701', city: 'Austin' })!);
    expect(lines.map((line) => line.taxCents)).toEqual([281, 45, 45]);
  });

  it('the lines always add up to the combined rate’s tax', () => {
    const rate = fc.integer({ min: 0, max: 20_000 }).map((value) => value / 10_000);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.array(rate, { minLength: 1, maxLength: 6 }), (cents, rates) => {
        const jurisdictions = rates.map((ratePercent, index) => ({ code: String(index), name: '', type: 'city' as const, ratePercent }));
        const lines = taxLines(cents, jurisdictions);
        const whole = Math.floor((cents * Math.round(combinedPercent(jurisdictions) * 10_000) + 500_000) / 1_000_000);
        expect(lines.reduce((sum, line) => sum + line.taxCents, 0)).toBe(whole);
        lines.forEach((line, index) => expect(Math.abs(line.taxCents - (cents * rates[index]) / 100)).toBeLessThanOrEqual(1));
      }),
    );
  });
});

describe('what a state taxes', () => {
  const states = [{ state: 'TX', taxableItems: ['mow', 'bnb'] }];
  it('the items the setting lists, every item in a state it does not list', () => {
    expect(itemTaxable(states, 'tx', 'mow')).toBe(true);
    expect(itemTaxable(states, 'TX', 'call-log')).toBe(false);
    expect(itemTaxable(states, 'OK', 'call-log')).toBe(true);
  });
});
