// An import keeps no card number: a cell holding one, mapped or not, is stored masked to its last four
// digits, its row says so beside the column, and a text field of the upload holding one is refused. Its uploaded cells
// are kept only while it needs them: `imports.keepDays` after the upload, a finished import's cells are emptied (its
// outcomes and report kept) and an unstarted preview deleted.
import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRows, imports, properties } from '../../../server/db/schema';
import { dataImportJobs } from '../../../server/modules/data';
import { purgeImportFiles } from '../../../server/modules/data/import/retention';
import { multipart } from '../csvText';
import { addZipcodeArea, buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';

let t: TestApp;
let business: Business;
let adminToken: string;
const db = () => t.app.database.db;

const CSV = [
  'First Name,Last Name,Email,Phone,Address,City,Zip,Gate Code,Card Number,Memo',
  'Rosa,Peña,rosa@example.com,(512) 555-0131,12 Oak Ln,Austin,78701,4111 1111 1111 1111,5555-5555-5555-4444,pays monthly',
  'Li,Wong,li@example.com,512-555-0132,14 Oak Ln,Austin,78701,4411,,card 378282246310005 exp 12/28',
  'Ann,Lee,ann@example.com,512 555 0133,16 Oak Ln,Austin,78701-1234,#2026,,call 2026-11-26',
].join('\r\n');
const DIGITS = ['1111111111111111', '1111 1111 1111', '5555-5555-5555', '3782822463'];

const DAY_MS = 24 * 60 * 60 * 1000;

const csv = (street: string) =>
  ['First Name,Last Name,Email,Phone,Address,City,Zip', `Rosa,Peña,rosa.${street}@example.com,,${street} Oak Ln,Austin,78701`].join('\r\n');

async function uploadDaysAgo(street: string, dryRun: boolean, daysAgo: number) {
  const response = await upload(csv(street), { dryRun: String(dryRun) });
  expect(response.statusCode, response.body).toBe(201);
  const { _id } = response.json().data as { _id: string };
  await db()
    .update(imports)
    .set({ createdAt: new Date(Date.now() - daysAgo * DAY_MS) })
    .where(eq(imports._id, _id));
  return _id;
}

const cellsOf = async (id: string) =>
  (await db().select({ cells: importRows.cells }).from(importRows).where(eq(importRows.importId, id))).map((row) => row.cells);
const settings = (keepDays: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/settings', headers: bearer(adminToken), payload: { imports: { keepDays } } });

async function upload(content: string, fields: Record<string, string> = {}, name = 'customers.csv') {
  const body = multipart([{ name, content }], fields);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/imports',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(adminToken) },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  business = await buildBusiness(t.app);
  await addZipcodeArea(db());
  adminToken = (await signIn(t.app, business.users.admin.username)).token;
});
afterAll(() => t.close());

describe('card numbers in an upload', () => {
  it('stores every cell masked, mapped or not, and says so beside the column of the rows that held one', async () => {
    const response = await upload(CSV, { dryRun: 'false' }, 'card 4111111111111111.csv');
    expect(response.statusCode, response.body).toBe(201);
    const { data } = response.json();
    expect(data.fileName).toBe('card ************1111.csv');
    expect(data.mapping).toMatchObject({ firstName: 'First Name', gateCode: 'Gate Code' });
    expect(data.mapping).not.toHaveProperty('Card Number');
    expect(data.sample[0]).toEqual(expect.arrayContaining(['**** **** **** 1111', '****-****-****-4444']));
    expect(data.sample[1][9]).toBe('card ***********0005 exp 12/28');
    expect(data.sample[2]).toEqual(expect.arrayContaining(['78701-1234', 'call 2026-11-26']));
    const rows = Object.fromEntries(data.rows.map((row: { rowNumber: number; warnings: unknown[] }) => [row.rowNumber, row]));
    expect(rows[2].warnings).toEqual([{ field: 'Gate Code', message: 'validation.data_import.card_number_masked' }]);
    expect(rows[3].warnings).toEqual([{ field: 'Memo', message: 'validation.data_import.card_number_masked' }]);
    expect(rows[4].warnings).toEqual([]);

    const stored = JSON.stringify([
      await db().select().from(imports).where(eq(imports._id, data._id)),
      await db().select().from(importRows).where(eq(importRows.importId, data._id)),
      await db().select().from(properties),
    ]);
    for (const digits of DIGITS) expect(stored).not.toContain(digits);
    const [gate] = await db()
      .execute<{ found: number }>(sql`select count(*)::int as found from properties where address like '12 Oak%'`)
      .then((result) => result.rows);
    expect(gate.found).toBe(1);
    expect(stored).toContain('**** **** **** 1111');
  });

  it("refuses a card number in the upload's text fields beside the field", async () => {
    const response = await upload(CSV, { sheet: 'Cards 4111-1111-1111-1111' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ sheet: 'validation.card.card_number_in_text' });
    expect(response.body).not.toContain('4111-1111');
  });
});

describe('uploaded import files', () => {
  it('keeps 30 days by default, a setting from 1 to 365 days', async () => {
    const read = await t.app.inject({ url: '/api/v1/settings/imports', headers: bearer(adminToken) });
    expect(read.json().data).toEqual({ keepDays: 30 });
    for (const wrong of [0, 366, 1.5, '30']) {
      const refused = await settings(wrong);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors['imports.keepDays']).toBe('validation.settings.import_files_kept_1_to_365_days');
    }
  });

  it('empties the cells of finished imports past their keeping, deletes stale previews, and leaves the rest', async () => {
    const oldDone = await uploadDaysAgo('1', false, 31);
    const oldPreview = await uploadDaysAgo('2', true, 31);
    const recentDone = await uploadDaysAgo('3', false, 29);
    const recentPreview = await uploadDaysAgo('4', true, 1);
    expect(await cellsOf(oldDone)).toEqual([expect.arrayContaining(['Rosa', '1 Oak Ln'])]);

    expect(await purgeImportFiles(db())).toEqual({ deleted: 1, emptied: 1 });
    expect(await cellsOf(oldDone)).toEqual([[]]);
    const [done] = await db().select().from(imports).where(eq(imports._id, oldDone));
    expect(done).toMatchObject({ status: 'done', createCount: 1, cellsPurgedAt: expect.any(Date) });
    const report = await t.app.inject({ url: `/api/v1/imports/${oldDone}/report.csv`, headers: bearer(adminToken) });
    expect(report.body).toContain('create');
    const kept = await db()
      .select({ _id: imports._id })
      .from(imports)
      .where(inArray(imports._id, [oldPreview, recentDone, recentPreview]));
    expect(kept.map((row) => row._id).sort()).toEqual([recentDone, recentPreview].sort());
    expect(await cellsOf(recentDone)).toEqual([expect.arrayContaining(['Rosa', '3 Oak Ln'])]);
    expect((await db().select({ total: count() }).from(importRows).where(eq(importRows.importId, oldPreview)))[0].total).toBe(0);

    // A second run finds nothing left; a shorter keeping reaches the newer import.
    expect(await purgeImportFiles(db())).toEqual({ deleted: 0, emptied: 0 });
    expect((await settings(7)).statusCode).toBe(200);
    expect(await purgeImportFiles(db())).toEqual({ deleted: 0, emptied: 1 });
    expect(await cellsOf(recentDone)).toEqual([[]]);
  });

  it('deletes a preview a stopped server left half written, after an hour', async () => {
    const abandoned = await uploadDaysAgo('5', true, 0);
    const writing = await uploadDaysAgo('6', true, 0);
    await db()
      .update(imports)
      .set({ status: 'previewing', updatedAt: new Date(Date.now() - 2 * 60 * 60 * 1000) })
      .where(eq(imports._id, abandoned));
    await db().update(imports).set({ status: 'previewing' }).where(eq(imports._id, writing));
    expect(await purgeImportFiles(db())).toMatchObject({ deleted: 1 });
    const left = await db()
      .select({ _id: imports._id })
      .from(imports)
      .where(inArray(imports._id, [abandoned, writing]));
    expect(left.map((row) => row._id)).toEqual([writing]);
  });

  it('runs nightly as a job of the data domain', () => {
    expect(dataImportJobs(null).scheduled?.map((job) => job.name)).toContain('import-files-purge');
  });
});
