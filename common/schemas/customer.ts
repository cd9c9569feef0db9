// A customer, its properties and status changes: one definition checks the Add Customer form, the property view and the API.
import { z } from 'zod';
import { MOBILE_DIGITS } from './profile';
import { CUSTOMER_SOURCES, CUSTOMER_STATUSES } from './property';
import { serviceInput } from './service';

export const PAST_CUSTOMER_TYPES = ['past', 'no-renew', 'pro-collect'] as const;
export const PRIORITIES = ['high', 'medium', 'low'] as const;

/** Statuses that take a past customer type and a reason when chosen. */
export const STATUSES_NEEDING_REASON: readonly string[] = PAST_CUSTOMER_TYPES;

const phone = (required: string) =>
  z
    .string({ error: required })
    .transform((value) => value.replace(/\D/g, ''))
    .refine((digits) => digits.length > 0, required)
    .refine((digits) => digits.length === 0 || digits.length === MOBILE_DIGITS, 'Enter a valid phone number (10 digits).');

const requiredText = (message: string, max = 200) => z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters.`);
const optionalText = (max = 200) => z.string().trim().max(max, `At most ${max} characters.`).nullish().transform((value) => value || null);

export const customerInput = z.object({
  name: z.object({
    first: requiredText('First name is required.', 80),
    last: requiredText('Last name is required.', 80),
  }),
  email: z.string({ error: 'Valid email is required.' }).trim().toLowerCase().pipe(z.email('Valid email is required.')),
  mobile: phone('Phone number is required.'),
  emergencyPhone: phone('Emergency phone is required.'),
  source: z.enum(CUSTOMER_SOURCES, { error: 'Choose a source.' }).default('none'),
  marketingOptIn: z.boolean().default(true),
});
export type CustomerInput = z.infer<typeof customerInput>;

export const propertyInput = z.object({
  address: requiredText('Address is required.'),
  city: requiredText('City is required.', 80),
  state: z.string().trim().length(2, 'State is 2 letters.').default('TX'),
  zipcode: z.string({ error: 'Zip code is required.' }).trim().min(5, 'Zip code must be at least 5 characters.').max(10, 'Zip code is at most 10 characters.'),
  latitude: z.number().min(-90).max(90).nullish().transform((value) => value ?? null),
  longitude: z.number().min(-180).max(180).nullish().transform((value) => value ?? null),
  lotSize: z.coerce.number({ error: 'Lot size is required.' }).int('Lot size is whole square feet.').min(1, 'Lot size is required.').max(1_000_000, 'Lot size is at most 1,000,000 sq ft.'),
  cornerLot: z.boolean({ error: 'Corner lot is required.' }),
  petsAndSecurity: requiredText('Pets and security is required.'),
  backyardLockCode: requiredText('Backyard lock code is required.', 40),
  subdivisionCode: requiredText('Subdivision code is required.', 40),
  duplexUnit: requiredText('Unit/division is required.', 40),
  gateName: optionalText(80),
  gateCode: optionalText(40),
  routeCode: optionalText(40),
  houseValue: z.coerce.number({ error: 'House value is a number.' }).min(0, 'House value must be 0 or more.').nullish().transform((value) => value ?? null),
  priority: z.enum(PRIORITIES).nullish().transform((value) => value ?? null),
  assigneeId: z.string().nullish().transform((value) => value || null),
});
export type PropertyInput = z.infer<typeof propertyInput>;

const statusFields = z.object({
  status: z.enum(CUSTOMER_STATUSES, { error: 'Status is required.' }),
  pastCustomerType: z.enum(PAST_CUSTOMER_TYPES, { error: 'Customer type is required.' }).nullish().transform((value) => value ?? null),
  statusReason: z.string().trim().max(500).nullish().transform((value) => value || null),
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
  signupId: z.string().nullish(),
});
export type NewCustomerInput = z.infer<typeof newCustomerInput>;

export const lockInput = z.object({ reason: requiredText('Reason is required.', 500) });
export const lockCustomerInput = lockInput.extend({ customerId: z.string({ error: 'Choose a customer.' }).min(1, 'Choose a customer.') });
export type LockCustomerInput = z.infer<typeof lockCustomerInput>;

export const convertPropertyInput = z.union([
  z.object({ customerId: z.string().min(1, 'Choose a customer.') }),
  z.object({ customer: customerInput }),
]);
