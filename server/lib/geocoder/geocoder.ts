// The geocoder port: addresses in, each one's coordinates (or why not) out. Its adapter is the US Census Bureau's batch
// geocoder (census.ts), pointed at its real host or, in tests and development, at a fake on loopback (tests/fakeGeocoder.ts).
import type { GeocodeAddress, GeocodeResult } from './censusAnswer';

export type { GeocodeAddress, GeocodeResult } from './censusAnswer';

export interface Geocoder {
  /** The most addresses one call takes. */
  batchLimit: number;
  /** Answers one result per address it could read (an address missing from the answer stays unlocated), or throws a GeocoderError. */
  locate(addresses: readonly GeocodeAddress[]): Promise<Map<string, GeocodeResult>>;
}

/** The provider refused or could not be reached; `retriable` says whether trying again may change that. */
export class GeocoderError extends Error {
  constructor(
    readonly retriable: boolean,
    message: string,
  ) {
    super(message);
  }
}
