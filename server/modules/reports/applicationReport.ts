// The inspector's report of pesticide applications (docs/treatments.md): GET /reports/applications.csv and .pdf, a
// line (or a block) per record in a period, per applicator, property or product, with every field of Texas's 4 TAC
// §7.33(b) that applies to a lawn (no aerial "N" number; lawns need no spray permit, §7.50(a)(4)), in the rule's words.
// The records are read through the treatments domain's door.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { applicationQuery, type ApplicationRecord } from '../../../common/schemas/treatment';
import type { Db } from '../../db/client';
import { HttpProblem } from '../../lib/httpErrors';
import { readSettings } from '../../lib/settings';
import { applicationRecords } from '../treatments';
import { APPLICATION_COLUMNS } from './applicationColumns';
import { applicationPdf } from './applicationPdf';
import { CSV_BOM, csvLine, neutralised } from './csv';

/** A PDF of more records would run past a thousand pages: narrow the period, or take the CSV. */
export const PDF_LIMIT = 5_000;

const reportQuery = applicationQuery.omit({ workLogId: true, correctsId: true });
type ReportQuery = z.infer<typeof reportQuery>;

/** The lines under the PDF's title: the period and each filter, named from the records where they name it. */
function cutOf(query: ReportQuery, records: readonly ApplicationRecord[]): string[] {
  const [first] = records;
  const period =
    query.from || query.to ? `Period: ${query.from ?? 'the first record'} to ${query.to ?? 'the last record'}` : 'Period: all records';
  return [
    period,
    query.applicatorId &&
      `Applicator: ${first?.applicatorName ?? query.applicatorId}${first?.licenceNo ? `, licence ${first.licenceNo}` : ''}`,
    query.propertyId && `Property: ${first ? `${first.customerName}, ${first.address}` : query.propertyId}`,
    query.productId && `Product: ${first ? `${first.productName} (EPA reg. no. ${first.epaRegNo})` : query.productId}`,
  ].filter((line): line is string => Boolean(line));
}

interface Rendered {
  records: number;
  body: string | Buffer;
}

/** Each format: its file's type, the OpenAPI words for it, and how the cut asked for becomes the file. */
const FORMATS = {
  csv: {
    type: 'text/csv; charset=utf-8',
    describe: 'text/csv: a header line, then a line per application record',
    async render(db: Db, query: ReportQuery): Promise<Rendered> {
      const { serviceCalendar } = await readSettings(db, ['serviceCalendar']);
      const records = await applicationRecords(db, query);
      const lines = [CSV_BOM + csvLine(APPLICATION_COLUMNS.map(([header]) => header))];
      for (const record of records)
        lines.push(csvLine(APPLICATION_COLUMNS.map(([, cell]) => neutralised(cell(record, serviceCalendar.timeZone)))));
      return { records: records.length, body: lines.join('') };
    },
  },
  pdf: {
    type: 'application/pdf',
    describe: 'application/pdf: a block per application record, for an inspector',
    async render(db: Db, query: ReportQuery): Promise<Rendered> {
      const { serviceCalendar, business } = await readSettings(db, ['serviceCalendar', 'business']);
      const records = await applicationRecords(db, query, PDF_LIMIT + 1);
      if (records.length > PDF_LIMIT) throw new HttpProblem(400, 'server.reports.pdf_too_many');
      const timeZone = serviceCalendar.timeZone;
      const madeAt = new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(new Date());
      return { records: records.length, body: await applicationPdf(records, { business, cut: cutOf(query, records), madeAt, timeZone }) };
    },
  },
} as const;

const applicationReport: FastifyPluginAsyncZod = async (app) => {
  for (const [format, { type, describe, render }] of Object.entries(FORMATS))
    app.get(
      `/reports/applications.${format}`,
      {
        config: { access: { permission: 'treatments_manage' } },
        schema: {
          tags: ['reports'],
          querystring: reportQuery,
          response: {
            200: {
              description: `The application records as ${format.toUpperCase()}`,
              content: { [type.split(';')[0]]: { schema: z.string().describe(describe) } },
            },
          },
        },
      },
      async (request, reply) => {
        const { records, body } = await render(app.database.db, request.query);
        const name = ['applications', request.query.from, request.query.to].filter(Boolean).join('-');
        return reply
          .header('content-type', type)
          .header('content-disposition', `attachment; filename="${name}.${format}"`)
          .header('x-total-count', String(records))
          .header('access-control-expose-headers', 'X-Total-Count')
          .send(body as string);
      },
    );
};

export default applicationReport;
