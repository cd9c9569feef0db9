// A burst's progress for the office (GET /messaging/outbound): per channel, what waits, what went in the last hour
// (the send windows' turns, a small table) and when the last one should go at the rate.
import { and, count, eq, gt, inArray, sum } from 'drizzle-orm';
import type { OutboundChannel, OutboundStatus } from '../../../common/schemas/outbound';
import type { Db } from '../../db/client';
import { emailMessages, textMessages, textSendWindows } from '../../db/schema';
import { readSettings } from '../../lib/settings';
import { WAITING_EMAIL, WAITING_TEXT } from './textRate';
import { releaseTime, sendWindows, type QuietHours } from './textRules';

const MINUTE = 60_000;

export interface Backlog {
  waiting: number;
  perMinute: number;
  /** Texts: what the business day still allows, when the next one starts, and quiet hours. */
  day?: { left: number; perDay: number; next: Date; timeZone: string; quiet: QuietHours };
}

/** When the last of `waiting` messages should go from `now` at the rate; null when none waits. */
export function finishTime(now: Date, { waiting, perMinute, day }: Backlog): Date | null {
  if (waiting <= 0) return null;
  const minutes = (n: number) => Math.ceil(n / perMinute) * MINUTE;
  if (!day) return new Date(now.getTime() + minutes(waiting));
  const start = releaseTime(now, day.timeZone, day.quiet);
  if (waiting <= day.left) return new Date(start.getTime() + minutes(waiting));
  const rest = waiting - Math.max(0, day.left);
  const laterDays = Math.ceil(rest / day.perDay) - 1;
  const lastDay = new Date(day.next.getTime() + laterDays * 24 * 3_600_000);
  return new Date(releaseTime(lastDay, day.timeZone, day.quiet).getTime() + minutes(rest - laterDays * day.perDay));
}

async function turns(db: Db, span: 'minute' | 'email-minute' | 'day', since: Date): Promise<number> {
  const [{ n }] = await db
    .select({ n: sum(textSendWindows.sent).mapWith(Number) })
    .from(textSendWindows)
    .where(and(eq(textSendWindows.span, span), gt(textSendWindows.startsAt, since)));
  return n ?? 0;
}

export async function outboundStatus(db: Db, now = new Date()): Promise<OutboundStatus> {
  const { serviceCalendar, textMessages: texts, mail } = await readSettings(db, ['serviceCalendar', 'textMessages', 'mail']);
  const hourAgo = new Date(now.getTime() - 3_600_000 - MINUTE);
  const windows = sendWindows(now, serviceCalendar.timeZone);
  const waitingTexts = await db
    .select({ urgent: textMessages.urgent, n: count() })
    .from(textMessages)
    .where(inArray(textMessages.status, [...WAITING_TEXT]))
    .groupBy(textMessages.urgent);
  const textsWaiting = waitingTexts.reduce((total, row) => total + row.n, 0);
  const [{ n: emailsWaiting }] = await db
    .select({ n: count() })
    .from(emailMessages)
    .where(inArray(emailMessages.status, [...WAITING_EMAIL]));
  const sentToday = await turns(db, 'day', new Date(windows.day.getTime() - 1));
  const quiet = { start: texts.quietStart, end: texts.quietEnd };
  const released = releaseTime(now, serviceCalendar.timeZone, quiet);
  const sms: OutboundChannel = {
    channel: 'sms',
    waiting: textsWaiting,
    urgent: waitingTexts.find((row) => row.urgent)?.n ?? 0,
    sentLastHour: await turns(db, 'minute', hourAgo),
    perMinute: texts.perMinute,
    finishAt:
      finishTime(now, {
        waiting: textsWaiting,
        perMinute: texts.perMinute,
        day: {
          left: texts.perDay - sentToday,
          perDay: texts.perDay,
          next: windows.nextDay,
          timeZone: serviceCalendar.timeZone,
          quiet,
        },
      })?.toISOString() ?? null,
    startsAt: textsWaiting && released.getTime() > now.getTime() ? released.toISOString() : null,
  };
  const email: OutboundChannel = {
    channel: 'email',
    waiting: emailsWaiting,
    urgent: 0,
    sentLastHour: await turns(db, 'email-minute', hourAgo),
    perMinute: mail.perMinute,
    finishAt: finishTime(now, { waiting: emailsWaiting, perMinute: mail.perMinute })?.toISOString() ?? null,
    startsAt: null,
  };
  return { at: now.toISOString(), channels: [sms, email] };
}
