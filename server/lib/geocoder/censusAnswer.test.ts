import { describe, expect, it } from 'vitest';
import { batchFile, parseBatchAnswer } from './censusAnswer';

describe("the Census batch geocoder's files", () => {
  it('writes one line per address, quoting commas and quotes', () => {
    expect(
      batchFile([
        { id: 'p1', street: '12 Oak Ln, Unit 2', city: 'Austin', state: 'TX', zip: '78701' },
        { id: 'p2', street: '9 "Old" Pine Rd', city: 'Austin', state: 'TX', zip: '78702' },
      ]),
    ).toBe('p1,"12 Oak Ln, Unit 2",Austin,TX,78701\np2,"9 ""Old"" Pine Rd",Austin,TX,78702\n');
  });

  it('reads a match with its quoted address and "lon,lat" coordinates', () => {
    const answer =
      '"p1","12 Oak Ln, Unit 2, Austin, TX, 78701","Match","Exact","12 OAK LN, AUSTIN, TX, 78701","-97.7431,30.2672","76225813","L"\n';
    expect(parseBatchAnswer(answer).get('p1')).toEqual({
      id: 'p1',
      outcome: 'match',
      exact: true,
      latitude: 30.2672,
      longitude: -97.7431,
      matchedAddress: '12 OAK LN, AUSTIN, TX, 78701',
    });
  });

  it('reads a non-exact match as a match', () => {
    const answer = '"p2","9 Pine Rd, Austin, TX, 78702","Match","Non_Exact","9 PINE RD, AUSTIN, TX, 78702","-97.7,30.2","1","R"';
    expect(parseBatchAnswer(answer).get('p2')).toMatchObject({ outcome: 'match', exact: false, latitude: 30.2, longitude: -97.7 });
  });

  it('reads No_Match and Tie lines, which stop after the third field', () => {
    const answer = ['"p3","1 Nowhere St, Austin, TX, 78703","No_Match"', '"p4","5 Main St, Austin, TX, 78704","Tie"'].join('\r\n');
    const results = parseBatchAnswer(answer);
    expect(results.get('p3')).toEqual({ id: 'p3', outcome: 'no_match' });
    expect(results.get('p4')).toEqual({ id: 'p4', outcome: 'tie' });
  });

  it('leaves out lines it cannot read: no id, an unknown outcome, a match without usable coordinates', () => {
    const answer = [
      '"","1 A St","Match","Exact","1 A ST","-97,30","1","L"',
      '"p5","1 B St","Maybe"',
      '"p6","1 C St","Match","Exact","1 C ST","","1","L"',
      '"p7","1 D St","Match","Exact","1 D ST","0,0","1","L"',
      '',
      '"p8","1 E St","Match","Exact","1 E ST","-97.1,30.1","1","L"',
    ].join('\n');
    expect([...parseBatchAnswer(answer).keys()]).toEqual(['p8']);
  });

  it('reads an empty answer as no results', () => {
    expect(parseBatchAnswer('').size).toBe(0);
  });
});
