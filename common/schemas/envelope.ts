// The `{status, message?, data}` envelope the custom (non-list) calls answer in.
import { z } from 'zod';

export const envelope = <T extends z.ZodType>(data: T) => z.object({ status: z.number(), message: z.string().optional(), data });

/** Writes that answer only a confirmation. */
export const messageReply = z.object({ status: z.number(), message: z.string() });
