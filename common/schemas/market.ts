// A market (operating area): the schema validates the form, the request and types the record.
import { z } from 'zod';

export const marketInput = z.object({
  name: z.string().trim().min(1, 'Name is required.').max(80, 'Name is at most 80 characters.'),
  zipCodes: z.array(z.string().trim().regex(/^\d{5}$/, 'Each zip code is 5 digits.')).default([]),
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
