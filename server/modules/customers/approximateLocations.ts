// Properties whose coordinates are only their zip code's centre (an import without coordinates), read for the geocoder
// in batches, and the coordinates it found written back: the flag cleared, with a history entry like any edit.
import { and, asc, count, eq, gt, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import { properties } from '../../db/schema';
import { changedFields, type Executor, recordHistories, type Tx } from '../../lib/history';
import { anyOf } from '../../lib/anyOf';

export interface ApproximateScope {
  /** Only these properties (a subquery of ids, or a list). */
  within?: SQLWrapper | string[];
  /** The batch after this property id (batches go in id order). */
  after?: string;
  limit: number;
}

export async function approximateProperties(executor: Executor, scope: ApproximateScope) {
  const { _id, address, city, state, zipcode } = properties;
  return executor
    .select({ _id, address, city, state, zipcode })
    .from(properties)
    .where(
      and(
        eq(properties.locationApproximate, true),
        scope.within ? inArray(properties._id, scope.within) : undefined,
        scope.after ? gt(properties._id, scope.after) : undefined,
      ),
    )
    .orderBy(asc(properties._id))
    .limit(scope.limit);
}

/** How many of these properties (a subquery of ids, or all) are still at their zip code's centre. */
export async function approximateCount(executor: Executor, within?: SQLWrapper) {
  if (!within) {
    const [{ total }] = await executor.select({ total: count() }).from(properties).where(eq(properties.locationApproximate, true));
    return total;
  }
  // Each listed property is looked up by its key (a subquery in the condition is never turned into a join): planned as
  // a join from statistics taken before an import (PGlite has no autovacuum), the count read every imported row again
  // for each property, 0.6 s for 5,000 on an idle machine, with the server's thread held throughout.
  const { rows } = await executor.execute<{ total: number }>(
    sql`select count(*)::int as total from (select distinct id from (${within}) as listed (id)) as each_one
        where (select ${properties.locationApproximate} from ${properties} where ${properties._id} = each_one.id)`,
  );
  return rows[0].total;
}

export interface GeocodedLocation {
  propertyId: string;
  latitude: number;
  longitude: number;
}

/** Moves still-approximate properties to where the geocoder found them; answers how many moved (one staff fixed meanwhile stays). */
export async function setGeocodedLocations(tx: Tx, located: readonly GeocodedLocation[], userId: string | null) {
  if (!located.length) return 0;
  const wanted = new Map(located.map((location) => [location.propertyId, location]));
  const rows = await tx
    .select({ _id: properties._id, customerId: properties.customerId, latitude: properties.latitude, longitude: properties.longitude })
    .from(properties)
    .where(and(anyOf(properties._id, [...wanted.keys()]), eq(properties.locationApproximate, true)))
    .for('update');
  const entries = [];
  for (const row of rows) {
    const { latitude, longitude } = wanted.get(row._id)!;
    const next = { latitude, longitude, locationApproximate: false };
    await tx.update(properties).set(next).where(eq(properties._id, row._id));
    entries.push({
      entity: 'property' as const,
      entityId: row._id,
      action: 'updated' as const,
      customerId: row.customerId,
      propertyId: row._id,
      userId,
      changes: changedFields({ latitude: row.latitude, longitude: row.longitude, locationApproximate: true }, next),
    });
  }
  await recordHistories(tx, entries);
  return rows.length;
}
