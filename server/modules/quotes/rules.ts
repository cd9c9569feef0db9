// The quote's pure rules: its totals, what the public page may do with it, what a sent quote's edit makes, and the
// services approved lines become. No I/O; each rule answers a state or a catalog key, tested beside it.
import type { Message } from '../../../common/i18n/catalog';
import type { PublicQuoteState, QuoteLine, QuoteLineType, QuoteStatus } from '../../../common/schemas/quote';

/** The required lines' total, plus the optional ones the customer ticked (by index; an index not optional adds nothing). */
export function quoteTotal(lines: readonly Pick<QuoteLine, 'priceCents' | 'optional'>[], ticked: readonly number[] = []): number {
  const chosen = new Set(ticked);
  return lines.reduce((sum, line, index) => sum + (!line.optional || chosen.has(index) ? line.priceCents : 0), 0);
}

/** What billing charges a line as: a one-time job and a priced note as Bush and Bed work. */
export const billedItemOf = (type: QuoteLineType): 'mow' | 'bnb' => (type === 'mow' ? 'mow' : 'bnb');

/** The lines chosen (required, and optional ones ticked): before tax, their tax (each line's as billing rounds it), with tax. */
export function quoteTotals(
  lines: readonly Pick<QuoteLine, 'priceCents' | 'optional'>[],
  lineTaxCents: readonly number[],
  ticked: readonly number[] = [],
): { subtotalCents: number; taxCents: number; totalCents: number } {
  const chosen = new Set(ticked);
  const taxCents = lines.reduce((sum, line, index) => sum + (!line.optional || chosen.has(index) ? (lineTaxCents[index] ?? 0) : 0), 0);
  const subtotalCents = quoteTotal(lines, ticked);
  return { subtotalCents, taxCents, totalCents: subtotalCents + taxCents };
}

/** Why the customer's decline is refused (an approved or declined quote stays so); null when it may go ahead. */
export function declineRefusal(
  quote: { status: QuoteStatus; expiresOn: string },
  today: string,
): { status: number; message: Message } | null {
  const state = publicState(quote, today);
  if (state === 'invalid') return { status: 404, message: 'server.quotes.invalid' };
  if (state === 'approved') return { status: 409, message: 'server.quotes.already_approved' };
  if (state === 'declined') return { status: 409, message: 'server.quotes.already_declined' };
  return null;
}

/** The ticked indexes that name an optional line, sorted, each once: what the signature records. */
export function chosenOptionalLines(lines: readonly Pick<QuoteLine, 'optional'>[], ticked: readonly number[]): number[] {
  return [...new Set(ticked)].filter((index) => lines[index]?.optional === true).sort((a, b) => a - b);
}

/** A quote expires at the end of its `expiresOn`, in the business's calendar. */
export const isExpired = (expiresOn: string, today: string) => today > expiresOn;

/** What the public page shows for a quote: approved and declined stay so; a draft never has a link. */
export function publicState(quote: { status: QuoteStatus; expiresOn: string }, today: string): PublicQuoteState | 'invalid' {
  if (quote.status === 'approved') return 'approved';
  if (quote.status === 'declined') return 'declined';
  if (quote.status === 'draft') return 'invalid';
  return isExpired(quote.expiresOn, today) ? 'expired' : 'open';
}

/** Why an approval is refused, with its status code; null when it may go ahead. */
export function approvalRefusal(
  quote: { status: QuoteStatus; expiresOn: string; version: number },
  today: string,
  readVersion: number,
): { status: number; message: Message } | null {
  const state = publicState(quote, today);
  if (state === 'invalid') return { status: 404, message: 'server.quotes.invalid' };
  if (state === 'approved') return { status: 409, message: 'server.quotes.already_approved' };
  if (state === 'declined') return { status: 409, message: 'server.quotes.declined' };
  if (state === 'expired') return { status: 410, message: 'server.quotes.expired' };
  if (readVersion !== quote.version) return { status: 409, message: 'server.quotes.superseded' };
  return null;
}

/**
 * Why the deposit may not be paid: only an approved quote (its customer made by the approval) with a deposit asks one.
 * Whether it was paid already is billing's to say.
 */
export function depositRefusal(
  quote: { status: QuoteStatus; expiresOn: string; customerId: string | null },
  today: string,
  depositCents: number,
): { status: number; message: Message } | null {
  const state = publicState(quote, today);
  if (state === 'invalid') return { status: 404, message: 'server.quotes.invalid' };
  if (state !== 'approved' || !quote.customerId) return { status: 409, message: 'server.quotes.deposit_after_approval' };
  if (depositCents <= 0) return { status: 409, message: 'server.quotes.no_deposit' };
  return null;
}

/** Staff may edit and send a draft or a sent quote; every edit is a new version, so what was sent is never rewritten. */
export const isOpenForStaff = (status: QuoteStatus) => status === 'draft' || status === 'sent';

export interface ApprovedService {
  type: 'mow' | 'bnb';
  frequency: number;
  price: number;
}

/**
 * The services approved lines become: mowing and Bush and Bed with their frequency (Bush and Bed without one is done
 * once), a one-time job as Bush and Bed done once. A priced free-text line ("Aeration, $95") is work the customer signed
 * and pays for, so it is a one-time job too (billed as Bush and Bed, as `billedItemOf` taxes it); only a free note
 * ($0) makes none. Prices in dollars, as services keep them.
 */
export function servicesFromLines(lines: readonly QuoteLine[], ticked: readonly number[]): ApprovedService[] {
  return madeLines(lines, ticked).map((line): ApprovedService => {
    const price = line.priceCents / 100;
    if (line.type === 'mow') return { type: 'mow', frequency: line.frequency ?? 1, price };
    if (line.type === 'bnb') return { type: 'bnb', frequency: line.frequency ?? -1, price };
    return { type: 'bnb', frequency: -1, price };
  });
}

/** A line done once on its crew's next day with room: a one-time job, and a priced free-text line. */
const isOneTime = (line: Pick<QuoteLine, 'type'>) => line.type === 'one-time' || line.type === 'text';

/** The lines that make a service, in order: required ones and optional ones ticked, a free note ($0 text) left out. */
function madeLines(lines: readonly QuoteLine[], ticked: readonly number[]): QuoteLine[] {
  const chosen = new Set(ticked);
  return lines.filter((line, index) => (!line.optional || chosen.has(index)) && !(line.type === 'text' && line.priceCents === 0));
}

/** Which of `servicesFromLines`' services are done once on a crew day with room, by their index in its answer. */
export function oneTimeServiceIndexes(lines: readonly QuoteLine[], ticked: readonly number[]): number[] {
  return madeLines(lines, ticked).flatMap((line, index) => (isOneTime(line) ? [index] : []));
}

/** The first weekday after `today` (YYYY-MM-DD): approved services start then, as Add Customer's do by default. */
export function nextWeekday(today: string): string {
  const date = new Date(`${today}T12:00:00Z`);
  do date.setUTCDate(date.getUTCDate() + 1);
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6);
  return date.toISOString().slice(0, 10);
}
