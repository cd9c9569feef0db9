// /geocoding: staff with data_import queue the geocoder for an import's approximate properties or for all of them;
// /properties/:id/locate: staff locate one approximate property again from its view (after correcting its address).
import { and, count, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../../../common/schemas/envelope';
import { byId } from '../../../../common/schemas/fields';
import { geocodingQueued, geocodingStart, geocodingState, propertyLocated } from '../../../../common/schemas/geocoding';
import { importRows, properties } from '../../../db/schema';
import { type Geocoder, GeocoderError } from '../../../lib/geocoder/geocoder';
import { HttpProblem, notFound } from '../../../lib/httpErrors';
import { geocodeBatch, queueGeocoding } from './geocoding';

const tags = ['imports'];

const geocodingRoutes: FastifyPluginAsyncZod<{ geocoder: Geocoder | null }> = async (app, { geocoder }) => {
  const { db } = app.database;
  const required = (): Geocoder => {
    if (!geocoder) throw new HttpProblem(409, 'server.data_import.geocoder_off');
    return geocoder;
  };

  app.get(
    '/geocoding',
    { config: { access: { permission: 'data_import' } }, schema: { tags, response: { 200: envelope(geocodingState) } } },
    async () => ({ status: 200, data: { on: geocoder !== null } }),
  );

  app.post(
    '/geocoding',
    {
      config: { access: { permission: 'data_import' } },
      schema: { tags, body: geocodingStart, response: { 200: envelope(geocodingQueued) } },
    },
    async (request) => {
      const chosen = required();
      const { importId } = request.body;
      const [{ approximate }] = await db
        .select({ approximate: count() })
        .from(properties)
        .where(
          and(
            eq(properties.locationApproximate, true),
            importId
              ? inArray(properties._id, db.select({ id: importRows.propertyId }).from(importRows).where(eq(importRows.importId, importId)))
              : undefined,
          ),
        );
      if (approximate) await queueGeocoding(app, chosen, { importId: importId ?? undefined, userId: app.currentUser(request)._id });
      return { status: 200, message: 'server.data_import.geocoding_queued', data: { approximate } };
    },
  );

  app.post(
    '/properties/:id/locate',
    { config: { access: { permission: 'customer_list' } }, schema: { tags, params: byId, response: { 200: envelope(propertyLocated) } } },
    async (request) => {
      const chosen = required();
      const { id } = request.params;
      const [property] = await db.select({ _id: properties._id }).from(properties).where(eq(properties._id, id));
      if (!property) throw notFound('property');
      let located = 0;
      try {
        ({ located } = await geocodeBatch(app, chosen, { propertyIds: [id], userId: app.currentUser(request)._id }));
      } catch (error) {
        if (error instanceof GeocoderError) throw new HttpProblem(502, 'server.data_import.geocoder_unreachable');
        throw error;
      }
      return {
        status: 200,
        message: located ? 'server.data_import.location_found' : 'server.data_import.location_not_found',
        data: { located: located > 0 },
      };
    },
  );
};

export default geocodingRoutes;
