// The force-service list: properties forced into service on a date, listed, added and removed from System Settings.
import { and, asc, count, desc, eq, gte, lte } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, page } from '../../../common/schemas/envelope';
import { byId } from '../../../common/schemas/fields';
import {
  DUPLICATE_FORCE_SERVICE,
  forceServiceInput,
  forceServiceListInput,
  forceServiceRecord,
} from '../../../common/schemas/forceService';
import { forceServices, properties } from '../../db/schema';
import { HttpProblem, notFound } from '../../lib/httpErrors';
import { forceService, removeForcedService } from '../customers';

const config = { access: { permission: 'setting_menu' } } as const;
const tags = ['settings'];
const added = forceServiceRecord
  .pick({ _id: true, propertyId: true, date: true, createdAt: true })
  .extend({ createdById: z.string().nullable(), updatedAt: z.string() });

const forceServiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const selection = {
    _id: forceServices._id,
    propertyId: forceServices.propertyId,
    date: forceServices.date,
    createdAt: forceServices.createdAt,
    address: properties.address,
    city: properties.city,
    zipcode: properties.zipcode,
  };
  const toRecord = <Row extends { createdAt: Date }>(row: Row) => ({ ...row, createdAt: row.createdAt.toISOString() });

  app.post(
    '/settings/force-service/list',
    { config, schema: { tags, body: forceServiceListInput, response: { 200: envelope(page(forceServiceRecord)) } } },
    async (request) => {
      const { propertyId, from, to, start, length } = request.body;
      const where = and(
        propertyId ? eq(forceServices.propertyId, propertyId) : undefined,
        from ? gte(forceServices.date, from) : undefined,
        to ? lte(forceServices.date, to) : undefined,
      );
      const list = await db
        .select(selection)
        .from(forceServices)
        .innerJoin(properties, eq(properties._id, forceServices.propertyId))
        .where(where)
        .orderBy(desc(forceServices.date), asc(properties.address))
        .offset(start)
        .limit(length);
      const [{ total }] = await db.select({ total: count() }).from(forceServices).where(where);
      return { status: 200, data: { list: list.map(toRecord), total } };
    },
  );

  app.post(
    '/settings/force-service',
    { config, schema: { tags, body: forceServiceInput, response: { 201: envelope(added) } } },
    async (request, reply) => {
      const user = app.currentUser(request);
      const { propertyId, date } = request.body;
      const [property] = await db.select({ _id: properties._id }).from(properties).where(eq(properties._id, propertyId));
      if (!property) throw new HttpProblem(400, 'validation.common.choose_property', { propertyId: 'validation.common.choose_property' });
      const [taken] = await db
        .select({ _id: forceServices._id })
        .from(forceServices)
        .where(and(eq(forceServices.propertyId, propertyId), eq(forceServices.date, date)));
      if (taken) throw new HttpProblem(409, DUPLICATE_FORCE_SERVICE, { date: DUPLICATE_FORCE_SERVICE });
      const row = await forceService(db, { propertyId, date, createdById: user._id });
      reply.status(201);
      return { status: 201, data: { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() } };
    },
  );

  app.delete(
    '/settings/force-service/:id',
    { config, schema: { tags, params: byId, response: { 200: envelope(z.object({ _id: z.string() })) } } },
    async (request) => {
      const row = await removeForcedService(db, request.params.id);
      if (!row) throw notFound('forced_service');
      return { status: 200, message: 'server.settings.forced_service_removed', data: row };
    },
  );
};

export default forceServiceRoutes;
