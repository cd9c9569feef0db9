// A held-out-style peer workbook (Service Autopilot's columns: a row per property and service) with what a real one
// holds: an aeration, a leaf clean-up and an "As Needed" mowing, a property in a zip code no market serves, one in a zip
// code with no known centre, and duplicates. The preview (dryRun) and the import report name each as a line to act on;
// the extras become one-time jobs with their words kept as property notes.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMessage } from '../../../common/i18n/catalog';
import type { ImportRecord } from '../../../common/schemas/dataImport';
import { customers, notes, properties, services } from '../../../server/db/schema';
import { importerApp, uploadSpreadsheet } from '../fixtures/importer';
import { bearer, type TestApp } from '../helpers';

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  ({ t, adminToken } = await importerApp());
});
afterAll(() => t.close());

const WORKBOOK = [
  'Customer #,Client Name,Email,Mobile Phone,Address,City,State,Zip,Service,Frequency,Price',
  '101,"Reyes, Carla",carla@example.com,5125550201,12 Pecan St,Austin,TX,78701,Mowing,Weekly,45',
  '101,"Reyes, Carla",carla@example.com,5125550201,12 Pecan St,Austin,TX,78701,Core Aeration,As Needed,$75.00',
  '101,"Reyes, Carla",carla@example.com,5125550201,12 Pecan St,Austin,TX,78701,Leaf Clean-up,One Time,$150',
  '102,"Nguyen, Tam",tam@example.com,5125550202,4 Elm Ct,Austin,TX,78702,Mowing,As Needed,40',
  // 78745 is a real zip code no market of the business serves; 78799 is none the map knows.
  '103,"Ortiz, Luz",luz@example.com,5125550203,9 Far Rd,Austin,TX,78745,Mowing,Weekly,50',
  '104,"Kim, Jo",jo@example.com,5125550204,1 Nowhere Ln,Austin,TX,78799,Mowing,Weekly,50',
  // Row 8 is row 4's person again under another number (same e-mail and name); row 9 repeats row 2.
  '105,"Nguyen, Tam",tam@example.com,5125550202,6 Elm Ct,Austin,TX,78703,Mowing,Weekly,40',
  '101,"Reyes, Carla",carla@example.com,5125550201,12 Pecan St,Austin,TX,78701,Mowing,Weekly,45',
].join('\n');

const linesOf = (record: ImportRecord) => Object.fromEntries(record.attention.map((line) => [line.kind, line]));
const warningKeys = (record: ImportRecord, rowNumber: number) =>
  record.rows.find((row) => row.rowNumber === rowNumber)!.warnings.map((warning) => parseMessage(warning.message).key);

describe('the import report of a peer workbook with extras, unplaced properties and duplicates', () => {
  let preview: ImportRecord;

  beforeAll(async () => {
    const response = await uploadSpreadsheet(t, adminToken, WORKBOOK, {}, 'clients.csv');
    expect(response.statusCode, response.body).toBe(201);
    const { _id } = response.json().data as ImportRecord;
    const record = await t.app.inject({ method: 'GET', url: `/api/v1/imports/${_id}?length=100`, headers: bearer(adminToken) });
    preview = record.json().data as ImportRecord;
  });

  it('previews the aeration, the leaf clean-up and the "As Needed" mowing as rows that import, with their words', () => {
    expect(preview.totals.error).toBe(0);
    const outcome = (rowNumber: number) => preview.rows.find((row) => row.rowNumber === rowNumber)!.outcome;
    expect([3, 4, 5].map(outcome)).toEqual(['create', 'create', 'create']);
    expect(warningKeys(preview, 3)).toContain('validation.data_import.extra_as_one_time_job');
    expect(warningKeys(preview, 5)).toContain('validation.data_import.frequency_as_needed');
  });

  it('names the properties in no market and those with no place on the map, row by row, in the preview', () => {
    expect(linesOf(preview).no_market).toEqual({ kind: 'no_market', total: 2, rows: [6, 7] });
    expect(linesOf(preview).not_located).toEqual({ kind: 'not_located', total: 1, rows: [7] });
    const noMarket = preview.rows.find((row) => row.rowNumber === 6)!.warnings.find((warning) => warning.field === 'market')!;
    expect(parseMessage(noMarket.message)).toEqual({ key: 'validation.data_import.no_market', params: { zipcode: '78745' } });
    expect(warningKeys(preview, 2)).toEqual([]);
  });

  it('says which row and customer each duplicate matched', () => {
    expect(linesOf(preview).duplicate).toEqual({ kind: 'duplicate', total: 2, rows: [8, 9] });
    const messageOf = (rowNumber: number) => parseMessage(preview.rows.find((row) => row.rowNumber === rowNumber)!.message!);
    expect(messageOf(8)).toEqual({ key: 'validation.data_import.duplicate_email_in_file', params: { row: 5, customer: 'Tam Nguyen' } });
    expect(messageOf(9)).toEqual({ key: 'validation.data_import.same_row_earlier_in_file', params: { row: 2, customer: 'Carla Reyes' } });
  });

  it('imports each extra as a one-time job of its own beside the mowing, its words kept as a note', { timeout: 60_000 }, async () => {
    const started = await t.app.inject({ method: 'POST', url: `/api/v1/imports/${preview._id}/start`, headers: bearer(adminToken) });
    expect(started.statusCode, started.body).toBe(200);
    const db = t.app.database.db;
    const [carla] = await db.select().from(customers).where(eq(customers.email, 'carla@example.com'));
    const [home] = await db.select().from(properties).where(eq(properties.customerId, carla._id));
    const made = await db
      .select({ type: services.type, frequency: services.frequency, price: services.price })
      .from(services)
      .where(inArray(services.propertyId, [home._id]));
    expect(made.sort((a, b) => a.price - b.price)).toEqual([
      { type: 'mow', frequency: 1, price: 45 },
      { type: 'bnb', frequency: -1, price: 75 },
      { type: 'bnb', frequency: -1, price: 150 },
    ]);
    const kept = await db.select({ text: notes.text }).from(notes).where(eq(notes.propertyId, home._id));
    expect(kept.map((note) => note.text).sort()).toEqual(['Core Aeration · As Needed', 'Leaf Clean-up · One Time']);

    const [tam] = await db.select().from(customers).where(eq(customers.email, 'tam@example.com'));
    const [elm] = await db.select().from(properties).where(eq(properties.customerId, tam._id));
    expect(await db.select({ text: notes.text }).from(notes).where(eq(notes.propertyId, elm._id))).toEqual([{ text: 'Mowing · As Needed' }]);

    // The report after the import says the same lines.
    const report = (await t.app.inject({ method: 'GET', url: `/api/v1/imports/${preview._id}`, headers: bearer(adminToken) })).json()
      .data as ImportRecord;
    expect(report.status).toBe('done');
    expect(linesOf(report)).toMatchObject({ no_market: { total: 2, rows: [6, 7] }, not_located: { total: 1 }, duplicate: { total: 2 } });
  });
});
