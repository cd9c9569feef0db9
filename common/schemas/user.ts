// A user account managed by staff: the same schemas check the user form and POST/PUT /users.
import { z } from 'zod';
import { USER_TYPES } from '../permissions';
import { newPassword } from './auth';
import { calendarDate, emailAddress, MAX_LENGTH, optionalRecordId, optionalText, rawText, recordId, requiredText } from './fields';
import { MOBILE_DIGITS } from './profile';

export const USERNAME_MIN = 6;
export const USERNAME_TAKEN = 'Username already exists. Please try a different username.';
export const MOBILE_TAKEN = 'Mobile number already exists. Please try a different mobile number.';

export const usernameField = requiredText('Username is required.', MAX_LENGTH.name)
  .min(USERNAME_MIN, `Username must be at least ${USERNAME_MIN} characters.`)
  .regex(/^\S+$/, 'Username cannot contain spaces.');

export const emailField = emailAddress();

const optionalDate = calendarDate('Enter a valid date.')
  .nullish()
  .or(z.literal('').transform(() => null))
  .transform((value) => value ?? null);

const userFields = z.object({
  username: usernameField,
  email: emailField,
  name: z.object({
    first: requiredText('First name is required.', MAX_LENGTH.name),
    last: requiredText('Last name is required.', MAX_LENGTH.name),
  }),
  mobile: rawText(MAX_LENGTH.code, 'Enter a valid mobile number (10 digits).', 'Mobile number is required.')
    .transform((value) => value.replace(/\D/g, ''))
    .refine((digits) => digits.length > 0, 'Mobile number is required.')
    .refine((digits) => digits.length === 0 || digits.length === MOBILE_DIGITS, 'Enter a valid mobile number (10 digits).'),
  type: z.enum(USER_TYPES, { error: 'Choose a user type.' }),
  role: recordId('Choose a role.'),
  isActive: z.boolean().default(true),
  address: optionalText(MAX_LENGTH.address, 'Address is at most 200 characters.'),
  dateOfJoining: optionalDate,
  vendor: optionalRecordId('Choose a vendor.'),
  crew: optionalRecordId('Choose a crew.'),
});

/** A crew member belongs to a crew, a vendor user to a vendor; other types carry neither. */
function linkedRecords(user: { type: string; vendor: string | null; crew: string | null }, ctx: z.RefinementCtx) {
  if (user.type === 'crew' && !user.crew) ctx.addIssue({ code: 'custom', path: ['crew'], message: 'Choose a crew.' });
  if (user.type === 'vendor' && !user.vendor) ctx.addIssue({ code: 'custom', path: ['vendor'], message: 'Choose a vendor.' });
}

export const userCreateInput = userFields.extend({ password: newPassword('Password is required.') }).superRefine(linkedRecords);
export type UserCreateInput = z.infer<typeof userCreateInput>;

/** On edit an empty password keeps the current one. */
export const userUpdateInput = userFields
  .extend({ password: z.union([z.literal('').transform(() => undefined), newPassword('Password is required.')]).optional() })
  .superRefine(linkedRecords);
export type UserUpdateInput = z.infer<typeof userUpdateInput>;

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
});
export type UserRecord = z.infer<typeof userRecord>;

export const existsResponse = z.object({ status: z.literal(200), data: z.object({ exists: z.boolean() }) });
