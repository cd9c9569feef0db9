// The pickers' choices: staff to assign work to, and the roles, vendors and crews a user can be attached to.
import { z } from 'zod';
import { USER_TYPES } from '../permissions';

export const staffMember = z.object({ _id: z.string(), name: z.object({ first: z.string(), last: z.string() }), type: z.enum(USER_TYPES) });
export type StaffMember = z.infer<typeof staffMember>;

const named = z.object({ _id: z.string(), name: z.string() });
export const userChoices = z.object({ roles: z.array(named), vendors: z.array(named), crews: z.array(named.extend({ vendorId: z.string() })) });
export type UserChoices = z.infer<typeof userChoices>;
