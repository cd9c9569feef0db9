// GET /users/csr/?admin=true: the active staff that reminders and properties can be assigned to.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF_TYPES, type UserType } from '../../../common/permissions';
import { staffMember } from '../../../common/schemas/choices';
import { envelope } from '../../../common/schemas/envelope';
import { users } from '../../db/schema';

const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.get(
    '/users/csr',
    {
      config: { access: { types: STAFF_TYPES } },
      schema: {
        tags: ['users'],
        querystring: z.object({ admin: z.enum(['true', 'false']).default('false') }),
        response: { 200: envelope(z.array(staffMember)) },
      },
    },
    async (request) => {
      const types: UserType[] = request.query.admin === 'true' ? [...STAFF_TYPES] : ['csr'];
      const rows = await db
        .select({ _id: users._id, firstName: users.firstName, lastName: users.lastName, type: users.type })
        .from(users)
        .where(and(inArray(users.type, types), eq(users.isActive, true)))
        .orderBy(asc(users.firstName), asc(users.lastName));
      return {
        status: 200,
        data: rows.map(({ firstName, lastName, ...rest }) => ({ ...rest, name: { first: firstName, last: lastName } })),
      };
    },
  );
};

export default staffRoutes;
