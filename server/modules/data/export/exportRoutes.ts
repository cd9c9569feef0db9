// /exports: every record the business owns, one streamed CSV per type (`/exports/{type}.csv`) or all of them in one
// ZIP with a manifest of their row counts (`/exports/all.zip`); data_export only (the admin role by default).
import { CSV_BOM } from '../../../lib/csv';
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exportCsv, utcStamp } from './exportCsv';
import { EXPORT_TYPE_NAMES, EXPORT_TYPES, type ExportTypeName, headerOf } from './exportTypes';
import { zipStream } from './zip';

const config = { access: { permission: 'data_export' } } as const;
const tags = ['exports'];
const CSV_TEXT = z.string().describe('text/csv: a header line of column names (docs/data.md), then a line per record in id order');
const ZIP_BYTES = z.string().describe("application/zip: <type>.csv for every type, then manifest.json with each file's row count");

export const MANIFEST_FILE = 'manifest.json';

const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/exports/all.zip',
    {
      config,
      schema: {
        tags,
        response: { 200: { description: 'Every type as CSV, with a manifest', content: { 'application/zip': { schema: ZIP_BYTES } } } },
      },
    },
    async (_request, reply) => {
      const exportedAt = new Date();
      const rows = Object.fromEntries(EXPORT_TYPE_NAMES.map((name) => [name, 0])) as Record<ExportTypeName, number>;
      const files = EXPORT_TYPE_NAMES.map((name) => ({
        name: `${name}.csv`,
        content: () => exportCsv(db, EXPORT_TYPES[name], (count) => (rows[name] += count)),
      }));
      const manifest = {
        name: MANIFEST_FILE,
        // Written last, from the rows the files above were given: the counts are those of the files, whatever changed meanwhile.
        async *content() {
          const types = EXPORT_TYPE_NAMES.map((name) => ({
            type: name,
            file: `${name}.csv`,
            rows: rows[name],
            columns: EXPORT_TYPES[name].columns.map((key) => headerOf(EXPORT_TYPES[name], key)),
          }));
          yield JSON.stringify({ format: 'lawndesk-export', version: 1, exportedAt: exportedAt.toISOString(), types }, null, 2);
        },
      };
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="lawndesk-export-${utcStamp(exportedAt)}.zip"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(zipStream([...files, manifest], exportedAt)) as unknown as string);
    },
  );

  app.get(
    '/exports/:type.csv',
    {
      config,
      schema: {
        tags,
        params: z.object({ type: z.enum(EXPORT_TYPE_NAMES) }),
        response: { 200: { description: 'One type of record as CSV', content: { 'text/csv': { schema: CSV_TEXT } } } },
      },
    },
    async (request, reply) => {
      const { type } = request.params;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${type}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(withBom(exportCsv(db, EXPORT_TYPES[type]))) as unknown as string);
    },
  );
};

/** A downloaded file opens with UTF-8's byte-order mark, so Excel reads it right (the zip's files, for re-import, do not). */
async function* withBom(lines: AsyncIterable<string>): AsyncGenerator<string> {
  yield CSV_BOM;
  yield* lines;
}

export default exportRoutes;
