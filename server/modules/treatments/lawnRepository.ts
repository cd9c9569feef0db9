// A property's lawn (the treatments domain's `lawns`): its area, typed in or measured from an outline drawn on the map.
// A change is a property history row; an enrolment made without a lawn on file keeps its area as the lawn.
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { distanceMiles } from '../../../common/geo/distance';
import type { lawnInput, LawnRecord } from '../../../common/schemas/treatment';
import type { Db } from '../../db/client';
import { lawns } from '../../db/schema';
import { readProperty } from '../customers/reads';
import { type Executor, recordHistory } from '../../lib/history';
import { HttpProblem, notFound } from '../../lib/httpErrors';

/** An outline is of this property's lawn: every corner within this of its map position. */
const MAX_CORNER_MILES = 0.5;

type Lawn = typeof lawns.$inferSelect;
const toLawnRecord = (row: Lawn): LawnRecord => ({
  propertyId: row.propertyId,
  sqFt: row.sqFt,
  outline: row.outline ?? null,
  updatedAt: row.updatedAt.toISOString(),
});

async function propertyOf(executor: Executor, propertyId: string) {
  const property = await readProperty(executor, propertyId, 'customerId', 'latitude', 'longitude');
  if (!property) throw notFound('property');
  return property;
}

/** Writes the lawn with a property history row of what changed (nothing when nothing did). */
async function writeLawn(executor: Executor, propertyId: string, next: { sqFt: number; outline: [number, number][] | null }, by: string) {
  const { customerId } = await propertyOf(executor, propertyId);
  const [before] = await executor.select().from(lawns).where(eq(lawns.propertyId, propertyId)).for('update');
  const values = { sqFt: next.sqFt, outline: next.outline, updatedById: by, updatedAt: new Date() };
  const [row] = await executor
    .insert(lawns)
    .values({ propertyId, ...values })
    .onConflictDoUpdate({ target: lawns.propertyId, set: values })
    .returning();
  const measured = (outline: unknown) => (outline ? 'map' : 'typed');
  if (before?.sqFt !== row.sqFt || measured(before?.outline) !== measured(row.outline))
    await recordHistory(executor, {
      entity: 'property',
      entityId: propertyId,
      action: 'updated',
      customerId,
      propertyId,
      userId: by,
      changes: {
        lawnSqFt: { from: before?.sqFt ?? null, to: row.sqFt },
        lawnMeasured: { from: before ? measured(before.outline) : null, to: measured(row.outline) },
      },
    });
  return row;
}

export function lawnRepository(db: Db) {
  return {
    async read(propertyId: string): Promise<LawnRecord | null> {
      await propertyOf(db, propertyId);
      const [row] = await db.select().from(lawns).where(eq(lawns.propertyId, propertyId));
      return row ? toLawnRecord(row) : null;
    },

    async save(propertyId: string, input: z.infer<typeof lawnInput>, by: string): Promise<LawnRecord> {
      return db.transaction(async (tx) => {
        const { latitude, longitude } = await propertyOf(tx, propertyId);
        const site = latitude !== null && longitude !== null ? { latitude, longitude } : null;
        if (site && input.outline?.some(([lat, lng]) => distanceMiles(site, { latitude: lat, longitude: lng }) > MAX_CORNER_MILES))
          throw new HttpProblem(400, 'validation.treatment.outline_far', { outline: 'validation.treatment.outline_far' });
        return toLawnRecord(await writeLawn(tx, propertyId, input, by));
      });
    },
  };
}

/** Inside an enrolment: the area typed becomes the property's lawn when none is on file yet. */
export async function keepLawnOf(executor: Executor, propertyId: string, sqFt: number, by: string): Promise<void> {
  const [known] = await executor.select({ sqFt: lawns.sqFt }).from(lawns).where(eq(lawns.propertyId, propertyId));
  if (!known) await writeLawn(executor, propertyId, { sqFt, outline: null }, by);
}
