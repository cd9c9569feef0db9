// PUT /work-logs/{id}/status: start, complete, skip, cancel, restore or revert one visit, with its history and notices.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../../common/schemas/envelope';
import { byId } from '../../../common/schemas/fields';
import { workLogStatusChange } from '../../../common/schemas/workLog';
import { workLogDetail } from '../../../common/schemas/workLogRecord';
import { STAFF_AND_CREW } from './access';
import { changeStatus } from './transitions';

const transitionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/work-logs/:id/status',
    {
      config: { ...STAFF_AND_CREW, idempotent: true },
      schema: { tags: ['work-logs'], params: byId, body: workLogStatusChange, response: { 200: envelope(workLogDetail) } },
    },
    async (request) => {
      const user = app.currentUser(request);
      // The payment, the visit page, the customer's messages, the charge, the referral count and the screens follow from
      // the event once the crew has its answer, which is built from what the change read and wrote.
      const data = await app.notifier.transaction((tx, notify) => changeStatus(app, tx, notify, user, request.params.id, request.body), {
        afterAnswer: request,
      });
      return { status: 200, data };
    },
  );
};

export default transitionRoutes;
