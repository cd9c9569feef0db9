// A role: a name and the permission keys its users hold; the same schema checks the role form and /users/roles.
import { z } from 'zod';
import { PERMISSION_KEYS } from '../permissions';
import { requiredText } from './fields';

export const ADMIN_ROLE_NAME = 'admin';
export const ADMIN_KEEPS_ROLE_EDITING = 'validation.role.admin_role_must_keep_permission_to_edit';

export const roleInput = z.object({
  name: requiredText('validation.role.role_name_required', 60, 'validation.role.role_name_at_most_60_characters'),
  permissions: z
    .array(z.enum(PERMISSION_KEYS, { error: 'validation.role.unknown_permission' }))
    .max(PERMISSION_KEYS.length * 2, 'validation.role.too_many_permissions')
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
