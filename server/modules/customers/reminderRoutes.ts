// /reminders on a customer's property, each assigned to an active staff member.
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { reminderInput } from '../../../common/schemas/activity';
import { reminderRecord } from '../../../common/schemas/activityRecord';
import { STAFF_TYPES } from '../../../common/permissions';
import { reminders, users } from '../../db/schema';
import { registerCrudResource } from '../../lib/crudResource';
import { propertyForWrite } from '../../lib/customerGuards';
import { HttpProblem } from '../../lib/httpErrors';

// Call logs, reminders and notes belong to whoever may open the customer list.
const activity = { label: 'record', permission: 'customer_list', defaultSort: 'createdAt', propertyGuard: propertyForWrite } as const;

const remindersRoutes: FastifyPluginAsync = async (app) => {
  registerCrudResource(app, {
    ...activity,
    path: 'reminders',
    history: 'reminder',
    table: reminders,
    input: reminderInput,
    record: reminderRecord,
    sortFields: ['createdAt', 'date', 'priority'],
    prepare: async (executor, input) => {
      const [assignee] = await executor
        .select({ _id: users._id })
        .from(users)
        .where(and(eq(users._id, input.assigneeId), inArray(users.type, [...STAFF_TYPES]), eq(users.isActive, true)));
      if (!assignee)
        throw new HttpProblem(400, 'server.activity.choose_active_staff_member', {
          assigneeId: 'server.activity.choose_active_staff_member',
        });
      return {};
    },
  });
};

export default remindersRoutes;
