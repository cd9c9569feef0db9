// The sales-tax report (docs/billing.md "Sales tax by place"): per period and jurisdiction, the charges billed, their
// taxable amount and the tax, as the Comptroller's return asks for them; payments whose rate came from their market (no
// rate table covered the place) are summed per market beside them, so no tax charged is left out.
import { sql } from 'drizzle-orm';
import type { PaymentStatus } from '../../../common/schemas/payment';
import { allOf, dateRange, periodStart, type ReportBuilder } from './definition';
import { refundedShare } from './revenue';

/** Billed: every charge made but the ones staff said are not billed and the free ones (nothing taxable). */
const NOT_BILLED: readonly PaymentStatus[] = ['no-charge', 'non-billable', 'free'];
const notBilled = sql.join(
  NOT_BILLED.map((status) => sql`${status}`),
  sql`, `,
);

export const salesTaxReport: ReportBuilder = (filter) => {
  const billed = allOf([sql`pay.status not in (${notBilled})`, ...dateRange(sql`pay.date`, filter)]);
  return {
    select: sql`
      select ${periodStart(sql`d.day`, filter.period)} as "period", d.code as "code", d.name as "jurisdiction", d.type as "type",
        d.rate::float8 as "ratePercent", sum(d.charges)::int as "charges", sum(d.taxable)::float8 as "taxableCents",
        sum(d.tax)::float8 as "taxCents", sum(d.refunded)::float8 as "taxRefundedCents"
      from (
        select pay.date as day, l.code, l.name, l.type, l.rate_percent as rate, count(*) as charges, sum(l.taxable_cents) as taxable,
          sum(l.tax_cents) as tax, sum(${refundedShare(sql`l.tax_cents`)}) as refunded
        from payment_tax_lines l join payments pay on pay._id = l.payment_id
        where ${billed}
        group by 1, 2, 3, 4, 5
        union all
        select pay.date, '', coalesce(m.name, ''), 'market', pay.tax_percent, count(*), sum(pay.price_cents - pay.discount_cents),
          sum(pay.tax_cents), sum(${refundedShare(sql`pay.tax_cents`)})
        from payments pay left join markets m on m._id = pay.market_id
        where ${billed} and pay.tax_cents > 0 and not exists (select 1 from payment_tax_lines l where l.payment_id = pay._id)
        group by 1, 2, 3, 4, 5
      ) d
      group by 1, 2, 3, 4, 5`,
    key: ['period', 'type', 'code', 'jurisdiction', 'ratePercent'],
  };
};
