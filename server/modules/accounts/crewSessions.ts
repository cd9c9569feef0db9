// A crew's sign-in lasts its working day on its phone (the setting crewPhones.sessionHours, the phone's lock screen
// guarding it in between), and the office can end a user's sessions on every device: POST /users/:id/sessions/end.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withParams } from '../../../common/i18n/catalog';
import { byId } from '../../../common/schemas/fields';
import { envelope } from '../../../common/schemas/envelope';
import type { Db } from '../../db/client';
import { revokeSessionsOf } from '../../lib/sessionTokens';
import { readSettings } from '../../lib/settings';
import { assertMayManage, managedAccount } from './management';

/** When a crew session signed in now ends: `sessionHours` from now. */
export async function crewSessionEnd(db: Db, now = new Date()): Promise<Date> {
  const { crewPhones } = await readSettings(db, ['crewPhones']);
  return new Date(now.getTime() + crewPhones.sessionHours * 3_600_000);
}

const crewSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.post(
    '/users/:id/sessions/end',
    {
      config: { access: { permission: 'user_add' } },
      schema: { tags: ['users'], params: byId, response: { 200: envelope(z.object({ ended: z.number() })) } },
    },
    async (request) => {
      const actor = app.currentUser(request);
      assertMayManage(actor, await managedAccount(db, request.params.id));
      const ended = await revokeSessionsOf(db, [request.params.id]);
      for (const sessionId of ended) app.realtime.disconnectSession(sessionId);
      return {
        status: 200,
        message: withParams('server.users_admin.sessions_ended', { smart_count: ended.length }),
        data: { ended: ended.length },
      };
    },
  );
};

export default crewSessionRoutes;
