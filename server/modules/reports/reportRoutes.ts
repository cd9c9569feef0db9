// The report routes of a prefix: a page of a report, its CSV export (the row count in a header before the rows) and
// the choices its filters offer. /reports and /customer-reports register theirs with their own reports and rule.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Access } from '../../../common/access';
import { isStaff } from '../../../common/permissions';
import { envelope } from '../../../common/schemas/envelope';
import {
  operationsReportParams,
  REPORT_ROW_COUNT_HEADER,
  REPORT_SHAPES,
  reportChoices,
  reportFilter,
  reportPage,
  reportQuery,
  type ReportFilter,
  type ReportKey,
  VENDOR_REPORTS,
} from '../../../common/schemas/report';
import { HttpProblem } from '../../lib/httpErrors';
import { readSettings } from '../../lib/settings';
import { readChoices } from './choices';
import { csvStream } from './csv';
import type { ReportBuilders, ReportScope } from './definition';
import { operationsReports } from './operationsReports';
import { countRows, readPage, rowBatches } from './runner';

/** Staff with report_list, and vendors (held to their own reports by `scopeOf`). */
const READERS: Access = { types: ['admin', 'csr', 'vendor'], staffPermission: 'report_list' };

/** The export's body, streamed as text/csv (a stream is never serialised, the schema only documents it). */
const CSV_TEXT = z.string().describe('text/csv: a header line, then a line per row; X-Total-Count holds the row count');

interface ReportRoutes<K extends ReportKey> {
  prefix: string;
  params: z.ZodType<{ report: K }>;
  builders: ReportBuilders<K>;
  access: Access;
}

/** Registers `GET <prefix>/:report` and `GET <prefix>/:report/csv` for the reports given. */
export function registerReports<K extends ReportKey>(app: FastifyInstance, { prefix, params, builders, access }: ReportRoutes<K>) {
  const { db } = app.database;
  const scopeOf = async (request: FastifyRequest, report: K): Promise<ReportScope> => {
    const user = app.currentUser(request);
    const { serviceCalendar } = await readSettings(db, ['serviceCalendar']);
    if (isStaff(user)) return { timeZone: serviceCalendar.timeZone };
    if (!VENDOR_REPORTS.includes(report) || !user.vendorId) throw new HttpProblem(403, 'server.reports.only_own_reports');
    return { timeZone: serviceCalendar.timeZone, vendorId: user.vendorId };
  };
  const queryOf = async (request: FastifyRequest, report: K, filter: ReportFilter) =>
    builders[report](filter, await scopeOf(request, report));
  const tags = [prefix.slice(1)];

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      `${prefix}/:report`,
      { config: { access }, schema: { tags, params, querystring: reportQuery, response: { 200: envelope(reportPage) } } },
      async (request) => {
        const { start, length, ...filter } = request.query;
        const { report } = request.params;
        return { status: 200, data: await readPage(db, await queryOf(request, report, filter), start, length) };
      },
    );

  app.withTypeProvider<ZodTypeProvider>().get(
    `${prefix}/:report/csv`,
    {
      config: { access },
      schema: {
        tags,
        params,
        querystring: reportFilter,
        response: { 200: { description: 'The report as CSV', content: { 'text/csv': { schema: CSV_TEXT } } } },
      },
    },
    async (request, reply) => {
      const { report } = request.params;
      const query = await queryOf(request, report, request.query);
      const total = await countRows(db, query);
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${report}.csv"`)
          .header(REPORT_ROW_COUNT_HEADER, String(total))
          .header('access-control-expose-headers', REPORT_ROW_COUNT_HEADER)
          // The schema types the body as the text the stream sends; Fastify pipes a stream as it is.
          .send(csvStream(REPORT_SHAPES[report].columns, request.query, rowBatches(db, query)) as unknown as string)
      );
    },
  );
}

const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reports/choices',
    { config: { access: READERS }, schema: { tags: ['reports'], response: { 200: envelope(reportChoices) } } },
    async (request) => {
      const user = app.currentUser(request);
      return { status: 200, data: await readChoices(app.database.db, isStaff(user) ? undefined : (user.vendorId ?? '')) };
    },
  );
  registerReports(app, { prefix: '/reports', params: operationsReportParams, builders: operationsReports, access: READERS });
};

export default reportRoutes;
