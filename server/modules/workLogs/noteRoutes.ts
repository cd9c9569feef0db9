// PUT /work-logs/{id}/notes: the crew's notes on a visit (its own, on today's route), or the office's correction.
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../../common/schemas/envelope';
import { byId } from '../../../common/schemas/fields';
import { workLogNotesInput } from '../../../common/schemas/workLog';
import { workLogDetail } from '../../../common/schemas/workLogRecord';
import { workLogs } from '../../db/schema';
import { changedFields, recordHistory } from '../../lib/history';
import { HttpProblem, notFound } from '../../lib/httpErrors';
import { businessToday } from '../../lib/businessDay';
import { assertChangeable, STAFF_AND_CREW } from './access';
import { readDetail } from './detail';

const notesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/work-logs/:id/notes',
    {
      config: { ...STAFF_AND_CREW, idempotent: true },
      schema: { tags: ['work-logs'], params: byId, body: workLogNotesInput, response: { 200: envelope(workLogDetail) } },
    },
    async (request) => {
      const user = app.currentUser(request);
      const { id } = request.params;
      await app.database.db.transaction(async (tx) => {
        const [before] = await tx.select().from(workLogs).where(eq(workLogs._id, id)).for('update');
        if (!before) throw notFound('work_log');
        assertChangeable(user, before);
        if (user.type === 'crew' && before.date !== (await businessToday(tx)))
          throw new HttpProblem(409, 'server.work_logs.crew_notes_today_only');
        const values = { crewNotes: request.body.crewNotes };
        const changes = changedFields(before, values);
        if (!Object.keys(changes).length) return;
        await tx.update(workLogs).set(values).where(eq(workLogs._id, id));
        await recordHistory(tx, {
          entity: 'crew-note',
          entityId: id,
          action: 'updated',
          customerId: before.customerId,
          propertyId: before.propertyId,
          userId: user._id,
          changes,
        });
      });
      return { status: 200, message: 'server.work_logs.notes_saved', data: await readDetail(app.database.db, user, id) };
    },
  );
};

export default notesRoutes;
