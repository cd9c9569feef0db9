// The customer import: a messy file previewed row by row, imported, imported again without change, edited and
// imported again, undone; bad files refused with a message; saved mappings; the report; who may.
import { and, count, eq, inArray, lte } from 'drizzle-orm';
import { withParams } from '../../../common/i18n/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, importRows, imports, payments, properties, services } from '../../../server/db/schema';
import { runImport } from '../../../server/modules/data/import/runner';
import { multipart, parseCsv } from '../csvText';
import { addZipcodeArea, buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';

let t: TestApp;
let business: Business;
let adminToken: string;
const db = () => t.app.database.db;
const API = '/api/v1';

const BOM = '\uFEFF';
const HEADER =
  'Client ID,Nombre,Apellidos,Correo electrónico,Teléfono,Dirección,Ciudad,Código Postal,Frecuencia,Día,Precio,Latitude,Longitude';
const MESSY = [
  HEADER,
  '101,José,García,JOSE.GARCIA@Example.com,(512) 555-0111,"12  oak  ln, unit 2",austin,78701-1234,quincenal,martes,$45,,',
  '102,Ann,Smith,ann@example.com,512.555.0112,400 Elm St,Austin,78702,every week,Tue,40,30.27,-97.74',
  '103,Bob,Jones,bob@example.com,+1 512 555 0113,9 Pine Rd,Austin,,weekly,Wed,35,,',
  '104,José,García,dup@example.com,512-555-0111,77 Other St,Austin,78701,,,,,',
  '105,Terry,Stored,customer.stored@example.com,512 555 0100,1 Stored Way,Austin,78703,,,,,',
  '106,"=cmd|\' /C calc\'!A0",Formula,formula@example.com,5125550116,5 Formula Ave,Austin,78701,,,,,',
].join('\r\n');

async function upload(content: string | Buffer, fields: Record<string, string> = {}, token = adminToken) {
  const body = multipart([{ name: 'customers.csv', content }], fields);
  return t.app.inject({ method: 'POST', url: `${API}/imports`, payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
}
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `${API}${url}`, headers: bearer(adminToken), ...(payload && { payload }) });
const outcomes = (data: { rows: { rowNumber: number; outcome: string; field: string | null; message: string | null }[] }) =>
  Object.fromEntries(data.rows.map((row) => [row.rowNumber, [row.outcome, row.field, row.message]]));
const customerCount = async () => (await db().select({ total: count() }).from(customers))[0].total;

beforeAll(async () => {
  t = await createTestApp();
  business = await buildBusiness(t.app);
  await db()
    .update(customers)
    .set({ email: 'customer.stored@example.com', firstName: 'Terry', lastName: 'Stored' })
    .where(eq(customers._id, business.customer._id));
  await addZipcodeArea(db());
  adminToken = (await signIn(t.app, business.users.admin.username)).token;
});
afterAll(() => t.close());

describe('POST /imports (preview)', () => {
  it('reads a messy UTF-8 file with a byte-order mark and tells every row its outcome', async () => {
    const response = await upload(BOM + MESSY);
    expect(response.statusCode, response.body).toBe(201);
    const { data } = response.json();
    expect(data.status).toBe('previewed');
    expect(data.headers[0]).toBe('Client ID');
    expect(data.mapping).toMatchObject({
      sourceId: 'Client ID',
      firstName: 'Nombre',
      lastName: 'Apellidos',
      email: 'Correo electrónico',
      zipcode: 'Código Postal',
      frequency: 'Frecuencia',
    });
    expect(data.sample[0][5]).toBe('12  oak  ln, unit 2');
    expect(outcomes(data)).toEqual({
      2: ['create', null, null],
      3: ['create', null, null],
      4: ['error', 'zipcode', 'validation.customer.zip_code_required'],
      5: ['skip', 'mobile', withParams('validation.data_import.duplicate_phone_in_file', { row: 2, customer: 'José García' })],
      // Terry is stored (same name and e-mail): the row adds its property to her, not a duplicate customer.
      6: ['create', null, 'validation.data_import.added_to_customer_with_email'],
      7: ['create', null, null],
    });
    expect(data.totals).toEqual({ create: 4, update: 0, skip: 1, error: 1 });
    const stored = data.rows.find((row: { rowNumber: number }) => row.rowNumber === 6);
    expect(stored).toMatchObject({ customerId: business.customer._id, customerName: 'Terry Stored' });
    expect(await customerCount()).toBe(1);
  });
});

describe('an import, again, edited, undone', () => {
  let importId: string;

  it('imports the rows the preview said, with their properties, services and approximate locations', async () => {
    importId = (await upload(BOM + MESSY)).json().data._id;
    const started = await call('POST', `/imports/${importId}/start`);
    expect(started.statusCode, started.body).toBe(200);
    const { data } = (await call('GET', `/imports/${importId}`)).json();
    expect(data).toMatchObject({
      status: 'done',
      rowsDone: 6,
      rowsTotal: 6,
      totals: { create: 4, update: 0, skip: 1, error: 1 },
      canUndo: true,
    });
    expect(await customerCount()).toBe(4);
    const terrys = await db().select().from(properties).where(eq(properties.customerId, business.customer._id));
    expect(terrys.map((one) => one.address)).toContain('1 Stored Way');
    const [jose] = await db().select().from(customers).where(eq(customers.email, 'jose.garcia@example.com'));
    expect(jose).toMatchObject({ firstName: 'José', lastName: 'García', mobile: '5125550111' });
    const [property] = await db().select().from(properties).where(eq(properties.customerId, jose._id));
    expect(property).toMatchObject({
      address: '12 Oak Ln, Unit 2',
      city: 'Austin',
      zipcode: '78701',
      latitude: 30.27,
      longitude: -97.75,
      locationApproximate: true,
    });
    const [service] = await db().select().from(services).where(eq(services.propertyId, property._id));
    expect(service).toMatchObject({ type: 'mow', frequency: 2, price: 45, mowDay: 2 });
    const [ann] = await db().select().from(properties).where(eq(properties.address, '400 Elm St'));
    expect(ann).toMatchObject({ latitude: 30.27, longitude: -97.74, locationApproximate: false });
  });

  it('writes the report with every row, its outcome and message, formulas neutralised', async () => {
    const response = await t.app.inject({ url: `${API}/imports/${importId}/report.csv?language=es`, headers: bearer(adminToken) });
    expect(response.statusCode).toBe(200);
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual(['row', 'outcome', 'field', 'message', 'customer']);
    expect(rows).toHaveLength(6);
    expect(rows[2]).toEqual(['4', 'error', 'zipcode', expect.stringMatching(/postal/i), 'Bob Jones, 9 Pine Rd']);
    expect(rows[5][4].startsWith("'=")).toBe(true);
  });

  it('changes nothing when the same file is imported again', async () => {
    const again = (await upload(BOM + MESSY)).json().data;
    expect(again.totals).toEqual({ create: 0, update: 0, skip: 5, error: 1 });
    expect(outcomes(again)[2]).toEqual(['skip', null, 'validation.data_import.unchanged_since_last_import']);
    await call('POST', `/imports/${again._id}/start`);
    expect(await customerCount()).toBe(4);
  });

  it('changes only the edited row when an edited file is imported', async () => {
    const edited = MESSY.replace('512.555.0112', '512 555 0199');
    const preview = (await upload(edited)).json().data;
    expect(preview.totals).toEqual({ create: 0, update: 1, skip: 4, error: 1 });
    const done = (await call('POST', `/imports/${preview._id}/start`)).json().data;
    expect(done.status).toBe('done');
    const [ann] = await db().select().from(customers).where(eq(customers.email, 'ann@example.com'));
    expect(ann.mobile).toBe('5125550199');
    expect(await customerCount()).toBe(4);

    const undone = await call('POST', `/imports/${preview._id}/undo`);
    expect(undone.statusCode, undone.body).toBe(200);
    const [restored] = await db().select().from(customers).where(eq(customers.email, 'ann@example.com'));
    expect(restored.mobile).toBe('5125550112');
  });

  it('undoes an import while nothing was done with its customers, and refuses once a payment is recorded', async () => {
    const [row] = await db()
      .select()
      .from(importRows)
      .where(and(eq(importRows.importId, importId), eq(importRows.rowNumber, 2)));
    const [property] = await db().select().from(properties).where(eq(properties.customerId, row.customerId!));
    const [payment] = await db()
      .insert(payments)
      .values({
        customerId: row.customerId!,
        propertyId: property._id,
        item: 'mow',
        vendorId: business.vendor._id,
        date: '2031-03-03',
        status: 'success',
        priceCents: 4500,
        amountCents: 4500,
        taxPercent: 0,
        taxCents: 0,
      })
      .returning();
    expect((await call('GET', `/imports/${importId}`)).json().data.canUndo).toBe(false);
    const refused = await call('POST', `/imports/${importId}/undo`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().messageKey).toBe('server.data_import.undo_not_possible');

    await db().delete(payments).where(eq(payments._id, payment._id));
    const undone = await call('POST', `/imports/${importId}/undo`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().data.status).toBe('undone');
    expect(await customerCount()).toBe(1);
    // Terry stays, without the property the import added to her.
    const terrys = await db().select().from(properties).where(eq(properties.customerId, business.customer._id));
    expect(terrys.map((one) => one.address)).not.toContain('1 Stored Way');
    const created = (
      await db()
        .select({ customerId: importRows.customerId })
        .from(importRows)
        .where(and(eq(importRows.importId, importId), eq(importRows.created, 'customer')))
    ).flatMap((line) => (line.customerId ? [line.customerId] : []));
    expect(
      await db()
        .select()
        .from(customers)
        .where(inArray(customers._id, ['00000000-0000-0000-0000-000000000000', ...created])),
    ).toEqual([]);
  });

  it('takes up a stopped run where it stopped: rows already done are not written twice', async () => {
    const rows = Array.from(
      { length: 300 },
      (_, index) => `R${index},First${index},Last${index},r${index}@example.com,,${index} Resume St,Austin,78704,,,,,`,
    );
    const id = (await upload([HEADER, ...rows].join('\n'))).json().data._id;
    // A run stopped after its first 100 rows: they are done (their customers are left out here, so a second write would show).
    await db()
      .update(importRows)
      .set({ done: true })
      .where(and(eq(importRows.importId, id), lte(importRows.rowNumber, 101)));
    await db().update(imports).set({ status: 'running', rowsDone: 100 }).where(eq(imports._id, id));
    const before = await customerCount();
    const progress = await runImport(t.app, id);
    expect(progress).toMatchObject({ status: 'done', rowsDone: 300, rowsTotal: 300 });
    expect(await customerCount()).toBe(before + 200);
    expect(await db().select().from(customers).where(eq(customers.email, 'r0@example.com'))).toEqual([]);
    expect(await runImport(t.app, id)).toBeNull();
    expect(await customerCount()).toBe(before + 200);
  });
});

describe('mappings', () => {
  it('previews again with another mapping, and saves a mapping by name', async () => {
    const id = (await upload(MESSY)).json().data._id;
    const remapped = await call('PUT', `/imports/${id}/mapping`, {
      mapping: { lastName: 'Apellidos', address: 'Dirección', city: 'Ciudad', zipcode: 'Código Postal' },
    });
    expect(remapped.statusCode, remapped.body).toBe(200);
    expect(outcomes(remapped.json().data)[2]).toEqual(['error', 'firstName', 'validation.common.first_name_required']);
    const saved = await call('POST', '/import-mappings', { name: 'Jobber', mapping: { email: 'E-mails' } });
    expect(saved.statusCode).toBe(200);
    await call('POST', '/import-mappings', { name: 'Jobber', mapping: { email: 'Emails' } });
    const list = (await call('GET', '/import-mappings')).json().data;
    expect(list).toEqual([expect.objectContaining({ name: 'Jobber', mapping: { email: 'Emails' } })]);
    expect((await call('POST', '/import-mappings', { name: '', mapping: {} })).statusCode).toBe(400);
  });

  it('writes a preview a batch at a time: previewing meanwhile, not started, not listed, and a preview again after', async () => {
    const id = (await upload(MESSY)).json().data._id;
    const row = async () => (await db().select().from(imports).where(eq(imports._id, id)))[0];
    expect((await row()).status).toBe('previewed');
    // What a remap on another request finds while this preview's batches are being written.
    await db().update(imports).set({ status: 'previewing' }).where(eq(imports._id, id));
    const remap = await call('PUT', `/imports/${id}/mapping`, { mapping: { lastName: 'Apellidos' } });
    expect(remap.statusCode).toBe(409);
    expect((await call('POST', `/imports/${id}/start`)).json().data.status).toBe('previewing');
    expect((await call('GET', `/imports/${id}`)).json().data).toMatchObject({ status: 'previewing', rowCount: 6 });
    const listed = (await call('GET', '/imports')).json().data.imports as { _id: string }[];
    expect(listed.map((line) => line._id)).not.toContain(id);

    await db().update(imports).set({ status: 'previewed' }).where(eq(imports._id, id));
    const remapped = await call('PUT', `/imports/${id}/mapping`, { mapping: { lastName: 'Apellidos', firstName: 'Nombre' } });
    expect(remapped.statusCode, remapped.body).toBe(200);
    expect(remapped.json().data).toMatchObject({
      status: 'previewed',
      rowCount: 6,
      mapping: { lastName: 'Apellidos', firstName: 'Nombre' },
    });
    // Set again in place: one row a row number, its cells kept.
    const stored = await db().select({ cells: importRows.cells }).from(importRows).where(eq(importRows.importId, id));
    expect(stored).toHaveLength(6);
    expect(stored.map((line) => line.cells[1])).toContain('José');
  });
});

describe('bad input', () => {
  it.each([
    [
      'a file that is not UTF-8',
      Buffer.from([0x4e, 0x61, 0x6d, 0x65, 0x0a, 0x4a, 0x6f, 0x73, 0xe9, 0x0a]),
      'server.data_import.file_not_utf8',
    ],
    ['a header without rows', 'Name,Email\n', 'server.data_import.file_has_no_rows'],
    ['an unclosed quote', 'Name,Email\n"Ann,ann@example.com\n', 'server.data_import.file_not_csv'],
  ])('refuses %s with a message on the file', async (_name, content, message) => {
    const response = await upload(content);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ messageKey: message, errors: { file: message } });
  });

  it('refuses a body without a file, a mapping that is not one, and a file over 10 MB', async () => {
    const empty = await t.app.inject({ method: 'POST', url: `${API}/imports`, headers: bearer(adminToken), payload: {} });
    expect(empty.statusCode).toBe(400);
    expect((await upload(MESSY, { mapping: '{"nope": 1' })).statusCode).toBe(400);
    const big = await upload(`Name\n${'x'.repeat(10 * 1024 * 1024 + 10)}\n`);
    expect(big.statusCode).toBe(400);
    expect(big.json().messageKey).toBe('server.data_import.file_too_large');
  });

  it('refuses more than 20,000 rows', async () => {
    const response = await upload(`Name\n${'a\n'.repeat(20_001)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().messageKey).toBe('server.data_import.file_has_too_many_rows');
  });

  it('answers 404 for an import that does not exist', async () => {
    expect((await call('GET', '/imports/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('who may import', () => {
  it('is the admin role only by default: a csr, a crew member and a customer are refused', async () => {
    for (const caller of ['csr', 'crew', 'customer'] as const) {
      const { token } = await signIn(t.app, business.users[caller].username, caller === 'crew' ? 'crew' : 'admin');
      expect((await upload(MESSY, {}, token)).statusCode, caller).toBe(403);
    }
    expect(
      (await t.app.inject({ method: 'POST', url: `${API}/imports`, ...multipart([{ name: 'a.csv', content: MESSY }]) })).statusCode,
    ).toBe(401);
  });
});
