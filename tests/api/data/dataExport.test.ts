// The data export: every type as a streamed CSV with its documented header and every record (past one keyset batch),
// no secret column or value, formulas neutralised, the archive with a manifest whose counts are its files', and who may.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callLogs, cards, momentWords, notes, payments, reminders, users, workLogs } from '../../../server/db/schema';
import { exportCsv } from '../../../server/modules/data/export/exportCsv';
import { EXPORT_TYPE_NAMES, EXPORT_TYPES, headerOf, keyOf } from '../../../server/modules/data/export/exportTypes';
import { parseCsv } from '../csvText';
import { addZipcodes, buildBusiness, type Business } from '../fixtures/business';
import { addEveryRecord, SETTINGS_SECRETS } from '../fixtures/everyRecord';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';
import { unzip } from '../zipText';

const FORMULA = '=HYPERLINK("http://evil.test","Click")';
const CARD_TOKEN = 'tok_export_must_never_show_9f3a';

let t: TestApp;
let business: Business;
let adminToken: string;
const db = () => t.app.database.db;
const get = (url: string, token = adminToken) => t.app.inject({ url: `/api/v1${url}`, headers: bearer(token) });

beforeAll(async () => {
  t = await createTestApp();
  business = await buildBusiness(t.app);
  const { customer, property, service, users: accounts, vendor, crew } = business;
  const createdById = accounts.admin._id;
  const owner = { customerId: customer._id, propertyId: property._id, createdById };
  // More notes than one keyset batch (1,000), so the export pages.
  await db()
    .insert(notes)
    .values(
      Array.from({ length: 1203 }, (_, index) => ({ ...owner, text: index === 7 ? FORMULA : `Note ${index}, "quoted"\nsecond line` })),
    );
  await db()
    .insert(callLogs)
    .values({ ...owner, code: 'C', text: '+1 512 555 0100 called', billable: true, price: 15 });
  await db()
    .insert(reminders)
    .values({ ...owner, date: '2031-04-01', note: '@office call back', priority: 'high', assigneeId: createdById });
  const [card] = await db()
    .insert(cards)
    .values({
      customerId: customer._id,
      gateway: 'sandbox',
      token: CARD_TOKEN,
      brand: 'visa',
      last4: '4242',
      expiryMonth: 12,
      expiryYear: 2031,
      isDefault: true,
    })
    .returning();
  await db()
    .insert(payments)
    .values({
      ...owner,
      item: 'mow',
      vendorId: vendor._id,
      date: '2031-03-03',
      status: 'success',
      priceCents: 4500,
      amountCents: 4871,
      taxPercent: 8.25,
      taxCents: 371,
      cardId: card._id,
      gatewayTransactionId: 'TX-1',
    });
  const [workLog] = await db()
    .insert(workLogs)
    .values({
      propertyId: property._id,
      customerId: customer._id,
      serviceId: service._id,
      serviceType: 'mow',
      vendorId: vendor._id,
      crewId: crew._id,
      date: '2031-03-03',
      plannedDate: '2031-03-03',
      status: 'completed',
      price: 45,
      crewNotes: '-gate was open',
    })
    .returning();
  await addEveryRecord(db(), business, workLog._id);
  await addZipcodes(db(), vendor._id, [{ zipcode: '78701', weekDay: 2, crewId: crew._id }]);
  adminToken = (await signIn(t.app, accounts.admin.username)).token;
});
afterAll(() => t.close());

