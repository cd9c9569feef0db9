// A push killed with SIGKILL mid-way, at each kind of record (TEST_SWEEPS=1; four by default), and started again, against the local fake of Intuit: a
// child process runs the minute's pass on an embedded database on disk and is killed the moment QuickBooks has made a
// record whose answer it never read, once for each kind it sends (an item, a customer, a sales receipt, an invoice, a
// payment on it, a credit memo, the payment applying it, a refund receipt, a card fee, a void); each pass started again
// goes on from there, and QuickBooks ends with each record once (the same requestid answers the record made before the
// kill) and none missing. Always on PGlite on disk, even when the tests run on PostgreSQL, as the server scripts' test.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuickBooksSettings } from '../../../server/config';
import { accountingConnections, accountingRecords, payments } from '../../../server/db/schema';
import { type FakeCreate, type FakeQuickBooks, startFakeQuickBooks } from '../../fakeQuickBooks';
import { addCustomer, buildBusiness } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';
import { connectQuickBooks, invoicedCustomer, issueInvoices, lastMonth, QUICKBOOKS, receive, syncQuickBooks } from '../quickbooksFixtures';

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
    QUICKBOOKS_LEASE_LAPSED: '1',
    QUICKBOOKS_CLIENT_ID: settings.clientId,
    QUICKBOOKS_CLIENT_SECRET: settings.clientSecret,
    QUICKBOOKS_AUTHORIZE_URL: settings.authorizeUrl,
    QUICKBOOKS_TOKEN_URL: settings.tokenUrl,
    QUICKBOOKS_REVOKE_URL: settings.revokeUrl,
    QUICKBOOKS_API_URL: settings.apiUrl,
    QUICKBOOKS_REQUESTS_PER_MINUTE: '0',
  };
  return spawn(process.execPath, ['--import', 'tsx', 'tests/quickbooksPass.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Where each kill comes: the first create of each kind a pass sends, in the order it sends them. */
const EVERY_KILL: [string, (create: FakeCreate) => boolean][] = [
  ['item', (create) => create.entity === 'item'],
  ['customer', (create) => create.entity === 'customer'],
  ['sales receipt', (create) => create.entity === 'salesreceipt' && create.include !== 'void'],
  ['invoice', (create) => create.entity === 'invoice'],
  ['payment on an invoice', (create) => create.entity === 'payment' && Number(create.body.TotalAmt) > 0],
  ['credit memo', (create) => create.entity === 'creditmemo'],
  ['payment applying a credit memo', (create) => create.entity === 'payment' && Number(create.body.TotalAmt) === 0],
  ['refund receipt', (create) => create.entity === 'refundreceipt'],
  ['card fee', (create) => create.entity === 'journalentry'],
  ['void', (create) => create.entity === 'salesreceipt' && create.include === 'void'],
];
/**
 * Each kill boots a process of its own (about 9 s of CPU): by default four kills, one at each kind of create that
 * differs (a list entity, a money record, a payment applying a credit, a void); every kind with TEST_SWEEPS=1.
 */
const SAMPLED_KILLS = new Set(['customer', 'sales receipt', 'payment applying a credit memo', 'void']);
const KILLS = process.env.TEST_SWEEPS === '1' ? EVERY_KILL : EVERY_KILL.filter(([kind]) => SAMPLED_KILLS.has(kind));

/** A pass in a child process, killed with SIGKILL once QuickBooks has made the create `which` matches. */
async function passKilledAt(kind: string, which: (create: FakeCreate) => boolean) {
  const held = fake.holdCreate(which);
  child = startPass(fake.settings);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child!.on('exit', (_code, signal) => resolve(signal)));
  await Promise.race([held, exited.then(() => Promise.reject(new Error(`the pass ended before the kill at a ${kind}:\n${output}`)))]);
  child.kill('SIGKILL');
  expect(await exited).toBe('SIGKILL');
}

describe('a QuickBooks push killed mid-way', () => {
  let t: TestApp;

  it('sends nothing twice and loses nothing when the process is killed at each kind of record and the pass runs again', async () => {
    t = await openApp();
    const db = t.app.database.db;
    const business = await buildBusiness(t.app);
    const admin = (await signIn(t.app, business.users.admin.username)).token;
    await connectQuickBooks(t.app, admin);
    const today = new Date().toISOString().slice(0, 10);
    const paid = async (values: Partial<typeof payments.$inferInsert> = {}) => {
      const { customer, property } = await addCustomer(db, business.market._id);
      const workLog = { customerId: customer._id, propertyId: property._id, date: today, status: 'success' as const };
      const [payment] = await db
        .insert(payments)
        .values({ ...workLog, item: 'mow', priceCents: 4500, amountCents: 4500, ...values })
        .returning();
      return payment;
    };
    // A receipt already in QuickBooks whose payment is no longer approved: its void goes in the killed passes.
    const voided = await paid();
    await syncQuickBooks(t.app, admin);
    await db.update(payments).set({ status: 'no-charge' }).where(eq(payments._id, voided._id));
    // Card payments with the gateway's fee, one of them refunded in part; two invoiced customers, one paid by check,
    // the other paid in part and the rest credited.
    await paid({ item: 'bnb', priceCents: 12_000, amountCents: 12_990, taxPercent: 8.25, taxCents: 990, feeCents: 407 });
    await paid({ status: 'refund-success', refundedCents: 1500, feeCents: 161 });
    for (let n = 0; n < 2; n += 1) await invoicedCustomer(t.app, admin, business.market._id, lastMonth());
    const [settled, credited] = await issueInvoices(t.app, admin);
    await receive(t.app, admin, settled.id, settled.totalCents, 'check', `Check ${settled.number}`);
    await receive(t.app, admin, credited.id, 5000, 'cash');
    const note = await t.app.inject({ method: 'POST', url: `/api/v1/invoices/${credited.id}/credit`, headers: bearer(admin) });
    expect(note.statusCode, note.body).toBe(200);
    // The history from this year on, invoices included, goes in the killed passes.
    await db.update(accountingConnections).set({ pushFrom: '2026-01-01' });
    await t.close();

    for (const [kind, which] of KILLS) await passKilledAt(kind, which);

    // Started again after the last kill: the pass sends what is left.
    t = await openApp();
    await t.app.database.db.update(accountingConnections).set({ passStartedAt: new Date(Date.now() - 10 * 60_000) });
    const synced = await t.app.inject({ method: 'POST', url: `${QUICKBOOKS}/sync`, headers: bearer(admin), payload: {} });
    expect(synced.json().data).toMatchObject({ lastErrorKey: null, counts: { pending: 0, failed: 0 } });

    const counts = Object.fromEntries(
      (['Item', 'Customer', 'SalesReceipt', 'Invoice', 'Payment', 'CreditMemo', 'RefundReceipt', 'JournalEntry'] as const).map((entity) => [
        entity,
        fake.records(entity).length,
      ]),
    );
    expect(counts).toEqual({
      Item: 2,
      Customer: 5,
      SalesReceipt: 3,
      Invoice: 2,
      Payment: 3,
      CreditMemo: 1,
      RefundReceipt: 1,
      JournalEntry: 2,
    });
    expect(fake.records('SalesReceipt').filter((receipt) => receipt.Voided)).toHaveLength(1);
    expect(fake.records('Invoice').map((invoice) => invoice.Balance)).toEqual([0, 0]);
    expect(fake.records('CreditMemo')[0].RemainingCredit).toBe(0);
    expect(fake.records('RefundReceipt')[0].TotalAmt).toBe(15);
    expect(
      fake
        .records('JournalEntry')
        .map((entry) => (entry.Line as { Amount: number }[])[0].Amount)
        .sort(),
    ).toEqual([1.61, 4.07]);

    // Each killed create was asked for again with its requestid, and answered as the one made before the kill.
    const asked = new Map<string, number>();
    for (const request of fake.requests.filter((candidate) => candidate.method === 'POST'))
      asked.set(request.requestId!, (asked.get(request.requestId!) ?? 0) + 1);
    expect([...asked.values()].filter((times) => times > 1)).toHaveLength(KILLS.length);
    const rows = await t.app.database.db.select().from(accountingRecords);
    expect(rows.every((row) => row.status === 'sent')).toBe(true);
    const made = rows.filter((row) => row.kind !== 'void');
    expect(new Set(made.map((row) => row.quickbooksId)).size).toBe(made.length);
    await t.close();
  }, 600_000);
});
