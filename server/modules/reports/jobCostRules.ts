// Job costing without I/O (docs/labour.md "Job costing"): a crew's clocked day shared among the visits it completed
// that day in proportion to their time on site, cent-exact by the largest remainder, and the rows summed with margins.

/**
 * Splits a whole (minutes or cents, an integer) into integer parts in proportion to the weights, so that the parts add
 * up to the whole exactly: each part is the floor of its exact share, and the units left go one each to the largest
 * remainders (ties to the earlier part). All weights zero (or none positive): equal shares.
 */
export function largestRemainder(whole: number, weights: readonly number[]): number[] {
  if (!weights.length) return [];
  const positive = weights.map((weight) => (Number.isFinite(weight) && weight > 0 ? weight : 0));
  const sum = positive.reduce((total, weight) => total + weight, 0);
  const shares = sum > 0 ? positive : positive.map(() => 1);
  const total = sum > 0 ? sum : shares.length;
  const sign = whole < 0 ? -1 : 1;
  const magnitude = Math.abs(Math.round(whole));
  const exact = shares.map((share) => (magnitude * share) / total);
  const parts = exact.map(Math.floor);
  let left = magnitude - parts.reduce((sum2, part) => sum2 + part, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index] += 1;
    left -= 1;
  }
  return parts.map((part) => sign * part);
}

/** A person's clocked day: paid minutes and their loaded cost in cents (rate of the day x loaded-cost factor). */
export interface ClockedPersonDay {
  minutes: number;
  loadedCostCents: number;
}

export interface CostedWorkLog {
  /** Minutes from the visit's start to its completion (0 when either is missing). */
  onSiteMinutes: number;
}

export interface WorkLogLabour {
  laborMinutes: number;
  laborCostCents: number;
}

/**
 * A crew-day's clocked time and cost shared among its completed visits: each visit's share is its time on site over
 * the day's time on site, so the day's driving and yard time go with it in proportion. Minutes and cents are split
 * apart, each by the largest remainder, so the visits' parts add up to the day's clocked minutes and cost exactly.
 */
export function allocateCrewDay(people: readonly ClockedPersonDay[], visits: readonly CostedWorkLog[]): WorkLogLabour[] {
  const minutes = people.reduce((sum, person) => sum + person.minutes, 0);
  const cents = people.reduce((sum, person) => sum + person.loadedCostCents, 0);
  const weights = visits.map((visit) => Math.max(0, visit.onSiteMinutes));
  const minuteParts = largestRemainder(minutes, weights);
  const centParts = largestRemainder(cents, weights);
  return visits.map((_, index) => ({ laborMinutes: minuteParts[index], laborCostCents: centParts[index] }));
}

/** Materials: each product applied, amount x cost per unit (in cents, maybe fractional), rounded once per visit. */
export function materialsCents(applied: readonly { amount: number; costPerUnitCents: number | null }[]): number {
  return wholeCents(applied.reduce((sum, row) => sum + row.amount * (row.costPerUnitCents ?? 0), 0));
}

/** An exact amount of cents (a sum of products) to whole cents, half up, past floating-point noise. */
export const wholeCents = (exact: number) => Math.floor(Math.round(exact * 1e6) / 1e6 + 0.5);

export interface CostFigures {
  revenueCents: number;
  laborMinutes: number;
  laborCostCents: number;
  materialsCostCents: number;
}

/** Margin = revenue - labour - materials; margin % of revenue to one decimal, null with no revenue. */
export function withMargin<T extends CostFigures>(row: T): T & { marginCents: number; marginPercent: number | null } {
  const marginCents = row.revenueCents - row.laborCostCents - row.materialsCostCents;
  const marginPercent = row.revenueCents > 0 ? Math.round((marginCents * 1000) / row.revenueCents) / 10 : null;
  return { ...row, marginCents, marginPercent };
}

/** Adds figures into a running sum (rows grouped by property, crew, service or vendor). */
export function addFigures(into: CostFigures, row: CostFigures): void {
  into.revenueCents += row.revenueCents;
  into.laborMinutes += row.laborMinutes;
  into.laborCostCents += row.laborCostCents;
  into.materialsCostCents += row.materialsCostCents;
}
