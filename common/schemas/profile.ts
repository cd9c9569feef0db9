// The signed-in user's profile: the same schema checks the profile form and PUT /user/{id}.
import { z } from 'zod';
import { USER_TYPES } from '../permissions';
import { calendarDateProblem, DATE_PATTERN, emailAddress, MAX_LENGTH, rawText, requiredText, text } from './fields';

import { formatPhone, MOBILE_DIGITS } from '../phone';

export { formatPhone, MOBILE_DIGITS };
export const EMAIL_TAKEN = 'validation.profile.email_address_already_exists_try_different_email';
export const PHONE_TAKEN = 'validation.profile.phone_number_already_exists_try_different_phone';

const today = () => new Date().toISOString().slice(0, 10);

export const profileInput = z.object({
  name: z.object({
    first: requiredText('validation.common.first_name_required', MAX_LENGTH.name),
    last: requiredText('validation.common.last_name_required', MAX_LENGTH.name),
  }),
  email: emailAddress(),
  mobile: rawText(MAX_LENGTH.code, 'validation.common.enter_valid_mobile_number_10_digits')
    .transform((value) => value.replace(/\D/g, ''))
    .refine((digits) => digits === '' || digits.length === MOBILE_DIGITS, 'validation.common.enter_valid_mobile_number_10_digits'),
  dateOfBirth: z
    .string()
    .regex(DATE_PATTERN, 'validation.common.enter_valid_date')
    .superRefine((value, ctx) => {
      // A birthday in the future is the likelier slip than a year out of range, so it is named first.
      const problem = value > today() ? 'validation.profile.date_of_birth_cannot_be_in_future' : calendarDateProblem(value);
      if (problem && DATE_PATTERN.test(value)) ctx.addIssue({ code: 'custom', message: problem });
    })
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null)),
  crew: z.object({ address: text(MAX_LENGTH.address) }).optional(),
});
export type ProfileInput = z.infer<typeof profileInput>;

/** Customers must keep a mobile number (their e-mail is required by the schema for everyone). */
export const customerProfileInput = profileInput.refine((profile) => profile.mobile.length > 0, {
  path: ['mobile'],
  message: 'validation.common.mobile_number_required',
});

/** A user's profile as GET/PUT /user/{id} answer it. */
export const profileRecord = z.object({
  _id: z.string(),
  name: z.object({ first: z.string(), last: z.string() }),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  username: z.string(),
  dateOfJoining: z.string().nullable(),
  profile: z.object({ file: z.string().nullable() }),
  crew: z.object({ address: z.string().nullable() }),
  type: z.enum(USER_TYPES),
  role: z.string(),
  isActive: z.boolean(),
});
export type ProfileRecord = z.infer<typeof profileRecord>;
