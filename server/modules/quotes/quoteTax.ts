// A quote's sales tax by place: billing's door answers each line's tax at the property's place (or, for a lead, at its
// zip code and market) on the business's today, as it would tax a visit there; rules.quoteTotals adds them up. Each
// version keeps the tax of the day it was written, so what the customer reads and signs does not move with a rate.
import { eq } from 'drizzle-orm';
import type { QuoteLine } from '../../../common/schemas/quote';
import { leads, type Quote, type QuoteVersion } from '../../db/schema';
import { businessToday } from '../../lib/businessDay';
import type { Executor } from '../../lib/history';
import { type QuotedPlace, quoteLineTaxes } from '../billing';
import { billedItemOf } from './rules';

export async function quoteTaxOf(
  executor: Executor,
  quote: Pick<Quote, 'leadId' | 'propertyId'>,
  lines: readonly Pick<QuoteLine, 'type' | 'priceCents'>[],
): Promise<{ taxPercent: number; lineTaxCents: number[] }> {
  let place: { propertyId: string } | QuotedPlace | undefined;
  if (quote.propertyId) place = { propertyId: quote.propertyId };
  else if (quote.leadId) {
    const [lead] = await executor
      .select({ zipcode: leads.zipcode, city: leads.city, marketId: leads.marketId })
      .from(leads)
      .where(eq(leads._id, quote.leadId));
    place = lead;
  }
  if (!place) return { taxPercent: 0, lineTaxCents: lines.map(() => 0) };
  const items = lines.map((line) => ({ item: billedItemOf(line.type), cents: line.priceCents }));
  return quoteLineTaxes(executor, place, await businessToday(executor), items);
}

/** The tax a version was written with; a version written before versions kept theirs is taxed as of today. */
export async function versionTaxOf(
  executor: Executor,
  quote: Pick<Quote, 'leadId' | 'propertyId'>,
  version: Pick<QuoteVersion, 'lines' | 'taxPercent' | 'lineTaxCents'>,
): Promise<{ taxPercent: number; lineTaxCents: number[] }> {
  if (version.taxPercent !== null && version.lineTaxCents?.length === version.lines.length)
    return { taxPercent: version.taxPercent, lineTaxCents: version.lineTaxCents };
  return quoteTaxOf(executor, quote, version.lines);
}
