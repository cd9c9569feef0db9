// Sign-in shapes shared by the sign-in form and POST /users/login.
import { z } from 'zod';
import { MAX_LENGTH, rawText, requiredText } from './fields';

export const LOGIN_ROLES = ['admin', 'crew'] as const;
export type LoginRole = (typeof LOGIN_ROLES)[number];

export const loginInput = z.object({
  id: requiredText('validation.common.username_required', MAX_LENGTH.address),
  password: rawText(MAX_LENGTH.secret).min(1, 'validation.common.password_required'),
  loginRole: z.enum(LOGIN_ROLES),
});
export type LoginInput = z.infer<typeof loginInput>;

export const sessionUser = z.object({
  _id: z.string(),
  token: z.string(),
  name: z.string(),
  role: z.string(),
  type: z.enum(['admin', 'csr', 'vendor', 'crew', 'customer']),
  properties: z.array(z.string()),
  vendor: z.object({ _id: z.string(), status: z.string() }).nullable(),
  crew: z.object({ _id: z.string(), name: z.string() }).nullable(),
  permissions: z.array(z.string()),
  /** The business's time zone (System Settings): every time the user reads is on its clock; absent from older sessions. */
  timeZone: z.string().optional(),
  /** An admin of a business whose setup walk-through is not done: signing in opens it. */
  setupPending: z.boolean().optional(),
  /** False for a customer signed in by a sign-in link who has not set a password yet: the password page asks no old one. */
  hasPassword: z.boolean().optional(),
});
export type SessionUser = z.infer<typeof sessionUser>;

const NEW_PASSWORD_PATTERN = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])(?=.*[^A-Za-z0-9\s])\S+$/;

const isPasswordLength = (value: string) => value.length >= 6 && value.length <= 12;

/** A new password: 6 to 12 characters; the pattern message shows only once the length is right. */
export const newPassword = (requiredMessage: string) =>
  rawText(MAX_LENGTH.secret)
    .min(1, requiredMessage)
    .superRefine((value, ctx) => {
      if (!value) return;
      if (!isPasswordLength(value)) ctx.addIssue({ code: 'custom', message: 'validation.auth.password_must_be_6_to_12_characters' });
      else if (!NEW_PASSWORD_PATTERN.test(value)) {
        ctx.addIssue({ code: 'custom', message: 'validation.auth.password_needs_1_lowercase_1_uppercase_1' });
      }
    });

export const emailOrPhoneInput = z.object({
  emailOrPhone: requiredText('validation.auth.email_or_phone_number_required', MAX_LENGTH.address),
});

export const resetPasswordInput = z
  .object({
    token: rawText(MAX_LENGTH.note),
    otp: requiredText('validation.auth.otp_required', MAX_LENGTH.code),
    password: newPassword('validation.auth.new_password_required'),
    confirmPassword: rawText(MAX_LENGTH.secret)
      .min(1, 'validation.auth.confirm_password_required')
      .refine((value) => !value || isPasswordLength(value), 'validation.auth.confirm_password_must_be_6_to_12_characters'),
  })
  .refine((input) => !input.confirmPassword || input.password === input.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.auth.confirm_password_not_match',
  });

const newPasswordFields = {
  newPassword: newPassword('validation.auth.enter_new_password'),
  confirmPassword: rawText(MAX_LENGTH.secret).min(1, 'validation.auth.confirm_new_password'),
};
const confirms = (input: { newPassword: string; confirmPassword: string }) =>
  !input.confirmPassword || input.newPassword === input.confirmPassword;
const mismatch = () => ({ path: ['confirmPassword'], message: 'validation.auth.confirm_password_not_match' });

export const changePasswordInput = z
  .object({ oldPassword: rawText(MAX_LENGTH.secret).min(1, 'validation.auth.enter_old_password'), ...newPasswordFields })
  .refine(confirms, mismatch());
/** A customer signed in by a sign-in link who has no password yet sets one: there is no old one to give. */
export const firstPasswordInput = z.object(newPasswordFields).refine(confirms, mismatch());
export type FirstPasswordInput = z.infer<typeof firstPasswordInput>;
/** What the API takes: the server asks the old password of every account that has one. */
export const passwordChangeBody = z
  .object({ oldPassword: rawText(MAX_LENGTH.secret).optional(), ...newPasswordFields })
  .refine(confirms, mismatch());
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;
