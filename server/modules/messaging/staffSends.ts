// Messages staff send by hand (a quote, an invoice, a template message, a Resend): one door every staff-initiated send
// passes before it is queued (issue 65). At most `staffMessages.perUser` per user and `staffMessages.perRecipient` to
// one e-mail address or number (whoever sends them) within `staffMessages.windowMinutes` (System Settings); a Resend of
// the same message within a minute answers the first one's result without sending again (docs/messages.md "Sent by
// staff").
import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
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

/** An address as the limit counts it: an e-mail in lower case, a number by its digits. */
export const recipientKey = (to: string) => (to.includes('@') ? to.trim().toLowerCase() : to.replace(/\D/g, ''));

interface StaffSend {
  userId: string;
  channel: MessageChannel;
  /** Where it goes (an e-mail address or a number): counted against the per-recipient limit. */
  to?: string | null;
  /** The message a Resend sends again. */
  resendOf?: string;
}

/**
 * Records one hand send before it is queued, or refuses it: 429 past the user's or the recipient's limit. A Resend of a
 * message resent within the minute answers `{ repeat: channel }` and records nothing: the caller sends nothing.
 */
export async function claimStaffSend(db: Db, send: StaffSend) {
  return claimStaffSends(db, send.userId, [send], send.resendOf);
}

/** As `claimStaffSend`, for one action's messages at once (a quote's e-mail and text): all are recorded, or none. */
export async function claimStaffSends(db: Db, userId: string, sends: readonly Pick<StaffSend, 'channel' | 'to'>[], resendOf?: string) {
  const { staffMessages: limit } = await readSettings(db, ['staffMessages']);
  const window = since(limit.windowMinutes * 60_000);
  return db.transaction(async (tx): Promise<{ repeat?: MessageChannel }> => {
    if (resendOf) {
      await lock(tx, `staff-resend:${resendOf}`);
      const [earlier] = await tx
        .select({ channel: staffSends.channel })
        .from(staffSends)
        .where(and(eq(staffSends.resendOf, resendOf), gt(staffSends.createdAt, since(RESEND_REPEAT_MS))))
        .orderBy(desc(staffSends.createdAt))
        .limit(1);
      if (earlier) return { repeat: earlier.channel };
    }
    await lock(tx, `staff-sends:${userId}`);
    const [{ sent }] = await tx
      .select({ sent: count() })
      .from(staffSends)
      .where(and(eq(staffSends.userId, userId), gt(staffSends.createdAt, window)));
    if (sent + sends.length > limit.perUser)
      throw new HttpProblem(429, withParams('server.messages.staff_limit', { max: limit.perUser, minutes: limit.windowMinutes }));
    const rows = sends.map((send) => ({
      userId,
      channel: send.channel,
      resendOf: resendOf ?? null,
      recipient: send.to ? recipientKey(send.to) : null,
    }));
    const recipients = [...new Set(rows.flatMap((row) => (row.recipient ? [row.recipient] : [])))].sort();
    // Sorted, so two sends to the same two addresses take the locks in one order.
    for (const recipient of recipients) await lock(tx, `staff-recipient:${recipient}`);
    if (recipients.length) {
      const counted = await tx
        .select({ recipient: staffSends.recipient, sent: count() })
        .from(staffSends)
        .where(and(inArray(staffSends.recipient, recipients), gt(staffSends.createdAt, window)))
        .groupBy(staffSends.recipient);
      const full = counted.find((row) => row.sent + rows.filter((send) => send.recipient === row.recipient).length > limit.perRecipient);
      if (full)
        throw new HttpProblem(
          429,
          withParams('server.messages.recipient_limit', {
            to: full.recipient ?? '',
            max: limit.perRecipient,
            minutes: limit.windowMinutes,
          }),
        );
    }
    if (rows.length) await tx.insert(staffSends).values(rows);
    return {};
  });
}
