// A quote's expected time on site and labour per visit (docs/quotes.md "Expected time on site"): minutes learned from
// completed visits of similar lots, or the balancer's minutes rule when too few; labour only for those who see pay.
import { z } from 'zod';
import { SERVICE_TYPES } from './service';

export type ServiceType = (typeof SERVICE_TYPES)[number];

export const expectedTimeQuery = z.object({
  /** The lot's area in square feet; none asks for any lot. */
  lotSize: z.coerce.number().int().min(1).max(10_000_000).optional(),
  /** Comma-separated: mow, bnb. */
  services: z
    .string()
    .transform((text) => text.split(',').filter(Boolean))
    .pipe(z.array(z.enum(SERVICE_TYPES)).min(1).max(SERVICE_TYPES.length)),
});
export type ExpectedTimeQuery = z.infer<typeof expectedTimeQuery>;

export const expectedService = z.object({
  service: z.enum(SERVICE_TYPES),
  /** Whole minutes on site. */
  minutes: z.number().int(),
  /** Completed visits measured; under the minimum the minutes are the settings' rule. */
  samples: z.number().int(),
  source: z.enum(['learned', 'rule']),
  /** The minutes at the crews' average loaded hourly cost, in cents; only for those who may see pay (admins). */
  laborCostCents: z.number().int().optional(),
});
export type ExpectedService = z.infer<typeof expectedService>;

export const expectedTime = z.object({ services: z.array(expectedService) });
export type ExpectedTime = z.infer<typeof expectedTime>;

/** A price's margin after labour, in whole percent (rounded half up); null for a price of 0. */
export function marginPercent(priceCents: number, laborCostCents: number): number | null {
  if (priceCents <= 0) return null;
  return Math.floor(((priceCents - laborCostCents) * 100) / priceCents + 0.5);
}
