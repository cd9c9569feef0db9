// An admin made from the command line (`npm run admin:create`), checked by the script and again by the server that creates it.
import { z } from 'zod';
import { newPassword } from './auth';
import { MAX_LENGTH, rawText, text } from './fields';
import { emailField, usernameField } from './user';

export const PASSWORD_MISMATCH = 'validation.auth.confirm_password_not_match';

export const adminIdentity = z.object({
  username: usernameField,
  email: emailField,
  firstName: text(MAX_LENGTH.name),
  lastName: text(MAX_LENGTH.name),
});
export type AdminIdentity = z.infer<typeof adminIdentity>;

export const adminCreateInput = adminIdentity
  .extend({ password: newPassword('validation.common.password_required'), confirmPassword: rawText(MAX_LENGTH.secret) })
  .refine((input) => input.password === input.confirmPassword, { path: ['confirmPassword'], message: PASSWORD_MISMATCH });
export type AdminCreateInput = z.infer<typeof adminCreateInput>;

/** What the script hands a running server: the password already hashed, so its text is never written to a file. */
export const adminRequest = adminIdentity.extend({ passwordHash: z.string().regex(/^scrypt\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/) });
export type AdminRequest = z.infer<typeof adminRequest>;

/** The server's answer: the new admin's id, or the refusal (a catalog key) with the field it concerns. */
export const adminResult = z.union([
  z.object({ ok: z.literal(true), id: z.string() }),
  z.object({ ok: z.literal(false), field: z.string().optional(), message: z.string() }),
]);
export type AdminResult = z.infer<typeof adminResult>;
