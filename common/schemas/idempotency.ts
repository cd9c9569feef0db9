// The Idempotency-Key header a client sends with a write it may repeat after a lost signal (docs/offline.md).
import { z } from 'zod';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A client-generated UUID; compared in lower case, as UUIDs are. */
export const idempotencyKey = z.uuid({ error: 'validation.idempotency.key_must_be_uuid' }).transform((key) => key.toLowerCase());

/** How long a key is remembered: a crew's phone may stay without signal for a day or more, never for a week. */
export const IDEMPOTENCY_KEY_DAYS = 7;
