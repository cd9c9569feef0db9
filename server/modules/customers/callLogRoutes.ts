// /call-logs on a customer's property: who called, about what, and whether it is billed.
import type { FastifyPluginAsync } from 'fastify';
import { CALL_LOG_PRICE, callLogInput } from '../../../common/schemas/activity';
import { callLogRecord } from '../../../common/schemas/activityRecord';
import { callLogs } from '../../db/schema';
import { registerCrudResource } from '../../lib/crudResource';
import { propertyForWrite } from '../../lib/customerGuards';
import { queueCharges, syncCallLogPayment } from '../billing';

// Call logs, reminders and notes belong to whoever may open the customer list.
const activity = { label: 'record', permission: 'customer_list', defaultSort: 'createdAt', propertyGuard: propertyForWrite } as const;

const callLogsRoutes: FastifyPluginAsync = async (app) => {
  registerCrudResource(app, {
    ...activity,
    path: 'call-logs',
    history: 'call-log',
    table: callLogs,
    input: callLogInput,
    record: callLogRecord,
    sortFields: ['createdAt', 'code'],
    prepare: async (_executor, input) => ({ price: input.billable ? CALL_LOG_PRICE : 0 }),
    // A billable call log is charged like a visit (docs/billing.md).
    afterWrite: async (tx, callLog, userId) => {
      const owed = await syncCallLogPayment(tx, callLog, userId);
      return owed && (() => queueCharges(app, [owed]));
    },
    // A deleted call log is no longer billed; a payment already charged stays, for a refund.
    beforeDelete: async (tx, callLog, userId) => {
      await syncCallLogPayment(tx, { ...callLog, billable: false }, userId);
    },
  });
};

export default callLogsRoutes;
