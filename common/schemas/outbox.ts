// Messages recorded while no mail server is configured, as GET /outbox answers them.
import { z } from 'zod';

export const outboxMessage = z.object({
  _id: z.string(),
  to: z.string(),
  channel: z.enum(['email', 'sms']),
  subject: z.string(),
  text: z.string(),
  sensitive: z.boolean(),
  // The list answers the rows as read, so the dates are Date objects that JSON writes as ISO strings.
  createdAt: z.date(),
  updatedAt: z.date(),
});
