// The outbound rates (docs/messages.md "Rates"): before a text goes, its node claims one of the minute's and one of the
// business day's sends in text_send_windows, one statement each, so two nodes never pass the rate together. A text
// with no slot left waits for a later minute, spread over the texts already waiting so they do not all wake at once.
// A time-critical text (today's change) goes first: the others leave the minute room for the urgent ones waiting, and
// an urgent one comes back at the very next minute. E-mails claim their own minute, the payment gateway its second.
import { and, count, eq, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailMessages, textMessages, textSendWindows } from '../../db/schema';
import type { Tx } from '../../lib/history';
import { sendWindows } from './textRules';

export interface TextRate {
  perMinute: number;
  perDay: number;
}

type Span = (typeof textSendWindows.$inferInsert)['span'];

/** A text still to go: counted for a burst's size and for the room a minute keeps for urgent texts. */
export const WAITING_TEXT = ['queued', 'held', 'retrying', 'sending'] as const;

/** An e-mail still to go. */
export const WAITING_EMAIL = ['queued', 'retrying', 'sending'] as const;

/** Windows older than this are deleted when a new day's window opens. */
const KEEP_MS = 2 * 24 * 3_600_000;

async function claim(tx: Tx | Db, span: Span, startsAt: Date, limit: number): Promise<number | undefined> {
  if (limit <= 0) return undefined;
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

/** Texts waiting, of every kind. */
async function waitingTexts(db: Db): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(textMessages)
    .where(inArray(textMessages.status, [...WAITING_TEXT]));
  return n;
}

/**
 * Urgent texts that may want this minute: not those held past it (quiet hours until the morning), which would
 * otherwise keep every other text out of every minute until they go.
 */
async function urgentTextsDue(db: Db, now: Date): Promise<number> {
  const nextMinute = new Date(now.getTime() + 60_000);
  const [{ n }] = await db
    .select({ n: count() })
    .from(textMessages)
    .where(
      and(
        eq(textMessages.urgent, true),
        inArray(textMessages.status, [...WAITING_TEXT]),
        or(ne(textMessages.status, 'held'), isNull(textMessages.heldUntil), lte(textMessages.heldUntil, nextMinute)),
      ),
    );
  return n;
}

/**
 * Claims one send at `now`: true, or when to try again. An urgent text may take any of the minute's turns; another
 * leaves as many as there are urgent texts waiting, so a today's change queued behind 100 reminders goes this minute.
 */
export async function claimTextSend(db: Db, now: Date, timeZone: string, rate: TextRate, urgent = false): Promise<true | Date> {
  const windows = sendWindows(now, timeZone);
  const minuteLimit = urgent ? rate.perMinute : rate.perMinute - (await urgentTextsDue(db, now));
  const claimed = await db.transaction(async (tx) => {
    const inDay = await claim(tx, 'day', windows.day, rate.perDay);
    if (inDay === undefined) return windows.nextDay;
    if (inDay === 1) await tx.delete(textSendWindows).where(lt(textSendWindows.startsAt, new Date(windows.day.getTime() - KEEP_MS)));
    if ((await claim(tx, 'minute', windows.minute, minuteLimit)) !== undefined) return true;
    await tx
      .update(textSendWindows)
      .set({ sent: sql`${textSendWindows.sent} - 1` })
      .where(sql`${textSendWindows.span} = 'day' and ${eq(textSendWindows.startsAt, windows.day)}`);
    return windows.nextMinute;
  });
  if (claimed === true || claimed === windows.nextDay) return claimed;
  const waiting = urgent ? await urgentTextsDue(db, now) : await waitingTexts(db);
  const minutesAhead = Math.floor(Math.random() * Math.max(1, Math.ceil(waiting / rate.perMinute)));
  return new Date(claimed.getTime() + minutesAhead * 60_000);
}

/**
 * Claims one e-mail of the minute at `now`: true, or when to try again: a later minute, spread over the e-mails
 * waiting as texts are.
 */
export async function claimEmailSend(db: Db, now: Date, perMinute: number): Promise<true | Date> {
  const minute = new Date(now);
  minute.setUTCSeconds(0, 0);
  if ((await claim(db, 'email-minute', minute, perMinute)) !== undefined) return true;
  const [{ waiting }] = await db
    .select({ waiting: count() })
    .from(emailMessages)
    .where(inArray(emailMessages.status, [...WAITING_EMAIL]));
  const minutesAhead = Math.floor(Math.random() * Math.max(1, Math.ceil(waiting / perMinute)));
  return new Date(minute.getTime() + (1 + minutesAhead) * 60_000);
}

/** Claims one call to the payment gateway in the second of `now`: true, or the next second. */
export async function claimGatewayCall(db: Db, now: Date, perSecond: number): Promise<true | Date> {
  const second = new Date(now);
  second.setUTCMilliseconds(0);
  return (await claim(db, 'gateway-second', second, perSecond)) === undefined ? new Date(second.getTime() + 1000) : true;
}
