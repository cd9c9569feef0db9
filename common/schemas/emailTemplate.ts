// E-mail templates and the variables they fill from a customer's property.
import { z } from 'zod';
import { withParams } from '../i18n/keys';
import { MAX_LENGTH, requiredText } from './fields';

export const EMAIL_TEMPLATE_TYPES = ['email', 'customer', 'marketing', 'vendor'] as const;

/** Template variables of the spec, written in a template as {{name}}. */
export const TEMPLATE_VARIABLES = [
  'firstName',
  'fullName',
  'serviceAddress',
  'city',
  'state',
  'zipcode',
  'createdDate',
  'mowingPrice',
  'frequency',
  'market',
  'mowDay',
  'gateCode',
  'cardType',
  /** The customer's own sign-in link to the portal, made when a message is sent to that one customer. */
  'portalLink',
] as const;
export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number];
export type TemplateValues = Partial<Record<TemplateVariable, string>>;

/** Whether a template's text names {{portalLink}}: only then is a sign-in link made for its message. */
export const usesPortalLink = (...texts: string[]) => texts.some((text) => /\{\{\s*portalLink\s*\}\}/.test(text));

const VARIABLE_PATTERN = /\{\{\s*(\w+)\s*\}\}/g;
const KNOWN_VARIABLES: ReadonlySet<string> = new Set(TEMPLATE_VARIABLES);
export const isTemplateVariable = (name: string): name is TemplateVariable => KNOWN_VARIABLES.has(name);

/**
 * Fills each {{name}} the spec lists from the values' own properties; any other name stays as written. Never `name in
 * values`: that would find `constructor`, `toString` or `__proto__` on Object.prototype.
 */
export function fillTemplate(text: string, values: TemplateValues, escape: (value: string) => string = (value) => value): string {
  return text.replace(VARIABLE_PATTERN, (whole, name: string) =>
    isTemplateVariable(name) && Object.hasOwn(values, name) ? escape(values[name] ?? '') : whole,
  );
}

/** The names written as {{name}} that are not template variables, each once. */
export function unknownVariables(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(VARIABLE_PATTERN), ([, name]) => name).filter((name) => !isTemplateVariable(name)))];
}

function refuseUnknownVariables(text: string, ctx: z.RefinementCtx) {
  const [name] = unknownVariables(text);
  if (name) ctx.addIssue({ code: 'custom', message: withParams('validation.email_template.unknown_variable', { name: `{{${name}}}` }) });
}

export const EMAIL_TEMPLATE_STATUSES = ['active', 'inactive'] as const;

export const emailTemplateInput = z.object({
  name: requiredText('validation.common.name_required', MAX_LENGTH.title, 'validation.common.name_at_most_120_characters'),
  status: z.enum(EMAIL_TEMPLATE_STATUSES, { error: 'validation.common.status_required' }),
  subject: requiredText(
    'validation.common.subject_required',
    MAX_LENGTH.address,
    'validation.common.subject_at_most_200_characters',
  ).superRefine(refuseUnknownVariables),
  htmlBody: requiredText(
    'validation.email_template.html_body_required',
    MAX_LENGTH.html,
    'validation.email_template.html_body_too_long',
  ).superRefine(refuseUnknownVariables),
  alterBody: requiredText(
    'validation.email_template.plain_text_body_required',
    MAX_LENGTH.plainBody,
    'validation.email_template.plain_text_body_too_long',
  ).superRefine(refuseUnknownVariables),
  type: z.enum(EMAIL_TEMPLATE_TYPES, { error: 'validation.common.type_required' }),
});
export type EmailTemplateInput = z.infer<typeof emailTemplateInput>;

export const emailTemplate = emailTemplateInput.extend({ _id: z.string(), createdAt: z.string(), updatedAt: z.string() });
export type EmailTemplate = z.infer<typeof emailTemplate>;

/** A template a customer's e-mail can start from. */
export const templateChoice = emailTemplate.pick({ _id: true, name: true, type: true });
export type TemplateChoice = z.infer<typeof templateChoice>;

/** A template filled from a customer's property: what POST /customers/{id}/previewMail answers. */
export const mailPreview = z.object({ to: z.string().nullable(), subject: z.string(), html: z.string(), text: z.string() });
export type MailPreview = z.infer<typeof mailPreview>;
