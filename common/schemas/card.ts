// Cards: what the card form asks (checked here, then handed to the gateway and never stored) and what is kept of a
// card (the gateway's token with brand, last four digits and expiry).
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

/** Spaces and dashes people type between the groups are dropped before the number is checked. */
const cardNumber = z
  .string({ error: 'validation.card.card_number_required' })
  .max(40, 'validation.card.card_number_invalid')
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .min(1, 'validation.card.card_number_required')
      .regex(/^\d{12,19}$/, 'validation.card.card_number_invalid')
      .refine(passesLuhn, 'validation.card.card_number_invalid'),
  );

/** POST /customers/{id}/cards. `today` is the first day of the current month, so a card expiring this month passes. */
export const cardInput = z
  .object({
    cardNumber,
    expiryMonth: z.number({ error: 'validation.card.expiry_month_required' }).int('validation.card.expiry_month_required').min(1, 'validation.card.expiry_month_required').max(12, 'validation.card.expiry_month_required'),
    expiryYear: z.number({ error: 'validation.card.full_year_required' }).int('validation.card.full_year_required').min(2000, 'validation.card.full_year_required').max(2100, 'validation.card.full_year_required'),
    cvv: z.string({ error: 'validation.card.cvv_required' }).regex(/^\d{3,4}$/, 'validation.card.cvv_invalid'),
    makeDefault: z.boolean().default(false),
  })
  .superRefine((card, ctx) => {
    const now = new Date();
    const expired = card.expiryYear < now.getFullYear() || (card.expiryYear === now.getFullYear() && card.expiryMonth < now.getMonth() + 1);
    if (expired) ctx.addIssue({ code: 'custom', path: ['expiryMonth'], message: 'validation.card.card_expired' });
    if (card.expiryYear > now.getFullYear() + 20) ctx.addIssue({ code: 'custom', path: ['expiryYear'], message: 'validation.card.full_year_required' });
    const amex = cardBrand(card.cardNumber) === 'amex';
    if (amex !== (card.cvv.length === 4)) ctx.addIssue({ code: 'custom', path: ['cvv'], message: 'validation.card.cvv_invalid' });
  });
export type CardInput = z.infer<typeof cardInput>;

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
});
export type CardRecord = z.infer<typeof cardRecord>;
