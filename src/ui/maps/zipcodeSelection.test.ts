import { describe, expect, it } from 'vitest';
import type { ZipcodeMapRow } from '../../../common/schemas/vendor';
import { addZipcodes, removeZipcode, toggleZipcode } from './zipcodeSelection';

const square = {
  type: 'Polygon',
  coordinates: [
    [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 0],
    ],
  ],
};
const rows: ZipcodeMapRow[] = [
  ['Austin Central', '78701', 30.27, -97.74, null, square],
  ['Austin Central', '78702', 30.26, -97.71, null, square],
  ['Austin South', '78745', 30.2, -97.79, null, square],
];

describe('zip code selection rules', () => {
  it('selects every zip code of the clicked area', () => {
    expect(toggleZipcode([], '78701', rows)).toEqual(['78701', '78702']);
    expect(toggleZipcode(['78745'], '78702', rows)).toEqual(['78745', '78702', '78701']);
  });

  it('deselects only the clicked zip code when it is selected', () => {
    expect(toggleZipcode(['78701', '78702', '78745'], '78702', rows)).toEqual(['78701', '78745']);
  });

  it('selects a zip code missing from the map by itself', () => {
    expect(toggleZipcode(['78701'], '99999', rows)).toEqual(['78701', '99999']);
  });

  it('adds without duplicates and removes from outside', () => {
    expect(addZipcodes(['78701'], ['78701', '78745'])).toEqual(['78701', '78745']);
    expect(removeZipcode(['78701', '78745'], '78701')).toEqual(['78745']);
    expect(removeZipcode(['78745'], '78701')).toEqual(['78745']);
  });
});
