// The centre of each zip code area: where a property without coordinates is placed until its address is geocoded.
import { inArray } from 'drizzle-orm';
import { zipcodes } from '../../db/schema';
import type { Executor } from '../../lib/history';

export async function zipcodeCentres(executor: Executor, codes: string[]) {
  if (!codes.length) return new Map<string, { latitude: number; longitude: number }>();
  const rows = await executor
    .select({ zipcode: zipcodes.zipcode, latitude: zipcodes.latitude, longitude: zipcodes.longitude })
    .from(zipcodes)
    .where(inArray(zipcodes.zipcode, codes));
  return new Map(rows.map(({ zipcode, latitude, longitude }) => [zipcode, { latitude, longitude }]));
}
