// The accounts-receivable aging report (docs/billing.md "Invoices"): per customer, what their invoices still owe as of
// the filter's To day (today when blank), by days past due: current, 1–30, 31–60, 61–90, over 90.
import { type SQL, sql } from 'drizzle-orm';
import type { ReportBuilder } from './definition';

const bucket = (from: number | null, to: number | null) =>
  sql`sum(case when b.late ${from === null ? sql`<= 0` : to === null ? sql`> ${sql.raw(String(from - 1))}` : sql`between ${sql.raw(String(from))} and ${sql.raw(String(to))}`} then b.balance else 0 end)::float8`;

/**
 * Each invoice issued by `asOf` and not credited by then: its customer, its days past due and what it still owes
 * (its total less the receipts recorded by then). The owner's numbers read their receivables from it too.
 */
export const invoiceBalances = (asOf: SQL) => sql`
  select i.customer_id, ${asOf} - i.due_on as late,
    i.total_cents - coalesce((select sum(r.amount_cents) from invoice_receipts r where r.invoice_id = i._id and r.received_on <= ${asOf}), 0) as balance
  from invoices i
  where i.kind = 'invoice' and i.issued_on <= ${asOf}
    and not exists (select 1 from invoices note where note.credits_invoice_id = i._id and note.issued_on <= ${asOf})`;

export const agingReport: ReportBuilder = (filter, scope) => {
  const asOf = filter.dateTo ? sql`${filter.dateTo}::date` : sql`(now() at time zone ${scope.timeZone})::date`;
  return {
    select: sql`
      select c.first_name || ' ' || c.last_name as "customer", c._id as "customerId", count(*)::int as "invoices",
        ${bucket(null, null)} as "current", ${bucket(1, 30)} as "days1to30", ${bucket(31, 60)} as "days31to60",
        ${bucket(61, 90)} as "days61to90", ${bucket(91, null)} as "over90", sum(b.balance)::float8 as "balanceCents"
      from (${invoiceBalances(asOf)}) b join customers c on c._id = b.customer_id
      where b.balance > 0
      group by c._id, c.first_name, c.last_name`,
    key: ['customer', 'customerId'],
  };
};
