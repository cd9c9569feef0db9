// /locked-customers (locked_customer): lock a customer with a reason so no one edits it, list the locked ones, unlock.
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { lockCustomerInput } from '../../../common/schemas/customer';
import { customerRecord } from '../../../common/schemas/customerRecord';
import { byId } from '../../../common/schemas/fields';
import { customers } from '../../db/schema';
import { recordHistory } from '../../lib/history';
import { HttpProblem, notFound } from '../../lib/httpErrors';
import { listQuery, replyWithRange, searchFilter } from '../../lib/simpleRest';
import { toCustomerRecord } from './records';
import { CUSTOMER_SORT_FIELDS, customersRepository } from './repository';

const config = { access: { permission: 'locked_customer' } } as const;
const tags = ['locked-customers'];

const lockedCustomersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const repository = customersRepository(db, app.notifier, app.events);

  app.get(
    '/locked-customers',
    {
      config,
      schema: {
        tags,
        querystring: listQuery(CUSTOMER_SORT_FIELDS, z.object({ q: searchFilter }), 'lockedAt'),
        response: { 200: z.array(customerRecord) },
      },
    },
    async (request, reply) => {
      const { rows, ...counted } = await repository.list({ ...request.query, filter: { ...request.query.filter, locked: true } });
      return replyWithRange(reply, 'locked-customers', rows, request.query.range[0], counted);
    },
  );

  app.post(
    '/locked-customers',
    { config, schema: { tags, body: lockCustomerInput, response: { 201: customerRecord.extend({ id: z.string() }) } } },
    async (request, reply) => {
      const user = app.currentUser(request);
      const { customerId, reason } = request.body;
      const customer = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(customers)
          .set({ lockedReason: reason, lockedAt: new Date(), lockedById: user._id })
          .where(and(eq(customers._id, customerId), isNull(customers.lockedAt)))
          .returning();
        if (!row) {
          const [existing] = await tx.select({ _id: customers._id }).from(customers).where(eq(customers._id, customerId));
          throw existing ? new HttpProblem(409, 'server.locked_customers.customer_already_locked') : notFound('customer');
        }
        await recordHistory(tx, {
          entity: 'customer',
          entityId: customerId,
          action: 'locked',
          customerId,
          userId: user._id,
          changes: { lockedReason: { from: null, to: reason } },
        });
        return row;
      });
      reply.status(201);
      return { ...toCustomerRecord(customer), id: customer._id };
    },
  );

  app.delete('/locked-customers/:id', { config, schema: { tags, params: byId, response: { 200: customerRecord } } }, async (request) => {
    const user = app.currentUser(request);
    const customer = await db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(customers)
        .where(and(eq(customers._id, request.params.id), isNotNull(customers.lockedAt)));
      if (!before) throw new HttpProblem(404, 'server.locked_customers.customer_not_locked');
      const [row] = await tx
        .update(customers)
        .set({ lockedReason: null, lockedAt: null, lockedById: null })
        .where(eq(customers._id, before._id))
        .returning();
      await recordHistory(tx, {
        entity: 'customer',
        entityId: before._id,
        action: 'unlocked',
        customerId: before._id,
        userId: user._id,
        changes: { lockedReason: { from: before.lockedReason, to: null } },
      });
      return row;
    });
    return toCustomerRecord(customer);
  });
};

export default lockedCustomersRoutes;
