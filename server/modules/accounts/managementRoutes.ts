// /users in ra-data-simple-rest's convention: staff manage accounts of every type; lists open per type (spec section 6).
import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { USER_TYPES } from '../../../common/permissions';
import { byId, MAX_LENGTH, requiredText } from '../../../common/schemas/fields';
import { userChoices } from '../../../common/schemas/choices';
import { envelope } from '../../../common/schemas/envelope';
import { LABOUR_MESSAGES, PAY_FIELD_NAMES, payFields, payRateRecord } from '../../../common/schemas/labour';
import {
  existsResponse,
  userCreateInput,
  userRecord,
  userUpdateBody,
  userUpdateWithPay,
  type UserRecord,
} from '../../../common/schemas/user';
import { mayListUsers } from '../../../common/userAccess';
import { crews, roles, vendors } from '../../db/schema';
import { HttpProblem, MESSAGES, notFound } from '../../lib/httpErrors';
import { existenceCheck } from '../../lib/existenceChecks';
import { hashPassword } from '../../lib/password';
import type { AuthUser } from '../../lib/sessionTokens';
import { idFilter, idsFilter, listQuery, replyWithRange, searchFilter } from '../../lib/simpleRest';
import { accountChange, assertMayManage, managedAccount } from './management';
import { currentPay, payHistory, setPay } from './payRates';
import { emailTaken, USER_SORT_FIELDS, usernameTaken, usersRepository } from './repository';

const tags = ['users'];
const manage = { access: { permission: 'user_add' } } as const;
// The list and read check the per-type keys themselves (user_list, csr_user_list, ...), which one key cannot express.
const staffOnly = { access: { types: ['admin', 'csr'] } } as const;
const byValue = z.object({ value: requiredText('server.users_admin.enter_value_to_check', MAX_LENGTH.address) });
const exceptQuery = z.object({ except: idFilter });
const userListQuery = listQuery(
  USER_SORT_FIELDS,
  z.object({
    q: searchFilter,
    type: z.enum(USER_TYPES).optional(),
    isActive: z.boolean().optional(),
    id: idsFilter.optional(),
    role: idFilter,
  }),
  'username',
);

const forbidden = () => new HttpProblem(403, MESSAGES.forbidden);

const managementRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = usersRepository(app.database.db);
  const db = app.database.db;

  /** Money is an admin's: a csr's answer carries no pay. */
  const withPay = async (actor: AuthUser, record: UserRecord): Promise<UserRecord> =>
    actor.type === 'admin' ? { ...record, pay: await currentPay(db, record._id) } : record;

  app.get(
    '/users',
    { config: staffOnly, schema: { tags, querystring: userListQuery, response: { 200: z.array(userRecord) } } },
    async (request, reply) => {
      const { filter, ...query } = request.query;
      if (!mayListUsers(app.currentUser(request), filter.type)) throw forbidden();
      const { rows, ...counted } = await repository.list({ ...query, filter: { ...filter, roleId: filter.role } });
      return replyWithRange(reply, 'users', rows, query.range[0], counted);
    },
  );

  app.get(
    '/users/check-username/:value',
    { ...existenceCheck('user_add'), schema: { tags, params: byValue, querystring: exceptQuery, response: { 200: existsResponse } } },
    async (request) => ({
      status: 200 as const,
      data: { exists: await usernameTaken(db, request.params.value, request.query.except) },
    }),
  );

  app.get(
    '/users/check-email/:value',
    { ...existenceCheck('user_add'), schema: { tags, params: byValue, querystring: exceptQuery, response: { 200: existsResponse } } },
    async (request) => ({
      status: 200 as const,
      data: { exists: await emailTaken(db, request.params.value, request.query.except) },
    }),
  );

  // The user form's pickers: the roles, vendors and crews a user can be attached to.
  app.get('/users/choices', { config: manage, schema: { tags, response: { 200: envelope(userChoices) } } }, async () => {
    const [roleRows, vendorRows, crewRows] = await Promise.all([
      db.select({ _id: roles._id, name: roles.name }).from(roles).orderBy(asc(roles.name)),
      db.select({ _id: vendors._id, name: vendors.companyName }).from(vendors).orderBy(asc(vendors.companyName)),
      db.select({ _id: crews._id, name: crews.name, vendorId: crews.vendorId }).from(crews).orderBy(asc(crews.name)),
    ]);
    return { status: 200, data: { roles: roleRows, vendors: vendorRows, crews: crewRows } };
  });

  app.get('/users/:id', { config: staffOnly, schema: { tags, params: byId, response: { 200: userRecord } } }, async (request) => {
    const record = await repository.get(request.params.id);
    if (!record) throw notFound('user');
    const actor = app.currentUser(request);
    if (!mayListUsers(actor, record.type)) throw forbidden();
    // Reading an account opens it for edit: the rule that guards its changes guards its read (a csr never reads the admin).
    assertMayManage(actor, await managedAccount(db, record._id));
    return withPay(actor, record);
  });

  app.post('/users', { config: manage, schema: { tags, body: userCreateInput, response: { 201: userRecord } } }, async (request, reply) => {
    assertMayManage(app.currentUser(request), null, await accountChange(db, request.body));
    const record = await repository.create(request.body, await hashPassword(request.body.password));
    reply.status(201);
    return record;
  });

  // A pay change alone ({payRateCents, effectiveFrom?}) or beside the account form: each parsed by its own schema, so
  // a bad field answers with its own message rather than the union's.
  const updateBody = (body: unknown) =>
    body && typeof body === 'object' && Object.keys(body).every((key) => (PAY_FIELD_NAMES as string[]).includes(key))
      ? payFields.strict().parse(body)
      : userUpdateWithPay.parse(body);

  app.put(
    '/users/:id',
    {
      config: manage,
      preValidation: async (request) => {
        request.body = updateBody(request.body);
      },
      schema: { tags, params: byId, body: userUpdateBody, response: { 200: userRecord } },
    },
    async (request) => {
      const actor = app.currentUser(request);
      const { id } = request.params;
      const body = request.body;
      const pay =
        body.payRateCents === undefined
          ? null
          : {
              payRateCents: body.payRateCents,
              effectiveFrom: body.effectiveFrom,
              overtimeExempt: body.overtimeExempt,
              employeeId: body.employeeId ?? null,
            };
      if (pay && actor.type !== 'admin') throw new HttpProblem(403, LABOUR_MESSAGES.payAdminOnly);
      if (!('username' in body)) {
        assertMayManage(actor, await managedAccount(db, id));
        if (!(await repository.get(id))) throw notFound('user');
        if (pay) await setPay(db, id, pay, actor._id);
        return withPay(actor, (await repository.get(id))!);
      }
      if (id === actor._id && !body.isActive)
        throw new HttpProblem(400, 'server.users_admin.you_cannot_deactivate_own_account', {
          isActive: 'server.users_admin.you_cannot_deactivate_own_account',
        });
      assertMayManage(actor, await managedAccount(db, id), await accountChange(db, body));
      const passwordHash = body.password ? await hashPassword(body.password) : undefined;
      const record = await repository.update(id, body, passwordHash, actor.sessionId);
      if (!record) throw notFound('user');
      if (pay) await setPay(db, id, pay, actor._id);
      app.realtime.sessionUsersChanged([id]);
      return withPay(actor, record);
    },
  );

  app.get(
    '/users/:id/pay-rates',
    { config: { access: { types: ['admin'] } }, schema: { tags, params: byId, response: { 200: envelope(z.array(payRateRecord)) } } },
    async (request) => ({ status: 200, data: await payHistory(db, request.params.id) }),
  );

  app.delete('/users/:id', { config: manage, schema: { tags, params: byId, response: { 200: userRecord } } }, async (request) => {
    const actor = app.currentUser(request);
    if (request.params.id === actor._id) throw new HttpProblem(400, 'server.users_admin.you_cannot_delete_own_account');
    assertMayManage(actor, await managedAccount(db, request.params.id));
    const record = await repository.remove(request.params.id);
    if (!record) throw notFound('user');
    return record;
  });
};

export default managementRoutes;
