// Holds: a property's future visits held for unpaid charges (docs/billing.md "Holds"), by themselves or by staff.
import { z } from 'zod';
import { MAX_LENGTH, requiredText } from './fields';

/** PUT /properties/{id}/visits-hold: staff hold or release a property's visits, saying why. */
export const visitsHoldInput = z.object({
  hold: z.boolean({ error: 'validation.payment.hold_choice_required' }),
  reason: requiredText('validation.payment.hold_reason_required', MAX_LENGTH.note),
});
export type VisitsHoldInput = z.infer<typeof visitsHoldInput>;

export const visitsHoldResult = z.object({
  propertyId: z.string(),
  visitsHeld: z.boolean(),
  visitsHeldAt: z.string().nullable(),
  /** Staff's words, or a catalog key (`server.holds.…`) for a hold or release that happened by itself. */
  visitsHoldReason: z.string().nullable(),
});
export type VisitsHoldResult = z.infer<typeof visitsHoldResult>;
