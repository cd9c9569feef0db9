// /users/roles: roles and their permission keys, gated by user_role_list; a change applies at each user's next request.
import { withParams } from '../../../common/i18n/catalog';
import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROLE_EDITING_KEYS } from '../../../common/permissions';
import { byId } from '../../../common/schemas/fields';
import { ADMIN_KEEPS_ROLE_EDITING, ADMIN_ROLE_NAME, roleInput, roleRecord, type RoleInput } from '../../../common/schemas/role';
import { roles, users } from '../../db/schema';
import { HttpProblem, notFound } from '../../lib/httpErrors';
import { paginate, searchAny } from '../../lib/paginate';
import { idsFilter, listQuery, replyWithRange, searchFilter } from '../../lib/simpleRest';
import { isForeignKeyViolation } from './repository';

const tags = ['roles'];
const config = { access: { permission: 'user_role_list' } } as const;
const roleListQuery = listQuery(['name', 'createdAt', 'updatedAt'], z.object({ q: searchFilter, id: idsFilter.optional() }), 'name');

const NAME_TAKEN = 'server.roles.role_name_already_exists_try_different_name';
const ADMIN_RENAMED = 'server.roles.admin_role_cannot_be_renamed';

type RoleRow = typeof roles.$inferSelect;
// Qualified by hand: inside the subquery an unqualified _id would name the user's.
const userCount = sql<number>`(select count(*)::int from ${users} where ${users}.role_id = ${roles}._id)`;
const toRecord = (row: RoleRow & { userCount: number }) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The admin role keeps role editing and its name, so that someone can always undo a mistake. */
function assertAdminRoleKept(before: RoleRow, input: RoleInput) {
  if (before.name !== ADMIN_ROLE_NAME) return;
  if (input.name !== ADMIN_ROLE_NAME) throw new HttpProblem(400, ADMIN_RENAMED, { name: ADMIN_RENAMED });
  if (!ROLE_EDITING_KEYS.every((key) => input.permissions.includes(key))) {
    throw new HttpProblem(400, ADMIN_KEEPS_ROLE_EDITING, { permissions: ADMIN_KEEPS_ROLE_EDITING });
  }
}

const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  async function read(id: string) {
    const [row] = await db
      .select({ ...getTableColumns(roles), userCount })
      .from(roles)
      .where(eq(roles._id, id));
    if (!row) throw notFound('role');
    return toRecord(row);
  }

  async function assertNameFree(name: string, exceptId = '') {
    const [other] = await db
      .select({ _id: roles._id })
      .from(roles)
      .where(eq(sql`lower(${roles.name})`, name.toLowerCase()));
    if (other && other._id !== exceptId) throw new HttpProblem(409, NAME_TAKEN, { name: NAME_TAKEN });
  }

  app.get(
    '/users/roles',
    { config, schema: { tags, querystring: roleListQuery, response: { 200: z.array(roleRecord) } } },
    async (request, reply) => {
      const { filter, ...page } = request.query;
      const where = and(searchAny(filter.q, [roles.name]), filter.id ? inArray(roles._id, filter.id) : undefined);
      const query = db
        .select({ ...getTableColumns(roles), userCount })
        .from(roles)
        .where(where)
        .$dynamic();
      const { rows, ...counted } = await paginate(db, { query, idColumn: roles._id, sortColumns: roles, page });
      return replyWithRange(reply, 'roles', rows.map(toRecord), page.range[0], counted);
    },
  );

  app.get('/users/roles/:id', { config, schema: { tags, params: byId, response: { 200: roleRecord } } }, async (request) =>
    read(request.params.id),
  );

  app.post('/users/roles', { config, schema: { tags, body: roleInput, response: { 201: roleRecord } } }, async (request, reply) => {
    await assertNameFree(request.body.name);
    const [row] = await db.insert(roles).values(request.body).returning({ _id: roles._id });
    reply.status(201);
    return read(row._id);
  });

  app.put(
    '/users/roles/:id',
    { config, schema: { tags, params: byId, body: roleInput, response: { 200: roleRecord } } },
    async (request) => {
      const [before] = await db.select().from(roles).where(eq(roles._id, request.params.id));
      if (!before) throw notFound('role');
      assertAdminRoleKept(before, request.body);
      await assertNameFree(request.body.name, before._id);
      await db.update(roles).set(request.body).where(eq(roles._id, before._id));
      const holders = await db.select({ _id: users._id }).from(users).where(eq(users.roleId, before._id));
      app.realtime.sessionUsersChanged(holders.map((holder) => holder._id));
      return read(before._id);
    },
  );

  app.delete('/users/roles/:id', { config, schema: { tags, params: byId, response: { 200: roleRecord } } }, async (request) => {
    const record = await read(request.params.id);
    if (record.name === ADMIN_ROLE_NAME) throw new HttpProblem(400, 'server.roles.admin_role_cannot_be_deleted');
    const inUse = new HttpProblem(409, withParams('server.roles.role_in_use', { count: record.userCount }));
    if (record.userCount > 0) throw inUse;
    await db
      .delete(roles)
      .where(eq(roles._id, record._id))
      .catch((error: unknown) => {
        throw isForeignKeyViolation(error) ? inUse : error;
      });
    return record;
  });
};

export default roleRoutes;
