// POST /work-logs/reassign and /work-logs/move: a selection goes to another crew or day, all of it or none of it.
import { asc, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../../common/schemas/envelope';
import { workLogMove, workLogReassign } from '../../../common/schemas/workLog';
import { workLogRow } from '../../../common/schemas/workLogRecord';
import { workLogs } from '../../db/schema';
import { HttpProblem } from '../../lib/httpErrors';
import { businessToday } from '../../lib/businessDay';
import { STAFF } from './access';
import { selectRows, toRow } from './rows';
import { lockSelection, targetCrew, moveRows } from './bulk';

const tags = ['work-logs'];

const bulkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const readBack = async (ids: string[]) =>
    (await selectRows(db).where(inArray(workLogs._id, ids)).orderBy(asc(workLogs.date), asc(workLogs._id))).map(toRow);
  const options = { config: STAFF };

  app.post(
    '/work-logs/reassign',
    { ...options, schema: { tags, body: workLogReassign, response: { 200: envelope(z.array(workLogRow)) } } },
    async (request) => {
      const userId = app.currentUser(request)._id;
      await app.notifier.transaction(async (tx, notify) => {
        const rows = await lockSelection(tx, request.body.ids);
        await moveRows(tx, notify, userId, rows, { crew: await targetCrew(tx, request.body.crewId, rows) });
        // Staff screens refresh once this has committed (realtime's subscriber).
        await app.events.emit(tx, 'workLogs.moved', { workLogIds: [...new Set(request.body.ids)], userId });
      });
      return { status: 200, data: await readBack(request.body.ids) };
    },
  );

  app.post(
    '/work-logs/move',
    { ...options, schema: { tags, body: workLogMove, response: { 200: envelope(z.array(workLogRow)) } } },
    async (request) => {
      const userId = app.currentUser(request)._id;
      const { ids, date, crewId } = request.body;
      if (date < (await businessToday(db)))
        throw new HttpProblem(400, 'server.work_logs.choose_today_or_later', { date: 'server.work_logs.choose_today_or_later' });
      await app.notifier.transaction(async (tx, notify) => {
        const rows = await lockSelection(tx, ids);
        const redated = await moveRows(tx, notify, userId, rows, {
          date,
          crew: crewId === null ? null : crewId ? await targetCrew(tx, crewId, rows) : undefined,
        });
        // Once this has committed: each customer whose visit has a new date hears of it (messaging), staff screens refresh.
        await app.events.emit(tx, 'workLogs.moved', {
          workLogIds: [...new Set(ids)],
          userId,
          redated: redated.map((row) => ({ workLogId: row._id, customerId: row.customerId, serviceType: row.serviceType, date })),
        });
      });
      return { status: 200, data: await readBack(ids) };
    },
  );
};

export default bulkRoutes;
