// A moment's message checked again when its time comes (docs/messages.md "Checked when sent"): what it claims of its
// visit is written with it, and just before it is handed to Twilio or the mail server the visit or payment is read
// again; sendRules decides (an arrival time gone stale is said again without it, in the office's words). Messages about one thing are checked one at a time (a lock per thing and channel), so the
// latest state wins and none overtakes an earlier one being sent.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DropReason, MomentKind } from '../../../common/schemas/customerMessage';
import type { Db } from '../../db/client';
import { emailMessages, payments, properties, textMessages, workLogs } from '../../db/schema';
import { readCustomer } from '../customers/reads';
import type { Tx } from '../../lib/history';
import { businessNameOf } from '../../../common/schemas/settings';
import { dateIn } from '../../lib/calendar';
import { readSettings } from '../../lib/settings';
import { framedText } from './textRules';
import { momentWords, type MomentVariables } from './momentRules';
import type { Moment } from './moment';
import { editedWordsOf, readEditedWords } from './momentWordsRepository';
import { signature } from './signature';
import { aboutId, aboutKind, aboutOf, type SendCheck, type SendDecision, sendDecision, type WorkLogClaim } from './sendRules';

export type MessageChannel = 'sms' | 'email';
const TABLES = { sms: textMessages, email: emailMessages } as const;
/** A message `sending` for longer than this was left by a node that stopped: it no longer holds the next one back. */
export const SENDING_STALE_SECONDS = 60;

/** What the check reads of a recorded text or e-mail. */
export interface CheckedMessage {
  _id: string;
  moment: string | null;
  about: string | null;
  sequence: number;
  claim: WorkLogClaim | null;
  customerId: string | null;
  createdAt: Date;
}

/** `{ body, subject }`: send these words, said again from the current state (they are the message's now). */
export type Verdict = 'send' | 'dropped' | 'wait' | { body: string; subject: string };

const idsOf = (abouts: (string | undefined)[], kind: string) => [
  ...new Set(abouts.filter((about) => about && aboutKind(about) === kind).map((about) => aboutId(about!))),
];

/**
 * What each moment is about and what it says of it now (a visit's day and crew; `{}` for a payment found), and for a
 * visit its property and that property's address (which its words name): two reads.
 */
export async function claimsOf(db: Db, moments: readonly Moment[]) {
  const abouts = moments.map((moment) => aboutOf(moment.moment, moment.subjectId));
  const [visitIds, paymentIds] = [idsOf(abouts, 'visit'), idsOf(abouts, 'payment')];
  const [visits, found] = await Promise.all([
    visitIds.length
      ? db
          .select({
            _id: workLogs._id,
            date: workLogs.date,
            crewId: workLogs.crewId,
            propertyId: workLogs.propertyId,
            address: properties.address,
          })
          .from(workLogs)
          .innerJoin(properties, eq(properties._id, workLogs.propertyId))
          .where(inArray(workLogs._id, visitIds))
      : [],
    paymentIds.length ? db.select({ _id: payments._id }).from(payments).where(inArray(payments._id, paymentIds)) : [],
  ]);
  const workLogOf = new Map(visits.map((workLog) => [workLog._id, workLog]));
  const paymentFound = new Set(found.map((payment) => payment._id));
  return moments.map((moment, index) => {
    const about = abouts[index];
    const workLog = about && aboutKind(about) === 'visit' ? workLogOf.get(aboutId(about)) : undefined;
    const said = { ...(workLog?.address && { address: workLog.address }), ...moment.variables };
    // An arrival time may go stale while the message waits: its variables are kept to say it again without.
    const variables = moment.moment === 'on-my-way' && said.eta ? { variables: said } : {};
    // A moved visit's message names its new date: that is the day it claims.
    const claim: WorkLogClaim | null = workLog
      ? { date: moment.variables.date ?? workLog.date, crewId: workLog.crewId, ...variables }
      : about && aboutKind(about) === 'payment' && paymentFound.has(aboutId(about))
        ? {}
        : null;
    return { about: about ?? null, claim, variables: said, visit: workLog };
  });
}

