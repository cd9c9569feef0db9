// The outbound rates (docs/messages.md "Rates"): before a text goes, its node claims one of the minute's and one of the
// business day's sends in text_send_windows, both in one statement, so two nodes never pass the rate together. A text
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
  const claimed = await claimDayAndMinute(db, windows, rate.perDay, minuteLimit);
  if (claimed === 'day-full') return windows.nextDay;
  if (claimed === 1) await db.delete(textSendWindows).where(lt(textSendWindows.startsAt, new Date(windows.day.getTime() - KEEP_MS)));
  if (claimed !== 'minute-full') return true;
  const waiting = urgent ? await urgentTextsDue(db, now) : await waitingTexts(db);
  const minutesAhead = Math.floor(Math.random() * Math.max(1, Math.ceil(waiting / rate.perMinute)));
  return new Date(windows.nextMinute.getTime() + minutesAhead * 60_000);
}

/**
 * One of the day's sends and one of the minute's, both or neither, in one statement: the day's row (every text's
 * claim meets it) is locked for that statement only, not across a transaction's round trips, so a burst's claims
 * queue on it for a fraction of the time. The day's row is made first, in a statement of its own, so every claim
 * locks the day before the minute: had a claim found no day row, it would take the minute's, then wait for the day's
 * behind one holding the day and waiting for the minute (a deadlock, seen with four texts at once).
 * Answers the day's count with this send, or which window is full.
 */
async function claimDayAndMinute(
  db: Db,
  windows: { day: Date; minute: Date },
  dayLimit: number,
  minuteLimit: number,
): Promise<number | 'day-full' | 'minute-full'> {
  if (dayLimit <= 0) return 'day-full';
  if (minuteLimit <= 0) return 'minute-full';
  const day = windows.day.toISOString();
  const minute = windows.minute.toISOString();
  await db.execute(sql`
    insert into text_send_windows (span, starts_at, sent) values ('day', ${day}::timestamptz, 0)
    on conflict (span, starts_at) do nothing`);
  const { rows } = await db.execute<{ dayBefore: number | null; daySent: number | null }>(sql`
    with day_before as (
      select sent from text_send_windows where span = 'day' and starts_at = ${day}::timestamptz for update
    ),
    minute_taken as (
      insert into text_send_windows (span, starts_at, sent)
      select 'minute', ${minute}::timestamptz, 1 where coalesce((select sent from day_before), 0) < ${dayLimit}
      on conflict (span, starts_at) do update set sent = text_send_windows.sent + 1 where text_send_windows.sent < ${minuteLimit}
      returning sent
    ),
    day_taken as (
      insert into text_send_windows (span, starts_at, sent)
      select 'day', ${day}::timestamptz, 1 where exists (select 1 from minute_taken)
      on conflict (span, starts_at) do update set sent = text_send_windows.sent + 1
      returning sent
    )
    select (select sent from day_before) as "dayBefore", (select sent from day_taken) as "daySent"`);
  const [{ dayBefore, daySent }] = rows;
  if (daySent !== null) return Number(daySent);
  return Number(dayBefore ?? 0) >= dayLimit ? 'day-full' : 'minute-full';
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
