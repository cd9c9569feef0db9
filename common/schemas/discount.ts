// Discount codes: what a new or past customer gets off a number of mow or bush-and-bed services between two dates.
import { z } from 'zod';
import { calendarDate, text } from './fields';
import { SERVICE_TYPES } from './service';

export const DISCOUNT_TYPES = ['fixed-price', 'price-discount', 'percentage', 'free'] as const;
export const DISCOUNT_CUSTOMER_TYPES = ['new', 'past'] as const;


export const discountInput = z
  .object({
    code: text(30, 'Code is at most 30 characters.', 'Code is required.')
      .min(1, 'Code is required.')
      .regex(/^[A-Za-z0-9]+$/, 'Code may only contain letters and numbers.'),
    type: z.enum(DISCOUNT_TYPES, { error: 'Type is required.' }),
    /** A percentage for `percentage`, a price for the price types; a free discount has none. */
    value: z.number({ error: 'Value must be a number.' }).min(-1_000_000, 'Value is too small.').max(1_000_000, 'Value is too large.').nullish(),
    numberOfServices: z
      .number({ error: 'Number of services is required.' })
      .int('Number of services is a whole number.')
      .min(1, 'Number of services is at least 1.')
      .max(100, 'Number of services is at most 100.'),
    startDate: calendarDate('Start date is required.'),
    endDate: calendarDate('End date is required.'),
    service: z.enum(SERVICE_TYPES, { error: 'Service is required.' }),
    customerType: z.enum(DISCOUNT_CUSTOMER_TYPES, { error: 'Customer type is required.' }),
  })
  .superRefine((discount, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (discount.type === 'percentage') {
      if (discount.value == null) issue('value', 'Percentage is required.');
      else if (discount.value < 0 || discount.value > 100) issue('value', 'Percentage must be between 0 and 100.');
    } else if (discount.type !== 'free') {
      if (discount.value == null) issue('value', 'Price is required.');
      else if (discount.value < 0) issue('value', 'Price must be 0 or more.');
      else if (discount.value > 100_000) issue('value', 'Price is too large.');
    }
    if (discount.startDate && discount.endDate && discount.endDate < discount.startDate) issue('endDate', 'End date cannot be before the start date.');
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

export const DUPLICATE_DISCOUNT_CODE = 'This discount code is already in use.';
