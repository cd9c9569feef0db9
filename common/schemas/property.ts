// Property list rows as the back office sees them: the property with its customer and market.
import { z } from 'zod';
import { MAX_LENGTH, recordId, text } from './fields';
import { FREQUENCIES, WORK_LOG_TYPES } from './service';

export const CUSTOMER_STATUSES = ['active', 'past', 'no-renew', 'declined', 'pro-collect'] as const;
/**
 * Which card a property's visits are charged to: the customer's default card (every property the office adds), the
 * card the customer chose for it, or none (a won quote that joined an existing account without the customer choosing a
 * card: its visits are not charged to any card until one is chosen, docs/security.md "Won quotes").
 */
export const AUTO_CHARGES = ['default', 'card', 'none'] as const;
export type AutoCharge = (typeof AUTO_CHARGES)[number];

/** PUT /properties/:id/auto-charge: which card the property's visits are charged to (`cardId` with `card` only). */
export const propertyAutoChargeInput = z
  .object({ autoCharge: z.enum(AUTO_CHARGES), cardId: recordId().nullish() })
  .refine((input) => (input.autoCharge === 'card') === Boolean(input.cardId), {
    path: ['cardId'],
    message: 'validation.card.choose_a_card',
  });
export type PropertyAutoChargeInput = z.infer<typeof propertyAutoChargeInput>;

/** The property's choice as it stands: `autoChargeCardId` names the card when `autoCharge` is `card`. */
export const propertyAutoCharge = z.object({ autoCharge: z.enum(AUTO_CHARGES), autoChargeCardId: z.string().nullable() });
export type PropertyAutoCharge = z.infer<typeof propertyAutoCharge>;

export const CUSTOMER_SOURCES = [
  'none',
  'angies-list',
  'post-card',
  'referral',
  'internet',
  'yelp',
  'online-order',
  'facebook',
  'emerald-lawns',
  'four-points-paper',
  'lawnmasters',
] as const;
export type CustomerSource = (typeof CUSTOMER_SOURCES)[number];

export const propertyListFilter = z.object({
  q: text(MAX_LENGTH.search).optional(),
  marketId: recordId().optional(),
  status: z.enum(CUSTOMER_STATUSES).optional(),
  source: z.enum(CUSTOMER_SOURCES).optional(),
  isArchived: z.boolean().optional(),
  /** Only properties at their zip code's centre (true), or only located ones (false). */
  locationApproximate: z.boolean().optional(),
  customerId: recordId().optional(),
  serviceType: z.enum(WORK_LOG_TYPES).optional(),
  frequency: z
    .number()
    .refine((value) => (FREQUENCIES as readonly number[]).includes(value))
    .optional(),
});

export const propertyRow = z.object({
  _id: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
  status: z.enum(CUSTOMER_STATUSES),
  isArchived: z.boolean(),
  lotSize: z.number().nullable(),
  lotSizeCategory: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  locationApproximate: z.boolean(),
  market: z.object({ _id: z.string(), name: z.string() }).nullable(),
  customer: z.object({
    _id: z.string(),
    name: z.object({ first: z.string(), last: z.string() }),
    email: z.string().nullable(),
    mobile: z.string().nullable(),
    source: z.enum(CUSTOMER_SOURCES),
  }),
  updatedAt: z.string(),
});
export type PropertyRow = z.infer<typeof propertyRow>;

/** Where a property stands in the list the user was browsing, with the ids of its neighbours and of both ends. */
export const listPosition = z.object({
  index: z.number(),
  total: z.number(),
  first: z.string().nullable(),
  prev: z.string().nullable(),
  next: z.string().nullable(),
  last: z.string().nullable(),
});
export type ListPosition = z.infer<typeof listPosition>;
