// /products, /programs, /properties/:id/programs (enrolments) and /applicators (who applies, and their licence): the
// treatments catalog staff keep (treatments_manage, the admin role's by default).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../../common/schemas/envelope';
import { byId, recordId } from '../../../common/schemas/fields';
import {
  applicatorRecord,
  enrolmentInput,
  enrolmentRecord,
  licenceInput,
  licenceRecord,
  productInput,
  productRecord,
  programInput,
  programRecord,
  stockAdjustmentInput,
  stockMovementRecord,
} from '../../../common/schemas/treatment';
import { idsFilter, listQuery, replyWithRange, searchFilter } from '../../lib/simpleRest';
import { catalogRepository } from './catalogRepository';
import { enrolmentRepository } from './enrolmentRepository';

const MANAGE = { access: { permission: 'treatments_manage' } } as const;
const tags = ['treatments'];
const enrolmentParams = z.object({ id: recordId(), enrolmentId: recordId() });
/** A catalog holds tens of rows: the list is sorted and paged in memory from at most a thousand. */
const catalogQuery = listQuery(['name', 'createdAt'], z.object({ q: searchFilter }), 'name');
type CatalogQuery = z.infer<typeof catalogQuery>;
/** Tens of people, by name: a list's filter and react-admin's getMany (`id`). */
const applicatorQuery = listQuery(['name'], z.object({ q: searchFilter, id: idsFilter.optional() }), 'name');

function page<T extends { name: string; createdAt: string; _id: string }>({ sort, range, filter }: CatalogQuery, rows: T[]) {
  const [field, order] = sort;
  const needle = filter.q?.toLowerCase();
  const found = needle ? rows.filter((row) => row.name.toLowerCase().includes(needle)) : rows;
  const key = (row: T) => (field === 'id' ? row._id : row[field]);
  const sorted = [...found].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0) * (order === 'ASC' ? 1 : -1));
  return { rows: sorted.slice(range[0], range[1] + 1), total: found.length };
}

const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = catalogRepository(app.database.db);
  const enrolments = enrolmentRepository(app.database.db);
  const by = (request: Parameters<typeof app.currentUser>[0]) => app.currentUser(request)._id;

  app.get(
    '/products',
    { config: MANAGE, schema: { tags, querystring: catalogQuery, response: { 200: z.array(productRecord) } } },
    async (request, reply) => {
      const { rows, total } = page(request.query, await repository.listProducts());
      return replyWithRange(reply, 'products', rows, request.query.range[0], total);
    },
  );

  app.post(
    '/products',
    { config: MANAGE, schema: { tags, body: productInput, response: { 201: productRecord } } },
    async (request, reply) => {
      reply.status(201);
      return repository.createProduct(request.body, by(request));
    },
  );

  app.get('/products/:id', { config: MANAGE, schema: { tags, params: byId, response: { 200: productRecord } } }, async (request) =>
    repository.readProduct(request.params.id),
  );

  app.put(
    '/products/:id',
    { config: MANAGE, schema: { tags, params: byId, body: productInput, response: { 200: productRecord } } },
    async (request) => repository.updateProduct(request.params.id, request.body, by(request)),
  );

  app.get(
    '/products/:id/stock-movements',
    { config: MANAGE, schema: { tags, params: byId, response: { 200: envelope(z.array(stockMovementRecord)) } } },
    async (request) => ({ status: 200, data: await repository.stockMovements(request.params.id) }),
  );

  app.post(
    '/products/:id/stock-movements',
    { config: MANAGE, schema: { tags, params: byId, body: stockAdjustmentInput, response: { 201: envelope(productRecord) } } },
    async (request, reply) => {
      const data = await repository.adjustStock(request.params.id, request.body, by(request));
      reply.status(201);
      return { status: 201, message: 'server.treatments.stock_adjusted', data };
    },
  );

  app.get(
    '/programs',
    { config: MANAGE, schema: { tags, querystring: catalogQuery, response: { 200: z.array(programRecord) } } },
    async (request, reply) => {
      const { rows, total } = page(request.query, await repository.listPrograms());
      return replyWithRange(reply, 'programs', rows, request.query.range[0], total);
    },
  );

  app.post(
    '/programs',
    { config: MANAGE, schema: { tags, body: programInput, response: { 201: programRecord } } },
    async (request, reply) => {
      reply.status(201);
      return repository.createProgram(request.body, by(request));
    },
  );

  app.get('/programs/:id', { config: MANAGE, schema: { tags, params: byId, response: { 200: programRecord } } }, async (request) =>
    repository.readProgram(request.params.id),
  );

  // An edit is the program's next version, answered as the record (react-admin's edit then shows it); enrolments
  // already made keep theirs.
  app.put(
    '/programs/:id',
    { config: MANAGE, schema: { tags, params: byId, body: programInput, response: { 200: programRecord } } },
    async (request) => repository.reviseProgram(request.params.id, request.body, by(request)),
  );

  app.get(
    '/properties/:id/programs',
    { config: MANAGE, schema: { tags, params: byId, response: { 200: z.array(enrolmentRecord) } } },
    async (request) => enrolments.list(request.params.id),
  );

  app.post(
    '/properties/:id/programs',
    { config: MANAGE, schema: { tags, params: byId, body: enrolmentInput, response: { 201: envelope(enrolmentRecord) } } },
    async (request, reply) => {
      const data = await enrolments.enrol(request.params.id, request.body, by(request));
      reply.status(201);
      return { status: 201, message: 'server.treatments.enrolled', params: { season: data.season }, data };
    },
  );

  app.delete(
    '/properties/:id/programs/:enrolmentId',
    { config: MANAGE, schema: { tags, params: enrolmentParams, response: { 200: envelope(enrolmentRecord) } } },
    async (request) => ({
      status: 200,
      message: 'server.treatments.unenrolled',
      data: await enrolments.unenrol(request.params.id, request.params.enrolmentId, by(request)),
    }),
  );

  app.get(
    '/applicators',
    { config: MANAGE, schema: { tags, querystring: applicatorQuery, response: { 200: z.array(applicatorRecord) } } },
    async (request, reply) => {
      const { range, filter } = request.query;
      const needle = filter.q?.toLowerCase();
      const found = (await repository.applicators()).filter(
        (row) => (!filter.id || filter.id.includes(row._id)) && (!needle || row.name.toLowerCase().includes(needle)),
      );
      return replyWithRange(reply, 'applicators', found.slice(range[0], range[1] + 1), range[0], found.length);
    },
  );

  app.put(
    '/applicators/:id/licence',
    { config: MANAGE, schema: { tags, params: byId, body: licenceInput, response: { 200: envelope(licenceRecord) } } },
    async (request) => ({
      status: 200,
      message: 'server.treatments.licence_saved',
      data: await repository.saveLicence(request.params.id, request.body, by(request)),
    }),
  );
};

export default catalogRoutes;
