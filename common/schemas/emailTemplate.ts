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
  name: requiredText('validation.common.name_required', MAX_LENGTH.title, 'validation.common.name_at_most_120_characters'),
  status: z.enum(EMAIL_TEMPLATE_STATUSES, { error: 'validation.common.status_required' }),
  subject: requiredText('validation.common.subject_required', MAX_LENGTH.address, 'validation.common.subject_at_most_200_characters'),
  htmlBody: requiredText('validation.emailTemplate.html_body_required', MAX_LENGTH.html, 'validation.emailTemplate.html_body_too_long'),
  alterBody: requiredText('validation.emailTemplate.plain_text_body_required', MAX_LENGTH.plainBody, 'validation.emailTemplate.plain_text_body_too_long'),
  type: z.enum(EMAIL_TEMPLATE_TYPES, { error: 'validation.common.type_required' }),
});
export type EmailTemplateInput = z.infer<typeof emailTemplateInput>;

export const emailTemplate = emailTemplateInput.extend({ _id: z.string(), createdAt: z.string(), updatedAt: z.string() });
export type EmailTemplate = z.infer<typeof emailTemplate>;

/** A template a customer's e-mail can start from. */
export const templateChoice = emailTemplate.pick({ _id: true, name: true, type: true });

/** A template filled from a customer's property: what POST /customers/{id}/previewMail answers. */
export const mailPreview = z.object({ to: z.string().nullable(), subject: z.string(), html: z.string(), text: z.string() });
export type MailPreview = z.infer<typeof mailPreview>;
