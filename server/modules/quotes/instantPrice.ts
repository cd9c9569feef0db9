// The sign-up page's instant price (issue 46): the vendor serving the zip code (as a lead finds it) prices the lot's
// category per visit; billing's door adds the tax at the place, as it would for a new property there. Prices only: the
// answer names no vendor, market or rate table. The sign-up is priced again here before its lead is kept.
import { INSTANT_PRICE_FREQUENCIES, type InstantPrice, type InstantPriceQuery } from '../../../common/schemas/signup';
import { lotSizeCategory } from '../../../common/lotSize';
import { businessToday } from '../../lib/businessDay';
import type { Executor } from '../../lib/history';
import { quoteLineTaxes } from '../billing';
import { marketForZip } from '../customers';
import { vendorForZip } from '../vendors';
import { billedItemOf } from './rules';

const NOT_SERVED: InstantPrice = { served: false, taxKnown: false, taxPercent: 0, options: [] };
/** Visits in four weeks at a frequency in weeks. */
const visitsInFourWeeks = (weeks: number) => 4 / weeks;

export async function instantPriceOf(executor: Executor, { zipcode, lotSize, city }: InstantPriceQuery): Promise<InstantPrice> {
  const market = await marketForZip(executor, zipcode);
  const vendor = market && (await vendorForZip(executor, zipcode));
  const category = lotSizeCategory(lotSize);
  const price = category ? vendor?.prices?.[category] : undefined;
  if (!market || typeof price !== 'number') return NOT_SERVED;
  const visitCents = Math.round(price * 100);
  const place = { zipcode, city: city || null, marketId: market._id };
  const { taxPercent, lineTaxCents, placeKnown } = await quoteLineTaxes(executor, place, await businessToday(executor), [
    { item: billedItemOf('mow'), cents: visitCents },
  ]);
  return {
    served: true,
    taxKnown: placeKnown,
    taxPercent: placeKnown ? taxPercent : 0,
    options: INSTANT_PRICE_FREQUENCIES.map((frequency) => {
      const taxCents = placeKnown ? lineTaxCents[0] : 0;
      // Each visit is charged and taxed on its own: four weeks' tax is the visits' taxes, beside four weeks' price.
      const workLogs = visitsInFourWeeks(frequency);
      return {
        frequency,
        visitCents,
        taxCents,
        fourWeeksCents: Math.round(visitCents * workLogs),
        fourWeeksTaxCents: Math.round(taxCents * workLogs),
      };
    }),
  };
}

/** The per-visit price the page would show now for the frequency; null when it shows none (not served, not priced). */
export async function instantVisitCents(executor: Executor, query: InstantPriceQuery, frequency: number): Promise<number | null> {
  const price = await instantPriceOf(executor, query);
  return price.options.find((option) => option.frequency === frequency)?.visitCents ?? null;
}
