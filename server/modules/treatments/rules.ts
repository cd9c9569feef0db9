// The treatments domain's pure rules: what an application record may hold (refusals and warnings, as message keys),
// and when a program's rounds fall in a season. No I/O; tested beside.
import type { Message } from '../../../common/i18n/catalog';
import { labelRate, ratePer1000, roundPriceCents } from '../../../common/schemas/treatment';

export { ratePer1000 };

export interface LabelLimits {
  /** A pesticide unless said (a fertilizer asks no licence). */
  kind?: string;
  unit: string;
  rateMinPer1000: number;
  rateMaxPer1000: number;
  windLimitMph: number | null;
  restrictedUse: boolean;
}

export interface ApplicationFacts {
  amount: number;
  unit: string;
  areaSqFt: number;
  windMph: number;
  /** The applicator's licence, if any, and the day of the application (YYYY-MM-DD). */
  licence: { licenceNo: string; expiresOn: string } | null;
  day: string;
  overrideReason: string | null;
  /** Whether the caller may override a rate above the label (a supervisor: staff with treatments_manage). */
  mayOverride: boolean;
  stockOnHand: number;
  /** When the application started, and the server's clock when it is recorded. */
  startedAt: Date;
  now: Date;
}

/** The property's state is one the business lists as asking for lawn flags (System Settings, Treatments). */
export const postsFlags = (postingStates: readonly string[], state: string | null) =>
  state !== null && postingStates.includes(state.trim().toUpperCase());

/** A record is of an application made: one starting later than this (a phone's clock may run ahead) is refused. */
export const FUTURE_SLACK_MS = 15 * 60_000;

export interface ApplicationVerdict {
  ratePer1000: number;
  refusals: Message[];
  warnings: Message[];
}

/** What the label, the licence and the stock say of an application: refusals stop it, warnings go on the record. */
export function judgeApplication(label: LabelLimits, facts: ApplicationFacts): ApplicationVerdict {
  const refusals: Message[] = [];
  const warnings: Message[] = [];
  const rate = ratePer1000(facts.amount, facts.areaSqFt);
  if (facts.startedAt.getTime() > facts.now.getTime() + FUTURE_SLACK_MS) refusals.push('server.treatments.started_in_future');
  if (facts.unit !== label.unit) refusals.push('server.treatments.unit_mismatch');

  // A fertilizer is not a pesticide: applying it asks no pesticide licence.
  const licenceValid = label.kind === 'fertilizer' || (facts.licence !== null && facts.licence.expiresOn >= facts.day);
  if (!licenceValid) {
    const key = facts.licence ? 'server.treatments.licence_expired' : 'server.treatments.licence_missing';
    if (label.restrictedUse) refusals.push(key);
    else warnings.push(key);
  }

  const standing = labelRate(label, rate);
  if (standing === 'above') {
    if (!facts.overrideReason) refusals.push('server.treatments.rate_above_label');
    else if (!facts.mayOverride) refusals.push('server.treatments.override_supervisor_only');
    else warnings.push('server.treatments.rate_above_label_overridden');
  } else if (standing === 'below') warnings.push('server.treatments.rate_below_label');

  if (label.windLimitMph !== null && facts.windMph > label.windLimitMph) warnings.push('server.treatments.wind_above_label');
  if (facts.stockOnHand - facts.amount < 0) warnings.push('server.treatments.stock_short');
  return { ratePer1000: rate, refusals, warnings };
}

/**
 * A program's rounds against their products' labels: each rate above the label's maximum, or in another product's
 * kind of unit than the label's, is a field problem (`rounds.<i>.products.<j>.ratePer1000`), so a program that the crew
 * would be blocked from applying is never saved. Unknown products are `rounds.<i>.products.<j>.productId`.
 */
export function programLabelProblems(
  rounds: readonly { products: readonly { productId: string; ratePer1000: number }[] }[],
  labels: ReadonlyMap<string, Pick<LabelLimits, 'rateMinPer1000' | 'rateMaxPer1000'>>,
): Record<string, Message> {
  const problems: Record<string, Message> = {};
  rounds.forEach((round, roundIndex) =>
    round.products.forEach((item, productIndex) => {
      const at = `rounds.${roundIndex}.products.${productIndex}`;
      const label = labels.get(item.productId);
      if (!label) problems[`${at}.productId`] = 'server.treatments.unknown_product';
      else if (labelRate(label, item.ratePer1000) === 'above') problems[`${at}.ratePer1000`] = 'validation.treatment.rate_above_label';
    }),
  );
  return problems;
}

export interface PlannedRound {
  index: number;
  name: string;
  /** The day the round is planned: the window's first day, or today when the window has already opened. */
  date: string;
  windowEnd: string;
  /** The round's price for the enrolled lawn (its area band's, when the round has bands). */
  priceCents: number;
  minutes: number;
}

interface Round {
  name: string;
  windowStart: string;
  windowEnd: string;
  priceCents: number;
  minutes: number;
  priceBands?: readonly { maxSqFt: number; priceCents: number }[];
}

/**
 * The rounds of a season still to plan on `today`, priced for a lawn of `lawnSqFt`: a round whose window closed is
 * left out, one whose window is open is planned today, a later one on its window's first day. Feb 29 in a common year
 * is read as Feb 28. (The scheduler puts each on its crew's day: scheduling's `roundOccurrences`.)
 */
export function planRounds(rounds: readonly Round[], season: number, today: string, lawnSqFt = 0): PlannedRound[] {
  const leap = (season % 4 === 0 && season % 100 !== 0) || season % 400 === 0;
  const day = (monthDay: string) => `${season}-${!leap && monthDay === '02-29' ? '02-28' : monthDay}`;
  const planned: PlannedRound[] = [];
  rounds.forEach((round, index) => {
    const start = day(round.windowStart);
    const end = day(round.windowEnd);
    if (end < today) return;
    planned.push({
      index,
      name: round.name,
      date: start < today ? today : start,
      windowEnd: end,
      priceCents: roundPriceCents(round, lawnSqFt),
      minutes: round.minutes,
    });
  });
  return planned;
}

/** The season's price: the rounds still to come. */
export const seasonPrice = (planned: readonly PlannedRound[]) => planned.reduce((sum, round) => sum + round.priceCents, 0);
