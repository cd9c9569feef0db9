// A role: a name and the permission keys its users hold; the same schema checks the role form and /users/roles.
import { z } from 'zod';
import { PERMISSION_KEYS } from '../permissions';

export const ADMIN_ROLE_NAME = 'admin';
export const ADMIN_KEEPS_ROLE_EDITING = 'The admin role must keep the permission to edit roles.';

export const roleInput = z.object({
  name: z.string().trim().min(1, 'Role name is required.').max(60, 'Role name is at most 60 characters.'),
  permissions: z
    .array(z.enum(PERMISSION_KEYS, { error: 'Unknown permission.' }))
    .default([])
    .transform((keys) => [...new Set(keys)]),
});
export type RoleInput = z.infer<typeof roleInput>;

export const roleRecord = z.object({
  _id: z.string(),
  name: z.string(),
  permissions: z.array(z.string()),
  userCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RoleRecord = z.infer<typeof roleRecord>;
