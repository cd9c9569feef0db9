// A market (operating area): the schema validates the form, the request and types the record.
import { z } from 'zod';
import { MAX_LENGTH, requiredText } from './fields';

/** More than any metro area has. */
export const MAX_ZIP_CODES = 1000;

export const marketInput = z.object({
  name: requiredText('Name is required.', MAX_LENGTH.name, 'Name is at most 80 characters.'),
  zipCodes: z.array(z.string().trim().regex(/^\d{5}$/, 'Each zip code is 5 digits.')).max(MAX_ZIP_CODES, `At most ${MAX_ZIP_CODES} zip codes.`).default([]),
  taxPercent: z.coerce
    .number({ error: 'Tax percent is a number.' })
    .min(0, 'Tax percent is 0 or more.')
    .max(100, 'Tax percent is at most 100.'),
});
export type MarketInput = z.infer<typeof marketInput>;

export const market = marketInput.extend({
  _id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Market = z.infer<typeof market>;
