// What completed visits took on site (start to completion), for a quote's expected time (docs/quotes.md "Expected time
// on site"): the median over the latest visits of one service on lots near the size asked.
import { sql } from 'drizzle-orm';
import type { ServiceType } from '../../../common/schemas/expectedTime';
import type { Executor } from '../../lib/history';
import { lotSizeOf } from '../customers/reads';

/** The latest visits read: enough for a steady median, few enough to stay quick on a large season. */
export const MINUTES_SAMPLE_SIZE = 500;
/**
 * The latest visits looked at for similar lots: bounds the read where few lots are similar or sized (a season of
 * 900,000 visits without lot sizes took 10 s to look through).
 */
export const WORK_LOGS_READ = 5000;
/** Lots within this share of the size asked count as similar (7,000 to 13,000 sq ft for 10,000). */
export const SIMILAR_LOT_SHARE = 0.3;
/** A span longer than this was a visit left open, not time on site. */
const LONGEST_WORK_LOG = sql`interval '8 hours'`;

export interface MinutesSample {
  /** Visits measured. */
  samples: number;
  /** The median of their minutes per 1,000 sq ft (with a lot size) or of their minutes (without); null with none. */
  median: number | null;
}

/**
 * The median minutes on site per 1,000 sq ft of the latest completed visits of `serviceType` on lots within
 * SIMILAR_LOT_SHARE of `lotSize`, among the latest VISITS_READ dated `since` or later; without a lot size, the median
 * minutes of any lot.
 */
export async function minutesOnSite(db: Executor, serviceType: ServiceType, lotSize: number | null, since: string): Promise<MinutesSample> {
  const minutes = sql`extract(epoch from w.completed_at - w.started_at) / 60`;
  const measure = lotSize ? sql`s.minutes * 1000 / s.lot_size` : sql`s.minutes`;
  const similar = lotSize
    ? sql`where s.lot_size between ${Math.floor(lotSize * (1 - SIMILAR_LOT_SHARE))} and ${Math.ceil(lotSize * (1 + SIMILAR_LOT_SHARE))}`
    : sql``;
  const [row] = (
    await db.execute(sql`
      select count(*)::int as samples, percentile_cont(0.5) within group (order by l.measure)::float8 as median
      from (
        select ${measure} as measure
        from (
          select ${minutes} as minutes, w.date, ${lotSizeOf(sql`w.property_id`)} as lot_size
          from work_logs w
          where w.status = 'completed' and w.service_type = ${serviceType} and w.date >= ${since}
            and w.completed_at > w.started_at and w.completed_at - w.started_at < ${LONGEST_WORK_LOG}
          order by w.date desc
          limit ${WORK_LOGS_READ}
        ) s
        ${similar}
        order by s.date desc
        limit ${MINUTES_SAMPLE_SIZE}
      ) l`)
  ).rows as { samples: number; median: number | null }[];
  return { samples: row?.samples ?? 0, median: row?.median ?? null };
}
