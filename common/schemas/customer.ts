// A customer, its properties and status changes: one definition checks the Add Customer form, the property view and the API.
import { z } from 'zod';
import { emailAddress, MAX_LENGTH, optionalRecordId, optionalText, rawText, recordId, requiredText, text } from './fields';
import { MOBILE_DIGITS } from './profile';
import { CUSTOMER_SOURCES, CUSTOMER_STATUSES } from './property';
import { serviceInput } from './service';

export const PAST_CUSTOMER_TYPES = ['past', 'no-renew', 'pro-collect'] as const;
export const PRIORITIES = ['high', 'medium', 'low'] as const;

/** Statuses that take a past customer type and a reason when chosen. */
export const STATUSES_NEEDING_REASON: readonly string[] = PAST_CUSTOMER_TYPES;

const phone = (required: string) =>
  rawText(MAX_LENGTH.code, 'Enter a valid phone number (10 digits).', required)
    .transform((value) => value.replace(/\D/g, ''))
    .refine((digits) => digits.length > 0, required)
    .refine((digits) => digits.length === 0 || digits.length === MOBILE_DIGITS, 'Enter a valid phone number (10 digits).');

export const customerInput = z.object({
  name: z.object({
    first: requiredText('First name is required.', MAX_LENGTH.name),
    last: requiredText('Last name is required.', MAX_LENGTH.name),
  }),
  email: emailAddress('Valid email is required.', { lowerCase: true }),
  mobile: phone('Phone number is required.'),
  emergencyPhone: phone('Emergency phone is required.'),
  source: z.enum(CUSTOMER_SOURCES, { error: 'Choose a source.' }).default('none'),
  marketingOptIn: z.boolean().default(true),
});
export type CustomerInput = z.infer<typeof customerInput>;

export const propertyInput = z.object({
  address: requiredText('Address is required.', MAX_LENGTH.address),
  city: requiredText('City is required.', MAX_LENGTH.name),
  state: text(2, 'State is 2 letters.').length(2, 'State is 2 letters.').default('TX'),
  zipcode: text(10, 'Zip code is at most 10 characters.', 'Zip code is required.').min(5, 'Zip code must be at least 5 characters.'),
  latitude: z.number().min(-90).max(90).nullish().transform((value) => value ?? null),
  longitude: z.number().min(-180).max(180).nullish().transform((value) => value ?? null),
  lotSize: z.coerce.number({ error: 'Lot size is required.' }).int('Lot size is whole square feet.').min(1, 'Lot size is required.').max(1_000_000, 'Lot size is at most 1,000,000 sq ft.'),
  cornerLot: z.boolean({ error: 'Corner lot is required.' }),
  petsAndSecurity: requiredText('Pets and security is required.', MAX_LENGTH.address),
  backyardLockCode: requiredText('Backyard lock code is required.', MAX_LENGTH.code),
  subdivisionCode: requiredText('Subdivision code is required.', MAX_LENGTH.code),
  duplexUnit: requiredText('Unit/division is required.', MAX_LENGTH.code),
  gateName: optionalText(MAX_LENGTH.name),
  gateCode: optionalText(MAX_LENGTH.code),
  routeCode: optionalText(MAX_LENGTH.code),
  houseValue: z.coerce
    .number({ error: 'House value is a number.' })
    .min(0, 'House value must be 0 or more.')
    .max(1_000_000_000, 'House value is at most 1,000,000,000.')
    .nullish()
    .transform((value) => value ?? null),
  priority: z.enum(PRIORITIES).nullish().transform((value) => value ?? null),
  assigneeId: optionalRecordId('Choose an assignee.'),
});
export type PropertyInput = z.infer<typeof propertyInput>;

const statusFields = z.object({
  status: z.enum(CUSTOMER_STATUSES, { error: 'Status is required.' }),
  pastCustomerType: z.enum(PAST_CUSTOMER_TYPES, { error: 'Customer type is required.' }).nullish().transform((value) => value ?? null),
  statusReason: optionalText(500),
});

/** Past, no-renew and pro-collect need the past customer type and a reason. */
function requireTypeAndReason(change: { status?: string; pastCustomerType?: string | null; statusReason?: string | null }, ctx: z.RefinementCtx) {
  if (!change.status || !STATUSES_NEEDING_REASON.includes(change.status)) return;
  if (!change.pastCustomerType) ctx.addIssue({ code: 'custom', path: ['pastCustomerType'], message: 'Customer type is required.' });
  if (!change.statusReason) ctx.addIssue({ code: 'custom', path: ['statusReason'], message: 'Reason is required.' });
}

export const statusChange = statusFields.superRefine(requireTypeAndReason);
export type StatusChange = z.infer<typeof statusChange>;

/** The property view saves any subset of the property's fields, a status change included. */
export const propertyUpdate = propertyInput.partial().extend(statusFields.partial().shape).superRefine(requireTypeAndReason);

export const newCustomerInput = customerInput.extend({
  property: propertyInput,
  services: z.array(serviceInput).max(2).default([]),
  signupId: optionalRecordId(),
});
export type NewCustomerInput = z.infer<typeof newCustomerInput>;

export const lockInput = z.object({ reason: requiredText('Reason is required.', 500) });
export const lockCustomerInput = lockInput.extend({ customerId: recordId('Choose a customer.') });
export type LockCustomerInput = z.infer<typeof lockCustomerInput>;

export const convertPropertyInput = z.union([
  z.object({ customerId: recordId('Choose a customer.') }),
  z.object({ customer: customerInput }),
]);
