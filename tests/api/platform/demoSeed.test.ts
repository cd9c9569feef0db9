// The demo business the README promises: four weeks of planned work on crews, and the billing of the visits done.
import { and, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { parseMessage } from '../../../common/i18n/catalog';
import { DEFAULT_SETTINGS } from '../../../common/schemas/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards, customers, payments, sandboxTransactions, textMessages, timeSheets, users, workLogs } from '../../../server/db/schema';
import { readCollections } from '../../../server/modules/billing/collections';
import { addDays } from '../../../server/lib/calendar';
import { fillHorizon, planContext } from '../../../server/modules/scheduling/planner';
import { createTestApp, signIn, type TestApp } from '../helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(() => t.close());

const db = () => t.app.database.db;

describe('the demo', () => {
  it('holds four weeks of planned work around the seed day', async () => {
    const seedDb = db();
    const today = (await planContext(seedDb)).today;
    const rows = await seedDb
      .select({
        date: workLogs.date,
        status: workLogs.status,
        crewId: workLogs.crewId,
        routePosition: workLogs.routePosition,
        reason: workLogs.reason,
        reasonPhraseId: workLogs.reasonPhraseId,
      })
      .from(workLogs);
    const pastRows = rows.filter((row) => row.date < today);
    expect(pastRows.length).toBeGreaterThan(100);
    expect(Math.min(...pastRows.map((row) => Date.parse(row.date)))).toBeGreaterThanOrEqual(Date.parse(addDays(today, -14)));
    const skippedRows = pastRows.filter((row) => row.status === 'skipped');
    expect(skippedRows.length).toBeGreaterThan(0);
    expect(skippedRows.length).toBeLessThan(pastRows.length / 5);
    expect(skippedRows.every((row) => row.reason || row.reasonPhraseId)).toBe(true);
    expect(pastRows.every((row) => row.status === 'completed' || row.status === 'skipped')).toBe(true);
    expect(rows.filter((row) => row.date > today).every((row) => row.status === 'pending')).toBe(true);
    expect(rows.some((row) => row.date > addDays(today, 4))).toBe(true);
    const assigned = rows.filter((row) => row.crewId);
    expect(assigned.length).toBeGreaterThan(0);
    expect(assigned.every((row) => row.routePosition !== null)).toBe(true);
    // Today holds only work still to come, or done and begun by the time the seed ran: nothing in its future.
    const todayRows = rows.filter((row) => row.date === today);
    expect(todayRows.every((row) => ['completed', 'started', 'pending'].includes(row.status))).toBe(true);
    // The engine agrees with the seed: filling the horizon again adds nothing before the seed's last day.
    const plan = await planContext(seedDb);
    expect((await fillHorizon(seedDb, { ...plan, until: addDays(today, 7) })).created).toBe(0);
  });

  it('opens Collections on a month like a real one: payments recovered this month, cards expiring next month, a held property', async () => {
    const summary = await readCollections(db());
    expect(summary.expiringCards).toHaveLength(5);
    // One property held by the hold rule, with its reason, and nothing of it left to do from today.
    expect(summary.heldTotal).toBe(1);
    const [held] = summary.held;
    expect(parseMessage(held.visitsHoldReason ?? '').key).toBe('server.holds.unpaid_after_retries');
    expect(Number(parseMessage(held.visitsHoldReason ?? '').params?.days)).toBeGreaterThanOrEqual(DEFAULT_SETTINGS.payments.holdAfterDays);
    const unpaid = await db()
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(payments)
      .where(and(eq(payments.propertyId, held.propertyId), inArray(payments.status, ['failed', 'failed-stop'])));
    expect(unpaid[0].count).toBeGreaterThanOrEqual(3);
    const planned = await db()
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(workLogs)
      .where(and(eq(workLogs.propertyId, held.propertyId), eq(workLogs.status, 'pending'), gte(workLogs.date, summary.today)));
    expect(planned[0].count).toBe(0);
    // Recovered this month: none on a month's first day before any visit was charged.
    const chargedThisMonth = await db()
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(payments)
      .where(and(eq(payments.status, 'success'), isNull(payments.manualMethod), gte(payments.date, `${summary.today.slice(0, 7)}-01`)));
    expect(summary.recovered.count).toBe(Math.min(6, chargedThisMonth[0].count));
    expect(summary.recovered.count).toBeLessThanOrEqual(summary.recovered.declined);
  });

  it('flags one customer’s landline, with the day-before text Twilio refused', async () => {
    const flagged = await db().select().from(customers).where(isNotNull(customers.mobileInvalidAt));
    expect(flagged).toHaveLength(1);
    const texts = await db().select().from(textMessages).where(eq(textMessages.customerId, flagged[0]._id));
    expect(texts).toEqual([expect.objectContaining({ status: 'failed', errorCode: '21614', to: flagged[0].mobile })]);
    expect(texts[0].body).toMatch(/reminder: your lawn mowing at \d+ [^,]+ is tomorrow, \d+\/\d+\/\d{4}\. Reply STOP/);
  });

  it("seeds today's visits by the clock: no start or completion later than the seed", async () => {
    const today = (await planContext(db())).today;
    const todayRows = await db()
      .select({ status: workLogs.status, startedAt: workLogs.startedAt, completedAt: workLogs.completedAt })
      .from(workLogs)
      .where(eq(workLogs.date, today));
    const seededBy = new Date();
    for (const row of todayRows) {
      if (row.completedAt) expect(row.completedAt.getTime()).toBeLessThanOrEqual(seededBy.getTime());
      if (row.startedAt) expect(row.startedAt.getTime()).toBeLessThanOrEqual(seededBy.getTime());
      if (row.status === 'pending') expect(row.startedAt).toBeNull();
    }
  });

  it('clocks each crew member in before the day’s first stop and out after its last, so job costing has its costs', async () => {
    const seedDb = db();
    const today = (await planContext(seedDb)).today;
    const days = await seedDb.execute<{
      user_id: string;
      first_start: string;
      last_done: string;
      clock_in: string | null;
      clock_out: string | null;
    }>(sql`
      select u._id as user_id, d.first_start, d.last_done, s.clock_in, s.clock_out
      from ${users} u
      join (select crew_id, date, min(started_at) as first_start, max(completed_at) as last_done from ${workLogs}
            where status = 'completed' and date < ${today} group by crew_id, date) d on d.crew_id = u.crew_id
      left join ${timeSheets} s on s.user_id = u._id and s.clock_in < d.first_start and s.clock_out > d.last_done
      where u.type = 'crew'`);
    expect(days.rows.length).toBeGreaterThan(50);
    for (const day of days.rows) {
      expect(day.clock_in, `${day.user_id} on the day starting ${day.first_start}`).not.toBeNull();
      const minutes = (Date.parse(day.clock_out!) - Date.parse(day.clock_in!)) / 60_000;
      const routeMinutes = (Date.parse(day.last_done) - Date.parse(day.first_start)) / 60_000;
      // Loading at the yard before, the drive back after: under an hour and a half beyond the route.
      expect(minutes - routeMinutes).toBeGreaterThanOrEqual(40);
      expect(minutes - routeMinutes).toBeLessThanOrEqual(75);
    }
    const admin = await signIn(t.app, 'demo-admin');
    const costing = await t.app.inject({
      method: 'GET',
      url: `/api/v1/reports/job-costing?from=${addDays(today, -14)}&to=${addDays(today, -1)}&groupBy=crew`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const crews: { name: string; laborCostCents: number; marginPercent: number }[] = costing.json().data.rows;
    expect(crews.length).toBeGreaterThan(3);
    // A lawn crew's margin after labour, as a real fortnight's: never a loss, never labour for free.
    for (const crew of crews) expect(crew.marginPercent, crew.name).toBeGreaterThan(0);
    for (const crew of crews) expect(crew.marginPercent, crew.name).toBeLessThan(80);
  });

  it('gives a crew to every coming work log, the horizon filled', async () => {
    const context = await planContext(db());
    await fillHorizon(db(), context);
    const coming = await db().select({ crewId: workLogs.crewId }).from(workLogs).where(gte(workLogs.date, context.today));
    expect(coming.length).toBeGreaterThan(100);
    expect(coming.filter((row) => row.crewId === null)).toHaveLength(0);
  });

  it('bills every completed visit once, mostly charged, with each charge in the sandbox ledger', async () => {
    const completed = await db().select({ _id: workLogs._id }).from(workLogs).where(eq(workLogs.status, 'completed'));
    const billed = await db().select({ workLogId: payments.workLogId, status: payments.status }).from(payments);
    expect(new Set(billed.map((row) => row.workLogId))).toEqual(new Set(completed.map((row) => row._id)));
    const count = (status: string) => billed.filter((row) => row.status === status).length;
    expect(count('success')).toBeGreaterThan(billed.length * 0.7);
    for (const status of ['failed-stop', 'charge-later', 'refund-success', 'no-charge', 'manual'])
      expect(count(status), status).toBeGreaterThan(0);
    expect(count('in-progress') + count('pending')).toBe(0);
    const charges = await db().execute<{ charged: number }>(
      sql`select count(*)::int as charged from ${sandboxTransactions} where kind = 'charge' and approved`,
    );
    expect(charges.rows[0].charged).toBe(
      count('success') +
        count('refund-success') -
        (
          await db()
            .select()
            .from(payments)
            .where(sql`${payments.manualMethod} is not null`)
        ).length,
    );
    expect((await db().select().from(cards)).length).toBeGreaterThan(200);
  });

  it('leaves the planner the statistics of what it seeded, so the lists’ estimated totals start right', async () => {
    const { rows } = await db().execute<{ planned: number; counted: number }>(
      sql`select reltuples::int as planned, (select count(*)::int from properties) as counted from pg_class where relname = 'properties'`,
    );
    expect(rows[0].planned).toBe(rows[0].counted);
  });

  it('is a business already set up: its admin signs in to the dashboard, not to the setup walk-through', async () => {
    const admin = await signIn(t.app, 'demo-admin');
    expect(admin).not.toHaveProperty('setupPending');
  });

  it('has a five-round program with a season of application records and the inspector’s CSV of it', async () => {
    const admin = await signIn(t.app, 'demo-admin');
    const headers = { authorization: `Bearer ${admin.token}` };
    const programs = (await t.app.inject({ url: '/api/v1/programs', headers })).json() as { rounds: unknown[] }[];
    expect(programs.map((program) => program.rounds.length)).toEqual([5]);
    const lastSeason = Number((await planContext(db())).today.slice(0, 4)) - 1;
    const records = await t.app.inject({
      url: `/api/v1/applications?range=[0,99]&filter={"from":"${lastSeason}-01-01","to":"${lastSeason}-12-31"}`,
      headers,
    });
    const rows = records.json() as { propertyId: string; licenceNo: string; warnings: string[] }[];
    expect(rows.length).toBeGreaterThanOrEqual(15);
    expect(new Set(rows.map((row) => row.propertyId)).size).toBeGreaterThanOrEqual(3);
    expect(rows.every((row) => row.licenceNo && row.warnings.length === 0)).toBe(true);
    const csv = await t.app.inject({ url: `/api/v1/reports/applications.csv?from=${lastSeason}-01-01&to=${lastSeason}-12-31`, headers });
    expect(csv.body.trim().split('\n')).toHaveLength(rows.length + 1);
    const products = (await t.app.inject({ url: '/api/v1/products', headers })).json() as { stockOnHand: number }[];
    expect(products.every((product) => product.stockOnHand > 0)).toBe(true);
  });

  it('has an office’s month of leads: new from each channel, quotes sent, opened and followed up, lost and won', async () => {
    const csr = await signIn(t.app, 'demo-csr');
    const headers = { authorization: `Bearer ${csr.token}` };
    const leads = (await t.app.inject({ url: '/api/v1/leads?range=[0,99]', headers })).json() as {
      _id: string;
      status: string;
      channel: string;
      vendorId: string | null;
      customerId: string | null;
      lostReason: string | null;
    }[];
    const byStatus = (status: string) => leads.filter((lead) => lead.status === status);
    expect(byStatus('new').length).toBeGreaterThanOrEqual(3);
    expect(byStatus('quoted').length).toBeGreaterThanOrEqual(3);
    expect(byStatus('lost').every((lead) => lead.lostReason)).toBe(true);
    expect(byStatus('lost').length).toBeGreaterThanOrEqual(2);
    expect(new Set(leads.map((lead) => lead.channel)).size).toBe(4);
    expect(leads.every((lead) => lead.vendorId)).toBe(true);
    const won = byStatus('won');
    expect(won.length).toBeGreaterThanOrEqual(3);
    expect(new Set(won.map((lead) => lead.customerId)).size).toBe(won.length);

    const quotesOf = async (leadId: string) =>
      (await t.app.inject({ url: `/api/v1/quotes?leadId=${leadId}`, headers })).json() as {
        status: string;
        openedAt: string | null;
        signature: { signedName: string; totalCents: number } | null;
      }[];
    const signed = (await Promise.all(won.map((lead) => quotesOf(lead._id)))).flat();
    expect(signed.every((quote) => quote.status === 'approved' && quote.signature?.signedName && quote.signature.totalCents > 0)).toBe(
      true,
    );
    const open = (await Promise.all(byStatus('quoted').map((lead) => quotesOf(lead._id)))).flat();
    expect(open.every((quote) => quote.status === 'sent')).toBe(true);
    expect(open.some((quote) => quote.openedAt)).toBe(true);
  });
});
