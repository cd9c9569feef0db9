// E-mail templates and the variables they fill from a customer's property.
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
