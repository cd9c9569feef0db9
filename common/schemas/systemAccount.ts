// System accounts: the non-person accounts LawnDesk sends mail as and charges cards through, as GET /system-accounts answers them.
import { z } from 'zod';

export const SYSTEM_ACCOUNTS = ['mail-sender', 'payment-gateway'] as const;
export type SystemAccountId = (typeof SYSTEM_ACCOUNTS)[number];

export const systemAccountRecord = z.object({
  _id: z.enum(SYSTEM_ACCOUNTS),
  /** The address mail goes out from, or the gateway and its merchant user: never a password or key. */
  account: z.string(),
  /** Where it connects: the mail server host and port, or the gateway's address; 'outbox' or 'sandbox' when none. */
  service: z.string(),
  /** Where the settings come from: System Settings, the environment, or none (the outbox, the sandbox). */
  source: z.enum(['settings', 'environment', 'none']),
  lastUsedAt: z.date().nullable(),
  lastUsedAs: z.string().nullable(),
});
export type SystemAccountRecord = z.infer<typeof systemAccountRecord>;
