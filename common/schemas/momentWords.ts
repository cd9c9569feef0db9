// The words of each moment a customer hears about, as the office edits them on the E-mail Templates screen
// (docs/messages.md "Moments"): per moment and language, a subject and a body (a text is the body), and the variants
// some moments have. A part left as the catalog has it is not stored; the catalog's words are the defaults.
import { z } from 'zod';
import { type Language, withParams } from '../i18n/keys';
import { LANGUAGES } from './customer';
import { MOMENT_KINDS, type MomentKind } from './customerMessage';

/**
 * The parts of a moment's words: `body_eta` when the route gives an arrival time, `body_weather` for a rain day, `note` the
 * crew's note line, `tax_line` the receipt's sales tax line (when tax was charged), `deposit_line` the part a quote's
 * deposit paid (a receipt adds the part charged to the card; a visit done says the amount is what is left to charge),
 * `body_invoiced` a visit done or a treatment applied for a customer billed by invoice (no card is charged), `link_line` the
 * visit page's link (docs/field.md "The visit page"), added when the visit has one.
 */
export const MOMENT_PARTS = {
  'visit-eve': ['subject', 'body'],
  'on-my-way': ['subject', 'body', 'body_eta'],
  'visit-done': ['subject', 'body', 'body_invoiced', 'note', 'deposit_line', 'link_line'],
  'payment-receipt': ['subject', 'body', 'tax_line', 'deposit_line'],
  'payment-failed': ['subject', 'body'],
  'payment-reminder': ['subject', 'body'],
  'visit-moved': ['subject', 'body', 'body_weather'],
  'card-expiring': ['subject', 'body'],
  'service-paused': ['subject', 'body'],
  'service-resumed': ['subject', 'body'],
  'invoice-issued': ['subject', 'body'],
  'treatment-eve': ['subject', 'body'],
  'treatment-done': ['subject', 'body', 'body_invoiced', 'deposit_line', 'link_line'],
  'visits-paused': ['subject', 'body'],
  'visits-restarted': ['subject', 'body'],
} as const satisfies Record<MomentKind, readonly string[]>;
export type MomentPart = (typeof MOMENT_PARTS)[MomentKind][number];
export const ALL_MOMENT_PARTS = [
  'subject',
  'body',
  'body_eta',
  'body_weather',
  'body_invoiced',
  'note',
  'tax_line',
  'deposit_line',
  'link_line',
] as const satisfies readonly MomentPart[];

/** The variables each moment fills in (`%{name}`…); any other in an edited text is refused. */
export const MOMENT_VARIABLES = {
  'visit-eve': ['name', 'service', 'date', 'address'],
  'on-my-way': ['name', 'service', 'eta', 'address'],
  'visit-done': ['name', 'service', 'date', 'amount', 'note', 'address', 'deposit', 'link'],
  'payment-receipt': ['name', 'service', 'date', 'amount', 'tax', 'deposit', 'charged'],
  'payment-failed': ['name', 'service', 'date', 'amount', 'reason', 'link'],
  'payment-reminder': ['name', 'service', 'date', 'amount', 'reason', 'link'],
  'visit-moved': ['name', 'service', 'date', 'address'],
  'card-expiring': ['name', 'last4', 'expiry', 'link'],
  'service-paused': ['name', 'address', 'amount', 'link'],
  'service-resumed': ['name', 'address'],
  'invoice-issued': ['name', 'number', 'amount', 'due', 'link'],
  'treatment-eve': ['name', 'round', 'date', 'address', 'reentry'],
  'treatment-done': ['name', 'date', 'products', 'address', 'reentry', 'amount', 'deposit', 'link'],
  'visits-paused': ['name', 'address', 'date', 'until'],
  'visits-restarted': ['name', 'address'],
} as const satisfies Record<MomentKind, readonly string[]>;

/** A subject fits a phone's notification line; a body fits ten text segments. */
export const MOMENT_SUBJECT_MAX = 150;
export const MOMENT_BODY_MAX = 1_200;

export const momentKind = z.enum(MOMENT_KINDS);
const words = z.partialRecord(z.enum(ALL_MOMENT_PARTS), z.string().max(5_000));
export type PartWords = z.infer<typeof words>;

/** What staff send: each language's parts. Which parts and variables a moment allows is checked by `momentWordsErrors`. */
export const momentWordsInput = z.object({ en: words, es: words });
export type MomentWordsInput = z.infer<typeof momentWordsInput>;

export const momentWordsRecord = z.object({
  moment: momentKind,
  parts: z.array(z.enum(ALL_MOMENT_PARTS)),
  variables: z.array(z.string()),
  /** The words sent now: the office's where it changed them, else the catalog's. */
  words: momentWordsInput,
  defaults: momentWordsInput,
  /** The parts the office changed, per language. */
  edited: z.object({ en: z.array(z.enum(ALL_MOMENT_PARTS)), es: z.array(z.enum(ALL_MOMENT_PARTS)) }),
  updatedAt: z.string().nullable(),
});
export type MomentWordsRecord = z.infer<typeof momentWordsRecord>;

const VARIABLE = /%\{(\w*)\}?/g;

/** Field errors (`en.body` → catalog key) of an input for a moment, or none. No I/O. */
export function momentWordsErrors(moment: MomentKind, input: MomentWordsInput): Record<string, string> {
  const parts: readonly string[] = MOMENT_PARTS[moment];
  const variables: readonly string[] = MOMENT_VARIABLES[moment];
  const errors: Record<string, string> = {};
  for (const language of LANGUAGES as readonly Language[]) {
    const given = input[language];
    for (const part of parts) {
      const text = given[part as MomentPart];
      const field = `${language}.${part}`;
      const max = part === 'subject' ? MOMENT_SUBJECT_MAX : MOMENT_BODY_MAX;
      if (text === undefined || !text.trim()) errors[field] = 'validation.moment_words.required';
      else if (text.length > max)
        errors[field] = part === 'subject' ? 'validation.moment_words.too_long_subject' : 'validation.moment_words.too_long_body';
      else {
        const unknown = [...text.matchAll(VARIABLE)].find((match) => !match[0].endsWith('}') || !variables.includes(match[1]));
        if (unknown) errors[field] = withParams('validation.moment_words.unknown_variable', { variable: unknown[0] });
      }
    }
    for (const part of Object.keys(given)) if (!parts.includes(part)) errors[`${language}.${part}`] = 'validation.moment_words.not_a_part';
  }
  return errors;
}
