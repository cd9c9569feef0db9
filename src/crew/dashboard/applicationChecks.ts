// What the crew's application form says of the facts typed, before anything is sent: the label's rate and wind limits
// and the applicator's licence, as the server's rules judge them (server/modules/treatments/rules.ts). A warning lets
// the crew complete the stop after reading it; a block does not, since the server refuses the record.
import { type CrewRoundProduct, type CrewTreatments, labelRate, ratePer1000 } from '../../../common/schemas/treatment';

export { ratePer1000 };

export type Severity = 'warning' | 'block';
export interface Notice {
  severity: Severity;
  /** A catalog key under app.treatments.crew_form, with its parameters. */
  key: string;
  params: Record<string, string | number>;
}

/** The amount the round's rate puts on the area, to two decimals: the form's starting amount. */
export const presetAmount = (ratePer1000: number, areaSqFt: number) => Math.round(((ratePer1000 * areaSqFt) / 1000) * 100) / 100;

/** The rate against the label: below its least warns, above its most blocks (only a supervisor may override). */
export function rateNotice(product: CrewRoundProduct, amount: number, areaSqFt: number): Notice | null {
  if (!(amount > 0) || !(areaSqFt > 0)) return null;
  const rate = ratePer1000(amount, areaSqFt);
  const params = { rate, unit: product.unit, min: product.rateMinPer1000, max: product.rateMaxPer1000 };
  const standing = labelRate(product, rate);
  if (standing === 'above') return { severity: 'block', key: 'rate_above', params };
  return standing === 'below' ? { severity: 'warning', key: 'rate_below', params } : null;
}

/** A wind above the label's limit warns; a label without one has no limit. */
export function windNotice(product: CrewRoundProduct, windMph: number): Notice | null {
  if (product.windLimitMph === null || !(windMph > product.windLimitMph)) return null;
  return { severity: 'warning', key: 'wind_above', params: { product: product.name, limit: product.windLimitMph } };
}

/** A missing or expired licence blocks a restricted-use product and warns otherwise (`day`: the application's, YYYY-MM-DD). */
export function licenceNotice(product: CrewRoundProduct, applicator: CrewTreatments['applicator'], day: string): Notice | null {
  const expired = applicator.licenceNo !== null && applicator.expiresOn !== null && applicator.expiresOn < day;
  const missing = applicator.licenceNo === null || applicator.expiresOn === null;
  if (!expired && !missing) return null;
  const params = { product: product.name, date: applicator.expiresOn ?? '' };
  const reason = missing ? 'missing' : 'expired';
  return product.restrictedUse
    ? { severity: 'block', key: `licence_${reason}_blocks`, params }
    : { severity: 'warning', key: `licence_${reason}_warns`, params };
}
