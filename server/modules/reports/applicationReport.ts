// The inspector's report of pesticide applications (docs/treatments.md): GET /reports/applications.csv, one line per
// record in a period, per applicator or per property, with every field of Texas's 4 TAC §7.33(b) that applies to a lawn
// (no aerial "N" number; lawns need no spray permit, §7.50(a)(4)), headed in the rule's words. The records are read through the treatments domain's door.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { applicationQuery, type ApplicationRecord } from '../../../common/schemas/treatment';
import { dateIn } from '../../lib/calendar';
import { readSettings } from '../../lib/settings';
import { applicationRecords } from '../treatments';
import { csvLine, neutralised } from './csv';

/** The rule's field, and how a record answers it. */
export const APPLICATION_COLUMNS: readonly [string, (record: ApplicationRecord, timeZone: string) => string][] = [
  ['Date of the application', (record, zone) => dateIn(zone, new Date(record.startedAt))],
  ['Beginning time for the application', (record, zone) => timeIn(zone, new Date(record.startedAt))],
  ['Name of the person for whom the application was made', (record) => record.customerName],
  ['Location of the land where the application was made', (record) => record.address],
  ['Product name', (record) => record.productName],
  ['Product EPA registration number', (record) => record.epaRegNo],
  ['Rate of product per unit (per 1,000 sq ft)', (record) => `${record.ratePer1000} ${record.unit}`],
  ['Total product applied', (record) => `${record.amount} ${record.unit}`],
  ['Name of the pest for which the product was used', (record) => record.targetPest],
  ['Site treated', (record) => record.siteTreated],
  ['Total area treated (square feet)', (record) => String(record.areaSqFt)],
  ['Wind direction', (record) => record.windDirection],
  ['Wind velocity (mph)', (record) => String(record.windMph)],
  ['Air temperature (°F)', (record) => String(record.temperatureF)],
  ['Application method or type of equipment', (record) => record.applicationMethod ?? ''],
  ['Name of the applicator responsible for the application', (record) => record.applicatorName],
  ['Department pesticide license number of the applicator', (record) => record.licenceNo ?? ''],
  ['Record', (record) => record._id],
  ['Corrects record', (record) => record.correctsId ?? ''],
  ['Reason for the correction', (record) => record.correctionReason ?? ''],
  ['Warnings', (record) => record.warnings.join('; ')],
];

function timeIn(timeZone: string, instant: Date): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);
}

const applicationReport: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reports/applications.csv',
    {
      config: { access: { permission: 'treatments_manage' } },
      schema: {
        tags: ['reports'],
        querystring: applicationQuery.omit({ workLogId: true, correctsId: true }),
        response: {
          200: {
            description: 'The application records as CSV',
            content: { 'text/csv': { schema: z.string().describe('text/csv: a header line, then a line per application record') } },
          },
        },
      },
    },
    async (request, reply) => {
      const { db } = app.database;
      const { serviceCalendar } = await readSettings(db, ['serviceCalendar']);
      const records = await applicationRecords(db, request.query);
      const lines = [csvLine(APPLICATION_COLUMNS.map(([header]) => header))];
      for (const record of records)
        lines.push(csvLine(APPLICATION_COLUMNS.map(([, cell]) => neutralised(cell(record, serviceCalendar.timeZone)))));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="applications.csv"')
        .header('x-total-count', String(records.length))
        .header('access-control-expose-headers', 'X-Total-Count')
        .send(lines.join(''));
    },
  );
};

export default applicationReport;
