// E-mail templates and the variables they fill from a customer's property.
import { z } from 'zod';
import { MAX_LENGTH, requiredText } from './fields';

export const EMAIL_TEMPLATE_TYPES = ['email', 'customer', 'marketing', 'vendor'] as const;

/** Template variables of the spec, written in a template as {{name}}. */
export const TEMPLATE_VARIABLES = [
  'firstName', 'fullName', 'serviceAddress', 'city', 'state', 'zipcode', 'createdDate',
  'mowingPrice', 'frequency', 'market', 'mowDay', 'gateCode', 'cardType',
] as const;
export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number];

export function fillTemplate(text: string, values: Partial<Record<TemplateVariable, string>>, escape: (value: string) => string = (value) => value): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? escape(values[name as TemplateVariable] ?? '') : whole));
}

export const EMAIL_TEMPLATE_STATUSES = ['active', 'inactive'] as const;

export const emailTemplateInput = z.object({
  name: requiredText('Name is required.', MAX_LENGTH.title, 'Name is at most 120 characters.'),
  status: z.enum(EMAIL_TEMPLATE_STATUSES, { error: 'Status is required.' }),
  subject: requiredText('Subject is required.', MAX_LENGTH.address, 'Subject is at most 200 characters.'),
  htmlBody: requiredText('HTML body is required.', MAX_LENGTH.html, 'HTML body is too long.'),
  alterBody: requiredText('Plain text body is required.', MAX_LENGTH.plainBody, 'Plain text body is too long.'),
  type: z.enum(EMAIL_TEMPLATE_TYPES, { error: 'Type is required.' }),
});
export type EmailTemplateInput = z.infer<typeof emailTemplateInput>;

export const emailTemplate = emailTemplateInput.extend({ _id: z.string(), createdAt: z.string(), updatedAt: z.string() });
export type EmailTemplate = z.infer<typeof emailTemplate>;

/** A template a customer's e-mail can start from. */
export const templateChoice = emailTemplate.pick({ _id: true, name: true, type: true });

/** A template filled from a customer's property: what POST /customers/{id}/previewMail answers. */
export const mailPreview = z.object({ to: z.string().nullable(), subject: z.string(), html: z.string(), text: z.string() });
export type MailPreview = z.infer<typeof mailPreview>;
