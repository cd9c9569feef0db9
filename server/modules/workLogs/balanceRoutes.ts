// POST /work-logs/balance/preview and /apply: a vendor's day balanced between its crews (issues 33, 43). The preview asks
// the routing domain which pending visits should change crews to lower the day's driving and overtime, or none; staff
// accept all or some of the moves, which are written like a reassignment (history, route order, notices, live events).
import { asc, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withParams } from '../../../common/i18n/catalog';
import { balanceApplyInput, balancePreviewInput, balanceProposal } from '../../../common/schemas/balance';
import { envelope } from '../../../common/schemas/envelope';
import { workLogRow } from '../../../common/schemas/workLogRecord';
import { workLogs } from '../../db/schema';
import { HttpProblem } from '../../lib/httpErrors';
import { SolverJobCancelled } from '../routing';
import { STAFF } from './access';
import { preview, vendorCrews } from './balancePlan';
import { staleMoves } from './balanceRules';
import { movedValues, writeMove } from './bulk';
import { reoptimiseCrewDays } from './drivingRoute';
import { crewDayNotices, scheduleNoticeForStaff } from './notices';
import { selectRows, toRow } from './rows';

const tags = ['work-logs'];

const balanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const options = { config: STAFF };
  /** Each staff member's preview under way for a vendor's day, cancelled by their next one of that day. */
  const previews = new Map<string, AbortController>();

  app.post(
    '/work-logs/balance/preview',
    {
      ...options,
      schema: {
        tags,
        body: balancePreviewInput,
        response: { 200: envelope(balanceProposal) },
      },
    },
    async (request, reply) => {
      const userId = app.currentUser(request)._id;
      const { vendorId, date } = request.body;
      // One search per staff member and vendor's day: a new preview cancels the one before (the dialog asked again or
      // was reopened; another tab on another vendor goes on), and a request whose client went away (dialog closed, tab
      // gone) cancels its own, queued or running.
      const key = `${userId}:${vendorId}:${date}`;
      const cancel = new AbortController();
      previews.get(key)?.abort();
      previews.set(key, cancel);
      const gone = () => {
        if (!reply.raw.writableFinished) cancel.abort();
      };
      reply.raw.on('close', gone);
      try {
        const data = await preview(
          db,
          request.body,
          (progress) => {
            if (!cancel.signal.aborted) app.realtime.balanceProgress(userId, { vendorId, date, ...progress });
          },
          cancel.signal,
        );
        return { status: 200, data };
      } catch (error) {
        if (error instanceof SolverJobCancelled) throw new HttpProblem(409, 'server.work_logs.balance_preview_cancelled');
        throw error;
      } finally {
        reply.raw.off('close', gone);
        if (previews.get(key) === cancel) previews.delete(key);
      }
    },
  );

  app.post(
    '/work-logs/balance/apply',
    {
      ...options,
      schema: {
        tags,
        body: balanceApplyInput,
        response: { 200: envelope(z.array(workLogRow)) },
      },
    },
    async (request) => {
      const userId = app.currentUser(request)._id;
      const { vendorId, date, moves, confirmWorse } = request.body;
      const ids = moves.map((move) => move.workLogId);
      await app.notifier.transaction(async (tx, notify) => {
        const dayCrews = await vendorCrews(tx, vendorId);
        const rows = await tx.select().from(workLogs).where(inArray(workLogs._id, ids)).orderBy(asc(workLogs._id)).for('update');
        const stale = staleMoves(moves, rows, new Set(dayCrews.map((crew) => crew._id)), date);
        if (stale) throw new HttpProblem(409, stale);
        if (rows.some((row) => row.routeLock !== null || row.routePin !== null))
          throw new HttpProblem(409, 'server.work_logs.route_stop_locked');
        // Never a worse day by accident: moves that raise the day's cost are applied only when staff say they mean it.
        const { cost } = await preview(tx, { vendorId, date, moves });
        if (cost.after > cost.before && !confirmWorse)
          throw new HttpProblem(409, withParams('server.work_logs.balance_worse_day', { adds: Math.round(cost.after - cost.before) }));
        const byId = new Map(rows.map((row) => [row._id, row]));
        for (const crew of dayCrews) {
          const joining = moves.filter((move) => move.toCrewId === crew._id).map((move) => byId.get(move.workLogId)!);
          if (!joining.length) continue;
          await writeMove(tx, userId, joining, movedValues({ crew }));
          await notify.staff(scheduleNoticeForStaff(joining.length, { crewName: crew.name }), { except: userId });
        }
        const days = moves.flatMap((move) => [
          { crewId: move.fromCrewId, date },
          { crewId: move.toCrewId, date },
        ]);
        await reoptimiseCrewDays(tx, days, userId);
        // The crews' phones read their day again, as after a rain day.
        for (const [crewId, notice] of crewDayNotices(days)) await notify.crew(crewId, notice);
        // Staff screens refresh once this has committed (realtime's subscriber).
        await app.events.emit(tx, 'workLogs.moved', { workLogIds: ids, userId });
      });
      const data = (await selectRows(db).where(inArray(workLogs._id, ids)).orderBy(asc(workLogs._id))).map(toRow);
      return { status: 200, data };
    },
  );
};

export default balanceRoutes;
