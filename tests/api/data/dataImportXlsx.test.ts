// The customer import from an Excel workbook (.xlsx): cells read as a CSV would hold them (phones and zip codes typed
// as numbers, a date cell, a formula by its saved value, Spanish names), the sheet chosen, and every bad workbook
// answered 400 with the key of a message both catalogs hold.
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, properties, services } from '../../../server/db/schema';
import { importerApp, uploadSpreadsheet } from '../fixtures/importer';
import type { TestApp } from '../helpers';

let t: TestApp;
let adminToken: string;
const db = () => t.app.database.db;

const HEADER = ['Client ID', 'Nombre', 'Apellidos', 'Correo electrónico', 'Teléfono', 'Dirección', 'Ciudad', 'Código Postal'];
const SERVICE = ['Frecuencia', 'Día', 'Precio', 'Fecha de inicio'];

async function workbook(fill: (book: ExcelJS.Workbook) => void) {
  const book = new ExcelJS.Workbook();
  fill(book);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A sheet as people keep one: phones typed as numbers and as text, a zip code and a price as numbers, a date cell, a formula. */
const customersSheet = (book: ExcelJS.Workbook, name = 'Clientes') => {
  const sheet = book.addWorksheet(name);
  sheet.addRow([...HEADER, ...SERVICE]);
  sheet.addRow([
    201,
    'Begoña',
    'Muñoz Ibáñez',
    'BEGONA@Example.com',
    5125550121,
    '12 oak ln',
    'austin',
    78701,
    'quincenal',
    'miércoles',
    45,
    new Date(Date.UTC(2031, 2, 3)),
  ]);
  sheet.getCell('L2').numFmt = 'm/d/yyyy';
  sheet.addRow([202, 'Ann', 'Lee', 'ann.lee@example.com', '(512) 555-0122', '400 Elm St', 'Austin', 78701.0000000001, 'weekly', 'Tue']);
  sheet.getCell('K3').value = { formula: 'K2-5', result: 40 } as ExcelJS.CellFormulaValue;
  sheet.addRow([203, 'Bob', 'Ray', 'bob.ray@example.com', 15125550123, '9 Pine Rd', 'Austin', 78701]);
  return sheet;
};

const upload = (content: Buffer, fields: Record<string, string> = {}) => uploadSpreadsheet(t, adminToken, content, fields, 'clientes.xlsx');

beforeAll(async () => {
  ({ t, adminToken } = await importerApp());
});
afterAll(() => t.close());

describe('POST /imports with an .xlsx', () => {
  it('previews the first visible sheet, its cells read as a CSV would hold them', async () => {
    const bytes = await workbook((book) => {
      book.addWorksheet('Notas ocultas', { state: 'hidden' }).addRow(['not', 'this']);
      customersSheet(book);
      book.addWorksheet('Resumen').addRow(['Total', 3]);
    });
    const response = await upload(bytes);
    expect(response.statusCode, response.body).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({
      fileName: 'clientes.xlsx',
      sheet: 'Clientes',
      sheets: ['Clientes', 'Resumen'],
      headers: [...HEADER, ...SERVICE],
    });
    expect(data.mapping).toMatchObject({ sourceId: 'Client ID', firstName: 'Nombre', mobile: 'Teléfono', zipcode: 'Código Postal' });
    expect(data.sample).toEqual([
      [
        '201',
        'Begoña',
        'Muñoz Ibáñez',
        'BEGONA@Example.com',
        '5125550121',
        '12 oak ln',
        'austin',
        '78701',
        'quincenal',
        'miércoles',
        '45',
        '2031-03-03',
      ],
      ['202', 'Ann', 'Lee', 'ann.lee@example.com', '(512) 555-0122', '400 Elm St', 'Austin', '78701', 'weekly', 'Tue', '40'],
      ['203', 'Bob', 'Ray', 'bob.ray@example.com', '15125550123', '9 Pine Rd', 'Austin', '78701'],
    ]);
    expect(data.totals).toEqual({ create: 3, update: 0, skip: 0, error: 0 });
  });

  it('imports it: Spanish names kept, phones 10 digits, the service from the date and the formula', async () => {
    const bytes = await workbook((book) => customersSheet(book));
    const { data } = (await upload(bytes, { dryRun: 'false' })).json();
    expect(data).toMatchObject({ status: 'done', totals: { create: 3, update: 0, skip: 0, error: 0 } });
    const [begona] = await db().select().from(customers).where(eq(customers.email, 'begona@example.com'));
    expect(begona).toMatchObject({ firstName: 'Begoña', lastName: 'Muñoz Ibáñez', mobile: '5125550121' });
    const [property] = await db().select().from(properties).where(eq(properties.customerId, begona._id));
    expect(property).toMatchObject({ address: '12 Oak Ln', city: 'Austin', zipcode: '78701' });
    const [service] = await db().select().from(services).where(eq(services.propertyId, property._id));
    expect(service).toMatchObject({ frequency: 2, mowDay: 3, price: 45, startDate: '2031-03-03' });
    const [bob] = await db().select().from(customers).where(eq(customers.email, 'bob.ray@example.com'));
    expect(bob.mobile).toBe('5125550123');
    const [ann] = await db().select().from(customers).where(eq(customers.email, 'ann.lee@example.com'));
    const [annService] = await db().select().from(services).where(eq(services.customerId, ann._id));
    expect(annService).toMatchObject({ frequency: 1, mowDay: 2, price: 40 });

    const again = (await upload(bytes)).json().data;
    expect(again.totals).toEqual({ create: 0, update: 0, skip: 3, error: 0 });
  });

  it('passes a sheet without rows, reads the sheet asked for by name, and refuses a name the workbook has not', async () => {
    const bytes = await workbook((book) => {
      book.addWorksheet('Instrucciones').addRow(['Fill in the next sheet']);
      customersSheet(book, 'Customers 2031');
    });
    const first = await upload(bytes);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toMatchObject({ sheet: 'Customers 2031', rowsTotal: 3 });
    expect((await upload(bytes, { sheet: 'Instrucciones' })).json().messageKey).toBe('server.data_import.file_has_no_rows');
    const chosen = await upload(bytes, { sheet: 'Customers 2031' });
    expect(chosen.statusCode, chosen.body).toBe(201);
    expect(chosen.json().data).toMatchObject({ sheet: 'Customers 2031', sheets: ['Instrucciones', 'Customers 2031'], rowsTotal: 3 });
    const missing = await upload(bytes, { sheet: 'Nope' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      messageKey: 'server.data_import.sheet_not_found',
      errors: { sheet: 'server.data_import.sheet_not_found' },
    });
  });
});

describe('row numbers', () => {
  const rowsOf = (data: { rows: { rowNumber: number; outcome: string; label: string }[] }) =>
    data.rows.map((row) => [row.rowNumber, row.outcome, row.label]);

  it('are the rows Excel shows: title rows above the header and blank rows counted', async () => {
    const bytes = await workbook((book) => {
      const sheet = book.addWorksheet('Clientes');
      sheet.addRow(['Green Acres Lawn Co. — client list']);
      sheet.addRow(['Exported 2031-01-05']);
      sheet.addRow([]);
      sheet.addRow([...HEADER]);
      sheet.addRow([301, 'Ana', 'Ruiz', 'ana.ruiz@example.com', '5125550131', '31 Birch Ln', 'Austin', 78701]);
      sheet.addRow([]);
      sheet.addRow([302, 'Beto', 'Sol', 'beto.sol@example.com', '5125550132', '', 'Austin', 78701]);
      sheet.addRow([303, 'Cid', 'Paz', 'cid.paz@example.com', '5125550133', '33 Birch Ln', 'Austin', 78701]);
    });
    const preview = await upload(bytes);
    expect(preview.statusCode, preview.body).toBe(201);
    const { _id: id, rows } = preview.json().data;
    expect(rowsOf({ rows })).toEqual([
      [5, 'create', 'Ana Ruiz, 31 Birch Ln'],
      [7, 'error', 'Beto Sol'],
      [8, 'create', 'Cid Paz, 33 Birch Ln'],
    ]);
    // Mapped again, the rows keep their numbers; the report names them too.
    const remapped = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/imports/${id}/mapping`,
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { mapping: preview.json().data.mapping },
    });
    expect(rowsOf(remapped.json().data).map(([number]) => number)).toEqual([5, 7, 8]);
    const report = await t.app.inject({ url: `/api/v1/imports/${id}/report.csv`, headers: { authorization: `Bearer ${adminToken}` } });
    expect(
      report.body
        .split(/\r?\n/)
        .slice(1, 4)
        .map((line) => line.split(',')[0]),
    ).toEqual(['5', '7', '8']);
  });

  it('count a CSV’s lines the same way: a title line and a blank line keep their place', async () => {
    const csv = [
      'Client list',
      '',
      HEADER.join(','),
      '401,Dee,Fox,dee.fox@example.com,5125550141,1 Elm St,Austin,78701',
      ',,,,,,,',
      '402,Eve,Gil,eve.gil@example.com,5125550142,2 Elm St,Austin,78701',
    ].join('\n');
    const preview = await uploadSpreadsheet(t, adminToken, csv);
    expect(preview.statusCode, preview.body).toBe(201);
    expect(rowsOf(preview.json().data).map(([number]) => number)).toEqual([4, 6]);
  });
});

describe('bad workbooks', () => {
  const compound = Buffer.from('d0cf11e0a1b11ae1', 'hex');
  it.each([
    [
      'a workbook cut short',
      async () => (await workbook((book) => customersSheet(book))).subarray(0, 2000),
      'server.data_import.workbook_unreadable',
    ],
    [
      'a damaged sheet',
      async () => {
        const bytes = await workbook((book) => customersSheet(book));
        return Buffer.from(bytes).fill(0x41, 100, bytes.length - 400);
      },
      'server.data_import.workbook_unreadable',
    ],
    ['a CSV named .xlsx', async () => Buffer.from('Name,Email\nAnn,ann@example.com\n'), 'server.data_import.workbook_unreadable'],
    [
      'a workbook with a password',
      async () => Buffer.concat([compound, Buffer.alloc(512), Buffer.from('EncryptionInfo', 'utf16le')]),
      'server.data_import.workbook_password',
    ],
    ['an Excel 97-2003 .xls', async () => Buffer.concat([compound, Buffer.alloc(512)]), 'server.data_import.workbook_old_format'],
  ])('refuses %s with a message on the file', async (_name, bytes, message) => {
    const response = await upload(await bytes());
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ messageKey: message, errors: { file: message } });
  });

  it('refuses a workbook over 20,000 rows and one wider than 200 columns', async () => {
    const long = await workbook((book) => {
      const sheet = book.addWorksheet('Long');
      sheet.addRow(['Name']);
      for (let index = 0; index <= 20_000; index++) sheet.addRow([`Customer ${index}`]);
    });
    expect((await upload(long)).json().messageKey).toBe('server.data_import.file_has_too_many_rows');
    const wide = await workbook((book) => {
      const sheet = book.addWorksheet('Wide');
      sheet.addRow(['Name']);
      sheet.addRow(['Ann']).getCell(201).value = 'stray';
    });
    expect((await upload(wide)).json().messageKey).toBe('server.data_import.file_has_too_many_columns');
  });
});
