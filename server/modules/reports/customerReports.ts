// The customer-centred reports (/customer-reports/:report): customers by status, source and past-customer type, new
// and lost customers per week, and referrals with the free mows they earned.
import { type SQL, sql } from 'drizzle-orm';
import type { CustomerReport } from '../../../common/schemas/report';
import { leadFunnelSelect } from '../quotes';
import { allOf, dateRange, periodStart, type ReportBuilders } from './definition';

/** A customer is in a market when one of its properties is. */
const inMarket = (marketId: string | undefined, customer = sql`c._id`) =>
  marketId && sql`exists (select 1 from properties mp where mp.customer_id = ${customer} and mp.market_id = ${marketId})`;

/** A customer is lost when its status leaves active; the history row of that change dates it. */
const LOST_STATUSES = sql`('past', 'no-renew', 'declined', 'pro-collect')`;

/** The customers lost (`_id`, `lost_at`, the instant of their last change of status), of those `condition` keeps. */
export const lostCustomers = (condition?: SQL | '' | undefined) => sql`
  select c._id, coalesce(max(h.created_at), c.updated_at) as lost_at
  from customers c left join histories h on h.entity = 'customer' and h.entity_id = c._id and h.changes -> 'status' is not null
  where c.status in ${LOST_STATUSES} and ${allOf([condition])}
  group by c._id, c.updated_at`;

export const customerReports: ReportBuilders<CustomerReport> = {
  // Leads by source, quotes sent and approved, days to won and revenue won: the quotes domain's figures, through its door.
  leads: (filter, scope) => ({ select: leadFunnelSelect(filter, scope.timeZone), key: ['period', 'source'] }),
  customers: (filter) => ({
    select: sql`
      select c.status as "status", c.source as "source", coalesce(c.past_customer_type, '') as "pastCustomerType", count(*)::int as "customers"
      from customers c
      where not c.is_archived and ${allOf([filter.status && sql`c.status = ${filter.status}`, inMarket(filter.marketId)])}
      group by 1, 2, 3`,
    key: ['status', 'source', 'pastCustomerType'],
  }),
  'customer-changes': (filter, scope) => {
    const week = (instant: ReturnType<typeof sql>) => periodStart(sql`(${instant} at time zone ${scope.timeZone})::date`, 'week');
    return {
      select: sql`
        select week as "week", sum(added)::int as "newCustomers", sum(lost)::int as "lostCustomers"
        from (
          select ${week(sql`c.created_at`)} as week, 1 as added, 0 as lost from customers c where ${allOf([inMarket(filter.marketId)])}
          union all
          select ${week(sql`c.lost_at`)}, 0, 1 from (${lostCustomers(inMarket(filter.marketId))}) c
        ) changes
        where ${allOf(dateRange(sql`week`, filter))}
        group by week`,
      key: ['week'],
    };
  },
  referrals: (filter) => ({
    select: sql`
      select period as "period", sum(referrals)::int as "referrals", sum(referrer)::int as "referrerRewards", sum(referred)::int as "referredRewards",
        sum(staff)::int as "staffCredits", sum(used)::int as "freeMowsUsed"
      from (
        select ${periodStart(sql`r.created_at::date`, filter.period)} as period, 1 as referrals, 0 as referrer, 0 as referred, 0 as staff, 0 as used
        from referral_trackers r where ${allOf([...dateRange(sql`r.created_at::date`, filter), inMarket(filter.marketId, sql`(select customer_id from properties where _id = r.referred_property_id)`)])}
        union all
        select ${periodStart(sql`w.created_at::date`, filter.period)}, 0, (w.reason = 'referrer-reward')::int, (w.reason = 'referred-reward')::int, (w.reason = 'staff')::int, 0
        from wallet_credits w where ${allOf([...dateRange(sql`w.created_at::date`, filter), inMarket(filter.marketId, sql`w.customer_id`)])}
        union all
        select ${periodStart(sql`w.applied_at::date`, filter.period)}, 0, 0, 0, 0, 1
        from wallet_credits w where w.applied_at is not null and ${allOf([...dateRange(sql`w.applied_at::date`, filter), inMarket(filter.marketId, sql`w.customer_id`)])}
      ) events
      group by period`,
    key: ['period'],
  }),
};