describe('GET /exports/{type}.csv', () => {
  it('answers every type with its documented header and one line per record', async () => {
    const empty: string[] = [];
    for (const name of EXPORT_TYPE_NAMES) {
      const type = EXPORT_TYPES[name];
      const response = await get(`/exports/${name}.csv`);
      expect(response.statusCode, name).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="${name}.csv"`);
      const [header, ...rows] = parseCsv(response.body);
      expect(header, name).toEqual(type.columns.map((key) => headerOf(type, key)));
      const key = keyOf(type);
      expect(header.slice(0, key.length), name).toEqual(key.map((column) => headerOf(type, column)));
      const [{ rows: stored }] = await db().select({ rows: count() }).from(type.table);
      expect(rows, name).toHaveLength(stored);
      if (stored === 0) empty.push(name);
      expect(new Set(rows.map((row) => row.slice(0, key.length).join('\u0000'))).size, name).toBe(stored);
    }
    expect(empty).toEqual([]);
  });

  it('pages past one batch in id order, each record once, quoting commas, quotes and line breaks', async () => {
    const [header, ...rows] = parseCsv((await get('/exports/notes.csv')).body);
    expect(rows).toHaveLength(1203);
    const ids = rows.map((row) => row[0]);
    expect(new Set(ids).size).toBe(1203);
    const stored = (await db().select({ _id: notes._id }).from(notes).orderBy(notes._id)).map((row) => row._id);
    expect(ids).toEqual(stored);
    const text = header.indexOf('text');
    expect(rows.filter((row) => row[text] === 'Note 3, "quoted"\nsecond line')).toHaveLength(1);
  });

  it('pages a table keyed by several columns (moment, language, part) past each batch, each record once', async () => {
    await db()
      .insert(momentWords)
      .values(
        ['body', 'note'].map((part) => ({
          moment: 'visit-eve' as const,
          language: 'es' as const,
          part: part as 'body' | 'note',
          text: part,
        })),
      );
    let text = '';
    for await (const chunk of exportCsv(db(), EXPORT_TYPES['moment-words'], undefined, 1)) text += chunk;
    const [, ...rows] = parseCsv(text);
    expect(rows.map((row) => row.slice(0, 3).join(' '))).toEqual(['visit-eve es body', 'visit-eve es note', 'visit-eve es subject']);
    expect((await get('/exports/moment-words.csv')).body).toBe(`\uFEFF${text}`);
  });

  it('neutralises text a spreadsheet would run as a formula, and leaves numbers alone', async () => {
    const notesCsv = (await get('/exports/notes.csv')).body;
    expect(notesCsv).toContain(`"'=HYPERLINK(""http://evil.test"",""Click"")"`);
    expect(notesCsv).not.toMatch(/(^|,)=HYPERLINK/m);
    const [callHeader, callRow] = parseCsv((await get('/exports/call-logs.csv')).body);
    expect(callRow[callHeader.indexOf('text')]).toBe("'+1 512 555 0100 called");
    expect(callRow[callHeader.indexOf('price')]).toBe('15');
    const [reminderHeader, reminderRow] = parseCsv((await get('/exports/reminders.csv')).body);
    expect(reminderRow[reminderHeader.indexOf('note')]).toBe("'@office call back");
    const [propertyHeader, propertyRow] = parseCsv((await get('/exports/properties.csv')).body);
    expect(propertyRow[propertyHeader.indexOf('longitude')]).toBe('-97.74');
    const [workLogHeader, workLogRow] = parseCsv((await get('/exports/work-logs.csv')).body);
    expect(workLogRow[workLogHeader.indexOf('crew_notes')]).toBe("'-gate was open");
  });

  it('writes times in UTC, lists and objects as JSON, and true/false', async () => {
    const [header, row] = parseCsv((await get('/exports/markets.csv')).body);
    expect(row[header.indexOf('zip_codes')]).toBe('["78701","78702","78703","78704"]');
    expect(row[header.indexOf('created_at')]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const vendorsCsv = parseCsv((await get('/exports/vendors.csv')).body);
    const vendorRow = vendorsCsv.find((line) => line[0] === business.vendor._id)!;
    expect(JSON.parse(vendorRow[vendorsCsv[0].indexOf('prices')])).toEqual({ small: 30, average: 40, large: 50, extraLarge: 65 });
    expect(vendorRow[vendorsCsv[0].indexOf('is_primary')]).toBe('false');
  });

  it('holds no secret: no password, hash, token or card column, and none of their values', async () => {
    const hashes = (await db().select({ hash: users.passwordHash }).from(users)).flatMap((row) => (row.hash ? [row.hash] : []));
    expect(hashes.length).toBeGreaterThan(5);
    for (const name of EXPORT_TYPE_NAMES) {
      const body = (await get(`/exports/${name}.csv`)).body;
      const [header] = parseCsv(body);
      expect(
        header.filter((column) => /password|hash|token|secret|card/i.test(column)),
        name,
      ).toEqual([]);
      for (const hash of hashes) expect(body.includes(hash), name).toBe(false);
      expect(body.includes(CARD_TOKEN), name).toBe(false);
      for (const secret of SETTINGS_SECRETS) expect(body.includes(secret), name).toBe(false);
      expect(body, name).not.toMatch(/scrypt|\$2[aby]\$/);
    }
    // The payments come in id order, and ids are random: the fixture's card payment is one of them.
    const [paymentHeader, ...paymentRows] = parseCsv((await get('/exports/payments.csv')).body);
    expect(paymentRows.map((row) => row[paymentHeader.indexOf('amount_cents')])).toContain('4871');
    expect(paymentHeader).not.toContain('card_id');
    const [settingsHeader, ...groups] = parseCsv((await get('/exports/settings.csv')).body);
    const mail = groups.find((row) => row[0] === 'mail')!;
    expect(JSON.parse(mail[settingsHeader.indexOf('value')])).toEqual({
      host: 'smtp.test',
      port: 587,
      secure: false,
      user: 'office',
      from: 'o@x.test',
    });
    const [newsletterHeader] = parseCsv((await get('/exports/newsletters.csv')).body);
    expect(newsletterHeader).not.toContain('lease_owner');
  });

  it('answers an unknown type 400', async () => {
    expect((await get('/exports/cards.csv')).statusCode).toBe(400);
    expect((await get('/exports/sessions.csv')).statusCode).toBe(400);
  });
});

describe('GET /exports/all.zip', () => {
  it('holds every type and a manifest whose counts are the rows of its files, and opens with unzip', async () => {
    const response = await get('/exports/all.zip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="lawndesk-export-\d{8}T\d{6}Z\.zip"$/);
    const files = unzip(response.rawPayload);
    expect([...files.keys()]).toEqual([...EXPORT_TYPE_NAMES.map((name) => `${name}.csv`), 'manifest.json']);
    const manifest = JSON.parse(files.get('manifest.json')!.toString('utf8')) as {
      format: string;
      version: number;
      types: { type: string; file: string; rows: number; columns: string[] }[];
    };
    expect(manifest).toMatchObject({ format: 'lawndesk-export', version: 1 });
    for (const entry of manifest.types) {
      const [header, ...rows] = parseCsv(files.get(entry.file)!.toString('utf8'));
      expect(rows, entry.type).toHaveLength(entry.rows);
      expect(header, entry.type).toEqual(entry.columns);
      // The download opens in Excel (a byte-order mark first); the archive's files are read by an import.
      expect(`\uFEFF${files.get(entry.file)!.toString('utf8')}`).toBe((await get(`/exports/${entry.type}.csv`)).body);
    }
    expect(manifest.types.find((entry) => entry.type === 'notes')!.rows).toBe(1203);

    // The archive is a real ZIP: Info-ZIP's unzip tests every entry's CRC.
    const dir = mkdtempSync(path.join(tmpdir(), 'lawndesk-export-'));
    try {
      writeFileSync(path.join(dir, 'export.zip'), response.rawPayload);
      expect(execFileSync('unzip', ['-t', path.join(dir, 'export.zip')]).toString()).toContain('No errors detected');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('who may export', () => {
  it('is the admin role by default: csr, vendor, crew and customer are refused, and nobody signed out', async () => {
    const { users: accounts } = business;
    for (const [account, loginRole] of [
      [accounts.csr, 'admin'],
      [accounts.vendor, 'admin'],
      [accounts.crew, 'crew'],
      [accounts.customer, 'admin'],
    ] as const) {
      const { token } = await signIn(t.app, account.username, loginRole);
      for (const url of ['/exports/customers.csv', '/exports/users.csv', '/exports/all.zip'])
        expect((await get(url, token)).statusCode, `${account.username} ${url}`).toBe(403);
    }
    for (const url of ['/exports/customers.csv', '/exports/all.zip'])
      expect((await t.app.inject({ url: `/api/v1${url}` })).statusCode).toBe(401);
  });
});
