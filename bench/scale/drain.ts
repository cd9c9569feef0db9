// bench:scale's outbound drains at the real rates (docs/scaling.md "Outbound at real rates"): the default texts a minute
// and a day (10DLC's lowest tier) and e-mails a minute, on the outbound clock held still and moved a minute at a time
// once the nodes have done that minute's sends, so the windows are honoured exactly and a backlog of hours or days
// drains in minutes. `drainMs` is the time on that clock; a node may be killed half-way.
import { performance } from 'node:perf_hooks';
import { DEFAULT_SETTINGS } from '../../common/schemas/settings';
import { readSettings, writeSettings } from '../../server/lib/settings';
import { releaseTime, sendWindows } from '../../server/modules/messaging';
import { JOB_SCHEMA } from '../../server/plugins/jobs';
import { mailText } from '../../tests/smtpSink';
import { OUTBOUND_QUEUES } from './clock';
import { waitingMessages } from './counts';
import type { Deployment } from './deployment';

const MINUTE = 60_000;
/** A job running longer than this is taken for one a killed node left: it waits for pg-boss's expiry, not the clock. */
const RUNNING_MS = 20_000;
/**
 * How long a drain may take in real time (BENCH_DRAIN_WAIT_SECONDS), a killed node's jobs' expiry included (an
 * e-mail's job is expired after 5 minutes, found by pg-boss's maintenance every 2).
 */
const DRAIN_WAIT_MS = Number(process.env.BENCH_DRAIN_WAIT_SECONDS ?? 1800) * 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Db = Deployment['database']['db'];

/** How the drains' texts go beside the default rates (bench:scale's --quiet-hours and --texts-per-day). */
export interface OutboundOptions {
  /** The default quiet hours (8 pm to 8 am) hold texts for the morning; off, a text goes whenever its turn comes. */
  quietHours: boolean;
  /** A day's cap other than the default's: a small day that still spills into the next (the test's). */
  textsPerDay?: number;
}

/**
 * Writes the default rates over the bench's raised ones: the messages' (texts a minute and a day, with the default
 * quiet hours unless `outbound` turns them off; e-mails a minute) or the gateway's calls a second. Answers how to put
 * the bench's back.
 */
export async function atDefaultRates(
  db: Db,
  which: 'messages' | 'gateway',
  outbound: OutboundOptions = { quietHours: true },
): Promise<() => Promise<void>> {
  const before = await readSettings(db, ['textMessages', 'mail', 'payments']);
  const defaults = DEFAULT_SETTINGS.textMessages;
  const quiet = outbound.quietHours ? defaults : { quietStart: 0, quietEnd: 0 };
  await writeSettings(
    db,
    which === 'messages'
      ? {
          textMessages: {
            ...before.textMessages,
            perMinute: defaults.perMinute,
            perDay: outbound.textsPerDay ?? defaults.perDay,
            quietStart: quiet.quietStart,
            quietEnd: quiet.quietEnd,
          },
          mail: { ...before.mail, perMinute: DEFAULT_SETTINGS.mail.perMinute },
        }
      : { payments: { ...before.payments, callsPerSecond: DEFAULT_SETTINGS.payments.callsPerSecond } },
  );
  // The nodes keep the settings and hear the change by NOTIFY: a moment for it to arrive.
  await sleep(500);
  return async () => {
    await writeSettings(db, before);
    await sleep(500);
  };
}

async function rows<T>(db: Db, text: string, values: unknown[] = []): Promise<T[]> {
  return (await db.$client.query(text, values)).rows as T[];
}

/** Outbound jobs due and not taken, and those running (not counting a killed node's, left for pg-boss's expiry). */
async function busy(db: Db): Promise<number> {
  const [{ n }] = await rows<{ n: string }>(
    db,
    `select count(*) as n from ${JOB_SCHEMA}.job where name = any($1)
       and ((state in ('created', 'retry') and start_after <= now())
         or (state = 'active' and started_on > now() - make_interval(secs => $2)))`,
    [OUTBOUND_QUEUES, RUNNING_MS / 1000],
  );
  return Number(n);
}

/** When the next outbound job waiting is due, on the outbound clock (jobs' times are its times: bench/scale/clock.ts). */
async function nextDue(db: Db): Promise<number | null> {
  const [{ at }] = await rows<{ at: Date | null }>(
    db,
    `select min(start_after) as at from ${JOB_SCHEMA}.job where name = any($1) and state in ('created', 'retry')`,
    [OUTBOUND_QUEUES],
  );
  return at ? new Date(at).getTime() : null;
}

