// A user account managed by staff: the same schemas check the user form and POST/PUT /users.
import { withParams } from '../i18n/keys';
import { z } from 'zod';
import { payFields, payRateRecord } from './labour';
import { USER_TYPES } from '../permissions';
import { newPassword } from './auth';
import { calendarDate, emailAddress, MAX_LENGTH, optionalRecordId, optionalText, rawText, recordId, requiredText } from './fields';
import { MOBILE_DIGITS } from './profile';

export const USERNAME_MIN = 6;
export const USERNAME_TAKEN = 'validation.user.username_already_exists_try_different_username';
export const MOBILE_TAKEN = 'validation.user.mobile_number_already_exists_try_different_mobile';

export const usernameField = requiredText('validation.common.username_required', MAX_LENGTH.name)
  .min(USERNAME_MIN, withParams('validation.user.username_too_short', { min: USERNAME_MIN }))
  .regex(/^\S+$/, 'validation.user.username_cannot_contain_spaces');

export const emailField = emailAddress();

const optionalDate = calendarDate('validation.common.enter_valid_date')
  .nullish()
  .or(z.literal('').transform(() => null))
  .transform((value) => value ?? null);

const userFields = z.object({
  username: usernameField,
  email: emailField,
  name: z.object({
    first: requiredText('validation.common.first_name_required', MAX_LENGTH.name),
    last: requiredText('validation.common.last_name_required', MAX_LENGTH.name),
  }),
  mobile: rawText(MAX_LENGTH.code, 'validation.common.enter_valid_mobile_number_10_digits', 'validation.common.mobile_number_required')
    .transform((value) => value.replace(/\D/g, ''))
    .refine((digits) => digits.length > 0, 'validation.common.mobile_number_required')
    .refine((digits) => digits.length === 0 || digits.length === MOBILE_DIGITS, 'validation.common.enter_valid_mobile_number_10_digits'),
  type: z.enum(USER_TYPES, { error: 'validation.user.choose_user_type' }),
  role: recordId('validation.common.choose_role'),
  isActive: z.boolean().default(true),
  address: optionalText(MAX_LENGTH.address, 'validation.user.address_at_most_200_characters'),
  dateOfJoining: optionalDate,
  vendor: optionalRecordId('validation.common.choose_vendor'),
  crew: optionalRecordId('validation.common.choose_crew'),
});

/** A crew member belongs to a crew, a vendor user to a vendor; other types carry neither. */
function linkedRecords(user: { type: string; vendor: string | null; crew: string | null }, ctx: z.RefinementCtx) {
  if (user.type === 'crew' && !user.crew) ctx.addIssue({ code: 'custom', path: ['crew'], message: 'validation.common.choose_crew' });
  if (user.type === 'vendor' && !user.vendor)
    ctx.addIssue({ code: 'custom', path: ['vendor'], message: 'validation.common.choose_vendor' });
}

export const userCreateInput = userFields
  .extend({ password: newPassword('validation.common.password_required') })
  .superRefine(linkedRecords);
export type UserCreateInput = z.infer<typeof userCreateInput>;

/** On edit an empty password keeps the current one. */
const userUpdateFields = userFields.extend({
  password: z.union([z.literal('').transform(() => undefined), newPassword('validation.common.password_required')]).optional(),
});
export const userUpdateInput = userUpdateFields.superRefine(linkedRecords);
export type UserUpdateInput = z.infer<typeof userUpdateInput>;

/** `PUT /users/{id}`: the account form, with a pay change beside it (admin), or a pay change alone (docs/labour.md). */
export const userUpdateWithPay = userUpdateFields.extend(payFields.partial().shape).superRefine(linkedRecords);
export const userUpdateBody = z.union([payFields.strict(), userUpdateWithPay]);
export type UserUpdateBody = z.infer<typeof userUpdateBody>;

/** What the API answers: plain values, since a response schema cannot hold the input's transforms. */
export const userRecord = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  name: z.object({ first: z.string(), last: z.string() }),
  mobile: z.string().nullable(),
  type: z.enum(USER_TYPES),
  role: z.string(),
  roleName: z.string(),
  isActive: z.boolean(),
  address: z.string().nullable(),
  dateOfJoining: z.string().nullable(),
  vendor: z.string().nullable(),
  vendorName: z.string().nullable(),
  crew: z.string().nullable(),
  crewName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Pay, in an admin's answer only: the rate in effect today (docs/labour.md). */
  pay: payRateRecord.nullable().optional(),
});
export type UserRecord = z.infer<typeof userRecord>;

export const existsResponse = z.object({ status: z.literal(200), data: z.object({ exists: z.boolean() }) });
