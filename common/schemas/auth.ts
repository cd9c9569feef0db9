// Sign-in shapes shared by the sign-in form and POST /users/login.
import { z } from 'zod';
import { MAX_LENGTH, rawText, requiredText } from './fields';

export const LOGIN_ROLES = ['admin', 'crew'] as const;
export type LoginRole = (typeof LOGIN_ROLES)[number];

export const loginInput = z.object({
  id: requiredText('Username is required.', MAX_LENGTH.address),
  password: rawText(MAX_LENGTH.secret).min(1, 'Password is required.'),
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
});
export type SessionUser = z.infer<typeof sessionUser>;

const NEW_PASSWORD_PATTERN = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])(?=.*[^A-Za-z0-9\s])\S+$/;

/** A new password: 6 to 12 characters; the pattern message shows only once the length is right. */
export const newPassword = (requiredMessage: string) =>
  rawText(MAX_LENGTH.secret)
    .min(1, requiredMessage)
    .superRefine((value, ctx) => {
      if (!value) return;
      if (value.length < 6 || value.length > 12) ctx.addIssue({ code: 'custom', message: 'Password must be 6 to 12 characters.' });
      else if (!NEW_PASSWORD_PATTERN.test(value)) {
        ctx.addIssue({ code: 'custom', message: 'Password needs 1 lowercase, 1 uppercase, 1 digit, 1 special symbol and no spaces.' });
      }
    });

export const emailOrPhoneInput = z.object({
  emailOrPhone: requiredText('Email or Phone Number required.', MAX_LENGTH.address),
});

export const resetPasswordInput = z
  .object({
    token: rawText(MAX_LENGTH.note),
    otp: requiredText('OTP required.', MAX_LENGTH.code),
    password: newPassword('New Password required.'),
    confirmPassword: rawText(MAX_LENGTH.secret).min(1, 'Confirm Password required.'),
  })
  .refine((input) => !input.confirmPassword || input.password === input.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Confirm password not match',
  });

export const changePasswordInput = z
  .object({
    oldPassword: rawText(MAX_LENGTH.secret).min(1, 'Please enter old password.'),
    newPassword: newPassword('Please enter new password.'),
    confirmPassword: rawText(MAX_LENGTH.secret).min(1, 'Please confirm the new password.'),
  })
  .refine((input) => !input.confirmPassword || input.newPassword === input.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Confirm password not match',
  });
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;
