// A customer's paid quote deposits as the Billing tab lists them (issue 64): each deposit with its card and refunds, and
// what is left of the customer's credit (what later visits' payments did not take and no refund gave back).
import { z } from 'zod';
import { CARD_BRANDS } from './card';

export const depositRow = z.object({
  _id: z.string(),
  quoteId: z.string(),
  propertyId: z.string().nullable(),
  amountCents: z.number(),
  paidAt: z.string(),
  brand: z.enum(CARD_BRANDS),
  last4: z.string(),
  refundedCents: z.number(),
});
export type DepositRow = z.infer<typeof depositRow>;

export const customerDeposits = z.object({
  deposits: z.array(depositRow),
  /** The customer's deposit credit left for its next visits. */
  leftCents: z.number(),
});
export type CustomerDeposits = z.infer<typeof customerDeposits>;
