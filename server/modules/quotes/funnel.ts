// The quotes' figures as the reports domain reads them (its `leads` report, through this door): per period and source,
// the leads received, the quotes sent and approved, the approval rate (approved over sent, both in the period), the
// average days from a lead to its approval, and the revenue won (the signed lines, before tax). Periods are the
// business's days.
import { type SQL, sql } from 'drizzle-orm';

export interface FunnelFilter {
  dateFrom?: string;
  dateTo?: string;
  period: 'day' | 'week' | 'month' | 'year';
  marketId?: string;
}

export function leadFunnelSelect(filter: FunnelFilter, timeZone: string): SQL {
  const day = sql`(e.at at time zone ${timeZone})::date`;
  const conditions = [
    filter.dateFrom ? sql`${day} >= ${filter.dateFrom}` : undefined,
    filter.dateTo ? sql`${day} <= ${filter.dateTo}` : undefined,
    filter.marketId ? sql`e.market_id = ${filter.marketId}` : undefined,
  ].filter((condition): condition is SQL => Boolean(condition));
  const where = conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
  const sent = sql`count(*) filter (where e.kind = 'sent')`;
  // Revenue is before sales tax (the signed total carries it): the signed version's lines, its optional ones as ticked.
  const signedBeforeTax = sql`(
    select coalesce(sum((line.value ->> 'priceCents')::bigint), 0)
    from quote_versions v, jsonb_array_elements(v.lines) with ordinality as line(value, position)
    where v.quote_id = q._id and v.version = q.signed_version
      and (not coalesce((line.value ->> 'optional')::boolean, false)
        or coalesce(q.signed_optional_lines, '[]'::jsonb) @> to_jsonb(line.position - 1)))`;
  const won = sql`count(*) filter (where e.kind = 'won')`;
  return sql`
    select to_char(date_trunc(${filter.period}, ${day}), 'YYYY-MM-DD') as "period", e.source as "source",
      count(*) filter (where e.kind = 'lead')::int as "leads", ${sent}::int as "quotesSent", ${won}::int as "quotesWon",
      case when ${sent} > 0 then round(100.0 * ${won} / ${sent}, 1)::float8 end as "approvalPercent",
      round(avg(e.days)::numeric, 1)::float8 as "daysToWon", coalesce(sum(e.cents), 0)::float8 as "revenueWonCents"
    from (
      select l.source, l.market_id, l.created_at as at, 'lead' as kind, null::float8 as days, null::bigint as cents from leads l
      union all
      select coalesce(l.source, 'none'), l.market_id, q.sent_at, 'sent', null, null
      from quotes q left join leads l on l._id = q.lead_id where q.sent_at is not null
      union all
      select coalesce(l.source, 'none'), l.market_id, q.approved_at, 'won',
        extract(epoch from q.approved_at - l.created_at)::float8 / 86400, ${signedBeforeTax}
      from quotes q left join leads l on l._id = q.lead_id where q.status = 'approved' and q.approved_at is not null
    ) e
    where ${where}
    group by 1, 2`;
}
