// One simple-rest CRUD registration for the configuration resources: list with sort, range and filter, read, create, update, delete.
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PermissionKey } from '../../../common/permissions';
import { byId, MAX_LENGTH, text } from '../../../common/schemas/fields';
import type { Db } from '../../db/client';
import type { discounts, emailTemplates, officeAnnouncements, phrases } from '../../db/schema';
import type { Tx } from '../../lib/history';
import { notFound } from '../../lib/httpErrors';
import { idsFilter, listQuery, replyWithRange, searchFilter } from '../../lib/simpleRest';
import type { Notify } from '../notifications/notifier';

type ConfigTable = typeof phrases | typeof discounts | typeof emailTemplates | typeof officeAnnouncements;
type ConfigRow = typeof phrases.$inferSelect;

export interface ConfigResource<Input extends z.ZodType, Table extends ConfigTable> {
  path: string;
  /** How a 404 names the record. */
  label: string;
  permission: PermissionKey;
  table: Table;
  input: Input;
  record: z.ZodType;
  sortFields: readonly [string, ...string[]];
  defaultSort: string;
  /** Columns the `q` filter searches. */
  searchColumns: PgColumn[];
  /** Filter fields matched exactly, e.g. `{ type: phrases.type }`. */
  exactFilters?: Record<string, PgColumn>;
  /** Cross-row checks such as a unique code; `id` is the record being updated. */
  check?: (db: Db, input: z.infer<Input>, id?: string) => Promise<void>;
  /** Who hears of a write, told in the write's own transaction. */
  announce?: (notify: Notify, change: WriteKind, row: Table['$inferSelect']) => Promise<unknown>;
}

export type WriteKind = 'create' | 'update' | 'remove';


/** Timestamps go out as ISO strings; date columns are strings already. */
export function toRecord<Row extends Record<string, unknown>>(row: Row) {
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]));
}

export function registerConfigResource<Input extends z.ZodType, Table extends ConfigTable>(app: FastifyInstance, resource: ConfigResource<Input, Table>) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  // The tables differ only in their own columns; the shared ones (_id, timestamps) are what is used untyped here.
  const table = resource.table as typeof phrases;
  const columns = table as unknown as Record<string, PgColumn>;
  const exactFilters = resource.exactFilters ?? {};
  const config = { access: { permission: resource.permission } } as const;
  const tags = [resource.path];
  const path = `/${resource.path}`;
  const filter = z.object({
    q: searchFilter,
    id: idsFilter.optional(),
    ...Object.fromEntries(Object.keys(exactFilters).map((field) => [field, text(MAX_LENGTH.code).optional()])),
  });
  const query = listQuery(resource.sortFields, filter, resource.defaultSort);

  /** Runs one write (and the notifications it announces) in a transaction; a write that finds no row is a 404. */
  async function write(change: WriteKind, run: (tx: Tx) => Promise<ConfigRow[]>): Promise<ConfigRow> {
    return app.notifier.transaction(async (tx, notify) => {
      const [row] = await run(tx);
      if (!row) throw notFound(resource.label);
      await resource.announce?.(notify, change, row as Table['$inferSelect']);
      return row;
    });
  }

  async function read(id: string) {
    const [row] = await db.select().from(table).where(eq(table._id, id));
    if (!row) throw notFound(resource.label);
    return toRecord(row);
  }

  api.get(path, { config, schema: { tags, querystring: query, response: { 200: z.array(resource.record) } } }, async (request, reply) => {
    const { sort: [field, order], range: [start, end], filter: { q, id, ...exact } } = request.query as z.infer<typeof query> & { filter: Record<string, string | undefined> };
    const conditions: (SQL | undefined)[] = [
      q ? or(...resource.searchColumns.map((column) => ilike(column, `%${q}%`))) : undefined,
      id ? inArray(table._id, id as string[]) : undefined,
      ...Object.entries(exact).map(([name, value]) => (value ? eq(exactFilters[name], value) : undefined)),
    ];
    const where = and(...conditions);
    const rows = await db
      .select()
      .from(table)
      .where(where)
      .orderBy(order === 'ASC' ? asc(columns[field]) : desc(columns[field]), asc(table._id))
      .offset(start)
      .limit(end - start + 1);
    const [{ total }] = await db.select({ total: count() }).from(table).where(where);
    return replyWithRange(reply, resource.path, rows.map(toRecord), start, total);
  });

  api.get(`${path}/:id`, { config, schema: { tags, params: byId, response: { 200: resource.record } } }, async (request) => read(request.params.id));

  api.post(path, { config, schema: { tags, body: resource.input, response: { 201: resource.record } } }, async (request, reply) => {
    const input = request.body as z.infer<Input>;
    await resource.check?.(db, input);
    const row = await write('create', (tx) => tx.insert(table).values(input as typeof table.$inferInsert).returning());
    reply.status(201);
    return toRecord(row);
  });

  api.put(`${path}/:id`, { config, schema: { tags, params: byId, body: resource.input, response: { 200: resource.record } } }, async (request) => {
    const input = request.body as z.infer<Input>;
    await resource.check?.(db, input, request.params.id);
    const row = await write('update', (tx) => tx.update(table).set(input as Partial<typeof table.$inferInsert>).where(eq(table._id, request.params.id)).returning());
    return toRecord(row);
  });

  api.delete(`${path}/:id`, { config, schema: { tags, params: byId, response: { 200: resource.record } } }, async (request) => {
    const row = await write('remove', (tx) => tx.delete(table).where(eq(table._id, request.params.id)).returning());
    return toRecord(row);
  });
}
