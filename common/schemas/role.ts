// A role: a name and the permission keys its users hold; the same schema checks the role form and /users/roles.
import { z } from 'zod';
import { PERMISSION_KEYS } from '../permissions';
import { requiredText } from './fields';

export const ADMIN_ROLE_NAME = 'admin';
export const ADMIN_KEEPS_ROLE_EDITING = 'The admin role must keep the permission to edit roles.';

export const roleInput = z.object({
  name: requiredText('Role name is required.', 60, 'Role name is at most 60 characters.'),
  permissions: z
    .array(z.enum(PERMISSION_KEYS, { error: 'Unknown permission.' }))
    .max(PERMISSION_KEYS.length * 2, 'Too many permissions.')
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
