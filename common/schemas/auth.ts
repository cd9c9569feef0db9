// Sign-in shapes shared by the sign-in form and POST /users/login.
import { z } from 'zod';

export const LOGIN_ROLES = ['admin', 'crew'] as const;
export type LoginRole = (typeof LOGIN_ROLES)[number];

export const loginInput = z.object({
  id: z.string().trim().min(1, 'Username is required.'),
  password: z.string().min(1, 'Password is required.'),
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
  permissions: z.array(z.string()),
});
export type SessionUser = z.infer<typeof sessionUser>;
