// The US Census Bureau's batch geocoder over fetch: `POST <url>/geocoder/locations/addressbatch`, multipart with the
// addresses as `addressFile` and `benchmark=Public_AR_Current`. Free, no key, up to 10,000 addresses a call.
import type { GeocoderSettings } from '../../config';
import { batchFile, parseBatchAnswer } from './censusAnswer';
import { type Geocoder, GeocoderError } from './geocoder';

export const CENSUS_BATCH_LIMIT = 10_000;
const BENCHMARK = 'Public_AR_Current';

export function censusGeocoder(settings: GeocoderSettings): Geocoder {
  const url = `${settings.url.replace(/\/+$/, '')}/geocoder/locations/addressbatch`;
  return {
    batchLimit: CENSUS_BATCH_LIMIT,
    async locate(addresses) {
      if (!addresses.length) return new Map();
      if (addresses.length > CENSUS_BATCH_LIMIT) throw new GeocoderError(false, `at most ${CENSUS_BATCH_LIMIT} addresses a call`);
      const form = new FormData();
      form.set('addressFile', new Blob([batchFile(addresses)], { type: 'text/csv' }), 'addresses.csv');
      form.set('benchmark', BENCHMARK);
      let response: Response;
      let text: string;
      try {
        response = await fetch(url, { method: 'POST', body: form, signal: AbortSignal.timeout(settings.timeoutMs) });
        text = await response.text();
      } catch (error) {
        throw new GeocoderError(true, error instanceof Error ? error.message : String(error));
      }
      // 429 and 5xx pass; any other refusal is about the request, which trying again will not change.
      if (!response.ok) throw new GeocoderError(response.status === 429 || response.status >= 500, `HTTP ${response.status}`);
      return parseBatchAnswer(text);
    },
  };
}

/** The configured geocoder, or null when geocoding is off (the default: nothing leaves the machine unless GEOCODER=census). */
export const geocoderOf = (settings: GeocoderSettings | undefined): Geocoder | null => (settings ? censusGeocoder(settings) : null);
