// Newsletters: a marketing e-mail composed from a template, the audience it goes to, and each recipient's outcome.
import { z } from 'zod';
import { emailTemplateInput } from './emailTemplate';
import { recordId } from './fields';
import { CUSTOMER_SOURCES, CUSTOMER_STATUSES } from './property';
import { SERVICE_TYPES } from './service';

/** Who receives it: customers matching every list given (an empty list matches anyone); archived customers never. */
export const newsletterAudience = z.object({
  marketIds: z.array(recordId()).max(100).default([]),
  statuses: z.array(z.enum(CUSTOMER_STATUSES)).max(CUSTOMER_STATUSES.length).default([]),
  serviceTypes: z.array(z.enum(SERVICE_TYPES)).max(SERVICE_TYPES.length).default([]),
  sources: z.array(z.enum(CUSTOMER_SOURCES)).max(CUSTOMER_SOURCES.length).default([]),
});
export type NewsletterAudience = z.infer<typeof newsletterAudience>;

/** What the e-mail says: a template's subject and bodies, as written or edited; template variables are filled per recipient. */
export const newsletterContent = emailTemplateInput.pick({ subject: true, htmlBody: true, alterBody: true });
export type NewsletterContent = z.infer<typeof newsletterContent>;

export const newsletterInput = newsletterContent.extend({
  templateId: recordId('validation.newsletter.choose_marketing_template'),
  audience: newsletterAudience,
});
export type NewsletterInput = z.infer<typeof newsletterInput>;

export const NEWSLETTER_STATUSES = ['sending', 'completed'] as const;
/** pending: waiting its turn; sending: claimed, its message under way (left so by a crash, it is never sent again). */
export const RECIPIENT_STATUSES = ['pending', 'sending', 'sent', 'failed', 'skipped'] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];
/** Why a recipient was skipped or failed without a mail server's own words (not_rendered: its message could not be filled in). */
export const RECIPIENT_REASONS = ['no_opt_in', 'no_email', 'interrupted', 'not_rendered'] as const;

export const newsletterCounts = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
});
export type NewsletterCounts = z.infer<typeof newsletterCounts>;

/** Sent, failed and skipped recipients out of all: 100 once nobody waits. */
export function percentDone(counts: NewsletterCounts): number {
  if (!counts.total) return 100;
  return Math.floor(((counts.total - counts.pending) / counts.total) * 100);
}

export const newsletterRecord = z.object({
  _id: z.string(),
  subject: z.string(),
  htmlBody: z.string(),
  alterBody: z.string(),
  templateId: z.string().nullable(),
  templateName: z.string().nullable(),
  audience: newsletterAudience,
  status: z.enum(NEWSLETTER_STATUSES),
  createdByName: z.string().nullable(),
  createdAt: z.date(),
  completedAt: z.date().nullable(),
  counts: newsletterCounts,
});
export type NewsletterRecord = z.infer<typeof newsletterRecord>;

export const recipientRecord = z.object({
  _id: z.string(),
  newsletterId: z.string(),
  customerId: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  status: z.enum(RECIPIENT_STATUSES),
  /** A key of RECIPIENT_REASONS, or the mail server's own words for a failure. */
  reason: z.string().nullable(),
  sentAt: z.date().nullable(),
  updatedAt: z.date(),
});
export type RecipientRecord = z.infer<typeof recipientRecord>;

/** The count before sending: who the audience holds and how many of them will receive it. */
export const audienceCount = z.object({
  total: z.number().int(),
  willReceive: z.number().int(),
  noOptIn: z.number().int(),
  noEmail: z.number().int(),
});
export type AudienceCount = z.infer<typeof audienceCount>;

export const marketingTemplate = emailTemplateInput
  .pick({ name: true, subject: true, htmlBody: true, alterBody: true })
  .extend({ _id: z.string() });
export type MarketingTemplate = z.infer<typeof marketingTemplate>;

/** What the compose page chooses from: the active marketing templates and the markets. */
export const newsletterChoices = z.object({
  templates: z.array(marketingTemplate),
  markets: z.array(z.object({ _id: z.string(), name: z.string() })),
});
export type NewsletterChoices = z.infer<typeof newsletterChoices>;

export const unsubscribeInput = z.object({
  token: z
    .string({ error: 'validation.newsletter.unsubscribe_link_not_valid' })
    .max(300, 'validation.newsletter.unsubscribe_link_not_valid'),
});

/** What NEWSLETTER_PROGRESS_EVENT (common/notificationTypes.ts) carries. */
export interface NewsletterProgress {
  _id: string;
  status: (typeof NEWSLETTER_STATUSES)[number];
  counts: NewsletterCounts;
}
