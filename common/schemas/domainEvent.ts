// The events the bus gave up on (server/lib/events.ts), as System Settings lists them for the admin to try again.
import { z } from 'zod';

export const givenUpEvent = z.object({
  _id: z.number(),
  /** The event's name in common/events.ts (`workLog.completed`). */
  name: z.string(),
  createdAt: z.string(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  /** The subscribers that have not handled it yet, in the order they run. */
  waiting: z.array(z.string()),
});
export type GivenUpEvent = z.infer<typeof givenUpEvent>;

export const eventRetryAnswer = z.object({ delivered: z.boolean() });
