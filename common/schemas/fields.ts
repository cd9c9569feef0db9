// Field schemas every input shares: text the database can store, with a maximum length; real calendar dates; record ids.
import { type Message, withParams } from '../i18n/keys';
import { z } from 'zod';

/** Maximum length of each kind of text field, in characters (UTF-16 code units). */
export const MAX_LENGTH = {
  /** Lock, gate and route codes, units, subdivisions, short identifiers. */
  code: 40,
  /** First and last names, cities, crew and market names, usernames. */
  name: 80,
  /** Company, template and phrase names, titles. */
  title: 120,
  /** Addresses, subjects, e-mail addresses, host names. */
  address: 200,
  /** The search box of a list. */
  search: 100,
  /** Passwords and the codes of a recovery: long enough for any passphrase, short enough to hash cheaply. */
  secret: 200,
  /** Call logs, crew notes, announcements, phrases. */
  note: 2000,
  /** Notes, contact messages. */
  message: 5000,
  /** The plain-text body of an e-mail template. */
  plainBody: 50_000,
  /** The HTML body of an e-mail template. */
  html: 100_000,
} as const;

export const TEXT_MESSAGES = {
  nul: 'validation.fields.remove_invisible_null_character_it_cannot_be',
  loneSurrogate: 'validation.fields.contains_broken_character_half_of_emoji_or',
} as const;

export const tooLong = (max: number) => withParams('validation.fields.too_long', { max });

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Why PostgreSQL cannot store this text, if it cannot: text columns refuse NUL, and a lone UTF-16
 * surrogate has no UTF-8 encoding (jsonb refuses it, a text column would silently alter it).
 */
export function unstorableReason(text: string): Message | undefined {
  if (text.includes('\u0000')) return TEXT_MESSAGES.nul;
  if (LONE_SURROGATE.test(text)) return TEXT_MESSAGES.loneSurrogate;
  return undefined;
}

/** A check for string schemas built otherwise (URLs, e-mail addresses): refuses what `unstorableReason` names. */
export function refuseUnstorable(text: string, ctx: z.RefinementCtx) {
  const reason = unstorableReason(text);
  if (reason) ctx.addIssue({ code: 'custom', message: reason });
}

/** Text kept exactly as typed (passwords, codes): storable, at most `max` characters. */
export const rawText = (max: number, tooLongMessage: Message = tooLong(max), error?: Message) =>
  z
    .string(error ? { error } : undefined)
    .max(max, tooLongMessage)
    .superRefine(refuseUnstorable);

/** Trimmed text: storable, at most `max` characters once trimmed. `error` is the message when it is missing or not text. */
export const text = (max: number, tooLongMessage: Message = tooLong(max), error?: Message) =>
  z
    .string(error ? { error } : undefined)
    .trim()
    .max(max, tooLongMessage)
    .superRefine(refuseUnstorable);

/** Trimmed text that must not be blank; `message` is shown when it is missing or blank. */
export const requiredText = (message: Message, max: number, tooLongMessage: Message = tooLong(max)) =>
  text(max, tooLongMessage, message).min(1, message);

/** Trimmed text that may be left out; blank becomes null. */
export const optionalText = (max: number, tooLongMessage: Message = tooLong(max)) =>
  text(max, tooLongMessage)
    .nullish()
    .transform((value) => value || null);

/** An e-mail address, trimmed (and lower-cased where the address is an identity). */
export const emailAddress = (message: Message = 'validation.common.valid_email_required', { lowerCase = false } = {}) => {
  const address = text(MAX_LENGTH.address, message, message).min(1, message);
  return (lowerCase ? address.toLowerCase() : address).pipe(z.email(message));
};

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** Years a date of this business can name: birthdays, joining dates, seasons and schedules. */
export const DATE_YEARS = { min: 1900, max: 2100 } as const;
export const DATE_MESSAGES = {
  notReal: 'validation.fields.enter_real_date',
  year: withParams('validation.fields.year_out_of_range', DATE_YEARS),
} as const;

/** The reason a yyyy-MM-dd text is not a usable calendar day, if it is not one: 2027-02-30 passes the pattern but names no day. */
export function calendarDateProblem(value: string): Message | undefined {
  const [year, month, day] = value.split('-').map(Number);
  if (year < DATE_YEARS.min || year > DATE_YEARS.max) return DATE_MESSAGES.year;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? undefined : DATE_MESSAGES.notReal;
}

/** A calendar day written yyyy-MM-dd; `required` is the message when it is missing or not in that form. */
export const calendarDate = (required: Message = 'validation.common.enter_valid_date') =>
  z
    .string({ error: required })
    .regex(DATE_PATTERN, required)
    .superRefine((value, ctx) => {
      const problem = DATE_PATTERN.test(value) ? calendarDateProblem(value) : undefined;
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/** Record ids are UUIDs written as text (`gen_random_uuid()::text`). */
export const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const ID_MESSAGE: Message = 'validation.fields.not_valid_id';

/** The id of a record; anything else is refused before the database is asked. */
export const recordId = (message: Message = ID_MESSAGE) => z.string({ error: message }).regex(ID_PATTERN, message);

/** An id that may be left out; blank becomes null. */
export const optionalRecordId = (message: Message = ID_MESSAGE) =>
  z
    .union([z.literal(''), recordId(message)], { error: message })
    .nullish()
    .transform((value) => value || null);

/** Path parameters of a route on one record. */
export const byId = z.object({ id: recordId() });
