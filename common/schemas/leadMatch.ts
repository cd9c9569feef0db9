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

/**
 * The public quote page's view of the account a new lead's quote may join (docs/security.md "Won quotes"): whether its
 * e-mail or mobile matches one, where a sign-in link would go (the e-mail on file, masked: never an address the page's
 * visitor types), and, for the matching customer signed in, their cards to choose the one this address is charged to.
 */
export const quoteAccount = z.object({
  /** The lead's e-mail or mobile matches an existing customer (or staff confirmed which one it is). */
  matches: z.boolean(),
  /** Staff confirmed the match: the approval joins that account whoever approves, charged to no card until one is chosen. */
  confirmedByStaff: z.boolean(),
  /** The e-mail on file a sign-in link goes to, masked (`j•••@example.com`); null when no match has one. */
  emailOnFile: z.string().nullable(),
  /** The caller is signed in as the matching customer: their approval joins their account. */
  signedIn: z.boolean(),
  /** The signed-in customer's kept cards (never their token), the default first. */
  cards: z.array(z.object({ _id: z.string(), brand: z.string(), last4: z.string(), isDefault: z.boolean() })),
});
export type QuoteAccount = z.infer<typeof quoteAccount>;

/** What an approval did with the account: joined an existing one or made a new one, and whether a card is charged. */
export const quoteApprovalResult = z.object({
  totalCents: z.number(),
  services: z.number(),
  joinedAccount: z.boolean(),
  /** `none`: no card is charged for this address until the customer (portal) or the office chooses one. */
  autoCharge: z.enum(['default', 'card', 'none']),
});
export type QuoteApprovalResult = z.infer<typeof quoteApprovalResult>;
