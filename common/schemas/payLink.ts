// The pay link's public page (docs/billing.md "Pay link"): what it shows a customer who is not signed in, and what it
// sends to pay. Only what the page needs: no ids, no card token, no decline code.
import { z } from 'zod';
import { CARD_BRANDS, cardInput } from './card';
import { LANGUAGES } from './customer';
import { BILLED_ITEMS } from './payment';

/**
 * `open`: it may be paid through; `used`: paid through this link; `paid`: paid otherwise (by a retry, staff, another
 * link); `unavailable`: still owed but set aside by the office (by hand, on hold, later); `expired`: past its 7 days
 * or replaced by a newer link; `invalid`: no such link (mistyped, altered).
 */
export const PAY_LINK_STATES = ['open', 'used', 'paid', 'unavailable', 'expired', 'invalid'] as const;
export type PayLinkState = (typeof PAY_LINK_STATES)[number];

/** How the customer reaches the office, on every state of the page. */
export const businessContact = z.object({ name: z.string(), phone: z.string(), email: z.string() });
export type BusinessContact = z.infer<typeof businessContact>;

export const payLinkPayment = z.object({
  address: z.string(),
  item: z.enum(BILLED_ITEMS),
  /** The visit's (or call's) day, YYYY-MM-DD. */
  date: z.string(),
  amountCents: z.number(),
  /** Why the last try failed: a catalog key (`declines.code_51`) or the gateway's own words; null once paid. */
  reason: z.string().nullable(),
  /** When it was paid, for `used` and `paid`. */
  paidAt: z.string().nullable(),
});
export type PayLinkPayment = z.infer<typeof payLinkPayment>;

/** How many of the customer's other owed payments the page lists (their count and total cover them all). */
export const STILL_OWED_LISTED = 10;
/** What else the customer owes (CHARGEABLE payments besides the link's): how many, in all, and the oldest few. */
export const payLinkStillOwed = z.object({
  count: z.number(),
  amountCents: z.number(),
  payments: z.array(payLinkPayment.pick({ address: true, item: true, date: true, amountCents: true })).max(STILL_OWED_LISTED),
});
export type PayLinkStillOwed = z.infer<typeof payLinkStillOwed>;

/** GET /pay/{token}: always answered (an unknown token is the `invalid` state), so the page can name the office. */
export const payLinkSummary = z.object({
  state: z.enum(PAY_LINK_STATES),
  business: businessContact,
  /** The customer's language, which the page opens in; null when the link names nobody. */
  language: z.enum(LANGUAGES).nullable(),
  /** Shown while open and once paid; null for an expired or invalid link. */
  payment: payLinkPayment.nullable(),
  /** Shown with the payment, so the page (and its receipt) says what remains; none for an expired or invalid link. */
  stillOwed: payLinkStillOwed,
});
export type PayLinkSummary = z.infer<typeof payLinkSummary>;

/** POST /pay/{token}: the gateway's one-time token from its hosted fields, as a card is added; the card becomes the default. */
export const payLinkInput = cardInput;
export type PayLinkInput = z.infer<typeof payLinkInput>;

/** POST /pay/{token}'s answer: the receipt, or the decline's reason (the link stays open). */
export const payLinkResult = z.object({
  paid: z.boolean(),
  reason: z.string().nullable(),
  receipt: z
    .object({
      amountCents: z.number(),
      paidAt: z.string(),
      brand: z.enum(CARD_BRANDS),
      last4: z.string(),
      /** Kept as the default for automatic charges (the auto-pay agreement was given), or used for this payment only. */
      kept: z.boolean(),
    })
    .nullable(),
});
export type PayLinkResult = z.infer<typeof payLinkResult>;

/** The token in the page's and the API's path: 32 random bytes, base64url. Anything else names no link. */
export const PAY_LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const payLinkParams = z.object({ token: z.string().max(200) });
