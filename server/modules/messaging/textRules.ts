// Text message rules without I/O: reply keywords (EN/ES), Twilio's request signature, quiet hours, the business's name and
// the stop footer every text carries.
import { phoneForDisplay } from '../../../common/phone';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { type Language, renderMessage } from '../../../common/i18n/catalog';
import { businessNameOf, type SettingsValues } from '../../../common/schemas/settings';
import { dateTimeFormat } from '../../../common/format';

export { isRetriable } from '../../plugins/transports/twilio';

export type Keyword = 'stop' | 'start' | 'help';

/** Twilio's standard opt-out, opt-in and help words, and the Spanish ones customers use (docs/messages.md). */
const KEYWORDS: Record<string, Keyword> = {
  STOP: 'stop',
  STOPALL: 'stop',
  UNSUBSCRIBE: 'stop',
  CANCEL: 'stop',
  END: 'stop',
  QUIT: 'stop',
  PARAR: 'stop',
  ALTO: 'stop',
  CANCELAR: 'stop',
  START: 'start',
  YES: 'start',
  UNSTOP: 'start',
  SUBSCRIBE: 'start',
  COMENZAR: 'start',
  SI: 'start',
  HELP: 'help',
  INFO: 'help',
  AYUDA: 'help',
};

/** A card number as the webhooks receive it, masked (plugins/storableInput.ts): "**** **** **** 1111". */
const MASKED_CARD_NUMBER = /\*[*\s-]*\d{4}(?!\d)/g;

/** A reply's text without the card numbers a customer may have added: "STOP 4111 1111 1111 1111" is still a STOP. */
const replyWords = (body: string) => body.replace(MASKED_CARD_NUMBER, ' ').trim();

/**
 * The keyword a reply is, if its only word is one (Twilio's rule: "stop please" is a message, not an opt-out); a masked
 * card number beside it does not count as a word.
 */
export function keywordOf(body: string): Keyword | undefined {
  const word = replyWords(body)
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[.!¡?¿]+$/u, '')
    .toUpperCase();
  return Object.hasOwn(KEYWORDS, word) ? KEYWORDS[word] : undefined;
}

/** The language a keyword was written in, when it says so (PARAR, AYUDA); English words leave the customer's own. */
export function keywordLanguage(body: string): Language | undefined {
  const word = replyWords(body).toUpperCase();
  return ['PARAR', 'ALTO', 'CANCELAR', 'AYUDA', 'COMENZAR'].includes(word) ? 'es' : undefined;
}

/** X-Twilio-Signature: base64 HMAC-SHA1, keyed with the auth token, of the full URL then each POST field's name and value sorted by name. */
export function twilioSignature(authToken: string, url: string, params: Record<string, unknown>): string {
  const data = Object.keys(params)
    .sort()
    .reduce(
      (text, name) => text + name + (Array.isArray(params[name]) ? (params[name] as unknown[]).join('') : String(params[name] ?? '')),
      url,
    );
  return createHmac('sha1', authToken).update(Buffer.from(data, 'utf8')).digest('base64');
}

export function signatureValid(authToken: string, url: string, params: Record<string, unknown>, given: string | undefined): boolean {
  if (!authToken || !given) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export interface QuietHours {
  /** The hour (0–23, the business's time zone) quiet hours start; equal to `end`: never quiet. */
  start: number;
  end: number;
}

function localTime(now: Date, timeZone: string): { hour: number; minute: number } {
  const parts = dateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: 'numeric', hourCycle: 'h23' }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { hour: part('hour'), minute: part('minute') };
}

/** When a service message written now may go: now outside quiet hours, else the morning's end of them. */
export function releaseTime(now: Date, timeZone: string, quiet: QuietHours): Date {
  if (quiet.start === quiet.end) return now;
  const { hour, minute } = localTime(now, timeZone);
  const inQuiet = quiet.start > quiet.end ? hour >= quiet.start || hour < quiet.end : hour >= quiet.start && hour < quiet.end;
  if (!inQuiet) return now;
  const minutesLeft = (quiet.end * 60 - (hour * 60 + minute) + 24 * 60) % (24 * 60);
  const release = new Date(now.getTime() + minutesLeft * 60_000);
  release.setUTCSeconds(0, 0);
  return release;
}

/**
 * The windows a text sent at `now` counts in for the outbound rate: its minute and its business day (their starts, the
 * day's at local midnight in `timeZone`), and when the next of each begins.
 */
export function sendWindows(now: Date, timeZone: string) {
  const minute = new Date(now);
  minute.setUTCSeconds(0, 0);
  const local = localTime(now, timeZone);
  const day = new Date(minute.getTime() - (local.hour * 60 + local.minute) * 60_000);
  return { minute, day, nextMinute: new Date(minute.getTime() + 60_000), nextDay: new Date(day.getTime() + 24 * 3_600_000) };
}

/** Every text says how to stop, in the customer's language. */
export function withStopFooter(body: string, language: Language): string {
  return `${body} ${renderMessage(language, 'server.texts.stop_footer')}`;
}

/** Every text opens with the business's name (who is writing, as the carriers ask) and ends with how to stop. */
export function framedText(body: string, language: Language, businessName: string): string {
  return withStopFooter(`${businessName}: ${body}`, language);
}

/** The words of a framed text (a resend frames them again): without the name it opened with and the stop line. */
export function unframedText(body: string, businessName: string): string {
  const named = body.startsWith(`${businessName}: `) ? body.slice(businessName.length + 2) : body;
  return (['en', 'es'] as const).reduce((text, language) => {
    const line = ` ${renderMessage(language, 'server.texts.stop_footer')}`;
    return text.endsWith(line) ? text.slice(0, -line.length) : text;
  }, named);
}

/**
 * Twilio's error codes that say the number itself cannot take texts: not a valid number, not a mobile, unknown or
 * unreachable destination, a landline. The customer's mobile is flagged so nothing more is tried there.
 */
const INVALID_NUMBER_CODES = new Set(['21211', '21217', '21614', '30005', '30006']);
export const isInvalidNumber = (code: string | null | undefined) => code !== null && code !== undefined && INVALID_NUMBER_CODES.has(code);

/** The answer to a keyword, named: HELP says who the business is and its phone, STOP and START open with its name. */
export function keywordReply(keyword: Keyword, language: Language, business: SettingsValues['business']): string {
  const name = businessNameOf(business);
  const phone = phoneForDisplay(business.phone);
  if (keyword === 'help')
    return phone
      ? renderMessage(language, 'server.texts.help_reply', { business: name, phone })
      : renderMessage(language, 'server.texts.help_reply_no_phone', { business: name });
  return `${name}: ${renderMessage(language, keyword === 'stop' ? 'server.texts.stopped_reply' : 'server.texts.started_reply')}`;
}

/** TwiML with one message, or an empty answer (Twilio sends nothing back). */
export function twiml(message?: string): string {
  const escaped = message?.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<?xml version="1.0" encoding="UTF-8"?><Response>${escaped ? `<Message>${escaped}</Message>` : ''}</Response>`;
}

/**
 * Moments that speak of today and lose their worth by waiting (the crew on its way, a visit moved, service paused or
 * resumed): in a burst they go before reminders, newsletters and notices (docs/messages.md "Rates").
 */
const URGENT_MOMENTS = new Set(['on-my-way', 'visit-moved', 'service-paused', 'service-resumed', 'visits-paused', 'visits-restarted']);

/** Whether a text for this moment (`<moment>:<subject id>`) is time-critical. */
export const isUrgentMoment = (moment: string | undefined): boolean => !!moment && URGENT_MOMENTS.has(moment.split(':')[0]);
