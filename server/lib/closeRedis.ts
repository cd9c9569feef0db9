// Closing a Redis client on shutdown without hanging on commands queued during an outage.
import type { createClient } from 'redis';

const GRACE_MS = 2_000;

/** Waits up to two seconds for pending commands, then drops the connection: shutdown must not wait on Redis. */
export async function closeRedis(client: Pick<ReturnType<typeof createClient>, 'close' | 'destroy' | 'isOpen'>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const grace = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, GRACE_MS);
  });
  await Promise.race([client.close().catch(() => undefined), grace]);
  clearTimeout(timer);
  if (client.isOpen) client.destroy();
}
