// A customer, its properties and status changes: one definition checks the Add Customer form, the property view and the API.
import type { Language, Message } from '../i18n/keys';
import { z } from 'zod';
import { accessWindows } from './accessWindows';
import { emailAddress, MAX_LENGTH, optionalRecordId, optionalText, rawText, recordId, requiredText, text } from './fields';
import { MOBILE_DIGITS } from './profile';
import { CUSTOMER_SOURCES, CUSTOMER_STATUSES } from './property';
import { serviceInput } from './service';
import { optionalReferralCode } from './referral';

export const PAST_CUSTOMER_TYPES = ['past', 'no-renew', 'pro-collect'] as const;
export const PRIORITIES = ['high', 'medium', 'low'] as const;
/** The languages a customer hears from the business in. */
export const LANGUAGES = ['en', 'es'] as const satisfies readonly Language[];

/** Consent per channel and kind: service messages by default, marketing only with an opt-in (marketingOptIn is e-mail's). */
export const customerConsent = z.object({
  language: z.enum(LANGUAGES, { error: 'validation.customer.choose_language' }).default('en'),
  emailService: z.boolean().default(true),
  textService: z.boolean().default(true),
  textMarketing: z.boolean().default(false),
});
export type CustomerConsent = z.infer<typeof customerConsent>;

/** Statuses that take a past customer type and a reason when chosen. */
export const STATUSES_NEEDING_REASON: readonly string[] = PAST_CUSTOMER_TYPES;

const phone = (required: Message) =>
  rawText(MAX_LENGTH.code, 'validation.common.enter_valid_phone_number_10_digits', required)
    .transform((value) => value.replace(/\D/g, ''))
    .refine((digits) => digits.length > 0, required)
    .refine((digits) => digits.length === 0 || digits.length === MOBILE_DIGITS, 'validation.common.enter_valid_phone_number_10_digits');

/**
 * Text a customer may leave blank (blank clears it); left out of a request, the stored value stays, so a form or
 * client that does not know the field never erases it.
 */
const keptText = (max: number) =>
  text(max)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));

/**
 * A commercial customer's company, where its bills go when not to the service address, and its purchase order
 * number: printed on its invoices and statements (docs/billing.md "Documents").
 */
export const billingFields = z.object({
  companyName: keptText(MAX_LENGTH.title),
  billingAddress: keptText(MAX_LENGTH.address),
  billingCity: keptText(MAX_LENGTH.name),
  billingState: z
    .string()
    .trim()
    .toUpperCase()
    .refine((state) => state === '' || /^[A-Z]{2}$/.test(state), 'validation.customer.state_2_letters')
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null)),
  billingZipcode: keptText(10),
  poNumber: keptText(MAX_LENGTH.code),
});
export type BillingFields = z.infer<typeof billingFields>;

export const customerInput = z.object({
  name: z.object({
    first: requiredText('validation.common.first_name_required', MAX_LENGTH.name),
    last: requiredText('validation.common.last_name_required', MAX_LENGTH.name),
  }),
  email: emailAddress('validation.common.valid_email_required', { lowerCase: true }),
  mobile: phone('validation.customer.phone_number_required'),
  emergencyPhone: phone('validation.customer.emergency_phone_required'),
  source: z.enum(CUSTOMER_SOURCES, { error: 'validation.customer.choose_source' }).default('none'),
  marketingOptIn: z.boolean().default(false),
  ...customerConsent.shape,
  ...billingFields.shape,
});
export type CustomerInput = z.infer<typeof customerInput>;

/** `PUT /customers/:id`: consent left out stays as it is, so an edit can never turn a customer's STOP back on. */
export const customerUpdateInput = customerInput.extend({
  language: z.enum(LANGUAGES, { error: 'validation.customer.choose_language' }).optional(),
  emailService: z.boolean().optional(),
  textService: z.boolean().optional(),
  textMarketing: z.boolean().optional(),
});
export type CustomerUpdateInput = z.infer<typeof customerUpdateInput>;

