// The `geocode-locations` job: approximate properties (an import's, or all) sent to the geocoder a batch at a time; a
// match moves the property and clears its flag, anything else leaves it at its zip code's centre. Each batch is a job
// of its own that queues the next, so a crash or a provider error (thrown: pg-boss retries it) takes up where it stopped.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { importRows } from '../../../db/schema';
import { type Geocoder, GeocoderError } from '../../../lib/geocoder/geocoder';
import { approximateProperties, setGeocodedLocations } from '../../customers';

export const GEOCODE_QUEUE = 'geocode-locations';
/** Addresses per call: the Census takes 10,000, but a smaller batch keeps a retry short. */
export const GEOCODE_BATCH = 1_000;

export interface GeocodeJob {
  /** Only this import's properties; neither this nor propertyIds: every approximate property. */
  importId?: string;
  propertyIds?: string[];
  /** The batch after this property id. */
  after?: string;
  userId: string | null;
}

export interface GeocodeOutcome {
  sent: number;
  located: number;
  /** The next batch's job, when this batch was full. */
  next: GeocodeJob | null;
}

/** One batch: its addresses sent, its matches written. Throws what the geocoder throws, before anything is written. */
export async function geocodeBatch(app: FastifyInstance, geocoder: Geocoder, job: GeocodeJob): Promise<GeocodeOutcome> {
  const { db } = app.database;
  const limit = Math.min(GEOCODE_BATCH, geocoder.batchLimit);
  const within = job.importId
    ? db.select({ propertyId: importRows.propertyId }).from(importRows).where(eq(importRows.importId, job.importId))
    : job.propertyIds;
  const batch = await approximateProperties(db, { within, after: job.after, limit });
  if (!batch.length) return { sent: 0, located: 0, next: null };
  const results = await geocoder.locate(
    batch.map((property) => ({
      id: property._id,
      street: property.address,
      city: property.city,
      state: property.state,
      zip: property.zipcode,
    })),
  );
  const located = batch.flatMap((property) => {
    const result = results.get(property._id);
    return result?.outcome === 'match' ? [{ propertyId: property._id, latitude: result.latitude, longitude: result.longitude }] : [];
  });
  const moved = await db.transaction((tx) => setGeocodedLocations(tx, located, job.userId));
  if (moved) app.realtime.officeQueuesChanged();
  return { sent: batch.length, located: moved, next: batch.length === limit ? { ...job, after: batch.at(-1)!._id } : null };
}

/** Queued on a node running jobs; on one without (tests), every batch runs before answering. */
export async function queueGeocoding(app: FastifyInstance, geocoder: Geocoder, job: GeocodeJob) {
  if (app.hasDecorator('jobs')) {
    const key = [job.importId ?? (job.propertyIds ? job.propertyIds.join(',').slice(0, 200) : 'all'), job.after ?? ''].join(':');
    await app.jobs.send(GEOCODE_QUEUE, job satisfies GeocodeJob, { singletonKey: key });
    return;
  }
  for (let next: GeocodeJob | null = job; next;) next = (await geocodeBatch(app, geocoder, next)).next;
}

/** The worker: one batch, then the next batch's job. A refusal trying again cannot change (a 400) ends the run, logged. */
export async function runGeocodeJob(app: FastifyInstance, geocoder: Geocoder, job: GeocodeJob) {
  let outcome: GeocodeOutcome;
  try {
    outcome = await geocodeBatch(app, geocoder, job);
  } catch (error) {
    if (!(error instanceof GeocoderError) || error.retriable) throw error;
    app.log.warn({ err: error, job }, 'geocoder refused the batch');
    return { sent: 0, located: 0, refused: error.message };
  }
  if (outcome.next) await queueGeocoding(app, geocoder, outcome.next);
  return { sent: outcome.sent, located: outcome.located };
}
