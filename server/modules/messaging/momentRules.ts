// The words of a moment in a customer's language, from the catalogs (common/i18n/<language>/moments.ts): pure.
import { fillIn, type Language, type MessageKey, renderMessage } from '../../../common/i18n/catalog';
import type { MomentKind } from '../../../common/schemas/customerMessage';
import type { MomentPart, PartWords } from '../../../common/schemas/momentWords';
import type { momentsEn } from '../../../common/i18n/en/moments';

/** What a moment may say; a date is YYYY-MM-DD (shown M/D/YYYY, in Spanish "26 de noviembre de 2026"), an amount in cents, a reason a catalog key or words. */
export interface MomentVariables {
  /** A service type or a billed item: `mow`, `bnb`, `call-log`. */
  service?: keyof typeof momentsEn.services;
  date?: string;
  /** The last day of a range that starts at `date` (a pause of services). */
  until?: string;
  eta?: string;
  amountCents?: number;
  reason?: string;
  link?: string;
  note?: string | null;
  last4?: string;
  expiry?: string;
  /** The property's street address (a visit's, filled in by sendMoments; a paused or resumed service's). */
  address?: string;
  /** The sales tax in the amount: a receipt adds its tax line when it is more than nothing. */
  taxCents?: number;
  /**
   * What a quote's deposit paid, when more than nothing: a receipt adds it and what the card paid of its amount; a visit
   * done adds it after the amount left to charge.
   */
  depositCents?: number;
  /** An invoice's number and due day (YYYY-MM-DD). */
  number?: number;
  due?: string;
  /** Why a visit moved, when the customer should hear it (a rain day); a move by hand says only the new date. */
  cause?: 'weather';
  /** A treatment's round (`Pre-emergent`), as the program names it. */
  round?: string | null;
  /** The longest re-entry interval of the round's products, in hours; none or 0: until the product has dried. */
  reentryHours?: number | null;
  /** What a treatment applied: each product with its EPA registration number (null for a fertilizer: named alone). */
  applied?: readonly { product: string; epa: string | null }[];
  /** The customer is billed by invoice: a visit done says the amount goes on the next invoice, not that a card is charged. */
  invoiced?: boolean;
}

export interface MomentWords {
  subject: string;
  body: string;
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

const SPANISH_DAY = new Intl.DateTimeFormat('es', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
/**
 * A calendar date (YYYY-MM-DD) as the customer reads one: M/D/YYYY in English (left to the catalog), "26 de noviembre
 * de 2026" in Spanish, which no reader can take for another day (D/M and M/D both look like a date).
 */
const dayFor = (language: Language, date: string) =>
  language === 'es' && /^\d{4}-\d{2}-\d{2}$/.test(date) ? SPANISH_DAY.format(new Date(`${date}T00:00:00Z`)) : date;

/** The words of a moment; `edited` holds the office's own for this moment and language, by part (the catalog's elsewhere). */
export function momentWords(
  moment: MomentKind,
  language: Language,
  name: string,
  variables: MomentVariables,
  edited: PartWords = {},
): MomentWords {
  const {
    amountCents,
    service,
    note,
    cause,
    date,
    until,
    taxCents,
    depositCents,
    number,
    due,
    round,
    reentryHours,
    applied,
    invoiced,
    ...rest
  } = variables;
  const params = {
    ...rest,
    ...(round && { round }),
    reentry: reentryHours
      ? renderMessage(language, 'moments.reentry.hours', { hours: reentryHours })
      : renderMessage(language, 'moments.reentry.dry'),
    ...(applied && {
      products: applied
        .map(({ product, epa }) => (epa ? renderMessage(language, 'moments.applied_product', { product, epa }) : product))
        .join(', '),
    }),
    ...(date !== undefined && { date: dayFor(language, date) }),
    ...(due !== undefined && { due: dayFor(language, due) }),
    ...(until !== undefined && { until: dayFor(language, until) }),
    ...(number !== undefined && { number: String(number) }),
    ...(taxCents !== undefined && { tax: dollars(taxCents) }),
    address: rest.address ?? 'moments.address_unknown',
    name,
    ...(service && { service: `moments.services.${service}` }),
    ...(amountCents !== undefined && { amount: dollars(amountCents) }),
    ...(depositCents && { deposit: dollars(depositCents), charged: dollars((amountCents ?? 0) - depositCents) }),
  };
  const say = (part: MomentPart, extra?: { note: string }) => {
    const own = edited[part];
    return own === undefined
      ? renderMessage(language, `moments.${moment}.${part}` as MessageKey, { ...params, ...extra })
      : fillIn(language, own, { ...params, ...extra });
  };
  const isDone = moment === 'visit-done' || moment === 'treatment-done';
  const bodyPart =
    moment === 'on-my-way' && variables.eta
      ? 'body_eta'
      : moment === 'visit-moved' && cause === 'weather'
        ? 'body_weather'
        : isDone && invoiced
          ? 'body_invoiced'
          : 'body';
  let body = say(bodyPart);
  if (moment === 'visit-done' && note?.trim()) body += `\n${say('note', { note: note.trim() })}`;
  if (moment === 'payment-receipt' && taxCents) body += `\n${say('tax_line')}`;
  const tellsDeposit = moment === 'payment-receipt' || moment === 'visit-done' || moment === 'treatment-done';
  if (tellsDeposit && depositCents) body += `\n${say('deposit_line')}`;
  // The visit page (docs/field.md "The visit page"): its link last, when the completion made one.
  if (isDone && variables.link) body += `\n${say('link_line')}`;
  return { subject: say('subject'), body };
}
