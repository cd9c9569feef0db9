// Records when a system account last worked: a message the mail server accepted, a charge the gateway approved.
import { sql } from 'drizzle-orm';
import type { SystemAccountId } from '../../common/schemas/systemAccount';
import type { Db } from '../db/client';

/**
 * One cheap statement after the fact, outside the caller's transaction. A newsletter sends thousands of messages: the row
 * is rewritten at most once a minute (or when the account used changes), so the senders never queue on its lock.
 */
export async function recordAccountUse(db: Db, account: SystemAccountId, usedAs: string): Promise<void> {
  await db.execute(sql`
    UPDATE system_account_uses SET last_used_at = now(), last_used_as = ${usedAs}
    WHERE _id = ${account} AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute' OR last_used_as IS DISTINCT FROM ${usedAs})`);
}