/** Texts sent in each business day's window, by the window's start. */
async function textsByDay(db: Db): Promise<Map<string, number>> {
  const days = await rows<{ day: Date; sent: number }>(db, `select starts_at as day, sent from text_send_windows where span = 'day'`);
  return new Map(days.map((row) => [new Date(row.day).toISOString(), Number(row.sent)]));
}

/**
 * The drain's texts sent in the quiet hours (0 when the hours hold them), and the business's local time of the first
 * text sent on each later day than the drain's first (a day's cap spent, the rest waits: from the quiet hours' end).
 */
async function quietFigures(db: Db, from: number, to: number): Promise<{ quietTexts: number; laterDaysFrom: string[] }> {
  const { serviceCalendar, textMessages: saved } = await readSettings(db, ['serviceCalendar', 'textMessages']);
  const { timeZone } = serviceCalendar;
  const minutes = await rows<{ at: Date; sent: number }>(
    db,
    `select starts_at as at, sent from text_send_windows where span = 'minute' and starts_at >= $1 and starts_at <= $2
      order by starts_at`,
    [new Date(from).toISOString(), new Date(to).toISOString()],
  );
  const quiet = { start: saved.quietStart, end: saved.quietEnd };
  const clockTime = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const firstDay = minutes.length ? sendWindows(new Date(minutes[0].at), timeZone).day.getTime() : 0;
  const laterDays = new Map<number, string>();
  let quietTexts = 0;
  for (const { at, sent } of minutes) {
    const time = new Date(at);
    if (releaseTime(time, timeZone, quiet).getTime() > time.getTime()) quietTexts += Number(sent);
    const day = sendWindows(time, timeZone).day.getTime();
    if (day !== firstDay && !laterDays.has(day)) laterDays.set(day, clockTime.format(time));
  }
  return { quietTexts, laterDaysFrom: [...laterDays.values()] };
}

/** The most sends (or gateway calls) any one window of `span` took from `from` to `to` (ms on the outbound clock). */
export async function peak(db: Db, span: string, from: number, to: number): Promise<number> {
  const [{ n }] = await rows<{ n: number | null }>(
    db,
    `select max(sent) as n from text_send_windows where span = $1 and starts_at >= $2 and starts_at <= $3`,
    [span, new Date(from).toISOString(), new Date(to).toISOString()],
  );
  return Number(n ?? 0);
}

export interface Drain {
  /** Time on the outbound clock from the drain's start until nothing waits: what the customers would see. */
  drainMs: number;
  /** Real time the drain took on this machine. */
  realMs: number;
  texts: number;
  emails: number;
  /** Texts of the drain sent on each business day: over the day's cap, the rest waits for the next. */
  textsByDay: number[];
  /** Texts that went on a later business day than the drain's first. */
  deferred: number;
  /** Texts sent in the quiet hours: 0 unless the hours are off. */
  quietTexts: number;
  /** The local time of each later day's first text ("08:00" when the quiet hours end at 8). */
  laterDaysFrom: string[];
  peakTextsPerMinute: number;
  peakTextsPerDay: number;
  peakEmailsPerMinute: number;
  /** A node was killed (SIGKILL) with half the messages gone. */
  killed: boolean;
  /** Texts that reached the fake Twilio, and e-mails the SMTP sink, more than once. */
  twice: number;
  /**
   * Of those e-mails, the ones handed over again under another Message-ID: a mailbox that shows one Message-ID once
   * (Gmail's) still shows these twice. A try after a stop keeps the e-mail's Message-ID, so this is 0.
   */
  emailsTwiceNewId: number;
  /** The drain gave up with messages still waiting. */
  timedOut: boolean;
}

export interface DrainStart {
  at: number;
  real: number;
  textsFrom: number;
  mailsFrom: number;
  days: Map<string, number>;
}

/**
 * Holds the outbound clock still at `hour` of a business day after every send window used so far, where a drain begins
 * (the day-before job's tick, the rain day's morning), before what queues the messages runs: a day of its own, its
 * windows untouched by the stages before, which send at the bench's raised rates.
 */
export async function beginDrain(deployment: Deployment, hour: number): Promise<DrainStart> {
  const { db } = deployment.database;
  const { serviceCalendar } = await readSettings(db, ['serviceCalendar']);
  const [{ latest }] = await rows<{ latest: Date | null }>(db, `select max(starts_at) as latest from text_send_windows`);
  const after = Math.max(deployment.clock.now(), latest ? new Date(latest).getTime() : 0);
  const { nextDay } = sendWindows(new Date(after), serviceCalendar.timeZone);
  await deployment.clock.set(nextDay.getTime() + hour * 3_600_000, 0);
  return {
    at: deployment.clock.now(),
    real: performance.now(),
    textsFrom: deployment.texts.requests.length,
    mailsFrom: deployment.mailbox.mails.length,
    days: await textsByDay(deployment.database.db),
  };
}

