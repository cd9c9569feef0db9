// Reports on payments: revenue and tax by market and period, payments by status and billing group, the failed
// payments one by one, and each vendor's commission.
import { sql } from 'drizzle-orm';
import { BILLING_GROUPS, type PaymentStatus } from '../../../common/schemas/payment';
import type { ReportFilter } from '../../../common/schemas/report';
import { STATEMENT_STATUSES } from '../billing';
import { allOf, dateRange, periodStart, type ReportBuilder, type ReportScope, vendorOf } from './definition';

/** Revenue is what was collected: charged, or charged and then refunded in part or in whole (refunds shown beside). */
const COLLECTED = STATEMENT_STATUSES;
export const FAILED: readonly PaymentStatus[] = ['failed', 'failed-stop'];

const inList = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** The market is the payment's own (its property's when it was made), so no report joins the property to filter it. */
function paymentConditions(filter: ReportFilter, scope: ReportScope) {
  const vendorId = vendorOf(filter, scope);
  return allOf([
    ...dateRange(sql`pay.date`, filter),
    filter.marketId && sql`pay.market_id = ${filter.marketId}`,
    vendorId && sql`pay.vendor_id = ${vendorId}`,
  ]);
}

/**
 * Per period (the payment's day) and market: collected payments, their price, discount, tax, amount and refunds.
 * The payments are summed per day and market first, reading the index `payments_collected_idx` alone in its order,
 * and the few day rows are then rolled up into periods and named.
 */
export const revenueReport: ReportBuilder = (filter, scope) => ({
  select: sql`
    select ${periodStart(sql`d.day`, filter.period)} as "period", coalesce(m.name, '') as "market", coalesce(d.market_id, '') as "marketId",
      sum(d.payments)::int as "payments", sum(d.price)::float8 as "priceCents", sum(d.discount)::float8 as "discountCents",
      sum(d.tax)::float8 as "taxCents", sum(d.amount)::float8 as "amountCents", sum(d.refunded)::float8 as "refundedCents"
    from (
      select pay.date as day, pay.market_id, count(*) as payments, sum(pay.price_cents) as price, sum(pay.discount_cents) as discount,
        sum(pay.tax_cents) as tax, sum(pay.amount_cents) as amount, sum(pay.refunded_cents) as refunded
      from payments pay
      where pay.status in (${inList(COLLECTED)}) and ${paymentConditions(filter, scope)}
      group by pay.date, pay.market_id
    ) d left join markets m on m._id = d.market_id
    group by 1, 2, 3`,
  key: ['period', 'market', 'marketId'],
});

const groupsOf = sql.join(
  Object.entries(BILLING_GROUPS).map(([group, statuses]) => sql`case when pay.status in (${inList(statuses)}) then ${group} end`),
  sql`, `,
);

/** Per status: how many payments and their amount, with the billing groups the status belongs to. */
export const paymentsReport: ReportBuilder = (filter, scope) => ({
  select: sql`
    select pay.status as "status", concat_ws(', ', ${groupsOf}) as "billingGroups", count(*)::int as "payments", sum(pay.amount_cents)::float8 as "amountCents"
    from payments pay
    where ${paymentConditions(filter, scope)} ${filter.status ? sql`and pay.status = ${filter.status}` : sql``}
    group by 1`,
  key: ['status'],
});

/**
 * Failed payments one by one, oldest first: the one report that lists rows rather than groups. Its page and its
 * export read the failed payments' own index (date, id) in order; its count reads the payments alone.
 */
export const failedPaymentsReport: ReportBuilder = (filter, scope) => ({
  select: sql`
    select pay.date as "date", pay._id as "paymentId", c.first_name || ' ' || c.last_name as "customer", p.address as "address",
      coalesce(m.name, '') as "market", pay.amount_cents as "amountCents", pay.attempts as "attempts", pay.next_attempt_on::text as "nextAttemptOn",
      pay.failure_code as "failureCode", pay.failure_message as "failureMessage"
    from payments pay join properties p on p._id = pay.property_id join customers c on c._id = pay.customer_id left join markets m on m._id = pay.market_id
    where pay.status in (${inList(FAILED)}) and ${paymentConditions(filter, scope)}`,
  key: ['date', 'paymentId'],
  count: sql`select count(*)::int as "total" from payments pay where pay.status in (${inList(FAILED)}) and ${paymentConditions(filter, scope)}`,
});

/** Per vendor: its charged visits' price and amount, the business's commission and the vendor's share as its statement counts it. */
export const vendorCommissionsReport: ReportBuilder = (filter, scope) => ({
  select: sql`
    select v.company_name as "vendor", v._id as "vendorId", count(*)::int as "payments", sum(pay.price_cents)::float8 as "priceCents",
      sum(pay.amount_cents)::float8 as "amountCents", sum(pay.commission_cents)::float8 as "commissionCents",
      sum(greatest(0, pay.amount_cents - pay.tax_cents - pay.commission_cents - pay.refunded_cents))::float8 as "vendorShareCents"
    from payments pay join vendors v on v._id = pay.vendor_id
    where pay.status in (${inList(STATEMENT_STATUSES)}) and pay.work_log_id is not null and ${paymentConditions(filter, scope)}
    group by v._id, v.company_name`,
  key: ['vendor', 'vendorId'],
});
