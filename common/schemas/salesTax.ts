// Sales tax by place (docs/billing.md "Sales tax by place"): a rate file loaded, the tables loaded, a property's
// jurisdictions and staff's override of them, and the setting saying what each state taxes.
import { z } from 'zod';
import { RATE_FILE_MAX_CHARS, TAX_JURISDICTION_TYPES, TAX_SOURCES } from '../salesTax';
import { calendarDate } from './fields';
import { BILLED_ITEMS } from './payment';

export * from '../salesTax';

export const stateCode = z
  .string({ error: 'validation.sales_tax.choose_state' })
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'validation.sales_tax.choose_state')
  .transform((state) => state.toUpperCase());

/** POST /sales-tax/rate-tables: a rate file's text, the state it is for and the day its rates take effect. */
export const rateTableInput = z.object({
  state: stateCode.default('TX'),
  effectiveFrom: calendarDate(),
  fileName: z
    .string({ error: 'validation.sales_tax.file_name' })
    .trim()
    .min(1, 'validation.sales_tax.file_name')
    .max(200, 'validation.sales_tax.file_name'),
  csv: z
    .string({ error: 'validation.sales_tax.rate_file_required' })
    .min(1, 'validation.sales_tax.rate_file_required')
    .max(RATE_FILE_MAX_CHARS, 'validation.sales_tax.rate_file_too_large'),
});
export type RateTableInput = z.input<typeof rateTableInput>;

export const rateTableRecord = z.object({
  id: z.string(),
  state: z.string(),
  effectiveFrom: z.string(),
  fileName: z.string(),
  rowCount: z.number(),
  jurisdictionCount: z.number(),
  loadedAt: z.string(),
  loadedBy: z.string().nullable(),
});
export type RateTableRecord = z.infer<typeof rateTableRecord>;

export const jurisdictionRecord = z.object({
  code: z.string(),
  name: z.string(),
  type: z.enum(TAX_JURISDICTION_TYPES),
  ratePercent: z.number(),
});
export type JurisdictionRecord = z.infer<typeof jurisdictionRecord>;

export const taxCode = z
  .string({ error: 'validation.sales_tax.code' })
  .trim()
  .regex(/^[A-Za-z0-9-]{1,20}$/, 'validation.sales_tax.code');

/** POST /properties/{id}/sales-tax/overrides: from that day, the property's local jurisdictions are these (none: the table's). */
export const taxOverrideInput = z.object({
  effectiveFrom: calendarDate(),
  codes: z.array(taxCode).max(10, 'validation.sales_tax.codes_too_many').default([]),
  note: z.string().trim().max(200, 'validation.sales_tax.note_too_long').default(''),
});
export type TaxOverrideInput = z.input<typeof taxOverrideInput>;

export const taxOverrideRecord = z.object({
  id: z.string(),
  effectiveFrom: z.string(),
  codes: z.array(z.string()),
  note: z.string(),
  createdAt: z.string(),
});

/** GET /properties/{id}/sales-tax: the tax a visit on `date` (today unless asked) would carry, and why. */
export const propertySalesTax = z.object({
  date: z.string(),
  state: z.string(),
  zipcode: z.string(),
  city: z.string(),
  source: z.enum(TAX_SOURCES),
  /** The combined percent a taxable visit pays. */
  ratePercent: z.number(),
  jurisdictions: z.array(jurisdictionRecord),
  /** The table in force on that day, if any; `inTable` is false when it does not know the property's zip code. */
  rateTable: z.object({ id: z.string(), effectiveFrom: z.string() }).nullable(),
  inTable: z.boolean(),
  marketPercent: z.number(),
  taxableItems: z.array(z.enum(BILLED_ITEMS)),
  overrides: z.array(taxOverrideRecord),
  /** Every jurisdiction of that table, for choosing an override. */
  choices: z.array(jurisdictionRecord),
});
export type PropertySalesTax = z.infer<typeof propertySalesTax>;

export const propertySalesTaxQuery = z.object({ date: calendarDate().optional() });

/** System Settings' `salesTax`: what each state taxes; a state not listed taxes every service. */
export const salesTaxSettings = z.object({
  states: z
    .array(
      z.object({
        state: stateCode,
        taxableItems: z.array(z.enum(BILLED_ITEMS, { error: 'validation.sales_tax.taxable_items' })).max(BILLED_ITEMS.length),
      }),
    )
    .max(60, 'validation.sales_tax.states_too_many')
    .refine((states) => new Set(states.map((entry) => entry.state)).size === states.length, 'validation.sales_tax.state_twice'),
});
export type SalesTaxSettings = z.infer<typeof salesTaxSettings>;

/** Texas taxes lawn care and landscaping as real property services (Tax Code §151.0048, Rule 3.356). */
export const DEFAULT_SALES_TAX: SalesTaxSettings = { states: [{ state: 'TX', taxableItems: [...BILLED_ITEMS] }] };