/**
 * Kill the worker with sends in its hands (BENCH_KILL_IN_FLIGHT=1) rather than between two minutes: a message the
 * provider took before its row said so is then sent again when its job expires (docs/scaling.md "What is left").
 */
const KILL_IN_FLIGHT = process.env.BENCH_KILL_IN_FLIGHT === '1';

/**
 * Moves the outbound clock a minute at a time (or straight to the next job's time, across a day's gap) each time the
 * nodes have nothing due left, until no text or e-mail waits. `worker` is killed once half the messages have gone,
 * between two minutes with the rest of the backlog left to the others (or with sends in hand: KILL_IN_FLIGHT); then
 * the clock goes back to the real time, at `speed`.
 */
export async function drain(deployment: Deployment, start: DrainStart, worker?: { kill(): void }, speed = 1): Promise<Drain> {
  const { db } = deployment.database;
  const { clock } = deployment;
  const deadline = Date.now() + DRAIN_WAIT_MS;
  const sentSoFar = () => deployment.texts.requests.length - start.textsFrom + deployment.mailbox.mails.length - start.mailsFrom;
  let killed = false;
  let waiting = await waitingMessages(db);
  const total = waiting + sentSoFar();
  let end = clock.now();
  while (Date.now() < deadline) {
    await clock.release();
    if (await busy(db)) {
      await sleep(200);
      continue;
    }
    waiting = await waitingMessages(db);
    end = clock.now();
    if (!waiting) break;
    const halfGone = worker && !killed && sentSoFar() * 2 >= total;
    if (halfGone && !KILL_IN_FLIGHT) {
      worker.kill();
      killed = true;
    }
    const due = await nextDue(db);
    // Nothing waits for a time: a killed node's jobs wait for pg-boss to expire them, on the real clock.
    if (due === null) {
      await sleep(1000);
      continue;
    }
    await clock.set(Math.max(clock.now() + MINUTE, due));
    if (halfGone && KILL_IN_FLIGHT) {
      await clock.release();
      await sleep(500 + Math.random() * 1000);
      worker.kill();
      killed = true;
    }
  }
  const days = await textsByDay(db);
  const byDay = [...days]
    .map(([day, sent]) => ({ day, sent: sent - (start.days.get(day) ?? 0) }))
    .filter((row) => row.sent > 0)
    .sort((a, b) => a.day.localeCompare(b.day))
    .map((row) => row.sent);
  const texts = deployment.texts.requests.slice(start.textsFrom).map((request) => `${request.form.To} ${request.form.Body}`);
  // A session the killed node cut off before its final dot delivered nothing, as a mail server would have it.
  const finished = deployment.mailbox.mails.slice(start.mailsFrom).filter((mail) => mail.finished);
  const mails = finished.map((mail) => `${mail.recipients.join()} ${mailText(mail.data)}`);
  const messageIds = finished.map((mail, index) => `${mails[index]} ${/^message-id:\s*(.+)$/im.exec(mail.data)?.[1] ?? index}`);
  if (process.env.BENCH_DRAIN_DEBUG)
    console.error(
      JSON.stringify(
        deployment.mailbox.mails.slice(start.mailsFrom).map((mail) => [mail.recipients.join(), mail.finished, mail.data.length]),
      ),
    );
  const figures: Drain = {
    drainMs: Math.round(end - start.at),
    realMs: Math.round(performance.now() - start.real),
    texts: texts.length,
    emails: mails.length,
    textsByDay: byDay,
    deferred: byDay.slice(1).reduce((sum, sent) => sum + sent, 0),
    ...(await quietFigures(db, start.at, end)),
    peakTextsPerMinute: await peak(db, 'minute', start.at, end),
    peakTextsPerDay: await peak(db, 'day', start.at - 3_600_000 * 24 + 1, end),
    peakEmailsPerMinute: await peak(db, 'email-minute', start.at, end),
    killed,
    twice: texts.length - new Set(texts).size + mails.length - new Set(mails).size,
    emailsTwiceNewId: new Set(messageIds).size - new Set(mails).size,
    timedOut: waiting > 0,
  };
  await clock.set(Date.now(), speed);
  return figures;
}
