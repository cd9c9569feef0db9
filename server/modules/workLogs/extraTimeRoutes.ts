// Extra service time: a crew on a started bnb visit asks for more than its time cap, and the office answers.
import type { Message } from '../../../common/i18n/catalog';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../../common/schemas/envelope';
import { byId } from '../../../common/schemas/fields';
import { extraTimeDecision, extraTimeRequest } from '../../../common/schemas/workLog';
import { workLogDetail } from '../../../common/schemas/workLogRecord';
import { crews, workLogs } from '../../db/schema';
import { propertyAddress } from '../customers/reads';
import { changedFields, recordHistory, type Tx } from '../../lib/history';
import { HttpProblem, notFound } from '../../lib/httpErrors';
import type { AuthUser } from '../../lib/sessionTokens';
import { assertChangeable, CREW, STAFF } from './access';
import { readDetail } from './detail';
import { extraTimeAnswerNotice, extraTimeRequestNotice, type WorkLogNotice } from './notices';
import type { WorkLog } from './rows';

const tags = ['work-logs'];

const conflict = (message: Message) => new HttpProblem(409, message);

async function lockWorkLog(tx: Tx, user: AuthUser, id: string) {
  const [row] = await tx.select().from(workLogs).where(eq(workLogs._id, id)).for('update');
  if (!row) throw notFound('work_log');
  assertChangeable(user, row);
  return row;
}

async function workLogOf(tx: Tx, row: WorkLog): Promise<WorkLogNotice> {
  const address = (await propertyAddress(tx, row.propertyId))!;
  const [crew] = row.crewId ? await tx.select({ name: crews.name }).from(crews).where(eq(crews._id, row.crewId)) : [];
  return { ...row, address, crewName: crew?.name ?? null };
}

async function update(tx: Tx, user: AuthUser, before: WorkLog, values: Partial<WorkLog>) {
  const [after] = await tx.update(workLogs).set(values).where(eq(workLogs._id, before._id)).returning();
  await recordHistory(tx, {
    entity: 'work-log',
    entityId: before._id,
    action: 'updated',
    customerId: before.customerId,
    propertyId: before.propertyId,
    userId: user._id,
    changes: changedFields(before, values),
  });
  return after;
}

const extraTimeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const schema = { tags, params: byId, response: { 200: envelope(workLogDetail) } };

  app.post(
    '/work-logs/:id/extra-time',
    { config: { ...CREW, idempotent: true }, schema: { ...schema, body: extraTimeRequest } },
    async (request) => {
      const user = app.currentUser(request);
      const { minutes, note } = request.body;
      await app.notifier.transaction(async (tx, notify) => {
        const before = await lockWorkLog(tx, user, request.params.id);
        if (before.serviceType !== 'bnb') throw conflict('server.work_logs.extra_time_bnb_only');
        if (before.status !== 'started') throw conflict('server.work_logs.extra_time_start_first');
        if (before.extraTimeStatus === 'requested') throw conflict('server.work_logs.extra_time_already_asked');
        const after = await update(tx, user, before, { extraTimeStatus: 'requested', extraTimeRequestedMinutes: minutes });
        await notify.staff(extraTimeRequestNotice(await workLogOf(tx, after), minutes, note));
      });
      return { status: 200, data: await readDetail(db, user, request.params.id) };
    },
  );

  app.put('/work-logs/:id/extra-time', { config: STAFF, schema: { ...schema, body: extraTimeDecision } }, async (request) => {
    const user = app.currentUser(request);
    const { decision, minutes } = request.body;
    await app.notifier.transaction(async (tx, notify) => {
      const before = await lockWorkLog(tx, user, request.params.id);
      if (before.extraTimeStatus !== 'requested') throw conflict('server.work_logs.extra_time_no_request');
      const granted = decision === 'approved' ? (minutes ?? before.extraTimeRequestedMinutes ?? 0) : 0;
      // A longer cap earns its own time-up reminder, so the one already sent is forgotten.
      const values: Partial<WorkLog> =
        decision === 'approved'
          ? { extraTimeStatus: 'approved', extraTimeGrantedMinutes: before.extraTimeGrantedMinutes + granted, timeUpRemindedAt: null }
          : { extraTimeStatus: 'rejected' };
      const after = await update(tx, user, before, values);
      if (after.crewId) await notify.crew(after.crewId, extraTimeAnswerNotice(await workLogOf(tx, after), decision, granted));
    });
    return { status: 200, data: await readDetail(db, user, request.params.id) };
  });
};

export default extraTimeRoutes;
