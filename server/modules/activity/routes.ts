// /call-logs, /reminders and /notes on a customer's property.
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { CALL_LOG_PRICE, callLogInput, noteInput, reminderInput } from '../../../common/schemas/activity';
import { callLogRecord, noteRecord, reminderRecord } from '../../../common/schemas/activityRecord';
import { STAFF_TYPES } from '../../../common/permissions';
import { callLogs, notes, reminders, users } from '../../db/schema';
import { registerCrudResource } from '../../lib/crudResource';
import { HttpProblem } from '../../lib/httpErrors';

// Call logs, reminders and notes belong to whoever may open the customer list.
const activity = { label: 'record', permission: 'customer_list', defaultSort: 'createdAt' } as const;

const activityRoutes: FastifyPluginAsync = async (app) => {
  registerCrudResource(app, {
    ...activity,
    path: 'call-logs',
    history: 'call-log',
    table: callLogs,
    input: callLogInput,
    record: callLogRecord,
    sortFields: ['createdAt', 'code'],
    prepare: async (_executor, input) => ({ price: input.billable ? CALL_LOG_PRICE : 0 }),
  });

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
      if (!assignee) throw new HttpProblem(400, 'server.activity.choose_active_staff_member', { assigneeId: 'server.activity.choose_active_staff_member' });
      return {};
    },
  });

  registerCrudResource(app, { ...activity, path: 'notes', history: 'note', table: notes, input: noteInput, record: noteRecord, sortFields: ['createdAt'] });
};

export default activityRoutes;
