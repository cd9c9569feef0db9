// Discount codes: what a new or past customer gets off a number of mow or bush-and-bed services between two dates.
import { z } from 'zod';
import { calendarDate, text } from './fields';
import { SERVICE_TYPES } from './service';

export const DISCOUNT_TYPES = ['fixed-price', 'price-discount', 'percentage', 'free'] as const;
export const DISCOUNT_CUSTOMER_TYPES = ['new', 'past'] as const;

export const discountInput = z
  .object({
    code: text(30, 'validation.discount.code_at_most_30_characters', 'validation.common.code_required')
      .min(1, 'validation.common.code_required')
      .regex(/^[A-Za-z0-9]+$/, 'validation.discount.code_may_only_contain_letters_and_numbers'),
    type: z.enum(DISCOUNT_TYPES, { error: 'validation.common.type_required' }),
    /** A percentage for `percentage`, a price for the price types; a free discount has none. */
    value: z
      .number({ error: 'validation.discount.value_must_be_number' })
      .min(-1_000_000, 'validation.discount.value_too_small')
      .max(1_000_000, 'validation.discount.value_too_large')
      .nullish(),
    numberOfServices: z
      .number({ error: 'validation.discount.number_of_services_required' })
      .int('validation.discount.number_of_services_whole_number')
      .min(1, 'validation.discount.number_of_services_at_least_1')
      .max(100, 'validation.discount.number_of_services_at_most_100'),
    startDate: calendarDate('validation.common.start_date_required'),
    endDate: calendarDate('validation.discount.end_date_required'),
    service: z.enum(SERVICE_TYPES, { error: 'validation.common.service_required' }),
    customerType: z.enum(DISCOUNT_CUSTOMER_TYPES, { error: 'validation.common.customer_type_required' }),
  })
  .superRefine((discount, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (discount.type === 'percentage') {
      if (discount.value == null) issue('value', 'validation.discount.percentage_required');
      else if (discount.value < 0 || discount.value > 100) issue('value', 'validation.discount.percentage_must_be_between_0_and_100');
    } else if (discount.type !== 'free') {
      if (discount.value == null) issue('value', 'validation.common.price_required');
      else if (discount.value < 0) issue('value', 'validation.common.price_must_be_0_or_more');
      else if (discount.value > 100_000) issue('value', 'validation.common.price_too_large');
    }
    if (discount.startDate && discount.endDate && discount.endDate < discount.startDate)
      issue('endDate', 'validation.discount.end_date_cannot_be_before_start_date');
  })
  .transform((discount) => ({ ...discount, value: discount.type === 'free' ? 0 : (discount.value ?? 0) }));
export type DiscountInput = z.infer<typeof discountInput>;

export const discount = z.object({
  _id: z.string(),
  code: z.string(),
  type: z.enum(DISCOUNT_TYPES),
  value: z.number(),
  numberOfServices: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  service: z.enum(SERVICE_TYPES),
  customerType: z.enum(DISCOUNT_CUSTOMER_TYPES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Discount = z.infer<typeof discount>;

export const DUPLICATE_DISCOUNT_CODE = 'validation.discount.discount_code_already_in_use';
