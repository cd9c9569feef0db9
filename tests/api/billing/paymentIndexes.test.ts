// The partial indexes on payments hold the statuses the dashboard and the reports sum over. Their WHERE lists are
// written out in the schema (and the migrations); if a status group changes and an index does not, the query still
// answers right but stops reading the index. These tests hold each list to the constant its query uses.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_GROUPS } from '../../../common/schemas/payment';
import { BILLED, GROUPED_STATUSES } from '../../../server/modules/reports/workFigures';
import { STATEMENT_STATUSES } from '../../../server/modules/billing/statement';
import { FAILED } from '../../../server/modules/reports/paymentReports';
import { createTestApp, type TestApp } from '../helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The statuses named in an index's WHERE, as the database holds it. */
async function indexedStatuses(name: string): Promise<string[]> {
  const { rows } = await t.app.database.db.execute<{ indexdef: string }>(sql`select indexdef from pg_indexes where indexname = ${name}`);
  expect(rows, name).toHaveLength(1);
  const where = rows[0].indexdef.slice(rows[0].indexdef.indexOf(' WHERE '));
  return [...where.matchAll(/'([a-z-]+)'::text/g)].map((match) => match[1]).sort();
}

const sorted = (statuses: readonly string[]) => [...new Set(statuses)].sort();

describe('the partial indexes on payments', () => {
  it('hold exactly the statuses their queries read', async () => {
    expect(await indexedStatuses('payments_failed_idx')).toEqual(sorted(FAILED));
    expect(await indexedStatuses('payments_owed_idx')).toEqual(sorted(BILLING_GROUPS.pending));
    expect(await indexedStatuses('payments_collected_idx')).toEqual(sorted(STATEMENT_STATUSES));
  });

  it('let the dashboard sum its week per billing group and its billed days on one index', async () => {
    const week = await indexedStatuses('payments_week_idx');
    expect(week).toEqual(sorted([...GROUPED_STATUSES, ...BILLED]));
  });

  /** The plan of `query` with sequential scans priced out, so an index that can serve it shows in it. */
  const planOf = (query: ReturnType<typeof sql>) =>
    t.app.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const { rows } = await tx.execute<{ 'QUERY PLAN': string }>(sql`explain ${query}`);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });

  it("find a deleted market's payments without reading them all", async () => {
    expect(await planOf(sql`update payments set market_id = null where market_id = 'gone'`)).toContain('payments_market_idx');
  });

  it("give collections this month's declined payments and next month's expiring cards from their indexes", async () => {
    const recovered = await planOf(
      sql`select count(*), sum(amount_cents) filter (where status in ('success', 'refund-success')) from payments where first_declined_on >= '2026-11-01'`,
    );
    expect(recovered).toContain('payments_declined_idx');
    const expiring = await planOf(
      sql`select count(*) from cards where expiry_year = 2026 and expiry_month = 12 and token is not null and discarded_at is null`,
    );
    expect(expiring).toContain('cards_expiry_idx');
  });
});
