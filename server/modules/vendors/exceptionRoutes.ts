// A vendor's commission exception properties (simple-rest under /vendors/:id/property-exceptions) and their property picker;
// a vendor user sees and sets them only within its own service zip codes.
import { and, asc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../../common/schemas/envelope';
import { byId, MAX_LENGTH, recordId, text } from '../../../common/schemas/fields';
import { propertyException, propertyExceptionInput, propertyOption } from '../../../common/schemas/vendor';
import type { Db } from '../../db/client';
import { properties, vendorPropertyExceptions, vendorZipcodes, type vendors } from '../../db/schema';
import { HttpProblem, MESSAGES, notFound } from '../../lib/httpErrors';
import { escapeLike, paginate, searchAny } from '../../lib/paginate';
import { listQuery, replyWithRange, searchFilter } from '../../lib/simpleRest';
import type { AuthUser } from '../../lib/sessionTokens';
import { canSeeEveryVendor, vendorForAccess, vendorOrStaff } from './access';

const config = { access: vendorOrStaff };
const tags = ['vendors'];
const byVendor = byId;
const byException = byVendor.extend({ exceptionId: recordId() });
const exceptionListQuery = listQuery(['commission', 'address', 'createdAt'], z.object({ q: searchFilter }), 'createdAt');
const OUT_OF_AREA = 'server.vendors.property_not_in_vendors_area';
const DUPLICATE = 'server.vendors.property_already_has_exception_for_vendor';

/** Staff pick any property; a vendor user only those in its own service zip codes. */
function propertyScope(db: Db, user: AuthUser, vendor: typeof vendors.$inferSelect): SQL | undefined {
  if (canSeeEveryVendor(user)) return undefined;
  return inArray(
    properties.zipcode,
    db.select({ zipcode: vendorZipcodes.zipcode }).from(vendorZipcodes).where(eq(vendorZipcodes.vendorId, vendor._id)),
  );
}

const columns = {
  _id: vendorPropertyExceptions._id,
  vendorId: vendorPropertyExceptions.vendorId,
  propertyId: vendorPropertyExceptions.propertyId,
  commission: vendorPropertyExceptions.commission,
  createdAt: vendorPropertyExceptions.createdAt,
  address: properties.address,
  zipcode: properties.zipcode,
};
const toRecord = (row: { createdAt: Date } & Omit<z.infer<typeof propertyException>, 'createdAt'>) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

const vendorExceptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  async function read(vendorId: string, exceptionId: string) {
    const [row] = await db
      .select(columns)
      .from(vendorPropertyExceptions)
      .innerJoin(properties, eq(properties._id, vendorPropertyExceptions.propertyId))
      .where(and(eq(vendorPropertyExceptions._id, exceptionId), eq(vendorPropertyExceptions.vendorId, vendorId)));
    if (!row) throw notFound('exception');
    return toRecord(row);
  }

  async function isInScope(user: AuthUser, vendor: typeof vendors.$inferSelect, propertyId: string) {
    const [found] = await db
      .select({ _id: properties._id })
      .from(properties)
      .where(and(eq(properties._id, propertyId), propertyScope(db, user, vendor)));
    return Boolean(found);
  }

  /** An exception on a property outside a vendor user's zip codes is the office's, not the vendor's to read or change. */
  async function readInScope(user: AuthUser, vendor: typeof vendors.$inferSelect, exceptionId: string) {
    const record = await read(vendor._id, exceptionId);
    if (!(await isInScope(user, vendor, record.propertyId))) throw new HttpProblem(403, MESSAGES.forbidden);
    return record;
  }

  app.get(
    '/vendors/:id/property-exceptions',
    { config, schema: { tags, params: byVendor, querystring: exceptionListQuery, response: { 200: z.array(propertyException) } } },
    async (request, reply) => {
      const user = app.currentUser(request);
      const vendor = await vendorForAccess(db, user, request.params.id);
      const { filter, ...page } = request.query;
      const query = db
        .select(columns)
        .from(vendorPropertyExceptions)
        .innerJoin(properties, eq(properties._id, vendorPropertyExceptions.propertyId))
        .where(
          and(
            eq(vendorPropertyExceptions.vendorId, vendor._id),
            propertyScope(db, user, vendor),
            searchAny(filter.q, [properties.address]),
          ),
        )
        .$dynamic();
      const sortColumns = {
        commission: vendorPropertyExceptions.commission,
        address: properties.address,
        createdAt: vendorPropertyExceptions.createdAt,
      };
      const { rows, ...counted } = await paginate(db, { query, idColumn: vendorPropertyExceptions._id, sortColumns, page });
      return replyWithRange(reply, 'property-exceptions', rows.map(toRecord), page.range[0], counted);
    },
  );

  app.get(
    '/vendors/:id/property-exceptions/:exceptionId',
    { config, schema: { tags, params: byException, response: { 200: propertyException } } },
    async (request) => {
      const user = app.currentUser(request);
      const vendor = await vendorForAccess(db, user, request.params.id);
      return readInScope(user, vendor, request.params.exceptionId);
    },
  );

  app.post(
    '/vendors/:id/property-exceptions',
    {
      config,
      schema: { tags, params: byVendor, body: propertyExceptionInput, response: { 201: propertyException } },
    },
    async (request, reply) => {
      const user = app.currentUser(request);
      const vendor = await vendorForAccess(db, user, request.params.id);
      if (!(await isInScope(user, vendor, request.body.propertyId))) throw new HttpProblem(400, OUT_OF_AREA, { propertyId: OUT_OF_AREA });
      const [row] = await db
        .insert(vendorPropertyExceptions)
        .values({ ...request.body, vendorId: vendor._id })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new HttpProblem(409, DUPLICATE, { propertyId: DUPLICATE });
      reply.status(201);
      return read(vendor._id, row._id);
    },
  );

  app.put(
    '/vendors/:id/property-exceptions/:exceptionId',
    {
      config,
      schema: { tags, params: byException, body: propertyExceptionInput.pick({ commission: true }), response: { 200: propertyException } },
    },
    async (request) => {
      const user = app.currentUser(request);
      const vendor = await vendorForAccess(db, user, request.params.id);
      const { exceptionId } = request.params;
      await readInScope(user, vendor, exceptionId);
      await db
        .update(vendorPropertyExceptions)
        .set({ commission: request.body.commission })
        .where(eq(vendorPropertyExceptions._id, exceptionId));
      return read(vendor._id, exceptionId);
    },
  );

  app.delete(
    '/vendors/:id/property-exceptions/:exceptionId',
    { config, schema: { tags, params: byException, response: { 200: propertyException } } },
    async (request) => {
      const user = app.currentUser(request);
      const vendor = await vendorForAccess(db, user, request.params.id);
      const record = await readInScope(user, vendor, request.params.exceptionId);
      await db.delete(vendorPropertyExceptions).where(eq(vendorPropertyExceptions._id, record._id));
      return record;
    },
  );

  app.get(
    '/vendors/:id/property-options',
    {
      config,
      schema: {
        tags,
        params: byVendor,
        querystring: z.object({ q: text(MAX_LENGTH.search).default('') }),
        response: { 200: envelope(z.array(propertyOption)) },
      },
    },
    async (request) => {
      const user = app.currentUser(request);
      const vendor = await vendorForAccess(db, user, request.params.id);
      const text = request.query.q;
      const options = await db
        .select({ _id: properties._id, address: properties.address, city: properties.city, zipcode: properties.zipcode })
        .from(properties)
        .where(
          and(
            eq(properties.isArchived, false),
            propertyScope(db, user, vendor),
            text ? or(searchAny(text, [properties.address]), ilike(properties.zipcode, `${escapeLike(text)}%`)) : undefined,
          ),
        )
        .orderBy(asc(properties.address))
        .limit(20);
      return { status: 200, data: options };
    },
  );
};

export default vendorExceptionRoutes;
