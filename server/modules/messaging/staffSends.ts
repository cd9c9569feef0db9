// Messages staff send by hand (a template message, a Resend): at most `staffMessages.perUser` per user within
// `staffMessages.windowMinutes` (System Settings), and a Resend of the same message within a minute answers the first
// one's result without sending again (docs/messages.md "Sent by staff").
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import { withParams } from '../../../common/i18n/catalog';
import type { MESSAGE_CHANNELS } from '../../../common/schemas/customerMessage';
import { staffSends } from '../../db/schema';
import type { Db } from '../../db/client';
import type { Tx } from '../../lib/history';
import { HttpProblem } from '../../lib/httpErrors';
import { readSettings } from '../../lib/settings';

/** A Resend of the same message within this long is the same click. */
export const RESEND_REPEAT_MS = 60_000;

/** Holds `key` until the transaction ends: one user's (one message's) sends are counted one at a time, on every node. */
const lock = (tx: Tx, key: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
const since = (milliseconds: number) => sql`now() - make_interval(secs => ${milliseconds / 1000})`;

interface StaffSend {
  userId: string;
  channel: MessageChannel;
  /** The message a Resend sends again. */
  resendOf?: string;
}

/**
 * Records one hand send before it is queued, or refuses it: 429 past the user's limit. A Resend of a message resent
 * within the minute answers `{ repeat: channel }` and records nothing: the caller sends nothing.
 */
export async function claimStaffSend(db: Db, send: StaffSend) {
  const { staffMessages: limit } = await readSettings(db, ['staffMessages']);
  return db.transaction(async (tx): Promise<{ repeat?: MessageChannel }> => {
    if (send.resendOf) {
      await lock(tx, `staff-resend:${send.resendOf}`);
      const [earlier] = await tx
        .select({ channel: staffSends.channel })
        .from(staffSends)
        .where(and(eq(staffSends.resendOf, send.resendOf), gt(staffSends.createdAt, since(RESEND_REPEAT_MS))))
        .orderBy(desc(staffSends.createdAt))
        .limit(1);
      if (earlier) return { repeat: earlier.channel };
    }
    await lock(tx, `staff-sends:${send.userId}`);
    const [{ sent }] = await tx
      .select({ sent: count() })
      .from(staffSends)
      .where(and(eq(staffSends.userId, send.userId), gt(staffSends.createdAt, since(limit.windowMinutes * 60_000))));
    if (sent >= limit.perUser)
      throw new HttpProblem(429, withParams('server.messages.staff_limit', { max: limit.perUser, minutes: limit.windowMinutes }));
    await tx.insert(staffSends).values({ userId: send.userId, channel: send.channel, resendOf: send.resendOf ?? null });
    return {};
  });
}
