// A lead beside the existing customers its e-mail or mobile matches (issue 65): staff confirm which one it is, or none,
// before a won quote may join that customer's account. Nothing typed on a public form decides it.
import { z } from 'zod';
import { recordId } from './fields';

/** An existing customer a lead's e-mail or mobile matched, as staff compare it with the lead. */
export const customerMatch = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  /** Its properties' addresses, the oldest first. */
  addresses: z.array(z.string()),
  createdAt: z.string(),
  /** The lead's e-mail matched (any case), its mobile matched (digits). */
  emailMatches: z.boolean(),
  mobileMatches: z.boolean(),
});
export type CustomerMatch = z.infer<typeof customerMatch>;

/** `PUT /leads/{id}/customer`: the matched customer staff confirm the lead is, or null for a new customer. */
export const leadCustomerInput = z.object({ customerId: recordId().nullable() });
export type LeadCustomerInput = z.infer<typeof leadCustomerInput>;
