// POST /service-pauses pauses the services of a property, a market or a service type for a date range; DELETE
// /service-pauses/:id ends it, putting the visits back; GET /service-pauses lists them (docs/scheduling.md "Service pauses").
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../../common/schemas/envelope';
import { servicePauseById, servicePauseInput, servicePauseListQuery, servicePauseRecord } from '../../../common/schemas/servicePause';
import type { Tx } from '../../lib/history';
import { WORK_LOG_STAFF } from '../workLogs';
import { listServicePauses } from './servicePauseList';
import { endPause, pauseServices, type PauseRow, type Told } from './servicePauses';

const tags = ['service-pauses'];

const servicePauseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const options = { config: WORK_LOG_STAFF };
  /**
   * Once committed and answered (a market's pause tells hundreds of customers; staff do not wait for them, as with a
   * rain day): the board and the crews' days read again, and each property's customer is told.
   */
  const announce = async (tx: Tx, userId: string, done: { record: PauseRow; told: Told[]; ids: string[] }) => {
    if (done.ids.length) await app.events.emit(tx, 'workLogs.moved', { workLogIds: done.ids, userId });
    if (done.told.length)
      await app.events.emit(tx, 'services.paused', {
        pauseId: done.record._id,
        ended: done.record.endedAt !== null,
        from: done.record.from,
        to: done.record.to,
        told: done.told,
      });
    const [row] = await listServicePauses(tx, { id: done.record._id });
    return row;
  };

  app.get(
    '/service-pauses',
    { ...options, schema: { tags, querystring: servicePauseListQuery, response: { 200: envelope(z.array(servicePauseRecord)) } } },
    async (request) => ({ status: 200, data: await listServicePauses(db, request.query) }),
  );

  app.post(
    '/service-pauses',
    { ...options, schema: { tags, body: servicePauseInput, response: { 201: envelope(servicePauseRecord) } } },
    async (request, reply) => {
      const userId = app.currentUser(request)._id;
      const data = await app.events.transaction(async (tx) => announce(tx, userId, await pauseServices(tx, request.body, userId)), {
        afterAnswer: request,
      });
      return reply.code(201).send({ status: 201, data });
    },
  );

  app.delete(
    '/service-pauses/:id',
    { ...options, schema: { tags, params: servicePauseById, response: { 200: envelope(servicePauseRecord) } } },
    async (request) => {
      const userId = app.currentUser(request)._id;
      const data = await app.events.transaction(async (tx) => announce(tx, userId, await endPause(tx, request.params.id, userId)), {
        afterAnswer: request,
      });
      return { status: 200, data };
    },
  );
};

export default servicePauseRoutes;
