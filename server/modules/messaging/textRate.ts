// The outbound text rate (docs/messages.md "Rates"): before a text goes, its node claims one of the minute's and one of
// the business day's sends in text_send_windows, one statement each, so two nodes never pass the rate together. A text
// with no slot left waits for a later minute, spread over the texts already waiting so they do not all wake at once.
import { count, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { textMessages, textSendWindows } from '../../db/schema';
import type { Tx } from '../../lib/history';
import { sendWindows } from './textRules';

export interface TextRate {
  perMinute: number;
  perDay: number;
}

/** Windows older than this are deleted when a new day's window opens. */
const KEEP_MS = 2 * 24 * 3_600_000;

async function claim(tx: Tx, span: 'minute' | 'day', startsAt: Date, limit: number): Promise<number | undefined> {
  const [row] = await tx
    .insert(textSendWindows)
    .values({ span, startsAt, sent: 1 })
    .onConflictDoUpdate({
      target: [textSendWindows.span, textSendWindows.startsAt],
      set: { sent: sql`${textSendWindows.sent} + 1` },
      setWhere: lt(textSendWindows.sent, limit),
    })
    .returning({ sent: textSendWindows.sent });
  return row?.sent;
}

/** Claims one send at `now`: true, or when to try again. */
export async function claimTextSend(db: Db, now: Date, timeZone: string, rate: TextRate): Promise<true | Date> {
  const windows = sendWindows(now, timeZone);
  const claimed = await db.transaction(async (tx) => {
    const inDay = await claim(tx, 'day', windows.day, rate.perDay);
    if (inDay === undefined) return windows.nextDay;
    if (inDay === 1) await tx.delete(textSendWindows).where(lt(textSendWindows.startsAt, new Date(windows.day.getTime() - KEEP_MS)));
    if ((await claim(tx, 'minute', windows.minute, rate.perMinute)) !== undefined) return true;
    await tx
      .update(textSendWindows)
      .set({ sent: sql`${textSendWindows.sent} - 1` })
      .where(sql`${textSendWindows.span} = 'day' and ${eq(textSendWindows.startsAt, windows.day)}`);
    return windows.nextMinute;
  });
  if (claimed === true || claimed === windows.nextDay) return claimed;
  const [{ waiting }] = await db.select({ waiting: count() }).from(textMessages).where(eq(textMessages.status, 'held'));
  const minutesAhead = Math.floor(Math.random() * Math.max(1, Math.ceil(waiting / rate.perMinute)));
  return new Date(claimed.getTime() + minutesAhead * 60_000);
}
