// The owner's numbers (docs/reports.md "The owner's numbers"), without I/O: the ratios the crew-productivity,
// owner-numbers and customer-retention reports and the dashboard's card derive from the sums their SQL reads.
import type { ReportRow } from '../../../common/schemas/report';

/** `value ÷ whole`, null when there is no whole to divide by. */
function ratio(value: number, whole: number): number | null {
  return whole > 0 ? value / whole : null;
}

const rounded = (value: number | null, digits: number) => (value === null ? null : Number(value.toFixed(digits)));

/** Revenue per man-hour, in whole cents: revenue ÷ (clocked minutes of every crew member ÷ 60). */
export const revenuePerHourCents = (revenueCents: number, minutes: number) => {
  const perMinute = ratio(revenueCents, minutes);
  return perMinute === null ? null : Math.round(perMinute * 60);
};

/** Stops per crew-hour, to two decimals: completed visits ÷ (the crews' clocked minutes ÷ 60). */
export const stopsPerHour = (stops: number, crewMinutes: number) => rounded(ratio(stops * 60, crewMinutes), 2);

/** The share of the crews' clocked day spent driving between stops, in percent to one decimal (at most 100). */
export const drivingPercent = (drivingMinutes: number, crewMinutes: number) => {
  const share = ratio(drivingMinutes * 100, crewMinutes);
  return share === null ? null : Math.min(100, Number(share.toFixed(1)));
};

/** Average revenue per property billed, in whole cents. */
export const revenuePerPropertyCents = (revenueCents: number, propertyCount: number) => {
  const each = ratio(revenueCents, propertyCount);
  return each === null ? null : Math.round(each);
};

/** Days sales outstanding, to one decimal: open receivables ÷ revenue billed over the period × the period's days. */
export const daysSalesOutstanding = (receivableCents: number, billedCents: number, days: number) =>
  rounded(ratio(receivableCents * days, billedCents), 1);

/** The share of a cohort still a customer, in percent to one decimal. */
export const retainedPercent = (retained: number, cohort: number) => rounded(ratio(retained * 100, cohort), 1);

const numberOf = (value: ReportRow[string]) => Number(value ?? 0);

/** A crew-productivity or owner-numbers row with its ratios beside the sums it was read with. */
export function withCrewRatios(row: ReportRow): ReportRow {
  const crewMinutes = numberOf(row.crewMinutes);
  return {
    ...row,
    revenuePerManHourCents: revenuePerHourCents(numberOf(row.revenueCents), numberOf(row.manMinutes)),
    stopsPerCrewHour: stopsPerHour(numberOf(row.stops), crewMinutes),
    drivingPercent: drivingPercent(numberOf(row.drivingMinutes), crewMinutes),
  };
}

/** An owner-numbers row: the crews' ratios, revenue per property and days sales outstanding. */
export function withOwnerRatios(row: ReportRow): ReportRow {
  return {
    ...withCrewRatios(row),
    revenuePerPropertyCents: revenuePerPropertyCents(numberOf(row.propertyRevenueCents), numberOf(row.properties)),
    daysSalesOutstanding: daysSalesOutstanding(numberOf(row.receivableCents), numberOf(row.billedCents), numberOf(row.days)),
  };
}

/** The months after its first a cohort's retention is shown for. */
export const RETENTION_MONTHS = [1, 3, 6, 12] as const;

/** A cohort row: each `retainedN` count (null when that month has not come yet) as a percent of the cohort. */
export function withRetention(row: ReportRow): ReportRow {
  const cohort = numberOf(row.newCustomers);
  const percents = Object.fromEntries(
    RETENTION_MONTHS.map((months) => {
      const retained = row[`retained${months}`];
      return [`retained${months}Percent`, retained === null || retained === undefined ? null : retainedPercent(Number(retained), cohort)];
    }),
  );
  return { ...row, ...percents };
}
