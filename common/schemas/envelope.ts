// The one answer shape and the one paging scheme of the custom calls (docs/server.md, "Answers and paging").
import { z } from 'zod';

/** A message as the API sends it: English text, and the catalog key (with its parameters) the browser shows in its language. */
export const messageFields = {
  message: z.string(),
  messageKey: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
};

/**
 * One schema made per argument schema, the same object each time it is asked for: a route's answer schema is then the
 * same from one app built in a process to the next, and its compiled writer is reused (server/lib/responseSerializer).
 */
function once<T extends z.ZodType, S extends z.ZodType>(make: (schema: T) => S): (schema: T) => S {
  const made = new WeakMap<T, S>();
  return (schema) => {
    let result = made.get(schema);
    if (!result) made.set(schema, (result = make(schema)));
    return result;
  };
}

const envelopeOf = once((data: z.ZodType) => z.object({ status: z.number(), ...messageFields, message: z.string().optional(), data }));

/** Every call outside a simple-rest resource answers `{status, message?, messageKey?, data}`. */
export const envelope = <T extends z.ZodType>(data: T) =>
  envelopeOf(data) as z.ZodObject<{
    status: z.ZodNumber;
    message: z.ZodOptional<z.ZodString>;
    messageKey: z.ZodOptional<z.ZodString>;
    params: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnion<[z.ZodString, z.ZodNumber]>>>;
    data: T;
  }>;

/** Writes that answer only a confirmation. */
export const messageReply = z.object({ status: z.number(), ...messageFields });

/** How a custom list is paged: `start` rows skipped, then at most `length` rows (query string or body). */
export const pageInput = (defaultLength: number, maxLength: number) =>
  z.object({
    start: z.coerce.number().int().min(0).default(0),
    length: z.coerce.number().int().min(1).max(maxLength).default(defaultLength),
  });

/** A page of a custom list, in the envelope's `data`: its rows and how many rows the whole list holds. */
const listOf = once((row: z.ZodType) => z.array(row));
/** A list of `row`s: `z.array(row)`, the same schema each time (a simple-rest resource's list answers it). */
export const list = <T extends z.ZodType>(row: T) => listOf(row) as z.ZodArray<T>;

const pageOf = once((row: z.ZodType) => z.object({ list: z.array(row), total: z.number() }));
export const page = <T extends z.ZodType>(row: T) => pageOf(row) as z.ZodObject<{ list: z.ZodArray<T>; total: z.ZodNumber }>;
