// Uploads that lie about their size: a workbook with a cell of a million characters, one of 50,000 empty
// rows, one whose shared strings unpack to more than 100 MB while its directory claims a few bytes, and a CSV with a
// cell too long are each refused 400 with a message both catalogs hold, and nothing is kept; the server answers other
// requests while an upload is read (in a worker thread).
import ExcelJS from 'exceljs';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imports } from '../../../server/db/schema';
import { parsesUnderWay } from '../../../server/modules/data/import/readOffThread';
import { rewriteArchive } from '../fixtures/zipArchive';
import { importerApp, uploadSpreadsheet } from '../fixtures/importer';
import type { TestApp } from '../helpers';

let t: TestApp;
let adminToken: string;

async function customersWorkbook(rows: unknown[][] = [['Ann Lee', '12 Oak Ln', '78701']]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Customers');
  sheet.addRow(['Name', 'Address', 'Zip']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const upload = (content: Buffer | string, name = 'customers.xlsx') => uploadSpreadsheet(t, adminToken, content, {}, name);
const importsKept = async () => (await t.app.database.db.select({ n: count() }).from(imports))[0].n;

async function expectRefused(content: Buffer | string, message: string, name?: string) {
  const before = await importsKept();
  const response = await upload(content, name);
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toMatchObject({ messageKey: message, errors: { file: message } });
  expect(await importsKept()).toBe(before);
}

beforeAll(async () => {
  ({ t, adminToken } = await importerApp());
});
afterAll(() => t.close());

describe('POST /imports refuses a file that lies about its size', () => {
  it('refuses a workbook with a cell of a million characters, and a CSV with a cell over 32,767', async () => {
    const workbook = await customersWorkbook([['x'.repeat(1_000_000), '12 Oak Ln', '78701']]);
    expect(workbook.length).toBeLessThan(100_000);
    await expectRefused(workbook, 'server.data_import.cell_too_long');
    await expectRefused(`Name,Address,Zip\n${'x'.repeat(32_768)},12 Oak Ln,78701\n`, 'server.data_import.cell_too_long', 'customers.csv');
  });

  it('refuses a sheet of 50,000 empty rows under its customers', async () => {
    const workbook = await customersWorkbook();
    const empty = Array.from({ length: 50_000 }, (_, index) => `<row r="${index + 3}"/>`).join('');
    const crafted = rewriteArchive(workbook, {
      'xl/worksheets/sheet1.xml': {
        content: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>
<row r="1"><c r="A1" t="inlineStr"><is><t>Name</t></is></c><c r="B1" t="inlineStr"><is><t>Zip</t></is></c></row>
<row r="2"><c r="A2" t="inlineStr"><is><t>Ann Lee</t></is></c><c r="B2" t="inlineStr"><is><t>78701</t></is></c></row>
${empty}</sheetData></worksheet>`,
      },
    });
    await expectRefused(crafted, 'server.data_import.sheet_has_too_many_rows');
  });

  it('refuses shared strings that unpack past 100 MB while the archive claims a few bytes', async () => {
    const workbook = await customersWorkbook();
    const one = Buffer.from(`<si><t>${'Lawn '.repeat(2000)}</t></si>`);
    const strings = Buffer.concat([
      Buffer.from('<sst>'),
      ...Array<Buffer>(Math.ceil((101 * 1024 * 1024) / one.length)).fill(one),
      Buffer.from('</sst>'),
    ]);
    const crafted = rewriteArchive(workbook, { 'xl/sharedStrings.xml': { content: strings, declaredSize: 1_000 } });
    expect(crafted.length).toBeLessThan(1024 * 1024);
    await expectRefused(crafted, 'server.data_import.workbook_too_large');
  });

  it('still reads an honest workbook', async () => {
    const response = await upload(await customersWorkbook());
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ headers: ['Name', 'Address', 'Zip'], rowsTotal: 1 });
  });
});

describe('reading an upload', () => {
  it('leaves the server answering: /health/live answers while a large workbook is read', async () => {
    const rows = Array.from({ length: 5_000 }, (_, index) => [`Customer ${index}`, `${index} Oak Ln`, '78701']);
    const reading = upload(await customersWorkbook(rows));
    while (parsesUnderWay() === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const live = await t.app.inject({ method: 'GET', url: '/api/v1/health/live' });
    expect(live.statusCode).toBe(200);
    // Answered while the workbook was still being read.
    expect(parsesUnderWay()).toBe(1);
    expect((await reading).statusCode).toBe(201);
    expect(parsesUnderWay()).toBe(0);
  });
});
