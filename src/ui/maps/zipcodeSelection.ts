// The zip code map selector's rules, kept apart from the map so they can be tested without one.
import type { ZipcodeMapRow } from '../../../common/schemas/vendor';

export const areaNameOf = (row: ZipcodeMapRow) => row[0];
export const zipcodeOf = (row: ZipcodeMapRow) => row[1];

/** Clicking a selected zip code deselects it alone; clicking an unselected one selects every zip code of its area. */
export function toggleZipcode(selected: readonly string[], zipcode: string, rows: readonly ZipcodeMapRow[]): string[] {
  if (selected.includes(zipcode)) return selected.filter((value) => value !== zipcode);
  const area = rows.find((row) => zipcodeOf(row) === zipcode);
  const sameArea = area ? rows.filter((row) => areaNameOf(row) === areaNameOf(area)).map(zipcodeOf) : [zipcode];
  return addZipcodes(selected, [zipcode, ...sameArea]);
}

export function addZipcodes(selected: readonly string[], zipcodes: readonly string[]): string[] {
  const next = [...selected];
  for (const zipcode of zipcodes) if (!next.includes(zipcode)) next.push(zipcode);
  return next;
}

export function removeZipcode(selected: readonly string[], zipcode: string): string[] {
  return selected.filter((value) => value !== zipcode);
}
