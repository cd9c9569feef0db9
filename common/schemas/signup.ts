// A sign-up from the website, waiting to become a customer through Add Customer.
import { z } from 'zod';
import { emailAddress, MAX_LENGTH, rawText, requiredText, text } from './fields';
import { MOBILE_DIGITS } from './profile';
import { optionalReferralCode } from './referral';
import { FREQUENCIES, SERVICE_TYPES } from './service';

/** The mowing frequencies the sign-up page prices before the visitor signs up: weekly and every two weeks. */
export const INSTANT_PRICE_FREQUENCIES = [1, 2] as const;

/** `GET /public/price`: the place and the lot the visitor chose. */
export const instantPriceQuery = z.object({
  zipcode: z
    .string({ error: 'validation.customer.zip_code_required' })
    .trim()
    .regex(/^\d{5}(-?\d{4})?$/, 'validation.quote.zip_code_5_digits'),
  lotSize: z.coerce
    .number({ error: 'validation.customer.lot_size_required' })
    .int('validation.customer.lot_size_whole_square_feet')
    .min(1, 'validation.customer.lot_size_at_least_1')
    .max(1_000_000, 'validation.customer.lot_size_at_most_1_000_000'),
  /** The city sharpens the tax where a zip code spans several places. */
  city: text(MAX_LENGTH.name).optional(),
});
export type InstantPriceQuery = z.infer<typeof instantPriceQuery>;

/**
 * What the sign-up page shows before the visitor signs up: the serving vendor's per-visit mowing price for the lot, for
 * each frequency, and its tax where the place is known (`taxKnown` false: "plus tax"). Prices only: no vendor, market or
 * rate table is named.
 */
export const instantPrice = z.object({
  served: z.boolean(),
  taxKnown: z.boolean(),
  taxPercent: z.number(),
  options: z.array(
    z.object({
      frequency: z.number(),
      visitCents: z.number(),
      /** One visit's tax. */
      taxCents: z.number(),
      /** Four weeks of visits at this frequency, before tax. */
      fourWeeksCents: z.number(),
      /** Four weeks of visits' tax, each visit's as billing charges it: what the page shows beside four weeks' price. */
      fourWeeksTaxCents: z.number(),
    }),
  ),
});
export type InstantPrice = z.infer<typeof instantPrice>;

export const SIGNUP_STATUSES = ['new', 'converted', 'declined'] as const;

export const signupInput = z
  .object({
    name: z.object({
      first: requiredText('validation.common.first_name_required', MAX_LENGTH.name),
      last: requiredText('validation.common.last_name_required', MAX_LENGTH.name),
    }),
    email: emailAddress('validation.common.valid_email_required', { lowerCase: true }),
    mobile: rawText(MAX_LENGTH.code, 'validation.common.enter_valid_phone_number_10_digits')
      .transform((value) => value.replace(/\D/g, ''))
      .refine((digits) => digits.length === MOBILE_DIGITS, 'validation.common.enter_valid_phone_number_10_digits'),
    address: requiredText('validation.common.address_required', MAX_LENGTH.address),
    city: requiredText('validation.common.city_required', MAX_LENGTH.name),
    zipcode: text(10, 'validation.common.zip_code_at_most_10_characters').min(5, 'validation.common.zip_code_must_be_at_least_5'),
    lotSize: z.number().int().min(1).max(1_000_000).nullish(),
    serviceType: z.enum(SERVICE_TYPES).default('mow'),
    frequency: z
      .number()
      .refine((value) => (FREQUENCIES as readonly number[]).includes(value), 'validation.common.frequency_required')
      .default(1),
    /** Prefilled from the referral link's `referralCode`. */
    referralCode: optionalReferralCode,
    /**
     * The per-visit price before tax the page showed for the frequency chosen (`GET /public/price`), in cents; the server
     * prices it again and refuses the sign-up (409) when it differs. Mowing weekly or every two weeks only.
     */
    quotedPriceCents: z.number().int().min(0).max(10_000_000).nullish(),
    /** The honeypot: hidden from people, so only a bot fills it in; such a sign-up is answered but never stored. */
    website: rawText(MAX_LENGTH.address).optional(),
  })
  .superRefine((value, context) => {
    const priced = value.serviceType === 'mow' && (INSTANT_PRICE_FREQUENCIES as readonly number[]).includes(value.frequency);
    if (value.quotedPriceCents != null && !priced)
      context.addIssue({ code: 'custom', path: ['frequency'], message: 'server.quotes.price_frequency' });
  });
export type SignupInput = z.infer<typeof signupInput>;

export const signupStatusInput = z.object({ status: z.enum(['new', 'declined']) });

/** A sign-up as the API lists it. */
export const signupRecord = z.object({
  _id: z.string(),
  name: z.object({ first: z.string(), last: z.string() }),
  email: z.string(),
  mobile: z.string(),
  address: z.string(),
  city: z.string(),
  zipcode: z.string(),
  lotSize: z.number().nullable(),
  serviceType: z.enum(SERVICE_TYPES),
  frequency: z.number(),
  referralCode: z.string().nullable(),
  status: z.enum(SIGNUP_STATUSES),
  customerId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SignupRecord = z.infer<typeof signupRecord>;
