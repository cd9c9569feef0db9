// The one answer shape and the one paging scheme of the custom calls (docs/server.md, "Answers and paging").
import { z } from 'zod';

/** A message as the API sends it: English text, and the catalog key (with its parameters) the browser shows in its language. */
export const messageFields = {
  message: z.string(),
  messageKey: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
};

/** Every call outside a simple-rest resource answers `{status, message?, messageKey?, data}`. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.number(), ...messageFields, message: z.string().optional(), data });

/** Writes that answer only a confirmation. */
export const messageReply = z.object({ status: z.number(), ...messageFields });

/** How a custom list is paged: `start` rows skipped, then at most `length` rows (query string or body). */
export const pageInput = (defaultLength: number, maxLength: number) =>
  z.object({
    start: z.coerce.number().int().min(0).default(0),
    length: z.coerce.number().int().min(1).max(maxLength).default(defaultLength),
  });

/** A page of a custom list, in the envelope's `data`: its rows and how many rows the whole list holds. */
export const page = <T extends z.ZodType>(row: T) => z.object({ list: z.array(row), total: z.number() });
