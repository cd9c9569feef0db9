// A client id an earlier import gave another person: the preview asks, and the staff settle it per client, attaching
// that client's rows to the customer found or making a new customer of them; the run follows the choice, and the same
// file imported again asks nothing more.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportRecord } from '../../../common/schemas/dataImport';
import { customers, properties } from '../../../server/db/schema';
import { importerApp, uploadSpreadsheet } from '../fixtures/importer';
import { bearer, englishErrors, type TestApp } from '../helpers';

let t: TestApp;
let adminToken: string;
const db = () => t.app.database.db;

const HEADER = 'Client ID,First Name,Last Name,Email,Phone,Address,City,Zip';
const EARLIER = [
  HEADER,
  '1,Earl,Person,earl@example.com,5125550101,1 Earlier Rd,Austin,78701',
  '2,Ed,Other,ed@example.com,5125550102,2 Earlier Rd,Austin,78701',
];
const NOW = [
  HEADER,
  '1,Ana,Diaz,ana@example.com,5125550111,10 Oak Ln,Austin,78701',
  '1,Ana,Diaz,ana@example.com,5125550111,11 Oak Ln,Austin,78701',
  '2,Bo,Diaz,bo@example.com,5125550112,20 Oak Ln,Austin,78701',
];

async function preview(lines: string[], fields: Record<string, string> = {}) {
  const response = await uploadSpreadsheet(t, adminToken, lines.join('\n'), fields);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as ImportRecord;
}
const choose = (id: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/imports/${id}/source-id-choice`, headers: bearer(adminToken), payload });
const rowsOf = (record: ImportRecord) =>
  record.rows.map(({ rowNumber, outcome, message, customerName, sourceIdChoice }) => ({
    rowNumber,
    outcome,
    message,
    customerName,
    sourceIdChoice,
  }));
const propertiesOf = async (first: string, last: string) => {
  const found = await db()
    .select({ _id: customers._id, lastName: customers.lastName })
    .from(customers)
    .where(eq(customers.firstName, first));
  const customer = found.find((one) => one.lastName === last)!;
  return (await db().select({ address: properties.address }).from(properties).where(eq(properties.customerId, customer._id)))
    .map((property) => property.address)
    .sort();
};

beforeAll(async () => {
  ({ t, adminToken } = await importerApp());
  expect((await preview(EARLIER, { dryRun: 'false' })).totals.create).toBe(2);
});
afterAll(() => t.close());

describe('a client id seen before with another person', () => {
  let importId: string;

  it('asks in the preview, naming the customer the id went to', async () => {
    const record = await preview(NOW);
    importId = record._id;
    const asks = { outcome: 'skip', message: 'validation.data_import.source_id_other_person', sourceIdChoice: null };
    expect(rowsOf(record)).toEqual([
      { rowNumber: 2, ...asks, customerName: 'Earl Person' },
      { rowNumber: 3, ...asks, customerName: 'Earl Person' },
      { rowNumber: 4, ...asks, customerName: 'Ed Other' },
    ]);
  });

  it('makes a new customer of one client and attaches another, each for all its rows', async () => {
    const fresh = await choose(importId, { rowNumber: 3, choice: 'new' });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(rowsOf(fresh.json().data).slice(0, 2)).toEqual([
      { rowNumber: 2, outcome: 'create', message: null, customerName: null, sourceIdChoice: 'new' },
      { rowNumber: 3, outcome: 'create', message: null, customerName: null, sourceIdChoice: 'new' },
    ]);
    expect(rowsOf(fresh.json().data)[2]).toMatchObject({ rowNumber: 4, outcome: 'skip', sourceIdChoice: null });

    const attached = await choose(importId, { rowNumber: 4, choice: 'attach' });
    expect(rowsOf(attached.json().data)[2]).toEqual({
      rowNumber: 4,
      outcome: 'create',
      message: null,
      customerName: 'Ed Other',
      sourceIdChoice: 'attach',
    });
    // Asked again, then settled again: null takes the choice back.
    expect(rowsOf((await choose(importId, { rowNumber: 4, choice: null })).json().data)[2]).toMatchObject({
      outcome: 'skip',
      sourceIdChoice: null,
    });
    expect((await choose(importId, { rowNumber: 4, choice: 'attach' })).statusCode).toBe(200);
  });

  it('refuses a choice that is not one, a row that asks nothing, and a row the import has not', async () => {
    const wrong = await choose(importId, { rowNumber: 2, choice: 'maybe' });
    expect(wrong.statusCode).toBe(400);
    expect(englishErrors(wrong.json())).toEqual({ choice: 'Choose to attach it to the customer found, or to make a new customer.' });
    const other = await preview([HEADER, '9,Cal,Nunez,cal@example.com,5125550119,90 Oak Ln,Austin,78701']);
    expect((await choose(other._id, { rowNumber: 2, choice: 'new' })).json()).toMatchObject({
      messageKey: 'validation.data_import.no_source_id_question',
    });
    expect((await choose(importId, { rowNumber: 99, choice: 'new' })).statusCode).toBe(400);
  });

  it('imports as chosen, and the same file again asks nothing', async () => {
    const started = await t.app.inject({ method: 'POST', url: `/api/v1/imports/${importId}/start`, headers: bearer(adminToken) });
    expect(started.json().data).toMatchObject({ status: 'done', totals: { create: 3, skip: 0 } });
    expect(await propertiesOf('Ana', 'Diaz')).toEqual(['10 Oak Ln', '11 Oak Ln']);
    expect(await propertiesOf('Earl', 'Person')).toEqual(['1 Earlier Rd']);
    expect(await propertiesOf('Ed', 'Other')).toEqual(['2 Earlier Rd', '20 Oak Ln']);
    expect((await choose(importId, { rowNumber: 2, choice: 'attach' })).statusCode).toBe(409);

    const again = await preview(NOW);
    expect(rowsOf(again).map(({ outcome, message }) => [outcome, message])).toEqual([
      ['skip', 'validation.data_import.unchanged_since_last_import'],
      ['skip', 'validation.data_import.unchanged_since_last_import'],
      ['skip', 'validation.data_import.unchanged_since_last_import'],
    ]);
  });
});
