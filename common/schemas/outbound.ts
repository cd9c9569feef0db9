// GET /messaging/outbound: how a burst of messages (a rain day's) is going, per channel (docs/messages.md "Rates").
import { z } from 'zod';

export const OUTBOUND_CHANNELS = ['sms', 'email'] as const;

export const outboundChannel = z.object({
  channel: z.enum(OUTBOUND_CHANNELS),
  /** Messages still to go (queued, held for quiet hours or the rate, retrying, being sent). */
  waiting: z.number().int(),
  /** Of those, the time-critical ones (today's changes), which go first. Texts only; 0 for e-mail. */
  urgent: z.number().int(),
  /** Turns taken in the last hour. */
  sentLastHour: z.number().int(),
  perMinute: z.number().int(),
  /** When the last waiting message should have gone at the rate (quiet hours and the day's limit counted); null: none waits. */
  finishAt: z.string().nullable(),
  /** Texts held by quiet hours: when they start going (the minutes to finishAt are sending time); null: they go now. */
  startsAt: z.string().nullable(),
});
export type OutboundChannel = z.infer<typeof outboundChannel>;

export const outboundStatus = z.object({ at: z.string(), channels: z.array(outboundChannel) });
export type OutboundStatus = z.infer<typeof outboundStatus>;
