// A sign-up from the website, waiting to become a customer through Add Customer.
import { z } from 'zod';
import { emailAddress, MAX_LENGTH, rawText, requiredText, text } from './fields';
import { MOBILE_DIGITS } from './profile';
import { optionalReferralCode } from './referral';
import { FREQUENCIES, SERVICE_TYPES } from './service';

export const SIGNUP_STATUSES = ['new', 'converted', 'declined'] as const;

export const signupInput = z.object({
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
  /** The honeypot: hidden from people, so only a bot fills it in; such a sign-up is answered but never stored. */
  website: rawText(MAX_LENGTH.address).optional(),
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
