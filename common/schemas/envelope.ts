// The `{status, message?, messageKey?, data}` envelope the custom (non-list) calls answer in.
import { z } from 'zod';

/** A message as the API sends it: English text, and the catalog key (with its parameters) the browser shows in its language. */
export const messageFields = {
  message: z.string(),
  messageKey: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
};

export const envelope = <T extends z.ZodType>(data: T) => z.object({ status: z.number(), ...messageFields, message: z.string().optional(), data });

/** Writes that answer only a confirmation. */
export const messageReply = z.object({ status: z.number(), ...messageFields });
