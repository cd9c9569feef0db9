// Cards: what the card form sends (the gateway's one-time token from its hosted fields, the expiry and the last four
// digits: never the number or the CVV) and what is kept of a card (the gateway's token with brand, last four and expiry).
import { z } from 'zod';
import { isoDateTime } from './customerRecord';

export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'other'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** The Luhn check digit test every card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'other';
}

const expiryMonth = z
  .number({ error: 'validation.card.expiry_month_required' })
  .int('validation.card.expiry_month_required')
  .min(1, 'validation.card.expiry_month_required')
  .max(12, 'validation.card.expiry_month_required');
const expiryYear = z
  .number({ error: 'validation.card.full_year_required' })
  .int('validation.card.full_year_required')
  .min(2000, 'validation.card.full_year_required')
  .max(2100, 'validation.card.full_year_required');

/**
 * POST /customers/{id}/cards: what the gateway's hosted fields gave the browser (a one-time token and its key), with the
 * expiry and the last four digits. The number and the CVV went from the browser to the gateway and never come here.
 */
export const cardInput = z
  .object({
    token: z
      .string({ error: 'validation.card.card_token_required' })
      .min(1, 'validation.card.card_token_required')
      .max(1024, 'validation.card.card_token_invalid')
      .regex(/^[\w.~+/=:-]+$/, 'validation.card.card_token_invalid'),
    encKey: z
      .string()
      .max(4096, 'validation.card.card_token_invalid')
      .regex(/^[\w.~+/=:-]*$/, 'validation.card.card_token_invalid')
      .default(''),
    last4: z.string({ error: 'validation.card.last4_invalid' }).regex(/^\d{4}$/, 'validation.card.last4_invalid'),
    brand: z.enum(CARD_BRANDS).default('other'),
    expiryMonth,
    expiryYear,
    makeDefault: z.boolean().default(false),
    /** The customer agrees to automatic charges on this card (the agreement's text, AUTOPAY_CONSENT_VERSION, shown beside it). */
    autoPayConsent: z.boolean().default(false),
  })
  .superRefine((card, ctx) => {
    const now = new Date();
    const expired = card.expiryYear < now.getFullYear() || (card.expiryYear === now.getFullYear() && card.expiryMonth < now.getMonth() + 1);
    if (expired) ctx.addIssue({ code: 'custom', path: ['expiryMonth'], message: 'validation.card.card_expired' });
    if (card.expiryYear > now.getFullYear() + 20)
      ctx.addIssue({ code: 'custom', path: ['expiryYear'], message: 'validation.card.full_year_required' });
  });
export type CardInput = z.infer<typeof cardInput>;
/** What the add-card form asks of the person (the number and the CVV are typed into the gateway's fields). */
export const cardFormInput = z.object({
  expiryMonth,
  expiryYear,
  makeDefault: z.boolean().default(false),
  autoPayConsent: z.boolean().default(false),
});

/**
 * The version of the auto-pay agreement's text (`app.cards.autopay_agreement` in every catalog): stored with each
 * consent, so a changed text gets a new version and old consents still name the words agreed to.
 */
export const AUTOPAY_CONSENT_VERSION = 'v1';
export type CardFormInput = z.infer<typeof cardFormInput>;

/** How the browser reaches the gateway's hosted fields: its script (on the gateway's origin) and a key for this form. */
export const cardFieldsSession = z.object({
  gateway: z.string(),
  scriptUrl: z.string(),
  clientKey: z.string(),
});
export type CardFieldsSession = z.infer<typeof cardFieldsSession>;

/** A stored card as every caller sees it: never the token, the number or the CVV. */
export const cardRecord = z.object({
  _id: z.string(),
  customerId: z.string(),
  brand: z.enum(CARD_BRANDS),
  last4: z.string(),
  expiryMonth: z.number(),
  expiryYear: z.number(),
  isDefault: z.boolean(),
  createdAt: isoDateTime,
  /** The auto-pay agreement given when the card was saved, or null; `recordedBy` says whether the customer gave it itself. */
  autoPayConsent: z.object({ version: z.string(), at: isoDateTime, ip: z.string(), recordedBy: z.enum(['customer', 'staff']) }).nullable(),
});
export type CardRecord = z.infer<typeof cardRecord>;