export const propertyInput = z.object({
  address: requiredText('validation.common.address_required', MAX_LENGTH.address),
  city: requiredText('validation.common.city_required', MAX_LENGTH.name),
  state: text(2, 'validation.customer.state_2_letters').length(2, 'validation.customer.state_2_letters').default('TX'),
  zipcode: text(10, 'validation.common.zip_code_at_most_10_characters', 'validation.customer.zip_code_required').min(
    5,
    'validation.common.zip_code_must_be_at_least_5',
  ),
  latitude: z
    .number()
    .min(-90)
    .max(90)
    .nullish()
    .transform((value) => value ?? null),
  longitude: z
    .number()
    .min(-180)
    .max(180)
    .nullish()
    .transform((value) => value ?? null),
  // Blank is missing, not zero: coercing it would tell the user 0 is too small when they entered nothing.
  lotSize: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce
      .number({ error: 'validation.customer.lot_size_required' })
      .int('validation.customer.lot_size_whole_square_feet')
      .min(1, 'validation.customer.lot_size_at_least_1')
      .max(1_000_000, 'validation.customer.lot_size_at_most_1_000_000'),
  ),
  cornerLot: z.boolean({ error: 'validation.customer.corner_lot_required' }),
  petsAndSecurity: requiredText('validation.customer.pets_and_security_required', MAX_LENGTH.address),
  backyardLockCode: requiredText('validation.customer.backyard_lock_code_required', MAX_LENGTH.code),
  subdivisionCode: requiredText('validation.customer.subdivision_code_required', MAX_LENGTH.code),
  duplexUnit: requiredText('validation.customer.unit_division_required', MAX_LENGTH.code),
  gateName: optionalText(MAX_LENGTH.name),
  gateCode: optionalText(MAX_LENGTH.code),
  routeCode: optionalText(MAX_LENGTH.code),
  houseValue: z.coerce
    .number({ error: 'validation.customer.house_value_number' })
    .min(0, 'validation.customer.house_value_must_be_0_or_more')
    .max(1_000_000_000, 'validation.customer.house_value_at_most_1_000_000')
    .nullish()
    .transform((value) => value ?? null),
  priority: z
    .enum(PRIORITIES)
    .nullish()
    .transform((value) => value ?? null),
  assigneeId: optionalRecordId('validation.customer.choose_assignee'),
  /** The discount code billing applies to the property's visits (docs/billing.md). */
  discountId: optionalRecordId('validation.customer.choose_discount'),
});
export type PropertyInput = z.infer<typeof propertyInput>;

const statusFields = z.object({
  status: z.enum(CUSTOMER_STATUSES, { error: 'validation.common.status_required' }),
  pastCustomerType: z
    .enum(PAST_CUSTOMER_TYPES, { error: 'validation.common.customer_type_required' })
    .nullish()
    .transform((value) => value ?? null),
  statusReason: optionalText(500),
});

/** Past, no-renew and pro-collect need the past customer type and a reason. */
function requireTypeAndReason(
  change: { status?: string; pastCustomerType?: string | null; statusReason?: string | null },
  ctx: z.RefinementCtx,
) {
  if (!change.status || !STATUSES_NEEDING_REASON.includes(change.status)) return;
  if (!change.pastCustomerType)
    ctx.addIssue({ code: 'custom', path: ['pastCustomerType'], message: 'validation.common.customer_type_required' });
  if (!change.statusReason) ctx.addIssue({ code: 'custom', path: ['statusReason'], message: 'validation.customer.reason_required' });
}

export const statusChange = statusFields.superRefine(requireTypeAndReason);
export type StatusChange = z.infer<typeof statusChange>;

/** The property view saves any subset of the property's fields, a status change included. */
export const propertyUpdate = propertyInput
  .partial()
  .extend({ ...statusFields.partial().shape, accessWindows: accessWindows.optional() })
  .superRefine(requireTypeAndReason);

export const newCustomerInput = customerInput.extend({
  property: propertyInput,
  services: z.array(serviceInput).max(2).default([]),
  signupId: optionalRecordId(),
  /** The referrer's code: the new property gets a referral tracker (a converted sign-up brings its own). */
  referralCode: optionalReferralCode,
});
export type NewCustomerInput = z.infer<typeof newCustomerInput>;

export const lockInput = z.object({ reason: requiredText('validation.customer.reason_required', 500) });
export const lockCustomerInput = lockInput.extend({ customerId: recordId('validation.customer.choose_customer') });
export type LockCustomerInput = z.infer<typeof lockCustomerInput>;

export const convertPropertyInput = z.union([
  z.object({ customerId: recordId('validation.customer.choose_customer') }),
  z.object({ customer: customerInput }),
]);
