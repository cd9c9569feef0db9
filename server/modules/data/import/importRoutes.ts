// /imports: upload a CSV or XLSX of customers (its headers, a suggested mapping, a sample and every row's outcome), map it
// again, settle a client id an earlier import gave another person (attach, or a new customer), start it, read its progress and outcomes, download its report, undo it, list the imports started before;
// /import-mappings: mappings saved for the next file. data_import only (the admin role by default).
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Message, renderMessage } from '../../../../common/i18n/catalog';
import {
  importList,
  importListQuery,
  importMapping,
  importMappingUpdate,
  importRecord,
  importRowsQuery,
  MAX_IMPORT_BYTES,
  savedMappingInput,
  savedMappingRecord,
  sourceIdChoiceInput,
} from '../../../../common/schemas/dataImport';
import { envelope } from '../../../../common/schemas/envelope';
import { byId } from '../../../../common/schemas/fields';
import { CSV_BOM, csvLine, neutralised } from '../../../lib/csv';
import type { Geocoder } from '../../../lib/geocoder/geocoder';
import { HttpProblem } from '../../../lib/httpErrors';
import { refuseCardNumbers } from '../../../plugins/storableInput';
import { readOffThread } from './readOffThread';
import { importsRepository } from './repository';
import { queueImport, runImport } from './runner';

const config = { access: { permission: 'data_import' } } as const;
const tags = ['imports'];
const record = { 200: envelope(importRecord) };
const REPORT_TEXT = z.string().describe('text/csv: row, outcome, field, message, customer');

const refuse = (message: Message): never => {
  throw new HttpProblem(400, message, { file: message });
};

/**
 * The multipart body: one file (CSV or XLSX), and optionally its mapping (JSON), a workbook's sheet by name and dryRun
 * ("false" starts the import at once).
 */
async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart()) return refuse('server.data_import.send_one_file');
  let file: { name: string; bytes: Buffer } | null = null;
  const fields: Record<string, string> = {};
  const unreadable = (error: unknown): never =>
    refuse(
      (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE'
        ? 'server.data_import.file_too_large'
        : 'server.data_import.send_one_file',
    );
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 5, fieldSize: 64 * 1024 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.file.truncated) refuse('server.data_import.file_too_large');
        file = { name: part.filename || 'import', bytes };
      } else fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    if (error instanceof HttpProblem) throw error;
    unreadable(error);
  }
  if (!file) return refuse('server.data_import.send_one_file');
  // A multipart body is read here, not before the route (plugins/storableInput): its text fields meet the same check.
  refuseCardNumbers(fields);
  let mapping;
  if (fields.mapping) {
    let json: unknown;
    try {
      json = JSON.parse(fields.mapping);
    } catch {
      json = null;
    }
    const parsed = importMapping.safeParse(json);
    if (!parsed.success) throw new HttpProblem(400, 'server.data_import.map_a_column', { mapping: 'server.data_import.map_a_column' });
    mapping = parsed.data;
  }
  return { file, mapping, sheet: fields.sheet || undefined, dryRun: fields.dryRun !== 'false' };
}

/** Queued for the job on a node running jobs; otherwise (tests, a node without jobs) run before answering. */
async function start(app: FastifyInstance, id: string, geocoder: Geocoder | null) {
  if (app.hasDecorator('jobs')) await queueImport(app, id);
  else await runImport(app, id, geocoder);
}

const dataImportRoutes: FastifyPluginAsyncZod<{ geocoder: Geocoder | null }> = async (app, { geocoder }) => {
  const repository = importsRepository(app.database.db);
  const firstPage = { start: 0, length: 100 };

  app.post(
    '/imports',
    { config, schema: { tags, consumes: ['multipart/form-data'], response: { 201: envelope(importRecord) } } },
    async (request, reply) => {
      const user = app.currentUser(request);
      const { file, mapping, sheet, dryRun } = await readUpload(request);
      const id = await repository.create(file.name.slice(0, 200), await readOffThread(file.name, file.bytes, sheet), mapping, user._id);
      if (!dryRun && (await repository.markQueued(id))) await start(app, id, geocoder);
      reply.status(201);
      return { status: 201, data: await repository.get(id, firstPage) };
    },
  );

  app.get('/imports', { config, schema: { tags, querystring: importListQuery, response: { 200: envelope(importList) } } }, async (request) => ({
    status: 200,
    data: await repository.list(request.query),
  }));

  app.get('/imports/:id', { config, schema: { tags, params: byId, querystring: importRowsQuery, response: record } }, async (request) => ({
    status: 200,
    data: await repository.get(request.params.id, request.query),
  }));

  app.put(
    '/imports/:id/mapping',
    { config, schema: { tags, params: byId, body: importMappingUpdate, response: record } },
    async (request) => {
      await repository.remap(request.params.id, request.body.mapping);
      return { status: 200, data: await repository.get(request.params.id, firstPage) };
    },
  );

  app.put(
    '/imports/:id/source-id-choice',
    { config, schema: { tags, params: byId, body: sourceIdChoiceInput, response: record } },
    async (request) => {
      await repository.chooseForSourceId(request.params.id, request.body);
      return { status: 200, data: await repository.get(request.params.id, firstPage) };
    },
  );

  app.post('/imports/:id/start', { config, schema: { tags, params: byId, response: record } }, async (request) => {
    if (await repository.markQueued(request.params.id)) await start(app, request.params.id, geocoder);
    return { status: 200, message: 'server.data_import.import_started', data: await repository.get(request.params.id, firstPage) };
  });

  app.post('/imports/:id/undo', { config, schema: { tags, params: byId, response: record } }, async (request) => {
    await repository.undo(request.params.id, app.currentUser(request)._id);
    app.realtime.officeQueuesChanged();
    return { status: 200, message: 'server.data_import.import_undone', data: await repository.get(request.params.id, firstPage) };
  });

  app.get(
    '/imports/:id/report.csv',
    {
      config,
      schema: {
        tags,
        params: byId,
        querystring: z.object({ language: z.enum(['en', 'es']).default('en') }),
        response: { 200: { description: "Every row's outcome", content: { 'text/csv': { schema: REPORT_TEXT } } } },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { language } = request.query;
      const batches = repository.reportRows(id);
      const first = await batches.next();
      async function* lines() {
        yield CSV_BOM + csvLine(['row', 'outcome', 'field', 'message', 'customer']);
        for (let next = first; !next.done; next = await batches.next()) {
          for (const row of next.value)
            yield csvLine([
              String(row.rowNumber),
              row.outcome,
              row.field ?? '',
              row.message ? renderMessage(language, row.message) : '',
              neutralised(row.label),
            ]);
        }
      }
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="import-${id}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(lines()) as unknown as string);
    },
  );

  app.get('/import-mappings', { config, schema: { tags, response: { 200: envelope(z.array(savedMappingRecord)) } } }, async () => ({
    status: 200,
    data: await repository.mappings(),
  }));

  app.post(
    '/import-mappings',
    { config, schema: { tags, body: savedMappingInput, response: { 200: envelope(savedMappingRecord) } } },
    async (request) => ({
      status: 200,
      message: 'server.data_import.mapping_saved',
      data: await repository.saveMapping(request.body.name, request.body.mapping, app.currentUser(request)._id),
    }),
  );
};

export default dataImportRoutes;
