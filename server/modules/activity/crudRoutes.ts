// One shape for what staff record at a property (call logs, reminders, notes): list, read, add, edit, delete, each with history.
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HISTORY_ENTITIES } from '../../../common/schemas/activity';
import { byId, recordId } from '../../../common/schemas/fields';
import { callLogs, notes, reminders, users } from '../../db/schema';
import { changedFields, type Executor, recordHistory } from '../../lib/history';
import { notFound } from '../../lib/httpErrors';
import { listQuery, replyWithRange } from '../../lib/simpleRest';
import { propertyForWrite } from '../customers/guards';

type ActivityTable = typeof callLogs | typeof reminders | typeof notes;
type Row = ActivityTable['$inferSelect'];

export interface ActivityResource<Input extends z.ZodObject> {
  path: string;
  entity: (typeof HISTORY_ENTITIES)[number];
  table: ActivityTable;
  input: Input;
  /** What one record answers as; the list answers an array of them. */
  record: z.ZodObject;
  sortFields: readonly [string, ...string[]];
  /** Derived columns and cross-row checks (such as the call log price or a staff assignee). */
  prepare?: (executor: Executor, input: z.infer<Input>) => Promise<Record<string, unknown>>;
}

const filter = z.object({ propertyId: recordId().optional(), customerId: recordId().optional() });

export function registerActivityResource<Input extends z.ZodObject>(app: FastifyInstance, resource: ActivityResource<Input>) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const table = resource.table as typeof notes;
  const config = { access: { permission: 'customer_list' } } as const;
  const tags = [resource.path];
  const prepare = async (executor: Executor, input: z.infer<Input>) => ({ ...input, ...(await resource.prepare?.(executor, input)) });

  const toRecord = (row: Row, createdByName: string | null) => ({ ...row, createdBy: createdByName, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() });
  const byName = { row: table, createdByName: users.firstName, createdByLast: users.lastName };
  const withName = ({ row, createdByName, createdByLast }: { row: Row; createdByName: string | null; createdByLast: string | null }) =>
    toRecord(row, createdByName ? `${createdByName} ${createdByLast}` : null);

  async function read(id: string) {
    const [found] = await db.select(byName).from(table).leftJoin(users, eq(users._id, table.createdById)).where(eq(table._id, id));
    if (!found) throw notFound('Record');
    return withName(found);
  }

  api.get(`/${resource.path}`, { config, schema: { tags, querystring: listQuery(resource.sortFields as [string, ...string[]], filter, 'createdAt'), response: { 200: z.array(resource.record) } } }, async (request, reply) => {
    const { sort: [field, order], range: [start, end], filter: { propertyId, customerId } } = request.query;
    const where = and(propertyId ? eq(table.propertyId, propertyId) : undefined, customerId ? eq(table.customerId, customerId) : undefined);
    const column = (table as unknown as Record<string, Parameters<typeof asc>[0]>)[field];
    const rows = await db
      .select(byName)
      .from(table)
      .leftJoin(users, eq(users._id, table.createdById))
      .where(where)
      .orderBy(order === 'ASC' ? asc(column) : desc(column), desc(table._id))
      .offset(start)
      .limit(end - start + 1);
    const [{ total }] = await db.select({ total: count() }).from(table).where(where);
    return replyWithRange(reply, resource.path, rows.map(withName), start, total);
  });

  api.get(`/${resource.path}/:id`, { config, schema: { tags, params: byId, response: { 200: resource.record } } }, async (request) => read(request.params.id));

  api.post(`/${resource.path}`, { config, schema: { tags, body: resource.input, response: { 201: resource.record } } }, async (request, reply) => {
    const user = app.currentUser(request);
    const input = request.body as z.infer<Input> & { propertyId: string };
    const id = await db.transaction(async (tx) => {
      const { customer } = await propertyForWrite(tx, input.propertyId);
      const values = await prepare(tx, input);
      const [row] = await tx.insert(table).values({ ...(values as unknown as typeof table.$inferInsert), customerId: customer._id, createdById: user._id }).returning();
      await recordHistory(tx, { entity: resource.entity, entityId: row._id, action: 'added', customerId: customer._id, propertyId: input.propertyId, userId: user._id, changes: changedFields(null, values) });
      return row._id;
    });
    reply.status(201);
    return read(id);
  });

  api.put(`/${resource.path}/:id`, { config, schema: { tags, params: byId, body: resource.input, response: { 200: resource.record } } }, async (request) => {
    const user = app.currentUser(request);
    await db.transaction(async (tx) => {
      const [before] = await tx.select().from(table).where(eq(table._id, request.params.id));
      if (!before) throw notFound('Record');
      const { customer } = await propertyForWrite(tx, before.propertyId);
      const values = await prepare(tx, request.body as z.infer<Input>);
      const changes = changedFields(before, { ...values, propertyId: undefined });
      if (!Object.keys(changes).length) return;
      await tx.update(table).set({ ...(values as Partial<typeof table.$inferInsert>), propertyId: before.propertyId }).where(eq(table._id, before._id));
      await recordHistory(tx, { entity: resource.entity, entityId: before._id, action: 'updated', customerId: customer._id, propertyId: before.propertyId, userId: user._id, changes });
    });
    return read(request.params.id);
  });

  api.delete(`/${resource.path}/:id`, { config, schema: { tags, params: byId, response: { 200: resource.record } } }, async (request) => {
    const user = app.currentUser(request);
    const record = await read(request.params.id);
    await db.transaction(async (tx) => {
      const { customer } = await propertyForWrite(tx, record.propertyId);
      await tx.delete(table).where(eq(table._id, record._id));
      await recordHistory(tx, { entity: resource.entity, entityId: record._id, action: 'deleted', customerId: customer._id, propertyId: record.propertyId, userId: user._id });
    });
    return record;
  });
}
