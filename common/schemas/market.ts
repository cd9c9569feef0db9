// A market (operating area): the schema validates the form, the request and types the record.
import { withParams } from '../i18n/keys';
import { z } from 'zod';
import { MAX_LENGTH, requiredText } from './fields';

/** More than any metro area has. */
export const MAX_ZIP_CODES = 1000;

export const marketInput = z.object({
  name: requiredText('validation.common.name_required', MAX_LENGTH.name, 'validation.market.name_at_most_80_characters'),
  zipCodes: z
    .array(
      z
        .string()
        .trim()
        .regex(/^\d{5}$/, 'validation.common.each_zip_code_5_digits'),
    )
    .max(MAX_ZIP_CODES, withParams('validation.market.too_many_zip_codes', { max: MAX_ZIP_CODES }))
    .default([]),
  taxPercent: z.coerce
    .number({ error: 'validation.market.tax_percent_number' })
    .min(0, 'validation.market.tax_percent_0_or_more')
    .max(100, 'validation.market.tax_percent_at_most_100'),
});
export type MarketInput = z.infer<typeof marketInput>;

export const market = marketInput.extend({
  _id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Market = z.infer<typeof market>;
