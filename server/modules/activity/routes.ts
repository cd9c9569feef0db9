// /call-logs, /reminders and /notes on a customer's property.
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { CALL_LOG_PRICE, callLogInput, noteInput, reminderInput } from '../../../common/schemas/activity';
import { callLogRecord, noteRecord, reminderRecord } from '../../../common/schemas/activityRecord';
import { STAFF_TYPES } from '../../../common/permissions';
import { callLogs, notes, reminders, users } from '../../db/schema';
import { HttpProblem } from '../../lib/httpErrors';
import { registerActivityResource } from './crudRoutes';

const activityRoutes: FastifyPluginAsync = async (app) => {
  registerActivityResource(app, {
    path: 'call-logs',
    entity: 'call-log',
    table: callLogs,
    input: callLogInput,
    record: callLogRecord,
    sortFields: ['createdAt', 'code'],
    prepare: async (_executor, input) => ({ price: input.billable ? CALL_LOG_PRICE : 0 }),
  });

  registerActivityResource(app, {
    path: 'reminders',
    entity: 'reminder',
    table: reminders,
    input: reminderInput,
    record: reminderRecord,
    sortFields: ['createdAt', 'date', 'priority'],
    prepare: async (executor, input) => {
      const [assignee] = await executor
        .select({ _id: users._id })
        .from(users)
        .where(and(eq(users._id, input.assigneeId), inArray(users.type, [...STAFF_TYPES]), eq(users.isActive, true)));
      if (!assignee) throw new HttpProblem(400, 'Choose an active staff member.', { assigneeId: 'Choose an active staff member.' });
      return {};
    },
  });

  registerActivityResource(app, { path: 'notes', entity: 'note', table: notes, input: noteInput, record: noteRecord, sortFields: ['createdAt'] });
};

export default activityRoutes;
