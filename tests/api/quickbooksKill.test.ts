// A push killed with SIGKILL mid-way and started again, against the local fake of Intuit: a child process runs the
// minute's pass on an embedded database on disk and is killed the moment QuickBooks has made a record whose answer it
// never read; the restarted pass sends the rest, and QuickBooks holds each customer, invoice and payment once (the
// same requestid answers the record made before the kill). Always on PGlite on disk, even when the tests run on
// PostgreSQL, as the server scripts' test.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuickBooksSettings } from '../../server/config';
import { accountingConnections, accountingRecords } from '../../server/db/schema';
import { type FakeQuickBooks, startFakeQuickBooks } from '../fakeQuickBooks';
import { buildBusiness } from './fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from './helpers';
import { connectQuickBooks, invoicedCustomer, issueInvoices, lastMonth, QUICKBOOKS, receive } from './quickbooksFixtures';

const CUSTOMERS = 4;
const root = mkdtempSync(path.join(tmpdir(), 'lawndesk-quickbooks-kill-'));
const dataDir = path.join(root, 'data');
let fake: FakeQuickBooks;
let child: ChildProcess | undefined;

beforeAll(async () => {
  fake = await startFakeQuickBooks();
});
afterAll(async () => {
  if (child?.exitCode === null) child.kill('SIGKILL');
  await fake.close();
  rmSync(root, { recursive: true, force: true });
});

const openApp = () => createTestApp({ dataDir, inMemory: false, jobs: false, quickbooks: fake.settings });

/** The minute's pass of the accounting domain's door, in a process of its own on the same data directory. */
function startPass(settings: QuickBooksSettings): ChildProcess {
  const env = {
    ...process.env,
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    JOBS: 'false',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'kill-test-secret-kill-test-secret-0123',
    QUICKBOOKS_CLIENT_ID: settings.clientId,
    QUICKBOOKS_CLIENT_SECRET: settings.clientSecret,
    QUICKBOOKS_AUTHORIZE_URL: settings.authorizeUrl,
    QUICKBOOKS_TOKEN_URL: settings.tokenUrl,
    QUICKBOOKS_REVOKE_URL: settings.revokeUrl,
    QUICKBOOKS_API_URL: settings.apiUrl,
  };
  return spawn(process.execPath, ['--import', 'tsx', 'tests/quickbooksPass.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
}

describe('a QuickBooks push killed mid-way', () => {
  let t: TestApp;
  let admin: string;

  it('sends nothing twice and loses nothing when the process is killed and the pass runs again', async () => {
    t = await openApp();
    const business = await buildBusiness(t.app);
    admin = (await signIn(t.app, business.users.admin.username)).token;
    await connectQuickBooks(t.app, admin);
    for (let n = 0; n < CUSTOMERS; n += 1) await invoicedCustomer(t.app, admin, business.market._id, lastMonth());
    const issued = await issueInvoices(t.app, admin);
    expect(issued).toHaveLength(CUSTOMERS);
    for (const invoice of issued) await receive(t.app, admin, invoice.id, invoice.totalCents, 'check', `Check ${invoice.number}`);
    // Nothing pushed yet: the history comes over from this year on, in the child's pass.
    await t.app.database.db.update(accountingConnections).set({ pushFrom: '2026-01-01' });
    await t.close();

    // 2 items and 4 customers go first; the kill comes as QuickBooks makes the second invoice, its answer unread.
    const held = fake.holdCreate(2 + CUSTOMERS + 2);
    child = startPass(fake.settings);
    let output = '';
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child!.on('exit', (_code, signal) => resolve(signal)));
    await Promise.race([held, exited.then(() => Promise.reject(new Error(`the pass ended before the kill:\n${output}`)))]);
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    expect(fake.records('Invoice')).toHaveLength(2);
    expect(fake.records('Payment')).toHaveLength(0);

    // Started again: the killed pass's claim lapses (its lease, 5 minutes, as a restarted server finds it), and the
    // next pass sends the rest.
    t = await openApp();
    const db = t.app.database.db;
    const [claimed] = await db.select().from(accountingConnections);
    expect(claimed.passStartedAt).not.toBeNull();
    await db.update(accountingConnections).set({ passStartedAt: new Date(Date.now() - 10 * 60_000) });
    const synced = await t.app.inject({ method: 'POST', url: `${QUICKBOOKS}/sync`, headers: bearer(admin), payload: {} });
    expect(synced.json().data).toMatchObject({ lastErrorKey: null, counts: { pending: 0, failed: 0, sent: 2 + CUSTOMERS * 3 } });

    expect(fake.records('Item')).toHaveLength(2);
    expect(fake.records('Customer')).toHaveLength(CUSTOMERS);
    expect(
      fake
        .records('Invoice')
        .map((invoice) => invoice.DocNumber)
        .sort(),
    ).toEqual(issued.map((invoice) => String(invoice.number)).sort());
    expect(fake.records('Payment')).toHaveLength(CUSTOMERS);
    expect(fake.records('Invoice').every((invoice) => invoice.Balance === 0)).toBe(true);
    expect(fake.records('SalesReceipt')).toHaveLength(0);
    // The invoice made before the kill was asked for again with its requestid, and answered as the one made.
    const invoiceCreates = fake.requests.filter((request) => request.method === 'POST' && request.path.endsWith('/invoice'));
    expect(invoiceCreates).toHaveLength(CUSTOMERS + 1);
    const rows = await db.select().from(accountingRecords);
    expect(new Set(rows.map((row) => row.quickbooksId)).size).toBe(rows.length);
    await t.close();
  }, 120_000);
});
