// The customer import's screens on the API: the whole preview paged and filtered by outcome before anything is
// imported, and the list of imports started (who, when, file, totals, status) with undo while it is possible.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportList, ImportRecord } from '../../../common/schemas/dataImport';
import { multipart } from '../csvText';
import { addZipcodeArea, buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';

let t: TestApp;
let business: Business;
let adminToken: string;
const API = '/api/v1';

/** 250 rows: every 25th a copy of the row before it (skipped), every other 10th without a zip code (error). */
const ROWS = 250;
const isCopy = (index: number) => index % 25 === 0;
const lacksZip = (index: number) => index % 10 === 0 && !isCopy(index);
const rowNumbersWhere = (test: (index: number) => boolean) =>
  Array.from({ length: ROWS }, (_, index) => index + 1)
    .filter(test)
    .map((index) => index + 1);
function bigFile(tag: string) {
  const line = (index: number) =>
    `Person,${tag} ${index},${tag}${index}@example.com,512${String(index).padStart(7, '0')},${index} Oak St,Austin,${lacksZip(index) ? '' : '78701'}`;
  const lines = ['First name,Last name,Email,Phone,Address,City,Zip code'];
  for (let index = 1; index <= ROWS; index++) lines.push(line(isCopy(index) ? index - 1 : index));
  return lines.join('\n');
}
const expectedTotals = { create: 220, update: 0, skip: 10, error: 20 };

async function upload(content: string, name = 'customers.csv') {
  const body = multipart([{ name, content }]);
  const response = await t.app.inject({
    method: 'POST',
    url: `${API}/imports`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(adminToken) },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: ImportRecord }).data;
}
const call = (method: 'GET' | 'POST', url: string) => t.app.inject({ method, url: `${API}${url}`, headers: bearer(adminToken) });
const page = async (id: string, query: string) => {
  const response = await call('GET', `/imports/${id}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: ImportRecord }).data;
};
const history = async (query = '') => {
  const response = await call('GET', `/imports${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: ImportList }).data;
};

beforeAll(async () => {
  t = await createTestApp();
  business = await buildBusiness(t.app);
  await addZipcodeArea(t.app.database.db);
  adminToken = (await signIn(t.app, business.users.admin.username)).token;
});
afterAll(() => t.close());

describe('the preview, paged', () => {
  let preview: ImportRecord;
  beforeAll(async () => {
    preview = await upload(bigFile('paged'));
  });

  it('counts the whole file before importing, and pages every row', async () => {
    expect(preview.totals).toEqual(expectedTotals);
    expect(preview.rowCount).toBe(ROWS);
    const seen: number[] = [];
    for (let start = 0; start < ROWS; start += 100)
      seen.push(...(await page(preview._id, `start=${start}&length=100`)).rows.map((row) => row.rowNumber));
    expect(seen).toEqual(Array.from({ length: ROWS }, (_, index) => index + 2));
  });

  it('filters the rows by outcome, each with its field and message', async () => {
    const errorRows = rowNumbersWhere(lacksZip);
    const errors = await page(preview._id, 'outcome=error&start=0&length=15');
    expect(errors.rowCount).toBe(errorRows.length);
    expect(errors.rows.map((row) => row.rowNumber)).toEqual(errorRows.slice(0, 15));
    expect(errors.rows.every((row) => row.outcome === 'error' && row.field === 'zipcode' && row.message)).toBe(true);
    const lastErrors = await page(preview._id, 'outcome=error&start=15&length=15');
    expect(lastErrors.rows.map((row) => row.rowNumber)).toEqual(errorRows.slice(15));
    const skipped = await page(preview._id, 'outcome=skip&length=500');
    expect(skipped.rows.map((row) => row.rowNumber)).toEqual(rowNumbersWhere(isCopy));
    expect(skipped.rows.every((row) => row.message)).toBe(true);
    expect(skipped.totals).toEqual(expectedTotals);
  });

  it('refuses a page past its limits with a message, never a 500', async () => {
    for (const query of ['length=501', 'length=0', 'start=-1', 'outcome=maybe']) {
      const response = await call('GET', `/imports/${preview._id}?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('GET /imports: the imports started', () => {
  let importId: string;

  it('lists an import once started, with who, when, its file, totals and status; previews are left out', async () => {
    const before = await history();
    const preview = await upload(bigFile('listed'), 'jobber-clients.csv');
    expect((await history()).total).toBe(before.total);
    importId = preview._id;
    const started = await call('POST', `/imports/${importId}/start`);
    expect(started.statusCode, started.body).toBe(200);
    const after = await history();
    expect(after.total).toBe(before.total + 1);
    expect(after.imports[0]).toMatchObject({
      _id: importId,
      fileName: 'jobber-clients.csv',
      status: 'done',
      totals: expectedTotals,
      rowsDone: ROWS,
      rowsTotal: ROWS,
      canUndo: true,
      createdBy: 'Avery Admin',
      finishedAt: expect.any(String),
    });
    expect(Date.parse(after.imports[0].createdAt)).toBeLessThanOrEqual(Date.parse(after.imports[0].finishedAt!));
  });

  it('lists newest first, a page at a time', async () => {
    const second = await upload(bigFile('second'), 'second.csv');
    await call('POST', `/imports/${second._id}/start`);
    const all = await history();
    expect(all.imports.map((row) => row._id).slice(0, 2)).toEqual([second._id, importId]);
    const one = await history('?start=1&length=1');
    expect(one.imports.map((row) => row._id)).toEqual([importId]);
    expect(one.total).toBe(all.total);
    for (const query of ['?length=101', '?length=0', '?start=x'])
      expect((await call('GET', `/imports${query}`)).statusCode, query).toBe(400);
  });

  it('undoes an import from the list, which then says it is undone and can no longer be undone', async () => {
    const undone = await call('POST', `/imports/${importId}/undo`);
    expect(undone.statusCode, undone.body).toBe(200);
    const listed = (await history()).imports.find((row) => row._id === importId);
    expect(listed).toMatchObject({ status: 'undone', canUndo: false });
    expect((await call('POST', `/imports/${importId}/undo`)).statusCode).toBe(409);
    const report = await page(importId, 'outcome=create&length=5');
    expect(report.rowCount).toBe(expectedTotals.create);
  });
});
