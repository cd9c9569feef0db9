// The Census Bureau's batch geocoder's file formats, without I/O: the addresses as the `addressFile` it takes
// (`id,street,city,state,zip`, no header) and its answer read back (`"id","input address","Match"|"No_Match"|"Tie",
// "Exact"|"Non_Exact","matched address","lon,lat","tigerLineId","side"`; a No_Match or Tie line stops after the third field).
import { parse } from 'csv-parse/sync';
import { csvLine } from '../csv';

export interface GeocodeAddress {
  id: string;
  street: string;
  city: string;
  state: string;
  zip: string;
}

export type GeocodeResult =
  | { id: string; outcome: 'match'; exact: boolean; latitude: number; longitude: number; matchedAddress: string }
  | { id: string; outcome: 'no_match' | 'tie' };

/** The file to upload: one line per address; commas and quotes in a field are quoted as CSV asks. */
export function batchFile(addresses: readonly GeocodeAddress[]): string {
  return addresses.map((address) => csvLine([address.id, address.street, address.city, address.state, address.zip])).join('');
}

const OUTCOMES: Record<string, GeocodeResult['outcome']> = { Match: 'match', No_Match: 'no_match', Tie: 'tie' };

/** Reads one line's coordinates, "lon,lat" (x before y); null when they are missing or out of range. */
function coordinatesOf(text: string | undefined) {
  const [longitude, latitude] = (text ?? '').split(',').map((part) => Number(part.trim()));
  if (!Number.isFinite(longitude) || !Number.isFinite(latitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180 || (latitude === 0 && longitude === 0)) return null;
  return { latitude, longitude };
}

/** The answer, by id. A line that cannot be read (no id, an unknown outcome, a match without coordinates) is left out. */
export function parseBatchAnswer(text: string): Map<string, GeocodeResult> {
  const records: string[][] = parse(text, { bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true });
  const results = new Map<string, GeocodeResult>();
  for (const [rawId, , status, exactness, matchedAddress, coordinates] of records) {
    const id = rawId?.trim();
    const outcome = OUTCOMES[status?.trim() ?? ''];
    if (!id || !outcome) continue;
    if (outcome !== 'match') {
      results.set(id, { id, outcome });
      continue;
    }
    const located = coordinatesOf(coordinates);
    if (located) results.set(id, { id, outcome, exact: exactness?.trim() === 'Exact', matchedAddress: matchedAddress ?? '', ...located });
  }
  return results;
}
