// GET /reports/job-costing and /reports/job-costing.csv (admin: it is money): revenue, labour and materials per visit,
// property, crew, service or vendor, and the margin (docs/labour.md "Job costing").
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../../common/schemas/envelope';
import { jobCostingQuery, jobCostingReport, type JobCostingReport } from '../../../common/schemas/jobCosting';
import { CSV_BOM, csvLine, neutralised } from '../../lib/csv';
import { writtenWhole } from '../../lib/responseSerializer';
import { jobCosting } from './jobCosting';

const ADMIN = { access: { types: ['admin'] } } as const;
const tags = ['reports'];
/** Written by JSON.stringify: jobCosting builds each row field by field (a week by property is 28,800 rows). */
const REPORT = writtenWhole(envelope(jobCostingReport));
const CSV_TEXT = z.string().describe('text/csv with a byte-order mark: a header line, a line per row, then the totals');

const HEADERS = {
  en: ['key', 'name', 'visits', 'revenue', 'labour hours', 'labour cost', 'materials cost', 'margin', 'margin %'],
  es: [
    'clave',
    'nombre',
    'visitas',
    'ingresos',
    'horas de mano de obra',
    'costo de mano de obra',
    'costo de materiales',
    'margen',
    'margen %',
  ],
} as const;
const TOTAL = { en: 'Total', es: 'Total' } as const;

const dollars = (cents: number) => (cents / 100).toFixed(2);
const hours = (minutes: number) => (minutes / 60).toFixed(2);

/** The report as CSV lines: the same figures as the JSON, money in dollars and hours to the hundredth. */
export function jobCostingCsv(report: JobCostingReport, language: 'en' | 'es'): string {
  const line = (key: string, name: string, row: JobCostingReport['totals']) =>
    csvLine([
      neutralised(key),
      neutralised(name),
      String(row.visits),
      dollars(row.revenueCents),
      hours(row.laborMinutes),
      dollars(row.laborCostCents),
      dollars(row.materialsCostCents),
      dollars(row.marginCents),
      row.marginPercent == null ? '' : row.marginPercent.toFixed(1),
    ]);
  return (
    CSV_BOM +
    [
      csvLine([...HEADERS[language]]),
      ...report.rows.map((row) => line(row.key, row.name, row)),
      line('', TOTAL[language], report.totals),
    ].join('')
  );
}

const jobCostingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.get(
    '/reports/job-costing',
    { config: ADMIN, schema: { tags, querystring: jobCostingQuery, response: { 200: REPORT } } },
    async (request) => ({ status: 200, data: await jobCosting(db, request.query) }),
  );
  app.get(
    '/reports/job-costing.csv',
    {
      config: ADMIN,
      schema: {
        tags,
        querystring: jobCostingQuery,
        response: { 200: { description: 'The job-costing report as CSV', content: { 'text/csv': { schema: CSV_TEXT } } } },
      },
    },
    async (request, reply) => {
      const { from, to, groupBy, language } = request.query;
      reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="job-costing-${groupBy}-${from}-${to}.csv"`);
      return jobCostingCsv(await jobCosting(db, request.query), language);
    },
  );
};

export default jobCostingRoutes;
