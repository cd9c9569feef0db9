// Sends text messages through the configured gateway and records each one: consent and quiet hours are checked at the
// moment of sending, so a STOP received while a text waited stops it too.
import { and, eq, gte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '../../../common/i18n/catalog';
import type { TextKind } from '../../../common/schemas/textMessage';
import type { TwilioSettings } from '../../config';
import type { Db } from '../../db/client';
import { outbox, textMessages } from '../../db/schema';
import { readCustomer } from '../customers/reads';
import { businessNameOf, type SettingsValues } from '../../../common/schemas/settings';
import type { EventBus } from '../../lib/events';
import { readSettings } from '../../lib/settings';
import { asSendError, type TextGateway, type TextSendError } from '../../plugins/transports/textGateway';
import { twilioGateway } from '../../plugins/transports/twilio';
import { claimable, SENDING_STALE_SECONDS } from './sendCheck';
import { claimTextSend } from './textRate';
import { framedText, isInvalidNumber, isUrgentMoment, releaseTime } from './textRules';

/** Tries per text, the first included, before a provider error counts as final. */
export const TEXT_TRIES = 5;
export const REDACTED_TEXT = 'Hidden: only its recipient may read this message.';

export interface NewText {
  to: string;
  body: string;
  kind: TextKind;
  language: Language;
  customerId?: string | null;
  /** `<moment>:<subject id>`: the second text for one moment is not recorded (`:sms` is added). */
  moment?: string;
  sensitive?: boolean;
  /** What the text is about and claims of it, checked again when it is sent (the messaging domain's check). */
  about?: string | null;
  claim?: { date?: string; crewId?: string | null } | null;
  /** The staff member who wrote it (an inbox reply). */
  sentById?: string | null;
}

type TextRow = typeof textMessages.$inferSelect;
/**
 * Whether a text still goes, asked after consent and quiet hours just before the gateway: `send` leaves it `sending`,
 * `dropped` has recorded why not, `wait` leaves it for a moment (an earlier one about the same thing is being sent);
 * `{ body }`: it goes with these words, said again from the current state (already stored as its body).
 */
export type SendingCheck = (text: TextRow) => Promise<'send' | 'dropped' | 'wait' | { body: string }>;

export type TextOutcome =
  | { outcome: 'sent' | 'refused' | 'failed' | 'done' | 'dropped' | 'wait' }
  | { outcome: 'held'; until: Date }
  | { outcome: 'retry'; reason: string; attempts: number };

const FINAL = new Set(['sent', 'delivered', 'undelivered', 'failed', 'refused', 'dropped']);

/**
 * Writes what a try found before its check claimed the text (no consent, quiet hours) only while another try may not
 * have it: a text another try is sending, or has sent, is that try's. Answers whether it was written.
 */
async function setWaiting(db: Db, id: string, set: Partial<TextRow>): Promise<boolean> {
  const changed = await db
    .update(textMessages)
    .set(set)
    .where(and(eq(textMessages._id, id), claimable(textMessages)))
    .returning({ _id: textMessages._id });
  return changed.length > 0;
}

async function consented(db: Db, customerId: string | null, kind: TextKind): Promise<boolean> {
  if (kind === 'account' || !customerId) return true;
  const customer = await readCustomer(db, customerId, 'textService', 'textMarketing');
  if (!customer) return false;
  return kind === 'marketing' ? customer.textMarketing : customer.textService;
}

const rowOf = (text: NewText, body: string) => ({
  to: text.to,
  kind: text.kind,
  customerId: text.customerId ?? null,
  moment: text.moment && `${text.moment}:sms`,
  body: text.sensitive ? REDACTED_TEXT : body,
  sensitive: text.sensitive ?? false,
  urgent: isUrgentMoment(text.moment),
  about: text.about ?? null,
  claim: text.claim ?? null,
  sentById: text.sentById ?? null,
});

/** Where texts go: a Twilio account saved in System Settings, else the environment's (SMS_PROVIDER=twilio), else the outbox. */
export interface TextRoute {
  environment?: TwilioSettings;
  /** TWILIO_API_URL: where a saved account's texts go too (a setting never chooses where its token is sent). */
  apiUrl?: string;
}

const TWILIO_API_URL = 'https://api.twilio.com';

/** The account System Settings names, when it names one whole. */
/** The account System Settings names (its `textMessages` group), when it names one whole. */
function savedAccount(saved: SettingsValues['textMessages'], apiUrl: string): TwilioSettings | undefined {
  return saved.accountSid && saved.authToken && saved.from
    ? { apiUrl, accountSid: saved.accountSid, authToken: saved.authToken, from: saved.from }
    : undefined;
}

/** The development adapter: texts kept in the outbox table, which staff read in development. */
function outboxGateway(db: Db): TextGateway {
  return {
    name: 'outbox',
    async send(text) {
      const [row] = await db
        .insert(outbox)
        .values({ to: text.to, channel: 'sms', subject: '', text: text.shownBody, sensitive: text.shownBody !== text.body })
        .returning({ _id: outbox._id });
      return { providerId: `outbox:${row._id}`, status: 'sent' };
    },
    async findSent(text) {
      const [row] = await db
        .select({ _id: outbox._id, createdAt: outbox.createdAt })
        .from(outbox)
        .where(and(eq(outbox.to, text.to), eq(outbox.channel, 'sms'), eq(outbox.text, text.body), gte(outbox.createdAt, text.since)))
        .limit(1);
      return row && { providerId: `outbox:${row._id}`, status: 'sent', at: row.createdAt };
    },
  };
}

/**
 * A text left `sending` this long was left by a try that stopped (sendCheck.ts): it may have reached the provider
 * before its node stopped, so the provider is asked first.
 */
const LOST_TRY_MS = SENDING_STALE_SECONDS * 1000;
/** How far before its claim a lost try's text may be dated (the provider's clock against the database's). */
const CLOCK_SLACK_MS = 5 * 60_000;

/** What a try that the provider refused, or did not answer, records. */
const failed = (failure: TextSendError, attempts: number) => ({
  attempts,
  errorCode: failure.code ?? null,
  errorMessage: failure.message.slice(0, 500),
});

const leftByLostTry = (text: TextRow) =>
  text.status === 'sending' && !text.sensitive && Date.now() - text.updatedAt.getTime() > LOST_TRY_MS;

export function createTextSender(db: Db, events: EventBus, log: FastifyBaseLogger, route: TextRoute = {}, publicUrl?: string) {
  const statusUrl = publicUrl && `${publicUrl.replace(/\/+$/, '')}/api/v1/sms/status`;
  const apiUrl = route.apiUrl ?? route.environment?.apiUrl ?? TWILIO_API_URL;
  const fallback: TextGateway = route.environment ? twilioGateway(route.environment, statusUrl) : outboxGateway(db);
  const gatewayFor = (saved: SettingsValues['textMessages']): TextGateway => {
    const account = savedAccount(saved, apiUrl);
    return account ? twilioGateway(account, statusUrl) : fallback;
  };
  /** The name texts open with, read per recording so a change in System Settings applies to the next one. */
  const businessName = async () => businessNameOf((await readSettings(db, ['business'])).business);
  /** A recovery code's body lives only in memory between its recording and its one try. */
  const secretBodies = new Map<string, string>();

  /**
   * A text a stopped try left `sending`: when the provider already has it, it is recorded sent with the provider's id
   * and not handed over again; when the provider cannot say, it is tried again later (a retry) rather than risk a second.
   */
  async function foundAtProvider(text: TextRow, gateway: TextGateway): Promise<TextOutcome | undefined> {
    const attempts = text.attempts + 1;
    try {
      const found = await gateway.findSent({ to: text.to, body: text.body, since: new Date(text.updatedAt.getTime() - CLOCK_SLACK_MS) });
      if (!found) return undefined;
      const written = await db
        .update(textMessages)
        .set({
          status: found.status,
          providerId: found.providerId,
          attempts,
          sentAt: found.at ?? new Date(),
          errorCode: null,
          errorMessage: null,
        })
        .where(and(eq(textMessages._id, text._id), eq(textMessages.status, 'sending')))
        .returning({ _id: textMessages._id });
      if (!written.length) return { outcome: 'done' };
      log.warn(
        { textId: text._id, gateway: gateway.name, providerId: found.providerId },
        'text left sending was found sent: not sent again',
      );
      return { outcome: 'sent' };
    } catch (error) {
      const failure = asSendError(error);
      log.warn({ textId: text._id, gateway: gateway.name, code: failure.code, attempts }, 'text left sending could not be looked up');
      // Only while no other try has taken it since (its time to the millisecond, as it was read); the time is kept, so
      // the retry asks again rather than waiting for the text to go stale once more.
      const untouched = and(
        eq(textMessages._id, text._id),
        sql`date_trunc('milliseconds', ${textMessages.updatedAt}) = ${text.updatedAt.toISOString()}::timestamptz`,
      );
      const noAnswer = { ...failed(failure, attempts), updatedAt: text.updatedAt };
      if (attempts >= TEXT_TRIES) {
        await db
          .update(textMessages)
          .set({ ...noAnswer, status: 'failed' })
          .where(untouched);
        return { outcome: 'failed' };
      }
      await db.update(textMessages).set(noAnswer).where(untouched);
      return { outcome: 'retry', reason: failure.message, attempts };
    }
  }

  return {
    /** Twilio's auth token, for checking its webhooks' signatures (never sent anywhere, never logged). */
    webhookToken: async () =>
      savedAccount((await readSettings(db, ['textMessages'])).textMessages, apiUrl)?.authToken ?? route.environment?.authToken,

    /** The account an MMS's media are fetched with (its SID and token, at the server's Twilio address); none: the outbox. */
    mediaAccount: async (): Promise<Pick<TwilioSettings, 'apiUrl' | 'accountSid' | 'authToken'> | undefined> => {
      const account = savedAccount((await readSettings(db, ['textMessages'])).textMessages, apiUrl) ?? route.environment;
      return account && { apiUrl: account.apiUrl, accountSid: account.accountSid, authToken: account.authToken };
    },

    /** Records a text, named and with its stop line; undefined when its moment already has one (a retry, a second node). */
    async record(text: NewText): Promise<string | undefined> {
      const body = framedText(text.body, text.language, await businessName());
      const [row] = await db.insert(textMessages).values(rowOf(text, body)).onConflictDoNothing().returning({ _id: textMessages._id });
      if (row && text.sensitive) secretBodies.set(row._id, body);
      return row?._id;
    },

    /** Records many texts in one statement (a daily job's batch): those whose moment was still free. */
    async recordMany(texts: readonly Omit<NewText, 'sensitive'>[]): Promise<{ _id: string; urgent: boolean }[]> {
      if (!texts.length) return [];
      const name = await businessName();
      return db
        .insert(textMessages)
        .values(texts.map((text) => rowOf(text, framedText(text.body, text.language, name))))
        .onConflictDoNothing()
        .returning({ _id: textMessages._id, urgent: textMessages.urgent });
    },

    /** One try of a recorded text; a retriable error is left `retrying` for the caller's queue until TEXT_TRIES. */
    async attempt(id: string, now = new Date(), check?: SendingCheck): Promise<TextOutcome> {
      const [text] = await db.select().from(textMessages).where(eq(textMessages._id, id));
      if (!text || FINAL.has(text.status)) return { outcome: 'done' };
      // One read per try: the quiet hours and the account the text goes through.
      const { serviceCalendar, textMessages: saved } = await readSettings(db, ['serviceCalendar', 'textMessages']);
      const gateway = gatewayFor(saved);
      if (leftByLostTry(text)) {
        const found = await foundAtProvider(text, gateway);
        if (found !== undefined) return found;
      }
      if (!(await consented(db, text.customerId, text.kind))) {
        if (!(await setWaiting(db, id, { status: 'refused', errorMessage: 'no consent' }))) return { outcome: 'done' };
        return { outcome: 'refused' };
      }
      if (text.kind !== 'account') {
        const until = releaseTime(now, serviceCalendar.timeZone, { start: saved.quietStart, end: saved.quietEnd });
        if (until > now) {
          if (!(await setWaiting(db, id, { status: 'held', heldUntil: until }))) return { outcome: 'done' };
          return { outcome: 'held', until };
        }
      }
      const verdict = check ? await check(text) : 'send';
      if (verdict === 'dropped' || verdict === 'wait') return { outcome: verdict };
      // A sign-in code never waits behind a burst; every other text takes its turn in the outbound rate.
      if (text.kind !== 'account') {
        const turn = await claimTextSend(db, now, serviceCalendar.timeZone, saved, text.urgent);
        if (turn !== true) {
          await db.update(textMessages).set({ status: 'held', heldUntil: turn }).where(eq(textMessages._id, id));
          return { outcome: 'held', until: turn };
        }
      }
      const shownBody = typeof verdict === 'object' ? verdict.body : text.body;
      const body = text.sensitive ? secretBodies.get(id) : shownBody;
      secretBodies.delete(id);
      if (body === undefined) {
        await db.update(textMessages).set({ status: 'failed', errorMessage: 'the code is no longer held' }).where(eq(textMessages._id, id));
        return { outcome: 'failed' };
      }
      const attempts = text.attempts + 1;
      try {
        const sent = await gateway.send({ to: text.to, body, shownBody });
        await db
          .update(textMessages)
          .set({ status: sent.status, providerId: sent.providerId, attempts, sentAt: new Date(), errorCode: null, errorMessage: null })
          .where(eq(textMessages._id, id));
        log.info({ textId: id, gateway: gateway.name }, 'text message sent');
        return { outcome: 'sent' };
      } catch (error) {
        const failure = asSendError(error);
        const final = !failure.retriable || attempts >= TEXT_TRIES || text.sensitive;
        await db
          .update(textMessages)
          .set({ ...failed(failure, attempts), status: final ? 'failed' : 'retrying' })
          .where(eq(textMessages._id, id));
        log.warn(
          { textId: id, gateway: gateway.name, code: failure.code, retriable: failure.retriable, attempts },
          'text message not sent',
        );
        if (isInvalidNumber(failure.code)) await announceInvalidMobile(events, text, failure.message);
        return final ? { outcome: 'failed' } : { outcome: 'retry', reason: failure.message, attempts };
      }
    },
  };
}

export type TextSender = ReturnType<typeof createTextSender>;

/** The provider said the text's number cannot take texts: customers flags its customer's mobile (text.undeliverable). */
async function announceInvalidMobile(events: EventBus, text: { customerId: string | null; to: string }, reason: string) {
  const { customerId } = text;
  if (customerId) await events.transaction((tx) => events.emit(tx, 'text.undeliverable', { customerId, mobile: text.to, reason }));
}
