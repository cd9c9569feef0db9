// POST /work-logs/rain-day/preview, /apply and /:id/undo: a day's pending visits, for the business, a market, a vendor
// or a crew, moved to the next working day with room (or a chosen date) in one action, and put back the same day;
// GET /work-logs/rain-days lists them, so any browser can undo one.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../../common/schemas/envelope';
import {
  rainDayApplyInput,
  rainDayById,
  rainDayListQuery,
  rainDayListRow,
  rainDayPlan,
  rainDayPreviewInput,
  rainDayResult,
} from '../../../common/schemas/rainDay';
import type { DomainEventPayload } from '../../../common/events';
import type { Tx } from '../../lib/history';
import { WORK_LOG_STAFF } from '../workLogs';
import { applyRainDay, undoRainDay } from './rainDay';
import { previewRainDay } from './rainDayPreviews';
import { listRainDays } from './rainDayList';

const tags = ['work-logs'];
type Redated = NonNullable<DomainEventPayload<'workLogs.moved'>['redated']>;
type CrewDays = DomainEventPayload<'workLogs.moved'>['crewDays'];

const rainDayRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const options = { config: WORK_LOG_STAFF };
  /**
   * Once the transaction has committed and the office has its answer, each customer hears the new date (messaging's
   * subscriber: on a rain day as weather, on its undo as the first date again), the crew days the visits left and
   * joined are put in route order again (workLogs'), then staff screens showing the visits refresh (realtime's).
   */
  const announceMoved = async <T extends { ids: string[]; redated: Redated; crewDays: CrewDays }>(
    tx: Tx,
    userId: string,
    done: T,
    cause?: 'weather',
  ) => {
    const { ids, redated, crewDays } = done;
    if (ids.length) await app.events.emit(tx, 'workLogs.moved', { workLogIds: ids, userId, redated, cause, crewDays });
    return done;
  };

  app.get(
    '/work-logs/rain-days',
    { ...options, schema: { tags, querystring: rainDayListQuery, response: { 200: envelope(z.array(rainDayListRow)) } } },
    async (request) => ({ status: 200, data: await listRainDays(db, request.query.limit) }),
  );

  app.post(
    '/work-logs/rain-day/preview',
    { ...options, schema: { tags, body: rainDayPreviewInput, response: { 200: envelope(rainDayPlan) } } },
    async (request) => ({
      status: 200,
      data: await previewRainDay(db, request.body),
    }),
  );

  app.post(
    '/work-logs/rain-day/apply',
    { ...options, schema: { tags, body: rainDayApplyInput, response: { 200: envelope(rainDayResult) } } },
    async (request) => {
      const userId = app.currentUser(request)._id;
      // The plan is made before the transaction, which may run more than once (rainDay.ts): only a committed one announces.
      const { result } = await applyRainDay(db, request.body, userId, (write) =>
        app.notifier.transaction(async (tx, notify) => announceMoved(tx, userId, await write(tx, notify), 'weather'), {
          afterAnswer: request,
        }),
      );
      return { status: 200, data: result };
    },
  );

  app.post(
    '/work-logs/rain-day/:id/undo',
    { ...options, schema: { tags, params: rainDayById, response: { 200: envelope(rainDayResult) } } },
    async (request) => {
      const userId = app.currentUser(request)._id;
      const { result } = await app.notifier.transaction(
        async (tx, notify) => announceMoved(tx, userId, await undoRainDay(tx, notify, request.params.id, userId)),
        { afterAnswer: request },
      );
      return { status: 200, data: result };
    },
  );
};

export default rainDayRoutes;
