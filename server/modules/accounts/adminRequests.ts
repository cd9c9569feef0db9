// `npm run admin:create` while a server holds the embedded data directory: the script leaves its request (the
// password already hashed) in DATA_DIR/requests and the server creates the admin (server/lib/serverRequests.ts).
import type { FastifyInstance } from 'fastify';
import { type AdminRequest, adminRequest, type AdminResult, adminResult } from '../../../common/schemas/firstAdmin';
import type { Config } from '../../config';
import { requestChannel } from '../../lib/serverRequests';
import { createAdmin } from './firstAdmin';

const channel = requestChannel('admin', adminRequest, adminResult);

export const askServerForAdmin = channel.ask;

async function answer(app: FastifyInstance, request: AdminRequest): Promise<AdminResult> {
  const result = await createAdmin(app.database.db, request).catch((error: unknown): AdminResult => {
    app.log.error({ err: error }, 'admin not created');
    return { ok: false, message: 'server.admin_create.not_created' };
  });
  app.log.info({ username: request.username, ok: result.ok }, 'admin asked for from the command line');
  return result;
}

/** On an embedded data directory: answers the admins asked for in DATA_DIR/requests, one at a time; returns how to stop. */
export const answerAdminRequests = (app: FastifyInstance, config: Pick<Config, 'dataDir' | 'inMemory'>) =>
  channel.answer(app, config, (request) => answer(app, request), { ok: false, message: 'server.admin_create.request_unreadable' });
