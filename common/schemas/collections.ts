// The collections screen's figures (GET /collections): failed payments still owed by age, what was recovered this
// month, the properties held for unpaid charges and the cards that expire next month (docs/billing.md "Collections").
import { z } from 'zod';
import { visitsHoldResult } from './hold';

export const AGE_BUCKETS = ['0-7', '8-30', 'over-30'] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number];

const money = z.object({ count: z.number(), amountCents: z.number() });

/** The held properties and expiring cards come a page at a time; the figures above them cover every row. */
export const COLLECTIONS_PER_PAGE = 25;
const page = z.coerce.number().int().min(1).max(100_000).default(1);
export const collectionsQuery = z.object({
  heldPage: page,
  expiringPage: page,
  perPage: z.coerce.number().int().min(1).max(500).default(COLLECTIONS_PER_PAGE),
});
export type CollectionsQuery = Partial<z.output<typeof collectionsQuery>>;

export const collectionsSummary = z.object({
  today: z.string(),
  outstanding: z.array(money.extend({ bucket: z.enum(AGE_BUCKETS) })),
  /** Payments first declined this month and approved since; `rate` is their share of this month's declined payments. */
  recovered: money.extend({ declined: z.number(), rate: z.number() }),
  held: z.array(
    visitsHoldResult.omit({ visitsHeld: true }).extend({ customerId: z.string(), customerName: z.string(), address: z.string() }),
  ),
  heldTotal: z.number(),
  expiringCards: z.array(
    z.object({
      cardId: z.string(),
      customerId: z.string(),
      customerName: z.string(),
      brand: z.string(),
      last4: z.string(),
      expiryMonth: z.number(),
      expiryYear: z.number(),
    }),
  ),
  expiringTotal: z.number(),
});
export type CollectionsSummary = z.infer<typeof collectionsSummary>;
