// The inspector's report of pesticide applications (docs/treatments.md): GET /reports/applications.csv, one line per
// record in a period, per applicator or per property, with every field Texas's 4 TAC §7.33 asks a record to hold, headed
// in the rule's words. The records are read through the treatments domain's door.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { applicationQuery, type ApplicationRecord } from '../../../common/schemas/treatment';
import { dateIn } from '../../lib/calendar';
import { readSettings } from '../../lib/settings';
import { applicationRecords } from '../treatments';
import { csvLine, neutralised } from './csv';

/** The rule's field, and how a record answers it. */
export const APPLICATION_COLUMNS: readonly [string, (record: ApplicationRecord, timeZone: string) => string][] = [
  ['Name of the person for whom the pesticide was applied', (record) => record.customerName],
  ['Address of the application site', (record) => record.address],
  ['Date of application', (record, zone) => dateIn(zone, new Date(record.startedAt))],
  ['Start time of application', (record, zone) => timeIn(zone, new Date(record.startedAt))],
  ['Brand name of the pesticide', (record) => record.productName],
  ['EPA registration number', (record) => record.epaRegNo],
  ['Amount of pesticide applied', (record) => String(record.amount)],
  ['Unit of measure', (record) => record.unit],
  ['Rate of application (per 1,000 sq ft)', (record) => String(record.ratePer1000)],
  ['Area treated (sq ft)', (record) => String(record.areaSqFt)],
  ['Target pest', (record) => record.targetPest],
  ['Wind speed (mph)', (record) => String(record.windMph)],
  ['Wind direction', (record) => record.windDirection],
  ['Temperature (°F)', (record) => String(record.temperatureF)],
  ['Name of the applicator', (record) => record.applicatorName],
  ['License number of the applicator', (record) => record.licenceNo ?? ''],
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
        querystring: applicationQuery.omit({ workLogId: true }),
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