const lockAbout = (tx: Tx, channel: MessageChannel, about: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`message-about:${channel}:${about}`}))`);

async function stateOf(tx: Tx, about: string): Promise<Pick<SendCheck, 'visit' | 'payment' | 'held'>> {
  const id = aboutId(about);
  if (aboutKind(about) === 'visit') {
    const [visit] = await tx
      .select({
        date: workLogs.date,
        plannedDate: workLogs.plannedDate,
        crewId: workLogs.crewId,
        status: workLogs.status,
        held: properties.visitsHeld,
      })
      .from(workLogs)
      .innerJoin(properties, eq(properties._id, workLogs.propertyId))
      .where(eq(workLogs._id, id));
    return { visit: visit ?? null };
  }
  if (aboutKind(about) === 'payment') {
    const [payment] = await tx.select({ status: payments.status }).from(payments).where(eq(payments._id, id));
    return { payment: payment?.status ?? null };
  }
  if (aboutKind(about) === 'property') {
    const [property] = await tx.select({ held: properties.visitsHeld }).from(properties).where(eq(properties._id, id));
    return { held: property?.held ?? null };
  }
  return {};
}

/**
 * The other messages about the same thing on this channel: is a later one alive, is an earlier one being sent, and
 * which date did the last "visit moved" that went name?
 */
async function siblingsOf(tx: Tx, channel: MessageChannel, message: CheckedMessage & { about: string }) {
  const table = TABLES[channel];
  const {
    rows: [row],
  } = await tx.execute<{
    later: boolean | null;
    earlier_sending: boolean | null;
    earlier_waiting: boolean | null;
    told_date: string | null;
  }>(sql`
    select bool_or(${table.sequence} > ${message.sequence} and ${table.status} <> 'dropped') as later,
           (array_agg(${table.claim}->>'date' order by ${table.sequence} desc)
              filter (where ${table.status} in ('sent', 'delivered') and ${table.moment} like 'visit-moved:%'))[1] as told_date,
           bool_or(${table.sequence} < ${message.sequence}
                   and ${table.status} in ('queued', 'held', 'retrying', 'sending')) as earlier_waiting,
           bool_or(${table.sequence} < ${message.sequence} and ${table.status} = 'sending'
                   and ${table.updatedAt} > now() - make_interval(secs => ${SENDING_STALE_SECONDS})) as earlier_sending
    from ${table} where ${table.about} = ${message.about} and ${table._id} <> ${message._id}`);
  return {
    laterWaiting: row?.later === true,
    earlierSending: row?.earlier_sending === true,
    earlierWaiting: row?.earlier_waiting === true,
    toldDate: row?.told_date ?? null,
  };
}

/**
 * A message a try may take: waiting, or left `sending` by a try whose node stopped. One `sending` less than 60 s is
 * another try's: its gateway call (10 s at most) is under way.
 */
export const claimable = (table: (typeof TABLES)[MessageChannel]) =>
  sql`(${table.status} in ('queued', 'held', 'retrying') or (${table.status} = 'sending'
      and ${table.updatedAt} <= now() - make_interval(secs => ${SENDING_STALE_SECONDS})))`;

/** Whether another try holds the message (`sending`): this one waits, and finds it sent, or stale, in a moment. */
async function sendingNow(tx: Tx, channel: MessageChannel, id: string): Promise<boolean> {
  const table = TABLES[channel];
  const [row] = await tx.select({ status: table.status }).from(table).where(eq(table._id, id));
  return row?.status === 'sending';
}

/** The moment's words from `variables` in its customer's language, with the office's own words, named as the business. */
async function sayAgain(tx: Tx, channel: MessageChannel, message: CheckedMessage, variables: MomentVariables) {
  const customer = message.customerId ? await readCustomer(tx, message.customerId, 'firstName', 'language') : undefined;
  if (!customer || !message.moment) return undefined;
  const moment = message.moment.split(':')[0] as MomentKind;
  const edited = editedWordsOf(await readEditedWords(tx), moment, customer.language);
  const words = momentWords(moment, customer.language, customer.firstName, variables, edited);
  const { business } = await readSettings(tx, ['business']);
  return channel === 'sms'
    ? { subject: words.subject, body: framedText(words.body, customer.language, businessNameOf(business)) }
    : { subject: words.subject, body: `${words.body}\n\n${signature(customer.language, business)}` };
}

/**
 * Decides, just before a message is handed over, whether it still goes: `send` (it is now `sending`), `dropped` (its
 * drop reason recorded, or staff cancelled it meanwhile) or `wait` (an earlier message about the same thing is being
 * sent: try again in a moment).
 */
export async function checkBeforeSending(db: Db, channel: MessageChannel, message: CheckedMessage, now = new Date()): Promise<Verdict> {
  const table = TABLES[channel];
  return db.transaction(async (tx) => {
    let decision: SendDecision = { send: true };
    if (message.about && message.moment) {
      await lockAbout(tx, channel, message.about);
      const siblings = await siblingsOf(tx, channel, { ...message, about: message.about });
      const moment = message.moment.split(':')[0];
      const waitedMinutes = (now.getTime() - message.createdAt.getTime()) / 60_000;
      const { moments, serviceCalendar } = await readSettings(tx, ['moments', 'serviceCalendar']);
      const momentOff = moments[moment as MomentKind] === false;
      decision = sendDecision({
        moment,
        momentOff,
        today: dateIn(serviceCalendar.timeZone, now),
        claim: message.claim,
        waitedMinutes,
        ...siblings,
        ...(await stateOf(tx, message.about)),
      });
    }
    if ('wait' in decision) return 'wait';
    const words = 'rewrite' in decision ? await sayAgain(tx, channel, message, decision.rewrite) : undefined;
    const set =
      'drop' in decision
        ? { status: 'dropped' as const, dropReason: decision.drop }
        : { status: 'sending' as const, ...(words && { body: words.body, ...(channel === 'email' && { subject: words.subject }) }) };
    // The claim: one statement, so of two tries of one message at once (a swept one and its own job) one sends. A
    // message `sending` is another try's until it goes stale (that try's node stopped).
    const changed = await tx
      .update(table)
      .set(set)
      .where(and(eq(table._id, message._id), claimable(table)))
      .returning({ _id: table._id });
    if (!changed.length) return (await sendingNow(tx, channel, message._id)) ? 'wait' : 'dropped';
    if ('drop' in decision) return 'dropped';
    return words ?? 'send';
  });
}

/**
 * Staff cancel a message still waiting (queued, held, retrying): dropped with reason `cancelled`, under the same lock as
 * the check, so it is either cancelled or already on its way. Answers whether it was cancelled.
 */
export async function cancelWaiting(db: Db, channel: MessageChannel, message: { _id: string; about: string | null }): Promise<boolean> {
  const table = TABLES[channel];
  const reason: DropReason = 'cancelled';
  return db.transaction(async (tx) => {
    if (message.about) await lockAbout(tx, channel, message.about);
    const changed = await tx
      .update(table)
      .set({ status: 'dropped', dropReason: reason })
      .where(sql`${table._id} = ${message._id} and ${table.status} in ('queued', 'held', 'retrying')`)
      .returning({ _id: table._id });
    return changed.length > 0;
  });
}
