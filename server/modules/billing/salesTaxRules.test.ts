import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SAMPLE_RATE_FILE as AUSTIN, COMPTROLLER_SAMPLE_FILE as COMPTROLLER } from '../../../common/salesTaxSample';
import { renderMessage } from '../../../common/i18n/catalog';
import { readRateFile } from './rateFile';
import { combinedPercent, itemTaxable, jurisdictionsAt, jurisdictionsNamed, taxLines } from './salesTaxRules';

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

describe('reading the Comptroller’s taxrates.txt as published', () => {
  const codesAt = (city: string, zipcode = '78600') =>
    jurisdictionsAt(places(COMPTROLLER), { zipcode, city })?.map((jurisdiction) => `${jurisdiction.code} ${jurisdiction.type}`);
  const row = (...cells: string[]) => `${COMPTROLLER}\r\n${cells.join('\t')}`;

  it('reads each area’s jurisdictions, the state’s rate from the control record, none where it says n/a', () => {
    const read = places(COMPTROLLER);
    expect(read[0]).toEqual({ code: 'TX', name: 'Texas', type: 'state', ratePercent: 6.25, zipcode: '', city: '' });
    expect(read.filter((place) => place.city === 'manor')).toEqual([
      { code: '2227078', name: 'Manor', type: 'city', ratePercent: 1.5, zipcode: '', city: 'manor' },
      { code: '5227532', name: 'Travis County ESD No. 12', type: 'spd', ratePercent: 0.5, zipcode: '', city: 'manor' },
    ]);
  });

  it('a property takes its city’s area: Austin, Pflugerville and Manor at 8.25 %, over two counties alike', () => {
    expect(codesAt('Austin')).toEqual(['TX state', '2227015 city', '3227999 transit']);
    expect(codesAt('PFLUGERVILLE')).toEqual(['TX state', '2227067 city']);
    expect(codesAt('Manor')).toEqual(['TX state', '2227078 city', '5227532 spd']);
    for (const city of ['Austin', 'Pflugerville', 'Manor'])
      expect(combinedPercent(jurisdictionsAt(places(COMPTROLLER), { zipcode: '78600', city })!)).toBe(8.25);
    expect(codesAt('Elgin')).toBeUndefined();
    expect(codesAt('')).toBeUndefined();
  });

  it('a city whose two counties tax apart is not guessed, and a zip code row of LawnDesk’s file comes first', () => {
    const split = row('Manor (Williamson Co)', '2227078', '.015000', 'Williamson Co', 'n/a', '0', 'n/a', 'n/a', '0', 'n/a', 'n/a', '0');
    expect(jurisdictionsAt(places(split), { zipcode: '78653', city: 'Manor' })).toBeNull();
    const both = [...places(COMPTROLLER), { code: '9', name: 'Zip', type: 'city' as const, ratePercent: 1, zipcode: '78653', city: '' }];
    expect(jurisdictionsAt(both, { zipcode: '78653', city: 'Manor' })!.map((place) => place.code)).toEqual(['TX', '9']);
  });

  it('without a control record the state’s rate is 6.25 %, and a total rate at the end is checked', () => {
    const withTotal = ['Austin', '2227015', '.010000', 'n/a', 'n/a', '0', 'Austin MTA', '3227999', '.010000', '.082500'].join('\t');
    expect(places(withTotal)[0].ratePercent).toBe(6.25);
    expect(places(withTotal)).toHaveLength(3);
    expect(refusal(withTotal.replace('.082500', '.080000'))).toEqual({
      line: 1,
      text: 'Line 1: the total rate .080000 is not what the line’s rates and the state’s add up to (8.25%).',
    });
  });

  it('refuses a malformed line with its line and its reason', () => {
    expect(refusal(row('Elgin', '2011014', '.015000', 'Bastrop Co'))).toEqual({
      line: 7,
      text: 'Line 7: 4 cells, where the Comptroller’s file has a name, a local code and a rate for each jurisdiction (tab-separated), then perhaps the total rate.',
    });
    expect(refusal(row('Elgin', '2011014', '1.5')).text).toContain('Line 7: the rate "1.5"');
    expect(refusal(row('Elgin', '2011014', '.015000', 'Bastrop Co', '4011003', '8.25%')).text).toContain('"8.25%"');
    expect(refusal(row('Elgin', 'no code!', '.015000')).line).toBe(7);
    expect(refusal(row('Hornsby', '2227015', '.020000'))).toEqual({
      line: 7,
      text: 'Line 7: the code 2227015 has another rate or type on line 2.',
    });
    expect(refusal('1\t20254\tTX\t.062500').text).toBe('Line 1: the file names no city or area.');
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
