// The pay link's public page (docs/billing.md "Pay link"): what it shows a customer who is not signed in, and what it
// sends to pay. Only what the page needs: no ids (a payment is named by a ref made for its link), no card token, no code.
import { z } from 'zod';
import { CARD_BRANDS, cardInput } from './card';
import { LANGUAGES } from './customer';
import { BILLED_ITEMS } from './payment';

/**
 * `open`: it may be paid through; `used`: paid through this link; `paid`: nothing owed any more (paid by a retry,
 * staff, another link); `unavailable`: still owed but set aside by the office (by hand, on hold, later); `expired`: past
 * its 7 days or replaced by a newer link; `invalid`: no such link (mistyped, altered).
 */
export const PAY_LINK_STATES = ['open', 'used', 'paid', 'unavailable', 'expired', 'invalid'] as const;
export type PayLinkState = (typeof PAY_LINK_STATES)[number];

/** How the customer reaches the office, on every state of the page. */
export const businessContact = z.object({ name: z.string(), phone: z.string(), email: z.string() });
export type BusinessContact = z.infer<typeof businessContact>;

/** One payment the customer owes, as the page lists it; `ref` names it when the customer chooses what to pay. */
export const payLinkOwed = z.object({
  ref: z.string(),
  address: z.string(),
  item: z.enum(BILLED_ITEMS),
  /** The visit's (or call's) day, YYYY-MM-DD. */
  date: z.string(),
  amountCents: z.number(),
  /** Why its last try failed: a catalog key (`declines.code_51`) or the gateway's own words; null when none failed. */
  reason: z.string().nullable(),
});
export type PayLinkOwed = z.infer<typeof payLinkOwed>;

/** The most payments the page lists and one pay may choose (a customer owing more calls the office). */
export const PAY_LINK_LISTED = 50;

/** Owed, but not payable on the page (on hold, collected by hand, to be charged later, in a closed season). */
export const payLinkSetAside = z.object({ count: z.number(), amountCents: z.number() });

/** What the customer owes: the payments the page may pay, the oldest first, and those only the office settles. */
export const payLinkOwing = z.object({ owed: z.array(payLinkOwed).max(PAY_LINK_LISTED), setAside: payLinkSetAside });
export type PayLinkOwing = z.infer<typeof payLinkOwing>;

/**
 * GET /pay/{token}: always answered (an unknown token is the `invalid` state), so the page can name the office. Only an
 * open link says anything about its customer: a used, paid, replaced or expired one shows no address and no amount.
 */
export const payLinkSummary = payLinkOwing.extend({
  state: z.enum(PAY_LINK_STATES),
  business: businessContact,
  /** The customer's language, which the page opens in; null unless the link is open. */
  language: z.enum(LANGUAGES).nullable(),
});
export type PayLinkSummary = z.infer<typeof payLinkSummary>;

/**
 * POST /pay/{token}: the gateway's one-time token from its hosted fields, as a card is added, and the owed payments
 * chosen (their `ref`s), each charged as its own payment with that one card.
 */
export const payLinkInput = cardInput.and(
  z.object({
    payments: z
      .array(z.string().max(64), { error: 'validation.pay_link.choose_a_payment' })
      .min(1, 'validation.pay_link.choose_a_payment')
      .max(PAY_LINK_LISTED, 'validation.pay_link.choose_a_payment')
      .refine((refs) => new Set(refs).size === refs.length, 'validation.pay_link.each_payment_once'),
  }),
);
export type PayLinkInput = z.infer<typeof payLinkInput>;

/** POST /pay/{token}'s answer: the receipt of what was paid, why the card was declined, and what remains owed. */
export const payLinkResult = z.object({
  paid: z.boolean(),
  /** The decline's reason: none paid, or the ones before it did and the rest stay owed. */
  reason: z.string().nullable(),
  receipt: z
    .object({
      amountCents: z.number(),
      paidAt: z.string(),
      brand: z.enum(CARD_BRANDS),
      last4: z.string(),
      /** Kept as the default for automatic charges (the auto-pay agreement was given), or used for this pay only. */
      kept: z.boolean(),
      payments: z.array(payLinkOwed.omit({ ref: true, reason: true })),
    })
    .nullable(),
  remaining: payLinkOwing,
});
export type PayLinkResult = z.infer<typeof payLinkResult>;

/** The token in the page's and the API's path: 32 random bytes, base64url. Anything else names no link. */
export const PAY_LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const payLinkParams = z.object({ token: z.string().max(200) });
