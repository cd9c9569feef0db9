// One simple-rest CRUD resource (list, read, create, update, delete), with history and notifications as options.
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PermissionKey } from '../../common/permissions';
import type { HISTORY_ENTITIES } from '../../common/schemas/activity';
import { byId, MAX_LENGTH, recordId, text } from '../../common/schemas/fields';
import { list } from '../../common/schemas/envelope';
import { callLogs, discounts, emailTemplates, notes, officeAnnouncements, phrases, reminders, users } from '../db/schema';
import { changedFields, type Executor, recordHistory, type Tx } from './history';
import { notFound, type RecordName } from './httpErrors';
import { paginate, searchAny } from './paginate';
import { idsFilter, listQuery, replyWithRange, searchFilter } from './simpleRest';

/** Who a write tells, as `app.notifier` (the messaging domain's) hands it to a transaction. */
type Notify = Parameters<Parameters<FastifyInstance['notifier']['transaction']>[0]>[1];

type ConfigTable = typeof phrases | typeof discounts | typeof emailTemplates | typeof officeAnnouncements;
/** Rows staff record at a property: they carry its customer and their author, and their writes leave history. */
type ActivityTable = typeof callLogs | typeof reminders | typeof notes;
type CrudTable = ConfigTable | ActivityTable;

export type WriteKind = 'create' | 'update' | 'remove';
/** Work a write leaves for after its transaction commits (such as queueing a job about the rows it made). */
export type AfterCommit = () => Promise<void>;

export interface CrudResource<Input extends z.ZodType, Table extends CrudTable> {
  path: string;
  /** How a 404 names the record: a key of `server.not_found`. */
  label: RecordName;
  permission: PermissionKey;
  table: Table;
  input: Input;
  /** The response schema of one record, when the resource has one. */
  record?: z.ZodType;
  sortFields: readonly [string, ...string[]];
  defaultSort: string;
  /** Columns the `q` filter searches. */
  searchColumns?: PgColumn[];
  /** Filter fields matched exactly, e.g. `{ type: phrases.type }`. */
  exactFilters?: Record<string, PgColumn>;
  /** Cross-row checks such as a unique code; `id` is the record being updated. */
  check?: (executor: Executor, input: z.infer<Input>, id?: string) => Promise<void>;
  /** Derived columns (such as the call log price), written with the input. */
  prepare?: (executor: Executor, input: z.infer<Input>) => Promise<Record<string, unknown>>;
  /** Who hears of a write, told in the write's own transaction and only after it commits. */
  announce?: (notify: Notify, change: WriteKind, row: Table['$inferSelect']) => Promise<unknown>;
  /** Rows a create or an update keeps in step (such as a billable call log's payment), in the write's transaction. */
  afterWrite?: (tx: Tx, row: Table['$inferSelect'], userId: string) => Promise<AfterCommit | undefined>;
  /** Rows a delete keeps in step, run before the row goes while they can still find it. */
  beforeDelete?: (tx: Tx, row: Table['$inferSelect'], userId: string) => Promise<void>;
  /**
   * Property activity: writes wait for the property's customer to be writable (not locked), stamp the customer and
   * the author, and leave a history entry of this kind; reads name the author.
   */
  history?: (typeof HISTORY_ENTITIES)[number];
  /** With `history`: the check a write makes first, that the property exists and its customer may be written. */
  propertyGuard?: (executor: Executor, propertyId: string) => Promise<{ customer: { _id: string } }>;
}

/** Timestamps go out as ISO strings; date columns are strings already. */
function toRecord<Row extends Record<string, unknown>>(row: Row) {
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]));
}

/** A filter on a record's id (`propertyId`) takes only ids; any other is a short code. */
const exactFilterSchema = (field: string) => (field.endsWith('Id') ? recordId() : text(MAX_LENGTH.code)).optional();

