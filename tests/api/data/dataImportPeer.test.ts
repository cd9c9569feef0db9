// A peer's Service Autopilot-style workbook (fixtures/serviceAutopilotExport.ts) previewed through the API on the mapping
// LawnDesk suggests, as a CSV and as an .xlsx: the name and id columns found, at most 5% of the rows in error.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportRecord } from '../../../common/schemas/dataImport';
import { customers, properties, services } from '../../../server/db/schema';
import { importerApp, uploadSpreadsheet } from '../fixtures/importer';
import {
  serviceAutopilotClients,
  serviceAutopilotCsv,
  serviceAutopilotRows,
  serviceAutopilotXlsx,
} from '../fixtures/serviceAutopilotExport';
import { bearer, englishErrors, type TestApp } from '../helpers';

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  ({ t, adminToken } = await importerApp());
});
afterAll(() => t.close());

const ROWS = serviceAutopilotRows(serviceAutopilotClients(330));

describe('a Service Autopilot-style export previewed on its suggested mapping', () => {
  it.each([
    ['CSV', 'clients.csv', () => Promise.resolve(serviceAutopilotCsv(ROWS))],
    ['.xlsx', 'clients.xlsx', () => serviceAutopilotXlsx(ROWS)],
  ])('%s: at most 5%% of its rows in error', { timeout: 120_000 }, async (_kind, name, content) => {
    const response = await uploadSpreadsheet(t, adminToken, await content(), {}, name);
    expect(response.statusCode, response.body).toBe(201);
    const preview = response.json().data as { mapping: Record<string, string>; totals: Record<string, number>; rowsTotal: number };
    expect(preview.mapping).toMatchObject({ sourceId: 'Customer #', fullName: 'Client Name', service: 'Service', frequency: 'Frequency' });
    expect(preview.rowsTotal).toBe(ROWS.length);
    expect(preview.totals.error).toBeLessThanOrEqual(ROWS.length * 0.05);
    expect(preview.totals.error).toBe(1);
  });
});

describe('ids another import used, and customers already stored', () => {
  const HEADER = 'Customer #,Client Name,Email,Phone,Address,City,Zip,Service,Frequency,Price';
  const EARLIER = [
    HEADER,
    '1,"Person, Earl",earl@example.com,5125550101,1 Earlier Rd,Austin,78701,Mowing,Weekly,40',
    '2,"Diaz, Ana",ana@example.com,5125550111,10 Oak Ln,Austin,78701,Mowing,Weekly,45',
  ];
  // The peer's own numbering: 1 is now Ana (stored under 2, same e-mail and phone), 2 is Bo, whom no one has.
  const NOW = [
    HEADER,
    '1,"Diaz, Ana",ana@example.com,5125550111,10 Oak Ln,Austin,78701,Bush & Bed,Monthly,90',
    '1,"Diaz, Ana",ana@example.com,5125550111,11 Oak Ln,Austin,78701,Mowing,Bi-Weekly,35',
    '2,"Diaz, Bo",bo@example.com,5125550112,20 Oak Ln,Austin,78701,Mowing,Weekly,30',
  ];
  const upload = async (lines: string[], fields: Record<string, string> = {}) => {
    const response = await uploadSpreadsheet(t, adminToken, lines.join('\n'), fields);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as ImportRecord;
  };
  const rowsOf = (record: ImportRecord) =>
    record.rows.map(({ rowNumber, outcome, message, customerName }) => ({ rowNumber, outcome, message, customerName }));

  it(
    'asks once for all clashing ids, and "new" finds the stored same person, adding her services and property',
    { timeout: 120_000 },
    async () => {
      expect((await upload(EARLIER, { dryRun: 'false' })).totals).toMatchObject({ create: 2, error: 0 });
      const preview = await upload(NOW);
      expect(preview).toMatchObject({ sourceIdQuestions: 2, sourceIdChosen: 0 });

      const chosen = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/imports/${preview._id}/source-id-choice`,
        headers: bearer(adminToken),
        payload: { all: true, choice: 'new' },
      });
      expect(chosen.statusCode, chosen.body).toBe(200);
      const record = chosen.json().data as ImportRecord;
      expect(record).toMatchObject({ sourceIdQuestions: 0, sourceIdChosen: 2 });
      const added = 'validation.data_import.added_to_customer_with_email';
      expect(rowsOf(record)).toEqual([
        { rowNumber: 2, outcome: 'update', message: added, customerName: 'Ana Diaz' },
        { rowNumber: 3, outcome: 'create', message: added, customerName: 'Ana Diaz' },
        { rowNumber: 4, outcome: 'create', message: null, customerName: null },
      ]);

      const started = await t.app.inject({ method: 'POST', url: `/api/v1/imports/${preview._id}/start`, headers: bearer(adminToken) });
      expect(started.statusCode, started.body).toBe(200);
      const db = t.app.database.db;
      const [ana] = await db.select().from(customers).where(eq(customers.email, 'ana@example.com'));
      expect(await db.select().from(customers).where(eq(customers.lastName, 'Diaz'))).toHaveLength(2);
      const hers = await db.select().from(properties).where(eq(properties.customerId, ana._id));
      expect(hers.map((property) => property.address).sort()).toEqual(['10 Oak Ln', '11 Oak Ln']);
      const oak10 = hers.find((property) => property.address === '10 Oak Ln')!;
      const kinds = await db
        .select({ type: services.type, price: services.price })
        .from(services)
        .where(inArray(services.propertyId, [oak10._id]));
      expect(kinds.map((service) => service.type).sort()).toEqual(['bnb', 'mow']);

      // Asked for all again: nothing is left to ask.
      expect((await upload(NOW)).sourceIdQuestions).toBe(0);
    },
  );

  it('refuses a choice naming neither a row nor all', async () => {
    const preview = await upload([HEADER, '9,"Ray, Cy",cy@example.com,5125550199,9 Elm St,Austin,78701,Mowing,Weekly,30']);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/imports/${preview._id}/source-id-choice`,
      headers: bearer(adminToken),
      payload: { choice: 'new' },
    });
    expect(response.statusCode).toBe(400);
    expect(englishErrors(response.json())).toEqual({ rowNumber: 'Choose a row of this import.' });
  });
});
