// The pickers' choices: staff to assign work to, and the roles, vendors and crews a user can be attached to.
import { z } from 'zod';
import { USER_TYPES } from '../permissions';

export const staffMember = z.object({ _id: z.string(), name: z.object({ first: z.string(), last: z.string() }), type: z.enum(USER_TYPES) });
export type StaffMember = z.infer<typeof staffMember>;

const named = z.object({ _id: z.string(), name: z.string() });
export const userChoices = z.object({
  roles: z.array(named),
  vendors: z.array(named),
  crews: z.array(named.extend({ vendorId: z.string() })),
});
export type UserChoices = z.infer<typeof userChoices>;

/** The reasons a board may give: skip takes an un-assign phrase, cancel a cancel-assignment one. */
export const REASON_PHRASE_TYPES = ['un-assign', 'cancel-assignment'] as const;
export type ReasonPhraseType = (typeof REASON_PHRASE_TYPES)[number];

/** GET /work-logs/choices: the Assignment board's pickers, under assignment_list alone (a vendor: its own crews). */
export const workLogChoices = z.object({
  crews: z.array(named.extend({ vendorId: z.string(), vendorName: z.string() })),
  markets: z.array(named),
  phrases: z.array(named.extend({ phrase: z.string(), type: z.enum(REASON_PHRASE_TYPES) })),
});
export type WorkLogChoices = z.infer<typeof workLogChoices>;