export function registerCrudResource<Input extends z.ZodType, Table extends CrudTable>(
  app: FastifyInstance,
  resource: CrudResource<Input, Table>,
) {
  if (resource.history && !resource.propertyGuard) throw new Error(`/${resource.path}: property activity needs its propertyGuard`);
  const propertyForWrite = (executor: Executor, propertyId: string) => resource.propertyGuard!(executor, propertyId);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  // The tables differ only in their own columns; the shared ones (_id, timestamps, the activity columns) are what is used untyped here.
  const table = resource.table as unknown as typeof notes;
  type Row = typeof notes.$inferSelect;
  // Property activity is listed per property (its tab) or per customer (all its properties).
  const exactFilters: Record<string, PgColumn> = {
    ...(resource.history && { propertyId: table.propertyId, customerId: table.customerId }),
    ...resource.exactFilters,
  };
  const config = { access: { permission: resource.permission } } as const;
  const tags = [resource.path];
  const path = `/${resource.path}`;
  const filter = z.object({
    q: searchFilter,
    id: idsFilter.optional(),
    ...Object.fromEntries(Object.keys(exactFilters).map((field) => [field, exactFilterSchema(field)])),
  });
  const query = listQuery(resource.sortFields, filter, resource.defaultSort);
  const responds = (status: number, schema: z.ZodType | undefined) => (schema ? { response: { [status]: schema } } : {});

  const select = () =>
    resource.history
      ? db
          .select({ row: table, authorFirst: users.firstName, authorLast: users.lastName })
          .from(table)
          .leftJoin(users, eq(users._id, table.createdById))
      : db.select({ row: table }).from(table);
  const withAuthor = ({ row, authorFirst, authorLast }: { row: Row; authorFirst?: string | null; authorLast?: string | null }) =>
    toRecord(resource.history ? { ...row, createdBy: authorFirst ? `${authorFirst} ${authorLast}` : null } : row);

  async function read(id: string) {
    const [found] = await select().where(eq(table._id, id));
    if (!found) throw notFound(resource.label);
    return withAuthor(found);
  }

  async function valuesOf(executor: Executor, input: z.infer<Input>) {
    return { ...(input as object), ...(await resource.prepare?.(executor, input)) } as Partial<typeof table.$inferInsert>;
  }

  async function announce(notify: Notify, change: WriteKind, row: Row) {
    await resource.announce?.(notify, change, row as unknown as Table['$inferSelect']);
  }

  const afterWrite = (tx: Tx, row: Row, userId: string) => resource.afterWrite?.(tx, row as unknown as Table['$inferSelect'], userId);

  async function create(tx: Tx, notify: Notify, input: z.infer<Input>, userId: string) {
    await resource.check?.(tx, input);
    const values = await valuesOf(tx, input);
    if (!resource.history) {
      const [row] = await tx
        .insert(table)
        .values(values as typeof table.$inferInsert)
        .returning();
      await announce(notify, 'create', row);
      return { row, afterCommit: await afterWrite(tx, row, userId) };
    }
    const { customer } = await propertyForWrite(tx, values.propertyId!);
    const [row] = await tx
      .insert(table)
      .values({ ...(values as typeof table.$inferInsert), customerId: customer._id, createdById: userId })
      .returning();
    await recordHistory(tx, {
      entity: resource.history,
      entityId: row._id,
      action: 'added',
      customerId: customer._id,
      propertyId: row.propertyId,
      userId,
      changes: changedFields(null, values),
    });
    await announce(notify, 'create', row);
    return { row, afterCommit: await afterWrite(tx, row, userId) };
  }

  async function update(tx: Tx, notify: Notify, id: string, input: z.infer<Input>, userId: string) {
    const [before] = await tx.select().from(table).where(eq(table._id, id));
    if (!before) throw notFound(resource.label);
    await resource.check?.(tx, input, id);
    if (!resource.history) {
      const [row] = await tx
        .update(table)
        .set(await valuesOf(tx, input))
        .where(eq(table._id, id))
        .returning();
      await announce(notify, 'update', row);
      return afterWrite(tx, row, userId);
    }
    const { customer } = await propertyForWrite(tx, before.propertyId);
    // An activity row stays on the property it was recorded at.
    const values = { ...(await valuesOf(tx, input)), propertyId: before.propertyId };
    const changes = changedFields(before, { ...values, propertyId: undefined });
    if (!Object.keys(changes).length) return;
    const [row] = await tx.update(table).set(values).where(eq(table._id, id)).returning();
    await recordHistory(tx, {
      entity: resource.history,
      entityId: id,
      action: 'updated',
      customerId: customer._id,
      propertyId: before.propertyId,
      userId,
      changes,
    });
    await announce(notify, 'update', row);
    return afterWrite(tx, row, userId);
  }

  async function remove(tx: Tx, notify: Notify, before: Row, userId: string) {
    const customerId = resource.history ? (await propertyForWrite(tx, before.propertyId)).customer._id : undefined;
    await resource.beforeDelete?.(tx, before as unknown as Table['$inferSelect'], userId);
    const [row] = await tx.delete(table).where(eq(table._id, before._id)).returning();
    if (!row) throw notFound(resource.label);
    if (resource.history && customerId) {
      await recordHistory(tx, {
        entity: resource.history,
        entityId: row._id,
        action: 'deleted',
        customerId,
        propertyId: row.propertyId,
        userId,
      });
    }
    await announce(notify, 'remove', row);
  }

  api.get(
    path,
    { config, schema: { tags, querystring: query, ...responds(200, resource.record && list(resource.record)) } },
    async (request, reply) => {
      const {
        filter: { q, id, ...exact },
        ...page
      } = request.query as z.infer<typeof query> & { filter: Record<string, string | undefined> };
      const conditions: (SQL | undefined)[] = [
        searchAny(q, resource.searchColumns ?? []),
        id ? inArray(table._id, id as string[]) : undefined,
        ...Object.entries(exact).map(([name, value]) => (value ? eq(exactFilters[name], value) : undefined)),
      ];
      const listed = select()
        .where(and(...conditions))
        .$dynamic();
      const { rows, ...counted } = await paginate(db, {
        query: listed,
        idColumn: table._id,
        sortColumns: table as unknown as Record<string, PgColumn>,
        page,
      });
      return replyWithRange(reply, resource.path, rows.map(withAuthor), page.range[0], counted);
    },
  );

  api.get(`${path}/:id`, { config, schema: { tags, params: byId, ...responds(200, resource.record) } }, async (request) =>
    read(request.params.id),
  );

  api.post(path, { config, schema: { tags, body: resource.input, ...responds(201, resource.record) } }, async (request, reply) => {
    const userId = app.currentUser(request)._id;
    const { row, afterCommit } = await app.notifier.transaction((tx, notify) => create(tx, notify, request.body as z.infer<Input>, userId));
    await afterCommit?.();
    reply.status(201);
    return read(row._id);
  });

  api.put(
    `${path}/:id`,
    { config, schema: { tags, params: byId, body: resource.input, ...responds(200, resource.record) } },
    async (request) => {
      const userId = app.currentUser(request)._id;
      const afterCommit = await app.notifier.transaction((tx, notify) =>
        update(tx, notify, request.params.id, request.body as z.infer<Input>, userId),
      );
      await afterCommit?.();
      return read(request.params.id);
    },
  );

  api.delete(`${path}/:id`, { config, schema: { tags, params: byId, ...responds(200, resource.record) } }, async (request) => {
    const userId = app.currentUser(request)._id;
    const record = await read(request.params.id);
    await app.notifier.transaction(async (tx, notify) => {
      const [before] = await tx.select().from(table).where(eq(table._id, request.params.id));
      if (!before) throw notFound(resource.label);
      await remove(tx, notify, before, userId);
    });
    return record;
  });
}
