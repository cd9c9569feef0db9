// /backups: the backups kept and how the last try went, "Back up now", and a backup's download (streamed);
// backup_download only (the admin role by default), as a backup holds every secret of the business.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { backupFileParams, backupsState } from '../../../../common/schemas/backup';
import { envelope } from '../../../../common/schemas/envelope';
import { notFound } from '../../../lib/httpErrors';
import { type BackupPlace, backUpApp, backupsStateOf } from './backupPlace';

const config = { access: { permission: 'backup_download' } } as const;
const tags = ['backups'];
const BACKUP_BYTES = z
  .string()
  .describe('application/octet-stream: the backup as written (docs/data.md); its SHA-256 in the x-checksum-sha256 header');

const backupRoutes: FastifyPluginAsyncZod<{ place: BackupPlace }> = async (app, { place }) => {
  app.get('/backups', { config, schema: { tags, response: { 200: envelope(backupsState) } } }, async () => ({
    status: 200,
    data: await backupsStateOf(app, place),
  }));

  app.post('/backups', { config, schema: { tags, response: { 202: envelope(backupsState) } } }, async (_request, reply) => {
    // Answered at once: the browser follows the run through GET /backups. A second call while one runs joins it.
    void backUpApp(app, place).catch((error: unknown) => app.log.error({ err: error }, 'backup'));
    reply.status(202);
    return { status: 202, data: { ...(await backupsStateOf(app, place)), running: true } };
  });

  app.get(
    '/backups/:file',
    {
      config,
      schema: {
        tags,
        params: backupFileParams,
        response: { 200: { description: 'The backup file', content: { 'application/octet-stream': { schema: BACKUP_BYTES } } } },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const full = path.join(place.dir, file);
      const [stats, state] = await Promise.all([stat(full).catch(() => null), backupsStateOf(app, place)]);
      if (!stats?.isFile()) throw notFound('backup');
      const sha256 = state.files.find((backup) => backup.file === file)?.sha256;
      if (sha256) reply.header('x-checksum-sha256', sha256);
      return reply
        .header('content-type', 'application/octet-stream')
        .header('content-length', stats.size)
        .header('content-disposition', `attachment; filename="${file}"`)
        .header('cache-control', 'no-store')
        .send(createReadStream(full) as unknown as string);
    },
  );
};

export default backupRoutes;
