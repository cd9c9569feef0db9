// `npm run demo:clear` while a server holds the embedded data directory: the script leaves the admin to keep in
// DATA_DIR/requests and the server clears (server/lib/serverRequests.ts).
import type { FastifyInstance } from 'fastify';
import { demoClearRequest, type DemoClearResult, demoClearResult } from '../../../../common/schemas/businessData';
import type { Config } from '../../../config';
import { requestChannel } from '../../../lib/serverRequests';
import { clearKeeping } from './clearBusiness';
import type { DemoFilesPlace } from './demoFiles';

const channel = requestChannel('clear', demoClearRequest, demoClearResult);

export const askServerToClear = channel.ask;

/** On an embedded data directory: answers the clears asked for in DATA_DIR/requests; returns how to stop. */
export function answerClearRequests(app: FastifyInstance, config: Pick<Config, 'dataDir' | 'inMemory'>, files: DemoFilesPlace) {
  const clear = async ({ username, recordsAreDemo }: { username: string; recordsAreDemo: boolean }): Promise<DemoClearResult> => {
    const result = await clearKeeping(app.database.db, username, files, recordsAreDemo).catch((error: unknown): DemoClearResult => {
      app.log.error({ err: error }, 'the demo was not cleared');
      return { ok: false, message: 'server.business_data.not_cleared' };
    });
    if (result.ok) app.log.warn({ cleared: result.cleared, kept: username }, "the business's data was cleared (npm run demo:clear)");
    return result;
  };
  return channel.answer(app, config, clear, { ok: false, message: 'server.business_data.request_unreadable' });
}
